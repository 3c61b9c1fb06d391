// The editing rules of a puzzle's task, one function per edit the pack editor
// offers: switching the kind, the accepted lines of a `move` task, the picks of
// `legal`, `range` and `place` (the engine fills in the answer), the options of
// a `choice`, the questions of a `count`, and what is still missing. Each edit
// changes the puzzle it is given and returns false (leaving it as it was) when
// it would change nothing, so the editor records no empty undo step. The wx
// task panels (gui/editor/*_task_panel.*) only call these.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/content/puzzle.h"

namespace chatur::editor {

// A new task of `kind` (MakeTask: the engine's answer filled in), keeping the
// task's source line. False when the puzzle already has a task of that kind.
bool ChangeTaskKind(content::Puzzle& puzzle, content::TaskKind kind);

// `move`: an accepted line (coordinate moves) appended; false when the task is
// not a move task, the line is empty or already accepted.
bool AddLine(content::Puzzle& puzzle, std::vector<std::string> moves);
// Every line of `lines` not accepted yet (nor twice), in order; false when none.
bool AddLines(content::Puzzle& puzzle, const std::vector<std::vector<std::string>>& lines);
bool DeleteLine(content::Puzzle& puzzle, size_t index);
// Whether `moves` is one of the task's accepted lines.
bool HasLine(const content::MoveTask& task, const std::vector<std::string>& moves);

// `legal`: the move from -> to with the engine's verdict (a new legal task when
// the puzzle had another kind). False for a missing square or from == to.
bool SetLegalMove(content::Puzzle& puzzle, Square from, Square to);
// `range`: the piece on `square`, with the engine's squares.
bool SetRangeSquare(content::Puzzle& puzzle, Square square);
// `place`: the piece, the condition and (ReachesSquare only) the target, with
// the engine's squares. False for no piece.
bool SetPlace(content::Puzzle& puzzle, Piece piece, content::PlaceCondition condition,
              Square target = kNoSquare);

// `choice`: a new option with the first free letter as its id ("a", "b", ...),
// its texts in `lang` (empty: none). Makes the task a choice task if needed.
void AddChoiceOption(content::Puzzle& puzzle, const std::string& lang, const std::string& label,
                     bool correct, const std::string& feedback);
// Option `index`: whether it is correct and its texts in `lang` (an empty text
// drops that language's text, as the other text fields do).
bool SetChoiceOption(content::Puzzle& puzzle, size_t index, const std::string& lang,
                     const std::string& label, bool correct, const std::string& feedback);
bool RemoveChoiceOption(content::Puzzle& puzzle, size_t index);

// `count`: which of the engine's answers are asked. False (nothing asked) when
// no count can start in the position.
bool SetCountQuestions(content::Puzzle& puzzle, bool kind, bool side, bool start, bool limit);

// What the task still lacks, as the editor shows it under the task; nothing
// when the task looks complete. `line` is the 0-based accepted line for
// LineNotLegal.
struct TaskProblem {
    enum class Kind {
        PositionNotLegal,  // the task is checked once the position is legal
        NoLineNoGoal,      // move: no accepted line and no goal
        LineNotLegal,      // move: a line is not legal in the position
        NoLegalMove,       // legal: the move is not picked yet
        NoPieceOnFrom,     // legal: no piece where the move starts
        NoRangePiece,      // range: no piece picked
        NoPlaceTarget,     // place: ReachesSquare without a target
        NoPlaceSquare,     // place: no square meets the condition
        TooFewOptions,     // choice: fewer than two options
        NoCorrectOption,   // choice: none marked correct
        NoCount,           // count: no count can start here
        NoCountQuestion,   // count: nothing asked
    };
    Kind kind;
    size_t line = 0;
    bool operator==(const TaskProblem&) const = default;
};
std::optional<TaskProblem> CheckTask(const content::Puzzle& puzzle, const std::string& profile);

}  // namespace chatur::editor
