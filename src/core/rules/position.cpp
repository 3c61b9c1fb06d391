#include "core/rules/position.h"

#include <vector>

#include "core/rules/bitboard.h"
#include "core/rules/movegen.h"

namespace chatur {

namespace zobrist {
namespace {

struct Keys {
    uint64_t piece[kPieceCodeCount][kMaxSquares];
    uint64_t side;
    Keys() {
        uint64_t s = 0x2545F4914F6CDD1Dull;
        auto next = [&s] {  // splitmix64
            uint64_t z = (s += 0x9E3779B97F4A7C15ull);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            return z ^ (z >> 31);
        };
        for (auto& row : piece)
            for (auto& k : row) k = next();
        side = next();
        // A Bia ngai hashes as a Met of the same colour.
        for (uint8_t colorBit : {uint8_t(0), kBlackBit})
            for (int sq = 0; sq < kMaxSquares; ++sq)
                piece[uint8_t(PieceType::BiaNgai) | colorBit][sq] =
                    piece[uint8_t(PieceType::Met) | colorBit][sq];
    }
};
const Keys g_keys;

}  // namespace

uint64_t PieceKey(Piece p, Square s) {
    return g_keys.piece[uint8_t(p)][s];
}
uint64_t SideKey() {
    return g_keys.side;
}

}  // namespace zobrist

Position::Position(const Variant& variant)
    : m_variant(&variant), m_small(variant.files == 8 && variant.ranks == 8) {}

Position Position::Start(const Variant& variant) {
    // The pieces go onto the board in the order a FEN lists them (top rank first,
    // each rank from the a-file), as ParseFen places them, so that the piece lists
    // and with them the order of generated moves are those of the start FEN.
    std::vector<Piece> board(size_t(variant.SquareCount()), Piece::None);
    for (const StartPiece& p : variant.startPieces) {
        board[variant.MakeSquare(p.file, p.rank)] = MakePiece(Color::White, p.type);
        board[variant.MakeSquare(variant.files - 1 - p.file, variant.ranks - 1 - p.rank)] =
            MakePiece(Color::Black, p.type);
    }
    Position pos(variant);
    for (int rank = variant.ranks - 1; rank >= 0; --rank)
        for (int file = 0; file < variant.files; ++file)
            if (Square s = variant.MakeSquare(file, rank); !IsEmpty(board[s]))
                pos.PutPiece(board[s], s);
    pos.SetSideToMove(Color::White);
    return pos;
}

void Position::Clear() {
    const Variant& v = *m_variant;
    *this = Position(v);
}

void Position::SetSideToMove(Color c) {
    if (c != m_side) m_key ^= zobrist::SideKey();
    m_side = c;
}

void Position::PutPiece(Piece p, Square s) {
    assert(IsEmpty(m_board[s]) && !IsEmpty(p));
    Place(p, s);
    m_key ^= zobrist::PieceKey(p, s);
}

void Position::RemovePiece(Square s) {
    assert(!IsEmpty(m_board[s]));
    m_key ^= zobrist::PieceKey(m_board[s], s);
    Lift(s);
}

inline void Position::Place(Piece p, Square s) {
    m_board[s] = p;
    Color c = ColorOf(p);
    if (TypeOf(p) == PieceType::King) m_king[Index(c)] = s;
    if (m_small) {
        m_byColor[Index(c)] |= bb::Bit(s);
        m_byType[size_t(TypeOf(p))] |= bb::Bit(s);
    } else {
        int f = s % 9, r = s / 9;
        m_rankOcc[Index(c)][size_t(r)] |= uint16_t(1u << f);
        m_fileOcc[Index(c)][size_t(f)] |= uint16_t(1u << r);
    }
}

inline void Position::Lift(Square s) {
    Piece p = m_board[s];
    Color c = ColorOf(p);
    m_board[s] = Piece::None;
    if (TypeOf(p) == PieceType::King && m_king[Index(c)] == s) m_king[Index(c)] = kNoSquare;
    if (m_small) {
        m_byColor[Index(c)] &= ~bb::Bit(s);
        m_byType[size_t(TypeOf(p))] &= ~bb::Bit(s);
    } else {
        int f = s % 9, r = s / 9;
        m_rankOcc[Index(c)][size_t(r)] &= uint16_t(~(1u << f));
        m_fileOcc[Index(c)][size_t(f)] &= uint16_t(~(1u << r));
    }
}

Piece Position::DoMove(Move m) {
    Square from = m.From(), to = m.To();
    Piece moving = m_board[from];
    Piece captured = m_board[to];
    if (!IsEmpty(captured)) {
        m_key ^= zobrist::PieceKey(captured, to);
        Lift(to);
    }
    m_key ^= zobrist::PieceKey(moving, from);
    Lift(from);
    Piece placed = m.IsPromotion() ? MakePiece(ColorOf(moving), PieceType::BiaNgai) : moving;
    Place(placed, to);
    m_key ^= zobrist::PieceKey(placed, to) ^ zobrist::SideKey();
    m_side = ~m_side;
    return captured;
}

void Position::UndoMove(Move m, Piece captured) {
    Square from = m.From(), to = m.To();
    m_side = ~m_side;
    Piece placed = m_board[to];
    Piece moving = m.IsPromotion() ? MakePiece(ColorOf(placed), PieceType::Pawn) : placed;
    m_key ^= zobrist::PieceKey(placed, to) ^ zobrist::SideKey();
    Lift(to);
    Place(moving, from);
    m_key ^= zobrist::PieceKey(moving, from);
    if (!IsEmpty(captured)) {
        Place(captured, to);
        m_key ^= zobrist::PieceKey(captured, to);
    }
}

bool Position::Attacked(Square s, Color by) const {
    return m_small ? makruk::Attacked(*this, s, by, Occupied()) : xiangqi::Attacked(*this, s, by);
}

bool Position::InCheck() const {
    Square k = KingSquare(m_side);
    if (k == kNoSquare) return false;
    return m_small ? makruk::Attacked(*this, k, ~m_side, Occupied())
                   : xiangqi::GeneralAttacked(*this, k, ~m_side);
}

bool Position::KingExposed(Color c) const {
    Square k = KingSquare(c);
    if (k == kNoSquare) return false;
    if (m_small) return makruk::Attacked(*this, k, ~c, Occupied());
    return xiangqi::GeneralAttacked(*this, k, ~c) || xiangqi::KingsFacing(*this);
}

int Position::CountPieces(Color c, PieceType t) const {
    if (m_small) return bb::Count(Pieces(c, t));
    int n = 0;
    for (int s = 0; s < m_variant->SquareCount(); ++s)
        if (m_board[size_t(s)] == MakePiece(c, t)) ++n;
    return n;
}

bool Position::HasAny(PieceType t) const {
    if (m_small) return m_byType[size_t(t)] != 0;
    for (int s = 0; s < m_variant->SquareCount(); ++s) {
        const Piece p = m_board[size_t(s)];
        if (!IsEmpty(p) && TypeOf(p) == t) return true;
    }
    return false;
}

int Position::CountAll() const {
    if (m_small) return bb::Count(Occupied());
    int n = 0;
    for (int s = 0; s < m_variant->SquareCount(); ++s)
        if (!IsEmpty(m_board[size_t(s)])) ++n;
    return n;
}

int Position::CountNonKing(Color c) const {
    if (m_small) return bb::Count(Pieces(c) & ~m_byType[size_t(PieceType::King)]);
    int n = 0;
    for (int s = 0; s < m_variant->SquareCount(); ++s) {
        Piece p = m_board[size_t(s)];
        if (!IsEmpty(p) && ColorOf(p) == c && TypeOf(p) != PieceType::King) ++n;
    }
    return n;
}

bool Position::operator==(const Position& o) const {
    return m_variant == o.m_variant && m_board == o.m_board && m_side == o.m_side;
}

}  // namespace chatur
