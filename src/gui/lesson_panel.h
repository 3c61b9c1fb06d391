// The lesson player in the text pane: the lesson's title, "Step 3 of 7", the
// step's text, its board with the author's highlights and arrows, and for an
// interactive step the answer controls (TrainerView), which must be solved --
// or the step skipped -- before Next goes on. Back and Next walk the steps
// (LessonSession); "Show ranges" lets the learner click any piece, of either
// side, to see where it can go. A lesson is marked finished in the progress
// store when Next is pressed on its last step; then it offers the next lesson
// (Next, and a button naming it) and the puzzle packs the lesson opens.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/content/pack.h"
#include "core/progress/progress_store.h"
#include "core/trainer/lesson_session.h"
#include "gui/text_pane.h"

class wxButton;
class wxCheckBox;

namespace chatur::gui {

class BoardView;
class TrainerView;

class LessonPanel : public TextPane {
public:
    LessonPanel(wxWindow* parent, BoardView* board, progress::ProgressStore* store);
    ~LessonPanel() override;

    // Opens a lesson at the step the learner saw last (or at `step`).
    bool Open(std::shared_ptr<const content::Pack> pack, const std::string& lessonId,
              std::optional<size_t> step = std::nullopt);
    bool OnBoardResult(const ClickResult& result);
    void Relabel();

    void GoToStep(size_t index);
    void GoBack();
    void GoNext();
    void SkipStep();
    // Goes through every step to the end, skipping the tasks (tests, screenshots).
    void FinishBySkipping();
    void SetRangesShown(bool on);
    bool RangesShown() const { return m_rangesShown; }
    // Bookmarks the step on screen, or removes its bookmark.
    void ToggleBookmark();
    bool IsBookmarked() const;
    void RefreshBookmark() { UpdateButtons(); }

    // The state of the board for the status line (TrainerView::BoardState, or
    // the step's own board with its count).
    PositionState BoardState() const;
    LessonSession* Session() const { return m_session.get(); }
    TrainerView* View() const { return m_view; }
    void SetFinishedHandler(std::function<void()> handler) { m_onFinished = std::move(handler); }
    // A finished lesson offers the next one: which it is (nullptr: none) and
    // what opens it (called with the finished lesson's id).
    void SetNextLessonSource(std::function<const content::Lesson*(const std::string&)> source) {
        m_nextLesson = std::move(source);
    }
    void SetNextLessonHandler(std::function<void(const std::string&)> handler) {
        m_onNextLesson = std::move(handler);
    }
    // The lesson after this one, once this one is finished.
    const content::Lesson* NextLesson() const;
    // The puzzle packs a lesson opens, and what opens one (called with its id).
    void SetLessonPacksSource(
        std::function<std::vector<std::shared_ptr<const content::Pack>>(const std::string&)>
            source) {
        m_lessonPacks = std::move(source);
    }
    void SetOpenPackHandler(std::function<void(const std::string&)> handler) {
        m_onOpenPack = std::move(handler);
    }
    // Opens the first of the finished lesson's packs ("Puzzles for this lesson").
    void OpenLessonPuzzles();
    void SetErrorHandler(std::function<void(const wxString&)> handler) {
        m_onError = std::move(handler);
    }

private:
    void ShowStep();
    void ShowTexts();
    // "Lesson finished", and which lesson comes next.
    wxString FinishedText() const;
    void UpdateButtons();
    // The finished lesson's offers: the next lesson and its puzzles.
    void UpdateOffers();
    void WrapOfferLabels();
    void ShowBoardOnly();
    // The step's board: its own, or the one before it without its annotations.
    const content::Diagram* StepBoard();
    bool RangesAllowed() const;
    void SaveProgress();

    BoardView* m_boardView;
    progress::ProgressStore* m_store;
    std::shared_ptr<const content::Pack> m_pack;
    std::unique_ptr<LessonSession> m_session;
    std::optional<content::Diagram> m_inheritedBoard;  // see StepBoard()
    bool m_rangesShown = true;
    TrainerView* m_view;
    wxCheckBox* m_ranges;
    wxButton* m_back;
    wxButton* m_skip;
    wxButton* m_next;
    wxButton* m_bookmark;
    wxButton* m_nextLessonOffer;
    wxString m_nextLessonText;  // unwrapped
    wxButton* m_puzzlesOffer;
    std::vector<std::shared_ptr<const content::Pack>> m_offeredPacks;
    std::function<void()> m_onFinished;
    std::function<const content::Lesson*(const std::string&)> m_nextLesson;
    std::function<void(const std::string&)> m_onNextLesson;
    std::function<std::vector<std::shared_ptr<const content::Pack>>(const std::string&)>
        m_lessonPacks;
    std::function<void(const std::string&)> m_onOpenPack;
    std::function<void(const wxString&)> m_onError;
};

}  // namespace chatur::gui
