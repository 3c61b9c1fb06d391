#include "gui/editor/count_task_panel.h"

#include <wx/checkbox.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <utility>

#include "core/editor/task_edits.h"
#include "core/rules/counting.h"
#include "gui/ui_text.h"

namespace chatur::gui {

CountTaskPanel::CountTaskPanel(wxWindow* parent, PuzzleEditHost& host)
    : TaskKindPanel(parent, host) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_answer = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                "count-answer");
    sizer->Add(m_answer, 0, wxEXPAND);
    auto box = [this](const char* name) {
        return new wxCheckBox(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, name);
    };
    m_kind = box("count-kind");
    m_side = box("count-side");
    m_start = box("count-start");
    m_limit = box("count-limit");
    for (wxCheckBox* c : {m_kind, m_side, m_start, m_limit}) {
        sizer->Add(c, 0, wxTOP, FromDIP(4));
        c->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
            if (!m_filling)
                SetCountQuestions(m_kind->GetValue(), m_side->GetValue(), m_start->GetValue(),
                                  m_limit->GetValue());
        });
    }
    SetSizer(sizer);
}

void CountTaskPanel::Relabel() {
    m_kind->SetLabel(_("Ask which count applies"));
    m_side->SetLabel(_("Ask who counts"));
    m_start->SetLabel(_("Ask where the count starts"));
    m_limit->SetLabel(_("Ask the count's limit"));
}

void CountTaskPanel::SetCountQuestions(bool kind, bool side, bool start, bool limit) {
    const bool changed = m_host.EditPuzzle("set-count-questions", [&](content::Puzzle& p) {
        return editor::SetCountQuestions(p, kind, side, start, limit);
    });
    // No count here (nothing can be asked) or no change: the boxes show the task.
    if (!changed && m_host.Current()) Load(*m_host.Current());
}

void CountTaskPanel::Load(const content::Puzzle& puzzle) {
    m_filling = true;
    const auto* task = puzzle.task.As<content::CountTask>();
    const CountInfo info = AnalyzeCount(puzzle.board.position);
    m_answer->SetLabel(wxString::Format(
        _("The engine's answer: %s"), CountInfoText(puzzle.board.position.GetVariant().id, info)));
    const bool possible = info.kind != CountKind::None;
    const std::pair<wxCheckBox*, bool> boxes[] = {{m_kind, task && task->kind.has_value()},
                                                  {m_side, task && task->side.has_value()},
                                                  {m_start, task && task->start.has_value()},
                                                  {m_limit, task && task->limit.has_value()}};
    for (auto [box, on] : boxes) {
        box->SetValue(on);
        box->Enable(possible);
    }
    m_filling = false;
}

}  // namespace chatur::gui
