// Two copies of the app on one training database (docs/reliability.md): every
// change is written at once and counts grow in the database itself, so neither
// copy loses the other's progress; Save reads the database again.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "core/progress/progress_merge.h"
#include "core/progress/progress_store.h"

namespace chatur::progress {
namespace {

namespace fs = std::filesystem;

class Instances : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::path(::testing::TempDir()) / ("chatur-instances-" + std::to_string(getpid()));
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string File() const { return (m_dir / "training.db").string(); }
    fs::path m_dir;
};

TEST_F(Instances, NeitherCopyLosesTheOthersProgress) {
    {
        ProgressStore first(File());
        first.RecordAttempt("p.shared", ItemResult::Failed, 100);
        first.FinishLesson("l.one", 100);
        ASSERT_FALSE(first.Save());
    }
    // Both copies start from the same file.
    ProgressStore a(File()), b(File());
    ASSERT_FALSE(a.Load());
    ASSERT_FALSE(b.Load());
    a.RecordAttempt("p.a", ItemResult::SolvedFirstTry, 200);
    a.RecordAttempt("p.shared", ItemResult::SolvedFirstTry, 200);  // leaves the retry queue
    a.RecordLessonStep("l.two", 3, 200);
    b.RecordAttempt("p.b", ItemResult::Failed, 300);
    b.RecordAttempt("p.shared", ItemResult::SolvedWithHelp, 300);
    b.SetBookmark({"pack.b", "p.b"});
    ASSERT_FALSE(a.Save());
    ASSERT_FALSE(b.Save());  // before the merge, this save dropped everything a did

    ProgressStore after(File());
    ASSERT_FALSE(after.Load());
    ASSERT_TRUE(after.Item("p.a"));
    ASSERT_TRUE(after.Item("p.b"));
    const ItemRecord* shared = after.Item("p.shared");
    ASSERT_TRUE(shared);
    EXPECT_EQ(shared->attempts, 3);  // 1 before, 1 in each copy
    EXPECT_EQ(shared->failed, 1);
    EXPECT_EQ(shared->solvedFirstTry, 1);
    EXPECT_EQ(shared->solvedWithHelp, 1);
    EXPECT_EQ(shared->lastSeen, 300);
    EXPECT_EQ(shared->lastResult, ItemResult::SolvedWithHelp);
    ASSERT_TRUE(after.Lesson("l.one"));
    EXPECT_TRUE(after.Lesson("l.one")->finished);
    ASSERT_TRUE(after.Lesson("l.two"));
    EXPECT_EQ(after.Lesson("l.two")->lastStep, 3);
    // a took p.shared out of the queue; b then put p.b in and, helped on p.shared
    // after a solved it, p.shared back.
    EXPECT_EQ(after.RetryQueue(), std::vector<std::string>({"p.b", "p.shared"}));
    EXPECT_EQ(after.GetBookmark(), (Bookmark{"pack.b", "p.b"}));

    // b now holds the merged state; a's next save keeps b's work too.
    EXPECT_TRUE(b.Item("p.a"));
    a.RecordAttempt("p.a", ItemResult::SolvedFirstTry, 400);
    ASSERT_FALSE(a.Save());
    ProgressStore last(File());
    ASSERT_FALSE(last.Load());
    EXPECT_EQ(last.Item("p.a")->attempts, 2);
    EXPECT_EQ(last.Item("p.shared")->attempts, 3);
    EXPECT_EQ(last.GetBookmark(), (Bookmark{"pack.b", "p.b"}));
}

TEST_F(Instances, ASecondLearnerAddedElsewhereIsKept) {
    ProgressStore a(File()), b(File());
    ASSERT_FALSE(a.Load());
    ASSERT_FALSE(b.Load());
    b.SetLearner("Niran");
    b.RecordAttempt("p.1", ItemResult::Failed, 10);
    ASSERT_FALSE(b.Save());
    a.RecordAttempt("p.1", ItemResult::SolvedFirstTry, 20);
    ASSERT_FALSE(a.Save());
    ProgressStore after(File());
    ASSERT_FALSE(after.Load());
    EXPECT_EQ(after.Learners(), std::vector<std::string>({"", "Niran"}));
}

}  // namespace
}  // namespace chatur::progress
