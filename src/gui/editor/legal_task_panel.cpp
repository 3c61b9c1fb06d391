#include "gui/editor/legal_task_panel.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "core/editor/task_edits.h"
#include "gui/board_painter.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/ui_text_editor.h"

namespace chatur::gui {

LegalTaskPanel::LegalTaskPanel(wxWindow* parent, PuzzleEditHost& host)
    : TaskKindPanel(parent, host) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_pick = MakeButton(this, "pick-legal-move");
    m_verdict = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                 "legal-verdict");
    sizer->Add(m_pick, 0);
    sizer->Add(m_verdict, 0, wxEXPAND | wxTOP, FromDIP(6));
    SetSizer(sizer);
    m_pick->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { TogglePick(BoardPick::LegalMove); });
}

void LegalTaskPanel::Relabel() {
    m_pick->SetLabel(_("Pick the &move on the board"));
}

void LegalTaskPanel::SetLegalMove(Square from, Square to) {
    m_host.EditPuzzle("set-legal-move",
                      [&](content::Puzzle& p) { return editor::SetLegalMove(p, from, to); });
}

bool LegalTaskPanel::OnBoardPick(BoardPick pick, Square from, Square square) {
    if (pick == BoardPick::LegalMove) SetLegalMove(from, square);
    return true;
}

void LegalTaskPanel::Load(const content::Puzzle& puzzle) {
    const auto* legal = puzzle.task.As<content::LegalTask>();
    if (!legal) return;
    const Position& pos = puzzle.board.position;
    m_verdict->SetLabel(legal->from == kNoSquare || legal->to == kNoSquare
                            ? wxString()
                            : LegalVerdictText(pos.GetVariant(), pos.PieceAt(legal->from),
                                               legal->from, legal->to, legal->answer));
}

void LegalTaskPanel::Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const {
    const auto* legal = puzzle.task.As<content::LegalTask>();
    if (legal && legal->from != kNoSquare && legal->to != kNoSquare)
        notes.hintArrows.emplace_back(legal->from, legal->to);
}

}  // namespace chatur::gui
