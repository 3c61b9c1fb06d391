// PuzzleEditor: the set-up board. Clicks, drags and right clicks on the board
// edit a PositionEditor copy of the puzzle's position; the result is stored with
// the engine's answers of the task filled in again, so a range, place, legal or
// count answer never lags behind the position it belongs to. The same board
// also takes the picks of a task or hint, and plays a line being recorded.
#include <wx/button.h>
#include <wx/intl.h>
#include <wx/notebook.h>
#include <wx/radiobut.h>
#include <wx/settings.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "core/editor/position_editor.h"
#include "core/editor/puzzle_edits.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "gui/board_view.h"
#include "gui/editor/move_task_panel.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/puzzle_texts_page.h"
#include "gui/editor/setup_palette.h"
#include "gui/editor/ui_text_editor.h"
#include "gui/text_board_panel.h"
#include "gui/text_board_text.h"
#include "gui/ui_text.h"

namespace chatur::gui {

void PuzzleEditor::SetLine(wxStaticText* label, const wxString& text) {
    label->SetLabel(text);
    label->SetToolTip(text);
}

namespace {
constexpr int kTextsPage = 1;
constexpr int kTextBoardPage = 3;
}  // namespace

void PuzzleEditor::SelectPalettePiece(Piece piece) {
    m_palette->Select(piece);  // its handler ends a pick in progress
}

Piece PuzzleEditor::PalettePiece() const {
    return m_palette->Selected();
}

template <class F>
void PuzzleEditor::EditSetup(F&& edit) {
    if (IsRecording()) return;
    EditPuzzle("set-up", [&](content::Puzzle& q) {
        editor::PositionEditor board = editor::PositionEditor::FromPosition(q.board.position);
        if (!edit(board) || board.GetPosition() == q.board.position) return false;
        q.board.position = board.GetPosition();
        q.board.fen = board.Fen();
        if (!board.Problem()) editor::RefillAnswers(q);
        return true;
    });
}

void PuzzleEditor::ClickSetupSquare(Square square) {
    const Piece piece = m_palette->Selected();
    EditSetup([&](editor::PositionEditor& board) {
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
    EditSetup([&](editor::PositionEditor& board) {
        if (square >= board.GetVariant().SquareCount() || IsEmpty(board.PieceAt(square)))
            return false;
        board.Remove(square);
        return true;
    });
}

void PuzzleEditor::MoveSetupPiece(Square from, Square to) {
    EditSetup([&](editor::PositionEditor& board) { return board.Move(from, to); });
}

void PuzzleEditor::ClearBoard() {
    EditSetup([](editor::PositionEditor& board) {
        board.Clear();
        return true;
    });
}

void PuzzleEditor::SetStartPosition() {
    EditSetup([](editor::PositionEditor& board) {
        board.SetStart();
        return true;
    });
}

void PuzzleEditor::SetSideToMove(Color side) {
    EditSetup([&](editor::PositionEditor& board) {
        board.SetSideToMove(side);
        return true;
    });
}

bool PuzzleEditor::PasteFen(const std::string& fen, wxString* error) {
    const content::Puzzle* p = Current();
    if (!p) return false;
    editor::PositionEditor probe = editor::PositionEditor::FromPosition(p->board.position);
    FenError problem;
    if (!probe.SetFen(fen, &problem)) {
        if (error)
            *error = wxString::Format(_("Not a FEN: %s"),
                                      FenErrorText(p->board.position.GetVariant(), problem));
        return false;
    }
    EditSetup([&](editor::PositionEditor& board) {
        board = probe;
        return true;
    });
    return true;
}

void PuzzleEditor::FlipBoard() {
    EditPuzzle("flip-board", [](content::Puzzle& q) {
        q.board.orientation = ~q.board.orientation;
        return true;
    });
}

wxString PuzzleEditor::PositionProblemText() const {
    const content::Puzzle* p = Current();
    if (!p) return wxString();
    auto problem = editor::PositionEditor::FromPosition(p->board.position).Problem();
    return problem ? SetupProblemText(p->board.position.GetVariant(), *problem) : wxString();
}

void PuzzleEditor::FillSetup() {
    const content::Puzzle& p = *Current();
    const Variant& v = p.board.position.GetVariant();
    m_sideWhite->SetLabel(ToMoveText(v.id, Color::White, false));
    m_sideBlack->SetLabel(ToMoveText(v.id, Color::Black, false));
    (p.board.position.SideToMove() == Color::White ? m_sideWhite : m_sideBlack)->SetValue(true);
    if (m_fen->GetValue() != wxString::FromUTF8(p.board.fen))
        m_fen->ChangeValue(wxString::FromUTF8(p.board.fen));
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
    if (pick == BoardPick::HintPiece || pick == BoardPick::HintMove)
        m_texts->OnBoardPick(pick, from, square);
    else if (!TaskPanels().at(size_t(p->task.Kind()))->OnBoardPick(pick, from, square))
        m_pick = pick;  // not a square this pick takes: keep picking
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

    if (const editor::LineRecorder* recorder = m_movePanel->Recorder()) {
        // Recording: the board plays for both sides through the interaction.
        if (m_board->InSetupMode()) {
            m_board->SetSquareHandler({});
            m_board->SetDragHandler({});
            m_board->SetRightClickHandler({});
        }
        board.SetMode(InteractionMode::Play);
        board.SetUserSide(std::nullopt);
        const auto& moves = recorder->Moves();
        m_board->SetPosition(recorder->GetGame().GetPosition(),
                             moves.empty() ? std::nullopt : std::optional(moves.back()));
        m_board->SetAnnotations({});
        SetLine(m_boardHelp, _("Recording: play the solution on the board, the replies too."));
        m_textBoard->Follow(SetupStatusLine());
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

    // The hints while the texts are edited, else the task of the puzzle's kind.
    if (m_notebook->GetSelection() == kTextsPage)
        m_texts->Annotate(*p, notes);
    else
        TaskPanels().at(size_t(p->task.Kind()))->Annotate(*p, notes);
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
    m_textBoard->Follow(SetupStatusLine());
}

bool PuzzleEditor::ShowTextBoard() {
    if (!Current()) return false;
    m_notebook->SetSelection(kTextBoardPage);
    m_textBoard->FocusCommandLine();
    return true;
}

wxString PuzzleEditor::SetupStatusLine() const {
    const Position& pos = m_board->Interaction().GetPosition();
    wxString line = ToMoveText(pos.GetVariant().id, pos.SideToMove(), false);
    if (IsRecording()) return line;
    const wxString problem = PositionProblemText();
    return line + "\n" + (problem.empty() ? PositionLegalText() : problem);
}

wxString PuzzleEditor::RunSetupCommand(const TextCommand& command) {
    const content::Puzzle* p = Current();
    if (!p) return wxString();
    if (command.kind == CommandKind::Fen) return wxString::FromUTF8(p->board.fen);
    if (IsRecording()) return _("The position cannot be changed while a line is recorded.");
    const Position& pos = p->board.position;
    switch (command.kind) {
        case CommandKind::Put:
            EditSetup([&](editor::PositionEditor& board) {
                return board.Place(command.square, command.piece);
            });
            return SquareText(Current()->board.position, command.square);
        case CommandKind::Remove:
            RemoveSetupPiece(command.square);
            return SquareText(Current()->board.position, command.square);
        case CommandKind::MovePiece:
            if (IsEmpty(pos.PieceAt(command.square))) return SquareText(pos, command.square);
            MoveSetupPiece(command.square, command.target);
            return SquareText(Current()->board.position, command.square) + " " +
                   SquareText(Current()->board.position, command.target);
        case CommandKind::ClearBoard:
            ClearBoard();
            return _("Every piece is off the board.");
        case CommandKind::StartPosition:
            SetStartPosition();
            return _("The start position is set up.");
        case CommandKind::SetSide: {
            const bool changes = pos.SideToMove() != command.side;
            SetSideToMove(command.side);
            return changes ? wxString() : SetupStatusLine();  // a new status line is said anyway
        }
        case CommandKind::SetFen: {
            wxString error;
            if (!PasteFen(command.moveText, &error)) return error;
            return PositionByPieceText(Current()->board.position);
        }
        default:
            return wxString();
    }
}

void PuzzleEditor::OnRecordResult(const ClickResult& result) {
    const editor::LineRecorder* recorder = m_movePanel->Recorder();
    if (!recorder) return;
    const Variant& v = recorder->GetGame().GetVariant();
    if (result.kind == ClickKind::MoveRequested) {
        m_movePanel->PlayRecordedMove(result.move);
    } else if (result.kind == ClickKind::Illegal) {
        SetLine(m_boardHelp, ExplanationText(result.reason, v.id));
    }
}

}  // namespace chatur::gui
