// The computer opponent with the tablebases: perfect play in covered endings whose
// table is at hand, and never a pause to make one.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../tablebase/tablebase_test_support.h"
#include "core/search/computer_player.h"
#include "search_test_support.h"

namespace chatur {
namespace {

using namespace tablebase;

TEST(TablebasePlayer, PlaysTheQuickestMateAgainstTheLongestResistance) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    ASSERT_TRUE(tb.Fetch(test::MustMaterial(MakrukVariant(), "KRvK")).table);
    LevelSettings quick{2, 100, 0, 0};
    ComputerPlayer white(quick, 1), black(quick, 2);
    white.SetTablebase(&tb);
    black.SetTablebase(&tb);
    // Mate in 15 (makruk/fifty: no count to cut it short).
    Game game = test::MakeGame("makruk", "8/8/3k4/8/8/8/8/R6K w - - 0 1", "fifty");
    int plies = 0;
    while (!game.IsOver() && plies < 100) {
        ComputerPlayer& side = game.SideToMove() == Color::White ? white : black;
        ASSERT_FALSE(game.Play(side.ChooseMove(game)).has_value());
        ++plies;
    }
    EXPECT_EQ(plies, 29);
    EXPECT_EQ(game.GetOutcome().reason, Reason::Checkmate);
    EXPECT_EQ(game.GetOutcome().result, Result::WhiteWins);
}

TEST(TablebasePlayer, HoldsTheDrawAndNeverMakesATable) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    LevelSettings quick{2, 100, 0, 0};
    ComputerPlayer player(quick, 1);
    player.SetTablebase(&tb);
    Game game = test::MakeGame("makruk", "8/8/3k4/8/8/8/8/R6K w - - 0 1", "fifty");
    player.ChooseMove(game);  // no table yet: the engine plays, nothing is made
    EXPECT_TRUE(std::filesystem::is_empty(dir.Path()));
    // A drawn ending (Chariot against Chariot): every move the computer picks keeps
    // the draw.
    ASSERT_TRUE(tb.Fetch(test::MustMaterial(XiangqiVariant(), "KRvKR")).table);
    Game drawn = test::MakeGame("xiangqi", "5k3/9/9/9/2r6/9/9/9/6R2/3K5 w - - 0 1");
    ASSERT_EQ(tb.Probe(drawn.GetPosition()).value.verdict, Verdict::Draw);
    for (int i = 0; i < 6 && !drawn.IsOver(); ++i) {
        ASSERT_FALSE(drawn.Play(player.ChooseMove(drawn)).has_value());
        ProbeResult r = tb.Probe(drawn.GetPosition());
        if (r.status == ProbeStatus::Found) {
            EXPECT_NE(r.value.verdict, Verdict::Win);
        }
    }
}

TEST(TablebasePlayer, ADamagedTableGivesNoMoveAndIsNotRebuiltOnTheComputersTurn) {
    test::TempDir dir;
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    const std::filesystem::path file = Tablebase(dir.Path()).FileFor(krk);
    {
        Tablebase maker(dir.Path());
        ASSERT_TRUE(maker.Fetch(krk).table);
    }
    {
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(100);
        f.put('\x7f');
    }
    const auto damagedSize = std::filesystem::file_size(file);
    const auto damagedTime = std::filesystem::last_write_time(file);
    Tablebase tb(dir.Path());
    ComputerPlayer player(LevelSettings{2, 100, 0, 0}, 1);
    player.SetTablebase(&tb);
    Game game = test::MakeGame("makruk", "8/8/3k4/8/8/8/8/R6K w - - 0 1", "fifty");
    const Move move = player.ChooseMove(game);  // must not throw
    EXPECT_FALSE(game.Play(move).has_value());
    EXPECT_GT(player.LastInfo().depth, 0);  // the engine searched: the table gave nothing
    EXPECT_EQ(std::filesystem::file_size(file), damagedSize);
    EXPECT_EQ(std::filesystem::last_write_time(file), damagedTime);  // not rebuilt
    EXPECT_FALSE(ProbeIfAvailable(tb, game.GetPosition()).has_value());
}

}  // namespace
}  // namespace chatur
