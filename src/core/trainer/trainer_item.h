// One thing a learner is asked to solve, taken out of its pack: a puzzle, or an
// interactive step of a lesson. The trainer (trainer_session.h) works on this
// copy, so it never depends on the pack staying loaded, and a puzzle and a lesson
// step are judged by exactly the same code.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/content/lesson.h"
#include "core/content/puzzle.h"
#include "core/rules/profile.h"

namespace chatur {

struct TrainerItem {
    std::string id;   // progress key: the puzzle id, or "<lesson id>#<step number>"
    std::string fen;  // the board as written (keeps a Makruk FEN's count fields)
    Position position = Position(MakrukVariant());
    const RuleProfile* profile = nullptr;
    content::Task task;
    std::vector<content::Hint> hints;
    content::LocalizedText explanation;

    const Variant& GetVariant() const { return position.GetVariant(); }

    static TrainerItem FromPuzzle(const content::Puzzle& puzzle, const Variant& variant);
    // The task of step `index` on the board the step shows; nothing when the
    // step asks no task or no step up to it has a board.
    static std::optional<TrainerItem> FromLessonStep(const content::Lesson& lesson, size_t index,
                                                     const Variant& variant);
};

// The FEN sets up a running Makruk count (fields 4 and 5, as Fairy-Stockfish
// writes them). A board without one still has the count that begins by itself
// (a lone Khun's), but a question or an explaining step shows only what the
// author set up.
bool FenCarriesCount(const Variant& variant, const std::string& fen);

// The progress key of a lesson step ("makruk.lesson.met#3", 1-based).
std::string LessonStepId(const std::string& lessonId, size_t index);

}  // namespace chatur
