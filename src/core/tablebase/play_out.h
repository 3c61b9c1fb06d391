// A lesson's "play it out" step judged by the endgame tables: what a game is
// worth to one side with best play under its rules (a Makruk win the count
// leaves no time for is only a draw), which the trainer asks after every move of
// the learner, and the validator's check that a step's claimed result is the
// tables' verdict. Shared so that the lesson and `chatur-cli validate` can never
// disagree about a step.
#pragma once

#include <memory>
#include <optional>

#include "core/content/validator.h"
#include "core/rules/game.h"
#include "core/tablebase/tablebase.h"

namespace chatur::tablebase {

enum class Outlook : uint8_t { Win, Draw, Loss };

struct SideOutlook {
    Outlook outlook = Outlook::Draw;
    int mateMoves = 0;           // a win or a loss: the winner's moves to mate from here
    bool countTooShort = false;  // a draw only because the count runs out before the mate
};

// The game's worth to `side` with best play: its outcome when it is over, else
// the tables' verdict with Makruk's count applied (count_fit.h). Nothing when
// the position is not in the tables or a table it needs cannot be had under
// `access` (Access::AtHand() on a view's thread).
std::optional<SideOutlook> OutlookFor(Tablebase& tablebase, const Game& game, Color side,
                                      const Access& access = {});

// The best move of the side to move by the tables' values with the count
// applied (OutlookFor after each legal move): the quickest win, else a draw,
// else the longest loss; ties go to the first move in the move list. Unlike
// Tablebase::BestMove it knows that a capture may start a Makruk count the mate
// no longer fits into. Nothing when no move's value can be had under `access`.
std::optional<Move> BestMoveUnderCount(Tablebase& tablebase, const Game& game,
                                       const Access& access = {});

// The result a play-out task claims, as an outlook for the side to move.
Outlook ClaimedOutlook(const content::PlayOutTask& task);

// The validator's check of play-out steps (content::PlayOutCheck): the board's
// material is in the tables' range and the tables' verdict for the side to move,
// under the lesson's rule profile, is the claimed result. Tables are made when
// missing (so the first check may take a while).
content::PlayOutCheck MakePlayOutCheck(std::shared_ptr<Tablebase> tablebase);

}  // namespace chatur::tablebase
