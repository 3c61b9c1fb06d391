// Standard algebraic notation (SAN) for Makruk and Xiangqi as Fairy-Stockfish
// writes it, and so as pychess-variants stores its games: a piece letter, the
// origin only as far as needed to tell two pieces apart (file, else rank, else
// square), `x` for a capture, the destination square, `=M` for a Makruk
// promotion, `+`/`#` for check and mate.
//
// Letters: Makruk K M S N R (Khun, Met, Khon, Ma, Rua; a promoted Bia moves as a
// Met and is written M), the Bia without a letter (its captures always name the
// file: `exd5`). Xiangqi K A E H R C P with ranks 1..10 (`Ra10`); Fairy-Stockfish
// writes the soldier's letter, and the reader takes B for E, N for H and a
// soldier move without its P too.
//
// Reading is by matching: every legal move of the position is compared with what
// the text says, so a text that fits none or several moves is an error naming
// why ("Nc3 is ambiguous: b1c3 or d1c3"), never a guess.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "core/notation/coord.h"
#include "core/rules/position.h"

namespace chatur {

// True when `text` has the shape of a SAN move of `variant` (letters, squares,
// marks in the right places); says nothing about legality.
bool LooksLikeSan(const Variant& variant, std::string_view text);

// Reads a SAN move and returns the one legal move of `pos` it describes. The `x`
// may be left out of a capture (not put on a move that captures nothing), the
// `=M` of a Makruk promotion may be left out (it is never a choice), check and
// quality marks (`+ # ! ?`) are ignored.
[[nodiscard]] std::variant<Move, MoveError> ParseSan(const Position& pos, std::string_view text);

// Writes a legal move of `pos` as Fairy-Stockfish does, with `+`/`#`.
std::string ToSan(const Position& pos, Move m);

}  // namespace chatur
