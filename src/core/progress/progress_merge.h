// Two copies of the app may run at once, each with the progress it loaded at its
// start. So that neither loses the other's work, Save merges instead of
// overwriting: under a lock on `<file>.lock` it reads the file again and applies
// to it what this copy changed since it loaded or last saved (a three-way merge
// against that base), then writes the result atomically and keeps it as the new
// base. Counts add up (the other copy's attempts plus this copy's new ones); the
// last result and the lesson position come from whichever was seen last; a
// finished lesson stays finished; the retry queue gains what this copy added and
// loses what it removed; the bookmark is this copy's if it moved it.
#pragma once

#include <map>
#include <string>

#include "core/progress/progress_store.h"

namespace chatur::progress {

using Learners = std::map<std::string, LearnerProgress>;

// `disk` with the changes from `base` to `mine` applied.
Learners MergeProgress(const Learners& base, const Learners& mine, const Learners& disk);

}  // namespace chatur::progress
