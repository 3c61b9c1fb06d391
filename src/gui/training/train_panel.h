// Rated training in the text pane, per game: the next puzzle near the learner's
// rating (a difficulty setting and an optional theme move the target), played
// in the trainer view; every finished attempt goes into the training database
// with its hints, the shown answer and the time taken, and moves the ratings.
// The same panel runs the review session (missed puzzles that are due), streak
// mode (rising difficulty until the first miss) and the daily puzzle.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/progress/progress_store.h"
#include "core/rules/variant.h"
#include "core/trainer/trainer_session.h"
#include "core/training/training_context.h"
#include "core/training/training_modes.h"
#include "gui/text_pane.h"

class wxButton;
class wxChoice;
class wxStaticText;

namespace chatur::gui {

class BoardView;
class TrainerView;

enum class TrainMode { Rated, Review, Streak, Daily };

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
    // Shows why a session cannot start (e.g. review is off), with no puzzle.
    void Explain(VariantId variant, TrainMode mode, const wxString& why);
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
    const training::StreakRun& Streak() const { return m_streak; }
    // The line under the controls (the rating, the streak); tests read it.
    wxString StatusLine() const;
    // Settings (the controls call these).
    void SetDifficulty(training::Difficulty difficulty);
    void SetTheme(const std::string& theme);
    const std::string& Theme() const { return m_theme; }

private:
    training::Trainer& CurrentTrainer();
    const training::TrainingSet& CurrentSet();
    bool Pose(const training::TrainingPuzzle& puzzle);
    bool NothingToPose(const wxString& why);
    void Record(const TrainerSession& session);
    void FillChoices();
    void ShowTexts();
    void UpdateStatus();
    void UpdateBookmarkButton();

    BoardView* m_boardView;
    training::TrainingContext* m_context;
    bool m_loading = false;
    VariantId m_variant = VariantId::Makruk;
    TrainMode m_mode = TrainMode::Rated;
    training::Difficulty m_difficulty = training::Difficulty::Normal;
    std::string m_theme;
    std::vector<std::string> m_themeIds;  // the theme choice's entries after "any"
    training::TrainingPuzzle m_current;
    std::unique_ptr<TrainerSession> m_session;
    std::chrono::steady_clock::time_point m_started;
    training::StreakRun m_streak;
    bool m_dailyDone = false;  // today's puzzle had an attempt before this one
    bool m_showRating = true;
    wxString m_lastResult;  // "+12" after a rated attempt
    std::mt19937 m_random;
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
};

}  // namespace chatur::gui
