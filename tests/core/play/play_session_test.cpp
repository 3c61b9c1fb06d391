#include "core/play/play_session.h"
#include "core/notation/game_fen.h"

#include <gtest/gtest.h>

namespace chatur {
namespace {

// No Bia, both sides with a Rua: a board's honour count may be declared.
constexpr const char* kEnding = "3k4/8/8/8/8/8/7r/R2K4 w - - 0 1";

PlaySession Started(const GameSetup& setup) {
    auto started = PlaySession::Start(setup);
    EXPECT_TRUE(std::holds_alternative<PlaySession>(started));
    return std::get<PlaySession>(std::move(started));
}

GameSetup Friend(const std::string& fen = {}) {
    GameSetup s;
    s.opponent = Opponent::Friend;
    s.fen = fen;
    return s;
}

TEST(PlaySession, StartsFromTheStartPositionOrAFen) {
    PlaySession start = Started(Friend());
    EXPECT_EQ(GameFen(start.GetGame()), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    EXPECT_EQ(start.GetGame().Profile().name, "counting");
    GameSetup xiangqi;
    xiangqi.variant = VariantId::Xiangqi;
    EXPECT_EQ(Started(xiangqi).GetGame().Profile().name, "basic");
    GameSetup fifty = Friend(kEnding);
    fifty.profile = "fifty";
    EXPECT_EQ(Started(fifty).GetGame().Profile().name, "fifty");

    GameSetup bad = Friend("3k4/8/8/8 w - - 0 1");
    EXPECT_TRUE(std::holds_alternative<SessionError>(PlaySession::Start(bad)));
    GameSetup wrongProfile;
    wrongProfile.profile = "basic";  // a Xiangqi profile for Makruk
    EXPECT_TRUE(std::holds_alternative<SessionError>(PlaySession::Start(wrongProfile)));
    GameSetup noTime = Friend();
    noTime.clock = ClockSettings{0, 0, 0};
    EXPECT_TRUE(std::holds_alternative<SessionError>(PlaySession::Start(noTime)));
}

TEST(PlaySession, ActionsAreLoggedAndReplayExactly) {
    PlaySession s = Started(Friend(kEnding));
    EXPECT_FALSE(s.Apply("count-start"));
    EXPECT_FALSE(s.Apply("a1a2"));
    EXPECT_FALSE(s.Apply("h2h1"));
    EXPECT_EQ(s.GetGame().GetCountStatus().kind, CountKind::Board);
    EXPECT_EQ(s.GetGame().GetCountStatus().value, 1);
    EXPECT_EQ(s.Actions(), (std::vector<std::string>{"count-start", "a1a2", "h2h1"}));

    auto replayed = PlaySession::Replay(s.Setup(), s.Actions());
    ASSERT_TRUE(std::holds_alternative<PlaySession>(replayed));
    const PlaySession& r = std::get<PlaySession>(replayed);
    EXPECT_EQ(GameFen(r.GetGame()), GameFen(s.GetGame()));
    EXPECT_EQ(r.GetGame().GetCountStatus().value, 1);

    EXPECT_TRUE(s.Apply("a1a9"));  // off the board: refused, not logged
    EXPECT_FALSE(s.Apply("count-stop"));
    EXPECT_EQ(s.Actions().size(), 4u);
    // For a review: the declarations with the moves they were made for.
    EXPECT_EQ(s.CountDeclarations(), (std::vector<CountDeclaration>{{0, GameAction::CountStart},
                                                                    {2, GameAction::CountStop}}));
    auto broken = PlaySession::Replay(s.Setup(), {"a1a2", "a2a3"});
    ASSERT_TRUE(std::holds_alternative<SessionError>(broken));
    EXPECT_NE(std::get<SessionError>(broken).message.find("action 2 (a2a3)"), std::string::npos);
}

TEST(PlaySession, FriendTakeBackUndoesOneActionWithItsDeclaration) {
    PlaySession s = Started(Friend(kEnding));
    ASSERT_FALSE(s.Apply("count-start"));
    ASSERT_FALSE(s.Apply("a1a2"));
    ASSERT_FALSE(s.Apply("h2h3"));
    ASSERT_FALSE(s.Apply("count-stop"));  // pending: applies to White's next move
    EXPECT_TRUE(s.TakeBack());            // the pending declaration
    EXPECT_EQ(s.Actions().size(), 3u);
    EXPECT_FALSE(s.GetGame().GetCountStatus().stopRequested);
    EXPECT_TRUE(s.TakeBack());  // Black's move
    EXPECT_EQ(s.Actions(), (std::vector<std::string>{"count-start", "a1a2"}));
    EXPECT_EQ(s.GetGame().SideToMove(), Color::Black);
    EXPECT_TRUE(s.TakeBack());  // White's move and the declaration made for it
    EXPECT_TRUE(s.Actions().empty());
    EXPECT_EQ(s.GetGame().GetCountStatus().kind, CountKind::None);
    EXPECT_FALSE(s.CanTakeBack());
    EXPECT_FALSE(s.TakeBack());
}

TEST(PlaySession, ComputerTakeBackReturnsToTheUsersTurn) {
    GameSetup setup;  // the user plays White against the computer
    PlaySession s = Started(setup);
    EXPECT_EQ(s.ComputerSide(), Color::Black);
    EXPECT_FALSE(s.IsComputerTurn());
    ASSERT_FALSE(s.Apply("e3e4"));
    EXPECT_TRUE(s.IsComputerTurn());
    ASSERT_FALSE(s.Apply("d6d5"));
    ASSERT_FALSE(s.Apply("a3a4"));
    // While the computer thinks, only the user's move goes back.
    EXPECT_TRUE(s.TakeBack());
    EXPECT_EQ(s.Actions(), (std::vector<std::string>{"e3e4", "d6d5"}));
    // Else the computer's reply and the user's move.
    EXPECT_TRUE(s.TakeBack());
    EXPECT_TRUE(s.Actions().empty());
    EXPECT_FALSE(s.CanTakeBack());

    GameSetup black;
    black.humanSide = Color::Black;
    PlaySession b = Started(black);
    ASSERT_FALSE(b.Apply("e3e4"));  // the computer's first move
    EXPECT_FALSE(b.CanTakeBack());  // nothing of the user's to take back
    ASSERT_FALSE(b.Apply("d6d5"));
    ASSERT_FALSE(b.Apply("a3a4"));
    EXPECT_TRUE(b.TakeBack());
    EXPECT_EQ(b.Actions(), (std::vector<std::string>{"e3e4"}));
}

TEST(PlaySession, ResignationAndDrawsAreActionsTooAndCanBeTakenBack) {
    PlaySession s = Started(Friend());
    ASSERT_FALSE(s.Apply("e3e4"));
    ASSERT_FALSE(s.Apply("resign"));
    EXPECT_TRUE(s.IsOver());
    EXPECT_EQ(s.FinalResult(), Result::WhiteWins);  // Black, to move, resigned
    EXPECT_TRUE(s.Apply("d6d5"));
    EXPECT_TRUE(s.TakeBack());
    EXPECT_FALSE(s.IsOver());
    ASSERT_FALSE(s.Apply("draw"));
    EXPECT_EQ(s.GetGame().GetOutcome(), (Outcome{Result::Draw, Reason::Agreement}));
    EXPECT_TRUE(s.Apply("claim"));  // the game is over
}

TEST(PlaySession, TimeForfeitEndsTheGame) {
    GameSetup setup = Friend();
    setup.clock = ClockSettings{};
    PlaySession s = Started(setup);
    ASSERT_FALSE(s.Apply("e3e4"));
    ASSERT_FALSE(s.ForfeitOnTime());
    EXPECT_TRUE(s.IsOver());
    // The outcome is the Game's own, not a note beside it.
    EXPECT_EQ(s.GetGame().GetOutcome(), (Outcome{Result::WhiteWins, Reason::TimeForfeit}));
    EXPECT_EQ(s.LostOnTime(), Color::Black);
    EXPECT_EQ(s.FinalResult(), Result::WhiteWins);
    EXPECT_TRUE(s.Apply("d6d5"));
    EXPECT_EQ(s.Actions().back(), "time-forfeit");
    auto replayed = PlaySession::Replay(s.Setup(), s.Actions());
    ASSERT_TRUE(std::holds_alternative<PlaySession>(replayed));
    EXPECT_EQ(std::get<PlaySession>(replayed).LostOnTime(), Color::Black);
    EXPECT_TRUE(s.ForfeitOnTime());  // over already
    EXPECT_TRUE(s.TakeBack());
    EXPECT_FALSE(s.IsOver());
    EXPECT_FALSE(s.LostOnTime());
    EXPECT_EQ(s.Actions(), std::vector<std::string>{"e3e4"});
}

TEST(PlaySession, TimeForfeitAfterAMateIsRefused) {
    PlaySession s = Started(Friend("k7/8/1K6/8/8/8/8/7R w - - 0 1"));
    ASSERT_FALSE(s.Apply("h1h8"));
    EXPECT_TRUE(s.ForfeitOnTime());
    EXPECT_EQ(s.GetGame().GetOutcome().reason, Reason::Checkmate);
    EXPECT_FALSE(s.LostOnTime());
}

TEST(PlaySession, EngineOpponentPlaysTheComputersSide) {
    GameSetup setup;
    setup.opponent = Opponent::Engine;
    setup.humanSide = Color::Black;
    PlaySession s = Started(setup);
    EXPECT_EQ(s.ComputerSide(), Color::White);
    EXPECT_TRUE(s.IsComputerTurn());
    EXPECT_EQ(OpponentKey(Opponent::Engine), "engine");
    EXPECT_EQ(OpponentFromKey("engine"), Opponent::Engine);
    ASSERT_FALSE(s.Apply("e3e4"));
    ASSERT_FALSE(s.Apply("d6d5"));
    EXPECT_TRUE(s.TakeBack());  // the user's move; the engine's first move stays
    EXPECT_EQ(s.Actions(), std::vector<std::string>{"e3e4"});
}

}  // namespace
}  // namespace chatur
