// Coordinate move notation as Fairy-Stockfish writes it: from-square then
// to-square (`d4e5`, `h2h10`), and a Makruk promotion with the suffix `m`
// (`a5a6m`). Not UCCI's 0-based ranks.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/rules/position.h"

namespace chatur {

struct MoveError {
    std::string message;
};

std::string MoveToString(const Variant& v, Move m);
// Moves for an error message: "b1c3 or d1c3", "a1a2, a1b1 or h1h2".
std::string JoinMoveAlternatives(const Variant& v, const std::vector<Move>& moves);

// Reads a move and checks it is legal in `pos`. The promotion suffix may be
// omitted (a Makruk promotion is never a choice), but a suffix on a move that does
// not promote is an error.
[[nodiscard]] std::variant<Move, MoveError> ParseLegalMove(const Position& pos,
                                                           std::string_view text);

}  // namespace chatur
