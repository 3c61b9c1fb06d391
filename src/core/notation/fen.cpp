#include "core/notation/fen.h"

#include <cctype>
#include <charconv>
#include <vector>

#include "core/rules/movegen.h"

namespace chatur {

namespace {

std::optional<int> ParseInt(std::string_view s) {
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v < 0) return std::nullopt;
    return v;
}

const char* ColorName(Color c) {
    return c == Color::White ? "white" : "black";
}

}  // namespace

int MaxPieceCount(const Variant& v, PieceType t) {
    switch (t) {
        case PieceType::King:
            return 1;
        case PieceType::Rook:
        case PieceType::Horse:
        case PieceType::Khon:
        case PieceType::Advisor:
        case PieceType::Elephant:
        case PieceType::Cannon:
            return 2;
        case PieceType::Pawn:
            return v.id == VariantId::Makruk ? 8 : 5;
        case PieceType::Met:
            return 9;  // with promoted Bia written without `~`
        case PieceType::BiaNgai:
            return 8;
        default:
            return 0;
    }
}

namespace {

FenError Err(FenProblem problem, std::string message, FenError detail = {}) {
    detail.problem = problem;
    detail.message = std::move(message);
    return detail;
}

// Reads the placement field into `pos` (empty on entry), counting kings and
// piece types. With `checkRules` a piece where it can never stand and a second
// king are errors at once, as ParseFen reports them; without, only the shape
// (ranks, letters, lengths) is checked, for the editor's tolerant read.
std::optional<FenError> ReadPlacement(const Variant& v, std::string_view placement, bool checkRules,
                                      Position& pos, int kingCount[2],
                                      int typeCount[2][kPieceTypeCount]) {
    std::vector<std::string_view> rows;
    {
        std::string_view b = placement;
        size_t start = 0;
        for (size_t i = 0; i <= b.size(); ++i)
            if (i == b.size() || b[i] == '/') {
                rows.push_back(b.substr(start, i - start));
                start = i + 1;
            }
    }
    if (int(rows.size()) != v.ranks)
        return Err(
            FenProblem::RankCount,
            "expected " + std::to_string(v.ranks) + " ranks, found " + std::to_string(rows.size()),
            {.number = int(rows.size())});
    for (int row = 0; row < v.ranks; ++row) {
        int rank = v.ranks - 1 - row;
        std::string rankName = "rank " + std::to_string(rank + 1);
        std::string_view text = rows[size_t(row)];
        int file = 0;
        for (size_t i = 0; i < text.size(); ++i) {
            char ch = text[i];
            if (std::isdigit(static_cast<unsigned char>(ch))) {
                size_t j = i;
                while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
                // The count is bounded by the squares left before it is added: a run of
                // digits too long for an int, or one past the rank's end, is an error.
                auto n = ParseInt(text.substr(i, j - i));
                if (n && *n == 0)
                    return Err(FenProblem::ZeroEmptyCount, rankName + ": empty-square count 0",
                               {.rank = rank + 1});
                if (!n || *n > v.files - file)
                    return Err(FenProblem::RankTooLong,
                               rankName + " is too long (more than " + std::to_string(v.files) +
                                   " squares)",
                               {.rank = rank + 1});
                file += *n;
                i = j - 1;
                continue;
            }
            if (ch == '~')
                return Err(FenProblem::TildeAlone, rankName + ": '~' must follow a piece letter",
                           {.rank = rank + 1});
            auto type = v.TypeForLetter(char(std::tolower(static_cast<unsigned char>(ch))));
            if (!type)
                return Err(FenProblem::UnknownLetter,
                           std::string("unknown piece letter '") + ch + "' in " + rankName,
                           {.rank = rank + 1, .text = std::string(1, ch)});
            if (file >= v.files)
                return Err(
                    FenProblem::RankTooLong,
                    rankName + " is too long (more than " + std::to_string(v.files) + " squares)",
                    {.rank = rank + 1});
            Color c = std::isupper(static_cast<unsigned char>(ch)) ? Color::White : Color::Black;
            PieceType t = *type;
            if (i + 1 < text.size() && text[i + 1] == '~') {
                if (t != PieceType::Met)
                    return Err(
                        FenProblem::TildeNotAfterMet,
                        std::string("'~' (promoted) is only allowed after m/M, not '") + ch + "'",
                        {.rank = rank + 1, .text = std::string(1, ch)});
                t = PieceType::BiaNgai;
                ++i;
            }
            Square s = v.MakeSquare(file, rank);
            if (checkRules && !v.CanStandOn(c, t, s)) {
                std::string what = std::string(ColorName(c)) + " " + NotationPieceName(v, t) +
                                   " on " + SquareName(v, s);
                const FenError where{.side = c, .piece = t, .square = s};
                if (t == PieceType::Pawn && v.id == VariantId::Makruk)
                    return Err(FenProblem::PieceOutOfReach,
                               what + ": a Bia can never stand on that rank", where);
                return Err(FenProblem::PieceOutOfReach,
                           what + " is outside the points it can ever reach", where);
            }
            if (t == PieceType::King) ++kingCount[Index(c)];
            ++typeCount[Index(c)][size_t(t)];
            if (checkRules && t == PieceType::King && kingCount[Index(c)] > 1)
                return Err(
                    FenProblem::SecondKing,
                    std::string("more than one ") + ColorName(c) + " " + NotationPieceName(v, t),
                    {.side = c, .piece = t});
            pos.PutPiece(MakePiece(c, t), s);
            ++file;
        }
        if (file < v.files)
            return Err(FenProblem::RankTooShort,
                       rankName + " is too short (" + std::to_string(file) + " of " +
                           std::to_string(v.files) + " squares)",
                       {.rank = rank + 1, .number = file});
    }
    return std::nullopt;
}

}  // namespace

