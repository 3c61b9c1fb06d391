// The mate solver: proves "mate in N" exactly under a game's variant and rule
// profile, and lists every first move that forces mate in at most N moves, so a
// puzzle's cooks (second solutions) are found. A win is a checkmate, or in Xiangqi
// leaving the opponent no legal move; a mate that the profile scores otherwise (the
// board's counter mating in makruk/counting) is no win. The search starts from a
// Game, so the count, the clocks and the repetition history carry over; it makes
// no count declarations of its own (one made on the Game applies to the first
// move). docs/engine.md states the semantics and the measured speed.
#pragma once

#include <atomic>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/rules/game.h"

namespace chatur {

// Budgets for one SolveMate call; zero means no limit. `stop` may be set from
// another thread (a GUI's cancel button).
struct SolveLimits {
    uint64_t maxNodes = 0;
    int maxTimeMs = 0;
    const std::atomic<bool>* stop = nullptr;
    int hashMegabytes = 32;  // transposition table size (smaller for small N)
};

enum class SolveStatus : uint8_t {
    Complete,   // every first move was decided: the list is exact
    NodeLimit,  // the node budget ran out: the listed solutions are proven, more may exist
    TimeLimit,  // likewise for the time budget
    Stopped,    // likewise, stopped from outside
};

// "complete", "node-limit", "time-limit", "stopped".
std::string_view SolveStatusKey(SolveStatus status);

// One first move that forces mate: `mateIn` is the least number of the attacker's
// moves (the first included) it needs against the best defence, `pv` a main line
// from the first move to the mate (2 * mateIn - 1 plies). The defence in the line
// is the one that resists longest; ties go to the move written first in byte order.
struct MateSolution {
    Move first;
    int mateIn = 0;
    std::vector<Move> pv;
};

struct SolveResult {
    SolveStatus status = SolveStatus::Complete;
    std::vector<MateSolution> solutions;  // sorted by the first move's coordinate text
    uint64_t nodes = 0;
    int elapsedMs = 0;
};

// Every first move of the side to move that mates in at most `maxMoves` of its own
// moves. A game that is already over has no solutions.
SolveResult SolveMate(const Game& game, int maxMoves, const SolveLimits& limits = {});

}  // namespace chatur
