// PuzzleEditor: the set-up board. Clicks, drags and right clicks on the board
// edit a SetupBoard copy of the puzzle's position; the result is stored with
// the engine's answers of the task filled in again, so a range, place, legal or
// count answer never lags behind the position it belongs to. The same board
// also takes the picks of a task or hint, and plays a line being recorded.
#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/notebook.h>
#include <wx/radiobut.h>
#include <wx/settings.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "core/editor/puzzle_edits.h"
#include "core/editor/setup_board.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "gui/board_view.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/setup_palette.h"
#include "gui/ui_text.h"
#include "gui/ui_text_editor.h"

namespace chatur::gui {

void PuzzleEditor::SetLine(wxStaticText* label, const wxString& text) {
    label->SetLabel(text);
    label->SetToolTip(text);
}

namespace {
constexpr int kTextsPage = 1;
}

void PuzzleEditor::SelectPalettePiece(Piece piece) {
    m_palette->Select(piece);  // its handler ends a pick in progress
}

Piece PuzzleEditor::PalettePiece() const {
    return m_palette->Selected();
}

template <class F>
void PuzzleEditor::EditSetup(F&& edit) {
    const content::Puzzle* p = Current();
    if (!p || IsRecording()) return;
    editor::SetupBoard board = editor::SetupBoard::FromPosition(p->board.position);
    if (!edit(board)) return;
    if (board.GetPosition() == p->board.position) return;
    content::Puzzle& q = Change("set-up");
    q.board.position = board.GetPosition();
    q.board.fen = board.Fen();
    if (!board.Problem()) editor::RefillAnswers(q);
    Changed();
}

void PuzzleEditor::ClickSetupSquare(Square square) {
    const Piece piece = m_palette->Selected();
    EditSetup([&](editor::SetupBoard& board) {
        // Clicking a square holding the palette's piece takes it off again.
        if (IsEmpty(piece) || board.PieceAt(square) == piece) {
            if (IsEmpty(board.PieceAt(square))) return false;
            board.Remove(square);
            return true;
        }
        return board.Place(square, piece);
    });
}

void PuzzleEditor::RemoveSetupPiece(Square square) {
    EditSetup([&](editor::SetupBoard& board) {
        if (square >= board.GetVariant().SquareCount() || IsEmpty(board.PieceAt(square)))
            return false;
        board.Remove(square);
        return true;
    });
}

void PuzzleEditor::MoveSetupPiece(Square from, Square to) {
    EditSetup([&](editor::SetupBoard& board) { return board.Move(from, to); });
}

void PuzzleEditor::ClearBoard() {
    EditSetup([](editor::SetupBoard& board) {
        board.Clear();
        return true;
    });
}

void PuzzleEditor::SetStartPosition() {
    EditSetup([](editor::SetupBoard& board) {
        board.SetStart();
        return true;
    });
}

void PuzzleEditor::SetSideToMove(Color side) {
    EditSetup([&](editor::SetupBoard& board) {
        board.SetSideToMove(side);
        return true;
    });
}

bool PuzzleEditor::PasteFen(const std::string& fen, wxString* error) {
    const content::Puzzle* p = Current();
    if (!p) return false;
    editor::SetupBoard probe = editor::SetupBoard::FromPosition(p->board.position);
    FenError problem;
    if (!probe.SetFen(fen, &problem)) {
        if (error)
            *error = wxString::Format(_("Not a FEN: %s"),
                                      FenErrorText(p->board.position.GetVariant(), problem));
        return false;
    }
    EditSetup([&](editor::SetupBoard& board) {
        board = probe;
        return true;
    });
    return true;
}

void PuzzleEditor::FlipBoard() {
    const content::Puzzle* p = Current();
    if (!p) return;
    Change().board.orientation = ~p->board.orientation;
    Changed();
}

wxString PuzzleEditor::PositionProblemText() const {
    const content::Puzzle* p = Current();
    if (!p) return wxString();
    auto problem = editor::SetupBoard::FromPosition(p->board.position).Problem();
    return problem ? SetupProblemText(p->board.position.GetVariant(), *problem) : wxString();
}

void PuzzleEditor::FillSetup() {
    const content::Puzzle& p = *Current();
    const Variant& v = p.board.position.GetVariant();
    m_sideWhite->SetLabel(ToMoveText(v.id, Color::White, false));
    m_sideBlack->SetLabel(ToMoveText(v.id, Color::Black, false));
    (p.board.position.SideToMove() == Color::White ? m_sideWhite : m_sideBlack)->SetValue(true);
    SetValue(m_fen, wxString::FromUTF8(p.board.fen));
    const wxString problem = PositionProblemText();
    m_problem->SetForegroundColour(
        problem.empty() ? wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT) : *wxRED);
    SetLine(m_problem, problem.empty() ? PositionLegalText() : problem);
    const bool editable = !IsRecording();
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_clear, m_start, m_sideWhite, m_sideBlack,
                                                        m_fen, m_palette})
        w->Enable(editable);
}

