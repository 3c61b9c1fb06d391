#include "gui/editor/editor_text.h"

#include <wx/intl.h>

namespace chatur::gui {

const std::vector<std::string>& ContentLanguages() {
    static const std::vector<std::string> languages = {"en", "id", "de", "th"};
    return languages;
}

wxString ContentLanguageName(const std::string& code) {
    // TRANSLATORS: languages a puzzle pack's texts are written in (the pack editor).
    if (code == "en") return _("English");
    if (code == "id") return _("Indonesian");
    if (code == "de") return _("German");
    if (code == "th") return _("Thai");
    return wxString::FromUTF8(code);
}

wxString ContentLanguageList(const std::vector<std::string>& codes) {
    wxString list;
    for (const std::string& code : codes) {
        if (!list.empty()) list << ", ";
        list << ContentLanguageName(code);
    }
    return list;
}

wxString TextFieldName(const std::string& field) {
    // TRANSLATORS: the texts of a pack or puzzle, in the editor's list of missing
    // translations.
    if (field == "title") return _("Title");
    if (field == "description") return _("Description");
    if (field == "question") return _("Question");
    if (field == "explanation") return _("Explanation");
    if (field == "criteria") return _("Criteria");
    if (field == "text") return _("Text");
    const auto space = field.find(' ');
    const std::string head = field.substr(0, space);
    const wxString rest =
        space == std::string::npos ? wxString() : wxString::FromUTF8(field.substr(space + 1));
    if (head == "hint") {
        // TRANSLATORS: a puzzle's hint by its number, e.g. "Hint 2".
        return wxString::Format(_("Hint %s"), rest);
    }
    if (head == "step") return wxString::Format(_("Step %s"), rest);
    if (head == "option") {
        // "option b label" / "option b feedback": the choice option's letter first.
        const wxString letter = rest.BeforeFirst(' ');
        const wxString part = rest.AfterFirst(' ');
        // TRANSLATORS: %s is the letter of an answer option of a choice task.
        if (part == "label") return wxString::Format(_("Option %s: answer"), letter);
        if (part == "feedback") return wxString::Format(_("Option %s: feedback"), letter);
        return wxString::Format(_("Option %s"), rest);
    }
    return wxString::FromUTF8(field);
}

wxString SeverityName(content::Severity severity) {
    return severity == content::Severity::Error ? _("Error") : _("Warning");
}

wxString FindingCountText(int errors, int warnings) {
    if (errors == 0 && warnings == 0) return _("No problems");
    // TRANSLATORS: the pack editor's status bar, e.g. "2 errors, 1 warning".
    return wxString::Format(wxPLURAL("%d error", "%d errors", errors), errors) + ", " +
           wxString::Format(wxPLURAL("%d warning", "%d warnings", warnings), warnings);
}

wxString EditStepName(std::string_view label) {
    // TRANSLATORS: editing steps of the pack editor, shown after Undo and Redo in
    // the Edit menu ("Undo Set goal").
    if (label == "add-puzzle") return _("Add puzzle");
    if (label == "duplicate-puzzle") return _("Duplicate puzzle");
    if (label == "remove-puzzle") return _("Delete puzzle");
    if (label == "move-puzzle") return _("Move puzzle");
    if (label == "set-up") return _("Set up position");
    if (label == "set-goal") return _("Set goal");
    if (label == "set-material-gain") return _("Set least gain");
    if (label == "flip-board") return _("Flip board");
    if (label == "change-task-kind") return _("Change task kind");
    if (label == "add-line") return _("Record line");
    if (label == "delete-line") return _("Delete line");
    if (label == "add-found-lines") return _("Add the lines found");
    if (label == "set-legal-move") return _("Pick move");
    if (label == "set-range-piece") return _("Pick piece");
    if (label == "set-place") return _("Edit place task");
    if (label == "add-option") return _("Add answer");
    if (label == "edit-option") return _("Edit answer");
    if (label == "remove-option") return _("Remove answer");
    if (label == "set-count-questions") return _("Change count questions");
    if (label == "edit-question") return _("Edit question");
    if (label == "edit-explanation") return _("Edit explanation");
    if (label == "edit-criteria") return _("Edit criteria");
    if (label == "edit-hint-nudge") return _("Edit hint 1");
    if (label == "set-piece-hint") return _("Change hint 2");
    if (label == "set-move-hint") return _("Change hint 3");
    if (label == "edit-details") return _("Edit details");
    if (label == "set-profile") return _("Change rule profile");
    if (label == "edit-source") return _("Edit source");
    if (label == "edit-pack") return _("Edit pack details");
    return wxString();
}

wxString UndoMenuLabel(std::string_view label) {
    const wxString step = EditStepName(label);
    if (step.empty()) return _("&Undo\tCtrl+Z");
    // TRANSLATORS: Edit menu of the pack editor; %s is an editing step ("Set goal").
    return wxString::Format(_("&Undo %s\tCtrl+Z"), step);
}

wxString RedoMenuLabel(std::string_view label) {
    const wxString step = EditStepName(label);
    if (step.empty()) return _("&Redo\tCtrl+Y");
    // TRANSLATORS: Edit menu of the pack editor; %s is an editing step ("Set goal").
    return wxString::Format(_("&Redo %s\tCtrl+Y"), step);
}

}  // namespace chatur::gui
