// What the status line under a trainer's board is told (TrainerSession::State,
// LessonSession::BoardState): a solved mate is a mate, a running count is shown,
// and a count task does not give its answer away.
#include <gtest/gtest.h>

#include "trainer_test_support.h"

#include "core/trainer/lesson_session.h"

namespace chatur::test {
namespace {

TEST(TrainerState, ASolvedMateIsCheckmate) {
    TrainerSession t = PuzzleTrainer("7k/R7/8/8/8/8/8/1R1K4 w - - 0 1",
                                     R"(<move goal="mate" in="1"><line>b1b8</line></move>)");
    EXPECT_FALSE(t.State().outcome.IsOver());
    ASSERT_EQ(t.PlayMove(Mv(t.CurrentPosition(), "b1b8")).verdict, Verdict::Correct);
    const PositionState s = t.State();
    EXPECT_TRUE(s.inCheck);
    EXPECT_EQ(s.outcome, (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(TrainerState, AMovePuzzleShowsItsRunningCount) {
    // Black counts the board's honour count at 10 of 64 (the FEN's count fields).
    TrainerSession t =
        PuzzleTrainer("N7/8/8/8/8/6k1/1r6/7K b - 128 20 30", R"(<move><line>b2c2</line></move>)");
    const PositionState s = t.State();
    EXPECT_EQ(s.count.kind, CountKind::Board);
    EXPECT_EQ(s.count.countingSide, Color::Black);
    EXPECT_EQ(s.count.value, 10);
    EXPECT_EQ(s.count.movesLeft, 54);
}

TEST(TrainerState, AQuestionHidesTheCountUntilItIsOver) {
    // "How many moves are left?" must not be answered under the board.
    TrainerSession t = PuzzleTrainer(
        "8/8/2k5/8/8/3K4/8/7R w - 32 27 60",
        R"(<choice><option id="two" correct="true"><label><text lang="en">Two.</text></label></option>)"
        R"(<option id="three"><label><text lang="en">Three.</text></label></option></choice>)");
    EXPECT_EQ(t.State().count.kind, CountKind::None);
    t.ShowAnswer();
    EXPECT_EQ(t.State().count.kind, CountKind::Pieces);
}

TEST(TrainerState, ACountTaskDoesNotGiveItsAnswerAway) {
    // The lone Khun's count runs in the game, but the task asks for it; its FEN
    // sets up none, so none is shown even when the task is over.
    TrainerSession t = PuzzleTrainer("4k3/8/8/8/8/8/8/R2K4 b - - 0 1",
                                     R"(<count kind="pieces" side="black" start="4" limit="16"/>)");
    EXPECT_EQ(t.State().count.kind, CountKind::None);
    t.ShowAnswer();
    EXPECT_EQ(t.State().count.kind, CountKind::None);
}

TEST(TrainerState, AMoveTaskShowsTheCountThatBeginsByItself) {
    TrainerSession t = PuzzleTrainer("7k/R7/8/8/8/8/8/1R1K4 w - - 0 1",
                                     R"(<move goal="mate" in="1"><line>b1b8</line></move>)");
    EXPECT_EQ(t.State().count.kind, CountKind::Pieces);
}

TEST(LessonState, AStepWithoutTaskShowsOnlyACountItsFenSetsUp) {
    const char* lesson = R"(<lesson id="test.count" grade="1">
  <title><text lang="en">Counting</text></title>
  <step>
    <text lang="en">Black counts, at 10.</text>
    <board fen="N7/8/8/8/8/6k1/1r6/7K b - 128 20 30"/>
  </step>
  <step>
    <text lang="en">A lone Khun.</text>
    <board fen="4k3/8/8/8/8/8/8/R2K4 b - - 0 1"/>
  </step>
</lesson>
)";
    content::Pack pack = MustLoadPack(PackXml(lesson));
    LessonSession s(pack.lessons.at(0), *pack.variant);
    ASSERT_FALSE(s.HasTask());
    const PositionState state = s.BoardState();
    EXPECT_EQ(state.toMove, Color::Black);
    EXPECT_EQ(state.count.kind, CountKind::Board);
    EXPECT_EQ(state.count.value, 10);
    EXPECT_EQ(state.count.limit, 64);
    ASSERT_TRUE(s.Next());
    EXPECT_EQ(s.BoardState().count.kind, CountKind::None);
}

}  // namespace
}  // namespace chatur::test
