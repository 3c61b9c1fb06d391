#include "core/notation/san.h"

#include <optional>
#include <vector>

#include "core/notation/fen.h"
#include "core/rules/movegen.h"

namespace chatur {

namespace {

// The letter Fairy-Stockfish writes for a piece type: the FEN letter, except
// that Xiangqi uses its synonyms E and H, and that a promoted Bia is a Met. The
// Makruk Bia has none.
std::string SanLetter(const Variant& v, PieceType t) {
    if (v.id == VariantId::Makruk) {
        if (t == PieceType::Pawn) return "";
        if (t == PieceType::BiaNgai) return "M";
    } else {
        if (t == PieceType::Elephant) return "E";
        if (t == PieceType::Horse) return "H";
    }
    return std::string(1, char(v.LetterFor(t) - 'a' + 'A'));
}

// The piece type a letter names (0: no letter, a pawn), or nothing when the
// variant has no such letter. Met stands for Met and promoted Bia alike.
std::optional<PieceType> TypeForSanLetter(const Variant& v, char upper) {
    if (upper == 0) return PieceType::Pawn;
    if (upper < 'A' || upper > 'Z') return std::nullopt;
    return v.TypeForLetter(char(upper - 'A' + 'a'));
}

bool SameSanPiece(PieceType a, PieceType b) {
    auto norm = [](PieceType t) { return t == PieceType::BiaNgai ? PieceType::Met : t; };
    return norm(a) == norm(b);
}

bool IsLower(char c) {
    return c >= 'a' && c <= 'z';
}
bool IsUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool IsDigit(char c) {
    return c >= '0' && c <= '9';
}

// What a SAN text says, before it is matched with the legal moves.
struct SanText {
    char letter = 0;  // upper case; 0 when none was written
    int fromFile = -1;
    int fromRank = -1;  // 1-based as written
    bool capture = false;
    bool promotion = false;
    std::string_view to;  // the destination as written ("h8", "a10")
};

std::string_view WithoutMarks(std::string_view t) {
    while (!t.empty() && std::string_view("+#!?").find(t.back()) != std::string_view::npos)
        t.remove_suffix(1);
    return t;
}

std::optional<SanText> SplitSan(const Variant& v, std::string_view t) {
    t = WithoutMarks(t);
    SanText s;
    // Promotion suffix: Makruk only, to a Met (`=M`, also `M` and `=M~`).
    if (t.size() >= 2 && t.back() == '~') t.remove_suffix(1);
    if (t.size() >= 3 && t[t.size() - 2] == '=') {
        if (v.id != VariantId::Makruk || t.back() != 'M') return std::nullopt;
        s.promotion = true;
        t.remove_suffix(2);
    } else if (v.id == VariantId::Makruk && t.size() >= 3 && t.back() == 'M' &&
               IsDigit(t[t.size() - 2])) {
        s.promotion = true;
        t.remove_suffix(1);
    }
    // Destination: a file letter and one or two digits at the end.
    size_t end = t.size();
    size_t i = end;
    while (i > 0 && IsDigit(t[i - 1]) && end - i < 2) --i;
    if (i == end || i == 0 || !IsLower(t[i - 1])) return std::nullopt;
    --i;
    s.to = t.substr(i, end - i);
    t = t.substr(0, i);
    // Separator: `x` (or `:`) for a capture, `-` of long notation.
    if (!t.empty() && (t.back() == 'x' || t.back() == ':' || t.back() == '-')) {
        s.capture = t.back() != '-';
        t.remove_suffix(1);
    }
    // Piece letter, then the origin as far as written.
    size_t j = 0;
    if (j < t.size() && IsUpper(t[j])) s.letter = t[j++];
    if (!TypeForSanLetter(v, s.letter)) return std::nullopt;
    if (j < t.size() && IsLower(t[j])) s.fromFile = t[j++] - 'a';
    if (j < t.size() && IsDigit(t[j])) {
        s.fromRank = 0;
        while (j < t.size() && IsDigit(t[j]) && s.fromRank < 100)
            s.fromRank = s.fromRank * 10 + (t[j++] - '0');
    }
    if (j != t.size()) return std::nullopt;
    return s;
}

}  // namespace

bool LooksLikeSan(const Variant& variant, std::string_view text) {
    return SplitSan(variant, text).has_value();
}

std::variant<Move, MoveError> ParseSan(const Position& pos, std::string_view text) {
    const Variant& v = pos.GetVariant();
    std::string quoted(text);
    auto s = SplitSan(v, text);
    if (!s)
        return MoveError{quoted + " is not a move in SAN (e.g. " +
                         (v.id == VariantId::Makruk ? "Nd2, exd5, c6=M" : "Ce3, Hxc7, Pe6") + ")"};
    auto to = ParseSquare(v, s->to);
    if (!to)
        return MoveError{quoted + ": '" + std::string(s->to) + "' is not a square of this board"};
    PieceType wanted = *TypeForSanLetter(v, s->letter);
    // A Makruk Bia's move without `x` and without a file goes straight ahead:
    // `d5` is never `exd5`.
    int fromFile = s->fromFile;
    if (v.id == VariantId::Makruk && wanted == PieceType::Pawn && !s->capture && fromFile < 0)
        fromFile = v.FileOf(*to);
    bool sawWithoutCapture = false;
    bool sawPromotionless = false;
    std::vector<Move> found;
    for (Move m : LegalMoves(pos)) {
        if (m.To() != *to) continue;
        if (!SameSanPiece(TypeOf(pos.PieceAt(m.From())), wanted)) continue;
        if (fromFile >= 0 && v.FileOf(m.From()) != fromFile) continue;
        if (s->fromRank >= 0 && v.RankOf(m.From()) + 1 != s->fromRank) continue;
        if (s->capture && IsEmpty(pos.PieceAt(m.To()))) {
            sawWithoutCapture = true;
            continue;
        }
        if (s->promotion && !m.IsPromotion()) {
            sawPromotionless = true;
            continue;
        }
        found.push_back(m);
    }
    if (found.size() == 1) return found[0];
    if (found.size() > 1)
        return MoveError{quoted + " is ambiguous: " + JoinMoveAlternatives(v, found)};
    std::string square(s->to);
    if (sawWithoutCapture || (s->capture && IsEmpty(pos.PieceAt(*to))))
        return MoveError{quoted + ": there is nothing to capture on " + square};
    if (sawPromotionless) return MoveError{quoted + ": that move is not a promotion"};
    std::string who = "no " + NotationPieceName(v, wanted);
    if (s->fromFile >= 0 && s->fromRank >= 0)
        who += " on " + std::string(1, char('a' + s->fromFile)) + std::to_string(s->fromRank);
    else if (s->fromFile >= 0)
        who += " on the " + std::string(1, char('a' + s->fromFile)) + "-file";
    else if (s->fromRank >= 0)
        who += " on rank " + std::to_string(s->fromRank);
    return MoveError{quoted + ": " + who + (s->capture ? " can capture on " : " can move to ") +
                     square};
}

std::string ToSan(const Position& pos, Move m) {
    const Variant& v = pos.GetVariant();
    Square from = m.From();
    Square to = m.To();
    PieceType t = TypeOf(pos.PieceAt(from));
    bool capture = !IsEmpty(pos.PieceAt(to));
    std::string san = SanLetter(v, t);
    std::string fromName = SquareName(v, from);
    std::string fileName = fromName.substr(0, 1);
    std::string rankName = fromName.substr(1);
    if (v.id == VariantId::Makruk && t == PieceType::Pawn) {
        if (capture) san += fileName;
    } else {
        // Another piece of the same letter that could go to `to` as well.
        bool others = false, sameFile = false, sameRank = false;
        for (Move o : LegalMoves(pos)) {
            if (o.To() != to || o.From() == from) continue;
            if (!SameSanPiece(TypeOf(pos.PieceAt(o.From())), t)) continue;
            others = true;
            sameFile = sameFile || v.FileOf(o.From()) == v.FileOf(from);
            sameRank = sameRank || v.RankOf(o.From()) == v.RankOf(from);
        }
        if (others && !sameFile)
            san += fileName;
        else if (others && !sameRank)
            san += rankName;
        else if (others)
            san += fromName;
    }
    if (capture) san += 'x';
    san += SquareName(v, to);
    if (m.IsPromotion()) san += "=M";
    Position after = pos;
    after.DoMove(m);
    if (after.InCheck()) san += LegalMoves(after).Empty() ? '#' : '+';
    return san;
}

}  // namespace chatur
