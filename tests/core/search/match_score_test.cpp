// The Elo arithmetic behind `chatur-cli match`: the logistic curve both ways, the
// Wilson interval mapped to Elo (checked against values worked out by hand), and
// the scores of 100 % and 0 %, whose estimate is infinite but whose interval has a
// finite end.
#include <gtest/gtest.h>

#include <cmath>

#include "core/search/match_score.h"

namespace chatur {
namespace {

TEST(MatchScore, EloAndExpectedScoreAreInverse) {
    EXPECT_DOUBLE_EQ(EloFromFraction(0.5), 0);
    EXPECT_NEAR(EloFromFraction(0.75), 190.85, 0.01);  // 400 * log10(3)
    EXPECT_NEAR(EloFromFraction(0.25), -190.85, 0.01);
    EXPECT_NEAR(FractionFromElo(400), 10.0 / 11.0, 1e-12);
    for (double elo : {-600.0, -100.0, 0.0, 35.0, 250.0})
        EXPECT_NEAR(EloFromFraction(FractionFromElo(elo)), elo, 1e-9);
    EXPECT_TRUE(std::isinf(EloFromFraction(1)) && EloFromFraction(1) > 0);
    EXPECT_TRUE(std::isinf(EloFromFraction(0)) && EloFromFraction(0) < 0);
}

TEST(MatchScore, WilsonIntervalInElo) {
    // 60 of 100: the fraction's interval is 0.5020..0.6906.
    EloEstimate e = EstimateElo({60, 0, 40});
    EXPECT_NEAR(e.fraction, 0.6, 1e-12);
    EXPECT_NEAR(e.elo, 70.44, 0.01);
    EXPECT_NEAR(e.low, 1.39, 0.01);
    EXPECT_NEAR(e.high, 139.48, 0.01);
    EXPECT_NEAR(e.Margin(), (139.48 - 1.39) / 2, 0.01);
    // Draws count half: 10 wins, 10 draws, 0 losses is 15 of 20.
    EloEstimate d = EstimateElo({10, 10, 0});
    EXPECT_NEAR(d.elo, 190.85, 0.01);
    EXPECT_NEAR(d.low, 21.78, 0.01);
    EXPECT_NEAR(d.high, 359.92, 0.01);
    // An even score: an interval symmetric about 0 that narrows with more games.
    EloEstimate few = EstimateElo({2, 6, 2}), many = EstimateElo({20, 60, 20});
    EXPECT_DOUBLE_EQ(few.elo, 0);
    EXPECT_NEAR(few.low, -few.high, 1e-9);
    EXPECT_LT(many.Margin(), few.Margin());
}

TEST(MatchScore, AllWinsHaveAFiniteLowerBound) {
    EloEstimate e = EstimateElo({10, 0, 0});
    EXPECT_TRUE(std::isinf(e.elo) && e.elo > 0);
    EXPECT_TRUE(std::isinf(e.high) && e.high > 0);
    EXPECT_NEAR(e.low, 166.20, 0.01);  // the fraction 1 / (1 + z^2 / 10)
    EloEstimate l = EstimateElo({0, 0, 10});
    EXPECT_TRUE(std::isinf(l.low) && l.low < 0);
    EXPECT_NEAR(l.high, -166.20, 0.01);
    EXPECT_TRUE(std::isinf(EstimateElo({}).Margin()));
}

TEST(MatchScore, FormatsSignedWholeNumbers) {
    EXPECT_EQ(FormatElo(70.44), "+70");
    EXPECT_EQ(FormatElo(-190.85), "-191");
    EXPECT_EQ(FormatElo(0.3), "0");
    EXPECT_EQ(FormatElo(EloFromFraction(1)), "+inf");
    EXPECT_EQ(FormatElo(EloFromFraction(0)), "-inf");
}

// Adjudication: each move's score is its mover's.
TEST(Adjudicator, ALossNeedsBothEnginesToAgreeForEnoughMovesEach) {
    Adjudicator a({/*resignMoves=*/2, /*resignCp=*/400, 0, 0, 0});
    // White thinks it is lost, Black does not yet agree: nothing.
    EXPECT_EQ(a.AfterMove(Color::White, -500, 1), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, 300, 2), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, -600, 3), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, 450, 4), std::nullopt);  // one move of Black's agrees
    EXPECT_EQ(a.AfterMove(Color::White, -650, 5), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, 400, 6), Result::BlackWins);  // the bound itself counts
    // The winner's own move can complete the streak too, and a mate score counts.
    Adjudicator b({1, 400, 0, 0, 0});
    EXPECT_EQ(b.AfterMove(Color::Black, -29990, 1), std::nullopt);
    EXPECT_EQ(b.AfterMove(Color::White, 29989, 2), Result::WhiteWins);
}

TEST(Adjudicator, AStreakBreaksOnAMoveOutsideTheBoundOrWithoutAScore) {
    Adjudicator a({2, 400, 0, 0, 0});
    EXPECT_EQ(a.AfterMove(Color::White, -500, 1), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, 500, 2), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, -399, 3), std::nullopt);  // White's streak ends
    EXPECT_EQ(a.AfterMove(Color::Black, 500, 4), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, -500, 5), std::nullopt);          // White: 1 again
    EXPECT_EQ(a.AfterMove(Color::Black, std::nullopt, 6), std::nullopt);  // Black: 0
    EXPECT_EQ(a.AfterMove(Color::White, -500, 7), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, 500, 8), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, -500, 9), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, 500, 10), Result::BlackWins);
}

TEST(Adjudicator, ADrawNeedsLevelScoresFromBothAndEnoughPlies) {
    Adjudicator a({0, 0, /*drawMoves=*/2, /*drawCp=*/20, /*drawFromPly=*/8});
    EXPECT_EQ(a.AfterMove(Color::White, 20, 1), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, -20, 2), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, 0, 3), std::nullopt);
    // Two level moves each, but only four plies played.
    EXPECT_EQ(a.AfterMove(Color::Black, 5, 4), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, 21, 5), std::nullopt);  // outside: White starts again
    EXPECT_EQ(a.AfterMove(Color::Black, 0, 6), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, 0, 7), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::Black, 0, 8), std::nullopt);
    EXPECT_EQ(a.AfterMove(Color::White, -3, 9), Result::Draw);
    // Off by default: no result, whatever the scores.
    Adjudicator off({});
    for (int ply = 1; ply <= 200; ++ply)
        EXPECT_EQ(off.AfterMove(ply % 2 ? Color::White : Color::Black, ply % 2 ? -30000 : 0, ply),
                  std::nullopt);
}

}  // namespace
}  // namespace chatur
