// Glicko-2 against the worked example of Glickman's "Example of the Glicko-2
// system" (a player rated 1500, RD 200, volatility 0.06 plays three games with
// tau 0.5), and the rating rules of training built on it.
#include <gtest/gtest.h>

#include <cmath>

#include "core/training/attempt.h"
#include "core/training/glicko2.h"
#include "core/training/review_schedule.h"

namespace chatur::training {
namespace {

TEST(Glicko2, MatchesTheWorkedExampleOfThePaper) {
    const Glicko2Rating player{1500, 200, 0.06};
    const Glicko2Rating after = Glicko2Update(
        player, {{{1400, 30, 0.06}, 1.0}, {{1550, 100, 0.06}, 0.0}, {{1700, 300, 0.06}, 0.0}}, 0.5);
    EXPECT_NEAR(after.rating, 1464.06, 0.01);
    EXPECT_NEAR(after.rd, 151.52, 0.01);
    EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
}

TEST(Glicko2, APeriodWithoutGamesOnlyWidensTheDeviation) {
    const Glicko2Rating player{1500, 200, 0.06};
    const Glicko2Rating after = Glicko2Update(player, {});
    EXPECT_EQ(after.rating, 1500);
    EXPECT_NEAR(after.rd, 200.27, 0.01);  // the paper's step 6 value for phi* (1.1528 x 173.7178)
    EXPECT_EQ(after.volatility, 0.06);
}

TEST(Glicko2, ExpectedScoreIsEvenBetweenEqualsAndFavoursTheStronger) {
    EXPECT_NEAR(Glicko2Expected({1500, 100, 0.06}, {1500, 100, 0.06}), 0.5, 1e-12);
    EXPECT_GT(Glicko2Expected({1800, 100, 0.06}, {1500, 100, 0.06}), 0.8);
}

TEST(TrainingAttempt, TheLastHintOrTheShownAnswerIsNotRatedAsSolved) {
    Attempt a;
    a.result = AttemptResult::Solved;
    EXPECT_TRUE(RatedAsSolved(a));
    EXPECT_EQ(ReviewQuality(a), 5);
    a.hintsUsed = 1;  // an early hint (a nudge) still allows a win
    EXPECT_TRUE(RatedAsSolved(a));
    EXPECT_EQ(ReviewQuality(a), 4);
    a.lastHintUsed = true;
    EXPECT_FALSE(RatedAsSolved(a));
    EXPECT_LT(ReviewQuality(a), kReviewPassQuality);
    a.lastHintUsed = false;
    a.answerShown = true;
    EXPECT_FALSE(RatedAsSolved(a));
    a.answerShown = false;
    a.mistakes = 1;
    EXPECT_FALSE(RatedAsSolved(a));
    EXPECT_EQ(ReviewQuality(a), 3);
    a.mistakes = 0;
    a.result = AttemptResult::Failed;
    EXPECT_FALSE(RatedAsSolved(a));
}

constexpr int64_t kDay = 86400;

TEST(ReviewSchedule, AMissOpensACardDueTomorrowAndSuccessesSpreadItOut) {
    EXPECT_FALSE(ScheduleReview(std::nullopt, "p", "makruk", 5, 1000));  // nothing to review
    auto card = ScheduleReview(std::nullopt, "p", "makruk", 1, 1000);
    ASSERT_TRUE(card);
    EXPECT_EQ(card->due, 1000 + kDay);
    EXPECT_EQ(card->lapses, 1);
    card = ScheduleReview(card, "p", "makruk", 5, card->due);
    EXPECT_EQ(card->intervalDays, 1);
    card = ScheduleReview(card, "p", "makruk", 5, card->due);
    EXPECT_EQ(card->intervalDays, 6);
    const double ease = card->ease;
    const int64_t third = card->due;
    card = ScheduleReview(card, "p", "makruk", 4, third);
    EXPECT_EQ(card->intervalDays, std::round(6 * ease));
    EXPECT_EQ(card->due, third + int64_t(card->intervalDays) * kDay);
    // A lapse brings it back tomorrow and makes it harder.
    const double easeBefore = card->ease;
    card = ScheduleReview(card, "p", "makruk", 1, card->due);
    EXPECT_EQ(card->intervalDays, 1);
    EXPECT_EQ(card->repetitions, 0);
    EXPECT_EQ(card->lapses, 2);
    EXPECT_LT(card->ease, easeBefore);
    for (int i = 0; i < 10; ++i) card = ScheduleReview(card, "p", "makruk", 0, card->due);
    EXPECT_EQ(card->ease, 1.3);  // SM-2's floor
}

}  // namespace
}  // namespace chatur::training
