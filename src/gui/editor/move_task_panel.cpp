#include "gui/editor/move_task_panel.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>

#include "core/editor/position_editor.h"
#include "core/editor/puzzle_edits.h"
#include "core/editor/task_edits.h"
#include "core/notation/coord.h"
#include "gui/board_painter.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/ui_text_editor.h"

namespace chatur::gui {

namespace {

constexpr int kSearchMs = 5000;
constexpr content::MoveGoal kGoals[] = {content::MoveGoal::None, content::MoveGoal::Mate,
                                        content::MoveGoal::Promote, content::MoveGoal::WinMaterial};

bool PositionUsable(const content::Puzzle& p) {
    return !editor::PositionEditor::FromPosition(p.board.position).Problem();
}

}  // namespace

MoveTaskPanel::MoveTaskPanel(wxWindow* parent, PuzzleEditHost& host)
    : TaskKindPanel(parent, host), m_search(this) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_linesLabel = MakeLabel(this);
    m_lines = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 90)), 0, nullptr,
                            wxLB_SINGLE, wxDefaultValidator, "lines");
    sizer->Add(m_linesLabel, 0, wxBOTTOM, FromDIP(2));
    sizer->Add(m_lines, 0, wxEXPAND);
    auto* lineButtons = new wxBoxSizer(wxHORIZONTAL);
    m_record = MakeButton(this, "record-line");
    m_deleteLine = MakeButton(this, "delete-line");
    lineButtons->Add(m_record, 0, wxRIGHT, FromDIP(4));
    lineButtons->Add(m_deleteLine, 0);
    sizer->Add(lineButtons, 0, wxTOP, FromDIP(4));
    m_recording = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "recording");
    sizer->Add(m_recording, 0, wxEXPAND | wxTOP, FromDIP(4));
    auto* recButtons = new wxBoxSizer(wxHORIZONTAL);
    m_undoMove = MakeButton(this, "undo-move");
    m_finish = MakeButton(this, "finish-line");
    m_cancel = MakeButton(this, "cancel-line");
    for (wxButton* b : {m_undoMove, m_finish, m_cancel}) recButtons->Add(b, 0, wxRIGHT, FromDIP(4));
    sizer->Add(recButtons, 0, wxTOP, FromDIP(4));
    auto* goalRow = new wxFlexGridSizer(2, FromDIP(4), FromDIP(6));
    m_goalLabel = MakeLabel(this);
    m_goal = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                          wxDefaultValidator, "goal");
    m_goalMovesLabel = MakeLabel(this);
    m_goalMoves = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                 wxSP_ARROW_KEYS, editor::kMinGoalMoves, editor::kMaxGoalMoves, 1,
                                 "goal-moves");
    m_gainLabel = MakeLabel(this);
    m_gain = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                            wxSP_ARROW_KEYS, 1, 40, 1, "material-gain");
    goalRow->Add(m_goalLabel, 0, wxALIGN_CENTER_VERTICAL);
    goalRow->Add(m_goal, 0, wxEXPAND);
    goalRow->Add(m_goalMovesLabel, 0, wxALIGN_CENTER_VERTICAL);
    goalRow->Add(m_goalMoves, 0);
    goalRow->Add(m_gainLabel, 0, wxALIGN_CENTER_VERTICAL);
    goalRow->Add(m_gain, 0);
    sizer->Add(goalRow, 0, wxTOP, FromDIP(10));
    auto* findRow = new wxBoxSizer(wxHORIZONTAL);
    m_find = MakeButton(this, "find-solutions");
    m_addFound = MakeButton(this, "add-found-lines");
    findRow->Add(m_find, 0, wxRIGHT, FromDIP(4));
    findRow->Add(m_addFound, 0);
    sizer->Add(findRow, 0, wxTOP, FromDIP(6));
    m_foundText = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "found-lines");
    sizer->Add(m_foundText, 0, wxEXPAND | wxTOP, FromDIP(4));
    SetSizer(sizer);

    m_record->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { StartRecording(); });
    m_deleteLine->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_lines->GetSelection() != wxNOT_FOUND) DeleteLine(size_t(m_lines->GetSelection()));
    });
    m_lines->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        m_host.ShowBoard();
        m_deleteLine->Enable(m_lines->GetSelection() != wxNOT_FOUND && !IsRecording());
    });
    m_undoMove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { UndoRecordedMove(); });
    m_finish->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (!FinishRecording()) {
            m_recording->SetLabel(
                _("A line ends with a move of the side to solve: play one "
                  "more move, or take the last one back."));
            Layout();
        }
    });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { CancelRecording(); });
    m_goal->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_goal->GetSelection();
        if (!m_filling && i >= 0) SetGoal(kGoals[i], m_goalMoves->GetValue());
    });
    m_goalMoves->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        const int i = m_goal->GetSelection();
        if (!m_filling && i > 0) SetGoal(kGoals[i], m_goalMoves->GetValue());
    });
    m_gain->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        if (!m_filling) SetMaterialGain(m_gain->GetValue());
    });
    m_find->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { FindSolutions(); });
    m_addFound->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { AddFoundLines(); });
}

