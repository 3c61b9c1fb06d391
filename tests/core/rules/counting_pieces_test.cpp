// The pieces' honour count (docs/rules.md, makruk/counting): automatic start when no
// unpromoted Bia is left and one side has only its Khun, first count N+1, the limit
// table fixed at the start, exactly one more move for the stronger side once the
// lone Khun's count reaches the limit, replacing a board's count, no stopping.
#include <gtest/gtest.h>

#include "game_test_support.h"

#include "core/notation/coord.h"
#include "core/rules/game.h"

namespace chatur {
namespace {

Game MakeGame(std::string_view profile, const std::string& fen) {
    return test::MakeGame(MakrukVariant(), profile, fen);
}

using test::Play;

const Outcome kOngoing{};
const Outcome kCountingDraw{Result::Draw, Reason::Counting};

// White Khun c3, Rua a7 and b1; Black has only its Khun on h8 and is to move.
// N = 4 pieces, so the lone Khun's first move is count 5; two Rua: limit 8.
const std::string kTwoRua = "7k/R7/8/8/8/2K5/8/1R6 b - - 0 50";

TEST(PiecesCount, TwoRuaStartsAtFiveWithLimitEight) {
    Game g = MakeGame("counting", kTwoRua);
    CountStatus s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::Pieces);
    EXPECT_EQ(s.countingSide, Color::Black);
    EXPECT_EQ(s.value, 4);  // nothing counted yet; the first move is N+1
    EXPECT_EQ(s.limit, 8);
    EXPECT_EQ(s.movesLeft, 4);
    EXPECT_FALSE(s.canStart);
    EXPECT_FALSE(s.canStop);
    Play(g, "h8g8");
    EXPECT_EQ(g.GetCountStatus().value, 5);
}

TEST(PiecesCount, StrongerSideMovesAfterCountsFiveToEightThenANonMateDraws) {
    Game g = MakeGame("counting", kTwoRua);
    const char* lone[] = {"h8g8", "g8h8", "h8g8", "g8h8"};
    const char* strong[] = {"c3d3", "d3e3", "e3f3", "f3g3"};
    for (int i = 0; i < 4; ++i) {
        Play(g, lone[i]);
        EXPECT_EQ(g.GetCountStatus().value, 5 + i);
        EXPECT_EQ(g.GetOutcome(), kOngoing) << "after count " << 5 + i;
        EXPECT_EQ(g.GetCountStatus().limitReached, i == 3);
        Play(g, strong[i]);
        EXPECT_EQ(g.GetOutcome(), i < 3 ? kOngoing : kCountingDraw) << "after count " << 5 + i;
    }
}

TEST(PiecesCount, MateOnTheLastMoveAfterCountEightWins) {
    Game g = MakeGame("counting", kTwoRua);
    for (const char* m : {"h8g8", "c3d3", "g8h8", "d3e3", "h8g8", "e3f3", "g8h8", "b1b8"})
        Play(g, m);
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(PiecesCount, MateBeforeTheLimitWins) {
    Game g = MakeGame("counting", kTwoRua);
    for (const char* m : {"h8g8", "c3d3", "g8h8", "b1b8"}) Play(g, m);
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

// Each row of the limit table, decided from the stronger side's pieces.
struct LimitCase {
    const char* what;
    const char* fen;
    int start;  // N: the pieces on the board (the first count is N+1)
    int limit;
};

TEST(PiecesCount, LimitTable) {
    const LimitCase cases[] = {
        {"two Rua", "4k3/8/8/8/8/8/8/R2K3R b - - 0 40", 4, 8},
        {"two Rua and more", "4k3/8/8/8/8/8/8/RNSKMSNR b - - 0 40", 9, 8},
        {"one Rua", "4k3/8/8/8/8/8/8/R2K4 b - - 0 40", 3, 16},
        {"one Rua, two Khon, two Ma", "4k3/8/8/8/8/8/8/RNSK1SN1 b - - 0 40", 7, 16},
        {"no Rua, two Khon", "4k3/8/8/8/8/8/8/2SK1S2 b - - 0 40", 4, 22},
        {"no Rua, two Khon, two Ma, Met", "4k3/8/8/8/8/8/8/1NSKMSN1 b - - 0 40", 7, 22},
        {"no Rua, one Khon and two Ma", "4k3/8/8/8/8/8/8/1NSK2N1 b - - 0 40", 5, 32},
        {"no Rua, no Khon, two Ma", "4k3/8/8/8/8/8/8/1N1K2N1 b - - 0 40", 4, 32},
        {"no Rua, one Khon", "4k3/8/8/8/8/8/8/2SK4 b - - 0 40", 3, 44},
        {"no Rua, one Khon, one Ma, Met", "4k3/8/8/8/8/8/8/1NSKM3 b - - 0 40", 5, 44},
        {"one Ma", "4k3/8/8/8/8/8/8/1N1K4 b - - 0 40", 3, 64},
        {"Met only", "4k3/8/8/8/8/8/8/3KM3 b - - 0 40", 3, 64},
        {"Ma and promoted Bia", "4k3/8/8/8/8/M~7/8/1N1KM3 b - - 0 40", 5, 64},
        {"Black is the stronger side", "r2km2r/8/8/8/8/8/8/4K3 w - - 0 40", 5, 8},
    };
    for (const LimitCase& c : cases) {
        Game g = MakeGame("counting", c.fen);
        CountStatus s = g.GetCountStatus();
        EXPECT_EQ(s.kind, CountKind::Pieces) << c.what;
        EXPECT_EQ(s.value, c.start) << c.what;
        EXPECT_EQ(s.limit, c.limit) << c.what;
    }
}

TEST(PiecesCount, LimitIsFixedWhenTheCountStarts) {
    // The lone Khun takes a Rua: the limit stays 8 (two Rua at the start), not 16.
    Game g = MakeGame("counting", "8/8/8/8/8/2K5/6kR/R7 b - - 0 40");
    EXPECT_EQ(g.GetCountStatus().limit, 8);
    Play(g, "g2h2");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::Pieces);
    EXPECT_EQ(g.GetCountStatus().limit, 8);
    EXPECT_EQ(g.GetCountStatus().value, 5);
}

TEST(PiecesCount, FirstCountAlreadyAboveTheLimitGivesExactlyOneMove) {
    // Eight pieces with two Rua: the first count is 9, above the limit 8.
    const std::string fen = "7k/R7/8/8/8/2K5/8/1R1MM~M~M~1 b - - 0 50";
    Game g = MakeGame("counting", fen);
    EXPECT_EQ(g.GetCountStatus().value, 8);
    EXPECT_EQ(g.GetCountStatus().movesLeft, 1);
    EXPECT_EQ(g.GetOutcome(), kOngoing);  // the lone Khun still makes its move
    Play(g, "h8g8");
    EXPECT_EQ(g.GetCountStatus().value, 9);
    EXPECT_TRUE(g.GetCountStatus().limitReached);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "c3d3");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);

