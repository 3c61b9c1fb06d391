// The `move` task's page. The author never types a move: accepted lines are
// recorded by playing them on the board (both sides, LineRecorder), or a goal
// (mate / promote / win material within N moves) is set and the engine looks
// for the lines that reach it on a BackgroundJob (its own copies; the result
// comes back through the event loop; a new puzzle or closing the editor stops it).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/editor/task_builder.h"
#include "gui/background_job.h"
#include "gui/editor/task_kind_panel.h"

class wxButton;
class wxChoice;
class wxListBox;
class wxSpinCtrl;
class wxStaticText;

namespace chatur::gui {

class MoveTaskPanel : public TaskKindPanel {
public:
    MoveTaskPanel(wxWindow* parent, PuzzleEditHost& host);
    ~MoveTaskPanel() override;

    content::TaskKind Kind() const override { return content::TaskKind::Move; }
    void Relabel() override;
    void Load(const content::Puzzle& puzzle) override;
    void Reset() override;
    void Annotate(const content::Puzzle& puzzle, BoardAnnotations& notes) const override;

    // Recording: start records a new accepted line from the puzzle's position;
    // board clicks then play moves for both sides (PlayRecordedMove); finish
    // stores it (false when it does not end with the solver's move).
    void StartRecording();
    bool FinishRecording();
    void CancelRecording();
    bool IsRecording() const { return m_recorder != nullptr; }
    const editor::LineRecorder* Recorder() const { return m_recorder.get(); }
    void PlayRecordedMove(chatur::Move move);
    void UndoRecordedMove();
    // After undo or a reload: a line being recorded belongs to the position it
    // started from, and goes when that position is no longer the puzzle's.
    void DropStaleRecording();

    void DeleteLine(size_t index);
    void SetGoal(content::MoveGoal goal, int moves);
    void SetMaterialGain(int points);
    // Runs FindGoalLines in the background; the lines found are offered with
    // AddFoundLines (only lines not accepted yet are added).
    void FindSolutions();
    bool SearchRunning() const { return m_search.Running(); }
    const std::vector<editor::GoalLine>& FoundLines() const { return m_found; }
    void AddFoundLines();

private:
    void OnSolutionsFound(std::vector<editor::GoalLine> lines);
    // Refills this page only (recording and searching change nothing else).
    void LoadCurrent();

    std::unique_ptr<editor::LineRecorder> m_recorder;
    std::string m_recordFen;  // the position the line being recorded starts from
    std::vector<editor::GoalLine> m_found;
    BackgroundJob m_search;  // FindSolutions' worker

    wxStaticText* m_linesLabel = nullptr;
    wxListBox* m_lines = nullptr;
    wxButton* m_record = nullptr;
    wxButton* m_deleteLine = nullptr;
    wxStaticText* m_recording = nullptr;
    wxButton* m_undoMove = nullptr;
    wxButton* m_finish = nullptr;
    wxButton* m_cancel = nullptr;
    wxStaticText* m_goalLabel = nullptr;
    wxChoice* m_goal = nullptr;
    wxStaticText* m_goalMovesLabel = nullptr;
    wxSpinCtrl* m_goalMoves = nullptr;
    wxStaticText* m_gainLabel = nullptr;
    wxSpinCtrl* m_gain = nullptr;
    wxButton* m_find = nullptr;
    wxButton* m_addFound = nullptr;
    wxStaticText* m_foundText = nullptr;
};

}  // namespace chatur::gui
