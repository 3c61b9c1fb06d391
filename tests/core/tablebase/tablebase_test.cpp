// The tablebases (docs/tablebase.md): every table's mate distances agree with the mate
// solver on random positions; probes are the same for mirrored and colour-swapped
// boards; best moves keep the value; a damaged cache file is rebuilt.
#include "core/tablebase/tablebase.h"
#include "core/notation/game_fen.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>

#include "../search/search_test_support.h"
#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/rules/movegen.h"
#include "core/search/solver.h"
#include "tablebase_test_support.h"

namespace chatur {
namespace {

using namespace tablebase;

// Random legal positions of a table, as positions of the game; with `maxPlies`,
// only wins and losses within that many plies.
std::vector<Position> Sample(Tablebase& tb, const Material& m, int count, uint64_t seed,
                             int maxPlies = -1) {
    const Table* table = tb.Get(m);
    std::mt19937_64 rng(seed);
    std::vector<Position> out;
    Position pos(m.GetVariant());
    while (int(out.size()) < count) {
        uint64_t i = rng() % table->GetLayout().Size();
        TablePosition p;
        uint8_t b = table->At(i);
        if (b == kNoPosition || !table->GetLayout().Decode(i, p)) continue;
        if (maxPlies >= 0 && (b == kDraw || b - 1 > maxPlies)) continue;
        table->GetLayout().ToPosition(p, pos);
        out.push_back(pos);
    }
    return out;
}

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
        for (uint64_t i = 0; i < tb.Get(m)->GetLayout().Size() && !anyWin; ++i)
            anyWin = Value::FromByte(tb.Get(m)->At(i)).verdict == Verdict::Win;
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

// Positions near mate are rare in a random sample: walk down the best line of a
// long Makruk win and check every position of it against the solver as well.
TEST(Tablebase, MakrukBestLineCountsDown) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    Position pos = test::MustParse(MakrukVariant(), "8/8/3k4/8/8/8/8/R6K w - - 0 1");
    ProbeResult r = tb.Probe(pos);
    ASSERT_EQ(r.value.verdict, Verdict::Win);
    int plies = r.value.plies;
    EXPECT_EQ(plies, 29);  // mate in 15
    while (plies > 0) {
        auto best = tb.BestMove(pos);
        ASSERT_TRUE(best.has_value());
        pos.DoMove(*best);
        ProbeResult next = tb.Probe(pos);
        --plies;
        ASSERT_EQ(next.value.plies, plies) << ToFen(pos);
        ASSERT_EQ(next.value.verdict, plies % 2 ? Verdict::Win : Verdict::Loss);
    }
    EXPECT_TRUE(LegalMoves(pos).Empty());
    EXPECT_TRUE(pos.InCheck());
}

Position Mirrored(const Position& pos, bool flipColours) {
    const Variant& v = pos.GetVariant();
    Position out(v);
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (IsEmpty(p)) continue;
        int f = v.FileOf(Square(s)), r = v.RankOf(Square(s));
        if (flipColours)
            out.PutPiece(MakePiece(~ColorOf(p), TypeOf(p)), v.MakeSquare(f, v.ranks - 1 - r));
        else
            out.PutPiece(p, v.MakeSquare(v.files - 1 - f, r));
    }
    out.SetSideToMove(flipColours ? ~pos.SideToMove() : pos.SideToMove());
    return out;
}

TEST(Tablebase, MirroredAndColourSwappedBoardsProbeAlike) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()}) {
        const char* name = v->id == VariantId::Makruk ? "KRvK" : "KNvKA";
        for (const Position& pos : Sample(tb, test::MustMaterial(*v, name), 200, 3)) {
            ProbeResult a = tb.Probe(pos);
            EXPECT_EQ(tb.Probe(Mirrored(pos, false)).value, a.value) << ToFen(pos);
            EXPECT_EQ(tb.Probe(Mirrored(pos, true)).value, a.value) << ToFen(pos);
        }
    }
}

TEST(Tablebase, RulesAtTheEdges) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    // Makruk stalemate is a draw; Xiangqi's lone general without a move loses.
    ProbeResult stale = tb.Probe(test::MustParse(MakrukVariant(), "k7/1RK5/8/8/8/8/8/8 b - - 0 1"));
    EXPECT_EQ(stale.value, (Value{Verdict::Draw, 0}));
    ProbeResult noMoves =
        tb.Probe(test::MustParse(XiangqiVariant(), "3k5/9/2R6/9/9/9/9/9/9/4K4 b - - 0 1"));
    EXPECT_EQ(noMoves.value.verdict, Verdict::Loss);
    // No attackers left in Xiangqi: a draw at once.
    ProbeResult guards =
        tb.Probe(test::MustParse(XiangqiVariant(), "3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1"));
    EXPECT_EQ(guards.value, (Value{Verdict::Draw, 0}));
    // Outside the tables.
    ProbeResult big = tb.Probe(Position::Start(MakrukVariant()));
    EXPECT_EQ(big.status, ProbeStatus::NotCovered);
}

TEST(Tablebase, DamagedCacheFileIsRebuiltAndSaysSo) {
    test::TempDir dir;
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    std::vector<uint8_t> original;
    {
        Tablebase tb(dir.Path());
        original = tb.Get(krk)->Bytes();
    }
    std::filesystem::path file = Tablebase(dir.Path()).FileFor(krk);
    ASSERT_TRUE(std::filesystem::exists(file));
    {
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(100);
        f.put('\x7f');
    }
    Tablebase tb(dir.Path());
    std::vector<std::string> notices;
    tb.SetNotice([&](const std::string& n) { notices.push_back(n); });
    EXPECT_EQ(tb.Get(krk)->Bytes(), original);
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_NE(notices[0].find("damaged (checksum mismatch)"), std::string::npos) << notices[0];
    // The rebuilt file reads back cleanly.
    Tablebase again(dir.Path());
    again.SetNotice([&](const std::string& n) { notices.push_back(n); });
    EXPECT_EQ(again.Get(krk)->Bytes(), original);
    EXPECT_EQ(notices.size(), 1u);
}

TEST(TablebaseMaterial, EveryTableComesAfterTheTablesItNeeds) {
    for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()}) {
        auto all = AllMaterials(*v);
        for (size_t i = 0; i < all.size(); ++i) {
            EXPECT_TRUE(all[i].IsCanonical() && Covered(all[i]));
            for (const Material& s : all[i].Successors()) {
                auto at = std::find(all.begin(), all.end(), s);
                ASSERT_NE(at, all.end()) << s.Name();
                EXPECT_LT(size_t(at - all.begin()), i) << s.Name() << " for " << all[i].Name();
            }
        }
    }
    // A Bia capturing onto its promotion rank: capture and promotion in one move.
    auto succ = test::MustMaterial(MakrukVariant(), "KSvKP").Successors();
    EXPECT_NE(std::find(succ.begin(), succ.end(), test::MustMaterial(MakrukVariant(), "KMvK")),
              succ.end());
    // Makruk: KvK, 5 with one piece, 30 with two.
    EXPECT_EQ(AllMaterials(MakrukVariant()).size(), 36u);
    Material kraa = test::MustMaterial(XiangqiVariant(), "KRvKAA");
    EXPECT_TRUE(Covered(kraa));
    EXPECT_FALSE(Covered(test::MustMaterial(XiangqiVariant(), "KRNvKA")));
    EXPECT_EQ(kraa.Canonical().Name(), "KAAvKR");  // more pieces first
    EXPECT_EQ(test::MustMaterial(XiangqiVariant(), "KPvKN").Canonical().Name(), "KNvKP");
}

}  // namespace
}  // namespace chatur
