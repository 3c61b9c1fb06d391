// The board a lesson step or puzzle shows: a position (from its FEN), which side
// is at the bottom, and the marks drawn on it (highlighted squares, arrows).
#pragma once

#include <string>
#include <vector>

#include "core/rules/position.h"

namespace chatur::content {

// An arrow from one square to another, e.g. to show a move or a line of attack.
struct Arrow {
    Square from = kNoSquare;
    Square to = kNoSquare;
};

// `<board fen=".." orientation="white|black">` with `<highlight>` and `<arrow>`
// children. `position` is the parsed FEN; the loader only keeps boards whose FEN
// parsed, so it is always a legal placement of the pack's variant.
struct Diagram {
    std::string fen;
    Position position = Position(MakrukVariant());
    Color orientation = Color::White;  // the side shown at the bottom
    std::vector<Square> highlights;
    std::vector<Arrow> arrows;
    // `last="d7d5"`: the opponent's move that led to this position (a mined
    // puzzle's error to punish), shown as the board's last move. Its `to`
    // holds a piece of the side not to move and its `from` is empty.
    Arrow lastMove;  // from == kNoSquare: none
    int line = 0;
};

}  // namespace chatur::content
