// The training store: round trip, migration from an empty (version 0) file,
// damaged and foreign files kept aside, a newer schema refused.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/training/trainer.h"
#include "core/training/training_store.h"

namespace chatur::training {
namespace {

namespace fs = std::filesystem;

class TrainingStoreTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::path(::testing::TempDir()) /
                ("chatur-training-" + std::to_string(getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        m_path = (m_dir / "training.db").string();
    }
    void TearDown() override { fs::remove_all(m_dir); }

    // Runs SQL on the file with the plain C API, as another program would.
    void Raw(const std::string& sql) {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(m_path.c_str(), &db), SQLITE_OK);
        char* message = nullptr;
        EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message), SQLITE_OK)
            << (message ? message : "");
        sqlite3_free(message);
        sqlite3_close(db);
    }

    static std::string Read(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }

    std::vector<std::string> Files() const {
        std::vector<std::string> names;
        for (const auto& e : fs::directory_iterator(m_dir)) names.push_back(e.path().filename());
        std::sort(names.begin(), names.end());
        return names;
    }

    static AttemptCommit Sample(int i) {
        AttemptCommit c;
        c.attempt.puzzleId = "makruk.rules." + std::to_string(i);
        c.attempt.game = "makruk";
        c.attempt.time = 1000 + i;
        c.attempt.result = i % 2 ? AttemptResult::Solved : AttemptResult::Failed;
        c.attempt.hintsUsed = i % 3;
        c.attempt.lastHintUsed = i % 3 == 2;
        c.attempt.timeTakenMs = 1234 * i;
        c.learnerAfter = Glicko2Rating{1500.0 + i, 300.0 - i, 0.06};
        c.puzzleAfter = PuzzleRatingRow{c.attempt.puzzleId, "makruk", {1400.0 - i, 250, 0.06}, 1};
        c.card = ScheduleReview(std::nullopt, c.attempt.puzzleId, "makruk", 1, c.attempt.time);
        return c;
    }

    fs::path m_dir;
    std::string m_path;
};

TEST_F(TrainingStoreTest, RoundTrip) {
    {
        TrainingStore store;
        ASSERT_FALSE(store.Open(m_path));
        for (int i = 1; i <= 3; ++i) ASSERT_FALSE(store.Commit(Sample(i)));
    }
    TrainingStore store;
    ASSERT_FALSE(store.Open(m_path));
    EXPECT_EQ(store.FileSchemaVersion(), kTrainingSchemaVersion);
    EXPECT_EQ(std::get<Glicko2Rating>(store.LearnerRating("makruk")),
              (Glicko2Rating{1503, 297, 0.06}));
    EXPECT_EQ(std::get<Glicko2Rating>(store.LearnerRating("xiangqi")),
              Glicko2Rating{});  // none yet: the start
    const std::vector<RatingPoint> history = store.RatingHistory("makruk");
    ASSERT_EQ(history.size(), 3u);
    EXPECT_EQ(history[1].rating.rating, 1502);
    EXPECT_EQ(history[1].time, 1002);
    const std::vector<Attempt> attempts = store.Attempts("makruk");
    ASSERT_EQ(attempts.size(), 3u);
    EXPECT_EQ(attempts[1].puzzleId, "makruk.rules.2");
    EXPECT_EQ(attempts[1].result, AttemptResult::Failed);
    EXPECT_EQ(attempts[1].hintsUsed, 2);
    EXPECT_TRUE(attempts[1].lastHintUsed);
    EXPECT_EQ(attempts[1].timeTakenMs, 2468);
    EXPECT_EQ(std::get<std::optional<PuzzleRatingRow>>(store.PuzzleRating("makruk.rules.3"))
                  ->rating.rating,
              1397);
    EXPECT_EQ(std::get<std::optional<ReviewCard>>(store.Card("makruk.rules.1")), Sample(1).card);
    EXPECT_EQ(store.RecentPuzzles("makruk", 2),
              (std::vector<std::string>{"makruk.rules.3", "makruk.rules.2"}));
    EXPECT_EQ(store.CountDue("makruk", 1000), 0);
    EXPECT_EQ(store.CountDue("makruk", 1002 + 86400), 2);
    EXPECT_EQ(store.DueReviews("makruk", 1003 + 86400, 10).size(), 3u);
    EXPECT_EQ(store.LastAttemptTime("makruk"), 1003);
}

