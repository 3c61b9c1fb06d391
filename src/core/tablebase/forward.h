// The legal moves of one table position, as the builder's first pass needs them:
// how many stay in the table (quiet moves, only counted) and which leave it
// (captures and promotions, looked up in a smaller table). The pass runs once on
// every index of a table, so the moves are worked out here from the table's few
// pieces (Makruk on bit boards, Xiangqi on a board of slots) instead of setting up
// the engine's Position and running its general generator for each index; tests
// check the answer against that generator (tests/core/tablebase).
#pragma once

#include <array>

#include "core/tablebase/layout.h"

namespace chatur::tablebase {

// A legal move that leaves the table: a capture, a promotion, or both.
struct Exit {
    int slot = 0;       // the piece that moves
    int captured = -1;  // the slot of the piece it takes, or -1
    Square to = 0;
    bool promotes = false;
};

struct TableMoves {
    bool legal = false;  // false: the side not to move stands in check (no position)
    bool inCheck = false;
    int quiet = 0;  // legal moves that stay in the table
    int exits = 0;
    std::array<Exit, 16> exit{};

    void AddExit(const Exit& e) { exit[size_t(exits++)] = e; }
    // Empty again (the exits' array is left as it is: only `exits` of it count).
    void Clear() {
        legal = inCheck = false;
        quiet = exits = 0;
    }
};

// The moves of a Makruk table's positions. What depends on the table alone (each
// slot's colour, piece and step table) is worked out once, as the builder asks
// for every index of the table.
class MakrukTableMoves {
public:
    explicit MakrukTableMoves(const Layout& layout);
    // The moves of `p`, a position that the layout names (Decode's answer true);
    // `out` is cleared first.
    // With `legal`, the caller knows that the side to move does not attack the
    // enemy Khun (the position's last piece is not on IllegalLast's squares).
    void Generate(const TablePosition& p, TableMoves& out, bool legal = false) const;
    // For a walk over the positions that differ only in the last slot's square
    // (a table with pieces besides the Khuns): the squares of that piece on which
    // the side to move would attack the enemy Khun (no position), the other
    // pieces standing as in `p`.
    uint64_t IllegalLast(const TablePosition& p) const;
    // The empty squares the piece of `slot` in `p` moves to, `occupied` being the
    // board's pieces: its quiet moves and promotions, before the test that its Khun
    // is safe. The backward passes play these forward to find a position's
    // successors in the table (a promotion has no index there).
    uint64_t QuietTargets(const TablePosition& p, int slot, uint64_t occupied) const;

private:
    struct Piece {
        int slot = 0;
        PieceType type = PieceType::King;
        const uint64_t* steps = nullptr;  // the attack table by square; nullptr: a Rua
    };
    int m_slots;
    std::array<uint8_t, kMaxSlots> m_color{};              // by slot: Index(colour)
    std::array<std::array<Piece, kMaxSlots>, 2> m_pieces;  // by colour, the Khun first
    std::array<Piece, kMaxSlots> m_bySlot;
    std::array<int, 2> m_count{};
    std::array<int, 2> m_promotionRank{};
};
// The same for Xiangqi.
void GenerateXiangqiTableMoves(const Layout& layout, const TablePosition& p, TableMoves& out);

// A move of a table position's piece to an empty point.
struct QuietMove {
    int slot;
    Square to;
};

struct QuietMoveList {
    static constexpr int kCapacity = 96;
    std::array<QuietMove, kCapacity> items;
    int size = 0;
    void Add(int slot, Square to) { items[size_t(size++)] = {slot, to}; }
};

// Every move of the side to move in the Xiangqi table position `p` to an empty
// point, by the pieces' moves alone (its General's safety not tested): the
// moves that stay in the table, for the builder's forward passes.
void GenerateXiangqiQuietMoves(const Layout& layout, const TablePosition& p, QuietMoveList& out);

}  // namespace chatur::tablebase
