// The small vocabulary every other part of the engine speaks: colours, piece
// types, pieces, squares and moves, with constexpr helpers. Both games share it:
// a square is an index `rank * files + file` on an 8x8 (Makruk) or 9x10
// (Xiangqi) board, so it always fits in one byte.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

namespace chatur {

enum class Color : uint8_t { White = 0, Black = 1 };  // White is Xiangqi's Red

constexpr Color operator~(Color c) {
    return Color(uint8_t(c) ^ 1);
}
constexpr int Index(Color c) {
    return int(c);
}

// Piece types of both games. Makruk uses King..BiaNgai, Xiangqi uses King, Rook,
// Horse, Pawn, Advisor, Elephant, Cannon. A Bia ngai (promoted Bia) moves as a
// Met but stays a distinct type so that it can be drawn and written (`M~`) as one.
enum class PieceType : uint8_t {
    None = 0,
    King,      // Khun / General
    Rook,      // Rua / Chariot
    Horse,     // Ma / Horse
    Pawn,      // Bia / Soldier
    Met,       // Met (one diagonal step)
    Khon,      // Khon (diagonal steps and one straight forward)
    BiaNgai,   // promoted Bia, moves as Met
    Advisor,   // Xiangqi advisor
    Elephant,  // Xiangqi elephant
    Cannon,    // Xiangqi cannon
};
constexpr int kPieceTypeCount = 11;

// A piece is a type plus a colour bit; 0 is the empty square.
enum class Piece : uint8_t { None = 0 };
constexpr uint8_t kBlackBit = 0x10;
constexpr Piece MakePiece(Color c, PieceType t) {
    return Piece(uint8_t(t) | (c == Color::Black ? kBlackBit : 0));
}
constexpr PieceType TypeOf(Piece p) {
    return PieceType(uint8_t(p) & 0x0F);
}
constexpr Color ColorOf(Piece p) {
    return (uint8_t(p) & kBlackBit) ? Color::Black : Color::White;
}
constexpr bool IsEmpty(Piece p) {
    return p == Piece::None;
}
constexpr int kPieceCodeCount = 32;

// Squares: index = rank * files + file, rank 0 is White's/Red's back rank.
using Square = uint8_t;
constexpr Square kNoSquare = 0xFF;
constexpr int kMaxSquares = 90;
constexpr int kMaxFiles = 9;
constexpr int kMaxRanks = 10;

// A move packs from (7 bits), to (7 bits) and a promotion flag. Makruk's only
// promotion is to a Met-mover, so one flag is all a move needs.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, bool promotion = false)
        : m_data(uint16_t(from | (to << 7) | (promotion ? 0x4000 : 0))) {}
    constexpr Square From() const { return Square(m_data & 0x7F); }
    constexpr Square To() const { return Square((m_data >> 7) & 0x7F); }
    constexpr bool IsPromotion() const { return (m_data & 0x4000) != 0; }
    constexpr bool IsNull() const { return m_data == 0; }
    constexpr uint16_t Raw() const { return m_data; }
    // The move whose Raw() is `raw` (a move kept in a transposition table).
    static constexpr Move FromRaw(uint16_t raw) {
        return Move(Square(raw & 0x7F), Square((raw >> 7) & 0x7F), (raw & 0x4000) != 0);
    }
    constexpr bool operator==(const Move&) const = default;

private:
    uint16_t m_data = 0;
};

// Fixed-capacity move list: no allocation on the hot path. 160 is more than any
// reachable position of either game offers (Xiangqi's maximum is well below it).
class MoveList {
public:
    static constexpr int kCapacity = 160;
    void Add(Move m) {
        assert(m_size < kCapacity);
        m_moves[m_size++] = m;
    }
    int Size() const { return m_size; }
    bool Empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_moves[size_t(i)]; }
    const Move* begin() const { return m_moves.data(); }
    const Move* end() const { return m_moves.data() + m_size; }
    bool Contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
    void Clear() { m_size = 0; }

private:
    std::array<Move, kCapacity> m_moves;
    int m_size = 0;
};

}  // namespace chatur
