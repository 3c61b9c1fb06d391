// The puzzle trainer in the text pane: the pack's title, which puzzle of how
// many, the question and the task's instruction, the answer controls
// (TrainerView), a grade filter and Next puzzle. Every finished attempt is
// recorded in the progress store under the puzzle's stable id; the order of
// puzzles, "next unsolved" and the retry queue come from core/progress.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "core/progress/pack_progress.h"
#include "core/trainer/trainer_session.h"
#include "gui/text_pane.h"

class wxButton;
class wxChoice;

namespace chatur::gui {

class BoardView;
class TrainerView;

class PuzzlePanel : public TextPane {
public:
    PuzzlePanel(wxWindow* parent, BoardView* board, progress::ProgressStore* store);
    ~PuzzlePanel() override;

    // Opens `puzzleId` of `pack`; with an empty id the first unsolved puzzle of
    // the filter. `mistakes`: Next goes through the learner's retry queue.
    bool Open(std::shared_ptr<const content::Pack> pack, const std::string& puzzleId,
              progress::PuzzleFilter filter = {}, bool mistakes = false);
    void NextPuzzle();
    // Bookmarks the puzzle on screen, or removes its bookmark.
    void ToggleBookmark();
    bool IsBookmarked() const;
    void RefreshBookmark() { UpdateBookmarkButton(); }
    // Off for a puzzle tried from the pack editor (its progress is not the learner's).
    // Which packs "Continue where I left off" may return to (all when unset): a
    // pool pack opened from a bookmark is not in the library, so it must not
    // take the place of the last library puzzle.
    void SetLastPlaceRule(std::function<bool(const content::Pack&)> rule) {
        m_lastPlaceRule = std::move(rule);
    }
    void SetBookmarksShown(bool shown) {
        m_bookmarksShown = shown;
        UpdateBookmarkButton();
    }
    bool OnBoardResult(const ClickResult& result);
    void Relabel();

    const content::Pack* Pack() const { return m_pack.get(); }
    const content::Puzzle* Current() const { return m_puzzle; }
    TrainerView* View() const { return m_view; }
    // After an attempt was recorded (e.g. to refresh the library's badges).
    void SetRecordedHandler(std::function<void()> handler) { m_onRecorded = std::move(handler); }
    // After a puzzle was opened (Next puzzle too), e.g. to select it in the library.
    void SetOpenedHandler(std::function<void()> handler) { m_onOpened = std::move(handler); }
    // When the progress could not be saved; the sentence to show.
    void SetErrorHandler(std::function<void(const wxString&)> handler) {
        m_onError = std::move(handler);
    }

private:
    void ShowTexts();
    void Record(const TrainerSession& session);
    void SaveProgress();
    void FillGrades();
    void UpdateBookmarkButton();

    BoardView* m_boardView;
    progress::ProgressStore* m_store;
    std::shared_ptr<const content::Pack> m_pack;
    const content::Puzzle* m_puzzle = nullptr;
    std::unique_ptr<TrainerSession> m_session;
    progress::PuzzleFilter m_filter;
    bool m_mistakes = false;
    TrainerView* m_view;
    wxChoice* m_grade;
    std::vector<int> m_grades;  // the grade of each entry of m_grade after "all"
    wxButton* m_next;
    wxButton* m_bookmark;
    bool m_bookmarksShown = true;
    std::function<bool(const content::Pack&)> m_lastPlaceRule;
    std::function<void()> m_onRecorded;
    std::function<void()> m_onOpened;
    std::function<void(const wxString&)> m_onError;
};

// The progress store's result for a trainer attempt.
progress::ItemResult ToItemResult(AttemptResult result);

}  // namespace chatur::gui
