// xiangqi/basic (docs/rules.md): mate wins, no legal move loses (also when not in
// check); the third occurrence of a position ends the game: the side that checked
// with every one of its moves since the first occurrence loses, if both or neither
// did it is a draw; 300 plies draw; no Chariot, Horse, Cannon or Soldier on either
// side draws at once.
#include <gtest/gtest.h>

#include "game_test_support.h"

#include "core/notation/coord.h"
#include "core/rules/game.h"

namespace chatur {
namespace {

Game MakeGame(const std::string& fen) {
    return test::MakeGame(XiangqiVariant(), "basic", fen);
}

using test::Play;

const Outcome kOngoing{};
const std::string kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

TEST(XiangqiGame, DefaultProfileIsBasic) {
    Game g(XiangqiVariant(), DefaultProfile(XiangqiVariant()));
    EXPECT_EQ(g.Profile().FullName(), "xiangqi/basic");
    EXPECT_EQ(g.LegalMoves().Size(), 44);
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
    EXPECT_TRUE(g.StartCount().has_value());
}

TEST(XiangqiGame, PerpetualCheckLoses) {
    // Red's Chariot checks on h10 and h9 in turn; Black's General steps d10-d9.
    Game g = MakeGame("3k5/7R1/9/9/9/9/9/9/9/4K4 w - - 0 1");
    const char* cycle[] = {"h9h10", "d10d9", "h10h9", "d9d10"};
    for (int i = 0; i < 7; ++i) Play(g, cycle[i % 4]);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, cycle[3]);
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::BlackWins, Reason::PerpetualCheck}));
}

TEST(XiangqiGame, PerpetualCheckByBlackLoses) {
    // The same, mirrored: Black's Chariot checks, Red's General steps.
    Game g = MakeGame("4k4/9/9/9/9/9/9/9/7r1/3K5 b - - 0 1");
    const char* cycle[] = {"h2h1", "d1d2", "h1h2", "d2d1"};
    for (int i = 0; i < 8; ++i) Play(g, cycle[i % 4]);
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::PerpetualCheck}));
}

TEST(XiangqiGame, MutualCheckingDraws) {
    // Red is in check. Every move of this cycle blocks a check and gives one:
    // the Horse d2-f3 opens Red's Cannon d1, the Cannon d8-f8 screens Black's on f3...
    Game g = MakeGame("3k5/5r3/3c5/9/9/9/9/9/3N1K3/3C5 w - - 0 1");
    const char* cycle[] = {"d2f3", "d8f8", "f3d2", "f8d8"};
    for (int i = 0; i < 8; ++i) {
        Play(g, cycle[i % 4]);
        EXPECT_TRUE(g.GetPosition().InCheck());
    }
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Repetition}));
}

TEST(XiangqiGame, PlainRepetitionDraws) {
    Game g = MakeGame(kStart);
    const char* cycle[] = {"b1c3", "b10c8", "c3b1", "c8b10"};
    for (int i = 0; i < 7; ++i) Play(g, cycle[i % 4]);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, cycle[3]);
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Repetition}));
}

TEST(XiangqiGame, CheckingWithOnlySomeMovesIsNoPerpetual) {
    // Red checks with h8h10 but not with h10h8; Black never checks: a draw.
    Game g = MakeGame("3k5/9/7R1/9/9/9/9/9/9/4K4 w - - 0 1");
    const char* cycle[] = {"h8h10", "d10d9", "h10h8", "d9d10"};
    for (int i = 0; i < 8; ++i) Play(g, cycle[i % 4]);
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Repetition}));
}

TEST(XiangqiGame, NoLegalMoveWhileNotInCheckLoses) {
    Game g = MakeGame("5k3/9/9/9/9/4R4/6P2/9/3KA4/2B6 w - - 2 35");
    Play(g, "e5e9");
    EXPECT_FALSE(g.GetPosition().InCheck());
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::NoMoves}));
}

TEST(XiangqiGame, NoLegalMoveInCorpusPositionLoses) {
    Game g = MakeGame("5k3/2C1P4/9/9/8P/9/8P/4B4/4A4/3AK4 b - - 4 34");
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::NoMoves}));
}

TEST(XiangqiGame, CheckmateWins) {
    // A back-rank mate: the Chariot takes rank 10, Red's Soldier on f8 covers f9.
    Game g = MakeGame("5k3/9/5P3/9/9/9/9/9/9/R2K5 w - - 0 1");
    Play(g, "a1a10");
    EXPECT_TRUE(g.GetPosition().InCheck());
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(XiangqiGame, ThreeHundredPliesDraw) {
    // Move 150, Black to move: 299 plies played.
    Game g = MakeGame("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 150");
    EXPECT_EQ(g.GamePly(), 299);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "b10c8");
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::MoveLimit}));
}

TEST(XiangqiGame, NoAttackersOnEitherSideDraws) {
    Game at = MakeGame("3akab2/9/4b4/9/9/9/9/4B4/9/2BAKA3 w - - 0 1");
    EXPECT_EQ(at.GetOutcome(), (Outcome{Result::Draw, Reason::InsufficientMaterial}));
    // The General takes Black's last Soldier.
    Game g = MakeGame("3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1");
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "e1e2");
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::InsufficientMaterial}));
    // One Soldier left is enough to play on.
    Game s = MakeGame("3k5/9/9/9/9/9/9/9/p8/4K4 w - - 0 1");
    EXPECT_EQ(s.GetOutcome(), kOngoing);
}

TEST(XiangqiGame, UndoRestoresThePerpetualHistory) {
    Game g = MakeGame("3k5/7R1/9/9/9/9/9/9/9/4K4 w - - 0 1");
    const char* cycle[] = {"h9h10", "d10d9", "h10h9", "d9d10"};
    for (int i = 0; i < 8; ++i) Play(g, cycle[i % 4]);
    EXPECT_TRUE(g.IsOver());
    ASSERT_TRUE(g.Undo());
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "d9d10");
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::BlackWins, Reason::PerpetualCheck}));
}

}  // namespace
}  // namespace chatur
