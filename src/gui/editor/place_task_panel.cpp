#include "gui/editor/place_task_panel.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "core/editor/task_edits.h"
#include "gui/board_painter.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/setup_palette.h"
#include "gui/editor/ui_text_editor.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {
constexpr content::PlaceCondition kConditions[] = {content::PlaceCondition::PromotesNextMove,
                                                   content::PlaceCondition::ReachesSquare,
                                                   content::PlaceCondition::SafeSquare};
}

PlaceTaskPanel::PlaceTaskPanel(wxWindow* parent, PuzzleEditHost& host)
    : TaskKindPanel(parent, host) {
    auto* grid = new wxFlexGridSizer(2, FromDIP(4), FromDIP(6));
    m_pieceLabel = MakeLabel(this);
    m_piece = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                           wxDefaultValidator, "place-piece");
    m_conditionLabel = MakeLabel(this);
    m_condition = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                               wxDefaultValidator, "place-condition");
    m_pickTarget = MakeButton(this, "pick-place-target");
    grid->Add(m_pieceLabel, 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(m_piece, 0, wxEXPAND);
    grid->Add(m_conditionLabel, 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(m_condition, 0, wxEXPAND);
    grid->AddSpacer(0);
    grid->Add(m_pickTarget, 0);
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(grid, 0);
    m_squares = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                 "place-squares");
    column->Add(m_squares, 0, wxEXPAND | wxTOP, FromDIP(6));
    SetSizer(column);

    m_pickTarget->Bind(wxEVT_BUTTON,
                       [this](wxCommandEvent&) { TogglePick(BoardPick::PlaceTarget); });
    m_piece->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { OnChoice(); });
    m_condition->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { OnChoice(); });
}

void PlaceTaskPanel::Relabel() {
    m_pieceLabel->SetLabel(_("Piece:"));
    m_conditionLabel->SetLabel(_("Condition:"));
    m_condition->Clear();
    for (content::PlaceCondition c : kConditions) m_condition->Append(PlaceConditionLabel(c));
    m_pickTarget->SetLabel(_("Pick the &target square"));
    m_piece->Clear();  // filled again with the variant's pieces
}

void PlaceTaskPanel::OnChoice() {
    const int piece = m_piece->GetSelection();
    const int condition = m_condition->GetSelection();
    const content::Puzzle* p = m_host.Current();
    if (m_filling || !p || piece < 0 || condition < 0 || size_t(piece) >= m_pieces.size()) return;
    const auto* task = p->task.As<content::PlaceTask>();
    SetPlace(m_pieces[size_t(piece)], kConditions[condition], task ? task->target : kNoSquare);
}

void PlaceTaskPanel::SetPlace(Piece piece, content::PlaceCondition condition, Square target) {
    m_host.EditPuzzle("set-place", [&](content::Puzzle& p) {
        return editor::SetPlace(p, piece, condition, target);
    });
}

bool PlaceTaskPanel::OnBoardPick(BoardPick pick, Square, Square square) {
    const content::Puzzle* p = m_host.Current();
    const auto* task = p ? p->task.As<content::PlaceTask>() : nullptr;
    if (pick == BoardPick::PlaceTarget && task)
        SetPlace(task->piece, content::PlaceCondition::ReachesSquare, square);
    return true;
}

void PlaceTaskPanel::Load(const content::Puzzle& puzzle) {
    m_filling = true;
    const Variant& v = puzzle.board.position.GetVariant();
    std::vector<Piece> pieces;
    wxArrayString names;
    for (Color c : {Color::White, Color::Black})
        for (PieceType t : PalettePieceTypes(v.id)) {
            if (t == PieceType::King) continue;  // a king is never placed
            pieces.push_back(MakePiece(c, t));
            names.Add(SideName(v.id, c) + " " + PieceLabel(v.id, MakePiece(c, t)));
        }
    if (pieces != m_pieces || m_piece->GetCount() != names.size()) {
        m_piece->Set(names);
        m_pieces = pieces;
    }
    if (const auto* place = puzzle.task.As<content::PlaceTask>()) {
        auto it = std::find(m_pieces.begin(), m_pieces.end(), place->piece);
        m_piece->SetSelection(it == m_pieces.end() ? wxNOT_FOUND : int(it - m_pieces.begin()));
        m_condition->SetSelection(int(place->condition));
        m_pickTarget->Enable(place->condition == content::PlaceCondition::ReachesSquare);
        wxString text = SquareListText(v, place->squares.value_or(std::vector<Square>()));
        if (place->condition == content::PlaceCondition::ReachesSquare &&
            place->target != kNoSquare)
            text = wxString::Format(_("Target: %s"), SquareLabel(v, place->target)) + "\n" + text;
        m_squares->SetLabel(text);
    }
    m_filling = false;
}

void PlaceTaskPanel::Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const {
    const auto* place = puzzle.task.As<content::PlaceTask>();
    if (!place) return;
    if (place->squares) notes.answer = *place->squares;
    if (place->condition == content::PlaceCondition::ReachesSquare && place->target != kNoSquare)
        notes.hinted.push_back(place->target);
}

}  // namespace chatur::gui
