// Words of the pack editor's puzzle panel (gui/editor/puzzle_editor.*): the
// set-up problems of core/editor/position_editor.h, the task kinds, goals and
// place conditions, and the engine's answers as the author sees them. Like
// ui_text.h, the one place where these keys become translated words
// (editor_text.h words the pack-level keys: languages, fields, severities).
#pragma once

#include <wx/string.h>

#include <string>
#include <vector>

#include "core/content/task.h"
#include "core/editor/position_editor.h"
#include "core/editor/task_edits.h"
#include "core/rules/variant.h"

namespace chatur::gui {

// Why the position cannot be a puzzle's, in a sentence ("White has no Khun.").
wxString SetupProblemText(const Variant& variant, const editor::SetupProblem& problem);
// The quiet line shown when the position can be used.
wxString PositionLegalText();
// What a task still lacks, in a sentence ("Pick the move on the board.").
wxString TaskProblemText(const editor::TaskProblem& problem);

// Names in the task-kind, goal and condition choices.
wxString TaskKindLabel(content::TaskKind kind);
wxString MoveGoalLabel(content::MoveGoal goal);
wxString PlaceConditionLabel(content::PlaceCondition condition);

// An accepted line as the author recorded it: "1. e3e4 d6d5 2. e4d5".
wxString SolutionLineText(const std::vector<std::string>& moves);
// The engine's verdict of a `legal` task: "Ma b1–c3 is legal." / "... is not legal."
wxString LegalVerdictText(const Variant& variant, Piece piece, Square from, Square to, bool legal);
// The squares of a range or place answer: "9 squares: a2, a3, ..."; "No square".
wxString SquareListText(const Variant& variant, const std::vector<Square>& squares);

}  // namespace chatur::gui
