// The modes of the main window as FrameModeView (main_frame_modes.h). Free
// play is MainFrame's own Game; the other three are views over their panels.
#include "gui/main_frame_modes.h"

#include <wx/clipbrd.h>
#include <wx/intl.h>

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

#include "core/notation/game_fen.h"

namespace chatur::gui {

namespace {}  // namespace

class MainFrame::FreePlayMode : public FrameModeView {
public:
    explicit FreePlayMode(MainFrame& f) : m_f(f) {}

    TextPane* Pane() const override { return m_f.m_text; }

    bool OnBoardResult(const ClickResult& r) override {
        const VariantId variant = m_f.m_game->GetVariant().id;
        switch (r.kind) {
            case ClickKind::MoveRequested:
                m_f.SetNote(wxString());
                m_f.PlayMove(r.move);
                return true;
            case ClickKind::Illegal:
                m_f.SetNote(ExplanationText(r.reason, variant), true);
                if (m_f.m_board->Interaction().Selected() != kNoSquare)
                    m_f.ShowPieceInfo(m_f.m_board->Interaction().Selected());
                return true;
            case ClickKind::Selected:
                m_f.SetNote(
                    r.reason == MoveRefusal::None ? wxString() : ExplanationText(r.reason, variant),
                    r.reason != MoveRefusal::None);
                m_f.ShowPieceInfo(r.from);
                return true;
            case ClickKind::Deselected:
                m_f.SetNote(wxString());
                m_f.ShowDefaultText();
                return true;
            case ClickKind::Picked:
            case ClickKind::None:
                break;
        }
        return false;
    }

    Status GetStatus() const override {
        const PositionState state = StateOf(*m_f.m_game);
        return {PositionStateText(state), state.count.canStart, state.count.canStop};
    }

    bool HasGame() const override { return true; }
    bool CanUndo() const override { return m_f.m_game->PliesPlayed() > 0; }

    void Undo() override {
        if (!m_f.m_game->Undo()) return;
        m_f.SetNote(wxString());
        m_f.ShowGamePosition(false);
        m_f.ShowDefaultText();
    }

    void StartCount() override {
        if (auto error = m_f.m_game->StartCount()) m_f.SetNote(GameErrorText(error->kind), true);
        m_f.UpdateStatus();
    }

    void StopCount() override {
        if (auto error = m_f.m_game->StopCount()) m_f.SetNote(GameErrorText(error->kind), true);
        m_f.UpdateStatus();
    }

    void CopyFen() override {
        const wxString fen = wxString::FromUTF8(GameFen(*m_f.m_game));
        if (!wxTheClipboard->Open()) return;
        wxTheClipboard->SetData(new wxTextDataObject(fen));
        wxTheClipboard->Close();
        m_f.SetNote(wxString::Format(_("FEN copied: %s"), fen));
    }

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
