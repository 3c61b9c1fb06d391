#include "core/content/pack.h"

namespace chatur::content {

const Puzzle* Pack::FindPuzzle(std::string_view puzzleId) const {
    for (const Puzzle& p : puzzles)
        if (p.id == puzzleId) return &p;
    return nullptr;
}

const Lesson* Pack::FindLesson(std::string_view lessonId) const {
    for (const Lesson& l : lessons)
        if (l.id == lessonId) return &l;
    return nullptr;
}

}  // namespace chatur::content
