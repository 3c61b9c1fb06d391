#include "core/trainer/goal_search.h"

#include <algorithm>

#include "core/search/solver.h"

namespace chatur {

namespace {

using content::MoveGoal;

constexpr uint64_t kNodeBudget = 400000;
constexpr int kSolverTimeMs = 4000;

// AND-OR search for the goals the mate solver does not cover. Attack: the
// solver is to move; Defend: the other side is. Both return the least number of
// the solver's moves that force the goal (0: not within `maxMoves`). A positive
// answer is always proven; a zero after the budget ran out is not.
class GoalSearcher {
public:
    explicit GoalSearcher(const GoalSpec& spec) : m_spec(spec) {}

    bool OutOfBudget() const { return m_nodes > kNodeBudget; }

    int Attack(Game& g, int maxMoves, Move* best) {
        if (maxMoves <= 0) return 0;
        const MoveList moves = g.LegalMoves();
        for (Move m : moves) {  // a move reaching the goal at once is best
            ++m_nodes;
            // Every Play here is of one of g's legal moves, which the game never
            // refuses; were one refused, there would be nothing to Undo.
            if (g.Play(m)) continue;
            const bool reached = GoalReached(m_spec, g, m);
            g.Undo();
            if (reached) {
                if (best) *best = m;
                return 1;
            }
        }
        if (maxMoves == 1) return 0;
        int bestK = 0;
        for (Move m : moves) {
            if (OutOfBudget()) break;
            if (g.Play(m)) continue;
            int k = g.IsOver() ? 0 : Defend(g, maxMoves - 1, nullptr);
            g.Undo();
            if (k > 0 && (bestK == 0 || k + 1 < bestK)) {
                bestK = k + 1;
                if (best) *best = m;
                if (bestK == 2) break;  // nothing is faster than the next move
            }
        }
        return bestK;
    }

    int Defend(Game& g, int maxMoves, Move* toughest) {
        int worst = 0;
        for (Move r : g.LegalMoves()) {
            ++m_nodes;
            if (g.Play(r)) continue;
            int k = g.IsOver() ? 0 : Attack(g, maxMoves, nullptr);
            g.Undo();
            if (k == 0) return 0;  // this defence escapes
            if (k > worst) {
                worst = k;
                if (toughest) *toughest = r;
            }
        }
        return worst;
    }

private:
    const GoalSpec& m_spec;
    uint64_t m_nodes = 0;
};

SolveLimits MateLimits() {
    SolveLimits limits;
    limits.maxTimeMs = kSolverTimeMs;
    return limits;
}

}  // namespace

GoalVerdict JudgeGoalMove(const Game& game, const GoalSpec& spec, Move move, int movesLeft) {
    GoalVerdict v;
    Game g = game;
    if (g.Play(move)) return v;  // not legal: not forced
    if (GoalReached(spec, g, move)) {
        v.forced = v.reachedNow = true;
        return v;
    }
    if (g.IsOver() || movesLeft <= 1) return v;

    if (spec.goal == MoveGoal::Mate) {
        SolveResult r = SolveMate(game, movesLeft, MateLimits());
        for (const MateSolution& s : r.solutions)
            if (s.first == move) {
                v.forced = true;
                if (s.pv.size() > 1) v.reply = s.pv[1];
            }
        v.decided = v.forced || r.status == SolveStatus::Complete;
        return v;
    }
    GoalSearcher search(spec);
    Move toughest;
    int k = search.Defend(g, movesLeft - 1, &toughest);
    v.forced = k > 0;
    if (v.forced) v.reply = toughest;
    v.decided = v.forced || !search.OutOfBudget();
    return v;
}

std::vector<Move> FindGoalLine(const Game& game, const GoalSpec& spec, int movesLeft) {
    std::vector<Move> line;
    if (spec.goal == MoveGoal::None || movesLeft <= 0 || game.IsOver()) return line;
    if (spec.goal == MoveGoal::Mate) {
        SolveResult r = SolveMate(game, movesLeft, MateLimits());
        const MateSolution* best = nullptr;
        for (const MateSolution& s : r.solutions)
            if (!best || s.mateIn < best->mateIn) best = &s;
        if (best) line = best->pv;
        return line;
    }
    Game g = game;
    GoalSearcher search(spec);
    for (int left = movesLeft; left > 0; --left) {
        Move best;
        if (search.Attack(g, left, &best) == 0) return {};
        line.push_back(best);
        if (g.Play(best)) return {};  // the search's moves are legal here
        if (GoalReached(spec, g, best)) break;
        Move reply;
        if (search.Defend(g, left - 1, &reply) == 0) return {};
        line.push_back(reply);
        if (g.Play(reply)) return {};
    }
    return line;
}

}  // namespace chatur
