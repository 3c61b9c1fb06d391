// The endgame drills window: on the left the classic endings of a game and a
// difficulty; in the centre the board against the tablebase's
// perfect defence, with the count (Makruk) or whose move it is under it; on the
// right the goal, the par, the review of each move, the result with stars and
// "Show the best move". The drill itself is a core DrillSession (the window only
// shows it and forwards the learner's input); its start position is drawn on a
// BackgroundJob (the table may have to be made first): a progress bar shows it,
// the window stays live, and closing it or choosing again cancels the build.
#pragma once

#include <wx/frame.h>
#include <wx/timer.h>

#include <memory>
#include <vector>

#include "core/tablebase/drill_session.h"
#include "gui/background_job.h"
#include "gui/board_painter.h"

class wxButton;
class wxChoice;
class wxGauge;
class wxListBox;
class wxStaticText;

namespace chatur::gui {

class BoardView;
class TextBoardPanel;
class TextPane;

class DrillFrame : public wxFrame {
public:
    // `tables`: the app's tablebase (shared with play and the puzzle pane).
    // `fixedSeeds`: the same start positions every time (screenshots, tests).
    DrillFrame(wxWindow* parent, std::shared_ptr<tablebase::Tablebase> tables,
               const BoardLook& look, VariantId variant, bool fixedSeeds = false);
    ~DrillFrame() override;

    // Selects an ending by id ("makruk-KRvK") and draws a position; false if unknown.
    bool SelectEnding(const std::string& id);
    void SetDifficulty(tablebase::Difficulty difficulty);
    // Draws a new start position of the selected ending (in the background).
    void NewPosition();
    // Restarts the current start position.
    void TryAgain();
    void ShowBestMove();
    void GiveUp();

    // For tests and screenshots.
    bool IsPreparing() const { return m_prepare.Running(); }
    const tablebase::Drill* CurrentDrill() const { return m_session.Current(); }
    const tablebase::DrillSession& Session() const { return m_session; }
    BoardView* Board() const { return m_board; }
    TextPane* Pane() const { return m_pane; }
    wxString StarsLabel() const;
    wxString StatusLine() const;
    // Plays the learner's move as if made on the board (and the defender's reply).
    void PlayLearnerMove(chatur::Move move);
    void PlayBestMove();
    void Relabel();
    // The text board under the board (View > Text board of the main window).
    void ShowTextBoard(bool show);
    TextBoardPanel* TextBoard() const { return m_textBoard; }

private:
    void FillEndings();
    const tablebase::Ending* SelectedEnding() const;
    void OnTableProgress(const tablebase::Material& table, double fraction);
    void SetStatus(const wxString& text);
    void OnPrepared(const tablebase::Ending* ending, const tablebase::StartPick& pick);
    void DefenderReplies();
    void ShowPosition(std::optional<chatur::Move> lastMove);
    void ShowTexts();
    void UpdateStatus();  // the status line under the board: whose move, the count
    void ShowResult();
    void UpdateButtons();

    BoardLook m_look;
    VariantId m_variant;
    bool m_fixedSeeds;
    uint64_t m_seedCounter = 1;

    wxChoice* m_game;
    wxListBox* m_endings;
    wxStaticText* m_difficultyLabel;
    wxChoice* m_difficulty;
    wxButton* m_newPosition;
    BoardView* m_board;
    TextBoardPanel* m_textBoard;
    wxStaticText* m_status;
    wxString m_statusText;  // the status line, unwrapped
    wxGauge* m_gauge;
    TextPane* m_pane;
    wxButton* m_bestMove;
    wxButton* m_tryAgain;
    wxButton* m_giveUp;
    wxButton* m_close;
    wxStaticText* m_stars;

    tablebase::DrillSession m_session;
    BackgroundJob m_prepare;  // draws a start position (may make its table)
    wxTimer m_reply;          // the defender answers once the learner's move has landed
    wxString m_review;        // the last move's review (or why a click was refused)
    wxString m_bestMoveText;  // after "Show the best move"
    // The verdict on each of the learner's moves, listed when the drill is over.
    std::vector<wxString> m_moveVerdicts;
    bool m_reviewGood = true;
};

}  // namespace chatur::gui
