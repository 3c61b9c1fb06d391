// A mined puzzle's first rating (Glicko scale) and grade, estimated from what makes
// a puzzle hard: how many first moves a shallow look finds about as good as the
// key move, how far down that look ranks the key move, how deep a search must go
// before it settles on the key move, how full the board is, the solution's length,
// and whether the key move is quiet or a sacrifice (docs/mining.md, "Rating").
// Every measure runs on a fixed search budget (plies and nodes, never time) in a
// fresh engine, so a puzzle gets the same rating on any machine and with any --jobs.
#pragma once

#include <cstdint>
#include <optional>

#include "core/content/puzzle.h"
#include "core/mining/miner.h"

namespace chatur::mining {

// What the fixed-budget probes see in a puzzle's position.
struct DifficultySignals {
    int forcing = 0;           // other first moves that check or capture: the tries to rule out
    int candidates = 0;        // other first moves a shallow search scores near its best
    int keyRank = 0;           // first moves that look better than the key move at a glance
                               // (the position after the move, no reply considered)
    uint64_t settleNodes = 0;  // nodes the probe spent until its best move stayed the key
                               // move (the whole budget when it never settled on it)
    int pieces = 0;            // pieces on the board besides the two Generals / Khuns
};

// The probes' budget: the shallow search looks kShallowDepth plies deep at every
// first move, and a move within kCandidateMarginCp of its best is a candidate; the
// settling probe deepens up to kProbeDepth plies within kProbeNodes nodes.
inline constexpr int kShallowDepth = 1;
inline constexpr int kCandidateMarginCp = 150;
inline constexpr int kProbeDepth = 10;
inline constexpr uint64_t kProbeNodes = 300'000;
inline constexpr int kProbeHashMegabytes = 8;  // the table's size changes what a search sees

// Probes `start` for the key move `key` with an engine of its own.
DifficultySignals MeasureDifficulty(const Game& start, Move key);
// Needs puzzle.themes (quiet-move, sacrifice, ...) and puzzle.line.
int EstimateRating(const Game& start, const MinedPuzzle& puzzle, const DifficultySignals& signals);
// MeasureDifficulty for the puzzle's first move, then EstimateRating.
int EstimateRating(const Game& start, const MinedPuzzle& puzzle);
// The content format's grade 1..5 for a rating.
int GradeForRating(int rating);

// A written puzzle's move task as the miner would have found it: kind (a mate goal
// or a line to follow), mate length and the first solution line, played from
// `start`; themes from the puzzle's tags. Nothing when it has no move task or its
// line is not legal from `start`.
std::optional<MinedPuzzle> MinedPuzzleFromContent(const content::Puzzle& puzzle, const Game& start);

}  // namespace chatur::mining
