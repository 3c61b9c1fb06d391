// The modes of the main window as FrameModeView (main_frame_modes.h): each a
// view over its panel, which shows a core session and takes its input.
#include "gui/main_frame_modes.h"

#include "gui/board_view.h"
#include "gui/home_panel.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/play_panel.h"
#include "gui/puzzle_panel.h"
#include "gui/text_pane.h"
#include "gui/trainer_view.h"
#include "gui/training/train_panel.h"
#include "gui/ui_text.h"

namespace chatur::gui {

class MainFrame::FreePlayMode : public FrameModeView {
public:
    explicit FreePlayMode(MainFrame& f) : m_f(f) {}
    TextPane* Pane() const override { return m_f.m_freePlay; }
    void SetActive(bool on) override { m_f.m_freePlay->SetActive(on); }
    bool OnBoardResult(const ClickResult& r) override { return m_f.m_freePlay->OnBoardResult(r); }
    Status GetStatus() const override {
        const PositionState state = m_f.m_freePlay->State();
        return {PositionStateText(state), state.count.canStart, state.count.canStop};
    }
    bool HasGame() const override { return true; }
    bool CanUndo() const override { return m_f.m_freePlay->CanUndo(); }
    void Undo() override { m_f.m_freePlay->Undo(); }
    void StartCount() override { m_f.m_freePlay->StartCount(); }
    void StopCount() override { m_f.m_freePlay->StopCount(); }
    void CopyFen() override { m_f.m_freePlay->CopyFen(); }
    void NewGame() override { m_f.NewGame(m_f.m_board->Interaction().GetVariant().id); }

private:
    MainFrame& m_f;
};

// The puzzle trainer and the lesson player: the panel takes the clicks it
// expects; the frame says what any other click means.
class MainFrame::PuzzleMode : public FrameModeView {
public:
    explicit PuzzleMode(MainFrame& f) : m_f(f) {}
    // The learner's panel or Try-it's, whichever is on the page now.
    TextPane* Pane() const override { return m_f.m_puzzle; }
    bool OnBoardResult(const ClickResult& r) override { return m_f.m_puzzle->OnBoardResult(r); }
    Status GetStatus() const override {
        return {PositionStateText(m_f.m_puzzle->View()->BoardState())};
    }

private:
    MainFrame& m_f;
};

class MainFrame::LessonMode : public FrameModeView {
public:
    explicit LessonMode(MainFrame& f) : m_f(f) {}
    TextPane* Pane() const override { return m_f.m_lesson; }
    bool OnBoardResult(const ClickResult& r) override { return m_f.m_lesson->OnBoardResult(r); }
    Status GetStatus() const override { return {PositionStateText(m_f.m_lesson->BoardState())}; }

private:
    MainFrame& m_f;
};

class MainFrame::PlayMode : public FrameModeView {
public:
    explicit PlayMode(MainFrame& f) : m_f(f) {}
    TextPane* Pane() const override { return m_f.m_play; }
    // The game goes on while shown (its computer and clock run) and pauses when left.
    void SetActive(bool on) override { m_f.m_play->SetActive(on); }
    bool OnBoardResult(const ClickResult& r) override { return m_f.m_play->OnBoardResult(r); }
    // The count buttons only for a person's turn (never the computer's).
    Status GetStatus() const override {
        return {m_f.m_play->StatusLine(), m_f.m_play->CanStartCount(), m_f.m_play->CanStopCount()};
    }
    bool HasGame() const override { return true; }
    bool CanUndo() const override { return m_f.m_play->CanTakeBack(); }
    void Undo() override { m_f.m_play->TakeBack(); }
    void StartCount() override { m_f.m_play->StartCount(); }
    void StopCount() override { m_f.m_play->StopCount(); }
    void CopyFen() override { m_f.m_play->CopyFen(); }
    void NewGame() override { m_f.ShowNewGameDialog(); }

private:
    MainFrame& m_f;
};

// Rated training, review, streak and the daily puzzle: the train panel plays the
// chosen puzzle in the trainer view.
class MainFrame::TrainingMode : public FrameModeView {
public:
    explicit TrainingMode(MainFrame& f) : m_f(f) {}
    TextPane* Pane() const override { return m_f.m_train; }
    bool OnBoardResult(const ClickResult& r) override { return m_f.m_train->OnBoardResult(r); }
    Status GetStatus() const override {
        if (!m_f.m_train->Current()) return {};  // no puzzle: an empty board, no state
        return {PositionStateText(m_f.m_train->View()->BoardState())};
    }

private:
    MainFrame& m_f;
};

// The home page: the game's start position on a board that takes no moves.
class MainFrame::HomeMode : public FrameModeView {
public:
    explicit HomeMode(MainFrame& f) : m_f(f) {}
    TextPane* Pane() const override { return m_f.m_home; }
    Status GetStatus() const override { return {}; }

private:
    MainFrame& m_f;
};

void MainFrame::CreateModes() {
    m_modes[size_t(FrameMode::FreePlay)] = std::make_unique<FreePlayMode>(*this);
    m_modes[size_t(FrameMode::Puzzle)] = std::make_unique<PuzzleMode>(*this);
    m_modes[size_t(FrameMode::Lesson)] = std::make_unique<LessonMode>(*this);
    m_modes[size_t(FrameMode::Play)] = std::make_unique<PlayMode>(*this);
    m_modes[size_t(FrameMode::Train)] = std::make_unique<TrainingMode>(*this);
    m_modes[size_t(FrameMode::Home)] = std::make_unique<HomeMode>(*this);
}

}  // namespace chatur::gui
