// Play mode in the text pane: a game against the computer or a friend on this
// device (a PlaySession), its clocks, the move list, and the game's actions --
// resign, offer and accept a draw, claim a draw, copy the FEN, export PGN. The
// status line under the board (whose move, the running count, "Thinking...", the
// outcome) and the Start/Stop count buttons belong to the frame; it asks this
// panel what to show (StatusLine, CanStartCount, ...) whenever the changed
// handler fires.
//
// The computer thinks on a BackgroundJob (background_job.h) with its own copy of
// the Game; its move comes back on the GUI thread and is dropped when the game
// has changed since (the job's generation). Take-back, a new game, leaving play
// mode and closing the window stop and join the search, which ends within
// milliseconds.
// Against an external UCI engine (Preferences) the worker drives a UciClient the
// same way (the engine process is started on its first turn, its time per move is
// the preferences'); if the engine fails (missing, not UCI, no such variant, crash,
// time-out, illegal move) the problem is shown in the pane and the built-in
// computer at the game's level takes over, so the game goes on.
// Analyse: a toggle that runs the external engine (when one is set; else, or if it
// fails, Chatur's own engine) on the position shown, in a second worker, and shows
// the score and best line as they come; it is stopped whenever the position
// changes and restarted on the new one, and pauses while the opponent thinks.
// Draw offers: the computer accepts when its last search scored the position at or
// below 0 for itself (it does not think it is ahead); a friend answers with the
// Accept/Decline buttons that appear in the pane. After every action the game is
// saved (SavedGame, atomically) so that it can be resumed after a restart.
#pragma once

#include <wx/timer.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/play/game_clock.h"
#include "core/play/play_session.h"
#include "core/play/saved_game.h"
#include "core/search/computer_player.h"
#include "core/search/engine.h"
#include "core/search/uci_client.h"
#include "core/tablebase/tablebase.h"
#include "core/trainer/board_interaction.h"
#include "gui/background_job.h"
#include "gui/text_pane.h"

class wxActivityIndicator;
class wxButton;
class wxStaticText;
class wxToggleButton;

namespace chatur::gui {

class BoardView;

class PlayPanel : public TextPane {
public:
    // `tables`: the app's tablebase, for the computer and the Analyse line.
    PlayPanel(wxWindow* parent, BoardView* board, std::shared_ptr<tablebase::Tablebase> tables);
    ~PlayPanel() override;

    // The external engine of the preferences (empty path: none) and its time per move.
    void SetExternalEngine(const UciCommand& command, int moveTimeMs);
    // The engine's `id name` once it has played; its failure, if it failed.
    const std::string& EngineName() const { return m_engineName; }
    const std::optional<UciError>& EngineError() const { return m_engineError; }
    // The Analyse toggle; AnalysisLine() is what it shows (before the line is wrapped).
    void SetAnalysing(bool on);
    bool Analysing() const { return m_analysisOn; }
    bool AnalysisRunning() const { return m_analysisJob.Running(); }
    wxString AnalysisLine() const;

    // Where the game is saved after every action; empty: nowhere.
    void SetSavePath(const std::string& path) { m_savePath = path; }
    const std::string& SavePath() const { return m_savePath; }
    // A new game (a seed of 0 is replaced by a random one); false with the reason.
    bool Start(const GameSetup& setup, wxString* error = nullptr);
    // Continues a saved game; false with the reason when its log does not replay.
    bool Resume(const SavedGame& saved, wxString* error = nullptr);
    // Play mode shown (the game on the board, the computer and the clock run) or
    // left for another mode (the search stops, the clock pauses).
    void SetActive(bool active);
    bool IsActive() const { return m_active; }

    // A move on the board (MoveRequested); true when the panel took it.
    bool OnBoardResult(const ClickResult& result);
    // The game's actions, for the user whose turn it is (see the Can... checks).
    void TakeBack();
    void StartCount();
    void StopCount();
    void Resign();
    void OfferDraw();
    void AnswerDraw(bool accept);
    void ClaimDraw();
    // Copies the FEN of the current position to the clipboard.
    void CopyFen();
    // Asks for a file and writes the game as PGN there.
    void ExportPgnWithDialog();
    bool ExportPgn(const wxString& path, wxString* error = nullptr) const;
    std::string Pgn() const;

