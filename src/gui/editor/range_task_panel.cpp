#include "gui/editor/range_task_panel.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "core/editor/task_edits.h"
#include "gui/board_painter.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/ui_text_editor.h"
#include "gui/ui_text.h"

namespace chatur::gui {

RangeTaskPanel::RangeTaskPanel(wxWindow* parent, PuzzleEditHost& host)
    : TaskKindPanel(parent, host) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_pick = MakeButton(this, "pick-range-piece");
    m_squares = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                 "range-squares");
    sizer->Add(m_pick, 0);
    sizer->Add(m_squares, 0, wxEXPAND | wxTOP, FromDIP(6));
    SetSizer(sizer);
    m_pick->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { TogglePick(BoardPick::RangePiece); });
}

void RangeTaskPanel::Relabel() {
    m_pick->SetLabel(_("Pick the &piece on the board"));
}

void RangeTaskPanel::SetRangeSquare(Square square) {
    m_host.EditPuzzle("set-range-piece",
                      [&](content::Puzzle& p) { return editor::SetRangeSquare(p, square); });
}

bool RangeTaskPanel::OnBoardPick(BoardPick pick, Square, Square square) {
    if (pick != BoardPick::RangePiece) return true;
    const content::Puzzle* p = m_host.Current();
    if (!p || IsEmpty(p->board.position.PieceAt(square)))
        return false;  // an empty square has no range: keep picking
    SetRangeSquare(square);
    return true;
}

void RangeTaskPanel::Load(const content::Puzzle& puzzle) {
    const auto* range = puzzle.task.As<content::RangeTask>();
    if (!range) return;
    const Position& pos = puzzle.board.position;
    const Variant& v = pos.GetVariant();
    wxString text;
    if (range->square != kNoSquare && !IsEmpty(pos.PieceAt(range->square)))
        text = wxString::Format(_("%s on %s"), PieceLabel(v.id, pos.PieceAt(range->square)),
                                SquareLabel(v, range->square)) +
               "\n" + SquareListText(v, range->squares.value_or(std::vector<Square>()));
    m_squares->SetLabel(text);
}

void RangeTaskPanel::Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const {
    const auto* range = puzzle.task.As<content::RangeTask>();
    if (!range) return;
    if (range->square != kNoSquare) notes.hinted.push_back(range->square);
    if (range->squares) notes.answer = *range->squares;
}

}  // namespace chatur::gui
