// A solution line stepped through on the board, one move at a time: Show answer
// of a move puzzle plays the solver's moves and the opponent's replies from the
// puzzle's position, forward and back, so that a learner can follow a line of
// several moves instead of reading arrows that start on empty squares. The
// view shows Shown() with LastMove() highlighted and an arrow for NextMove().
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/rules/position.h"

namespace chatur {

class LineReplay {
public:
    // `line` must be legal from `start` (the trainer's answer is).
    LineReplay(const Position& start, std::vector<Move> line);

    size_t Size() const { return m_line.size(); }
    size_t Step() const { return m_step; }  // moves played: 0 (the start) .. Size()
    bool AtStart() const { return m_step == 0; }
    bool AtEnd() const { return m_step == m_line.size(); }
    // One move on or back; false (nothing changes) at the end or the start.
    bool Forward();
    bool Back();

    const Position& Shown() const { return m_positions[m_step]; }
    // The position before LastMove() (the start at step 0).
    const Position& Before() const { return m_positions[m_step ? m_step - 1 : 0]; }
    std::optional<Move> LastMove() const;
    std::optional<Move> NextMove() const;
    // Whether the move that led to Shown() was made by `side`.
    bool LastMoveBy(Color side) const { return m_step && Before().SideToMove() == side; }

private:
    std::vector<Move> m_line;
    std::vector<Position> m_positions;  // the start and after each move
    size_t m_step = 0;
};

}  // namespace chatur