std::string SquareName(const Variant& v, Square s) {
    std::string r(1, char('a' + v.FileOf(s)));
    r += std::to_string(v.RankOf(s) + 1);
    return r;
}

std::optional<Square> ParseSquare(const Variant& v, std::string_view t) {
    if (t.size() < 2 || t.size() > 3) return std::nullopt;
    int f = t[0] - 'a';
    auto r = ParseInt(t.substr(1));
    if (!r || t[1] == '0' || !v.OnBoard(f, *r - 1)) return std::nullopt;
    return v.MakeSquare(f, *r - 1);
}

std::variant<FenData, FenError> ParseFen(const Variant& v, std::string_view fen) {
    auto fields = FenFields(fen);
    if (fields.empty()) return Err(FenProblem::Empty, "empty FEN");
    if (fields.size() > 6)
        return Err(FenProblem::TooManyFields,
                   "too many fields (" + std::to_string(fields.size()) + ", at most 6)",
                   {.number = int(fields.size())});
    FenData data{Position(v), std::nullopt, 0, 1};
    Position& pos = data.position;

    // Field 1: placement, top rank first.
    int kingCount[2] = {0, 0};
    int typeCount[2][kPieceTypeCount] = {};
    if (auto error = ReadPlacement(v, fields[0], true, pos, kingCount, typeCount)) return *error;
    for (Color c : {Color::White, Color::Black}) {
        if (kingCount[Index(c)] == 0)
            return Err(FenProblem::MissingKing,
                       std::string("missing ") + ColorName(c) + " " +
                           NotationPieceName(v, PieceType::King),
                       {.side = c, .piece = PieceType::King});
        for (const PieceLetter& pl : v.letters) {
            int n = typeCount[Index(c)][size_t(pl.type)];
            if (pl.type == PieceType::Met) n += typeCount[Index(c)][size_t(PieceType::BiaNgai)];
            if (n > MaxPieceCount(v, pl.type))
                return Err(FenProblem::TooManyPieces,
                           std::string("too many ") + ColorName(c) + " " +
                               NotationPieceName(v, pl.type) + " pieces (" + std::to_string(n) +
                               ")",
                           {.number = n, .side = c, .piece = pl.type});
        }
        if (v.id == VariantId::Makruk) {
            int promoted = typeCount[Index(c)][size_t(PieceType::Met)] - 1 +
                           typeCount[Index(c)][size_t(PieceType::BiaNgai)];
            if (promoted < 0) promoted = 0;
            if (promoted + typeCount[Index(c)][size_t(PieceType::Pawn)] > 8)
                return Err(FenProblem::TooManyBia,
                           std::string("too many ") + ColorName(c) +
                               " Bia and Met pieces (at most 8 Bia, promoted or not, and one Met)",
                           {.side = c, .piece = PieceType::Pawn});
        }
    }

    // Field 2: side to move.
    if (fields.size() < 2)
        return Err(FenProblem::SideMissing, "side to move is missing (expected w or b)");
    std::string_view side = fields[1];
    if (side == "w" || side == "r")
        pos.SetSideToMove(Color::White);
    else if (side == "b")
        pos.SetSideToMove(Color::Black);
    else
        return Err(FenProblem::BadSide,
                   "invalid side to move '" + std::string(side) + "' (expected w or b)",
                   {.text = std::string(side)});

    // Field 3: castling, always '-'.
    if (fields.size() > 2 && fields[2] != "-")
        return Err(FenProblem::BadCastling,
                   "invalid castling field '" + std::string(fields[2]) + "' (expected -)",
                   {.text = std::string(fields[2])});
    // Field 4: '-' or, in Makruk, a count limit in plies.
    if (fields.size() > 3 && fields[3] != "-") {
        auto limit = ParseInt(fields[3]);
        if (v.id != VariantId::Makruk || !limit)
            return Err(FenProblem::BadCountLimit,
                       "invalid field 4 '" + std::string(fields[3]) +
                           (v.id == VariantId::Makruk ? "' (expected - or a count limit in plies)"
                                                      : "' (expected -)"),
                       {.text = std::string(fields[3])});
        data.countLimitPlies = *limit;
    }
    if (fields.size() > 4) {
        auto h = ParseInt(fields[4]);
        if (!h)
            return Err(FenProblem::BadHalfmove,
                       "invalid half-move field '" + std::string(fields[4]) + "'",
                       {.text = std::string(fields[4])});
        data.halfmove = *h;
    }
    if (fields.size() > 5) {
        auto f = ParseInt(fields[5]);
        if (!f || *f == 0)
            return Err(FenProblem::BadMoveNumber,
                       "invalid move-number field '" + std::string(fields[5]) + "'",
                       {.text = std::string(fields[5])});
        data.fullmove = *f;
    }

    // Legality of the placement as a game position.
    Color mover = pos.SideToMove();
    if (v.flyingGeneral && xiangqi::KingsFacing(pos))
        return Err(FenProblem::GeneralsFacing, "the two generals face each other on an open file");
    if (pos.KingExposed(~mover))
        return Err(FenProblem::NotToMoveInCheck,
                   std::string("the side not to move (") + ColorName(~mover) + ") is in check",
                   {.side = ~mover});
    return data;
}

