// The running state of Makruk's honour counts inside a game, and how one move
// changes it. AnalyzeCount (counting.h) says what a single position calls for;
// CountingState remembers what is actually running: which count, who counts, the
// value reached, the limit fixed when it began. It also converts to and from the
// two FEN fields in which Fairy-Stockfish writes a running count. The rule text
// behind each step is quoted in docs/rules.md.
#pragma once

#include <string>
#include <utility>
#include <variant>

#include "core/rules/counting.h"
#include "core/rules/profile.h"

namespace chatur {

// A count that runs (or none). `value` is the counting side's last counted value:
// 1 after the move that started a board's count, N (the number of pieces on the
// board when it began) for a pieces' count whose lone Khun has not moved yet, so
// that its first move makes it N+1. `counted` is how many counted moves the
// counting side has made since the count began (0 or more).
struct CountingState {
    CountKind kind = CountKind::None;
    Color side = Color::White;
    int value = 0;
    int limit = 0;
    int counted = 0;

    bool Running() const { return kind != CountKind::None; }
    // The counting side has made a counted move at or above the limit: the other
    // side has exactly one more move, and it must mate.
    bool LimitReached() const { return Running() && counted > 0 && value >= limit; }
    bool operator==(const CountingState&) const = default;
};

// What a move meant for the counting rules, for the outcome of that move.
struct CountStep {
    // The mover counted a board's honour count with this move (including the
    // move that started or stopped it); a mate by it may be a draw.
    bool moverCountedBoard = false;
    // The count had reached its limit before this move, and the move was the
    // other side's one remaining move: unless it mates, the game is drawn.
    bool limitExpired = false;
};

// Brings `state` from before a move of `mover` to after it; `after` is the
// position after the move. `startRequested`/`stopRequested` are the mover's
// declarations for this move (already checked to be allowed). `sameMaterial`: the
// move captured and promoted nothing, requested nothing, and `state` is what
// AdvanceCount or InitialCount left on this material; the counts that start by
// themselves depend on the material alone, so they are not looked for again (the
// search's shortcut: the same state as without it).
CountStep AdvanceCount(CountingState& state, const RuleProfile& profile, const Position& after,
                       Color mover, bool startRequested, bool stopRequested,
                       bool sameMaterial = false);

// The count a game set up on `pos` begins with when the FEN carries none: a
// pieces' honour count if one side has only its Khun and no Bia is left; in an
// automatic profile also a board's count of the side to move.
CountingState InitialCount(const RuleProfile& profile, const Position& pos);

// Reads Fairy-Stockfish's count fields (field 4 the limit in plies, field 5 the
// counted plies). Fields that no Chatur count can use (a profile without counting,
// a Bia still on the board, only the Khuns left, limit 0) are ignored and the
// game begins with InitialCount; an odd limit is an error.
[[nodiscard]] std::variant<CountingState, std::string> CountFromFen(const RuleProfile& profile,
                                                                    const Position& pos,
                                                                    int limitPlies,
                                                                    int countedPlies);

// The two FEN fields for a running count: {limit in plies, counted plies}.
std::pair<int, int> CountToFenFields(const CountingState& state, const Position& pos);

}  // namespace chatur
