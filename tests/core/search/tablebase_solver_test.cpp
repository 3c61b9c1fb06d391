// The tablebases against the mate solver (docs/tablebase.md): on random positions
// of each table, and near its mates, both give the same least mate, and every
// first move the solver lists leads to a position the table loses in time.
#include <gtest/gtest.h>

#include "../tablebase/tablebase_test_support.h"
#include "../test_support.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/search/solver.h"
#include "core/tablebase/tablebase.h"

namespace chatur {
namespace {

using namespace tablebase;
using test::Sample;

// The solver, asked for mates in at most `depth` moves, finds exactly the mates
// the table has within that depth, with the same least distance; a first move the
// solver lists leads to a position the table loses for the opponent in time.
void AgreeWithSolver(const Variant& v, const std::string& profileName,
                     const std::vector<std::string>& materials, int depth, int samples) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const RuleProfile* profile = std::get<const RuleProfile*>(FindProfile(v, profileName));
    int wins = 0;
    for (const std::string& name : materials) {
        Material m = test::MustMaterial(v, name);
        std::vector<Position> positions = Sample(tb, m, samples, 7);
        // Near the mate too (a random sample seldom is): just within the depth and
        // just beyond it. A table without any such position gives up after a while.
        bool anyWin = false;
        for (uint64_t i = 0; i < tb.Fetch(m).table->GetLayout().Size() && !anyWin; ++i)
            anyWin = Value::FromByte(tb.Fetch(m).table->At(i)).verdict == Verdict::Win;
        if (anyWin) {
            auto near = Sample(tb, m, samples, 8, 2 * depth + 1);
            positions.insert(positions.end(), near.begin(), near.end());
        }
        for (const Position& pos : positions) {
            Game game = std::get<Game>(GameFromFen(v, *profile, ToFen(pos)));
            if (game.IsOver()) continue;
            ProbeResult r = tb.Probe(pos);
            ASSERT_EQ(r.status, ProbeStatus::Found);
            int mateIn = r.value.verdict == Verdict::Win ? (r.value.plies + 1) / 2 : 0;
            SolveResult s = SolveMate(game, depth);
            ASSERT_EQ(s.status, SolveStatus::Complete);
            int solverBest = 0;
            for (const MateSolution& sol : s.solutions)
                solverBest = solverBest ? std::min(solverBest, sol.mateIn) : sol.mateIn;
            if (mateIn > depth) mateIn = 0;
            EXPECT_EQ(solverBest, mateIn) << name << " " << ToFen(pos);
            wins += mateIn > 0;
            for (const MateSolution& sol : s.solutions) {
                Position child = pos;
                child.DoMove(sol.first);
                ProbeResult c = tb.Probe(child);
                EXPECT_EQ(c.value.verdict, Verdict::Loss) << ToFen(pos);
                EXPECT_EQ(c.value.plies, 2 * sol.mateIn - 2) << ToFen(pos);
            }
        }
    }
    EXPECT_GT(wins, 0);  // the sample did reach some mates
}

TEST(Tablebase, MakrukAgreesWithTheSolver) {
    AgreeWithSolver(MakrukVariant(), "fifty", {"KRvK", "KSvK", "KNvK"}, 3, 40);
}

TEST(Tablebase, XiangqiAgreesWithTheSolver) {
    AgreeWithSolver(XiangqiVariant(), "basic", {"KRvK", "KNvKA", "KPvK", "KCvKA"}, 3, 30);
}

}  // namespace
}  // namespace chatur