MoveTaskPanel::~MoveTaskPanel() = default;  // m_search stops a search and waits for it

void MoveTaskPanel::Relabel() {
    m_linesLabel->SetLabel(_("Accepted lines (each an alternative):"));
    m_record->SetLabel(_("&Record line"));
    m_record->SetToolTip(_("Play the solution on the board, the replies too"));
    m_deleteLine->SetLabel(_("&Delete line"));
    m_undoMove->SetLabel(_("&Undo move"));
    m_finish->SetLabel(_("F&inish line"));
    m_cancel->SetLabel(_("Cancel"));
    m_goalLabel->SetLabel(_("Goal:"));
    m_goal->Clear();
    for (content::MoveGoal g : kGoals) m_goal->Append(MoveGoalLabel(g));
    m_goalMovesLabel->SetLabel(_("Within moves:"));
    m_gainLabel->SetLabel(_("Least gain (points):"));
    m_find->SetLabel(_("Fi&nd solutions"));
    m_find->SetToolTip(_("Let the engine look for moves that reach the goal"));
    m_addFound->SetLabel(_("&Add the lines found"));
}

void MoveTaskPanel::Reset() {
    m_recorder.reset();
    m_found.clear();
    m_search.Cancel();  // a search still running reports to nobody
}

// --- Recording ---

void MoveTaskPanel::StartRecording() {
    const content::Puzzle* p = m_host.Current();
    if (!p || !p->task.As<content::MoveTask>() || !PositionUsable(*p) || IsRecording()) return;
    m_host.StartBoardPick(BoardPick::None);
    m_recorder = std::make_unique<editor::LineRecorder>(p->board.position, m_host.Profile());
    m_recordFen = p->board.fen;
    m_host.ShowState();
}

bool MoveTaskPanel::FinishRecording() {
    if (!m_recorder || !m_host.Current()) return false;
    if (m_recorder->Moves().empty() || !m_recorder->EndsWithSolverMove()) return false;
    std::vector<std::string> moves = m_recorder->MoveTexts();
    m_recorder.reset();
    // A line already accepted adds nothing.
    if (!m_host.EditPuzzle("add-line",
                           [&](content::Puzzle& p) { return editor::AddLine(p, moves); })) {
        m_host.ShowState();
        return true;
    }
    m_lines->SetSelection(int(m_lines->GetCount()) - 1);
    m_host.ShowBoard();
    return true;
}

void MoveTaskPanel::CancelRecording() {
    if (!m_recorder) return;
    m_recorder.reset();
    m_host.ShowState();
}

void MoveTaskPanel::PlayRecordedMove(chatur::Move move) {
    if (!m_recorder) return;
    // The board offers only legal moves; one the recorder refused would not be
    // recorded, and the board is shown again either way.
    if (m_recorder->Play(move)) LoadCurrent();
    m_host.ShowBoard();
}

void MoveTaskPanel::UndoRecordedMove() {
    if (!m_recorder) return;
    m_recorder->Undo();
    LoadCurrent();
    m_host.ShowBoard();
}

void MoveTaskPanel::DropStaleRecording() {
    const content::Puzzle* p = m_host.Current();
    if (m_recorder && (!p || p->board.fen != m_recordFen)) m_recorder.reset();
}

// --- Lines and goals ---

void MoveTaskPanel::DeleteLine(size_t index) {
    m_host.EditPuzzle("delete-line",
                      [&](content::Puzzle& p) { return editor::DeleteLine(p, index); });
}

void MoveTaskPanel::SetGoal(content::MoveGoal goal, int moves) {
    m_host.EditPuzzle("set-goal", [&](content::Puzzle& p) {
        if (!editor::SetGoal(p, goal, moves)) return false;
        m_found.clear();  // lines found for another goal
        return true;
    });
}

void MoveTaskPanel::SetMaterialGain(int points) {
    m_host.EditPuzzle("set-material-gain", [&](content::Puzzle& p) {
        if (!editor::SetMaterialGain(p, points)) return false;
        m_found.clear();
        return true;
    });
}

