// Forcing a `move` task's goal (content/goal_judge.h says what reaches it).
// A mate goal is proved by the mate solver (core/search/solver.h),
// which knows every rule profile's view of a mate; `promote` and `win material`
// by a small AND-OR search over Game moves here: the solver's side must reach the
// goal within its remaining moves against every defence. Both also pick the
// defence that resists longest, which the trainer plays as the opponent's reply
// when the learner leaves the author's lines.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/content/goal_judge.h"
#include "core/content/task.h"
#include "core/rules/game.h"

namespace chatur {

// The goal and its judge are the content layer's, shared with the validator.
using content::GoalReached;
using content::GoalSpec;
using content::MaterialBalance;

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