void PuzzleEditor::StartBoardPick(BoardPick pick) {
    if (IsRecording()) return;
    m_pick = Current() ? pick : BoardPick::None;
    m_pickFrom = kNoSquare;
    ShowBoard();
}

void PuzzleEditor::OnBoardSquare(Square square) {
    if (m_pick != BoardPick::None)
        OnPickSquare(square);
    else
        ClickSetupSquare(square);
}

void PuzzleEditor::OnPickSquare(Square square) {
    const content::Puzzle* p = Current();
    if (!p) return;
    const Position& pos = p->board.position;
    const BoardPick pick = m_pick;
    const bool twoClicks = pick == BoardPick::LegalMove || pick == BoardPick::HintMove;
    if (twoClicks && m_pickFrom == kNoSquare) {
        if (IsEmpty(pos.PieceAt(square))) return;  // a move starts on a piece
        m_pickFrom = square;
        ShowBoard();
        return;
    }
    if (twoClicks && square == m_pickFrom) {  // the same piece again: pick another
        m_pickFrom = kNoSquare;
        ShowBoard();
        return;
    }
    const Square from = m_pickFrom;
    m_pick = BoardPick::None;
    m_pickFrom = kNoSquare;
    switch (pick) {
        case BoardPick::LegalMove:
            SetLegalMove(from, square);
            break;
        case BoardPick::RangePiece:
            if (IsEmpty(pos.PieceAt(square))) {
                m_pick = pick;  // an empty square has no range: keep picking
                break;
            }
            SetRangeSquare(square);
            break;
        case BoardPick::PlaceTarget:
            if (const auto* task = p->task.As<content::PlaceTask>())
                SetPlace(task->piece, content::PlaceCondition::ReachesSquare, square);
            break;
        case BoardPick::HintPiece:
            SetPieceHint(square);
            break;
        case BoardPick::HintMove:
            SetMoveHint(from, square);
            break;
        case BoardPick::None:
            break;
    }
    ShowBoard();
}

