// Choosing the next puzzle: near the target, honouring difficulty, theme and
// the recent puzzles; and the simulated learner's convergence with fixed seeds.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "core/training/learner_simulation.h"

namespace chatur::training {
namespace {

TEST(PuzzlePool, StartingRatingsComeFromThePackOrTheGrade) {
    EXPECT_EQ(InitialPuzzleRating(1).rating, 800);
    EXPECT_EQ(InitialPuzzleRating(3).rating, 1400);
    EXPECT_EQ(InitialPuzzleRating(5).rating, 2000);
    EXPECT_EQ(InitialPuzzleRating(2, 1725).rating, 1725);
    EXPECT_LT(InitialPuzzleRating(2, 1725).rd, InitialPuzzleRating(2).rd);
}

TEST(PuzzlePool, PicksNearTheLearnerShiftedByTheDifficulty) {
    const PuzzlePool pool = SyntheticPool(1000, 7);  // 600 .. 2400, 1.8 apart
    std::mt19937 random(1);
    for (Difficulty d : {Difficulty::Easiest, Difficulty::Easier, Difficulty::Normal,
                         Difficulty::Harder, Difficulty::Hardest}) {
        SelectionRequest request;
        request.learnerRating = 1500;
        request.difficulty = d;
        for (int i = 0; i < 20; ++i) {
            const PoolPuzzle* p = pool.Select(request, random);
            ASSERT_TRUE(p);
            EXPECT_NEAR(p->rating.rating, 1500 + DifficultyOffset(d), 10);
        }
    }
    SelectionRequest beyond;  // past the top of the pool: its hardest puzzles
    beyond.learnerRating = 2300;
    beyond.difficulty = Difficulty::Hardest;
    EXPECT_GT(pool.Select(beyond, random)->rating.rating, 2380);
}

TEST(PuzzlePool, HonoursTheThemeAndDoesNotRepeatRecentPuzzles) {
    const PuzzlePool pool = SyntheticPool(1000, 7);
    std::mt19937 random(2);
    SelectionRequest request;
    request.learnerRating = 1200;
    request.theme = "pin";
    std::set<std::string> seen;
    for (int i = 0; i < 100; ++i) {
        const PoolPuzzle* p = pool.Select(request, random);
        ASSERT_TRUE(p);
        EXPECT_EQ(p->themes, std::vector<std::string>{"pin"});
        EXPECT_TRUE(seen.insert(p->id).second) << p->id << " repeated";
        request.recent.insert(request.recent.begin(), p->id);
    }
    request.theme = "no-such-theme";
    EXPECT_FALSE(pool.Select(request, random));
}

TEST(PuzzlePool, ASmallPoolRepeatsTheOldestRecentPuzzlesFirst) {
    const PuzzlePool pool(
        {{"a", {1500, 100, 0.06}, {}}, {"b", {1510, 100, 0.06}, {}}, {"c", {1520, 100, 0.06}, {}}});
    std::mt19937 random(3);
    SelectionRequest request;
    request.recent = {"c", "b", "a"};  // all seen; c last
    for (int i = 0; i < 20; ++i) {
        const PoolPuzzle* p = pool.Select(request, random);
        ASSERT_TRUE(p);
        EXPECT_NE(p->id, "c");
    }
}

TEST(PuzzlePool, MovesAPuzzleToItsNewRating) {
    PuzzlePool pool(
        {{"a", {1000, 100, 0.06}, {}}, {"b", {2000, 100, 0.06}, {}}, {"c", {1500, 100, 0.06}, {}}});
    pool.SetRating("a", {1700, 90, 0.06});
    std::vector<std::string> order;
    for (const PoolPuzzle& p : pool.Puzzles()) order.push_back(p.id);
    EXPECT_EQ(order, (std::vector<std::string>{"c", "a", "b"}));
    EXPECT_EQ(pool.Find("a")->rating, (Glicko2Rating{1700, 90, 0.06}));
}

// The target: after 60 puzzles from the start the rating is within 150
// points of the true strength, across the pool's range. Fixed seeds make this
// deterministic; the database lives in memory to keep it cheap (same code).
TEST(LearnerSimulation, ConvergesWithin150PointsAfter60Puzzles) {
    const PuzzlePool pool = SyntheticPool(10000, 11);
    for (double strength : {800.0, 1200.0, 1600.0, 2000.0, 2200.0}) {
        for (uint32_t seed : {1u, 2u}) {
            TrainingStore store;
            ASSERT_FALSE(store.Open(":memory:"));
            SimulationOptions options;
            options.strength = strength;
            options.puzzles = 60;
            options.seed = seed;
            int steps = 0;
            SimulationResult result =
                SimulateLearner(store, pool, options, [&](const SimulationStep&) { ++steps; });
            ASSERT_FALSE(result.error);
            EXPECT_EQ(result.attempts, 60);
            EXPECT_EQ(steps, 60);
            EXPECT_EQ(store.CountAttempts("makruk"), 60);
            EXPECT_EQ(store.RatingHistory("makruk").size(), 60u);
            EXPECT_GT(store.CountCards("makruk"), 0);  // the misses
            EXPECT_LE(store.CountCards("makruk"), 60 - result.solved);
            EXPECT_NEAR(result.rating.rating, strength, 150) << "seed " << seed;
            EXPECT_LT(result.rating.rd, 100);
        }
    }
}

}  // namespace
}  // namespace chatur::training
