#include "core/trainer/trainer_item.h"

#include "core/content/rule_profile_names.h"
#include "core/notation/fen.h"

namespace chatur {

TrainerItem TrainerItem::FromPuzzle(const content::Puzzle& puzzle, const Variant& variant) {
    TrainerItem item;
    item.id = puzzle.id;
    item.fen = puzzle.board.fen;
    item.position = puzzle.board.position;
    item.profile = &content::ProfileFor(variant, puzzle.profile);
    item.task = puzzle.task;
    item.hints = puzzle.hints;
    item.explanation = puzzle.explanation;
    return item;
}

std::optional<TrainerItem> TrainerItem::FromLessonStep(const content::Lesson& lesson, size_t index,
                                                       const Variant& variant) {
    if (index >= lesson.steps.size()) return std::nullopt;
    const content::LessonStep& step = lesson.steps[index];
    const content::Diagram* board = lesson.BoardForStep(index);
    if (!step.task || !board) return std::nullopt;
    TrainerItem item;
    item.id = LessonStepId(lesson.id, index);
    item.fen = board->fen;
    item.position = board->position;
    item.profile = &content::ProfileFor(variant, lesson.profile);
    item.task = *step.task;
    item.hints = step.hints;
    item.explanation = step.explanation;
    return item;
}

std::string LessonStepId(const std::string& lessonId, size_t index) {
    return lessonId + "#" + std::to_string(index + 1);
}

bool FenCarriesCount(const Variant& variant, const std::string& fen) {
    auto parsed = ParseFen(variant, fen);
    const auto* data = std::get_if<FenData>(&parsed);
    return data && data->countLimitPlies.has_value();
}

}  // namespace chatur
