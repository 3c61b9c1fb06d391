// The editing rules of a puzzle that do not depend on how the editor looks:
// which answers follow from a new position, how a goal is set, how a material
// gain is set. The wx PuzzleEditor calls these on the puzzle it is changing
// (PackDocument::Edit with the step's label); tests call them with no display.
#pragma once

#include "core/content/puzzle.h"

namespace chatur::editor {

// The longest goal a puzzle may set ("mate in 20"), and the smallest.
constexpr int kMinGoalMoves = 1;
constexpr int kMaxGoalMoves = 20;

// After the position changed: the answers the engine gives for the new one,
// keeping the author's questions. Legal: the verdict (once both squares are
// set and a piece stands on the first); range: the squares of the piece on its
// square; place: the squares for the piece; count: the answers to the questions
// the author chose (all four when none was chosen). A task the new position
// gives no answer for is left as it was.
void RefillAnswers(content::Puzzle& puzzle);

// Sets the goal of a `move` task: `moves` clamped to 1..20, 0 for no goal.
// False (and nothing changed) when the puzzle has no move task or already has
// that goal.
bool SetGoal(content::Puzzle& puzzle, content::MoveGoal goal, int moves);
// The goal a SetGoal call would leave, to compare before editing.
int GoalMoves(content::MoveGoal goal, int moves);

// Sets the material a win-material goal needs (at least 1 point). False when
// the puzzle has no move task or already asks for that gain.
bool SetMaterialGain(content::Puzzle& puzzle, int points);
int MaterialGain(int points);

}  // namespace chatur::editor
