#include "core/editor/position_editor.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "core/notation/fen.h"
#include "core/rules/movegen.h"

namespace chatur::editor {

namespace {

// A Position keeps one king square per side, which goes stale while an author
// has two kings of a side on the board and removes one. Rebuilding from the
// mailbox after every edit keeps every index right; a board has at most 90
// squares, so this costs nothing noticeable.
Position Rebuilt(const Position& pos) {
    const Variant& v = pos.GetVariant();
    Position out(v);
    for (int i = 0; i < v.SquareCount(); ++i)
        if (Piece p = pos.PieceAt(Square(i)); !IsEmpty(p)) out.PutPiece(p, Square(i));
    out.SetSideToMove(pos.SideToMove());
    return out;
}

// The piece types of the variant, each once (Xiangqi's letters have aliases).
std::vector<PieceType> Types(const Variant& v) {
    std::vector<PieceType> out;
    for (const PieceLetter& pl : v.letters)
        if (std::find(out.begin(), out.end(), pl.type) == out.end()) out.push_back(pl.type);
    if (v.id == VariantId::Makruk) out.push_back(PieceType::BiaNgai);
    return out;
}

// Whether a piece type belongs on this variant's board (Bia ngai only in Makruk).
bool VariantHas(const Variant& v, PieceType t) {
    if (t == PieceType::BiaNgai) return v.id == VariantId::Makruk;
    return t != PieceType::None && v.HasType(t);
}

std::optional<SetupProblem> PieceCountProblem(const Position& pos, Color c) {
    const Variant& v = pos.GetVariant();
    auto count = [&](PieceType t) { return pos.CountPieces(c, t); };
    for (PieceType t : Types(v)) {
        if (t == PieceType::King || t == PieceType::BiaNgai) continue;
        int n = count(t);
        // As ParseFen: the Met's limit covers the promoted Bia too.
        if (t == PieceType::Met) n += count(PieceType::BiaNgai);
        if (n > MaxPieceCount(v, t)) return SetupProblem{"too-many-pieces", c, t};
    }
    if (v.id == VariantId::Makruk) {
        // One Met-mover may be the set's Met; every further one is a promoted
        // Bia, and promoted plus unpromoted Bia are at most the eight of the set.
        // Counted as ParseFen counts (a FEN's `m` may be a promoted Bia written
        // without `~`), so the board accepts exactly what a puzzle can load.
        int promoted = std::max(0, count(PieceType::Met) + count(PieceType::BiaNgai) - 1);
        if (promoted + count(PieceType::Pawn) > 8)
            return SetupProblem{
                "too-many-pieces", c,
                count(PieceType::BiaNgai) > 0 ? PieceType::BiaNgai : PieceType::Met};
    }
    return std::nullopt;
}

}  // namespace

PositionEditor::PositionEditor(const Variant& variant) : m_position(variant) {}

PositionEditor PositionEditor::FromPosition(const Position& position) {
    PositionEditor board(position.GetVariant());
    board.m_position = Rebuilt(position);
    return board;
}

bool PositionEditor::Place(Square s, Piece piece) {
    const Variant& v = GetVariant();
    if (s >= v.SquareCount()) return false;
    if (!IsEmpty(piece) && !VariantHas(v, TypeOf(piece))) return false;
    if (!IsEmpty(m_position.PieceAt(s))) m_position.RemovePiece(s);
    if (!IsEmpty(piece)) m_position.PutPiece(piece, s);
    m_position = Rebuilt(m_position);
    return true;
}

void PositionEditor::Remove(Square s) {
    Place(s, Piece::None);
}

bool PositionEditor::Move(Square from, Square to) {
    const Variant& v = GetVariant();
    if (from >= v.SquareCount() || to >= v.SquareCount()) return false;
    Piece p = m_position.PieceAt(from);
    if (IsEmpty(p)) return false;
    if (from == to) return true;
    m_position.RemovePiece(from);
    if (!IsEmpty(m_position.PieceAt(to))) m_position.RemovePiece(to);
    m_position.PutPiece(p, to);
    m_position = Rebuilt(m_position);
    return true;
}

void PositionEditor::Clear() {
    Color side = m_position.SideToMove();
    m_position.Clear();
    m_position.SetSideToMove(side);
}

void PositionEditor::SetStart() {
    m_position = Position::Start(GetVariant());
}

void PositionEditor::SetSideToMove(Color c) {
    m_position.SetSideToMove(c);
}

std::string PositionEditor::Fen() const {
    return ToFen(m_position);
}

bool PositionEditor::SetFen(std::string_view fen, FenError* error) {
    const Variant& v = GetVariant();
    auto parsed = ParseFen(v, fen);
    if (const FenData* data = std::get_if<FenData>(&parsed)) {
        m_position = Rebuilt(data->position);
        return true;
    }
    // Not a puzzle position: still take the placement when only a rule is broken.
    std::vector<std::string_view> fields = FenFields(fen);
    if (fields.empty()) {
        if (error) *error = std::get<FenError>(parsed);
        return false;
    }
    auto placement = ReadFenPlacement(v, fields[0]);
    if (const FenError* e = std::get_if<FenError>(&placement)) {
        if (error) *error = *e;
        return false;
    }
    Color side = Color::White;  // a bare placement is read with White/Red to move
    if (fields.size() > 1) {
        if (fields[1] == "b")
            side = Color::Black;
        else if (fields[1] != "w" && fields[1] != "r") {
            if (error)
                *error = FenError{.message = "invalid side to move '" + std::string(fields[1]) +
                                             "' (expected w or b)",
                                  .problem = FenProblem::BadSide,
                                  .text = std::string(fields[1])};
            return false;
        }
    }
    m_position = Rebuilt(std::get<Position>(placement));
    m_position.SetSideToMove(side);
    return true;
}

std::optional<SetupProblem> PositionEditor::Problem() const {
    const Position& pos = m_position;
    const Variant& v = GetVariant();
    for (Color c : {Color::White, Color::Black})
        if (pos.CountPieces(c, PieceType::King) == 0) return SetupProblem{"no-king", c};
    for (Color c : {Color::White, Color::Black})
        if (pos.CountPieces(c, PieceType::King) > 1)
            return SetupProblem{"too-many-kings", c, PieceType::King};
    for (Color c : {Color::White, Color::Black})
        if (auto p = PieceCountProblem(pos, c)) return p;
    for (int i = 0; i < v.SquareCount(); ++i) {
        Square s = Square(i);
        Piece p = pos.PieceAt(s);
        if (!IsEmpty(p) && !v.CanStandOn(ColorOf(p), TypeOf(p), s))
            return SetupProblem{"impossible-square", ColorOf(p), TypeOf(p), s};
    }
    Color mover = pos.SideToMove();
    Color other = ~mover;
    // Attacked, not KingExposed: generals facing is its own problem below.
    bool otherAttacked = v.id == VariantId::Xiangqi
                             ? xiangqi::GeneralAttacked(pos, pos.KingSquare(other), mover)
                             : pos.KingExposed(other);
    if (otherAttacked)
        return SetupProblem{"opponent-in-check", other, PieceType::King, pos.KingSquare(other)};
    if (v.flyingGeneral && xiangqi::KingsFacing(pos)) return SetupProblem{"generals-facing", mover};
    if (LegalMoves(pos).Empty()) {
        SetupProblem p{"game-over", mover};
        p.checkmate = pos.InCheck();
        return p;
    }
    return std::nullopt;
}

}  // namespace chatur::editor
