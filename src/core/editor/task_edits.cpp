#include "core/editor/task_edits.h"

#include <algorithm>
#include <iterator>

#include "core/editor/position_editor.h"
#include "core/editor/task_builder.h"
#include "core/rules/counting.h"

namespace chatur::editor {

namespace {

std::string FreeOptionId(const content::ChoiceTask& task) {
    for (char c = 'a'; c <= 'z'; ++c) {
        const std::string id(1, c);
        if (std::none_of(task.options.begin(), task.options.end(),
                         [&](const content::ChoiceOption& o) { return o.id == id; }))
            return id;
    }
    return "o" + std::to_string(task.options.size() + 1);
}

bool SameText(const content::LocalizedText& a, const content::LocalizedText& b,
              const std::string& lang) {
    return a.Languages() == b.Languages() && a.Get(lang) == b.Get(lang);
}

// Replaces the task with `task` unless it already holds the same answers.
template <class T, class Same>
bool StoreTask(content::Puzzle& puzzle, T task, Same same) {
    if (const T* old = puzzle.task.As<T>(); old && same(*old, task)) return false;
    puzzle.task.data = std::move(task);
    return true;
}

}  // namespace

bool ChangeTaskKind(content::Puzzle& puzzle, content::TaskKind kind) {
    if (puzzle.task.Kind() == kind) return false;
    const int line = puzzle.task.line;
    puzzle.task = MakeTask(kind, puzzle.board.position);
    puzzle.task.line = line;
    return true;
}

bool HasLine(const content::MoveTask& task, const std::vector<std::string>& moves) {
    return std::any_of(task.lines.begin(), task.lines.end(),
                       [&](const content::SolutionLine& l) { return l.moves == moves; });
}

bool AddLine(content::Puzzle& puzzle, std::vector<std::string> moves) {
    return AddLines(puzzle, {std::move(moves)});
}

bool AddLines(content::Puzzle& puzzle, const std::vector<std::vector<std::string>>& lines) {
    auto* task = std::get_if<content::MoveTask>(&puzzle.task.data);
    if (!task) return false;
    bool added = false;
    for (const auto& moves : lines) {
        if (moves.empty() || HasLine(*task, moves)) continue;
        task->lines.push_back({moves, 0});
        added = true;
    }
    return added;
}

bool DeleteLine(content::Puzzle& puzzle, size_t index) {
    auto* task = std::get_if<content::MoveTask>(&puzzle.task.data);
    if (!task || index >= task->lines.size()) return false;
    task->lines.erase(task->lines.begin() + std::ptrdiff_t(index));
    return true;
}

bool SetLegalMove(content::Puzzle& puzzle, Square from, Square to) {
    if (from == kNoSquare || to == kNoSquare || from == to) return false;
    content::LegalTask task{from, to, LegalVerdict(puzzle.board.position, from, to)};
    return StoreTask(puzzle, task, [](const auto& a, const auto& b) {
        return a.from == b.from && a.to == b.to && a.answer == b.answer;
    });
}

bool SetRangeSquare(content::Puzzle& puzzle, Square square) {
    if (square == kNoSquare) return false;
    content::RangeTask task;
    task.square = square;
    FillRange(puzzle.board.position, task);
    return StoreTask(puzzle, task, [](const auto& a, const auto& b) {
        return a.square == b.square && a.squares == b.squares;
    });
}

bool SetPlace(content::Puzzle& puzzle, Piece piece, content::PlaceCondition condition,
              Square target) {
    if (IsEmpty(piece)) return false;
    content::PlaceTask task;
    task.piece = piece;
    task.condition = condition;
    task.target = condition == content::PlaceCondition::ReachesSquare ? target : kNoSquare;
    FillPlace(puzzle.board.position, task);
    return StoreTask(puzzle, task, [](const auto& a, const auto& b) {
        return a.piece == b.piece && a.condition == b.condition && a.target == b.target &&
               a.squares == b.squares;
    });
}

void AddChoiceOption(content::Puzzle& puzzle, const std::string& lang, const std::string& label,
                     bool correct, const std::string& feedback) {
    if (!puzzle.task.As<content::ChoiceTask>()) puzzle.task.data = content::ChoiceTask();
    auto& task = std::get<content::ChoiceTask>(puzzle.task.data);
    content::ChoiceOption option;
    option.id = FreeOptionId(task);
    option.correct = correct;
    option.label.Set(lang, label);
    option.feedback.Set(lang, feedback);
    task.options.push_back(std::move(option));
}

bool SetChoiceOption(content::Puzzle& puzzle, size_t index, const std::string& lang,
                     const std::string& label, bool correct, const std::string& feedback) {
    auto* task = std::get_if<content::ChoiceTask>(&puzzle.task.data);
    if (!task || index >= task->options.size()) return false;
    content::ChoiceOption& old = task->options[index];
    content::ChoiceOption option = old;
    option.correct = correct;
    option.label.Set(lang, label);  // an empty text drops the language
    option.feedback.Set(lang, feedback);
    if (old.correct == option.correct && SameText(old.label, option.label, lang) &&
        SameText(old.feedback, option.feedback, lang))
        return false;
    old = std::move(option);
    return true;
}

bool RemoveChoiceOption(content::Puzzle& puzzle, size_t index) {
    auto* task = std::get_if<content::ChoiceTask>(&puzzle.task.data);
    if (!task || index >= task->options.size()) return false;
    task->options.erase(task->options.begin() + std::ptrdiff_t(index));
    return true;
}

bool SetCountQuestions(content::Puzzle& puzzle, bool kind, bool side, bool start, bool limit) {
    content::CountTask full;
    if (!FillCount(puzzle.board.position, full)) return false;
    content::CountTask task;
    if (kind) task.kind = full.kind;
    if (side) task.side = full.side;
    if (start) task.start = full.start;
    if (limit) task.limit = full.limit;
    return StoreTask(puzzle, task, [](const auto& a, const auto& b) {
        return a.kind == b.kind && a.side == b.side && a.start == b.start && a.limit == b.limit;
    });
}

std::optional<TaskProblem> CheckTask(const content::Puzzle& puzzle, const std::string& profile) {
    using Kind = TaskProblem::Kind;
    const Position& pos = puzzle.board.position;
    if (PositionEditor::FromPosition(pos).Problem()) return TaskProblem{Kind::PositionNotLegal};
    if (const auto* task = puzzle.task.As<content::MoveTask>()) {
        if (task->lines.empty() && task->goal == content::MoveGoal::None)
            return TaskProblem{Kind::NoLineNoGoal};
        for (size_t i = 0; i < task->lines.size(); ++i) {
            LineRecorder check(pos, profile);
            if (!check.Load(task->lines[i].moves)) return TaskProblem{Kind::LineNotLegal, i};
        }
    } else if (const auto* legal = puzzle.task.As<content::LegalTask>()) {
        if (legal->from == kNoSquare || legal->to == kNoSquare)
            return TaskProblem{Kind::NoLegalMove};
        if (IsEmpty(pos.PieceAt(legal->from))) return TaskProblem{Kind::NoPieceOnFrom};
    } else if (const auto* range = puzzle.task.As<content::RangeTask>()) {
        if (range->square == kNoSquare || IsEmpty(pos.PieceAt(range->square)))
            return TaskProblem{Kind::NoRangePiece};
    } else if (const auto* place = puzzle.task.As<content::PlaceTask>()) {
        if (place->condition == content::PlaceCondition::ReachesSquare &&
            place->target == kNoSquare)
            return TaskProblem{Kind::NoPlaceTarget};
        if (!place->squares || place->squares->empty()) return TaskProblem{Kind::NoPlaceSquare};
    } else if (const auto* choice = puzzle.task.As<content::ChoiceTask>()) {
        if (choice->options.size() < 2) return TaskProblem{Kind::TooFewOptions};
        if (std::none_of(choice->options.begin(), choice->options.end(),
                         [](const auto& o) { return o.correct; }))
            return TaskProblem{Kind::NoCorrectOption};
    } else if (const auto* count = puzzle.task.As<content::CountTask>()) {
        if (AnalyzeCount(pos).kind == CountKind::None) return TaskProblem{Kind::NoCount};
        if (!count->kind && !count->side && !count->start && !count->limit)
            return TaskProblem{Kind::NoCountQuestion};
    }
    return std::nullopt;
}

}  // namespace chatur::editor
