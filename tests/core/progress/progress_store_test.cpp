#include "core/progress/progress_store.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/training/training_store.h"

namespace chatur::progress {
namespace {

namespace fs = std::filesystem;

// A fresh folder under the test temp dir, removed afterwards.
class TempDir {
public:
    TempDir() {
        static int n = 0;
        m_path = fs::path(::testing::TempDir()) /
                 ("chatur-progress-" + std::to_string(getpid()) + "-" + std::to_string(++n));
        fs::remove_all(m_path);
        fs::create_directories(m_path);
    }
    ~TempDir() { fs::remove_all(m_path); }
    std::string File(const std::string& name) const { return (m_path / name).string(); }
    std::vector<std::string> Names() const {
        std::vector<std::string> out;
        for (const auto& e : fs::directory_iterator(m_path)) out.push_back(e.path().filename());
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    fs::path m_path;
};

std::string ReadAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void WriteAll(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

TEST(ProgressStore, MissingFileIsAnEmptyStore) {
    TempDir dir;
    ProgressStore store(dir.File("training.db"));
    EXPECT_FALSE(store.Load());
    EXPECT_EQ(store.Item("x"), nullptr);
    EXPECT_TRUE(store.RetryQueue().empty());
    EXPECT_FALSE(store.GetBookmark());
    EXPECT_TRUE(store.Bookmarks().empty());
}

TEST(ProgressStore, RecordsAreInTheDatabaseAtOnce) {
    TempDir dir;
    const std::string path = dir.File("sub/folder/training.db");  // folders are created
    ProgressStore store(path);
    store.RecordAttempt("makruk.met.01", ItemResult::Failed, 100);
    store.RecordAttempt("makruk.met.01", ItemResult::SolvedWithHelp, 200);
    store.RecordAttempt("makruk.met.02", ItemResult::SolvedFirstTry, 300);
    store.RecordLessonStep("makruk.lesson.met", 3, 400);
    store.FinishLesson("makruk.lesson.met", 500);
    store.SetBookmark({"makruk.met", "makruk.met.02"});
    store.SetLearner("Somchai\tมานะ\\x");  // any name
    store.RecordAttempt("xiangqi.horse.01", ItemResult::SolvedAfterMistakes, 600);
    // No Save: every change is written when it is made.

    ProgressStore again(path);
    ASSERT_FALSE(again.Load());
    EXPECT_EQ(again.All(), store.All());
    EXPECT_EQ(again.Learners().size(), 2u);
    const ItemRecord* r = again.Item("makruk.met.01");
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->attempts, 2);
    EXPECT_EQ(r->failed, 1);
    EXPECT_EQ(r->solvedWithHelp, 1);
    EXPECT_EQ(r->lastResult, ItemResult::SolvedWithHelp);
    EXPECT_EQ(r->lastSeen, 200);
    EXPECT_TRUE(r->EverSolved());
    EXPECT_EQ(again.RetryQueue(), std::vector<std::string>{"makruk.met.01"});
    ASSERT_NE(again.Lesson("makruk.lesson.met"), nullptr);
    EXPECT_TRUE(again.Lesson("makruk.lesson.met")->finished);
    EXPECT_EQ(again.Lesson("makruk.lesson.met")->lastStep, 3);
    EXPECT_EQ(again.GetBookmark(), (Bookmark{"makruk.met", "makruk.met.02"}));
    again.SetLearner("Somchai\tมานะ\\x");
    EXPECT_EQ(again.Item("xiangqi.horse.01")->solvedAfterMistakes, 1);
    EXPECT_EQ(again.Item("makruk.met.01"), nullptr);  // records are per learner
    EXPECT_FALSE(store.Save());
    EXPECT_EQ(again.Database().FileSchemaVersion(), training::kTrainingSchemaVersion);
}

// A database of schema 2 (training only) gains the progress tables on open;
// what it held stays.
TEST(ProgressStore, ASchema2DatabaseIsMigrated) {
    TempDir dir;
    const std::string path = dir.File("training.db");
    {
        training::TrainingStore store;
        ASSERT_FALSE(store.Open(path));
        ASSERT_FALSE(store.KeepBest("makruk", "best-streak", 7));
        ASSERT_FALSE(store.Db().Exec(
            "DROP TABLE item_records; DROP TABLE lesson_progress; DROP TABLE retry_queue; "
            "DROP TABLE last_place; DROP TABLE bookmarks; DROP TABLE progress_imports; "
            "PRAGMA user_version = 2"));
    }
    ProgressStore store(path);
    ASSERT_FALSE(store.Load());
    EXPECT_EQ(store.Database().FileSchemaVersion(), 3);
    EXPECT_EQ(store.Database().Record("makruk", "best-streak"), 7);
    store.RecordAttempt("a", ItemResult::Failed, 1);
    ProgressStore again(path);
    ASSERT_FALSE(again.Load());
    EXPECT_EQ(again.Item("a")->attempts, 1);
}

TEST(ProgressStore, InMemoryWithoutAPath) {
    ProgressStore store("");
    EXPECT_FALSE(store.Load());
    store.RecordAttempt("a", ItemResult::Failed, 1);
    EXPECT_EQ(store.Item("a")->attempts, 1);
    EXPECT_FALSE(store.Save());
    EXPECT_EQ(store.Item("a")->attempts, 1);
}

TEST(ProgressStore, RetryQueueKeepsMistakesUntilSolvedFirstTry) {
    TempDir dir;
    ProgressStore store(dir.File("p.db"));
    store.RecordAttempt("a", ItemResult::SolvedAfterMistakes, 1);
    store.RecordAttempt("b", ItemResult::Failed, 2);
    store.RecordAttempt("a", ItemResult::Failed, 3);  // already queued: stays in place
    store.RecordAttempt("c", ItemResult::SolvedFirstTry, 4);
    EXPECT_EQ(store.RetryQueue(), (std::vector<std::string>{"a", "b"}));
    store.RecordAttempt("a", ItemResult::SolvedFirstTry, 5);
    EXPECT_EQ(store.RetryQueue(), std::vector<std::string>{"b"});
    store.RecordAttempt("a", ItemResult::Failed, 6);  // back at the end
    EXPECT_EQ(store.RetryQueue(), (std::vector<std::string>{"b", "a"}));
    store.RemoveFromRetryQueue("b");
    EXPECT_EQ(store.RetryQueue(), std::vector<std::string>{"a"});
    ProgressStore again(dir.File("p.db"));
    ASSERT_FALSE(again.Load());
    EXPECT_EQ(again.RetryQueue(), std::vector<std::string>{"a"});
}

TEST(ProgressStore, SolvedPercent) {
    ProgressStore store("");
    store.RecordAttempt("a", ItemResult::Failed, 1);
    store.RecordAttempt("b", ItemResult::SolvedWithHelp, 1);
    store.RecordAttempt("c", ItemResult::SolvedFirstTry, 1);
    EXPECT_EQ(store.SolvedPercent({"a", "b", "c", "d"}), 50);
    EXPECT_EQ(store.SolvedPercent({}), 0);
}

TEST(ProgressStore, BookmarksAreKeptNewestFirstAndPerLearner) {
    TempDir dir;
    const std::string path = dir.File("training.db");
    ProgressStore store(path);
    ASSERT_FALSE(store.Load());
    SavedBookmark puzzle{0, BookmarkKind::Puzzle, "makruk.met", "makruk.met.03", 0, "", 100};
    SavedBookmark step{0, BookmarkKind::Lesson, "makruk.basics", "makruk.lesson.khon", 4, "", 200};
    ASSERT_FALSE(store.AddBookmark(puzzle));
    ASSERT_FALSE(store.AddBookmark(step));
    EXPECT_GT(puzzle.id, 0);
    EXPECT_NE(puzzle.id, step.id);
    ASSERT_EQ(store.Bookmarks().size(), 2u);
    EXPECT_EQ(store.Bookmarks()[0], step);
    EXPECT_EQ(store.Bookmarks()[1], puzzle);
    EXPECT_TRUE(store.FindBookmark(BookmarkKind::Lesson, "makruk.lesson.khon", 4));
    EXPECT_FALSE(store.FindBookmark(BookmarkKind::Lesson, "makruk.lesson.khon", 3));
    EXPECT_TRUE(store.FindBookmark(BookmarkKind::Puzzle, "makruk.met.03", 0));
    // Marking the same puzzle again moves it to the top; it is not doubled.
    SavedBookmark again = puzzle;
    again.time = 300;
    ASSERT_FALSE(store.AddBookmark(again));
    EXPECT_EQ(again.id, puzzle.id);
    ASSERT_EQ(store.Bookmarks().size(), 2u);
    EXPECT_EQ(store.Bookmarks()[0].itemId, "makruk.met.03");

    ProgressStore other(path);
    ASSERT_FALSE(other.Load());
    EXPECT_EQ(other.Bookmarks(), store.Bookmarks());
    other.SetLearner("Niran");
    EXPECT_TRUE(other.Bookmarks().empty());
    other.SetLearner("");
    ASSERT_FALSE(other.RemoveBookmark(step.id));
    ASSERT_EQ(other.Bookmarks().size(), 1u);
    ProgressStore last(path);
    ASSERT_FALSE(last.Load());
    ASSERT_EQ(last.Bookmarks().size(), 1u);
    EXPECT_EQ(last.Bookmarks()[0].id, puzzle.id);
}

TEST(ProgressStore, ToggleBookmarkMarksThenRemovesAndKeepsLessonStepsApart) {
    TempDir dir;
    ProgressStore store(dir.File("training.db"));
    ASSERT_FALSE(store.Load());
    ASSERT_FALSE(store.ToggleBookmark(BookmarkKind::Puzzle, "makruk.mined.c01", "m.c01.g3-p1"));
    ASSERT_EQ(store.Bookmarks().size(), 1u);
    EXPECT_EQ(store.Bookmarks()[0].packId, "makruk.mined.c01");
    EXPECT_EQ(store.Bookmarks()[0].step, 0);
    ASSERT_FALSE(store.ToggleBookmark(BookmarkKind::Lesson, "makruk.basics", "khon", 2));
    ASSERT_FALSE(store.ToggleBookmark(BookmarkKind::Lesson, "makruk.basics", "khon", 3));
    ASSERT_EQ(store.Bookmarks().size(), 3u);  // two steps of one lesson, two marks
    ASSERT_FALSE(store.ToggleBookmark(BookmarkKind::Lesson, "makruk.basics", "khon", 2));
    EXPECT_FALSE(store.FindBookmark(BookmarkKind::Lesson, "khon", 2));
    EXPECT_TRUE(store.FindBookmark(BookmarkKind::Lesson, "khon", 3));
    ASSERT_FALSE(store.ToggleBookmark(BookmarkKind::Puzzle, "makruk.mined.c01", "m.c01.g3-p1"));
    EXPECT_FALSE(store.FindBookmark(BookmarkKind::Puzzle, "m.c01.g3-p1", 0));
    ASSERT_EQ(store.Bookmarks().size(), 1u);
}

TEST(ProgressStore, BookmarkNoteIsSavedAndKeepsTheOrder) {
    TempDir dir;
    const std::string path = dir.File("training.db");
    ProgressStore store(path);
    ASSERT_FALSE(store.Load());
    SavedBookmark older{0, BookmarkKind::Puzzle, "makruk.met", "makruk.met.03", 0, "", 100};
    SavedBookmark newer{0, BookmarkKind::Puzzle, "makruk.met", "makruk.met.04", 0, "", 200};
    ASSERT_FALSE(store.AddBookmark(older));
    ASSERT_FALSE(store.AddBookmark(newer));
    ASSERT_FALSE(store.SetBookmarkNote(older.id, "Met sacrifice, \"again\" \xe0\xb8\x81"));
    EXPECT_EQ(store.Bookmarks()[1].note, "Met sacrifice, \"again\" \xe0\xb8\x81");
    ProgressStore again(path);
    ASSERT_FALSE(again.Load());
    ASSERT_EQ(again.Bookmarks().size(), 2u);
    EXPECT_EQ(again.Bookmarks()[0].itemId, "makruk.met.04");  // a note does not reorder
    EXPECT_EQ(again.Bookmarks()[1].note, "Met sacrifice, \"again\" \xe0\xb8\x81");
    EXPECT_EQ(again.Bookmarks()[0].note, "");
    ASSERT_FALSE(again.SetBookmarkNote(older.id, ""));
    ProgressStore last(path);
    ASSERT_FALSE(last.Load());
    EXPECT_EQ(last.Bookmarks()[1].note, "");
}

// A file that is not a database is kept aside byte for byte and a fresh
// database started; nothing crashes, nothing is silently reset.
TEST(ProgressStore, DamagedDatabaseIsKeptAsideAndReported) {
    TempDir dir;
    const std::string path = dir.File("training.db");
    for (const std::string& text :
         {std::string("hello\n"), std::string("\x00\xff\x13garbage", 10), std::string(5000, 'x')}) {
        WriteAll(path, text);
        ProgressStore store(path);
        std::optional<ProgressError> error = store.Load();
        ASSERT_TRUE(error) << "not noticed: " << ::testing::PrintToString(text);
        EXPECT_EQ(error->kind, ProgressError::Kind::Corrupt);
        EXPECT_FALSE(error->message.empty());
        ASSERT_TRUE(error->store);
        ASSERT_FALSE(error->backupPath.empty());
        EXPECT_EQ(ReadAll(error->backupPath), text);  // kept, byte for byte
        // The store works on, in a fresh database.
        store.RecordAttempt("x", ItemResult::Failed, 1);
        EXPECT_FALSE(store.Save());
        ProgressStore check(path);
        EXPECT_FALSE(check.Load());
        EXPECT_EQ(check.Item("x")->attempts, 1);
        for (const char* suffix : {"", "-wal", "-shm"}) {
            fs::remove(error->backupPath + suffix);
            fs::remove(path + suffix);
        }
    }
}

TEST(ProgressStore, ANewerDatabaseIsReadButNotWritten) {
    TempDir dir;
    const std::string path = dir.File("training.db");
    {
        ProgressStore store(path);
        store.RecordAttempt("a", ItemResult::Failed, 1);
        training::TrainingStore& db = store.Database();
        ASSERT_FALSE(db.Db().Exec("PRAGMA user_version = " +
                                  std::to_string(training::kTrainingSchemaVersion + 1)));
    }
    ProgressStore store(path);
    auto error = store.Load();
    ASSERT_TRUE(error);
    ASSERT_TRUE(error->store);
    EXPECT_EQ(error->store->kind, training::StoreErrorKind::NewerSchema);
    EXPECT_EQ(store.Item("a")->attempts, 1);  // readable
    store.RecordAttempt("a", ItemResult::SolvedFirstTry, 2);
    auto saved = store.Save();
    ASSERT_TRUE(saved);
    EXPECT_EQ(saved->kind, ProgressError::Kind::WriteFailed);
    ProgressStore check(path);
    const auto again = check.Load();  // still the newer schema
    ASSERT_TRUE(again && again->store);
    EXPECT_EQ(again->store->kind, training::StoreErrorKind::NewerSchema);
    EXPECT_EQ(check.Item("a")->attempts, 1);  // nothing written
}

TEST(ProgressStore, AFolderInThePlaceOfTheFileIsReportedAndLeftAlone) {
    TempDir dir;
    const std::string path = dir.File("training.db");
    fs::create_directories(path);
    ProgressStore store(path);
    auto error = store.Load();
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, ProgressError::Kind::Unreadable);
    store.RecordAttempt("a", ItemResult::SolvedFirstTry, 1);
    EXPECT_EQ(store.Item("a")->attempts, 1);  // kept for this session
    auto saved = store.Save();
    ASSERT_TRUE(saved);
    EXPECT_EQ(saved->kind, ProgressError::Kind::WriteFailed);
    EXPECT_TRUE(fs::is_directory(path));
}

TEST(ProgressStore, AnUnwritableFolderFailsAsAValue) {
    ProgressStore store("/proc/chatur-cannot-write-here/training.db");
    store.RecordAttempt("a", ItemResult::SolvedFirstTry, 1);
    auto error = store.Save();
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, ProgressError::Kind::WriteFailed);
}

TEST(ProgressFormat, SerializeParseRoundTrip) {
    std::map<std::string, LearnerProgress> learners;
    learners[""].items["a\nb"].attempts = 3;
    learners[""].retryQueue = {"a\nb"};
    learners["x"].lessons["l"].finished = true;
    std::map<std::string, LearnerProgress> back;
    EXPECT_FALSE(ParseProgress(SerializeProgress(learners), back));
    EXPECT_EQ(back, learners);
}

TEST(ProgressFormat, TolerantParseKeepsTheGoodLinesAndNamesTheBadOnes) {
    std::map<std::string, LearnerProgress> learners;
    learners[""].items["a"].attempts = 3;
    learners[""].items["b"].attempts = 1;
    learners[""].lessons["l"].lastStep = 2;
    std::string text = SerializeProgress(learners);
    std::map<std::string, LearnerProgress> back;
    EXPECT_TRUE(ParseProgressTolerant(text, back).empty());
    EXPECT_EQ(back, learners);

    // Line 3 ("item b ...") damaged: the checksum and that line are reported.
    const size_t b = text.find("item\tb\t");
    text.replace(b + 7, 1, "x");
    auto problems = ParseProgressTolerant(text, back);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0], "line 4: bad number");
    EXPECT_NE(problems[1].find("checksum"), std::string::npos);
    EXPECT_EQ(back[""].items.size(), 1u);
    EXPECT_EQ(back[""].items["a"].attempts, 3);
    EXPECT_EQ(back[""].lessons["l"].lastStep, 2);

    problems = ParseProgressTolerant("something else\n", back);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], "line 1: not a Chatur progress file");
    EXPECT_TRUE(back.empty());
}

}  // namespace
}  // namespace chatur::progress
