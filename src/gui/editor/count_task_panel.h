// The `count` task's page (Makruk): the engine's answer about the count in the
// position, and which of its parts the learner is asked.
#pragma once

#include "gui/editor/task_kind_panel.h"

class wxCheckBox;
class wxStaticText;

namespace chatur::gui {

class CountTaskPanel : public TaskKindPanel {
public:
    CountTaskPanel(wxWindow* parent, PuzzleEditHost& host);

    content::TaskKind Kind() const override { return content::TaskKind::Count; }
    void Relabel() override;
    void Load(const content::Puzzle& puzzle) override;

    // Which of the engine's answers are asked.
    void SetCountQuestions(bool kind, bool side, bool start, bool limit);

private:
    wxStaticText* m_answer = nullptr;
    wxCheckBox* m_kind = nullptr;
    wxCheckBox* m_side = nullptr;
    wxCheckBox* m_start = nullptr;
    wxCheckBox* m_limit = nullptr;
};

}  // namespace chatur::gui
