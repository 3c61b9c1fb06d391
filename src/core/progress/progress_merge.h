// A three-way merge of learners' progress: `disk` with the changes from `base`
// to `mine` applied. It served two copies of the app saving progress.txt; since
// the progress is in SQLite (docs/training.md) it serves the import of a progress.txt
// that an older Chatur changed after its first import (progress_import.h):
// base = the state read at the last import, mine = the file now, disk = the
// database. Counts add up (the database's plus what the file gained); the last
// result and the lesson position come from whichever was seen last; a finished
// lesson stays finished; the retry queue gains what the file added and loses
// what it removed; the last place is the file's if it moved.
#pragma once

#include <map>
#include <string>

#include "core/progress/progress_store.h"

namespace chatur::progress {

using Learners = std::map<std::string, LearnerProgress>;

// `disk` with the changes from `base` to `mine` applied.
Learners MergeProgress(const Learners& base, const Learners& mine, const Learners& disk);

}  // namespace chatur::progress
