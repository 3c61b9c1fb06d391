// A mined puzzle's first rating (Glicko scale) and grade, estimated from its
// solution: how long it is, whether the key move is quiet or a sacrifice, and how
// many other first moves look plausible (docs/mining.md, "Rating").
#pragma once

#include "core/mining/miner.h"

namespace chatur::mining {

// Needs puzzle.themes (quiet-move, sacrifice) already detected.
int EstimateRating(const Game& start, const MinedPuzzle& puzzle);
// The content format's grade 1..5 for a rating.
int GradeForRating(int rating);

}  // namespace chatur::mining
