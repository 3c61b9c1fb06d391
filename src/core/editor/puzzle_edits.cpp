#include "core/editor/puzzle_edits.h"

#include <algorithm>

#include "core/editor/task_builder.h"

namespace chatur::editor {

void RefillAnswers(content::Puzzle& puzzle) {
    const Position& pos = puzzle.board.position;
    if (auto* legal = std::get_if<content::LegalTask>(&puzzle.task.data)) {
        if (legal->from != kNoSquare && legal->to != kNoSquare &&
            !IsEmpty(pos.PieceAt(legal->from)))
            legal->answer = LegalVerdict(pos, legal->from, legal->to);
    } else if (auto* range = std::get_if<content::RangeTask>(&puzzle.task.data)) {
        if (range->square != kNoSquare && !IsEmpty(pos.PieceAt(range->square)))
            FillRange(pos, *range);
    } else if (auto* place = std::get_if<content::PlaceTask>(&puzzle.task.data)) {
        if (!IsEmpty(place->piece)) FillPlace(pos, *place);
    } else if (auto* count = std::get_if<content::CountTask>(&puzzle.task.data)) {
        content::CountTask full;
        if (FillCount(pos, full)) {
            // Keep the questions the author chose; only the answers change.
            if (count->kind) count->kind = full.kind;
            if (count->side) count->side = full.side;
            if (count->start) count->start = full.start;
            if (count->limit) count->limit = full.limit;
            if (!count->kind && !count->side && !count->start && !count->limit) *count = full;
        }
    }
}

int GoalMoves(content::MoveGoal goal, int moves) {
    return goal == content::MoveGoal::None ? 0 : std::clamp(moves, kMinGoalMoves, kMaxGoalMoves);
}

bool SetGoal(content::Puzzle& puzzle, content::MoveGoal goal, int moves) {
    auto* task = std::get_if<content::MoveTask>(&puzzle.task.data);
    const int n = GoalMoves(goal, moves);
    if (!task || (task->goal == goal && task->goalMoves == n)) return false;
    task->goal = goal;
    task->goalMoves = n;
    return true;
}

int MaterialGain(int points) {
    return std::max(1, points);
}

bool SetMaterialGain(content::Puzzle& puzzle, int points) {
    auto* task = std::get_if<content::MoveTask>(&puzzle.task.data);
    const int gain = MaterialGain(points);
    if (!task || task->materialGain == gain) return false;
    task->materialGain = gain;
    return true;
}

}  // namespace chatur::editor
