// Static evaluation for the engine: what a position is worth to the side to move,
// in centipawns (a Bia / soldier = 100). Material with values from the players'
// literature, piece-square terms (centralisation, advanced Bia and soldiers,
// General safety), and the rules the profile adds: a running Makruk count scales
// the score toward 0 as the counted moves run out, since the stronger side must
// mate before the limit. docs/engine.md gives the tables.
#pragma once

#include "core/search/search_board.h"

namespace chatur {

// Piece values in centipawns (Makruk Rua 500, Ma 300, Khon 250, Met and Bia ngai
// 180, Bia 100; Xiangqi Chariot 900, Cannon 450, Horse 400, Advisor and Elephant
// 200, soldier 100 / 200 after crossing the river).
int PieceValue(const Variant& variant, PieceType type);

// The position's worth to the side to move (no search; the game is assumed to go on).
int Evaluate(const SearchBoard& board);

}  // namespace chatur
