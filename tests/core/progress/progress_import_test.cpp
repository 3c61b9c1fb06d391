// The one-time import of progress.txt into the training database: imported
// once, never twice, again (only what changed) when an older Chatur wrote the
// file since, a damaged file as far as it can be read, and the file itself
// never touched.
#include "core/progress/progress_import.h"
#include "core/progress/progress_merge.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace chatur::progress {
namespace {

namespace fs = std::filesystem;

class ProgressFileImport : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::path(::testing::TempDir()) / ("chatur-import-" + std::to_string(getpid()));
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string Text() const { return (m_dir / "progress.txt").string(); }
    std::string Db() const { return (m_dir / "training.db").string(); }
    void Write(const std::string& text) {
        std::ofstream(Text(), std::ios::binary) << text;
        // A later modification time than any earlier write, however coarse the clock.
        static int bump = 0;
        fs::last_write_time(Text(),
                            fs::file_time_type::clock::now() + std::chrono::seconds(++bump));
    }
    std::string Read() const {
        std::ifstream in(Text(), std::ios::binary);
        std::ostringstream s;
        s << in.rdbuf();
        return s.str();
    }
    fs::path m_dir;
};

Learners OldProgress() {
    Learners learners;
    LearnerProgress& p = learners[""];
    p.items["makruk.met.01"] = {3, 1, 1, 0, 1, ItemResult::Failed, 100};
    p.items["makruk.met.02"] = {1, 1, 0, 0, 0, ItemResult::SolvedFirstTry, 110};
    p.lessons["makruk.lesson.met"] = {false, 4, 120};
    p.retryQueue = {"makruk.met.01"};
    p.last = Bookmark{"makruk.met", "makruk.met.02"};
    learners["Niran"].items["xiangqi.horse.01"] = {1, 0, 0, 0, 1, ItemResult::Failed, 130};
    return learners;
}

TEST_F(ProgressFileImport, ImportsOnceAndKeepsTheFile) {
    Write(SerializeProgress(OldProgress()));
    const std::string before = Read();
    ProgressStore store(Db());
    ASSERT_FALSE(store.Load());
    ProgressImport report = ImportProgressFile(store, Text(), 1000);
    EXPECT_TRUE(report.imported);
    EXPECT_TRUE(report.problems.empty());
    EXPECT_EQ(report.learners, 2);
    EXPECT_EQ(report.items, 3);
    EXPECT_EQ(report.lessons, 1);
    EXPECT_EQ(store.All(), OldProgress());
    EXPECT_EQ(Read(), before);  // kept as it was: the backup

    // Started again: nothing to do, nothing counted twice.
    ProgressStore again(Db());
    ASSERT_FALSE(again.Load());
    report = ImportProgressFile(again, Text(), 2000);
    EXPECT_FALSE(report.imported);
    EXPECT_EQ(again.All(), OldProgress());
    // The same text with a new time: read again, still nothing counted twice.
    Write(before);
    report = ImportProgressFile(again, Text(), 3000);
    EXPECT_TRUE(report.imported);
    EXPECT_EQ(again.All(), OldProgress());
    EXPECT_TRUE(fs::exists(Text()));
}

TEST_F(ProgressFileImport, ANewerFileAddsOnlyWhatChanged) {
    Write(SerializeProgress(OldProgress()));
    ProgressStore store(Db());
    ASSERT_FALSE(store.Load());
    ASSERT_TRUE(ImportProgressFile(store, Text(), 1000).imported);
    // This Chatur records an attempt; an older one, on the same data folder,
    // writes the file with one more attempt and a finished lesson.
    store.RecordAttempt("makruk.met.02", ItemResult::SolvedFirstTry, 500);
    Learners older = OldProgress();
    older[""].items["makruk.met.01"] = {4, 2, 1, 0, 1, ItemResult::SolvedFirstTry, 400};
    older[""].retryQueue.clear();
    older[""].lessons["makruk.lesson.met"] = {true, 6, 410};
    Write(SerializeProgress(older));

    ProgressStore next(Db());
    ASSERT_FALSE(next.Load());
    ProgressImport report = ImportProgressFile(next, Text(), 2000);
    EXPECT_TRUE(report.imported);
    const ItemRecord* one = next.Item("makruk.met.01");
    ASSERT_TRUE(one);
    EXPECT_EQ(one->attempts, 4);
    EXPECT_EQ(one->solvedFirstTry, 2);
    EXPECT_EQ(one->lastResult, ItemResult::SolvedFirstTry);
    EXPECT_EQ(next.Item("makruk.met.02")->attempts, 2);  // this Chatur's attempt kept
    EXPECT_TRUE(next.Lesson("makruk.lesson.met")->finished);
    EXPECT_EQ(next.Lesson("makruk.lesson.met")->lastStep, 6);
    EXPECT_TRUE(next.RetryQueue().empty());
    // And once more: unchanged, nothing to do.
    EXPECT_FALSE(ImportProgressFile(next, Text(), 3000).imported);
    EXPECT_EQ(next.Item("makruk.met.01")->attempts, 4);
}

TEST_F(ProgressFileImport, ADamagedFileIsImportedAsFarAsItCanBeRead) {
    std::string text = SerializeProgress(OldProgress());
    const size_t at = text.find("item\tmakruk.met.02\t");
    text.replace(at + 19, 1, "?");  // line 4: the attempts of makruk.met.02
    Write(text);
    ProgressStore store(Db());
    ASSERT_FALSE(store.Load());
    ProgressImport report = ImportProgressFile(store, Text(), 1000);
    EXPECT_TRUE(report.imported);
    ASSERT_EQ(report.problems.size(), 2u);
    EXPECT_EQ(report.problems[0], Text() + ": line 4: bad number");
    EXPECT_NE(report.problems[1].find(Text() + ": line "), std::string::npos);
    EXPECT_NE(report.problems[1].find("checksum"), std::string::npos);
    EXPECT_EQ(store.Item("makruk.met.02"), nullptr);
    ASSERT_TRUE(store.Item("makruk.met.01"));
    EXPECT_EQ(store.Item("makruk.met.01")->attempts, 3);
    EXPECT_EQ(store.GetBookmark(), (Bookmark{"makruk.met", "makruk.met.02"}));
    EXPECT_EQ(Read(), text);  // kept as it was
    // Reported once, not at every start.
    EXPECT_FALSE(ImportProgressFile(store, Text(), 2000).imported);
}

TEST_F(ProgressFileImport, NotAProgressFileImportsNothing) {
    Write("some notes of mine\n");
    ProgressStore store(Db());
    ASSERT_FALSE(store.Load());
    ProgressImport report = ImportProgressFile(store, Text(), 1000);
    ASSERT_EQ(report.problems.size(), 1u);
    EXPECT_EQ(report.problems[0], Text() + ": line 1: not a Chatur progress file");
    EXPECT_TRUE(store.All().empty());
    EXPECT_EQ(Read(), "some notes of mine\n");
}

TEST_F(ProgressFileImport, NoFileNothingToDo) {
    ProgressStore store(Db());
    ASSERT_FALSE(store.Load());
    ProgressImport report = ImportProgressFile(store, Text(), 1000);
    EXPECT_FALSE(report.imported);
    EXPECT_TRUE(report.problems.empty());
}

}  // namespace
}  // namespace chatur::progress
