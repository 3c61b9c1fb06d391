// The rules of a game as data. A Variant is a plain record of what differs
// between Makruk and Xiangqi (board size, piece letters, promotion zone, palace
// and river, flying general, what "no legal move" means, the ply limit), built by
// two small factories. Move generation is specialised per board in makruk.cpp and
// xiangqi.cpp; everything else (FEN, notation, outcomes, content) reads this record.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/rules/types.h"

namespace chatur {

enum class VariantId : uint8_t { Makruk, Xiangqi };

// What the side to move gets when it has no legal move and is not in check.
enum class NoMovesResult : uint8_t { Draw, Loss };

struct PieceLetter {
    PieceType type;
    char letter;  // lower case; White/Red pieces are written upper case
};

// A White/Red piece on its start square (0-based file and rank). The start
// positions of both variants are symmetric under a half turn, so Black's pieces
// stand on the squares turned by 180 degrees.
struct StartPiece {
    PieceType type;
    int file;
    int rank;
};

struct Variant {
    VariantId id;
    std::string_view name;  // "makruk", "xiangqi"
    int files;
    int ranks;
    std::string_view startFen;            // the start position as FEN writes it (notation)
    std::vector<StartPiece> startPieces;  // Position::Start places these
    std::string_view defaultProfile;      // name of the default rule profile
    // Letters written in FEN (first entry per type is the one Chatur writes),
    // followed by accepted aliases (Xiangqi `e`/`h`).
    std::vector<PieceLetter> letters;
    // Rank index (0-based, from White's side) on which a pawn of each colour
    // promotes, or -1 when pawns never promote.
    int promotionRank[2];
    bool hasPalace;      // Xiangqi: generals and advisors confined to the palace
    int riverAfterRank;  // Xiangqi: last rank index on White's side (4); -1 if none
    bool flyingGeneral;  // kings may never face each other on an open file
    NoMovesResult noMoves;

    int SquareCount() const { return files * ranks; }
    Square MakeSquare(int file, int rank) const { return Square(rank * files + file); }
    int FileOf(Square s) const { return s % files; }
    int RankOf(Square s) const { return s / files; }
    bool OnBoard(int file, int rank) const {
        return file >= 0 && file < files && rank >= 0 && rank < ranks;
    }
    // Rank counted from the owner's side (0 = own back rank).
    int RelativeRank(Color c, Square s) const {
        return c == Color::White ? RankOf(s) : ranks - 1 - RankOf(s);
    }
    std::optional<PieceType> TypeForLetter(char lower) const;
    char LetterFor(PieceType t) const;  // lower case, '?' if not in this game
    bool HasType(PieceType t) const { return LetterFor(t) != '?'; }

    // Xiangqi regions: palace points, the points an advisor/elephant may ever
    // stand on, and whether a soldier on `s` has crossed the river.
    bool InPalace(Color c, Square s) const;
    bool CanStandOn(Color c, PieceType t, Square s) const;
    bool PawnCrossedRiver(Color c, Square s) const {
        return riverAfterRank >= 0 && RelativeRank(c, s) > riverAfterRank;
    }
};

const Variant& MakrukVariant();
const Variant& XiangqiVariant();
const Variant& GetVariant(VariantId id);
// "makruk" / "xiangqi" (case-insensitive); nullptr if unknown.
const Variant* FindVariant(std::string_view name);

}  // namespace chatur
