// The one judge of a `move` task's goal (docs/content-format.md, "any move that
// reaches the goal counts"). The validator asks it about an author's solution
// line and the trainer about a learner's moves, so both always agree on what
// reaches `mate`, `promote` and `win material`:
// - mate: the game is won by the solver's side under the task's rule profile
//   (a Makruk mate by the counting side is a draw, and a Xiangqi side with no
//   legal move has lost);
// - promote: the solver's last move promoted a Bia;
// - win material: the solver's net material grew by at least the task's gain
//   since the task's position, or the solver has won the game outright (a mate
//   takes every piece that was still to win).
#pragma once

#include "core/content/task.h"
#include "core/rules/game.h"

namespace chatur::content {

struct GoalSpec {
    MoveGoal goal = MoveGoal::None;
    int materialGain = 1;                        // win-material: least net gain in points
    Position start = Position(MakrukVariant());  // the task's position (material baseline)
    Color solver = Color::White;
};

// The goal of `task` asked on `start` (the solver is the side to move there).
GoalSpec MakeGoalSpec(const MoveTask& task, const Position& start);

// Has the solver's last move `last` reached the goal? `after` is the game after it.
bool GoalReached(const GoalSpec& spec, const Game& after, Move last);

// Net material of `side` (MaterialValue of its pieces minus the other side's).
int MaterialBalance(const Position& pos, Color side);

}  // namespace chatur::content
