// The Train pane: shows a training session (core/training/training_session.h:
// rated puzzles, review, streak, the daily puzzle) and forwards the learner's
// input to it. The session chooses the puzzles and records the attempts with
// their rules; the pane plays the puzzle in the trainer view, shows the
// session's state in words (the rating, the streak, "done for today") and
// offers the difficulty and theme settings, a bookmark and the dashboard.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/progress/progress_store.h"
#include "core/rules/variant.h"
#include "core/trainer/trainer_session.h"
#include "core/training/training_context.h"
#include "core/training/training_session.h"
#include "gui/text_pane.h"

class wxButton;
class wxChoice;
class wxStaticText;

namespace chatur::gui {

class BoardView;
class TrainerView;

using training::TrainMode;

class TrainPanel : public TextPane {
public:
    TrainPanel(wxWindow* parent, BoardView* board, training::TrainingContext* context);
    ~TrainPanel() override;

    // Starts a session of `mode` in `variant` (Rated: with `theme`, empty for
    // any). False, with the reason in the pane, when there is no puzzle to pose.
    bool Start(VariantId variant, TrainMode mode, const std::string& theme = {});
    // "Loading puzzles..." while the game's pools are read (Start follows).
    void ShowLoading(VariantId variant, TrainMode mode);
    bool Loading() const { return m_loading; }
    // Shows why a session cannot start (e.g. review is off), with no puzzle;
    // with an action, a button that removes the reason (e.g. "Turn on review").
    void Explain(VariantId variant, TrainMode mode, const wxString& why,
                 const wxString& actionLabel = wxString(), std::function<void()> action = {});
    // The next puzzle of the session (a new run after a streak ended).
    void NextPuzzle();
    bool OnBoardResult(const ClickResult& result);
    void Relabel();
    void SetShowRating(bool show);

    void SetRecordedHandler(std::function<void()> handler) { m_onRecorded = std::move(handler); }
    void SetErrorHandler(std::function<void(const wxString&)> handler) {
        m_onError = std::move(handler);
    }
    void SetDashboardHandler(std::function<void(VariantId)> handler) {
        m_onDashboard = std::move(handler);
    }
    // Where the Bookmark button keeps its marks (none: no button).
    void SetBookmarkStore(progress::ProgressStore* store);
    bool IsBookmarked() const;
    void ToggleBookmark();
    void RefreshBookmark() { UpdateBookmarkButton(); }

    TrainMode Mode() const { return m_mode; }
    VariantId Game() const { return m_variant; }
    const content::Puzzle* Current() const { return m_current.puzzle; }
    TrainerView* View() const { return m_view; }
    const training::StreakRun& Streak() const { return m_training.Streak(); }
    // The session's clock (tests set their own).
    void SetClock(training::TrainingSession::Clock clock) { m_clock = std::move(clock); }
    // The line under the controls (the rating, the streak); tests read it.
    wxString StatusLine() const;
    // Settings (the controls call these).
    void SetDifficulty(training::Difficulty difficulty);
    void SetTheme(const std::string& theme);
    const std::string& Theme() const { return m_training.Theme(); }

private:
    training::Trainer& CurrentTrainer();
    const training::TrainingSet& CurrentSet();
    // Shows what the session posed, or why it posed nothing.
    void ShowPosed();
    bool Pose(const training::TrainingPuzzle& puzzle);
    bool NothingToPose(const wxString& why);
    void Record(const TrainerSession& session);
    // Puts what the finished attempt did (the rating, the streak) in place of
    // the last answer's feedback.
    void ShowOutcome();
    void FillChoices();
    void ShowTexts();
    void UpdateStatus();
    void UpdateBookmarkButton();

    BoardView* m_boardView;
    training::TrainingContext* m_context;
    bool m_loading = false;
    VariantId m_variant = VariantId::Makruk;
    // The mode the pane shows: the session's once started in it (while the
    // puzzles load, or when a mode cannot start, there is no session of it).
    TrainMode m_mode = TrainMode::Rated;
    bool m_sessionShown = false;          // m_training runs m_variant's m_mode
    std::vector<std::string> m_themeIds;  // the theme choice's entries after "any"
    training::TrainingPuzzle m_current;
    std::unique_ptr<TrainerSession> m_session;  // the posed puzzle's exercise
    training::TrainingSession::Clock m_clock;
    training::TrainingSession m_training;
    bool m_showRating = true;
    std::function<void()> m_onRecorded;
    std::function<void(const wxString&)> m_onError;
    std::function<void(VariantId)> m_onDashboard;
    progress::ProgressStore* m_bookmarks = nullptr;

    TrainerView* m_view;
    wxStaticText* m_difficultyLabel;
    wxChoice* m_difficultyChoice;
    wxStaticText* m_themeLabel;
    wxChoice* m_themeChoice;
    wxStaticText* m_status;
    wxButton* m_dashboard;
    wxButton* m_next;
    wxButton* m_bookmark;
    wxButton* m_action;  // Explain's action, shown with it
    std::function<void()> m_onAction;
};

}  // namespace chatur::gui
