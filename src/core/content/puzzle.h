// A puzzle: one position, one task, graded hints and the explanation shown with
// the answer. Puzzles are grouped in a pack by stage and grade; the stable id
// keys the learner's progress record.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/content/diagram.h"
#include "core/content/localized_text.h"
#include "core/content/task.h"

namespace chatur::content {

// The three stages of the trainer's graded practice (from the seed material:
// understand the rules, compare options, review and check).
enum class Stage : uint8_t { Rules, Compare, Review };
std::string_view StageName(Stage s);  // "rules", "compare", "review"

class Puzzle {
public:
    std::string id;  // stable id, e.g. "makruk.met.01"
    int grade = 1;   // difficulty 1..5
    int rating = 0;  // optional initial rating on the Glicko scale (400..3000); 0: from the grade
    Stage stage = Stage::Rules;
    std::vector<std::string> tags;  // themes, e.g. "met", "promotion"
    std::string profile;            // rule profile (the pack's default unless overridden)
    Diagram board;
    LocalizedText question;  // what the learner is asked
    Task task;
    std::vector<Hint> hints;    // in order: nudge, piece, move (each optional)
    LocalizedText explanation;  // shown with the answer
    LocalizedText criteria;     // optional: what a good answer must show
    std::string source;         // optional credit: book, game, author
    int line = 0;

    // Languages of `wanted` missing from any text of the puzzle.
    std::vector<std::string> MissingLanguages(const std::vector<std::string>& wanted) const;
};

}  // namespace chatur::content
