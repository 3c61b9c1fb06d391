// The board's honour count (docs/rules.md, makruk/counting): declared by the side to
// move when no Bia is left and neither side is a lone Khun; count 1 on the starting
// move; stop on any own turn (the stopping move still counts) and restart from 1;
// after the counter's 64th counted move the opponent's next move must mate; a mate
// by the counter is a draw, also on its stop move. In makruk/auto-count it starts
// by itself and a mate by the counter wins.
#include <gtest/gtest.h>

#include "game_test_support.h"

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

Game MakeGame(std::string_view profile, const std::string& fen) {
    return test::MakeGame(MakrukVariant(), profile, fen);
}

using test::Play;

const Outcome kOngoing{};
const Outcome kCountingDraw{Result::Draw, Reason::Counting};
const Outcome kWhiteMates{Result::WhiteWins, Reason::Checkmate};

// Black: Khun e8, Met d6. White: Rua a1, Khun h1. No Bia, Black to move.
const std::string kQuiet = "4k3/8/3m4/8/8/8/8/R6K b - - 0 40";

TEST(BoardCount, StartCountsOneStopStillCountsRestartFromOne) {
    Game g = MakeGame("counting", kQuiet);
    CountStatus s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::None);
    EXPECT_TRUE(s.canStart);
    EXPECT_FALSE(s.canStop);

    ASSERT_FALSE(g.StartCount());
    EXPECT_TRUE(g.GetCountStatus().startRequested);
    EXPECT_FALSE(g.GetCountStatus().canStart);
    Play(g, "e8f8");
    s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::Board);
    EXPECT_EQ(s.countingSide, Color::Black);
    EXPECT_EQ(s.value, 1);
    EXPECT_EQ(s.limit, 64);
    EXPECT_EQ(s.movesLeft, 63);
    EXPECT_FALSE(s.canStop);  // not the counter's turn
    EXPECT_TRUE(g.StopCount().has_value());
    EXPECT_TRUE(g.StartCount().has_value());  // a count is running

    Play(g, "a1a2");
    EXPECT_EQ(g.GetCountStatus().value, 1);  // the opponent's moves do not count
    EXPECT_TRUE(g.GetCountStatus().canStop);
    EXPECT_TRUE(g.StartCount().has_value());  // no second start while one runs
    Play(g, "f8e8");
    EXPECT_EQ(g.GetCountStatus().value, 2);
    Play(g, "a2a1");

    ASSERT_FALSE(g.StopCount());
    Play(g, "e8f8");  // the stopping move is count 3, then the count ends
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
    Play(g, "a1a2");
    ASSERT_FALSE(g.StartCount());
    Play(g, "f8e8");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::Board);
    EXPECT_EQ(g.GetCountStatus().value, 1);  // a later start counts from 1 again
}

TEST(BoardCount, EitherSideMayStart) {
    Game g = MakeGame("counting", kQuiet);
    Play(g, "e8f8");
    ASSERT_FALSE(g.StartCount());
    Play(g, "a1a2");
    EXPECT_EQ(g.GetCountStatus().countingSide, Color::White);
    EXPECT_EQ(g.GetCountStatus().value, 1);
}

TEST(BoardCount, CannotStartWhileABiaIsOnTheBoard) {
    Game g = MakeGame("counting", "4k3/8/3m4/8/8/P7/8/R6K b - - 0 40");
    EXPECT_FALSE(g.GetCountStatus().canStart);
    EXPECT_TRUE(g.StartCount().has_value());
}

TEST(BoardCount, NoDeclarationsInAutoCountOrFifty) {
    for (const char* profile : {"auto-count", "fifty"}) {
        Game g = MakeGame(profile, kQuiet);
        EXPECT_FALSE(g.GetCountStatus().canStart) << profile;
        EXPECT_TRUE(g.StartCount().has_value()) << profile;
        EXPECT_TRUE(g.StopCount().has_value()) << profile;
    }
}

// Black counts; its value is 63 (Fairy-Stockfish fields: limit 128 plies, 126
// counted, Black to move). White Khun g6 and Rua a1 against Khun h8 and Met c6.
const std::string kCount63 = "7k/8/2m3K1/8/8/8/8/R7 b - 128 126 80";

TEST(BoardCount, SixtyFourthMoveThenANonMateDraws) {
    Game g = MakeGame("counting", kCount63);
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::Board);
    EXPECT_EQ(g.GetCountStatus().countingSide, Color::Black);
    EXPECT_EQ(g.GetCountStatus().value, 63);
    Play(g, "c6b5");
    EXPECT_EQ(g.GetCountStatus().value, 64);
    EXPECT_TRUE(g.GetCountStatus().limitReached);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "g6f6");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