TEST_F(TrainingStoreTest, MigratesAnEmptyVersionZeroFile) {
    Raw("PRAGMA user_version = 0");  // a valid SQLite file with no schema yet
    TrainingStore store;
    ASSERT_FALSE(store.Open(m_path));
    EXPECT_EQ(store.FileSchemaVersion(), kTrainingSchemaVersion);
    ASSERT_FALSE(store.Commit(Sample(1)));
    store = TrainingStore();
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(m_path.c_str(), &db), SQLITE_OK);
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, "PRAGMA application_id", -1, &st, nullptr);
    ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
    EXPECT_EQ(sqlite3_column_int(st, 0), kTrainingApplicationId);
    sqlite3_finalize(st);
    sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &st, nullptr);
    ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
    EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), "wal");
    sqlite3_finalize(st);
    sqlite3_close(db);
}

TEST_F(TrainingStoreTest, AFileThatIsNotADatabaseIsKeptAsideAndAFreshOneMade) {
    const std::string garbage = "not a database at all\n" + std::string(5000, 'x');
    std::ofstream(m_path) << garbage;
    TrainingStore store;
    std::optional<StoreError> error = store.Open(m_path);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::Damaged);
    EXPECT_EQ(Read(error->keptAside), garbage);  // the old file, untouched
    EXPECT_NE(DescribeStoreError(*error).find(error->keptAside), std::string::npos);
    EXPECT_TRUE(store.CanWrite());
    EXPECT_FALSE(store.Commit(Sample(1)));
    EXPECT_EQ(store.CountAttempts("makruk"), 1);

    // A second damaged file goes beside the first, which is never overwritten.
    store = TrainingStore();
    std::ofstream(m_path, std::ios::trunc) << garbage << "2";
    TrainingStore again;
    std::optional<StoreError> second = again.Open(m_path);
    ASSERT_TRUE(second);
    EXPECT_NE(second->keptAside, error->keptAside);
    EXPECT_EQ(Read(error->keptAside), garbage);
    EXPECT_EQ(Read(second->keptAside), garbage + "2");
}

TEST_F(TrainingStoreTest, ADamagedDatabaseIsKeptAside) {
    {
        TrainingStore store;
        ASSERT_FALSE(store.Open(m_path));
        for (int i = 1; i <= 50; ++i) ASSERT_FALSE(store.Commit(Sample(i)));
    }
    ASSERT_FALSE(fs::exists(m_path + "-wal"));  // checkpointed on close
    const auto size = fs::file_size(m_path);
    ASSERT_GT(size, 8192u);
    {  // scribble over the second page (a table's b-tree page)
        std::fstream f(m_path, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(4096);
        const std::string junk(2048, '\x5a');
        f.write(junk.data(), std::streamsize(junk.size()));
    }
    const std::string damaged = Read(m_path);
    TrainingStore store;
    std::optional<StoreError> error = store.Open(m_path);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::Damaged);
    EXPECT_EQ(Read(error->keptAside), damaged);
    EXPECT_EQ(store.CountAttempts("makruk"), 0);
    EXPECT_FALSE(store.Commit(Sample(1)));
}

TEST_F(TrainingStoreTest, AnotherProgramsDatabaseIsKeptAside) {
    Raw("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')");
    const std::string theirs = Read(m_path);
    TrainingStore store;
    std::optional<StoreError> error = store.Open(m_path);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::Foreign);
    EXPECT_EQ(Read(error->keptAside), theirs);
    EXPECT_TRUE(store.CanWrite());
    const std::vector<std::string> files = Files();  // the fresh one (with its WAL) and theirs
    EXPECT_EQ(
        std::count_if(files.begin(), files.end(),
                      [](const std::string& f) { return f.rfind("training.db.foreign-", 0) == 0; }),
        1);
}

