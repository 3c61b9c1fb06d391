// SearchBoard applies Game's ending rules on a bare position: after every move of
// random games, in every profile, its status must be Game's outcome (a third
// occurrence aside, which SearchBoard always calls a draw).
#include "core/search/search_board.h"
#include "core/notation/game_fen.h"

#include <gtest/gtest.h>

#include <random>

#include "../test_support.h"
#include "core/rules/movegen.h"
#include "search_test_support.h"

namespace chatur {
namespace {

// Returns the number of plies compared.
int CompareRandomGames(const Game& start, int games, int maxPlies, uint64_t seed) {
    std::mt19937_64 rng(seed);
    int compared = 0;
    for (int g = 0; g < games; ++g) {
        Game game = start;
        SearchBoard board(start);
        for (int ply = 0; ply < maxPlies && !game.IsOver(); ++ply) {
            MoveList legal = game.LegalMoves();
            Move m = legal[int(rng() % uint64_t(legal.Size()))];
            EXPECT_FALSE(game.Play(m));
            board.Do(m);
            ++compared;
            EXPECT_EQ(board.Key(), game.GetPosition().Key());
            // Xiangqi's board reads the check off the move before making it.
            EXPECT_EQ(board.InCheck(), game.GetPosition().InCheck()) << GameFen(game);
            EXPECT_EQ(board.Count(), game.Count());
            EXPECT_EQ(board.HalfmoveClock(), game.HalfmoveClock());
            EXPECT_EQ(board.Occurrences(), game.RepetitionCount());
            MoveList now = LegalMoves(board.Pos());
            Outcome got = board.Status(!now.Empty(), board.Occurrences());
            Outcome want = game.GetOutcome();
            if (board.Occurrences() >= 3 &&
                (want.reason == Reason::PerpetualCheck ||
                 game.Profile().repetition == RepetitionRule::DrawOnClaim)) {
                EXPECT_EQ(got, (Outcome{Result::Draw, Reason::Repetition}));
                break;
            }
            EXPECT_EQ(got, want) << GameFen(game) << " " << game.Profile().FullName();
            if (got != want) return compared;
        }
        // Taking everything back returns to the start.
        while (board.Ply() > 0) board.Undo();
        EXPECT_EQ(board.Key(), start.GetPosition().Key());
        EXPECT_EQ(board.Count(), start.Count());
    }
    return compared;
}

TEST(SearchBoard, MatchesGameInMakrukEndgamesOfEveryProfile) {
    // Few pieces, no Bia or a last few: counts start and run out, mates and dead
    // material occur.
    for (const char* profile : {"counting", "fifty", "auto-count"}) {
        // The last: a pieces' count past its limit, White must mate at once.
        for (const char* fen :
             {"k7/8/1K6/8/8/4m3/8/7R w - - 0 1", "8/8/3k4/8/2M5/3K4/8/R7 b - - 0 1",
              "4k3/8/8/3s4/8/8/3SM3/3K4 w - - 0 1", "8/1M6/3k4/8/8/2R5/8/5K2 w - 32 33 162",
              // Bia left: the counts start when the last one is taken or promoted.
              "4k3/8/8/2p5/5P2/8/8/R3K3 w - - 0 1", "8/8/3k4/6p1/2M5/3K4/8/7R b - - 0 1"}) {
            Game g = test::MakeGame("makruk", fen, profile);
            EXPECT_GE(CompareRandomGames(g, 8, 150, 7), 8) << fen << " " << profile;
        }
    }
}

TEST(SearchBoard, MatchesGameWithADeclaredCount) {
    Game g = test::MakeGame("makruk", "k7/8/1K6/8/8/4m3/8/7R w - - 0 1", "counting");
    ASSERT_FALSE(g.StartCount().has_value());
    EXPECT_GT(CompareRandomGames(g, 8, 150, 11), 100);
}

TEST(SearchBoard, MatchesGameFromStartPositions) {
    Game makruk(MakrukVariant(), DefaultProfile(MakrukVariant()));
    EXPECT_GT(CompareRandomGames(makruk, 4, 200, 3), 400);
    Game xiangqi(XiangqiVariant(), DefaultProfile(XiangqiVariant()));
    EXPECT_GT(CompareRandomGames(xiangqi, 4, 200, 5), 400);
    // Xiangqi: few pieces, so repetitions and no-move finishes come up.
    EXPECT_GT(CompareRandomGames(test::MakeGame("xiangqi", "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1"),
                                 10, 120, 9),
              100);
}

TEST(SearchBoard, CarriesTheGameHistory) {
    Game g = test::MakeGame("xiangqi", "3k5/7R1/9/9/9/9/9/9/9/4K4 w - - 0 1");
    for (const char* m : {"h9h10", "d10d9", "h10h9", "d9d10"})
        EXPECT_FALSE(g.Play(test::MustMove(g, m)));
    SearchBoard board(g);
    EXPECT_EQ(board.RootOccurrences(g.GetPosition().Key()), 2);
    EXPECT_TRUE(board.RepeatsEarlier());
    // A second occurrence of a position from before the root ends nothing: Black need not
    // go round again.
    EXPECT_FALSE(board.RepetitionOutcome().has_value());
    // The third does, as in the game: Red checked with every move of the cycle, so
    // repeating it loses (perpetual check).
    for (const char* m : {"h9h10", "d10d9", "h10h9", "d9d10"}) {
        EXPECT_FALSE(board.RepetitionOutcome().has_value()) << m;
        board.Do(test::MustMove(g, m));
        ASSERT_FALSE(g.Play(test::MustMove(g, m)));
    }
    EXPECT_EQ(board.RepetitionOutcome(), (Outcome{Result::BlackWins, Reason::PerpetualCheck}));
    EXPECT_TRUE(g.GetOutcome().IsOver());
    EXPECT_EQ(board.GamePly(), g.GamePly());
}

TEST(SearchBoard, ACycleOnThePathEndsTheLineAtOnce) {
    // Makruk: a repetition is a draw. From a game with no history, the second occurrence
    // of a position reached from the root on (the root included) is already the draw.
    Game mk = test::MakeGame("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    SearchBoard board(mk);
    EXPECT_FALSE(board.RepetitionOutcome().has_value());
    for (const char* m : {"h1h2", "a8b8", "h2h1", "b8a8"}) {
        board.Do(test::MustMove(mk, m));
        ASSERT_FALSE(mk.Play(test::MustMove(mk, m)));
    }
    EXPECT_EQ(board.RepetitionOutcome(), (Outcome{Result::Draw, Reason::Repetition}));
    // The game itself goes on (two occurrences), and a board made from it at this root
    // sees no end yet; one move further, into the cycle again, the second occurrence of
    // a position from before the root still ends nothing.
    EXPECT_FALSE(mk.GetOutcome().IsOver());
    SearchBoard fromGame(mk);
    EXPECT_FALSE(fromGame.RepetitionOutcome().has_value());
    fromGame.Do(test::MustMove(mk, "h1h2"));
    EXPECT_FALSE(fromGame.RepetitionOutcome().has_value());
}

}  // namespace
}  // namespace chatur
