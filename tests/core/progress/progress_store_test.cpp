#include "core/progress/progress_store.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>

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
    ProgressStore store(dir.File("progress.txt"));
    EXPECT_FALSE(store.Load());
    EXPECT_EQ(store.Item("x"), nullptr);
    EXPECT_TRUE(store.RetryQueue().empty());
    EXPECT_FALSE(store.GetBookmark());
}

TEST(ProgressStore, RecordsSurviveSaveAndLoad) {
    TempDir dir;
    const std::string path = dir.File("sub/folder/progress.txt");  // folders are created
    ProgressStore store(path);
    store.RecordAttempt("makruk.met.01", ItemResult::Failed, 100);
    store.RecordAttempt("makruk.met.01", ItemResult::SolvedWithHelp, 200);
    store.RecordAttempt("makruk.met.02", ItemResult::SolvedFirstTry, 300);
    store.RecordLessonStep("makruk.lesson.met", 3, 400);
    store.FinishLesson("makruk.lesson.met", 500);
    store.SetBookmark({"makruk.met", "makruk.met.02"});
    store.SetLearner("Somchai\tมานะ\\x");  // any name, escaped in the file
    store.RecordAttempt("xiangqi.horse.01", ItemResult::SolvedAfterMistakes, 600);
    ASSERT_FALSE(store.Save());

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
    EXPECT_EQ(again.Item("makruk.met.01"), nullptr);          // records are per learner
    EXPECT_EQ(dir.Names(), std::vector<std::string>{"sub"});  // no temporary file left
}

TEST(ProgressStore, RetryQueueKeepsMistakesUntilSolvedFirstTry) {
    TempDir dir;
    ProgressStore store(dir.File("p"));
    store.RecordAttempt("a", ItemResult::SolvedAfterMistakes, 1);
    store.RecordAttempt("b", ItemResult::Failed, 2);
    store.RecordAttempt("a", ItemResult::Failed, 3);  // already queued: stays in place
    store.RecordAttempt("c", ItemResult::SolvedFirstTry, 4);
    EXPECT_EQ(store.RetryQueue(), (std::vector<std::string>{"a", "b"}));
    store.RecordAttempt("a", ItemResult::SolvedFirstTry, 5);
    EXPECT_EQ(store.RetryQueue(), std::vector<std::string>{"b"});
    store.RemoveFromRetryQueue("b");
    EXPECT_TRUE(store.RetryQueue().empty());
}

TEST(ProgressStore, SolvedPercent) {
    TempDir dir;
    ProgressStore store(dir.File("p"));
    store.RecordAttempt("a", ItemResult::Failed, 1);
    store.RecordAttempt("b", ItemResult::SolvedWithHelp, 1);
    store.RecordAttempt("c", ItemResult::SolvedFirstTry, 1);
    EXPECT_EQ(store.SolvedPercent({"a", "b", "c", "d"}), 50);
    EXPECT_EQ(store.SolvedPercent({}), 0);
}

// Every way a file can be damaged is noticed; the file is kept aside and the
// caller is told. Nothing crashes, nothing is silently reset.
TEST(ProgressStore, CorruptFileIsKeptAsBackupAndReported) {
    TempDir dir;
    const std::string path = dir.File("progress.txt");
    ProgressStore writer(path);
    writer.RecordAttempt("makruk.met.01", ItemResult::SolvedFirstTry, 7);
    ASSERT_FALSE(writer.Save());
    const std::string good = ReadAll(path);

    std::string flipped = good;
    flipped[good.find("item") + 6] ^= 0x01;
    const std::vector<std::string> damaged = {
        "",                                      // empty
        good.substr(0, good.size() / 2),         // cut off
        good.substr(0, good.rfind("end")),       // no end line
        flipped,                                 // one bit changed
        "hello\n",                               // not ours
        std::string("\x00\xff\x13garbage", 10),  // binary
    };
    for (const std::string& text : damaged) {
        WriteAll(path, text);
        ProgressStore store(path);
        std::optional<ProgressError> error = store.Load();
        ASSERT_TRUE(error) << "not noticed: " << ::testing::PrintToString(text);
        EXPECT_EQ(error->kind, ProgressError::Kind::Corrupt);
        EXPECT_FALSE(error->message.empty());
        ASSERT_FALSE(error->backupPath.empty());
        EXPECT_EQ(ReadAll(error->backupPath), text);  // kept, byte for byte
        EXPECT_FALSE(fs::exists(path));
        EXPECT_EQ(store.Item("makruk.met.01"), nullptr);
        // The store works on: a save writes a fresh, good file.
        store.RecordAttempt("x", ItemResult::Failed, 1);
        EXPECT_FALSE(store.Save());
        ProgressStore check(path);
        EXPECT_FALSE(check.Load());
        fs::remove(error->backupPath);
    }
}

TEST(ProgressStore, NewerFormatIsNotOverwritten) {
    TempDir dir;
    const std::string path = dir.File("progress.txt");
    WriteAll(path, "chatur-progress 9\nend\t1\t0000000000000000\n");
    ProgressStore store(path);
    auto error = store.Load();
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, ProgressError::Kind::Corrupt);  // kept aside all the same
    EXPECT_TRUE(fs::exists(error->backupPath));
}

TEST(ProgressStore, UnreadableFileBlocksSaving) {
    if (geteuid() == 0) GTEST_SKIP() << "root can read any file";
    TempDir dir;
    const std::string path = dir.File("progress.txt");
    ProgressStore writer(path);
    writer.RecordAttempt("a", ItemResult::SolvedFirstTry, 1);
    ASSERT_FALSE(writer.Save());
    chmod(path.c_str(), 0);
    ProgressStore store(path);
    auto error = store.Load();
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, ProgressError::Kind::Unreadable);
    auto saved = store.Save();
    ASSERT_TRUE(saved);
    EXPECT_EQ(saved->kind, ProgressError::Kind::WriteFailed);
    chmod(path.c_str(), 0644);
    ProgressStore check(path);
    EXPECT_FALSE(check.Load());
    EXPECT_NE(check.Item("a"), nullptr);
}

TEST(ProgressStore, AFolderInThePlaceOfTheFileIsReportedAndLeftAlone) {
    TempDir dir;
    const std::string path = dir.File("progress.txt");
    fs::create_directories(path);
    ProgressStore store(path);
    auto error = store.Load();
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, ProgressError::Kind::Unreadable);
    store.RecordAttempt("a", ItemResult::SolvedFirstTry, 1);
    auto saved = store.Save();
    ASSERT_TRUE(saved);
    EXPECT_EQ(saved->kind, ProgressError::Kind::WriteFailed);
    EXPECT_TRUE(fs::is_directory(path));
}

TEST(ProgressStore, SaveIntoAnUnwritableFolderFailsAsAValue) {
    ProgressStore store("/proc/chatur-cannot-write-here/progress.txt");
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

}  // namespace
}  // namespace chatur::progress
