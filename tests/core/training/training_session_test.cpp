// The training session without a window: the next puzzle in each mode, the
// recording of attempts, the streak (climb, end at a miss, best kept) and the
// daily puzzle's once-a-day rule across a midnight given by the test's clock.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>

#include "core/training/training_database.h"
#include "core/training/training_session.h"

namespace chatur::training {
namespace {

using std::chrono::seconds;
using TimePoint = std::chrono::system_clock::time_point;

// 100 puzzles "p0".."p99" rated 800, 816, ... 2384; every tenth has "fork".
PuzzlePool Pool() {
    std::vector<PoolPuzzle> puzzles;
    for (int i = 0; i < 100; ++i)
        puzzles.push_back(
            {"p" + std::to_string(i),
             {800.0 + 16.0 * i, 150.0, 0.06},
             i % 10 == 0 ? std::vector<std::string>{"fork"} : std::vector<std::string>{"pin"}});
    return PuzzlePool(std::move(puzzles));
}

class TrainingSessionTest : public ::testing::Test {
protected:
    TrainingSessionTest()
        : database(OpenTrainingDatabase("", IfUnopenable::Fail)),
          trainer(*database.store, "makruk", Pool()),
          session([this] { return now; }, 7) {}

    void Start(TrainMode mode, const std::string& theme = {}) {
        session.Start([this]() -> Trainer& { return trainer; }, mode, theme);
    }
    int64_t Seconds() const {
        return std::chrono::duration_cast<seconds>(now.time_since_epoch()).count();
    }
    double RatingOf(const std::string& id) { return trainer.Pool().Find(id)->rating.rating; }
    int Attempts() { return database.store->CountAttempts("makruk"); }

    static AttemptFacts Clean() {
        AttemptFacts facts;
        facts.solved = true;
        return facts;
    }
    static AttemptFacts Missed() {
        AttemptFacts facts;
        facts.answerShown = true;
        return facts;
    }

