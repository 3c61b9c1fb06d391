// Judging a `move` task's goal (SPEC section 4: "any move that reaches the goal
// counts"). A mate goal is proved by the mate solver (core/search/solver.h),
// which knows every rule profile's view of a mate; `promote` and `win material`
// by a small AND-OR search over Game moves here: the solver's side must reach the
// goal within its remaining moves against every defence. Both also pick the
// defence that resists longest, which the trainer plays as the opponent's reply
// when the learner leaves the author's lines.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/content/task.h"
#include "core/rules/game.h"

namespace chatur {

struct GoalSpec {
    content::MoveGoal goal = content::MoveGoal::None;
    int materialGain = 1;                        // win-material: least net gain in points
    Position start = Position(MakrukVariant());  // the task's position (material baseline)
    Color solver = Color::White;
};

// Has the solver's last move reached the goal? `after` is the game after it.
// A mate (a win for the solver) also reaches a win-material goal.
bool GoalReached(const GoalSpec& spec, const Game& after, Move last);

// Net material of `side` (MaterialValue of its pieces minus the other side's).
int MaterialBalance(const Position& pos, Color side);

// The result of asking whether a move forces the goal.
struct GoalVerdict {
    bool forced = false;        // the move reaches the goal now or forces it in time
    bool reachedNow = false;    // the move itself reaches the goal
    bool decided = true;        // false when a budget ran out before an answer
    std::optional<Move> reply;  // the toughest defence, when forced but not reached now
};

// Does `move` (legal in `game`, solver to move) force the goal within `movesLeft`
// of the solver's moves, this one included?
GoalVerdict JudgeGoalMove(const Game& game, const GoalSpec& spec, Move move, int movesLeft);

// A move that forces the goal within `movesLeft`, with the line that follows
// from it against the toughest defence (solver move, reply, ...); empty when
// none is found.
std::vector<Move> FindGoalLine(const Game& game, const GoalSpec& spec, int movesLeft);

}  // namespace chatur
