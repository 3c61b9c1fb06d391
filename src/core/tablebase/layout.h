// How a table numbers its positions. A position of a material is the side to move
// plus one square per piece: slot 0 the White (Red) king, slot 1 the Black king,
// then the material's pieces in its order. Each slot ranges only over the points
// its piece may ever stand on (Xiangqi generals and advisors in their palace,
// elephants on their seven points, soldiers on the points they can reach; a Bia
// between its starting rank and the rank before promotion), and the index is the
// mixed-radix number of those choices. Makruk's rules are left-right symmetric and
// its Khuns never stand on a middle file, so only positions with the White Khun on
// files a-d are stored: the others are mirrored first. When no piece of a Makruk
// table moves by its colour's forward direction (no Khon, no Bia), turning the
// board upside down with the colours kept changes nothing either, and no Khun
// stands on a middle rank: only the White Khun's a1-d4 quadrant is stored. On an
// 8x8 board no square is its own image under either turn or both, so no position
// is its own image and the builder's move counting needs no special case (a
// diagonal turn would have fixed squares: not used). Two identical pieces are
// stored with the lower square first; the other order names no position.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/tablebase/material.h"

namespace chatur::tablebase {

constexpr int kMaxSlots = 5;
constexpr uint64_t kNoIndex = ~uint64_t(0);

struct TablePosition {
    Color sideToMove = Color::White;
    std::array<Square, kMaxSlots> squares{};
};

// `square` on a board turned over: left-right when `mirror`, upside down (the
// colours kept) when `upsideDown`. The turns the tables' symmetries use (Layout).
inline Square TurnedSquare(const Variant& v, Square square, bool mirror, bool upsideDown) {
    const int file = v.FileOf(square), rank = v.RankOf(square);
    return v.MakeSquare(mirror ? v.files - 1 - file : file, upsideDown ? v.ranks - 1 - rank : rank);
}

// A piece and where it stands, for FromPieces.
struct PlacedPiece {
    Color color = Color::White;
    PieceType type = PieceType::King;  // a promoted Bia (BiaNgai) is a Met here
    Square square = 0;
};

class Layout {
public:
    explicit Layout(const Material& material);

    const Material& GetMaterial() const { return m_material; }
    const Variant& GetVariant() const { return m_material.GetVariant(); }
    int Slots() const { return m_slots; }
    Color SlotColor(int slot) const { return m_color[size_t(slot)]; }
    PieceType SlotType(int slot) const { return m_type[size_t(slot)]; }
    uint64_t Size() const { return m_size; }
    // How many points the piece of `slot` may stand on, and the `place`th of them
    // (in the index, the slot's digit).
    int Range(int slot) const { return int(m_domain[size_t(slot)].size()); }
    Square PlaceSquare(int slot, int place) const { return m_domain[size_t(slot)][size_t(place)]; }
    // Whether the piece of `slot` has an identical one (stored in order of squares).
    bool Twinned(int slot) const { return m_twinned[size_t(slot)]; }
    // Whether positions are stored with the White Khun on ranks 1-4 only (the
    // others turned upside down first, colours kept): no Khon and no Bia.
    bool FlipsRanks() const { return m_flipRanks; }

