// What a piece's movement pattern covers, judged by geometry alone (blocking
// pieces, palace, river, screens), and why a move the pattern does not allow is
// wrong. The legal move generator answers "may this move be played?"; this file
// answers the learner's follow-up questions: "which of my pieces does it guard?"
// and "why can't it go there?". Explanations are MoveRefusal values, never
// sentences: the GUI turns them into text in the user's language.
#pragma once

#include <bitset>

#include "core/rules/position.h"
#include "core/trainer/move_refusal.h"

namespace chatur {

using SquareSet = std::bitset<kMaxSquares>;

// The squares a piece's pattern reaches from its square, ignoring whether its own
// king would be left in check. `quiet`: empty squares it may step to; `captures`:
// enemy pieces it could take; `defends`: own pieces it attacks but cannot enter.
struct PieceReach {
    SquareSet quiet;
    SquareSet captures;
    SquareSet defends;
};

PieceReach ComputeReach(const Position& pos, Square from);

// Why the piece on `from` cannot move to `to` in `pos` (the piece's own side is
// taken to be on move), such as MoveRefusal::MetOneDiagonal or FlyingGeneral;
// MoveRefusal::None when the move is legal. gui/ui_text.cpp words each reason.
MoveRefusal ExplainIllegalMove(const Position& pos, Square from, Square to);

}  // namespace chatur
