// WXF notation for Xiangqi, the one club game records use (`C2.5`, `H8+7`,
// `R1-2`): the piece letter (K A E H R C P; B and N are read too), the file it
// stands on counted 1..9 from the mover's right, the direction (`+` forward, `-`
// backward, `.` or `=` sideways) and a number: the file the piece goes to, or,
// for a chariot, cannon, soldier or general going straight forward or back, the
// number of points it moves. Advisors, elephants and horses always name the file.
//
// Two pieces of one kind on one file are told apart by `+` (front) and `-`
// (rear) in place of the file, as the WXF writes it (`R+.3`, `C--1`) or with the
// sign first (`+R.3`, `-C-1`). Soldiers have more cases, from the WXF's own
// rules: three on a file are `P+`, `P<file>` (the middle one) and `P-`; four are
// `++`, `P+`, `P-`, `--`; five `++`, `P+`, `P<file>`, `P-`, `--`; when two files
// hold two or more soldiers each, the file digit replaces the P (`3+.4`, `33.4`
// for the middle one, `3-.4`). Fairy-Stockfish's form for three or more soldiers,
// their index from the front then the file (`13=4`), is read as well, except
// where the index equals the file: `33.4` is always WXF's middle soldier.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "core/notation/coord.h"
#include "core/rules/position.h"

namespace chatur {

// True when `text` has the shape of a WXF move (upper or lower case).
bool LooksLikeWxf(std::string_view text);

// Reads a WXF move (Xiangqi only) and returns the one legal move of `pos` it
// describes; errors name what did not fit ("Red has no cannon on file 2",
// "R2+1 is ambiguous: h1h2 or h5h6"). Trailing check marks are ignored.
[[nodiscard]] std::variant<Move, MoveError> ParseWxf(const Position& pos, std::string_view text);

// Writes a legal Xiangqi move in WXF (`.` for sideways, tandem pieces as above).
std::string ToWxf(const Position& pos, Move m);

}  // namespace chatur
