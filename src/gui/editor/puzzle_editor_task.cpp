// PuzzleEditor: the task. The author never types an answer: lines are played
// on the board (LineRecorder), and the verdict, squares and counts come from the
// engine (task_builder.h). A goal search runs on a worker thread with its own
// copies and reports back through the event loop.
#include <wx/app.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/simplebook.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <thread>

#include "core/editor/puzzle_edits.h"
#include "core/editor/setup_board.h"
#include "core/rules/counting.h"
#include "gui/board_view.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/setup_palette.h"
#include "gui/ui_text.h"
#include "gui/ui_text_editor.h"

namespace chatur::gui {

namespace {

constexpr int kSearchMs = 5000;

bool PositionUsable(const content::Puzzle& p) {
    return !editor::SetupBoard::FromPosition(p.board.position).Problem();
}

bool HasLine(const content::MoveTask& task, const std::vector<std::string>& moves) {
    return std::any_of(task.lines.begin(), task.lines.end(),
                       [&](const content::SolutionLine& l) { return l.moves == moves; });
}

std::string FreeOptionId(const content::ChoiceTask& task) {
    for (char c = 'a'; c <= 'z'; ++c) {
        const std::string id(1, c);
        if (std::none_of(task.options.begin(), task.options.end(),
                         [&](const content::ChoiceOption& o) { return o.id == id; }))
            return id;
    }
    return "o" + std::to_string(task.options.size() + 1);
}

}  // namespace

void PuzzleEditor::SetTaskKind(content::TaskKind kind) {
    const content::Puzzle* p = Current();
    if (!p || p->task.Kind() == kind) return;
    m_recorder.reset();
    m_pick = BoardPick::None;
    m_pickFrom = kNoSquare;
    m_found.clear();
    content::Puzzle& q = Change();
    const int line = q.task.line;
    q.task = editor::MakeTask(kind, q.board.position);
    q.task.line = line;
    Changed();
}

// --- move ---

void PuzzleEditor::StartRecording() {
    const content::Puzzle* p = Current();
    if (!p || !p->task.As<content::MoveTask>() || !PositionUsable(*p)) return;
    CommitPendingText();
    m_pick = BoardPick::None;
    m_pickFrom = kNoSquare;
    m_recorder = std::make_unique<editor::LineRecorder>(p->board.position, Profile());
    m_recordFen = p->board.fen;
    Fill();
}

bool PuzzleEditor::FinishRecording() {
    if (!m_recorder || !Current()) return false;
    if (m_recorder->Moves().empty() || !m_recorder->EndsWithSolverMove()) return false;
    std::vector<std::string> moves = m_recorder->MoveTexts();
    m_recorder.reset();
    const auto* task = Current()->task.As<content::MoveTask>();
    if (!task || HasLine(*task, moves)) {  // already accepted: nothing to add
        Fill();
        return true;
    }
    content::Puzzle& q = Change();
    auto& lines = std::get<content::MoveTask>(q.task.data).lines;
    lines.push_back({std::move(moves), 0});
    Changed();
    m_lines->SetSelection(int(lines.size()) - 1);
    ShowBoard();
    return true;
}

void PuzzleEditor::CancelRecording() {
    if (!m_recorder) return;
    m_recorder.reset();
    Fill();
}

void PuzzleEditor::UndoRecordedMove() {
    if (!m_recorder) return;
    m_recorder->Undo();
    FillMovePage();
    ShowBoard();
}

void PuzzleEditor::DeleteLine(size_t index) {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::MoveTask>() : nullptr;
    if (!task || index >= task->lines.size()) return;
    auto& lines = std::get<content::MoveTask>(Change().task.data).lines;
    lines.erase(lines.begin() + std::ptrdiff_t(index));
    Changed();
}

void PuzzleEditor::SetGoal(content::MoveGoal goal, int moves) {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::MoveTask>() : nullptr;
    if (!task) return;
    if (task->goal == goal && task->goalMoves == editor::GoalMoves(goal, moves)) return;
    editor::SetGoal(Change("set-goal"), goal, moves);
    m_found.clear();
    Changed();
}

void PuzzleEditor::SetMaterialGain(int points) {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::MoveTask>() : nullptr;
    if (!task || task->materialGain == editor::MaterialGain(points)) return;
    editor::SetMaterialGain(Change("set-material-gain"), points);
    m_found.clear();
    Changed();
}

void PuzzleEditor::FindSolutions() {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::MoveTask>() : nullptr;
    if (!task || task->goal == content::MoveGoal::None || m_searching || !PositionUsable(*p))
        return;
    m_searching = true;
    m_found.clear();
    const unsigned generation = ++m_searchGeneration;
    // The worker owns copies of everything it reads; the panel may be gone (the
    // alive flag) or showing another puzzle (the generation) when it finishes.
    std::thread([this, alive = m_alive, generation, pos = p->board.position, profile = Profile(),
                 t = *task] {
        std::vector<editor::GoalLine> lines = editor::FindGoalLines(pos, profile, t, kSearchMs);
        if (wxTheApp)
            wxTheApp->CallAfter([this, alive, generation, lines = std::move(lines)]() mutable {
                if (*alive) OnSolutionsFound(generation, std::move(lines));
            });
    }).detach();
    FillMovePage();
}

void PuzzleEditor::OnSolutionsFound(unsigned generation, std::vector<editor::GoalLine> lines) {
    if (generation != m_searchGeneration) return;
    m_searching = false;
    m_found = std::move(lines);
    if (Current()) FillMovePage();
}

void PuzzleEditor::AddFoundLines() {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::MoveTask>() : nullptr;
    if (!task) return;
    std::vector<std::vector<std::string>> fresh;
    for (const editor::GoalLine& g : m_found)
        if (!g.moves.empty() && !HasLine(*task, g.moves) &&
            std::find(fresh.begin(), fresh.end(), g.moves) == fresh.end())
            fresh.push_back(g.moves);
    m_found.clear();
    if (fresh.empty()) {
        FillMovePage();
        return;
    }
    auto& lines = std::get<content::MoveTask>(Change().task.data).lines;
    for (auto& moves : fresh) lines.push_back({std::move(moves), 0});
    Changed();
}

// --- legal, range, place ---

void PuzzleEditor::SetLegalMove(Square from, Square to) {
    const content::Puzzle* p = Current();
    if (!p || from == kNoSquare || to == kNoSquare || from == to) return;
    content::LegalTask task{from, to, editor::LegalVerdict(p->board.position, from, to)};
    const auto* old = p->task.As<content::LegalTask>();
    if (old && old->from == from && old->to == to && old->answer == task.answer) return;
    Change().task.data = task;
    Changed();
}

void PuzzleEditor::SetRangeSquare(Square square) {
    const content::Puzzle* p = Current();
    if (!p || square == kNoSquare) return;
    content::RangeTask task;
    task.square = square;
    editor::FillRange(p->board.position, task);
    const auto* old = p->task.As<content::RangeTask>();
    if (old && old->square == square && old->squares == task.squares) return;
    Change().task.data = task;
    Changed();
}

void PuzzleEditor::SetPlace(Piece piece, content::PlaceCondition condition, Square target) {
    const content::Puzzle* p = Current();
    if (!p || IsEmpty(piece)) return;
    content::PlaceTask task;
    task.piece = piece;
    task.condition = condition;
    task.target = condition == content::PlaceCondition::ReachesSquare ? target : kNoSquare;
    editor::FillPlace(p->board.position, task);
    const auto* old = p->task.As<content::PlaceTask>();
    if (old && old->piece == piece && old->condition == condition && old->target == task.target &&
        old->squares == task.squares)
        return;
    Change().task.data = task;
    Changed();
}

// --- choice ---

void PuzzleEditor::AddChoiceOption(const std::string& label, bool correct,
                                   const std::string& feedback) {
    const content::Puzzle* p = Current();
    if (!p) return;
    content::Puzzle& q = Change();
    if (!q.task.As<content::ChoiceTask>()) q.task.data = content::ChoiceTask();
    auto& task = std::get<content::ChoiceTask>(q.task.data);
    content::ChoiceOption option;
    option.id = FreeOptionId(task);
    option.correct = correct;
    if (!label.empty()) option.label.Set(m_lang, label);
    if (!feedback.empty()) option.feedback.Set(m_lang, feedback);
    task.options.push_back(std::move(option));
    m_optionShown = -1;
    Changed();
}

void PuzzleEditor::SetChoiceOption(size_t index, const std::string& label, bool correct,
                                   const std::string& feedback) {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::ChoiceTask>() : nullptr;
    if (!task || index >= task->options.size()) return;
    content::ChoiceOption option = task->options[index];
    option.correct = correct;
    // Empty fields drop this language's text, as the other text fields do.
    auto store = [&](content::LocalizedText& text, const std::string& value) {
        content::LocalizedText rebuilt;
        rebuilt.line = text.line;
        for (const std::string& l : text.Languages())
            if (l != m_lang) rebuilt.Set(l, *text.Find(l));
        if (!value.empty()) rebuilt.Set(m_lang, value);
        text = std::move(rebuilt);
    };
    store(option.label, label);
    store(option.feedback, feedback);
    const content::ChoiceOption& old = task->options[index];
    if (old.correct == option.correct && old.label.Languages() == option.label.Languages() &&
        old.label.Get(m_lang) == option.label.Get(m_lang) &&
        old.feedback.Languages() == option.feedback.Languages() &&
        old.feedback.Get(m_lang) == option.feedback.Get(m_lang))
        return;
    std::get<content::ChoiceTask>(Change().task.data).options[index] = std::move(option);
    Changed();
}

void PuzzleEditor::RemoveChoiceOption(size_t index) {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::ChoiceTask>() : nullptr;
    if (!task || index >= task->options.size()) return;
    auto& options = std::get<content::ChoiceTask>(Change().task.data).options;
    options.erase(options.begin() + std::ptrdiff_t(index));
    m_optionShown = -1;
    Changed();
}

// --- count ---

void PuzzleEditor::SetCountQuestions(bool kind, bool side, bool start, bool limit) {
    const content::Puzzle* p = Current();
    if (!p) return;
    content::CountTask full;
    if (!editor::FillCount(p->board.position, full)) {
        FillCountPage();  // no count here: nothing can be asked
        return;
    }
    content::CountTask task;
    if (kind) task.kind = full.kind;
    if (side) task.side = full.side;
    if (start) task.start = full.start;
    if (limit) task.limit = full.limit;
    const auto* old = p->task.As<content::CountTask>();
    if (old && old->kind == task.kind && old->side == task.side && old->start == task.start &&
        old->limit == task.limit)
        return;
    Change().task.data = task;
    Changed();
}

// --- showing ---

wxString PuzzleEditor::TaskProblemText() const {
    const content::Puzzle* p = Current();
    if (!p) return wxString();
    if (!PositionUsable(*p)) return _("The task is checked once the position is legal.");
    const Position& pos = p->board.position;
    switch (p->task.Kind()) {
        case content::TaskKind::Move: {
            const auto& task = *p->task.As<content::MoveTask>();
            if (task.lines.empty() && task.goal == content::MoveGoal::None)
                return _("Record at least one accepted line, or set a goal.");
            for (size_t i = 0; i < task.lines.size(); ++i) {
                editor::LineRecorder check(pos, Profile());
                if (!check.Load(task.lines[i].moves))
                    return wxString::Format(
                        _("Line %d is not legal in this position: record it again or delete "
                          "it."),
                        int(i + 1));
            }
            break;
        }
        case content::TaskKind::Legal: {
            const auto& task = *p->task.As<content::LegalTask>();
            if (task.from == kNoSquare || task.to == kNoSquare)
                return _("Pick the move on the board.");
            if (IsEmpty(pos.PieceAt(task.from))) return _("No piece stands where the move starts.");
            break;
        }
        case content::TaskKind::Range: {
            const auto& task = *p->task.As<content::RangeTask>();
            if (task.square == kNoSquare || IsEmpty(pos.PieceAt(task.square)))
                return _("Pick a piece on the board.");
            break;
        }
        case content::TaskKind::Place: {
            const auto& task = *p->task.As<content::PlaceTask>();
            if (task.condition == content::PlaceCondition::ReachesSquare &&
                task.target == kNoSquare)
                return _("Pick the target square on the board.");
            if (!task.squares || task.squares->empty())
                return _("No square meets the condition in this position.");
            break;
        }
        case content::TaskKind::Choice: {
            const auto& task = *p->task.As<content::ChoiceTask>();
            if (task.options.size() < 2) return _("Add at least two answers.");
            if (std::none_of(task.options.begin(), task.options.end(),
                             [](const auto& o) { return o.correct; }))
                return _("Mark at least one answer correct.");
            break;
        }
        case content::TaskKind::Count: {
            const auto& task = *p->task.As<content::CountTask>();
            if (AnalyzeCount(pos).kind == CountKind::None)
                return _("No count can start in this position.");
            if (!task.kind && !task.side && !task.start && !task.limit)
                return _("Choose at least one question.");
            break;
        }
    }
    return wxString();
}

void PuzzleEditor::FillTask() {
    const content::Puzzle& p = *Current();
    const Variant& v = p.board.position.GetVariant();
    const bool recording = IsRecording();
    m_kind->SetSelection(int(p.task.Kind()));
    m_kind->Enable(!recording);
    m_taskBook->ChangeSelection(size_t(p.task.Kind()));

    FillMovePage();

    if (const auto* legal = p.task.As<content::LegalTask>())
        m_legalText->SetLabel(legal->from == kNoSquare || legal->to == kNoSquare
                                  ? wxString()
                                  : LegalVerdictText(v, p.board.position.PieceAt(legal->from),
                                                     legal->from, legal->to, legal->answer));

    if (const auto* range = p.task.As<content::RangeTask>()) {
        wxString text;
        if (range->square != kNoSquare && !IsEmpty(p.board.position.PieceAt(range->square)))
            text = wxString::Format(_("%s on %s"),
                                    PieceLabel(v.id, p.board.position.PieceAt(range->square)),
                                    SquareLabel(v, range->square)) +
                   "\n" + SquareListText(v, range->squares.value_or(std::vector<Square>()));
        m_rangeText->SetLabel(text);
    }

    std::vector<Piece> pieces;
    wxArrayString names;
    for (Color c : {Color::White, Color::Black})
        for (PieceType t : PalettePieceTypes(v.id)) {
            if (t == PieceType::King) continue;  // a king is never placed
            pieces.push_back(MakePiece(c, t));
            names.Add(SideName(v.id, c) + " " + PieceLabel(v.id, MakePiece(c, t)));
        }
    if (pieces != m_placePieces || m_placePiece->GetCount() != names.size()) {
        m_placePiece->Set(names);
        m_placePieces = pieces;
    }
    if (const auto* place = p.task.As<content::PlaceTask>()) {
        auto it = std::find(m_placePieces.begin(), m_placePieces.end(), place->piece);
        m_placePiece->SetSelection(it == m_placePieces.end() ? wxNOT_FOUND
                                                             : int(it - m_placePieces.begin()));
        m_placeCondition->SetSelection(int(place->condition));
        m_pickTarget->Enable(place->condition == content::PlaceCondition::ReachesSquare);
        wxString text = SquareListText(v, place->squares.value_or(std::vector<Square>()));
        if (place->condition == content::PlaceCondition::ReachesSquare &&
            place->target != kNoSquare)
            text = wxString::Format(_("Target: %s"), SquareLabel(v, place->target)) + "\n" + text;
        m_placeText->SetLabel(text);
    }

    FillChoicePage();
    FillCountPage();
    m_taskProblem->SetLabel(TaskProblemText());
    m_taskProblem->Wrap(FromDIP(380));
}

void PuzzleEditor::FillMovePage() {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::MoveTask>() : nullptr;
    const bool recording = IsRecording();
    const bool usable = p && PositionUsable(*p);
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
    m_find->Enable(goal != content::MoveGoal::None && !recording && usable && !m_searching);
    size_t fresh = 0;
    if (task)
        for (const editor::GoalLine& g : m_found)
            if (!HasLine(*task, g.moves)) ++fresh;
    wxString found;
    if (m_searching) {
        found = _("Searching...");
    } else if (!m_found.empty()) {
        found = wxString::Format(wxPLURAL("The engine found %d line:", "The engine found %d lines:",
                                          int(m_found.size())),
                                 int(m_found.size()));
        for (const editor::GoalLine& g : m_found) found += "\n" + SolutionLineText(g.moves);
    }
    m_foundText->SetLabel(found);
    m_addFound->Enable(fresh > 0 && !recording);
    if (m_lines->GetParent()) m_lines->GetParent()->Layout();
}

void PuzzleEditor::FillChoicePage() {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::ChoiceTask>() : nullptr;
    wxArrayString items;
    if (task)
        for (const content::ChoiceOption& o : task->options) {
            const std::string* label = o.label.Find(m_lang);
            wxString text = label ? wxString::FromUTF8(*label)
                                  : "(" + wxString::FromUTF8(o.label.Get(m_lang)) + ")";
            items.Add((o.correct ? wxString(L"\u2713 ") : wxString("   ")) + text);
        }
    int selection = m_options->GetSelection();
    if (m_options->GetStrings() != items) {
        m_options->Set(items);
        if (selection >= int(items.size())) selection = int(items.size()) - 1;
        if (selection == wxNOT_FOUND && !items.empty()) selection = 0;
        if (selection != wxNOT_FOUND) m_options->SetSelection(selection);
    }
    selection = m_options->GetSelection();
    const bool has = task && selection != wxNOT_FOUND && size_t(selection) < task->options.size();
    const bool wasFilling = m_filling;
    m_filling = true;
    if (has) {
        const content::ChoiceOption& o = task->options[size_t(selection)];
        if (m_optionShown != selection) {
            if (m_pending == m_optionLabel || m_pending == m_optionFeedback) m_pending = nullptr;
            m_optionShown = selection;
        }
        const std::string* label = o.label.Find(m_lang);
        const std::string* feedback = o.feedback.Find(m_lang);
        SetValue(m_optionLabel, label ? wxString::FromUTF8(*label) : wxString());
        SetValue(m_optionFeedback, feedback ? wxString::FromUTF8(*feedback) : wxString());
        m_optionCorrect->SetValue(o.correct);
    } else {
        m_optionShown = -1;
        SetValue(m_optionLabel, wxString());
        SetValue(m_optionFeedback, wxString());
        m_optionCorrect->SetValue(false);
    }
    m_filling = wasFilling;
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_optionLabel, m_optionFeedback,
                                                        m_optionCorrect, m_removeOption})
        w->Enable(has);
}

void PuzzleEditor::FillCountPage() {
    const content::Puzzle* p = Current();
    const auto* task = p ? p->task.As<content::CountTask>() : nullptr;
    if (!p) return;
    const CountInfo info = AnalyzeCount(p->board.position);
    m_countText->SetLabel(wxString::Format(_("The engine's answer: %s"),
                                           CountInfoText(p->board.position.GetVariant().id, info)));
    const bool possible = info.kind != CountKind::None;
    const std::pair<wxCheckBox*, bool> boxes[] = {{m_countKind, task && task->kind.has_value()},
                                                  {m_countSide, task && task->side.has_value()},
                                                  {m_countStart, task && task->start.has_value()},
                                                  {m_countLimit, task && task->limit.has_value()}};
    for (auto [box, on] : boxes) {
        box->SetValue(on);
        box->Enable(possible);
    }
}

}  // namespace chatur::gui