TEST_F(TrainingStoreTest, RefusedFilesThatAreNotTrainingDatabasesAreLeftAsTheyAre) {
    // What chatur-cli's --db does with a file the user named: a pack, or another
    // program's database, is refused and never renamed or written.
    const std::string pack = "<?xml version=\"1.0\"?>\n<pack id=\"mine\"/>\n";
    std::ofstream(m_path) << pack;
    TrainingStore store;
    std::optional<StoreError> error = store.Open(m_path, IfNotTraining::Refuse);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::Foreign);
    EXPECT_TRUE(error->keptAside.empty());
    EXPECT_FALSE(store.IsOpen());
    EXPECT_EQ(Read(m_path), pack);
    EXPECT_EQ(Files(), std::vector<std::string>{"training.db"});
    const std::string said = DescribeStoreError(*error);
    EXPECT_NE(said.find(m_path), std::string::npos) << said;
    EXPECT_NE(said.find("left as it is"), std::string::npos) << said;

    fs::remove(m_path);
    Raw("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')");
    const std::string theirs = Read(m_path);
    error = store.Open(m_path, IfNotTraining::Refuse);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::Foreign);
    EXPECT_TRUE(error->keptAside.empty());
    EXPECT_FALSE(store.IsOpen());
    EXPECT_EQ(Read(m_path), theirs);
    EXPECT_EQ(Files(), std::vector<std::string>{"training.db"});

    // A training database (or none yet) opens as always.
    fs::remove(m_path);
    EXPECT_FALSE(store.Open(m_path, IfNotTraining::Refuse));
    EXPECT_TRUE(store.CanWrite());
}

TEST_F(TrainingStoreTest, ANewerSchemaIsReadButNeverWritten) {
    {
        TrainingStore store;
        ASSERT_FALSE(store.Open(m_path));
        ASSERT_FALSE(store.Commit(Sample(1)));
    }
    Raw("PRAGMA user_version = " + std::to_string(kTrainingSchemaVersion + 1));
    const std::string before = Read(m_path);
    TrainingStore store;
    std::optional<StoreError> error = store.Open(m_path);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::NewerSchema);
    EXPECT_EQ(error->schemaVersion, kTrainingSchemaVersion + 1);
    EXPECT_FALSE(store.CanWrite());
    EXPECT_EQ(store.CountAttempts("makruk"), 1);  // still readable
    std::optional<StoreError> refused = store.Commit(Sample(2));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->kind, StoreErrorKind::NewerSchema);
    store = TrainingStore();
    EXPECT_EQ(Read(m_path), before);
    EXPECT_EQ(Files(), std::vector<std::string>{"training.db"});
}

TEST_F(TrainingStoreTest, TrainerRatesThePuzzleAndTheLearnerInOneAttempt) {
    TrainingStore store;
    ASSERT_FALSE(store.Open(m_path));
    PuzzlePool pool({{"a", InitialPuzzleRating(3), {"fork"}}, {"b", InitialPuzzleRating(1), {}}});
    Trainer trainer(store, "makruk", pool);
    Attempt solved;
    solved.puzzleId = "a";
    solved.result = AttemptResult::Solved;
    solved.time = 10;
    AttemptOutcome outcome;
    ASSERT_FALSE(trainer.Record(solved, &outcome));
    EXPECT_GT(outcome.learnerAfter.rating, outcome.learnerBefore.rating);
    EXPECT_LT(std::get<std::optional<PuzzleRatingRow>>(store.PuzzleRating("a"))->rating.rating,
              1400);
    EXPECT_FALSE(
        std::get<std::optional<ReviewCard>>(store.Card("a")));  // solved: nothing to review

    Attempt withAnswer = solved;  // solved, but only after the answer was shown
    withAnswer.puzzleId = "b";
    withAnswer.answerShown = true;
    withAnswer.time = 20;
    ASSERT_FALSE(trainer.Record(withAnswer, &outcome));
    EXPECT_LT(outcome.learnerAfter.rating, outcome.learnerBefore.rating);
    EXPECT_TRUE(std::get<std::optional<ReviewCard>>(store.Card("b")));
    EXPECT_EQ(store.CountDue("makruk", 20 + 86400), 1);

    Attempt review = withAnswer;  // a review moves the card, not the ratings
    review.mode = AttemptMode::Review;
    review.answerShown = false;
    review.time = 20 + 86400;
    ASSERT_FALSE(trainer.Record(review, &outcome));
    EXPECT_EQ(outcome.learnerAfter, outcome.learnerBefore);
    EXPECT_EQ(store.CountDue("makruk", 20 + 86400), 0);
    EXPECT_EQ(store.RatingHistory("makruk").size(), 2u);
    EXPECT_EQ(store.CountAttempts("makruk"), 3);
}

}  // namespace
}  // namespace chatur::training
