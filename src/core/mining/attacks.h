// Which squares a piece attacks, for the miner's theme detection (docs/mining.md):
// the capture geometry of every piece of both games, pins and the facing generals
// ignored (a pinned piece still "attacks" in the sense the themes need). The
// rules engine (core/rules/movegen) stays the judge of what is legal; this only
// describes a position.
#pragma once

#include <vector>

#include "core/rules/position.h"

namespace chatur::mining {

// The squares the piece on `from` could capture on (or give check on) now.
std::vector<Square> AttackedSquares(const Position& pos, Square from);
bool Attacks(const Position& pos, Square from, Square target);
// The pieces of `by` that attack `target`.
std::vector<Square> Attackers(const Position& pos, Square target, Color by);
// For a cannon on `from` attacking `target`: the square of its screen; kNoSquare
// when the piece is no cannon or does not attack `target`.
Square CannonScreen(const Position& pos, Square from, Square target);
// Does the move check the opponent (a legal move of the side to move)?
bool MoveGivesCheck(const Position& pos, Move m);
// The piece value in the content format's points (content/task.h MaterialValue).
int Points(const Position& pos, Square s);

}  // namespace chatur::mining
