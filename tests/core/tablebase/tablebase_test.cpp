// The tablebases (docs/tablebase.md): probes are the same for mirrored and
// colour-swapped boards; best moves keep the value; a damaged cache file is
// rebuilt. (The tables against the mate solver: search/tablebase_solver_test.cpp.)
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
        for (const Position& pos : test::Sample(tb, test::MustMaterial(*v, name), 200, 3)) {
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
