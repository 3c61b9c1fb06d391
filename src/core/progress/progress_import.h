// The one-time import of the old progress file (progress.txt, the format of
// progress_format.cpp) into the training database, on start.
//
// A file not imported yet, or changed since its recorded import (size or
// modification time; an older Chatur may have written it since), is read and
// merged into the database in one transaction. The file itself is never
// written, moved or deleted: it stays where it is as the backup. Each import
// keeps the state it read (progress_imports.state), so importing a changed file
// adds only what changed since (the three-way merge of progress_merge.h) and an
// unchanged file is never counted twice. A damaged file is imported as far as
// its lines can be read; the others are reported by line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/progress/progress_store.h"

namespace chatur::progress {

struct ProgressImport {
    bool imported = false;                     // false: no file, or already imported and unchanged
    int learners = 0, items = 0, lessons = 0;  // what the file held
    // "<file>: line 12: bad number", one per line that could not be read, and a
    // file that could not be read at all.
    std::vector<std::string> problems;
};

// Imports `textPath` into `store`'s database (and reads the store again).
ProgressImport ImportProgressFile(ProgressStore& store, const std::string& textPath, int64_t now);

}  // namespace chatur::progress
