// Words of the pack editor for the core's keys: content language names, the
// fields a missing translation is in, severities, and the status line's count.
#pragma once

#include <wx/string.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/content/diagnostics.h"

namespace chatur::gui {

// The languages a pack's texts are written in, in the switcher's order.
const std::vector<std::string>& ContentLanguages();
// "English", "Indonesian", ... in the UI language (unknown codes as given).
wxString ContentLanguageName(const std::string& code);
// "English, Thai" for a list of codes.
wxString ContentLanguageList(const std::vector<std::string>& codes);
// A field key of MissingText ("title", "hint 2", "option b label") in words.
wxString TextFieldName(const std::string& field);
wxString SeverityName(content::Severity severity);
// "2 errors, 1 warning"; "No problems" when both are zero.
wxString FindingCountText(int errors, int warnings);
// The name of an editing step, from the label PackDocument::Edit was given
// ("set-goal": "Set goal"); empty for an unlabelled step or an unknown label.
wxString EditStepName(std::string_view label);
// The Edit menu's items for the step Undo would take back and Redo would do
// again: "&Undo Set goal\tCtrl+Z", or "&Undo\tCtrl+Z" for an unnamed step.
wxString UndoMenuLabel(std::string_view label);
wxString RedoMenuLabel(std::string_view label);

}  // namespace chatur::gui