    // The index of a position (mirrored and ordered as stored), or kNoIndex when a
    // piece stands where the table has no room for it.
    uint64_t Encode(TablePosition p) const;
    // The index of `p` (whose index is `index`) after the piece of `slot` moved
    // to `square` and the turn passed: Encode's answer, quicker when no mirror
    // or reordering of identical pieces is needed.
    uint64_t EncodeUnMove(uint64_t index, const TablePosition& p, int slot, Square square) const;
    // The change of index (the side to move left out) when the piece of `slot`
    // goes from `from` to `to`, as EncodeUnMove adds it; false when that move
    // needs Encode (a twinned piece, the White king leaving the stored part) or
    // the piece has no place on `to`.
    bool UnMoveDelta(int slot, Square from, Square to, int64_t& delta) const {
        if (NeedsEncode(slot, to)) return false;
        const int place = m_place[size_t(slot)][to];
        if (place < 0) return false;
        delta = int64_t(place - m_place[size_t(slot)][from]) * int64_t(m_stride[size_t(slot)]);
        return true;
    }
    // The position an index names; false when it names none (two pieces on one
    // point, identical pieces out of order).
    bool Decode(uint64_t index, TablePosition& out) const;
    // Decode's answer for the next index after the one `out` holds (kept in
    // `places`, the domain index of each slot, all 0 for index 0): no division,
    // for a walk over every index in order.
    bool DecodeNext(std::array<int, kMaxSlots>& places, TablePosition& out) const;
    // Names for a walk over one block of indexes (those differing only in the
    // last slot's place): whether the slots before the last stand as a named
    // position has them, and then whether the last slot's square fits too.
    bool NamesBeforeLast(const TablePosition& p) const;
    bool LastFits(const TablePosition& p) const {
        const int last = m_slots - 1;
        const Square s = p.squares[size_t(last)];
        for (int j = 0; j < last; ++j)
            if (p.squares[size_t(j)] == s) return false;
        return !m_orderedLast || s > p.squares[size_t(last - 1)];
    }

    // The table position of `pos`, whose material must be this table's, or its
    // colour-swapped twin when `flip` (the board is then turned over).
    TablePosition FromPosition(const Position& pos, bool flip) const;
    // The same from the pieces of such a position and its side to move.
    TablePosition FromPieces(std::span<const PlacedPiece> pieces, Color sideToMove,
                             bool flip) const;
    // Sets `pos` (of this table's game) to the table position `p`.
    void ToPosition(const TablePosition& p, Position& pos) const;

private:
    // Whether the White king on `square` is outside the stored part of the board
    // (the position must be mirrored or turned upside down first).
    bool Outside(Square kingSquare) const { return m_turnOf[kingSquare] != 0; }
    // Whether the piece of `slot` going to `square` may change the order of
    // identical pieces or the turn of the board (then only Encode has the index).
    bool NeedsEncode(int slot, Square square) const {
        return m_twinned[size_t(slot)] || (slot == 0 && Outside(square));
    }
    // Whether a decoded position names one (no two pieces on a point, identical
    // pieces in order).
    bool Names(const TablePosition& p) const;

    Material m_material;
    int m_slots;
    bool m_mirror;
    bool m_flipRanks;
    uint64_t m_size = 2;
    uint64_t m_sideStride = 1;                   // the index's step for the side to move
    std::array<uint64_t, kMaxSlots> m_stride{};  // and for one place of each slot
    std::array<bool, kMaxSlots> m_twinned{};     // the slot has an identical piece
    bool m_orderedLast = false;  // the last slot's piece is the twin of the one before
    std::array<Color, kMaxSlots> m_color{};
    std::array<PieceType, kMaxSlots> m_type{};
    std::array<std::vector<Square>, kMaxSlots> m_domain;
    std::array<std::array<int16_t, kMaxSquares>, kMaxSlots> m_place{};  // square -> domain index
    // By the White king's square, the turn that brings it into the stored part:
    // 0 none, 1 the mirror, 2 upside down, 3 both; and each square so turned.
    std::array<uint8_t, kMaxSquares> m_turnOf{};
    std::array<std::array<Square, kMaxSquares>, 4> m_turned{};
};

// Inline: the backward passes call it for every predecessor.
inline uint64_t Layout::EncodeUnMove(uint64_t index, const TablePosition& p, int slot,
                                     Square square) const {
    if (NeedsEncode(slot, square)) {
        TablePosition q = p;
        q.sideToMove = ~p.sideToMove;
        q.squares[size_t(slot)] = square;
        return Encode(q);
    }
    const int to = m_place[size_t(slot)][square];
    if (to < 0) return kNoIndex;
    const int from = m_place[size_t(slot)][p.squares[size_t(slot)]];
    index += uint64_t(int64_t(to - from) * int64_t(m_stride[size_t(slot)]));
    return p.sideToMove == Color::White ? index + m_sideStride : index - m_sideStride;
}

}  // namespace chatur::tablebase
