// The `choice` task's page: the answers offered, each with its text and the
// feedback shown when it is picked (both in the content language), and whether
// it is correct.
#pragma once

#include <string>

#include "gui/editor/task_kind_panel.h"

class wxButton;
class wxCheckBox;
class wxListBox;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class ChoiceTaskPanel : public TaskKindPanel {
public:
    ChoiceTaskPanel(wxWindow* parent, PuzzleEditHost& host);

    content::TaskKind Kind() const override { return content::TaskKind::Choice; }
    void Relabel() override;
    void Load(const content::Puzzle& puzzle) override;
    void Reset() override { m_shown = -1; }

    // Options with their text in the content language and feedback.
    void AddChoiceOption(const std::string& label, bool correct, const std::string& feedback);
    void SetChoiceOption(size_t index, const std::string& label, bool correct,
                         const std::string& feedback);
    void RemoveChoiceOption(size_t index);

private:
    // The option whose texts the fields show, or nullptr.
    const content::ChoiceOption* Shown() const;
    // Stores one of the shown option's texts as typed.
    void StoreTyped(bool label, const std::string& text, const std::string& mergeKey);

    wxListBox* m_options = nullptr;
    wxButton* m_add = nullptr;
    wxButton* m_remove = nullptr;
    wxStaticText* m_labelLabel = nullptr;
    wxTextCtrl* m_label = nullptr;
    wxCheckBox* m_correct = nullptr;
    wxStaticText* m_feedbackLabel = nullptr;
    wxTextCtrl* m_feedback = nullptr;
    int m_shown = -1;         // the option whose texts the fields hold
    std::string m_shownLang;  // in this language
};

}  // namespace chatur::gui
