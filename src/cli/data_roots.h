// Where chatur-cli finds what is installed with it, written once for the
// commands that need it (the bundled puzzles, the gettext catalogs, the shipped
// endgame tables): $CHATUR_DATA_DIR, the installed <prefix>/share/chatur next to
// <prefix>/bin, and from a build tree the source tree named by
// chatur-build-tree.txt next to the program (never installed).
#pragma once

#include <filesystem>
#include <vector>

#include "core/tablebase/tablebase.h"

namespace chatur::cli {

// The folders to look in, in that order; only those that are named, not only
// those that exist.
std::vector<std::filesystem::path> DataRoots();

// Hands the service the endgame tables installed with the program
// (<root>/tablebases, the first root that has one; docs/tablebase.md "Ready
// when the learner is"), so that a command reads them before the cache folder
// and makes none of them. A build tree has none: nothing changes there.
void UseShippedTables(tablebase::Tablebase& tables);

}  // namespace chatur::cli
