// Moves played backwards, for retrograde analysis: given a table position, every
// position from which the side that just moved reached it with a quiet move (no
// capture, no promotion: those leave the table and are looked up in a smaller one).
// Makruk reads the engine's attack tables backwards (bit boards: every step but
// the Khon's and the Bia's is its own reverse); Xiangqi's geometry is written out
// here once more, backwards (a horse's leg and an elephant's eye are next to the
// point it came from). Tests check the result against the engine's forward move
// generator (tests/core/tablebase).
#pragma once

#include "core/tablebase/layout.h"

namespace chatur::tablebase {

struct UnMove {
    int slot;     // which piece moved
    Square from;  // where it stood before
};

struct UnMoveList {
    static constexpr int kCapacity = 96;
    std::array<UnMove, kCapacity> items;
    int size = 0;
    void Add(int slot, Square from) { items[size_t(size++)] = {slot, from}; }
};

// The quiet moves that could have led to `p` (before legality: the caller drops
// predecessors in which the side not to move stands in check, and the move itself
// cannot have exposed the mover's king because `p` is legal).
void GenerateUnMoves(const Layout& layout, const TablePosition& p, UnMoveList& out);

// The squares the Makruk piece of `slot`, standing on `to` among the pieces
// `occupied`, came from by a quiet move, as a bit board: GenerateUnMoves's answer
// for that piece.
uint64_t MakrukUnMoveSquares(const Layout& layout, int slot, Square to, uint64_t occupied);

}  // namespace chatur::tablebase
