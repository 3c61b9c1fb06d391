// The tablebases (docs/tablebase.md): probes are the same for mirrored and
// colour-swapped boards; best moves keep the value; a damaged cache file is
// rebuilt; a link planted at a table's name is replaced, never written through;
// a build stops when asked and leaves nothing behind; a probe of the tables at
// hand never makes one. (The tables against the mate solver:
// search/tablebase_solver_test.cpp.)
#include "core/tablebase/tablebase.h"
#include "core/notation/game_fen.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <random>
#include <stop_token>

#include "../search/search_test_support.h"
#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/rules/movegen.h"
#include "tablebase_test_support.h"

namespace chatur {
namespace {

using namespace tablebase;

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

// A board mirrored left to right, turned over with the colours swapped (the other
// side to move), or turned upside down with the colours kept.
enum class Turn { Mirror, ColourSwap, UpsideDown };

Position Turned(const Position& pos, Turn turn) {
    const Variant& v = pos.GetVariant();
    Position out(v);
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (IsEmpty(p)) continue;
        int f = v.FileOf(Square(s)), r = v.RankOf(Square(s));
        if (turn == Turn::Mirror)
            out.PutPiece(p, v.MakeSquare(v.files - 1 - f, r));
        else if (turn == Turn::ColourSwap)
            out.PutPiece(MakePiece(~ColorOf(p), TypeOf(p)), v.MakeSquare(f, v.ranks - 1 - r));
        else
            out.PutPiece(p, v.MakeSquare(f, v.ranks - 1 - r));
    }
    out.SetSideToMove(turn == Turn::ColourSwap ? ~pos.SideToMove() : pos.SideToMove());
    return out;
}

TEST(Tablebase, MirroredAndColourSwappedBoardsProbeAlike) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()}) {
        const char* name = v->id == VariantId::Makruk ? "KRvK" : "KNvKA";
        for (const Position& pos : test::Sample(tb, test::MustMaterial(*v, name), 200, 3)) {
            ProbeResult a = tb.Probe(pos);
            EXPECT_EQ(tb.Probe(Turned(pos, Turn::Mirror)).value, a.value) << ToFen(pos);
            EXPECT_EQ(tb.Probe(Turned(pos, Turn::ColourSwap)).value, a.value) << ToFen(pos);
        }
    }
}

// Makruk tables without Khon and Bia store only the White Khun's quadrant a1-d4:
// a board turned upside down (colours kept) probes alike, as does one turned
// both ways. With a Khon it need not: some won or lost KSvK position differs, so such a
// table must not be folded.
TEST(Tablebase, UpsideDownMakrukBoardsWithoutKhonAndBiaProbeAlike) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    for (const char* name : {"KvK", "KNMvK", "KRvKM", "KRRvK"})
        EXPECT_TRUE(Layout(test::MustMaterial(MakrukVariant(), name)).FlipsRanks()) << name;
    for (const char* name : {"KRvK", "KNvK", "KMvK"}) {
        const Material m = test::MustMaterial(MakrukVariant(), name);
        for (const Position& pos : test::Sample(tb, m, 200, 5)) {
            ProbeResult a = tb.Probe(pos);
            const Position upsideDown = Turned(pos, Turn::UpsideDown);
            EXPECT_EQ(tb.Probe(upsideDown).value, a.value) << name << " " << ToFen(pos);
            EXPECT_EQ(tb.Probe(Turned(upsideDown, Turn::Mirror)).value, a.value)
                << name << " " << ToFen(pos);
        }
    }
    for (const char* name : {"KSvK", "KPvK", "KRvKS"})
        EXPECT_FALSE(Layout(test::MustMaterial(MakrukVariant(), name)).FlipsRanks()) << name;
    int differ = 0;  // among KSvK's few decided positions (almost all are draws)
    for (const Position& pos :
         test::Sample(tb, test::MustMaterial(MakrukVariant(), "KSvK"), 40, 7, kMaxPlies))
        differ += tb.Probe(Turned(pos, Turn::UpsideDown)).value != tb.Probe(pos).value;
    EXPECT_GT(differ, 0);
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
        original = tb.Fetch(krk).table->Bytes();
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
    EXPECT_EQ(tb.Fetch(krk).table->Bytes(), original);
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_NE(notices[0].find("damaged (checksum mismatch)"), std::string::npos) << notices[0];
    // The rebuilt file reads back cleanly.
    Tablebase again(dir.Path());
    again.SetNotice([&](const std::string& n) { notices.push_back(n); });
    EXPECT_EQ(again.Fetch(krk).table->Bytes(), original);
    EXPECT_EQ(notices.size(), 1u);
}

