// Show answer's line stepped through: forward and back along the solver's moves
// and the replies, the move that led to each position and the next one.
#include <gtest/gtest.h>

#include "../test_support.h"
#include "core/notation/game_fen.h"
#include "core/trainer/line_replay.h"
#include "core/trainer/trainer_session.h"
#include "trainer_test_support.h"

namespace chatur::test {
namespace {

TEST(LineReplay, StepsThroughTheAnswerWithTheReplies) {
    TrainerSession t = PuzzleTrainer("r3k3/8/8/1N6/8/8/8/3K4 w - - 0 1",
                                     "<move><line>b5c7 e8f8 c7a8</line></move>");
    const Variant& v = t.GetVariant();
    const AnswerView answer = t.ShowAnswer();
    ASSERT_EQ(answer.line.size(), 3u);  // the reply is part of the line
    LineReplay replay(t.CurrentPosition(), answer.line);
    EXPECT_TRUE(replay.AtStart());
    EXPECT_FALSE(replay.Back());
    EXPECT_FALSE(replay.LastMove());
    EXPECT_EQ(MoveText(v, *replay.NextMove()), "b5c7");
    EXPECT_EQ(replay.Shown(), t.CurrentPosition());

    ASSERT_TRUE(replay.Forward());
    EXPECT_EQ(MoveText(v, *replay.LastMove()), "b5c7");
    EXPECT_TRUE(replay.LastMoveBy(Color::White));
    EXPECT_EQ(MoveText(v, *replay.NextMove()), "e8f8");
    EXPECT_EQ(TypeOf(replay.Shown().PieceAt(Sq(v, "c7"))), PieceType::Horse);
    EXPECT_EQ(replay.Before(), t.CurrentPosition());

    ASSERT_TRUE(replay.Forward());
    EXPECT_TRUE(replay.LastMoveBy(Color::Black));  // the reply
    ASSERT_TRUE(replay.Forward());
    EXPECT_TRUE(replay.AtEnd());
    EXPECT_FALSE(replay.Forward());
    EXPECT_FALSE(replay.NextMove());
    EXPECT_EQ(TypeOf(replay.Shown().PieceAt(Sq(v, "a8"))), PieceType::Horse);
    EXPECT_EQ(replay.Step(), 3u);

    ASSERT_TRUE(replay.Back());
    EXPECT_EQ(MoveText(v, *replay.LastMove()), "e8f8");
    EXPECT_EQ(TypeOf(replay.Shown().PieceAt(Sq(v, "a8"))), PieceType::Rook);
}

}  // namespace
}  // namespace chatur::test
