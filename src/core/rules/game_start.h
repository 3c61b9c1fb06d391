// Where a game starts: a position with the fields a FEN carries beside the
// board. Game::Create takes one; notation's ParseFen fills one from a FEN
// (FenData is this struct) and ToFen writes one back.
#pragma once

#include <optional>

#include "core/rules/position.h"

namespace chatur {

struct GameStart {
    Position position;
    // In Makruk while a count runs (as Fairy-Stockfish writes FEN field 4): the
    // limit of that count in plies; empty when no count runs.
    std::optional<int> countLimitPlies;
    int halfmove = 0;  // half-move clock, or counted plies while a count runs
    int fullmove = 1;
};

}  // namespace chatur