void MoveTaskPanel::FindSolutions() {
    const content::Puzzle* p = m_host.Current();
    const auto* task = p ? p->task.As<content::MoveTask>() : nullptr;
    if (!task || task->goal == content::MoveGoal::None || m_search.Running() || !PositionUsable(*p))
        return;
    m_found.clear();
    // The worker owns copies of everything it reads.
    m_search.Start(
        [pos = p->board.position, profile = m_host.Profile(),
         t = *task](const BackgroundJob::Context& job) {
            return editor::FindGoalLines(pos, profile, t, kSearchMs, job.stop);
        },
        [this](std::vector<editor::GoalLine> lines) { OnSolutionsFound(std::move(lines)); });
    LoadCurrent();
}

void MoveTaskPanel::OnSolutionsFound(std::vector<editor::GoalLine> lines) {
    m_found = std::move(lines);
    LoadCurrent();
}

void MoveTaskPanel::AddFoundLines() {
    const content::Puzzle* p = m_host.Current();
    if (!p || !p->task.As<content::MoveTask>()) return;
    std::vector<std::vector<std::string>> lines;
    for (const editor::GoalLine& g : m_found) lines.push_back(g.moves);
    m_found.clear();
    if (!m_host.EditPuzzle("add-found-lines",
                           [&](content::Puzzle& q) { return editor::AddLines(q, lines); }))
        LoadCurrent();
}

// --- Showing ---

void MoveTaskPanel::LoadCurrent() {
    if (const content::Puzzle* p = m_host.Current()) Load(*p);
}

void MoveTaskPanel::Load(const content::Puzzle& puzzle) {
    m_filling = true;
    const auto* task = puzzle.task.As<content::MoveTask>();
    const bool recording = IsRecording();
    const bool usable = PositionUsable(puzzle);
    wxArrayString items;
    if (task)
        for (const content::SolutionLine& l : task->lines) items.Add(SolutionLineText(l.moves));
    if (m_lines->GetStrings() != items) {
        const int selection = m_lines->GetSelection();
        m_lines->Set(items);
        if (selection != wxNOT_FOUND && selection < int(items.size()))
            m_lines->SetSelection(selection);
    }
    m_lines->Enable(!recording);
    m_record->Enable(task && !recording && usable);
    m_deleteLine->Enable(!recording && m_lines->GetSelection() != wxNOT_FOUND);
    m_undoMove->Show(recording);
    m_finish->Show(recording);
    m_cancel->Show(recording);
    m_undoMove->Enable(recording && !m_recorder->Moves().empty());
    m_finish->Enable(recording && m_recorder->EndsWithSolverMove());
    m_recording->Show(recording);
    if (recording) {
        const auto moves = m_recorder->MoveTexts();
        m_recording->SetLabel(moves.empty()
                                  ? _("Recording: play the first move on the board.")
                                  : wxString::Format(_("Recording: %s"), SolutionLineText(moves)));
    }
    const content::MoveGoal goal = task ? task->goal : content::MoveGoal::None;
    m_goal->SetSelection(int(goal));
    m_goal->Enable(task && !recording);
    m_goalMoves->SetValue(task && task->goalMoves > 0 ? task->goalMoves : 1);
    m_goalMoves->Enable(goal != content::MoveGoal::None && !recording);
    m_gain->SetValue(task ? task->materialGain : 1);
    m_gainLabel->Show(goal == content::MoveGoal::WinMaterial);
    m_gain->Show(goal == content::MoveGoal::WinMaterial);
    m_find->Enable(goal != content::MoveGoal::None && !recording && usable && !m_search.Running());
    size_t fresh = 0;
    if (task)
        for (const editor::GoalLine& g : m_found)
            if (!editor::HasLine(*task, g.moves)) ++fresh;
    wxString found;
    if (m_search.Running()) {
        found = _("Searching...");
    } else if (!m_found.empty()) {
        found = wxString::Format(wxPLURAL("The engine found %d line:", "The engine found %d lines:",
                                          int(m_found.size())),
                                 int(m_found.size()));
        for (const editor::GoalLine& g : m_found) found += "\n" + SolutionLineText(g.moves);
    }
    m_foundText->SetLabel(found);
    m_addFound->Enable(fresh > 0 && !recording);
    m_filling = false;
    Layout();
}

void MoveTaskPanel::Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const {
    const auto* move = puzzle.task.As<content::MoveTask>();
    if (!move) return;
    const int i = m_lines->GetSelection();
    const size_t line = i == wxNOT_FOUND ? 0 : size_t(i);
    if (line < move->lines.size() && !move->lines[line].moves.empty()) {
        auto parsed = ParseLegalMove(puzzle.board.position, move->lines[line].moves.front());
        if (auto* m = std::get_if<chatur::Move>(&parsed))
            notes.hintArrows.emplace_back(m->From(), m->To());
    }
}

}  // namespace chatur::gui
