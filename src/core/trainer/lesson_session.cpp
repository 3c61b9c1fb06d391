#include "core/trainer/lesson_session.h"

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
