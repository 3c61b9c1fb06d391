#include "gui/trainer_board.h"

#include "gui/board_view.h"

namespace chatur::gui {

namespace {
constexpr int kSlideMs = 200;       // the board's own slide animation, a little more
constexpr int kWrongHoldMs = 900;   // how long a wrong move stays before it is taken back
constexpr int kMoveHoldMs = 350;    // pause between the learner's move and each reply
constexpr int kBeforeHoldMs = 600;  // the position before the opponent's last move
}  // namespace

TrainerBoard::TrainerBoard(BoardView* board) : m_board(board), m_timer(this) {
    Bind(wxEVT_TIMER, &TrainerBoard::OnTimer, this);
}

TrainerBoard::~TrainerBoard() {
    m_timer.Stop();
}

void TrainerBoard::Show(const TrainerSession* session, const content::Diagram* setup) {
    m_timer.Stop();
    m_frames.clear();
    m_session = session;
    m_setup = setup;
    m_replay = nullptr;
    m_wrong.clear();
    m_answerSquares.clear();
    m_answerArrows.clear();
    Refresh();
    PlayOpponentsLastMove();
}

void TrainerBoard::PlayOpponentsLastMove() {
    if (!m_session || !m_setup || m_session->LastMove() || !m_board->Animates() ||
        !(m_session->CurrentPosition() == m_setup->position))
        return;
    const std::optional<Position> before = content::PositionBeforeLastMove(*m_setup);
    if (!before) return;
    m_board->SetAnnotations({});
    m_frames.push_back({*before, std::nullopt, kBeforeHoldMs});
    m_frames.push_back({m_setup->position, content::LastMoveOf(*m_setup), 0});
    NextFrame();
}

Position TrainerBoard::ShownPosition() const {
    Position pos = m_session->CurrentPosition();
    const auto* place = m_session->Task().As<content::PlaceTask>();
    if (place && m_session->Placed() && IsEmpty(pos.PieceAt(*m_session->Placed())))
        pos.PutPiece(place->piece, *m_session->Placed());
    return pos;
}

void TrainerBoard::Refresh() {
    if (!m_session || Animating()) return;
    BoardInteraction& board = m_board->Interaction();
    const Position pos = m_replay ? m_replay->Shown() : ShownPosition();
    std::optional<chatur::Move> last = m_replay ? m_replay->LastMove() : m_session->LastMove();
    // A step on through the answer slides its move in.
    const bool slide = m_replay && last && board.GetPosition() == m_replay->Before();
    // Before the first move: the opponent's move that led here, if the puzzle
    // names it (a mined puzzle's error to punish).
    if (!last && m_setup && pos == m_setup->position) last = content::LastMoveOf(*m_setup);
    if (!(board.GetPosition() == pos) || board.LastMove() != last)
        m_board->SetPosition(pos, last, slide);
    if (board.Mode() != m_session->BoardMode()) board.SetMode(m_session->BoardMode());
    board.SetUserSide(m_session->PlaysMoves() ? std::optional<Color>(m_session->SolverSide())
                                              : std::nullopt);

    BoardAnnotations notes;
    if (m_replay) {
        // The author's marks belong to the start; then only the next move's arrow.
        if (m_setup && m_replay->AtStart() && !m_session->LastMove())
            notes.marks = m_setup->highlights;
        if (const std::optional<chatur::Move> next = m_replay->NextMove())
            notes.hintArrows.emplace_back(next->From(), next->To());
        if (!(m_board->Annotations() == notes)) m_board->SetAnnotations(notes);
        m_board->Refresh();
        return;
    }
    if (m_setup && !m_session->LastMove()) {
        notes.marks = m_setup->highlights;
        for (const content::Arrow& a : m_setup->arrows) notes.arrows.emplace_back(a.from, a.to);
    }
    notes.picked.assign(m_session->Marks().begin(), m_session->Marks().end());
    for (const HintView& h : m_session->UsedHints()) {
        if (h.kind == content::HintKind::Piece && h.square != kNoSquare)
            notes.hinted.push_back(h.square);
        if (h.kind == content::HintKind::Move && h.from != kNoSquare && h.to != kNoSquare)
            notes.hintArrows.emplace_back(h.from, h.to);
    }
    notes.wrong = m_wrong;
    notes.answer = m_answerSquares;
    notes.hintArrows.insert(notes.hintArrows.end(), m_answerArrows.begin(), m_answerArrows.end());
    if (!(m_board->Annotations() == notes)) m_board->SetAnnotations(notes);
    m_board->Refresh();
}

void TrainerBoard::SetWrong(std::vector<Square> squares) {
    m_wrong = std::move(squares);
    Refresh();
}

void TrainerBoard::ShowAnswer(const AnswerView& answer) {
    m_answerSquares = answer.squares;
    m_answerArrows.clear();
    Position pos = m_session ? m_session->CurrentPosition() : Position(MakrukVariant());
    for (chatur::Move m : answer.line) {
        // The solver's moves only: the replies would clutter the board.
        if (m_session && pos.SideToMove() == m_session->SolverSide())
            m_answerArrows.emplace_back(m.From(), m.To());
        pos.DoMove(m);
    }
    if (m_session && answer.legal) {
        if (const auto* legal = m_session->Task().As<content::LegalTask>()) {
            if (*answer.legal)
                m_answerArrows.emplace_back(legal->from, legal->to);
            else
                m_wrong = {legal->to};
        }
    }
    Refresh();
}

void TrainerBoard::ShowReplay(const LineReplay* replay) {
    m_replay = replay;
    Refresh();
}

void TrainerBoard::Animate(const Feedback& f, const Position& before) {
    m_timer.Stop();
    m_frames.clear();
    if (!m_session) return;
    m_board->Interaction().ClearSelection();
    if (f.move && m_session->PlaysMoves() && f.verdict != Verdict::None) {
        Position pos = before;
        pos.DoMove(*f.move);
        m_frames.push_back({pos, f.move, f.verdict == Verdict::Wrong ? kWrongHoldMs : kMoveHoldMs});
        for (chatur::Move reply : f.replies) {
            pos.DoMove(reply);
            m_frames.push_back({pos, reply, kMoveHoldMs});
        }
    }
    if (!m_board->Animates()) m_frames.clear();
    NextFrame();
}

void TrainerBoard::NextFrame() {
    if (m_frames.empty()) {
        Refresh();
        return;
    }
    Frame frame = m_frames.front();
    m_frames.erase(m_frames.begin());
    m_board->Interaction().SetMode(InteractionMode::Locked);
    m_board->SetPosition(frame.position, frame.lastMove, /*animate=*/true);
    m_timer.StartOnce(kSlideMs + frame.holdMs);
}

void TrainerBoard::OnTimer(wxTimerEvent&) {
    m_timer.Stop();
    NextFrame();
}

void TrainerBoard::FinishAnimation() {
    m_timer.Stop();
    m_frames.clear();
    Refresh();
}

}  // namespace chatur::gui
