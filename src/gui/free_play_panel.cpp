#include "gui/free_play_panel.h"

#include <wx/clipbrd.h>
#include <wx/intl.h>

#include "gui/board_view.h"
#include "gui/ui_text.h"

namespace chatur::gui {

FreePlayPanel::FreePlayPanel(wxWindow* parent, BoardView* board)
    : TextPane(parent), m_board(board) {}

void FreePlayPanel::Start(const Position& position, bool flipped) {
    m_session.SetPosition(position);
    m_board->SetAnnotations({});
    m_board->Interaction().SetUserSide(std::nullopt);
    m_board->Interaction().SetFlipped(flipped);
    ShowPosition(false);
    Note(wxString());
    ShowDefaultText();
}

void FreePlayPanel::SetRangeMode(bool on) {
    m_rangeMode = on;
    if (!m_active) return;
    ShowPosition(false);
    ShowDefaultText();
}

void FreePlayPanel::ShowPosition(bool animate) {
    m_board->SetPosition(m_session.GetGame().GetPosition(), m_session.LastMove(), animate);
    const InteractionMode mode = m_session.IsOver() ? InteractionMode::Locked
                                 : m_rangeMode      ? InteractionMode::Range
                                                    : InteractionMode::Play;
    m_board->Interaction().SetMode(mode);
    Changed();
}

bool FreePlayPanel::OnBoardResult(const ClickResult& r) {
    const VariantId variant = m_session.GetVariant().id;
    switch (r.kind) {
        case ClickKind::MoveRequested:
            Note(wxString());
            PlayMove(r.move);
            return true;
        case ClickKind::Illegal:
            Note(ExplanationText(r.reason, variant), true);
            if (m_board->Interaction().Selected() != kNoSquare)
                ShowPieceInfo(m_board->Interaction().Selected());
            return true;
        case ClickKind::Selected:
            Note(r.reason == MoveRefusal::None ? wxString() : ExplanationText(r.reason, variant),
                 r.reason != MoveRefusal::None);
            ShowPieceInfo(r.from);
            return true;
        case ClickKind::Deselected:
            Note(wxString());
            ShowDefaultText();
            return true;
        case ClickKind::Picked:
        case ClickKind::None:
            break;
    }
    return false;
}

void FreePlayPanel::PlayMove(chatur::Move move) {
    if (auto error = m_session.Play(move)) {
        Note(GameErrorText(error->kind), true);
        return;
    }
    ShowPosition(/*animate=*/true);
    ShowDefaultText();
}

void FreePlayPanel::Undo() {
    if (!m_session.Undo()) return;
    Note(wxString());
    ShowPosition(false);
    ShowDefaultText();
}

void FreePlayPanel::StartCount() {
    if (auto error = m_session.StartCount()) Note(GameErrorText(error->kind), true);
    Changed();
}

void FreePlayPanel::StopCount() {
    if (auto error = m_session.StopCount()) Note(GameErrorText(error->kind), true);
    Changed();
}

void FreePlayPanel::CopyFen() {
    const wxString fen = wxString::FromUTF8(m_session.Fen());
    if (!wxTheClipboard->Open()) return;
    wxTheClipboard->SetData(new wxTextDataObject(fen));
    wxTheClipboard->Close();
    Note(wxString::Format(_("FEN copied: %s"), fen));
}

void FreePlayPanel::Relabel() {
    if (!m_active) return;
    if (m_board->Interaction().Selected() != kNoSquare)
        ShowPieceInfo(m_board->Interaction().Selected());
    else
        ShowDefaultText();
}

void FreePlayPanel::ShowPieceInfo(Square square) {
    const Position& pos = m_board->Interaction().GetPosition();
    Piece p = pos.PieceAt(square);
    if (IsEmpty(p)) return ShowDefaultText();
    const Variant& v = pos.GetVariant();
    wxString where = SquareLabel(v, square);
    SetContent(PieceLabel(v.id, p),
               wxString::Format(L"%s \u00b7 %s", SideName(v.id, ColorOf(p)), where),
               PieceMoveSummary(v.id, TypeOf(p)));
}

void FreePlayPanel::ShowDefaultText() {
    const VariantId variant = m_session.GetVariant().id;
    wxString body;
    if (m_rangeMode)
        body =
            _("Click any piece, of either side, to see every point it can reach. "
              "Dashed rings mark its own pieces it protects.");
    else
        body =
            _("Click a piece of the side to move: dots show where it may go, rings show "
              "what it may capture. Click a marked square to move, or drag the piece.\n\n"
              "Keyboard: arrow keys move the cursor, Enter or Space selects and moves; "
              "you can also type a move such as d3d4 and press Enter.");
    if (variant == VariantId::Makruk && m_session.CountsDeclared())
        body << "\n\n"
             << _("In a Makruk ending without Bia the honour counts begin: the count is shown "
                  "under the board, and Start count appears when you may declare the board's "
                  "honour count.");
    SetContent(wxString::Format(L"%s \u2014 %s", _("Free play"), VariantName(variant)), wxString(),
               body);
    SetFeedback(m_session.IsOver() ? OutcomeText(variant, m_session.State().outcome) : wxString(),
                FeedbackKind::Neutral);
}

void FreePlayPanel::Note(const wxString& text, bool problem) {
    if (m_onNote) m_onNote(text, problem);
}

void FreePlayPanel::Changed() {
    if (m_onChanged) m_onChanged();
}

}  // namespace chatur::gui
