#include "core/trainer/board_interaction.h"

#include <algorithm>
#include <cctype>

#include "core/notation/fen.h"
#include "core/rules/movegen.h"
#include "core/trainer/board_reading.h"

namespace chatur {

BoardInteraction::BoardInteraction(const Position& position) : m_position(position) {
    const Variant& v = GetVariant();
    m_cursor = v.MakeSquare(v.files / 2, 0);
}

void BoardInteraction::SetPosition(const Position& position, std::optional<Move> lastMove) {
    const bool sameBoard = &position.GetVariant() == &m_position.GetVariant();
    m_position = position;
    m_lastMove = lastMove;
    m_selected = kNoSquare;
    if (!sameBoard) {
        const Variant& v = GetVariant();
        m_cursor = v.MakeSquare(v.files / 2, m_flipped ? v.ranks - 1 : 0);
        m_cursorVisible = false;
    }
}

void BoardInteraction::Play(Move move) {
    m_position.DoMove(move);
    m_lastMove = move;
    m_selected = kNoSquare;
}

void BoardInteraction::SetMode(InteractionMode mode) {
    m_mode = mode;
    m_selected = kNoSquare;
}

bool BoardInteraction::Movable(Piece p) const {
    if (IsEmpty(p)) return false;
    if (m_mode == InteractionMode::Range) return true;
    if (m_mode == InteractionMode::Locked) return false;
    Color c = ColorOf(p);
    return c == m_position.SideToMove() && (!m_userSide || *m_userSide == c);
}

bool BoardInteraction::CanPickUp(Square square) const {
    return m_mode == InteractionMode::Play && square < GetVariant().SquareCount() &&
           Movable(m_position.PieceAt(square));
}

void BoardInteraction::ClearSelection() {
    m_selected = kNoSquare;
}

ClickResult BoardInteraction::Select(Square square) {
    m_selected = square;
    ClickResult r{ClickKind::Selected, Move(), {}, square, kNoSquare};
    if (m_mode == InteractionMode::Play) r.reason = WhyNoMoves(m_position, square);
    return r;
}

ClickResult BoardInteraction::TryMove(Square from, Square to) {
    for (Move m : LegalMovesFrom(m_position, from))
        if (m.To() == to) return ClickResult{ClickKind::MoveRequested, m, {}, from, to};
    return ClickResult{ClickKind::Illegal, Move(), ExplainIllegalMove(m_position, from, to), from,
                       to};
}

ClickResult BoardInteraction::Click(Square square) {
    if (square >= GetVariant().SquareCount() || m_mode == InteractionMode::Locked) return {};
    const Piece p = m_position.PieceAt(square);

    if (m_mode == InteractionMode::Pick) return {ClickKind::Picked, Move(), {}, square, kNoSquare};
    if (m_mode == InteractionMode::Range) {
        if (IsEmpty(p) || square == m_selected) {
            bool had = m_selected != kNoSquare;
            m_selected = kNoSquare;
            return {had ? ClickKind::Deselected : ClickKind::None, Move(), {}, square, kNoSquare};
        }
        return Select(square);
    }

    if (m_selected == kNoSquare) {
        if (IsEmpty(p)) return {};
        if (!Movable(p))
            return {ClickKind::Illegal, Move(), MoveRefusal::NotYourPiece, square, kNoSquare};
        return Select(square);
    }
    if (square == m_selected) {
        m_selected = kNoSquare;
        return {ClickKind::Deselected, Move(), {}, square, kNoSquare};
    }
    if (Movable(p)) return Select(square);  // another own piece: change the selection
    return TryMove(m_selected, square);
}

Highlights BoardInteraction::GetHighlights() const {
    Highlights h;
    h.selected = m_selected;
    if (m_lastMove) {
        h.lastFrom = m_lastMove->From();
        h.lastTo = m_lastMove->To();
    }
    if (m_position.InCheck()) h.check = m_position.KingSquare(m_position.SideToMove());
    if (m_cursorVisible) h.cursor = m_cursor;
    if (m_selected == kNoSquare) return h;
    const PieceDestinations destinations = DestinationsOf(m_position, m_selected);
    h.quiet = destinations.quiet;
    h.captures = destinations.captures;
    if (m_mode == InteractionMode::Range) h.defends = ComputeReach(m_position, m_selected).defends;
    return h;
}

Square BoardInteraction::SquareAtCell(int col, int row) const {
    const Variant& v = GetVariant();
    if (col < 0 || row < 0 || col >= v.files || row >= v.ranks) return kNoSquare;
    int file = m_flipped ? v.files - 1 - col : col;
    int rank = m_flipped ? row : v.ranks - 1 - row;
    return v.MakeSquare(file, rank);
}

std::pair<int, int> BoardInteraction::CellOf(Square square) const {
    const Variant& v = GetVariant();
    int file = v.FileOf(square), rank = v.RankOf(square);
    return m_flipped ? std::pair{v.files - 1 - file, rank} : std::pair{file, v.ranks - 1 - rank};
}

void BoardInteraction::MoveCursor(CursorDirection direction) {
    const Variant& v = GetVariant();
    if (!m_cursorVisible) {
        m_cursorVisible = true;
        if (m_selected != kNoSquare) m_cursor = m_selected;
        return;  // the first key press shows the cursor where it is
    }
    auto [col, row] = CellOf(m_cursor);
    switch (direction) {
        case CursorDirection::Up:
            row = std::max(0, row - 1);
            break;
        case CursorDirection::Down:
            row = std::min(v.ranks - 1, row + 1);
            break;
        case CursorDirection::Left:
            col = std::max(0, col - 1);
            break;
        case CursorDirection::Right:
            col = std::min(v.files - 1, col + 1);
            break;
    }
    m_cursor = SquareAtCell(col, row);
}

void BoardInteraction::SetCursor(Square square) {
    if (square >= GetVariant().SquareCount()) return;
    m_cursor = square;
    m_cursorVisible = true;
}

ClickResult BoardInteraction::Activate() {
    m_cursorVisible = true;
    return Click(m_cursor);
}

namespace {

// Lower-cases and drops separators people type between squares.
std::string Normalize(std::string_view text) {
    std::string s;
    for (char c : text) {
        unsigned char u = static_cast<unsigned char>(c);
        if (std::isspace(u) || c == '-' || c == 'x' || c == ':' || c == '*') continue;
        s += char(std::tolower(u));
    }
    return s;
}

// Splits at the second letter: "a10a9" -> "a10", "a9", "".
bool SplitSquares(const std::string& t, std::string& a, std::string& b, std::string& rest) {
    if (t.empty() || !std::isalpha(static_cast<unsigned char>(t[0]))) return false;
    size_t i = 1;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    if (i == 1) return false;
    a = t.substr(0, i);
    if (i == t.size()) return true;
    size_t j = i + 1;
    while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
    if (j == i + 1) return false;
    b = t.substr(i, j - i);
    rest = t.substr(j);
    return true;
}

}  // namespace

ClickResult BoardInteraction::TypeMove(std::string_view text) {
    const Variant& v = GetVariant();
    std::string a, b, rest;
    std::string t = Normalize(text);
    if (!SplitSquares(t, a, b, rest))
        return {ClickKind::Illegal, Move(), MoveRefusal::TypedNotAMove};
    if (!rest.empty() && !(rest == "m" && v.id == VariantId::Makruk))
        return {ClickKind::Illegal, Move(), MoveRefusal::TypedNotAMove};
    auto from = ParseSquare(v, a);
    if (!from) return {ClickKind::Illegal, Move(), MoveRefusal::TypedNotASquare};
    if (b.empty()) return Click(*from);  // a single square acts as a click
    auto to = ParseSquare(v, b);
    if (!to) return {ClickKind::Illegal, Move(), MoveRefusal::TypedNotASquare};
    if (m_mode != InteractionMode::Play) return {};
    Piece p = m_position.PieceAt(*from);
    if (IsEmpty(p)) return {ClickKind::Illegal, Move(), MoveRefusal::NoPiece, *from, *to};
    if (!Movable(p)) return {ClickKind::Illegal, Move(), MoveRefusal::NotYourPiece, *from, *to};
    m_selected = *from;
    ClickResult r = TryMove(*from, *to);
    if (r.kind == ClickKind::Illegal && r.reason == MoveRefusal::OwnPieceThere) Select(*to);
    return r;
}

}  // namespace chatur
