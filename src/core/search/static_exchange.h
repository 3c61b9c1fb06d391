// Static exchange evaluation (docs/engine.md): what a capture wins when both sides then
// go on capturing on its square with their least valuable piece, each free to stop
// when going on would lose. The captures are the rules engine's legal moves, so a
// pinned piece, a Xiangqi cannon's screen (which the exchange itself may add or
// take away), a horse's leg and the flying General are all exact.
#pragma once

#include "core/rules/position.h"

namespace chatur {

// The material (PieceValue, centipawns) the side to move wins with the capture
// `m`, from its own view; 0 for a move that captures nothing. `pos` is restored.
int StaticExchange(Position& pos, Move m);

// What the side that just moved stands to lose on `to`: the side to move captures
// there with its least valuable piece and the exchange goes on while it pays; 0
// when nothing can take, or when taking does not pay. After a quiet move, what the
// move hangs.
int HangingLoss(Position& pos, Square to);

}  // namespace chatur
