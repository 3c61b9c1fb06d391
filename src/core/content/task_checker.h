// Checks one task against the rules engine, not against the file: solution
// lines are played move by move and their goal judged as the trainer does, and
// `legal`, `range`, `place` and `count` answers are recomputed and compared. The
// engine's own answers are public so a trainer can judge a learner the same way.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/content/diagram.h"
#include "core/content/task.h"
#include "core/rules/position.h"

namespace chatur::content {

// Mate as the variant defines it: the side to move has no legal move and is in
// check (Xiangqi: no legal move at all loses as well).
bool IsMate(const Position& pos);

// The squares `task.piece` may be placed on to meet its condition: empty
// squares the piece can stand on, where the position stays legal (the side not
// to move is not in check) and the condition holds. Sorted.
std::vector<Square> PlaceSquares(const Position& pos, const PlaceTask& task);

// The engine's range of the piece on `square` (sorted, no duplicates).
std::vector<Square> RangeSquares(const Position& pos, Square square);

// Checks `task` asked on `board` under rule profile `profile`; findings go to
// `diag` tagged with `itemId`. Solution lines are judged by content/goal_judge.h,
// as the trainer judges a learner's moves.
void CheckTask(const Task& task, const Diagram& board, const std::string& profile,
               Diagnostics& diag, const std::string& itemId);

// Checks hints that point at the board: a piece hint must name an occupied
// square, a move hint must start on one (and should be a solution's first move).
void CheckHints(const std::vector<Hint>& hints, const Task* task, const Position& pos,
                Diagnostics& diag, const std::string& itemId);

}  // namespace chatur::content
