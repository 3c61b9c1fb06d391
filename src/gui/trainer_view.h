// The answer controls of one task, shared by the puzzle trainer and the lesson
// player: Yes/No for `legal`, Check and Clear for `range`, the piece palette for
// `place`, option buttons (or boxes and Check) for `choice`, the count fields
// for `count`, and for every task Hint, Show answer and Retry. A lesson's
// `play-out` step is played on the board like a move task, once its endgame
// tables are ready (made in the background on first need). It forwards what
// the learner does to the TrainerSession and shows the feedback in the text
// pane and on the board; it decides nothing itself. Controls carry names
// ("yes", "check", "option-d1", "count-kind", "hint", ...) so tests find and
// press them like a user.
#pragma once

#include <wx/panel.h>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/trainer/line_replay.h"
#include "core/trainer/trainer_session.h"
#include "gui/background_job.h"
#include "gui/text_pane.h"
#include "gui/trainer_board.h"

class wxBoxSizer;
class wxButton;
class wxCheckBox;
class wxControl;
class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxToggleButton;

namespace chatur::tablebase {
class Tablebase;
}

namespace chatur::gui {

class BoardView;

class TrainerView : public wxPanel {
public:
    TrainerView(wxWindow* parent, BoardView* board, TextPane* pane);

    // The app's tables: once an attempt is over, their verdict on the start
    // position is shown when its table is at hand (none: nothing is shown).
    void SetTablebase(std::shared_ptr<tablebase::Tablebase> tables) {
        m_tables = std::move(tables);
    }
    // Shows a task (nullptr: none); `setup` is the board it is asked on.
    void SetSession(TrainerSession* session, const content::Diagram* setup);
    TrainerSession* Session() const { return m_session; }
    TrainerBoard& Board() { return *m_board; }

    // A click or typed move on the board while this view is active; true when
    // it belonged to the task.
    bool OnBoardResult(const ClickResult& result);
    // Called once per attempt when it ends (solved, or the answer shown).
    void SetFinishedHandler(std::function<void(const TrainerSession&)> handler) {
        m_onFinished = std::move(handler);
    }
    // Called after anything changed (to enable Next in a lesson, say).
    void SetChangedHandler(std::function<void()> handler) { m_onChanged = std::move(handler); }

    // The state of the position on the board for the status line: the session's
    // (with its count) while the board shows its position, else the bare
    // position's (an animated reply, a placed piece, no task).
    PositionState BoardState() const;

    // Words the owner puts in place of the last answer's feedback once the
    // attempt is over (training: what the attempt did to the rating or the
    // streak); a new task or a retry clears them.
    void SetOutcome(const wxString& text, FeedbackKind kind);

    // Labels and texts again in the current UI language.
    void Relabel();
    // The pane's feedback and notes for the current state.
    void UpdateTexts();

    // The buttons' actions (the event handlers call these).
    void TakeHint();
    void RevealAnswer();
    void RetryTask();
    // After Show answer in a move task: one move of the line on or back.
    void ReplayForward();
    void ReplayBack();
    const LineReplay* Replay() const { return m_replay.get(); }
    // The line under the replay buttons ("Move 2 of 3: ..."); tests read it.
    wxString ReplayText() const;

private:
    void Build();
    // A play-out step: its tables loaded (or made) in the background while the
    // pane says so and the board waits; then the board takes moves.
    void PrepareTables();
    void ShowTableProgress(const wxString& progress);
    void BuildCount(wxBoxSizer* sizer);
    void BuildChoice(wxBoxSizer* sizer);
    // Long answers of a choice break into lines as wide as the pane (never cut off).
    void WrapOptionLabels();
    void KeepLabelWrapped(wxControl* control, const wxString& label);
    // Marks a picked option ✓ or ✗ (the mark stays until the task is rebuilt).
    void MarkOption(size_t index, bool right);
    void Apply(const Feedback& feedback, const Position& before);
    void CheckCount();
    void UpdateControls();
    void UpdateReplay();
    void ReportIfFinished();
    wxButton* AddButton(wxWindow* parent, wxSizer* sizer, const wxString& name,
                        std::function<void()> action);

    BoardView* m_boardView;
    TextPane* m_pane;
    std::shared_ptr<tablebase::Tablebase> m_tables;
    std::unique_ptr<TrainerBoard> m_board;
    TrainerSession* m_session = nullptr;
    const content::Diagram* m_setup = nullptr;
    std::optional<Feedback> m_feedback;
    std::optional<AnswerView> m_answer;
    std::unique_ptr<LineReplay> m_replay;  // Show answer's line, stepped through
    wxString m_outcome;
    FeedbackKind m_outcomeKind = FeedbackKind::Neutral;
    size_t m_answerOffset = 0;  // where the answer begins in the pane's notes
    bool m_reported = false;
    std::function<void(const TrainerSession&)> m_onFinished;
    std::function<void()> m_onChanged;

    wxPanel* m_controls = nullptr;  // rebuilt for each task
    std::vector<wxWindow*> m_answerControls;
    wxToggleButton* m_palette = nullptr;
    std::vector<std::pair<std::string, wxCheckBox*>> m_boxes;
    struct OptionLabel {
        wxControl* control;
        wxString text;  // unwrapped
        int padding;    // the control's width beyond its text
    };
    std::vector<OptionLabel> m_optionLabels;
    wxChoice* m_countKind = nullptr;
    wxChoice* m_countSide = nullptr;
    wxSpinCtrl* m_countStart = nullptr;
    wxChoice* m_countLimit = nullptr;
    std::vector<wxStaticText*> m_countMarks;  // kind, side, start, limit
    wxButton* m_hint;
    wxButton* m_showAnswer;
    wxButton* m_retry;
    wxPanel* m_replayRow;
    wxButton* m_replayBack;
    wxButton* m_replayNext;
    wxStaticText* m_replayText;
    wxString m_replayLine;  // its text, unwrapped
    BackgroundJob m_tableJob{this};
    wxString m_tableStatus;  // what a play-out step says while its tables are made
};

}  // namespace chatur::gui
