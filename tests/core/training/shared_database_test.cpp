// Two copies of the app on one training database: every rated attempt builds on
// the rating the other copy wrote last (the ratings are read inside the write
// transaction), and a rating that cannot be read is an error, never a
// newcomer's 1500 written over the learner's.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <thread>

#include "core/training/trainer.h"
#include "core/training/training_database.h"

namespace chatur::training {
namespace {

namespace fs = std::filesystem;

class SharedDatabaseTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::path(::testing::TempDir()) /
                ("chatur-shared-db-" + std::to_string(getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        m_path = (m_dir / "training.db").string();
    }
    void TearDown() override { fs::remove_all(m_dir); }

    fs::path m_dir;
    std::string m_path;
};

PuzzlePool Pool() {
    std::vector<PoolPuzzle> puzzles;
    for (int i = 0; i < 12; ++i)
        puzzles.push_back({"p" + std::to_string(i), InitialPuzzleRating(1 + i % 5), {}});
    return PuzzlePool(std::move(puzzles));
}

// One copy of the app: its own connection, recording `count` attempts.
void Train(const std::string& path, int copy, int count) {
    OpenedTrainingDatabase opened = OpenTrainingDatabase(path, IfUnopenable::Fail);
    ASSERT_FALSE(opened.error) << DescribeStoreError(*opened.error);
    Trainer trainer(*opened.store, "makruk", Pool());
    for (int i = 0; i < count; ++i) {
        Attempt a;
        a.puzzleId = "p" + std::to_string((i * 5 + copy) % 12);
        a.time = 1767225600;  // one moment: no rating period passes between attempts
        a.result = (i + copy) % 3 == 0 ? AttemptResult::Failed : AttemptResult::Solved;
        a.mistakes = i % 7 == copy ? 1 : 0;
        ASSERT_FALSE(trainer.Record(a));
    }
}

TEST_F(SharedDatabaseTest, TwoConnectionsLoseNoRatingUpdate) {
    constexpr int kEach = 80;
    // Made first, so that both copies find the schema in place.
    ASSERT_FALSE(OpenTrainingDatabase(m_path, IfUnopenable::Fail).error);
    std::thread first(Train, m_path, 0, kEach);
    std::thread second(Train, m_path, 1, kEach);
    first.join();
    second.join();

    OpenedTrainingDatabase shared = OpenTrainingDatabase(m_path, IfUnopenable::Fail);
    const std::vector<Attempt> attempts = shared.store->Attempts("makruk");
    ASSERT_EQ(attempts.size(), size_t(2 * kEach));
    EXPECT_EQ(shared.store->RatingHistory("makruk").size(), size_t(2 * kEach));

    // The same attempts, one after the other in the order they were written,
    // on a database of their own: the rating each copy's attempt moved from
    // must be the one the other copy left.
    OpenedTrainingDatabase serial = OpenTrainingDatabase("", IfUnopenable::Fail);
    Trainer replay(*serial.store, "makruk", Pool());
    for (const Attempt& a : attempts) ASSERT_FALSE(replay.Record(a));
    const Glicko2Rating expected = std::get<Glicko2Rating>(serial.store->LearnerRating("makruk"));
    const Glicko2Rating found = std::get<Glicko2Rating>(shared.store->LearnerRating("makruk"));
    EXPECT_DOUBLE_EQ(found.rating, expected.rating);
    EXPECT_DOUBLE_EQ(found.rd, expected.rd);
    EXPECT_DOUBLE_EQ(found.volatility, expected.volatility);
    const PuzzlePool pool = Pool();
    for (const PoolPuzzle& p : pool.Puzzles()) {
        const auto want =
            std::get<std::optional<PuzzleRatingRow>>(serial.store->PuzzleRating(p.id));
        const auto got = std::get<std::optional<PuzzleRatingRow>>(shared.store->PuzzleRating(p.id));
        ASSERT_EQ(want.has_value(), got.has_value()) << p.id;
        if (!want) continue;
        EXPECT_EQ(got->attempts, want->attempts) << p.id;
        EXPECT_DOUBLE_EQ(got->rating.rating, want->rating.rating) << p.id;
    }
}

TEST_F(SharedDatabaseTest, ARatingThatCannotBeReadIsAnErrorAndNothingIsWritten) {
    OpenedTrainingDatabase opened = OpenTrainingDatabase(m_path, IfUnopenable::Fail);
    ASSERT_FALSE(opened.error);
    TrainingStore& store = *opened.store;
    Trainer trainer(store, "makruk", Pool());
    Attempt a;
    a.puzzleId = "p1";
    a.time = 1767225600;
    a.result = AttemptResult::Solved;
    ASSERT_FALSE(trainer.Record(a));
    // The table of the learner's ratings is gone (a damaged file, say).
    ASSERT_FALSE(store.Db().Exec("DROP TABLE learner_ratings"));

    const StoreRead<Glicko2Rating> rating = store.LearnerRating("makruk");
    ASSERT_TRUE(std::holds_alternative<StoreError>(rating));  // not a newcomer's 1500
    EXPECT_EQ(std::get<StoreError>(rating).kind, StoreErrorKind::ReadFailed);
    EXPECT_TRUE(std::holds_alternative<StoreError>(trainer.LearnerRatingAt(a.time)));

    a.time += 60;
    const std::optional<StoreError> error = trainer.Record(a);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::ReadFailed);
    EXPECT_EQ(store.CountAttempts("makruk"), 1);  // the second attempt was not written
    EXPECT_EQ(store.RatingHistory("makruk").size(), 1u);
}

TEST_F(SharedDatabaseTest, AFileThatCannotBeOpenedIsKeptInMemoryOnlyWhenAsked) {
    fs::create_directories(m_path);  // a folder where the file should be
    const OpenedTrainingDatabase failed = OpenTrainingDatabase(m_path, IfUnopenable::Fail);
    ASSERT_TRUE(failed.error);
    EXPECT_FALSE(failed.store->CanWrite());
    const OpenedTrainingDatabase kept = OpenTrainingDatabase(m_path, IfUnopenable::KeepInMemory);
    ASSERT_TRUE(kept.error);
    EXPECT_TRUE(kept.store->CanWrite());
    EXPECT_EQ(kept.path, m_path);
}

}  // namespace
}  // namespace chatur::training
