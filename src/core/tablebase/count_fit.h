// Makruk's counting question on top of the tables: the tables hold pure distance
// to mate, and a won ending is only won if that mate comes before the count runs
// out. CountFit works out, from a game's count state (or a count that the losing
// side starts now), how many moves the winner has left and whether the fastest
// forced mate fits. It is exact while the material stays as it is: a capture on
// the way can start a pieces' honour count with a different limit, which a probe
// of the position after the capture answers (docs/tablebase.md).
#pragma once

#include "core/rules/game.h"
#include "core/tablebase/table.h"

namespace chatur::tablebase {

struct CountFit {
    bool applies = false;     // a Makruk profile with counting, and a count can run
    CountingState count;      // the count considered
    bool startedNow = false;  // no count ran: the losing side is assumed to start one now
    int movesLeft = 0;        // winner's moves whose mate still counts
    bool fits = false;        // the fastest forced mate comes within them
};

// `winner` mates in `mateMoves` of its own moves with best play.
CountFit FitWithinCount(const Game& game, Color winner, int mateMoves);

// Who wins a table's won or lost value (not a draw) for `sideToMove`, and in how
// many of the winner's own moves: a win in an odd number of plies when the
// winner is to move, the loser's plies halved when the loser moves first.
struct TableWin {
    Color winner;
    int mateMoves;
};
TableWin WinOfValue(Color sideToMove, const Value& value);

}  // namespace chatur::tablebase
