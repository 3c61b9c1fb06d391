#include "core/notation/coord.h"

#include "core/notation/fen.h"
#include "core/rules/movegen.h"

namespace chatur {

std::string MoveToString(const Variant& v, Move m) {
    std::string s = SquareName(v, m.From()) + SquareName(v, m.To());
    if (m.IsPromotion()) s += 'm';
    return s;
}

namespace {

std::string Quoted(std::string_view s) {
    std::string r;
    r += '\'';
    r.append(s);
    r += '\'';
    return r;
}

// Splits "a10a9" into two squares: the second square starts at the second letter.
bool SplitSquares(std::string_view t, std::string_view& a, std::string_view& b,
                  std::string_view& suffix) {
    if (t.empty() || t[0] < 'a' || t[0] > 'z') return false;
    size_t i = 1;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    if (i == 1 || i >= t.size()) return false;
    a = t.substr(0, i);
    size_t j = i + 1;
    while (j < t.size() && t[j] >= '0' && t[j] <= '9') ++j;
    if (j == i + 1) return false;
    b = t.substr(i, j - i);
    suffix = t.substr(j);
    return true;
}

}  // namespace

std::variant<Move, MoveError> ParseLegalMove(const Position& pos, std::string_view text) {
    const Variant& v = pos.GetVariant();
    std::string_view a, b, suffix;
    if (!SplitSquares(text, a, b, suffix))
        return MoveError{Quoted(text) + " is not a move (expected e.g. " +
                         (v.id == VariantId::Makruk ? "d3d4" : "h3e3") + ")"};
    auto from = ParseSquare(v, a);
    auto to = ParseSquare(v, b);
    if (!from) return MoveError{Quoted(a) + " is not a square of this board"};
    if (!to) return MoveError{Quoted(b) + " is not a square of this board"};
    if (!suffix.empty() && (suffix != "m" || v.id != VariantId::Makruk))
        return MoveError{"unexpected suffix " + Quoted(suffix) + " in " + Quoted(text)};
    Piece p = pos.PieceAt(*from);
    if (IsEmpty(p)) return MoveError{"no piece on " + std::string(a)};
    if (ColorOf(p) != pos.SideToMove())
        return MoveError{"the piece on " + std::string(a) + " does not belong to the side to move"};
    for (Move m : LegalMoves(pos)) {
        if (m.From() != *from || m.To() != *to) continue;
        if (!suffix.empty() && !m.IsPromotion())
            return MoveError{std::string(text) + " is not a promotion"};
        return m;
    }
    return MoveError{std::string(text) + " is not a legal move here"};
}

std::string JoinMoveAlternatives(const Variant& v, const std::vector<Move>& moves) {
    std::string r;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (i > 0) r += i + 1 == moves.size() ? " or " : ", ";
        r += MoveToString(v, moves[i]);
    }
    return r;
}

}  // namespace chatur
