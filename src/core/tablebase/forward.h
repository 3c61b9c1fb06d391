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

// The moves of `p`, a Makruk position that the layout names (Decode's answer
// true); `out` is cleared first.
void GenerateMakrukTableMoves(const Layout& layout, const TablePosition& p, TableMoves& out);
// The same for Xiangqi.
void GenerateXiangqiTableMoves(const Layout& layout, const TablePosition& p, TableMoves& out);

}  // namespace chatur::tablebase
