#include "core/content/pack_compare.h"

#include <algorithm>

namespace chatur::content {

namespace {

bool SameHint(const Hint& a, const Hint& b) {
    return a.kind == b.kind && SameContent(a.text, b.text) && a.square == b.square &&
           a.from == b.from && a.to == b.to;
}

bool SameHints(const std::vector<Hint>& a, const std::vector<Hint>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), SameHint);
}

bool SameOption(const ChoiceOption& a, const ChoiceOption& b) {
    return a.id == b.id && a.correct == b.correct && SameContent(a.label, b.label) &&
           SameContent(a.feedback, b.feedback);
}

bool SameLine(const SolutionLine& a, const SolutionLine& b) {
    return a.moves == b.moves;
}

bool SameTaskData(const MoveTask& a, const MoveTask& b) {
    // The gain only means something with the win-material goal (the loader
    // refuses it elsewhere).
    bool gain = a.goal != MoveGoal::WinMaterial || a.materialGain == b.materialGain;
    return a.goal == b.goal && a.goalMoves == b.goalMoves && gain &&
           std::equal(a.lines.begin(), a.lines.end(), b.lines.begin(), b.lines.end(), SameLine);
}
bool SameTaskData(const LegalTask& a, const LegalTask& b) {
    return a.from == b.from && a.to == b.to && a.answer == b.answer;
}
bool SameTaskData(const RangeTask& a, const RangeTask& b) {
    return a.square == b.square && a.squares == b.squares;
}
bool SameTaskData(const PlaceTask& a, const PlaceTask& b) {
    return a.piece == b.piece && a.condition == b.condition && a.target == b.target &&
           a.squares == b.squares;
}
bool SameTaskData(const ChoiceTask& a, const ChoiceTask& b) {
    return std::equal(a.options.begin(), a.options.end(), b.options.begin(), b.options.end(),
                      SameOption);
}
bool SameTaskData(const CountTask& a, const CountTask& b) {
    return a.kind == b.kind && a.side == b.side && a.start == b.start && a.limit == b.limit;
}
bool SameTaskData(const PlayOutTask& a, const PlayOutTask& b) {
    return a.result == b.result && a.holdMoves == b.holdMoves;
}

bool SameStep(const LessonStep& a, const LessonStep& b) {
    if (a.board.has_value() != b.board.has_value() || a.task.has_value() != b.task.has_value())
        return false;
    if (a.board && !SameContent(*a.board, *b.board)) return false;
    if (a.task && !SameContent(*a.task, *b.task)) return false;
    return a.id == b.id && SameContent(a.text, b.text) && SameHints(a.hints, b.hints) &&
           SameContent(a.explanation, b.explanation);
}

std::string Quoted(const std::string& s) {
    return "'" + s + "'";
}

// The first differing field of two puzzles, by name.
std::string PuzzleDifference(const Puzzle& a, const Puzzle& b) {
    if (a.id != b.id) return "id";
    if (a.grade != b.grade) return "grade";
    if (a.stage != b.stage) return "stage";
    if (a.tags != b.tags) return "tags";
    if (a.profile != b.profile) return "profile";
    if (!SameContent(a.board, b.board)) return "board";
    if (!SameContent(a.question, b.question)) return "question";
    if (!SameContent(a.task, b.task)) return "task";
    if (!SameHints(a.hints, b.hints)) return "hints";
    if (!SameContent(a.explanation, b.explanation)) return "explanation";
    if (!SameContent(a.criteria, b.criteria)) return "criteria";
    if (a.source != b.source) return "source";
    return "";
}

std::string LessonDifference(const Lesson& a, const Lesson& b) {
    if (a.id != b.id) return "id";
    if (a.grade != b.grade) return "grade";
    if (a.profile != b.profile) return "profile";
    if (!SameContent(a.title, b.title)) return "title";
    if (!SameContent(a.summary, b.summary)) return "summary";
    if (a.steps.size() != b.steps.size()) return "number of steps";
    for (size_t i = 0; i < a.steps.size(); ++i)
        if (!SameStep(a.steps[i], b.steps[i])) return "step " + std::to_string(i + 1);
    return "";
}

std::string HeaderDifference(const Pack& a, const Pack& b) {
    if (a.format != b.format) return "format";
    if (a.id != b.id) return "id";
    if (a.variant != b.variant) return "variant";
    if (a.profile != b.profile) return "profile";
    if (a.version != b.version) return "version";
    if (a.author != b.author) return "author";
    if (a.licence != b.licence) return "licence";
    if (a.languages != b.languages) return "languages";
    if (!SameContent(a.title, b.title)) return "title";
    if (!SameContent(a.description, b.description)) return "description";
    return "";
}

}  // namespace

bool SameContent(const LocalizedText& a, const LocalizedText& b) {
    std::vector<std::string> langs = a.Languages();
    if (langs != b.Languages()) return false;
    for (const std::string& lang : langs)
        if (*a.Find(lang) != *b.Find(lang)) return false;
    return true;
}

bool SameContent(const Diagram& a, const Diagram& b) {
    std::vector<Square> ha = a.highlights, hb = b.highlights;
    std::sort(ha.begin(), ha.end());
    std::sort(hb.begin(), hb.end());
    ha.erase(std::unique(ha.begin(), ha.end()), ha.end());
    hb.erase(std::unique(hb.begin(), hb.end()), hb.end());
    auto sameArrow = [](const Arrow& x, const Arrow& y) {
        return x.from == y.from && x.to == y.to;
    };
    return a.fen == b.fen && a.orientation == b.orientation && ha == hb &&
           sameArrow(a.lastMove, b.lastMove) && a.lastPromotion == b.lastPromotion &&
           a.lastCaptured == b.lastCaptured &&
           std::equal(a.arrows.begin(), a.arrows.end(), b.arrows.begin(), b.arrows.end(),
                      sameArrow);
}

bool SameContent(const Task& a, const Task& b) {
    if (a.data.index() != b.data.index()) return false;
    return std::visit(
        [&b](const auto& x) {
            using T = std::decay_t<decltype(x)>;
            return SameTaskData(x, std::get<T>(b.data));
        },
        a.data);
}

bool SameContent(const Puzzle& a, const Puzzle& b) {
    return PuzzleDifference(a, b).empty();
}

bool SameContent(const Lesson& a, const Lesson& b) {
    return LessonDifference(a, b).empty();
}

bool SameHeader(const Pack& a, const Pack& b) {
    return HeaderDifference(a, b).empty();
}

std::optional<std::string> FirstDifference(const Pack& a, const Pack& b) {
    if (std::string d = HeaderDifference(a, b); !d.empty()) return "pack " + d + " differs";
    if (a.lessons.size() != b.lessons.size())
        return "number of lessons differs (" + std::to_string(a.lessons.size()) + " and " +
               std::to_string(b.lessons.size()) + ")";
    for (size_t i = 0; i < a.lessons.size(); ++i)
        if (std::string d = LessonDifference(a.lessons[i], b.lessons[i]); !d.empty())
            return "lesson " + Quoted(a.lessons[i].id) + ": " + d + " differs";
    if (a.puzzles.size() != b.puzzles.size())
        return "number of puzzles differs (" + std::to_string(a.puzzles.size()) + " and " +
               std::to_string(b.puzzles.size()) + ")";
    for (size_t i = 0; i < a.puzzles.size(); ++i)
        if (std::string d = PuzzleDifference(a.puzzles[i], b.puzzles[i]); !d.empty())
            return "puzzle " + Quoted(a.puzzles[i].id) + ": " + d + " differs";
    return std::nullopt;
}

}  // namespace chatur::content