    Game mate = MakeGame("counting", fen);
    Play(mate, "h8g8");
    Play(mate, "b1b8");
    EXPECT_EQ(mate.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(PiecesCount, PromotionOfTheLastBiaStartsIt) {
    Game g = MakeGame("counting", "4k3/8/8/P7/8/8/8/R3K3 w - - 0 30");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);  // a Bia is still on the board
    Play(g, "a5a6m");
    CountStatus s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::Pieces);
    EXPECT_EQ(s.countingSide, Color::Black);
    EXPECT_EQ(s.value, 4);  // Khun, Rua, promoted Bia, lone Khun
    EXPECT_EQ(s.limit, 16);
    Play(g, "e8d8");
    EXPECT_EQ(g.GetCountStatus().value, 5);
}

TEST(PiecesCount, LoneKhunCapturingTheLastBiaStartsIt) {
    Game g = MakeGame("counting", "8/8/8/4k3/4P3/8/8/R3K3 b - - 0 30");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
    Play(g, "e5e4");
    CountStatus s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::Pieces);
    EXPECT_EQ(s.countingSide, Color::Black);
    EXPECT_EQ(s.value, 3);
    EXPECT_EQ(s.limit, 16);
    Play(g, "a1a2");
    EXPECT_EQ(g.GetCountStatus().value, 3);  // the stronger side's moves do not count
    Play(g, "e4d5");
    EXPECT_EQ(g.GetCountStatus().value, 4);
}

TEST(PiecesCount, ReplacesARunningBoardCountAndCannotBeStopped) {
    Game g = MakeGame("counting", "4k3/8/8/3m4/8/8/8/M2R3K b - - 0 40");
    ASSERT_FALSE(g.StartCount());
    Play(g, "e8f8");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::Board);
    EXPECT_EQ(g.GetCountStatus().value, 1);
    Play(g, "d1d5");  // takes Black's last piece besides its Khun
    CountStatus s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::Pieces);
    EXPECT_EQ(s.countingSide, Color::Black);
    EXPECT_EQ(s.value, 4);
    EXPECT_EQ(s.limit, 16);
    EXPECT_FALSE(s.canStop);
    EXPECT_FALSE(s.canStart);
    EXPECT_TRUE(g.StopCount().has_value());
    EXPECT_TRUE(g.StartCount().has_value());
}

TEST(PiecesCount, RunsByItselfInAutoCountToo) {
    Game g = MakeGame("auto-count", kTwoRua);
    for (const char* m : {"h8g8", "c3d3", "g8h8", "d3e3", "h8g8", "e3f3", "g8h8"}) Play(g, m);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "f3g3");
    EXPECT_EQ(g.GetOutcome(), kCountingDraw);
}

TEST(PiecesCount, NoCountingInTheFiftyProfile) {
    Game g = MakeGame("fifty", kTwoRua);
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
    for (const char* m : {"h8g8", "c3d3", "g8h8", "d3e3", "h8g8", "e3f3", "g8h8", "f3g3"})
        Play(g, m);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
}

}  // namespace
}  // namespace chatur