    OpenedTrainingDatabase database;
    Trainer trainer;
    TimePoint now = TimePoint(seconds(1767268800));  // 2026-01-01 12:00 UTC
    TrainingSession session;
};

TEST(AttemptResultOf, FirstTryAfterMistakesWithHelpOrFailed) {
    AttemptFacts facts;
    EXPECT_EQ(ResultOf(facts), ItemResult::Failed);
    facts.solved = true;
    EXPECT_EQ(ResultOf(facts), ItemResult::SolvedFirstTry);
    facts.hintsUsed = 1;  // an early hint still allows a first-try solve
    EXPECT_EQ(ResultOf(facts), ItemResult::SolvedFirstTry);
    facts.mistakes = 2;
    EXPECT_EQ(ResultOf(facts), ItemResult::SolvedAfterMistakes);
    facts.lastHintUsed = true;
    EXPECT_EQ(ResultOf(facts), ItemResult::SolvedWithHelp);
    facts.lastHintUsed = false;
    facts.answerShown = true;
    EXPECT_EQ(ResultOf(facts), ItemResult::SolvedWithHelp);
    facts.solved = false;
    EXPECT_EQ(ResultOf(facts), ItemResult::Failed);
}

TEST_F(TrainingSessionTest, RatedPosesNearTheRatingAndRecordsTheAttempt) {
    EXPECT_EQ(session.State().noPuzzle, NoPuzzle::NotStarted);
    Start(TrainMode::Rated);
    const std::string first = session.PuzzleId();
    ASSERT_FALSE(first.empty());
    EXPECT_NEAR(RatingOf(first), 1500, 120);
    now += seconds(42);
    ASSERT_FALSE(session.Record(Clean()));
    const TrainingState state = session.State();
    ASSERT_TRUE(state.last);
    EXPECT_EQ(state.last->puzzleId, first);
    EXPECT_EQ(state.last->result, ItemResult::SolvedFirstTry);
    EXPECT_TRUE(state.last->counted);
    EXPECT_TRUE(state.last->countsAsSolved);
    EXPECT_GT(state.last->RatingChange().value_or(0), 0);
    ASSERT_TRUE(state.last->ratingBefore && state.last->ratingAfter);
    EXPECT_GT(state.last->ratingAfter->rating, state.last->ratingBefore->rating);
    ASSERT_TRUE(state.rating);
    EXPECT_EQ(*state.rating, *state.last->ratingAfter);
    const std::vector<Attempt> attempts = database.store->Attempts("makruk");
    ASSERT_EQ(attempts.size(), 1u);
    EXPECT_EQ(attempts[0].time, Seconds());
    EXPECT_EQ(attempts[0].timeTakenMs, 42000);
    EXPECT_EQ(attempts[0].mode, AttemptMode::Rated);
    // Next poses another; harder is further up; a theme filters.
    session.Next();
    EXPECT_NE(session.PuzzleId(), first);
    session.SetDifficulty(Difficulty::Hardest);
    session.Next();
    EXPECT_GT(RatingOf(session.PuzzleId()), 1900);
    session.SetDifficulty(Difficulty::Normal);
    Start(TrainMode::Rated, "fork");
    EXPECT_EQ(trainer.Pool().Find(session.PuzzleId())->themes[0], "fork");
    Start(TrainMode::Rated, "no-such-theme");
    EXPECT_TRUE(session.PuzzleId().empty());
    EXPECT_EQ(session.State().noPuzzle, NoPuzzle::NoneOfTheme);
}

// Solved after a mistake is a miss for the rating: the session says so (the
// view must not praise it), with the change it made.
TEST_F(TrainingSessionTest, ASolveAfterAMistakeCountsAsAMissForTheRating) {
    Start(TrainMode::Rated);
    AttemptFacts afterMistake = Clean();
    afterMistake.mistakes = 1;
    ASSERT_FALSE(session.Record(afterMistake));
    const LastAttempt last = *session.State().last;
    EXPECT_EQ(last.result, ItemResult::SolvedAfterMistakes);
    EXPECT_FALSE(last.countsAsSolved);
    EXPECT_FALSE(last.endedStreak);  // not a streak
    ASSERT_TRUE(last.RatingChange());
    EXPECT_LT(*last.RatingChange(), 0);
    EXPECT_EQ(*last.RatingChange(), int(std::lround(last.ratingAfter->rating)) -
                                        int(std::lround(last.ratingBefore->rating)));
    // A first-try solve with an early hint still counts.
    session.Next();
    AttemptFacts nudged = Clean();
    nudged.hintsUsed = 1;
    ASSERT_FALSE(session.Record(nudged));
    EXPECT_TRUE(session.State().last->countsAsSolved);
}

TEST_F(TrainingSessionTest, ReviewPosesOnlyDuePuzzles) {
    Start(TrainMode::Review);
    EXPECT_TRUE(session.PuzzleId().empty());
    EXPECT_EQ(session.State().noPuzzle, NoPuzzle::NoneDue);
    Start(TrainMode::Rated);
    const std::string missed = session.PuzzleId();
    ASSERT_FALSE(session.Record(Missed()));
    EXPECT_EQ(session.State().last->result, ItemResult::Failed);
    Start(TrainMode::Review);
    EXPECT_TRUE(session.PuzzleId().empty());  // due tomorrow, not now
    now += seconds(2 * 86400);
    Start(TrainMode::Review);
    EXPECT_EQ(session.PuzzleId(), missed);
    EXPECT_EQ(session.State().dueReviews, 1);
    const double learner = std::get<Glicko2Rating>(database.store->LearnerRating("makruk")).rating;
    ASSERT_FALSE(session.Record(Clean()));
    EXPECT_FALSE(session.State().last->ratingAfter);  // a review moves no rating
    EXPECT_EQ(std::get<Glicko2Rating>(database.store->LearnerRating("makruk")).rating, learner);
    EXPECT_EQ(database.store->Attempts("makruk").back().mode, AttemptMode::Review);
    EXPECT_EQ(session.State().dueReviews, 0);
    session.Next();
    EXPECT_TRUE(session.PuzzleId().empty());
}

TEST_F(TrainingSessionTest, StreakClimbsEndsAtAMissAndKeepsTheBest) {
    Start(TrainMode::Streak);
    const double start = session.Streak().startRating;
    EXPECT_EQ(start, 1500);  // a newcomer
    EXPECT_NEAR(RatingOf(session.PuzzleId()), start - kStreakStartBelow, 60);
    std::vector<std::string> seen;
    for (int i = 0; i < 3; ++i) {
        seen.push_back(session.PuzzleId());
        ASSERT_FALSE(session.Record(Clean()));
        session.Next();
        EXPECT_EQ(std::count(seen.begin(), seen.end(), session.PuzzleId()), 0);
    }
    EXPECT_NEAR(RatingOf(session.PuzzleId()), start - kStreakStartBelow + 3 * kStreakStep, 60);
    TrainingState state = session.State();
    EXPECT_EQ(state.streak, 3);
    EXPECT_EQ(state.bestStreak, 3);
    EXPECT_FALSE(state.streakOver);
    // A solve with a mistake is not clean: the run ends there.
    AttemptFacts helped = Clean();
    helped.mistakes = 1;
    ASSERT_FALSE(session.Record(helped));
    state = session.State();
    EXPECT_EQ(state.last->result, ItemResult::SolvedAfterMistakes);
    EXPECT_TRUE(state.streakOver);
    EXPECT_EQ(state.streak, 3);
    EXPECT_FALSE(state.last->countsAsSolved);
    EXPECT_TRUE(state.last->endedStreak);
    EXPECT_EQ(state.last->streakLength, 3);
    EXPECT_LT(state.last->RatingChange().value_or(0), 0);  // a streak's puzzles are rated
    EXPECT_EQ(database.store->Record("makruk", kBestStreakKey), 3);
    // Next starts a new run from the learner's rating now; the best is kept.
    session.Next();
    state = session.State();
    EXPECT_FALSE(state.streakOver);
    EXPECT_EQ(state.streak, 0);
    EXPECT_EQ(state.bestStreak, 3);
    EXPECT_EQ(session.Streak().startRating, state.rating->rating);
    ASSERT_FALSE(session.Record(Clean()));
    ASSERT_FALSE(session.Record(Missed()));
    EXPECT_EQ(session.State().bestStreak, 3);
    EXPECT_EQ(database.store->Record("makruk", kBestStreakKey), 3);
}

TEST_F(TrainingSessionTest, DailyPuzzleCountsOnceADayAcrossMidnight) {
    // Two minutes before the local midnight, then two minutes after it.
    const int64_t today = LocalDayStart(Seconds());
    const int64_t tomorrow = LocalDayStart(today + 86400 + 7200);
    now = TimePoint(seconds(tomorrow - 120));
    Start(TrainMode::Daily);
    const std::string first = session.PuzzleId();
    EXPECT_EQ(first, DailyPuzzleId(trainer.Pool().SortedIds(), "makruk", LocalDayKey(today)));
    EXPECT_FALSE(session.State().dailyDone);
    ASSERT_FALSE(session.Record(Missed()));
    EXPECT_TRUE(session.State().last->counted);
    EXPECT_TRUE(session.State().dailyDone);
    EXPECT_EQ(Attempts(), 1);
    // The same all day, and a second go is practice.
    now += seconds(60);
    session.Next();
    EXPECT_EQ(session.PuzzleId(), first);
    ASSERT_FALSE(session.Record(Clean()));
    EXPECT_FALSE(session.State().last->counted);
    EXPECT_FALSE(session.State().last->ratingAfter);
    EXPECT_EQ(Attempts(), 1);

    now = TimePoint(seconds(tomorrow + 120));
    EXPECT_FALSE(session.State().dailyDone);  // a new day
    session.Next();
    EXPECT_EQ(session.PuzzleId(),
              DailyPuzzleId(trainer.Pool().SortedIds(), "makruk", LocalDayKey(tomorrow)));
    EXPECT_FALSE(session.State().dailyDone);
    ASSERT_FALSE(session.Record(Clean()));
    EXPECT_TRUE(session.State().last->counted);
    EXPECT_EQ(Attempts(), 2);
    ASSERT_FALSE(session.Record(Clean()));
    EXPECT_FALSE(session.State().last->counted);
    EXPECT_EQ(Attempts(), 2);
}

}  // namespace
}  // namespace chatur::training
