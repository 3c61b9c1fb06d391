#include "core/rules/variant.h"

#include <cctype>
#include <cstdlib>

namespace chatur {

std::optional<PieceType> Variant::TypeForLetter(char lower) const {
    for (const PieceLetter& pl : letters)
        if (pl.letter == lower) return pl.type;
    return std::nullopt;
}

char Variant::LetterFor(PieceType t) const {
    for (const PieceLetter& pl : letters)
        if (pl.type == t) return pl.letter;
    return '?';
}

bool Variant::InPalace(Color c, Square s) const {
    if (!hasPalace) return false;
    int f = FileOf(s);
    int r = RelativeRank(c, s);
    return f >= 3 && f <= 5 && r <= 2;
}

bool Variant::CanStandOn(Color c, PieceType t, Square s) const {
    int f = FileOf(s);
    int r = RelativeRank(c, s);
    switch (t) {
        case PieceType::Pawn:
            if (id == VariantId::Makruk) {
                // A Bia starts on its third rank, moves only forward and promotes on
                // its sixth: it can only ever stand on relative ranks 3..5 (0-based 2..4).
                return r >= 2 && r < promotionRank[0];
            }
            // A soldier starts on its fourth rank on files a, c, e, g, i; before the
            // river it only moves forward, after it anywhere on the far side.
            if (r > riverAfterRank) return true;
            return (r == 3 || r == 4) && f % 2 == 0;
        case PieceType::King:
            return id == VariantId::Xiangqi ? InPalace(c, s) : true;
        case PieceType::Advisor:
            return InPalace(c, s) && ((f == 4) == (r == 1));
        case PieceType::Elephant: {
            static constexpr int kPoints[7][2] = {{2, 0}, {6, 0}, {0, 2}, {4, 2},
                                                  {8, 2}, {2, 4}, {6, 4}};
            for (const auto& p : kPoints)
                if (p[0] == f && p[1] == r) return true;
            return false;
        }
        default:
            return true;
    }
}

namespace {

Variant BuildMakruk() {
    Variant v{};
    v.id = VariantId::Makruk;
    v.name = "makruk";
    v.files = 8;
    v.ranks = 8;
    v.startFen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    // Rua, Ma, Khon, Khun on d1, Met on e1, Khon, Ma, Rua; the Bia on the third rank.
    const PieceType backRank[8] = {PieceType::Rook,  PieceType::Horse, PieceType::Khon,
                                   PieceType::King,  PieceType::Met,   PieceType::Khon,
                                   PieceType::Horse, PieceType::Rook};
    for (int file = 0; file < 8; ++file) {
        v.startPieces.push_back({backRank[file], file, 0});
        v.startPieces.push_back({PieceType::Pawn, file, 2});
    }
    v.defaultProfile = "counting";
    v.letters = {{PieceType::King, 'k'},  {PieceType::Met, 'm'},  {PieceType::Khon, 's'},
                 {PieceType::Horse, 'n'}, {PieceType::Rook, 'r'}, {PieceType::Pawn, 'p'}};
    v.promotionRank[0] = 5;  // rank 6
    v.promotionRank[1] = 2;  // rank 3
    v.hasPalace = false;
    v.riverAfterRank = -1;
    v.flyingGeneral = false;
    v.noMoves = NoMovesResult::Draw;
    return v;
}

Variant BuildXiangqi() {
    Variant v{};
    v.id = VariantId::Xiangqi;
    v.name = "xiangqi";
    v.files = 9;
    v.ranks = 10;
    v.startFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    // Chariot, horse, elephant, advisor, general, advisor, elephant, horse, chariot;
    // the cannons on b3 and h3, the soldiers on the odd files of the fourth rank.
    const PieceType backRank[9] = {PieceType::Rook,     PieceType::Horse, PieceType::Elephant,
                                   PieceType::Advisor,  PieceType::King,  PieceType::Advisor,
                                   PieceType::Elephant, PieceType::Horse, PieceType::Rook};
    for (int file = 0; file < 9; ++file) {
        v.startPieces.push_back({backRank[file], file, 0});
        if (file % 2 == 0) v.startPieces.push_back({PieceType::Pawn, file, 3});
    }
    v.startPieces.push_back({PieceType::Cannon, 1, 2});
    v.startPieces.push_back({PieceType::Cannon, 7, 2});
    v.defaultProfile = "basic";
    v.letters = {{PieceType::King, 'k'},  {PieceType::Advisor, 'a'},  {PieceType::Elephant, 'b'},
                 {PieceType::Horse, 'n'}, {PieceType::Rook, 'r'},     {PieceType::Cannon, 'c'},
                 {PieceType::Pawn, 'p'},  {PieceType::Elephant, 'e'}, {PieceType::Horse, 'h'}};
    v.promotionRank[0] = -1;
    v.promotionRank[1] = -1;
    v.hasPalace = true;
    v.riverAfterRank = 4;
    v.flyingGeneral = true;
    v.noMoves = NoMovesResult::Loss;
    return v;
}

}  // namespace

const Variant& MakrukVariant() {
    static const Variant v = BuildMakruk();
    return v;
}

const Variant& XiangqiVariant() {
    static const Variant v = BuildXiangqi();
    return v;
}

const Variant& GetVariant(VariantId id) {
    return id == VariantId::Makruk ? MakrukVariant() : XiangqiVariant();
}

const Variant* FindVariant(std::string_view name) {
    auto eq = [](std::string_view a, std::string_view b) {
        if (a.size() != b.size()) return false;
        for (size_t i = 0; i < a.size(); ++i)
            if (std::tolower(static_cast<unsigned char>(a[i])) != b[i]) return false;
        return true;
    };
    if (eq(name, "makruk")) return &MakrukVariant();
    if (eq(name, "xiangqi")) return &XiangqiVariant();
    return nullptr;
}

}  // namespace chatur
