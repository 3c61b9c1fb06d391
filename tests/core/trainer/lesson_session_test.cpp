#include "core/trainer/lesson_session.h"

#include <gtest/gtest.h>

#include "trainer_test_support.h"

namespace chatur::test {
namespace {

const char* kLesson = R"(<lesson id="test.lesson" grade="1">
  <title><text lang="en">The Met</text></title>
  <step>
    <text lang="en">The Met moves one step diagonally.</text>
    <board fen="7k/8/8/8/3M4/8/8/3K4 w - - 0 1"><highlight squares="c3 c5 e3 e5"/></board>
  </step>
  <step>
    <text lang="en">May it go to f6?</text>
    <legal move="d4f6" answer="no"/>
    <explanation><text lang="en">No.</text></explanation>
  </step>
  <step>
    <text lang="en">Mark its squares.</text>
    <range square="d4"/>
    <explanation><text lang="en">Four.</text></explanation>
  </step>
  <step>
    <text lang="en">Done.</text>
  </step>
</lesson>
)";

LessonSession MakeSession() {
    content::Pack pack = MustLoadPack(PackXml(kLesson));
    return LessonSession(pack.lessons.at(0), *pack.variant);
}

TEST(LessonSession, StepsWithoutTaskGoOnFreely) {
    LessonSession s = MakeSession();
    EXPECT_EQ(s.StepCount(), 4u);
    EXPECT_FALSE(s.HasTask());
    EXPECT_EQ(s.Trainer(), nullptr);
    EXPECT_FALSE(s.CanGoBack());
    ASSERT_NE(s.Board(), nullptr);
    EXPECT_EQ(s.Board()->highlights.size(), 4u);
    EXPECT_TRUE(s.Next());
    EXPECT_EQ(s.Index(), 1u);
    // The second step keeps the first step's board.
    EXPECT_EQ(s.Board(), &s.Lesson().steps[0].board.value());
}

TEST(LessonSession, AnInteractiveStepMustBeSolvedOrSkipped) {
    LessonSession s = MakeSession();
    s.Next();
    ASSERT_TRUE(s.HasTask());
    ASSERT_NE(s.Trainer(), nullptr);
    EXPECT_EQ(s.Trainer()->Item().id, "test.lesson#2");
    EXPECT_FALSE(s.CanGoNext());
    EXPECT_FALSE(s.Next());
    EXPECT_EQ(s.Trainer()->AnswerLegal(false).verdict, Verdict::Correct);
    EXPECT_TRUE(s.CanGoNext());
    EXPECT_TRUE(s.Next());

    EXPECT_EQ(s.Index(), 2u);
    EXPECT_FALSE(s.CanGoNext());
    s.Skip();
    EXPECT_TRUE(s.Skipped(2));
    EXPECT_EQ(s.Index(), 3u);

    // Going back shows the solved step still solved.
    s.Back();
    s.Back();
    EXPECT_TRUE(s.Trainer()->Solved());
    EXPECT_TRUE(s.CanGoNext());
}

TEST(LessonSession, NextOnTheLastStepFinishes) {
    LessonSession s = MakeSession();
    s.GoTo(99);
    EXPECT_EQ(s.Index(), 3u);
    EXPECT_TRUE(s.IsLastStep());
    EXPECT_FALSE(s.Finished());
    EXPECT_TRUE(s.Next());
    EXPECT_TRUE(s.Finished());
}

TEST(LessonSession, ShowingTheAnswerAlsoOpensNext) {
    LessonSession s = MakeSession();
    s.GoTo(2);
    s.Trainer()->ShowAnswer();
    EXPECT_TRUE(s.CanGoNext());
}

}  // namespace
}  // namespace chatur::test
