// The board as a screen reader's user asks for it: which pieces each side has
// and where, what stands on one rank or file, and where one piece may go. The
// text board (gui/text_board_panel) words these answers; the board's own
// highlights (BoardInteraction::GetHighlights) take a piece's destinations from
// here too, so that what is read and what is drawn cannot differ. Everything is
// data: the GUI names pieces and squares in the learner's language.
#pragma once

#include <vector>

#include "core/rules/position.h"
#include "core/trainer/piece_reach.h"

namespace chatur {

struct PlacedPiece {
    Piece piece = Piece::None;
    Square square = kNoSquare;

    bool operator==(const PlacedPiece&) const = default;
};

// The pieces of `side`, in the order players list a set (Makruk: Khun, Met,
// Khon, Ma, Rua, Bia ngai, Bia; Xiangqi: General, Advisor, Elephant, Horse,
// Chariot, Cannon, Soldier), each kind from file a to the last and rank 1 up.
std::vector<PlacedPiece> PiecesOf(const Position& pos, Color side);

// The pieces on rank `rank` (0-based, from White's or Red's side) from file a on.
std::vector<PlacedPiece> PiecesOnRank(const Position& pos, int rank);
// The pieces on file `file` (0 = a) from rank 1 up.
std::vector<PlacedPiece> PiecesOnFile(const Position& pos, int file);

// Where the piece on a square may move: the legal destinations split as the
// board marks them (dots on empty squares, rings on captures).
struct PieceDestinations {
    SquareSet quiet;
    SquareSet captures;
};
PieceDestinations DestinationsOf(const Position& pos, Square from);

// Why the piece on `from` has no legal move (PieceCannotAnswerCheck when its
// side is in check, else PieceHasNoMoves); None when it has one or the square is
// empty.
MoveRefusal WhyNoMoves(const Position& pos, Square from);

// Everything the text board says about one piece: where it may go, what it
// may capture, which own pieces it guards, and why it cannot move at all.
struct PieceRange {
    Piece piece = Piece::None;
    PieceDestinations destinations;
    SquareSet defends;
    MoveRefusal whyNoMoves = MoveRefusal::None;
};
PieceRange RangeOf(const Position& pos, Square from);

}  // namespace chatur
