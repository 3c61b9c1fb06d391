#include "core/editor/deep_check.h"

#include <algorithm>
#include <set>

#include "core/content/rule_profile_names.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"
#include "core/rules/movegen.h"
#include "core/search/solver.h"

namespace chatur::content {

namespace {

// How many of the solver's moves the first line takes, and whether it ends in mate.
struct LineFacts {
    int solverMoves = 0;
    bool endsInMate = false;
};

LineFacts FollowLine(const Game& start, const SolutionLine& line) {
    Game g = start;
    LineFacts facts;
    for (size_t i = 0; i < line.moves.size(); ++i) {
        auto parsed = ParseLegalMove(g.GetPosition(), line.moves[i]);
        auto* m = std::get_if<Move>(&parsed);
        if (!m || g.Play(*m)) return {};  // illegal lines are the plain validator's findings
        if (i % 2 == 0) ++facts.solverMoves;
    }
    Outcome o = g.GetOutcome();
    facts.endsInMate = (o.reason == Reason::Checkmate || o.reason == Reason::NoMoves) &&
                       o.result == WinFor(start.SideToMove());
    return facts;
}

void CheckPuzzle(const Puzzle& puzzle, Diagnostics& diag, int maxTimeMs) {
    const MoveTask* task = puzzle.task.As<MoveTask>();
    if (!task || task->lines.empty()) return;
    const Variant& v = puzzle.board.position.GetVariant();
    const RuleProfile& profile = ProfileFor(v, puzzle.profile);
    auto created = GameFromFen(v, profile, puzzle.board.fen);
    if (std::holds_alternative<GameError>(created)) return;  // the plain check reports it
    const Game& game = std::get<Game>(created);

    int mateIn = 0;
    if (task->goal == MoveGoal::Mate) {
        mateIn = task->goalMoves;
    } else if (task->goal == MoveGoal::None) {
        LineFacts facts = FollowLine(game, task->lines.front());
        if (!facts.endsInMate) return;  // nothing a solver can prove about it
        mateIn = facts.solverMoves;
    } else {
        return;  // promote / win-material goals: any move reaching the goal is accepted
    }
    if (mateIn <= 0) return;

    std::set<std::string> listed;
    for (const SolutionLine& l : task->lines)
        if (!l.moves.empty()) listed.insert(l.moves.front());

    SolveLimits limits;
    limits.maxTimeMs = maxTimeMs;
    SolveResult result = SolveMate(game, mateIn, limits);
    std::set<std::string> mating;
    for (const MateSolution& s : result.solutions) {
        std::string first = MoveToString(v, s.first);
        mating.insert(first);
        // A listed move may be written without the promotion suffix.
        bool isListed = listed.count(first) ||
                        (s.first.IsPromotion() && listed.count(first.substr(0, first.size() - 1)));
        if (!isListed)
            diag.Error(puzzle.task.line,
                       Say("puzzle '{1}': {2} also forces mate in {3} (a second solution; list "
                           "it as an accepted <line> or change the position)",
                           {Lit(puzzle.id), Lit(first), Lit(s.mateIn)}),
                       puzzle.id);
    }
    bool complete = result.status == SolveStatus::Complete;
    for (const std::string& first : listed) {
        bool found = mating.count(first) || mating.count(first + "m");
        if (!found && complete)
            diag.Error(puzzle.task.line,
                       Say("puzzle '{1}': the stated move {2} does not force mate in {3}",
                           {Lit(puzzle.id), Lit(first), Lit(mateIn)}),
                       puzzle.id);
    }
    if (!complete)
        diag.Warning(puzzle.task.line,
                     Say("puzzle '{1}': the solver stopped ({2}) before proving the solution "
                         "unique",
                         {Lit(puzzle.id), Lit(std::string(SolveStatusKey(result.status)))}),
                     puzzle.id);
}

}  // namespace

DeepCheck MakeSolverDeepCheck(int maxTimeMsPerPuzzle) {
    return [maxTimeMsPerPuzzle](const Puzzle& puzzle, Diagnostics& diag) {
        CheckPuzzle(puzzle, diag, maxTimeMsPerPuzzle);
    };
}

}  // namespace chatur::content
