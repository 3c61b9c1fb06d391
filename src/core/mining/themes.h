// Themes of a mined puzzle, read off its solution (docs/mining.md, "Themes"):
// each rule looks at the positions the solution line goes through, never at the
// game it came from. The ids are those of content/theme_catalog.h, in its order.
#pragma once

#include <string>
#include <vector>

#include "core/mining/miner.h"

namespace chatur::mining {

std::vector<std::string> DetectThemes(const Game& start, const MinedPuzzle& puzzle);

}  // namespace chatur::mining
