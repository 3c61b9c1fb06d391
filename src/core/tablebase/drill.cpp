#include "core/tablebase/drill.h"

#include <algorithm>

#include "core/notation/coord.h"
#include "core/tablebase/count_fit.h"

namespace chatur::tablebase {

namespace {

using content::Lit;
using content::Say;

// The learner's moves to mate (this move included) after a move of the learner:
// the defender, to move, loses in `plies`; nothing when it does not lose.
std::optional<int> MateAfterMove(const ProbeResult& child) {
    if (child.status != ProbeStatus::Found || child.value.verdict != Verdict::Loss)
        return std::nullopt;
    return child.value.plies / 2 + 1;
}

}  // namespace

int TwoStarMargin(int par) {
    return std::max(2, (par + 3) / 4);
}

content::Phrase ExplainMove(const Variant& variant, const MoveReview& r, const MoveWording& word) {
    auto worded = [&](Move m) { return Lit(word ? word(m) : MoveToString(variant, m)); };
    const content::Phrase played = worded(r.played);
    if (r.IsBest())
        return Say("{1} is a best move: it keeps the mate in {2}.", {played, Lit(r.bestMateIn)});
    const content::Phrase best = r.best ? worded(*r.best) : Lit("-");
    if (!r.playedMateIn)
        return Say(
            "{1} keeps the mate in {2}; your move {3} let the win go: the position is a draw.",
            {best, Lit(r.bestMateIn), played});
    return Say("{1} keeps the mate in {2}; your move {3} made it {4}.",
               {best, Lit(r.bestMateIn), played, Lit(*r.playedMateIn)});
}

Drill::Drill(Tablebase& tablebase, const Ending& ending, const DrillStart& start)
    : m_tablebase(&tablebase),
      m_ending(&ending),
      m_game(DrillGame(start.position)),
      m_learner(start.position.SideToMove()),
      m_par(start.par) {}

MoveReview Drill::PlayLearnerMove(Move move) {
    MoveReview review;
    review.played = move;
    if (auto best = BestMoveNow()) {
        review.best = best->first;
        review.bestMateIn = best->second;
    }
    Position after = m_game.GetPosition();
    after.DoMove(move);
    review.playedMateIn = MateAfterMove(m_tablebase->Probe(after));
    if (m_game.Play(move)) return review;  // not legal: nothing changes
    ++m_learnerMoves;
    m_lastReview = review;
    CheckGameOver();
    if (m_state != DrillState::Playing) return review;
    if (!review.playedMateIn) {
        m_state = DrillState::Failed;
        m_failure = DrillFailure::WinLost;
        return review;
    }
    CountFit fit = FitWithinCount(m_game, m_learner, *review.playedMateIn - 1);
    if (fit.applies && !fit.fits) {
        m_state = DrillState::Failed;
        m_failure = DrillFailure::CountTooShort;
        m_countMovesLeft = fit.movesLeft;
        m_mateNeeded = *review.playedMateIn - 1;
    }
    return review;
}

std::optional<Move> Drill::PlayDefenderMove() {
    if (m_state != DrillState::Playing || m_game.SideToMove() == m_learner) return std::nullopt;
    std::optional<Move> move = m_tablebase->BestMove(m_game.GetPosition());
    if (!move) {
        MoveList legal = m_game.LegalMoves();
        if (legal.begin() == legal.end()) return std::nullopt;
        move = *legal.begin();
    }
    if (m_game.Play(*move)) return std::nullopt;
    CheckGameOver();
    return move;
}

void Drill::GiveUp() {
    if (m_state != DrillState::Playing) return;
    m_state = DrillState::Failed;
    m_failure = DrillFailure::GaveUp;
}

void Drill::CheckGameOver() {
    if (!m_game.IsOver()) return;
    if (m_game.GetOutcome().result == WinFor(m_learner)) {
        m_state = DrillState::Won;
    } else {
        m_state = DrillState::Failed;
        m_failure = DrillFailure::GameDrawn;
    }
}

std::optional<std::pair<Move, int>> Drill::BestMoveNow() {
    const Position& pos = m_game.GetPosition();
    std::optional<Move> best = m_tablebase->BestMove(pos);
    if (!best) return std::nullopt;
    Position after = pos;
    after.DoMove(*best);
    std::optional<int> mate = MateAfterMove(m_tablebase->Probe(after));
    return std::pair{*best, mate.value_or(0)};
}

int Drill::MateInNow() {
    ProbeResult r = m_tablebase->Probe(m_game.GetPosition());
    if (r.status != ProbeStatus::Found || r.value.verdict != Verdict::Win) return 0;
    return (r.value.plies + 1) / 2;
}

int Drill::Stars() const {
    if (m_state != DrillState::Won) return 0;
    if (m_learnerMoves <= m_par) return 3;
    if (m_learnerMoves <= m_par + TwoStarMargin(m_par)) return 2;
    return 1;
}

content::Phrase Drill::Summary() const {
    switch (m_state) {
        case DrillState::Playing:
            return Say("Par: mate in {1}.", {Lit(m_par)});
        case DrillState::Won:
            if (Stars() == 3) return Say("Mate in {1} moves: par. Perfect!", {Lit(m_learnerMoves)});
            return Say("Mate in {1} moves; par was {2}.", {Lit(m_learnerMoves), Lit(m_par)});
        case DrillState::Failed:
            break;
    }
    switch (m_failure) {
        case DrillFailure::WinLost:
            return Say("The win is gone: the position is a draw with best defence.");
        case DrillFailure::CountTooShort:
            return Say(
                "The count runs out first: the mate needs {1} more moves, the count leaves {2}.",
                {Lit(m_mateNeeded), Lit(m_countMovesLeft)});
        case DrillFailure::GameDrawn:
            return Say("The game is drawn.");
        case DrillFailure::GaveUp:
        case DrillFailure::None:
            break;
    }
    return Say("Drill abandoned.");
}

}  // namespace chatur::tablebase