std::variant<Position, FenError> ReadFenPlacement(const Variant& v, std::string_view placement) {
    Position pos(v);
    int kingCount[2] = {0, 0};
    int typeCount[2][kPieceTypeCount] = {};
    if (auto error = ReadPlacement(v, placement, false, pos, kingCount, typeCount)) return *error;
    return pos;
}

std::string PieceFenText(const Variant& v, Piece piece) {
    const PieceType t = TypeOf(piece);
    const char ch = v.LetterFor(t == PieceType::BiaNgai ? PieceType::Met : t);
    std::string out(1, ColorOf(piece) == Color::White ? char(std::toupper(ch)) : ch);
    if (t == PieceType::BiaNgai) out += '~';
    return out;
}

std::optional<Piece> ParsePieceFenText(const Variant& v, std::string_view text) {
    if (text.empty() || text.size() > 2 || (text.size() == 2 && text[1] != '~'))
        return std::nullopt;
    const unsigned char ch = static_cast<unsigned char>(text[0]);
    std::optional<PieceType> type = v.TypeForLetter(char(std::tolower(ch)));
    if (!type) return std::nullopt;
    if (text.size() == 2) {
        if (*type != PieceType::Met || v.id != VariantId::Makruk) return std::nullopt;
        type = PieceType::BiaNgai;
    }
    return MakePiece(std::isupper(ch) ? Color::White : Color::Black, *type);
}

std::string BoardFen(const Position& pos) {
    const Variant& v = pos.GetVariant();
    std::string out;
    for (int rank = v.ranks - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < v.files; ++file) {
            Piece p = pos.PieceAt(v.MakeSquare(file, rank));
            if (IsEmpty(p)) {
                ++empty;
                continue;
            }
            if (empty) out += std::to_string(empty);
            empty = 0;
            out += PieceFenText(v, p);
        }
        if (empty) out += std::to_string(empty);
        if (rank) out += '/';
    }
    out += pos.SideToMove() == Color::White ? " w" : " b";
    return out;
}

std::string ToFen(const Position& pos, std::optional<int> countLimitPlies, int halfmove,
                  int fullmove) {
    std::string out = BoardFen(pos);
    out += " - ";
    if (countLimitPlies)
        out += std::to_string(*countLimitPlies);
    else
        out += '-';
    out += ' ';
    out += std::to_string(halfmove);
    out += ' ';
    out += std::to_string(fullmove);
    return out;
}

std::vector<std::string_view> FenFields(std::string_view s) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
        size_t j = i;
        while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

std::string NotationPieceName(const Variant& v, PieceType t) {
    bool mk = v.id == VariantId::Makruk;
    switch (t) {
        case PieceType::King:
            return mk ? "Khun" : "general";
        case PieceType::Rook:
            return mk ? "Rua" : "chariot";
        case PieceType::Horse:
            return mk ? "Ma" : "horse";
        case PieceType::Pawn:
            return mk ? "Bia" : "soldier";
        case PieceType::Met:
            return "Met";
        case PieceType::Khon:
            return "Khon";
        case PieceType::BiaNgai:
            return "Bia ngai";
        case PieceType::Advisor:
            return "advisor";
        case PieceType::Elephant:
            return "elephant";
        case PieceType::Cannon:
            return "cannon";
        default:
            return "piece";
    }
}

}  // namespace chatur
