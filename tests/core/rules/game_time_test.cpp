// Game::LoseOnTime: a flag fall ends the game as one of Game's own outcomes
// (Reason::TimeForfeit, key "time-forfeit"), in both games, whatever the material.
#include <gtest/gtest.h>

#include "core/notation/game_fen.h"
#include "core/rules/game.h"
#include "game_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;
using test::Play;

TEST(GameTime, SideToMoveLosesOnTime) {
    Game g(MakrukVariant(), DefaultProfile(MakrukVariant()));
    Play(g, "e3e4");
    ASSERT_FALSE(g.LoseOnTime(Color::Black));
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::TimeForfeit}));
    EXPECT_TRUE(g.IsOver());
    EXPECT_TRUE(g.LegalMoves().Empty());
    EXPECT_TRUE(g.Play(Move()).has_value());  // nothing more to play
    EXPECT_EQ(ReasonKey(Reason::TimeForfeit), "time-forfeit");
    EXPECT_EQ(ReasonFromKey("time-forfeit"), Reason::TimeForfeit);
}

TEST(GameTime, EitherSideCanLoseOnTime) {
    // The side not to move (a late move noticed after it was made) can be named too.
    Game g(XiangqiVariant(), DefaultProfile(XiangqiVariant()));
    ASSERT_FALSE(g.LoseOnTime(Color::Black));
    EXPECT_EQ(g.GetOutcome().result, Result::WhiteWins);
    Game h(XiangqiVariant(), DefaultProfile(XiangqiVariant()));
    ASSERT_FALSE(h.LoseOnTime(Color::White));
    EXPECT_EQ(h.GetOutcome(), (Outcome{Result::BlackWins, Reason::TimeForfeit}));
}

TEST(GameTime, AFinishedGameCannotBeLostOnTime) {
    Game g = MakeGame(MakrukVariant(), "counting", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    Play(g, "h1h8");
    ASSERT_EQ(g.GetOutcome().reason, Reason::Checkmate);
    EXPECT_TRUE(g.LoseOnTime(Color::Black).has_value());
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(GameTime, FlagFallLosesEvenWhenTheWinnerCannotMate) {
    // Makruk: White has a Rua, Black a bare Khun; Black's flag falls -- White wins.
    // White's flag falls -- Black, who could never mate, wins all the same (docs/rules.md
    // lists time forfeit as a result without a material exception).
    Game m = MakeGame(MakrukVariant(), "counting", "3k4/8/8/8/8/8/8/R2K4 w - - 0 1");
    ASSERT_FALSE(m.LoseOnTime(Color::White));
    EXPECT_EQ(m.GetOutcome(), (Outcome{Result::BlackWins, Reason::TimeForfeit}));
    // Xiangqi: Black has only its General, Advisors and an Elephant.
    Game x = MakeGame(XiangqiVariant(), "basic", "3akab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    ASSERT_FALSE(x.IsOver());
    ASSERT_FALSE(x.LoseOnTime(Color::White));
    EXPECT_EQ(x.GetOutcome(), (Outcome{Result::BlackWins, Reason::TimeForfeit}));
}

TEST(GameTime, UndoTakesBackTheForfeitOnly) {
    Game g = MakeGame(MakrukVariant(), "counting", "3k4/8/8/8/8/8/7r/R2K4 w - - 0 1");
    Play(g, "a1a2");
    const std::string fen = GameFen(g);
    ASSERT_FALSE(g.LoseOnTime(Color::Black));
    ASSERT_TRUE(g.Undo());
    EXPECT_FALSE(g.IsOver());
    EXPECT_EQ(GameFen(g), fen);  // the move stays
    EXPECT_EQ(g.PliesPlayed(), 1);
    ASSERT_TRUE(g.Undo());
    EXPECT_EQ(g.PliesPlayed(), 0);
}

}  // namespace
}  // namespace chatur
