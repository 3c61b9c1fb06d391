// One reader for moves as other programs write them, for importing their files:
// Chatur's coordinate form first (`d3d4`, `h3e3`, `a5a6m`), then SAN (`Nd2`,
// `exd5`, `c6=M`, `Ce3`), then for Xiangqi WXF (`C2.5`, `H8+7`, `+R-1`). The three
// cannot be mistaken for one another: a coordinate move starts with two squares,
// SAN ends with a square, WXF with a digit after a sign.
#pragma once

#include <string_view>
#include <variant>

#include "core/notation/coord.h"

namespace chatur {

// The legal move of `pos` the text names, in whichever notation it is written.
// The error is that of the notation the text looks like, or says that it looks
// like none of them.
[[nodiscard]] std::variant<Move, MoveError> ParseMoveText(const Position& pos,
                                                          std::string_view text);

// True when `text` has the shape of a coordinate move (`d3d4`, `a10a9`, `a5a6m`).
bool LooksLikeCoordinateMove(std::string_view text);

}  // namespace chatur