void PuzzleEditor::ShowBoard() {
    const content::Puzzle* p = Current();
    if (!p) return;
    const Variant& v = p->board.position.GetVariant();
    BoardInteraction& board = m_board->Interaction();
    board.ClearSelection();
    m_board->SetFlipped(p->board.orientation == Color::Black);
    BoardAnnotations notes;
    notes.marks = p->board.highlights;
    for (const content::Arrow& a : p->board.arrows) notes.arrows.emplace_back(a.from, a.to);

    if (m_recorder) {
        // Recording: the board plays for both sides through the interaction.
        if (m_board->InSetupMode()) {
            m_board->SetSquareHandler({});
            m_board->SetDragHandler({});
            m_board->SetRightClickHandler({});
        }
        board.SetMode(InteractionMode::Play);
        board.SetUserSide(std::nullopt);
        const auto& moves = m_recorder->Moves();
        m_board->SetPosition(m_recorder->GetGame().GetPosition(),
                             moves.empty() ? std::nullopt : std::optional(moves.back()));
        m_board->SetAnnotations({});
        SetLine(m_boardHelp, _("Recording: play the solution on the board, the replies too."));
        return;
    }

    // Set once per switch from recording: a handler is never replaced while it
    // runs (the handlers end in ShowBoard).
    if (!m_board->InSetupMode()) {
        m_board->SetSquareHandler([this](Square s) { OnBoardSquare(s); });
        m_board->SetDragHandler([this](Square from, Square to) {
            if (m_pick == BoardPick::None) MoveSetupPiece(from, to);
        });
        m_board->SetRightClickHandler([this](Square s) {
            if (m_pick == BoardPick::None) RemoveSetupPiece(s);
        });
    }
    board.SetMode(InteractionMode::Locked);
    m_board->SetPosition(p->board.position, std::nullopt);

    if (m_notebook->GetSelection() == kTextsPage) {
        for (const content::Hint& h : p->hints) {
            if (h.kind == content::HintKind::Piece) notes.hinted.push_back(h.square);
            if (h.kind == content::HintKind::Move) notes.hintArrows.emplace_back(h.from, h.to);
        }
    } else if (const auto* range = p->task.As<content::RangeTask>()) {
        if (range->square != kNoSquare) notes.hinted.push_back(range->square);
        if (range->squares) notes.answer = *range->squares;
    } else if (const auto* place = p->task.As<content::PlaceTask>()) {
        if (place->squares) notes.answer = *place->squares;
        if (place->condition == content::PlaceCondition::ReachesSquare &&
            place->target != kNoSquare)
            notes.hinted.push_back(place->target);
    } else if (const auto* legal = p->task.As<content::LegalTask>()) {
        if (legal->from != kNoSquare && legal->to != kNoSquare)
            notes.hintArrows.emplace_back(legal->from, legal->to);
    } else if (const auto* move = p->task.As<content::MoveTask>()) {
        const int i = m_lines->GetSelection();
        const size_t line = i == wxNOT_FOUND ? 0 : size_t(i);
        if (line < move->lines.size() && !move->lines[line].moves.empty()) {
            auto parsed = ParseLegalMove(p->board.position, move->lines[line].moves.front());
            if (auto* m = std::get_if<chatur::Move>(&parsed))
                notes.hintArrows.emplace_back(m->From(), m->To());
        }
    }
    if (m_pickFrom != kNoSquare) notes.picked.push_back(m_pickFrom);
    m_board->SetAnnotations(notes);

    wxString help;
    switch (m_pick) {
        case BoardPick::None:
            help =
                _("Click: put the palette's piece (again: take it off). Right-click: "
                  "remove. Drag: move.");
            break;
        case BoardPick::LegalMove:
        case BoardPick::HintMove:
            help = m_pickFrom == kNoSquare
                       ? _("Click the piece that moves.")
                       : wxString::Format(_("Click where the piece on %s goes."),
                                          SquareLabel(v, m_pickFrom));
            break;
        case BoardPick::RangePiece:
            help = _("Click the piece whose squares the learner marks.");
            break;
        case BoardPick::PlaceTarget:
            help = _("Click the square the placed piece must reach.");
            break;
        case BoardPick::HintPiece:
            help = _("Click the square the hint shows.");
            break;
    }
    SetLine(m_boardHelp, help);
}

void PuzzleEditor::OnRecordResult(const ClickResult& result) {
    if (!m_recorder) return;
    const Variant& v = m_recorder->GetGame().GetVariant();
    if (result.kind == ClickKind::MoveRequested) {
        m_recorder->Play(result.move);
        FillMovePage();
        ShowBoard();
    } else if (result.kind == ClickKind::Illegal) {
        SetLine(m_boardHelp, ExplanationText(result.reason, v.id));
    }
}

}  // namespace chatur::gui
