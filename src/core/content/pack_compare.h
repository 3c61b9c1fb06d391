// Comparing content by what it says, not by where it was written: two packs are
// the same when every field an author can set is equal, whatever the source
// lines, file path or element layout. The pack writer uses this to find the
// lessons and puzzles an edit left unchanged (and copies those from the old file
// as they were written), and tests use it for load -> save -> load round trips.
#pragma once

#include <optional>
#include <string>

#include "core/content/pack.h"

namespace chatur::content {

// Ignored by every comparison: `line` fields and Pack::path. Highlighted squares
// compare as sets (the loader merges and sorts the squares of several
// <highlight> elements); everything else compares in order.
bool SameContent(const LocalizedText& a, const LocalizedText& b);
bool SameContent(const Diagram& a, const Diagram& b);
bool SameContent(const Task& a, const Task& b);
bool SameContent(const Puzzle& a, const Puzzle& b);
bool SameContent(const Lesson& a, const Lesson& b);
// The pack's own fields: everything but its lessons and puzzles.
bool SameHeader(const Pack& a, const Pack& b);

// The first difference between two packs in words ("puzzle 'makruk.met.02':
// question differs"), or nothing when they are the same.
std::optional<std::string> FirstDifference(const Pack& a, const Pack& b);

}  // namespace chatur::content
