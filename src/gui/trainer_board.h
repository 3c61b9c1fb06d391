// Shows a TrainerSession on the board: its position, how the board takes input
// for the task (moves, picking squares, locked), and the layers of a trainer --
// the author's marks and arrows, the learner's marks, hints, wrong squares and
// the answer. Answers are animated: a wrong move is shown and taken back, a
// right one is followed by the opponent's replies, one after the other. A
// puzzle that names the opponent's move that led to it opens on the position
// before that move and slides it in (ux-review M4).
#pragma once

#include <wx/event.h>
#include <wx/timer.h>

#include <optional>
#include <vector>

#include "core/content/diagram.h"
#include "core/trainer/line_replay.h"
#include "core/trainer/trainer_session.h"

namespace chatur::gui {

class BoardView;

class TrainerBoard : public wxEvtHandler {
public:
    explicit TrainerBoard(BoardView* board);
    ~TrainerBoard() override;

    // Shows `session` as it stands (cancels an animation in progress). `setup`
    // gives the author's marks and arrows, drawn while the position is the
    // task's own, and the opponent's last move, played in when moves are
    // animated and the session has not moved yet.
    void Show(const TrainerSession* session, const content::Diagram* setup);
    // Refreshes the layers after the session changed (marks, hints).
    void Refresh();
    // Plays what an answer did, starting from `before` (the position before it),
    // then shows the session's state.
    void Animate(const Feedback& feedback, const Position& before);
    void ShowAnswer(const AnswerView& answer);
    // Shows the answer's line at the replay's step: its position, the move that
    // led there (slid in when it is one step on from the board's) and an arrow
    // for the next move only. nullptr: the session's board again.
    void ShowReplay(const LineReplay* replay);
    // Squares to cross out until the next answer.
    void SetWrong(std::vector<Square> squares);
    bool Animating() const { return !m_frames.empty() || m_timer.IsRunning(); }
    // Ends an animation at once (tests, a new item).
    void FinishAnimation();

private:
    struct Frame {
        Position position;
        std::optional<chatur::Move> lastMove;
        int holdMs;
    };
    void OnTimer(wxTimerEvent& event);
    void NextFrame();
    void PlayOpponentsLastMove();
    Position ShownPosition() const;

    BoardView* m_board;
    const TrainerSession* m_session = nullptr;
    const content::Diagram* m_setup = nullptr;
    const LineReplay* m_replay = nullptr;
    wxTimer m_timer;
    std::vector<Frame> m_frames;
    std::vector<Square> m_wrong;
    std::vector<Square> m_answerSquares;
    std::vector<std::pair<Square, Square>> m_answerArrows;
};

}  // namespace chatur::gui
