// FEN in and out, as Fairy-Stockfish and pychess-variants write it. Makruk:
// `k m s n r p`, a promoted Bia as `m` or `m~`, fields `board side - X Y move`
// where X/Y are either `-`/half-move clock or, while a count runs, the count limit
// and the counted plies. Xiangqi: `k a b n r c p` (also `e`, `h`), ten ranks.
// A bad FEN is an error value naming what is wrong, never a crash.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/rules/game_start.h"
#include "core/rules/position.h"

namespace chatur {

// What is wrong with a FEN. `message` says it in English for the CLI and logs;
// the GUI words `problem` with the details below through the catalogs.
enum class FenProblem : uint8_t {
    Empty,             // no fields at all
    TooManyFields,     // number: the fields found
    RankCount,         // number: the ranks found
    ZeroEmptyCount,    // rank: an empty-square count of 0
    RankTooLong,       // rank
    RankTooShort,      // rank; number: the squares it has
    TildeAlone,        // rank: '~' not after a letter
    TildeNotAfterMet,  // rank; text: the letter before '~'
    UnknownLetter,     // rank; text: the letter
    PieceOutOfReach,   // side, piece, square: where it can never stand
    SecondKing,        // side, piece
    MissingKing,       // side, piece
    TooManyPieces,     // side, piece; number: how many
    TooManyBia,        // side: more than 8 Bia, promoted or not
    SideMissing,       // no side-to-move field
    BadSide,           // text: the field
    BadCastling,       // text: the field
    BadCountLimit,     // text: field 4
    BadHalfmove,       // text: field 5
    BadMoveNumber,     // text: field 6
    GeneralsFacing,    // the two generals face each other on an open file
    NotToMoveInCheck,  // side: the side not to move, in check
};

struct FenError {
    std::string message{};
    FenProblem problem = FenProblem::Empty;
    int rank = 0;  // 1-based; 0 when the problem is not on one rank
    int number = 0;
    Color side = Color::White;
    PieceType piece = PieceType::None;
    Square square = kNoSquare;
    std::string text{};  // a letter or a field as written
};

// A FEN's six fields read: the position, the count limit (Makruk, while a count
// runs, as Fairy-Stockfish writes field 4), the half-move field and the move number.
using FenData = GameStart;

// Parses and checks a FEN: shape, letters, one king each, pieces only where they
// can ever stand, the side not to move not in check, generals not facing.
[[nodiscard]] std::variant<FenData, FenError> ParseFen(const Variant& variant,
                                                       std::string_view fen);

// Reads the placement field alone ("rnsmksnr/8/..."): ranks, their lengths and
// the piece letters, with no rule checks (kings, counts, squares), so that the
// editor can load a half-finished position. The same shape errors as ParseFen.
[[nodiscard]] std::variant<Position, FenError> ReadFenPlacement(const Variant& variant,
                                                                std::string_view placement);

// The most pieces of type `t` one side can ever have in `variant` (Makruk's Met:
// the Met and promoted Bia together; ParseFen also limits promoted Bia plus Bia
// to eight).
int MaxPieceCount(const Variant& variant, PieceType t);

// One piece as a FEN placement writes it: "P", "n", Makruk's promoted Bia "m~".
std::string PieceFenText(const Variant& variant, Piece piece);
// The reverse; nullopt for anything but one piece of the variant.
std::optional<Piece> ParsePieceFenText(const Variant& variant, std::string_view text);

// Placement and side only ("rnsmksnr/8/... w").
std::string BoardFen(const Position& pos);
// The full six fields.
std::string ToFen(const Position& pos, std::optional<int> countLimitPlies = std::nullopt,
                  int halfmove = 0, int fullmove = 1);

// The whitespace-separated fields of a FEN (or any line).
std::vector<std::string_view> FenFields(std::string_view text);
// The piece's English name as FEN and notation errors write it: Makruk's Thai
// names ("Rua", "Bia ngai"), Xiangqi's in lower case ("chariot", "soldier").
std::string NotationPieceName(const Variant& variant, PieceType type);

// Square names: file letter and 1-based rank ("e5", "a10").
std::string SquareName(const Variant& v, Square s);
std::optional<Square> ParseSquare(const Variant& v, std::string_view text);

}  // namespace chatur
