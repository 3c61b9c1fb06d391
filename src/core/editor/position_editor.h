// The position set-up of the pack editor: a board the author fills from a
// palette (place, remove, clear, start position, side to move, FEN in and out)
// while the editor says at once, as a stable key, why the position could not be
// used in a puzzle. Keys (the GUI words them, gui/ui_text):
//   "no-king"               `side` has no king
//   "too-many-kings"        `side` has more than one king
//   "too-many-pieces"       `side` has more pieces of type `piece` than a set holds
//   "impossible-square"     the piece on `square` can never stand there (a Bia on
//                           its promotion rank or behind its start, a Xiangqi
//                           piece outside its palace / own half / legal points)
//   "opponent-in-check"     the side not to move (`side`) is in check
//   "generals-facing"       Xiangqi: the generals see each other on a file
//   "game-over"             the side to move has no legal move (`side` is the side
//                           to move; `checkmate` tells mate from stalemate)
// A position with no problem gives std::nullopt and its FEN loads in a puzzle.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/notation/fen.h"
#include "core/rules/position.h"

namespace chatur::editor {

struct SetupProblem {
    std::string key;
    Color side = Color::White;
    PieceType piece = PieceType::None;
    Square square = kNoSquare;
    bool checkmate = false;  // "game-over" only
};

class PositionEditor {
public:
    explicit PositionEditor(const Variant& variant);  // empty board, White/Red to move
    static PositionEditor FromPosition(const Position& position);

    const Variant& GetVariant() const { return m_position.GetVariant(); }
    const Position& GetPosition() const { return m_position; }
    Piece PieceAt(Square s) const { return m_position.PieceAt(s); }
    Color SideToMove() const { return m_position.SideToMove(); }

    // Puts `piece` on `s`, replacing what stood there (Piece::None removes).
    // False (nothing changes) when `s` is not a square of the board.
    bool Place(Square s, Piece piece);
    void Remove(Square s);
    // Moves a piece from one square to another (drag on the board); a piece on
    // `to` is replaced. False when `from` is empty.
    bool Move(Square from, Square to);
    void Clear();
    void SetStart();
    void SetSideToMove(Color c);

    // Placement and side to move as a full FEN (count fields "-", move 1).
    std::string Fen() const;
    // Reads any FEN the variant's parser accepts, and also placements the parser
    // rejects only for a rule problem (missing king, side in check, ...) so that
    // an author can paste a half-finished position and repair it. False with the
    // FenError naming the problem when the text is not a FEN at all (bad letters,
    // rank length, number of ranks); the board is unchanged then.
    bool SetFen(std::string_view fen, FenError* error = nullptr);

    // The first problem found, in the order listed at the top; nothing when the
    // position can be a puzzle's.
    std::optional<SetupProblem> Problem() const;

private:
    Position m_position;
};

}  // namespace chatur::editor
