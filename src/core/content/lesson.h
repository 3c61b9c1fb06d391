// A lesson: an ordered list of steps a beginner walks through. Each step has its
// text, may set up a board (otherwise the previous step's board stays), and may
// ask a task about that board, with hints and an explanation like a puzzle's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/content/diagram.h"
#include "core/content/localized_text.h"
#include "core/content/task.h"

namespace chatur::content {

// One page of a lesson.
struct LessonStep {
    std::string id;  // optional, for links and progress within the lesson
    LocalizedText text;
    std::optional<Diagram> board;  // absent: keep showing the previous board
    std::optional<Task> task;
    std::vector<Hint> hints;
    LocalizedText explanation;  // shown with the answer; empty when no task
    int line = 0;

    // Every localized text of the step (text, explanation, hints, choice options).
    std::vector<const LocalizedText*> Texts() const;
    // Languages of `wanted` missing from any of them, in the order of `wanted`.
    std::vector<std::string> MissingLanguages(const std::vector<std::string>& wanted) const;
};

class Lesson {
public:
    std::string id;       // stable id, keys progress records ("makruk.lesson.met")
    int grade = 1;        // difficulty 1..5
    std::string profile;  // rule profile (the pack's default unless overridden)
    LocalizedText title;
    LocalizedText summary;  // optional
    std::vector<LessonStep> steps;
    int line = 0;

    // The board shown at step `index`: that step's own board or the closest
    // earlier one; nullptr when no step up to `index` has a board.
    const Diagram* BoardForStep(size_t index) const;
    // Languages of `wanted` missing from any text of the lesson (title, steps,
    // hints, explanations, choice options), in the order of `wanted`.
    std::vector<std::string> MissingLanguages(const std::vector<std::string>& wanted) const;
};

// Every localized text of a task and its hints (used for translation checks).
// `task` may be null (a step without a task).
std::vector<const LocalizedText*> TaskTexts(const Task* task, const std::vector<Hint>& hints);

}  // namespace chatur::content
