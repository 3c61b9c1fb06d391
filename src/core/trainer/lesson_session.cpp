#include "core/trainer/lesson_session.h"

#include "core/content/rule_profile_names.h"
#include "core/notation/game_fen.h"

namespace chatur {

LessonSession::LessonSession(content::Lesson lesson, const Variant& variant)
    : m_lesson(std::move(lesson)), m_variant(&variant) {
    m_trainers.resize(m_lesson.steps.size());
    m_skipped.assign(m_lesson.steps.size(), false);
}

bool LessonSession::HasTask() const {
    return StepCount() > 0 && Step().task.has_value() && Board() != nullptr;
}

TrainerSession* LessonSession::Trainer() {
    return Ensure();
}

const TrainerSession* LessonSession::Trainer() const {
    return Ensure();
}

TrainerSession* LessonSession::Ensure() const {
    if (!HasTask()) return nullptr;
    auto& slot = m_trainers[m_index];
    if (!slot) {
        auto item = TrainerItem::FromLessonStep(m_lesson, m_index, *m_variant);
        if (!item) return nullptr;
        slot = std::make_unique<TrainerSession>(std::move(*item));
    }
    return slot.get();
}

PositionState LessonSession::BoardState() const {
    if (const TrainerSession* trainer = Trainer()) return trainer->State();
    const RuleProfile& profile = content::ProfileFor(*m_variant, m_lesson.profile);
    const content::Diagram* board = Board();
    if (!board) return StateOf(Game(*m_variant, profile));
    // The count the board's FEN sets up; none that begins by itself (a lesson on
    // the Met is not about the lone Khun's count).
    auto game = GameFromFen(*m_variant, profile, board->fen);
    const auto* made = std::get_if<Game>(&game);
    if (!made || !FenCarriesCount(*m_variant, board->fen))
        return StateOfPosition(profile, board->position);
    return StateOf(*made);
}

bool LessonSession::CanGoNext() const {
    if (StepCount() == 0) return false;
    if (!HasTask() || m_skipped[m_index]) return true;
    const TrainerSession* t = Trainer();
    return !t || t->Finished();
}

void LessonSession::Back() {
    if (m_index > 0) --m_index;
}

bool LessonSession::Next() {
    if (!CanGoNext()) return false;
    if (IsLastStep())
        m_finished = true;
    else
        ++m_index;
    return true;
}

void LessonSession::Skip() {
    if (StepCount() == 0) return;
    m_skipped[m_index] = true;
    Next();
}

void LessonSession::GoTo(size_t index) {
    if (StepCount() == 0) return;
    m_index = index < StepCount() ? index : StepCount() - 1;
}

}  // namespace chatur
