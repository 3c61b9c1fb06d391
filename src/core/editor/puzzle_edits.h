// The editing rules of a puzzle that do not depend on how the editor looks:
// which answers follow from a new position, how a goal is set, how a material
// gain is set, how texts, hints and details are stored. The wx PuzzleEditor
// calls these on a copy of the puzzle it is changing and stores the copy as one
// labelled undo step (PackDocument::Edit) when they report a change; tests call
// them with no display. The task's own edits are in task_edits.h.
#pragma once

#include <string>
#include <string_view>
#include <vector>

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

// A text of the puzzle in `lang`: `field` is "question", "explanation",
// "criteria" or "hint-nudge" (the first hint, in words: it goes when its last
// text goes, and is put in grade order when new). An empty text drops that
// language. False for an unknown field or no change.
bool SetText(content::Puzzle& puzzle, std::string_view field, const std::string& lang,
             const std::string& text);

// The puzzle's hint of `kind`, or nullptr.
const content::Hint* FindHint(const content::Puzzle& puzzle, content::HintKind kind);
// The square the piece hint shows (kNoSquare removes the hint).
bool SetPieceHint(content::Puzzle& puzzle, Square square);
// The move the move hint shows (a missing square removes the hint).
bool SetMoveHint(content::Puzzle& puzzle, Square from, Square to);

// Tags as typed: separated by commas and/or white space, each once.
std::vector<std::string> SplitTags(const std::string& typed);
std::string JoinTags(const std::vector<std::string>& tags);  // separated by spaces

constexpr int kMinGrade = 1;
constexpr int kMaxGrade = 5;
// Id, grade (clamped to 1..5), stage and tags (as typed, SplitTags).
bool SetDetails(content::Puzzle& puzzle, const std::string& id, int grade, content::Stage stage,
                const std::string& tags);
// The rule profile by short name; empty for the pack's default, which is stored
// as the pack's profile name (as the loader fills it in).
bool SetProfile(content::Puzzle& puzzle, const std::string& packProfile,
                const std::string& profile);
bool SetSource(content::Puzzle& puzzle, const std::string& source);

}  // namespace chatur::editor
