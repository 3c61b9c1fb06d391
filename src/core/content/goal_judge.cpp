#include "core/content/goal_judge.h"

namespace chatur::content {

namespace {

bool SolverWon(const GoalSpec& spec, const Game& game) {
    return game.IsOver() && game.GetOutcome().result == WinFor(spec.solver);
}

}  // namespace

GoalSpec MakeGoalSpec(const MoveTask& task, const Position& start) {
    GoalSpec spec;
    spec.goal = task.goal;
    spec.materialGain = task.materialGain;
    spec.start = start;
    spec.solver = start.SideToMove();
    return spec;
}

int MaterialBalance(const Position& pos, Color side) {
    const Variant& v = pos.GetVariant();
    int total = 0;
    for (int i = 0; i < v.SquareCount(); ++i) {
        Piece p = pos.PieceAt(Square(i));
        if (IsEmpty(p)) continue;
        int value = MaterialValue(v.id, TypeOf(p));
        total += ColorOf(p) == side ? value : -value;
    }
    return total;
}

bool GoalReached(const GoalSpec& spec, const Game& after, Move last) {
    switch (spec.goal) {
        case MoveGoal::None:
            return false;
        case MoveGoal::Mate:
            return SolverWon(spec, after);
        case MoveGoal::Promote:
            return last.IsPromotion();
        case MoveGoal::WinMaterial:
            return SolverWon(spec, after) || MaterialBalance(after.GetPosition(), spec.solver) -
                                                     MaterialBalance(spec.start, spec.solver) >=
                                                 spec.materialGain;
    }
    return false;
}

}  // namespace chatur::content
