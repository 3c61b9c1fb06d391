// Walking through a lesson, independent of any toolkit: Back and Next through
// its steps, the board each step shows (its own or the last one set before), and
// for a step that asks something, a TrainerSession that must be solved (or the
// answer shown, or the step skipped) before Next goes on. Next on the last step
// finishes the lesson. Each step's trainer lives as long as the lesson session,
// so going back to a solved step shows it solved.
#pragma once

#include <memory>
#include <vector>

#include "core/content/lesson.h"
#include "core/trainer/trainer_session.h"

namespace chatur {

class LessonSession {
public:
    LessonSession(content::Lesson lesson, const Variant& variant);

    const content::Lesson& Lesson() const { return m_lesson; }
    const Variant& GetVariant() const { return *m_variant; }
    size_t StepCount() const { return m_lesson.steps.size(); }
    size_t Index() const { return m_index; }
    const content::LessonStep& Step() const { return m_lesson.steps[m_index]; }
    // The board of the current step; nullptr when no step so far has one.
    const content::Diagram* Board() const { return m_lesson.BoardForStep(m_index); }

    // What the status line under the step's board says: the task's state (see
    // TrainerSession::State), or for a step that only explains, its board's
    // position with a count only if its FEN sets one up, under the lesson's
    // rule profile.
    PositionState BoardState() const;

    // The current step's task, or nullptr for a step that only explains.
    TrainerSession* Trainer();
    const TrainerSession* Trainer() const;
    bool HasTask() const;

    bool CanGoBack() const { return m_index > 0; }
    // Next is allowed once the step's task is solved, its answer shown, or the
    // step skipped (always for a step without a task).
    bool CanGoNext() const;
    bool IsLastStep() const { return m_index + 1 >= StepCount(); }
    bool Finished() const { return m_finished; }

    void Back();
    // Moves on (or finishes the lesson on the last step); false when not allowed.
    bool Next();
    // Leaves an unsolved task behind and moves on.
    void Skip();
    bool Skipped(size_t index) const { return index < m_skipped.size() && m_skipped[index]; }
    // Jumps to a step (e.g. "continue" at the step seen last); clamped.
    void GoTo(size_t index);

private:
    content::Lesson m_lesson;
    const Variant* m_variant;
    size_t m_index = 0;
    bool m_finished = false;
    TrainerSession* Ensure() const;

    // Created when a step is first shown; kept for going back.
    mutable std::vector<std::unique_ptr<TrainerSession>> m_trainers;
    std::vector<bool> m_skipped;
};

}  // namespace chatur