// The move after the counter's 64th takes the counter's last piece besides its Khun.
// The board's count has run out, so this is a draw: no pieces' count starts for a
// move the count has already judged (docs/rules.md; Fairy-Stockfish differs here).
TEST(BoardCount, SixtyFourthMoveThenTakingTheLastPieceStillDraws) {
    Game g = MakeGame("counting", "7k/8/1m4K1/8/8/8/8/R7 b - 128 126 80");
    ASSERT_EQ(g.GetCountStatus().value, 63);
    Play(g, "b6a5");
    ASSERT_TRUE(g.GetCountStatus().limitReached);
    Play(g, "a1a5");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

TEST(BoardCount, SixtyFourthMoveThenAMateWinsForTheOpponent) {
    Game g = MakeGame("counting", kCount63);
    Play(g, "c6b5");
    Play(g, "a1a8");
    EXPECT_EQ(g.GetOutcome(), kWhiteMates);
}

// Plays a whole count from its start: each side picks the first legal move that
// captures nothing, does not end the game and reaches a position not seen before.
TEST(BoardCount, SixtyFourCountedMovesPlayedOut) {
    Game g = MakeGame("counting", kQuiet);
    ASSERT_FALSE(g.StartCount());
    for (int ply = 0; ply < 128; ++ply) {
        bool played = false;
        for (Move m : g.LegalMoves()) {
            if (!IsEmpty(g.GetPosition().PieceAt(m.To()))) continue;
            Game trial = g;
            ASSERT_FALSE(trial.Play(m));
            if (trial.GetOutcome().reason == Reason::Checkmate) continue;
            if (ply < 127 && (trial.IsOver() || trial.RepetitionCount() > 1)) continue;
            ASSERT_FALSE(g.Play(m));
            played = true;
            break;
        }
        ASSERT_TRUE(played) << "no quiet move at ply " << ply;
        if (ply < 127) {
            ASSERT_EQ(g.GetOutcome(), kOngoing) << "ply " << ply;
        }
        if (ply % 2 == 0) {
            EXPECT_EQ(g.GetCountStatus().value, ply / 2 + 1);
        }
    }
    EXPECT_EQ(g.GetCountStatus().value, 64);
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

// White Khun g6 and Rua a1 against Khun h8 and Met b5; a1a8 mates.
const std::string kMateInOne = "7k/8/6K1/1m6/8/8/8/R7 w - - 0 60";

TEST(BoardCount, MateByTheCounterIsADraw) {
    Game g = MakeGame("counting", kMateInOne);
    ASSERT_FALSE(g.StartCount());
    Play(g, "a1a2");
    Play(g, "b5c4");
    Play(g, "a2a8");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

TEST(BoardCount, MateByTheCounterOnItsStopMoveIsADraw) {
    Game g = MakeGame("counting", kMateInOne);
    ASSERT_FALSE(g.StartCount());
    Play(g, "a1a2");
    Play(g, "b5c4");
    ASSERT_FALSE(g.StopCount());
    Play(g, "a2a8");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

TEST(BoardCount, MateByTheCounterOnItsStartMoveIsADraw) {
    Game g = MakeGame("counting", kMateInOne);
    ASSERT_FALSE(g.StartCount());
    Play(g, "a1a8");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

TEST(BoardCount, MateWithoutACountWins) {
    Game g = MakeGame("counting", kMateInOne);
    Play(g, "a1a8");
    EXPECT_EQ(g.GetOutcome(), kWhiteMates);
}

TEST(BoardCount, MateAfterTheCounterStoppedWins) {
    Game g = MakeGame("counting", kMateInOne);
    ASSERT_FALSE(g.StartCount());
    Play(g, "a1a2");
    Play(g, "b5c4");
    ASSERT_FALSE(g.StopCount());
    Play(g, "a2a3");
    Play(g, "c4b5");
    Play(g, "a3a8");
    EXPECT_EQ(g.GetOutcome(), kWhiteMates);
}

TEST(BoardCount, MateByTheOpponentOfTheCounterWins) {
    Game g = MakeGame("counting", kMateInOne);
    Play(g, "g6f6");
    ASSERT_FALSE(g.StartCount());  // Black counts
    Play(g, "b5c4");
    Play(g, "f6g6");
    Play(g, "c4b5");
    Play(g, "a1a8");
    EXPECT_EQ(g.GetOutcome(), kWhiteMates);
}

TEST(AutoCount, BoardCountStartsByItselfForTheSideToMove) {
    Game g = MakeGame("auto-count", kQuiet);
    CountStatus s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::Board);
    EXPECT_EQ(s.countingSide, Color::Black);
    EXPECT_EQ(s.value, 0);
    EXPECT_EQ(s.limit, 64);
    Play(g, "e8f8");
    EXPECT_EQ(g.GetCountStatus().value, 1);
}

TEST(AutoCount, StartsWhenTheLastBiaIsCaptured) {
    // White's Rua takes the last Bia; Black, to move then, counts.
    Game g = MakeGame("auto-count", "4k3/8/3m4/8/p7/8/8/R6K w - - 0 40");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
    Play(g, "a1a4");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::Board);
    EXPECT_EQ(g.GetCountStatus().countingSide, Color::Black);
    EXPECT_EQ(g.GetCountStatus().value, 0);
    EXPECT_EQ(GameFen(g), "4k3/8/3m4/8/R7/8/8/7K b - 128 0 40");
}

TEST(AutoCount, MateByTheCounterWins) {
    Game g = MakeGame("auto-count", kMateInOne);
    EXPECT_EQ(g.GetCountStatus().countingSide, Color::White);
    Play(g, "a1a8");
    EXPECT_EQ(g.GetOutcome(), kWhiteMates);
}

TEST(AutoCount, SixtyFourthMoveThenANonMateDraws) {
    Game g = MakeGame("auto-count", kCount63);
    Play(g, "c6b5");
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "g6f6");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

}  // namespace
}  // namespace chatur
