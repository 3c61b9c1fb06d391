#include "core/tablebase/drill_session.h"

namespace chatur::tablebase {

DrillSession::DrillSession(std::shared_ptr<Tablebase> tablebase)
    : m_tablebase(std::move(tablebase)) {}

StartPick DrillSession::Prepare(const Ending& ending, Difficulty difficulty, uint64_t seed,
                                const Access& access) const {
    StartPick pick = PickStart(*m_tablebase, ending, difficulty, seed, access);
    if (!pick.start) return pick;
    if (auto error = FetchReachable(*m_tablebase, EndingMaterial(ending).Canonical(), access))
        return {std::nullopt, std::move(error)};
    return pick;
}

void DrillSession::Begin(const Ending& ending, const DrillStart& start) {
    m_ending = &ending;
    m_start = start;
    Restart();
}

void DrillSession::Restart() {
    if (!CanRestart()) return;
    m_drill = std::make_unique<Drill>(*m_tablebase, *m_ending, *m_start);
    m_lastReview.reset();
}

void DrillSession::Clear() {
    m_drill.reset();
    m_start.reset();
    m_ending = nullptr;
    m_lastReview.reset();
}

std::optional<MoveReview> DrillSession::PlayLearnerMove(Move move) {
    if (!LearnerToMove()) return std::nullopt;
    m_lastReview = m_drill->PlayLearnerMove(move);
    return m_lastReview;
}

std::optional<Move> DrillSession::DefenderReplies() {
    if (!m_drill) return std::nullopt;
    return m_drill->PlayDefenderMove();
}

std::optional<std::pair<Move, int>> DrillSession::BestMove() {
    if (!LearnerToMove()) return std::nullopt;
    return m_drill->BestMoveNow();
}

void DrillSession::GiveUp() {
    if (m_drill) m_drill->GiveUp();
}

std::optional<content::Phrase> DrillSession::Verdict() const {
    if (!m_drill || !m_lastReview) return std::nullopt;
    return ExplainMove(m_drill->GetGame().GetVariant(), *m_lastReview);
}

}  // namespace chatur::tablebase