TEST(Tablebase, ALinkPlantedAtATablesNameIsReplacedNotWrittenThrough) {
    test::TempDir cache, elsewhere;
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    const std::filesystem::path victim = elsewhere.Path() / "victim.txt";
    std::ofstream(victim) << "the user's file";
    Tablebase tb(cache.Path());
    std::filesystem::create_symlink(victim, tb.FileFor(krk));
    tb.SetNotice([](const std::string&) {});  // the link's target reads as a damaged table
    ASSERT_NE(tb.Fetch(krk).table, nullptr);
    std::ifstream in(victim);
    std::string text;
    std::getline(in, text);
    EXPECT_EQ(text, "the user's file");
    EXPECT_FALSE(std::filesystem::is_symlink(tb.FileFor(krk)));
    // The table went to the cache, and reads back from there.
    std::vector<std::string> notices;
    Tablebase again(cache.Path());
    again.SetNotice([&](const std::string& n) { notices.push_back(n); });
    EXPECT_NE(again.Fetch(krk, Access::AtHand()).table, nullptr);
    EXPECT_TRUE(notices.empty());
}

TEST(Tablebase, ABuildStoppedPartWayIsCancelledAndLeavesNoFile) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    std::stop_source stop;
    double reached = 0.0;
    Access access;
    access.stop = stop.get_token();
    // Stops the build from its own progress report, a third of the way in: no
    // clock, the same point on every machine.
    access.progress = [&](const Material& table, double fraction) {
        if (TableName(table) != "makruk KRvK") return;  // not a smaller table it needs first
        reached = std::max(reached, fraction);
        if (fraction >= 0.3) stop.request_stop();
    };
    TableFetch fetched = tb.Fetch(krk, access);
    EXPECT_EQ(fetched.table, nullptr);
    ASSERT_TRUE(fetched.error.has_value());
    EXPECT_EQ(fetched.error->problem, TableProblem::Cancelled);
    EXPECT_EQ(fetched.error->message, "cancelled");
    EXPECT_GE(reached, 0.3);
    EXPECT_LT(reached, 1.0);
    // Nothing of it in the cache folder (no table file, no half-written one).
    EXPECT_FALSE(std::filesystem::exists(tb.FileFor(krk)));
    for (const auto& entry : std::filesystem::directory_iterator(dir.Path()))
        EXPECT_EQ(entry.path().string().find("KRvK"), std::string::npos) << entry.path();
    EXPECT_EQ(tb.Probe(Position::Start(MakrukVariant()), Access::AtHand()).status,
              ProbeStatus::NotCovered);
    // Not poisoned: made in full when asked again.
    EXPECT_NE(tb.Fetch(krk).table, nullptr);
    EXPECT_TRUE(std::filesystem::exists(tb.FileFor(krk)));
}

TEST(Tablebase, AtHandAccessNeverMakesATable) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    TableFetch fetched = tb.Fetch(krk, Access::AtHand());
    EXPECT_EQ(fetched.table, nullptr);
    ASSERT_TRUE(fetched.error.has_value());
    EXPECT_EQ(fetched.error->problem, TableProblem::NotAtHand);
    const Position pos = test::MustParse(MakrukVariant(), "8/8/3k4/8/8/8/8/R6K w - - 0 1");
    EXPECT_EQ(tb.Probe(pos, Access::AtHand()).status, ProbeStatus::Unavailable);
    EXPECT_FALSE(tb.BestMove(pos, Access::AtHand()).has_value());
    EXPECT_FALSE(ProbeIfAvailable(tb, pos).has_value());
    EXPECT_TRUE(std::filesystem::is_empty(dir.Path()));
    // Once made, a fresh service finds it in the cache.
    ASSERT_NE(tb.Fetch(krk).table, nullptr);
    Tablebase fresh(dir.Path());
    EXPECT_NE(fresh.Fetch(krk, Access::AtHand()).table, nullptr);
    EXPECT_TRUE(ProbeIfAvailable(fresh, pos).has_value());
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
