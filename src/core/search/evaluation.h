// Static evaluation for the engine: what a position is worth to the side to move,
// in centipawns (a Bia / soldier = 100). Material with values from the players'
// literature, piece-square terms (centralisation, advanced Bia and soldiers,
// General safety), and the rules the profile adds: a running Makruk count scales
// the score toward 0 as the counted moves run out, since the stronger side must
// mate before the limit. docs/engine.md gives the tables.
#pragma once

#include <array>

#include "core/search/search_board.h"

namespace chatur {

// The evaluation's tunable weights for one game (`chatur-cli tune` fits them to
// game results): a value per piece type (indexed by PieceType; a promoted Bia's
// is the Met's) and the weight of the piece-square terms in percent.
struct EvalWeights {
    std::array<int, kPieceTypeCount> value{};
    int pieceSquarePercent = 100;
};

// The weights the engine plays with.
const EvalWeights& DefaultWeights(const Variant& variant);

// Piece values in centipawns (Makruk Rua 500, Ma 300, Khon 250, Met and Bia ngai
// 180, Bia 100; Xiangqi Chariot 900, Cannon 450, Horse 400, Advisor and Elephant
// 200, soldier 100 / 200 after crossing the river).
int PieceValue(const Variant& variant, PieceType type);

// The position's worth to the side to move (no search; the game is assumed to go on).
int Evaluate(const SearchBoard& board);
// The same with other weights (the tuner's trials).
int Evaluate(const SearchBoard& board, const EvalWeights& weights);

}  // namespace chatur
