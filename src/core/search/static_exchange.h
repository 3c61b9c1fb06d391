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

}  // namespace chatur