    bool HasGame() const { return m_session.has_value(); }
    const PlaySession& Session() const { return *m_session; }
    bool Thinking() const { return m_opponentJob.Running(); }
    // The game goes on and the side to move is a person.
    bool UsersTurn() const;
    bool CanTakeBack() const;
    bool CanStartCount() const;
    bool CanStopCount() const;
    bool CanResign() const { return UsersTurn() && !m_drawOffered; }
    bool CanOfferDraw() const { return UsersTurn() && !m_drawOffered; }
    bool CanClaimDraw() const;
    bool DrawOffered() const { return m_drawOffered; }
    // The computer's last score for itself (centipawns), if it has searched.
    std::optional<int> ComputerScore() const { return m_lastScore; }
    // "White to move — Pieces' honour count — ...", or the outcome.
    wxString StatusLine() const;
    wxString ClockLine(Color side) const;
    void Relabel();

    // The state changed (refresh the status line, buttons and menus).
    void SetChangedHandler(std::function<void()> handler) { m_onChanged = std::move(handler); }
    // A sentence for the note under the board; `problem` colours it.
    void SetNoteHandler(std::function<void(const wxString&, bool)> handler) {
        m_onNote = std::move(handler);
    }
    // "Review this game", offered where the outcome is shown once the game is over.
    void SetReviewHandler(std::function<void()> handler) { m_onReview = std::move(handler); }
    wxButton* ReviewGameButton() const { return m_reviewGame; }

private:
    void Install(PlaySession session, std::optional<GameClock> clock);
    bool Do(GameAction action);
    void AfterAction(bool animate);
    void ShowOnBoard(bool animate);
    void ShowTexts();
    void UpdateControls();
    void UpdateClocks();
    void StartThinkingIfDue();
    void StopThinking();
    // The opponent's reply from its worker: a move (the computer may declare the
    // count first) or the external engine's error.
    struct OpponentReply {
        std::optional<UciError> error;
        bool declareCount = false;
        chatur::Move move;
        int score = 0;
        std::string engineName;
    };
    void OnOpponentReply(const OpponentReply& reply);
    void OnComputerMove(bool declareCount, chatur::Move move, int score);
    void OnEngineError(const UciError& error);
    void RestartAnalysis();
    void StopAnalysis();
    void OnAnalysisInfo(const SearchInfo& info, const std::string& source);
    void OnTablebaseInfo(const tablebase::TablebaseAnswer& answer);
    void SetAnalysisLine(const wxString& line);
    void OnAnalysisError(const UciError& error);
    void ShowEngineProblem(const wxString& text);
    void OnTick();
    void Save();
    void Note(const wxString& text, bool problem = false);
    void Changed();
    static int64_t Now();

    BoardView* m_board;
    std::optional<PlaySession> m_session;
    std::shared_ptr<tablebase::Tablebase> m_tables;
    std::unique_ptr<ComputerPlayer> m_computer;
    std::unique_ptr<UciClient> m_uci;  // the external engine as the opponent
    UciCommand m_engineCommand;
    int m_engineMoveTimeMs = 2000;
    std::string m_engineName;
    std::optional<UciError> m_engineError;
    bool m_analysisOn = false;
    std::unique_ptr<Engine> m_analysisEngine;
    std::unique_ptr<UciClient> m_analysisUci;
    bool m_analysisUciFailed = false;
    std::optional<GameClock> m_clock;
    std::optional<int> m_lastScore;
    bool m_drawOffered = false;
    bool m_active = false;
    std::string m_savePath;
    wxTimer m_tick;

    wxStaticText* m_clockLabels[2];
    wxActivityIndicator* m_spinner;
    wxStaticText* m_thinking;
    wxStaticText* m_offerText;
    wxButton* m_accept;
    wxButton* m_decline;
    wxButton* m_resign;
    wxButton* m_offerDraw;
    wxButton* m_claimDraw;
    wxButton* m_copyFen;
    wxButton* m_exportPgn;
    wxButton* m_reviewGame;
    wxToggleButton* m_analyse;
    wxStaticText* m_analysisText;
    wxString m_analysisLine;  // m_analysisText's line before it is wrapped
    wxStaticText* m_engineProblem;
    std::function<void()> m_onChanged;
    std::function<void(const wxString&, bool)> m_onNote;
    std::function<void()> m_onReview;
    // Last, so that they are stopped and joined before anything they use goes.
    BackgroundJob m_opponentJob;  // the computer's or the engine's move
    BackgroundJob m_analysisJob;  // the Analyse line
};

}  // namespace chatur::gui
