// The board a lesson step or puzzle shows: a position (from its FEN), which side
// is at the bottom, and the marks drawn on it (highlighted squares, arrows).
#pragma once

#include <optional>
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
    // `last="e5f6m"` is a Bia's promotion; `captured="p"` the piece it took (a
    // piece of the side to move), so that the position before it is known.
    Arrow lastMove;  // from == kNoSquare: none
    bool lastPromotion = false;
    Piece lastCaptured = Piece::None;
    int line = 0;
};

// The board's last move as a move; nullopt without one.
inline std::optional<chatur::Move> LastMoveOf(const Diagram& board) {
    if (board.lastMove.from == kNoSquare) return std::nullopt;
    return chatur::Move(board.lastMove.from, board.lastMove.to, board.lastPromotion);
}

// The position before the board's last move, to show that move being played;
// nullopt without one.
inline std::optional<Position> PositionBeforeLastMove(const Diagram& board) {
    const std::optional<chatur::Move> last = LastMoveOf(board);
    if (!last) return std::nullopt;
    Position before = board.position;
    before.UndoMove(*last, board.lastCaptured);
    return before;
}

}  // namespace chatur::content
