// The `move` task: following lines with the opponent's replies, alternatives,
// goals that accept any move reaching them (mate, promote, win material), wrong
// moves taken back with a reason, and hints that follow the line.
#include <gtest/gtest.h>

#include "../test_support.h"
#include "core/notation/game_fen.h"
#include "core/trainer/trainer_session.h"
#include "trainer_test_support.h"

namespace chatur::test {
namespace {

using content::HintKind;

const char* kForkFen = "r3k3/8/8/1N6/8/8/8/3K4 w - - 0 1";
const char* kForkLines = "<line>b5c7 e8f8 c7a8</line><line>b5c7 e8e7 c7a8</line>";

// A wrong move that loses a piece at once comes with the answer that takes it
// (animated before the move is taken back); a merely weaker one does not.
TEST(TrainerMoves, AWrongMoveThatHangsAPieceComesWithTheCapture) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>");
    const Variant& v = t.GetVariant();
    Feedback f = t.PlayMove(Mv(t.CurrentPosition(), "b5a7"));
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "move-not-solution");
    ASSERT_EQ(f.replies.size(), 1u);
    EXPECT_EQ(MoveText(v, f.replies[0]), "a8a7");
    EXPECT_EQ(TypeOf(t.CurrentPosition().PieceAt(Sq(v, "b5"))), PieceType::Horse);  // taken back
    f = t.PlayMove(Mv(t.CurrentPosition(), "b5d4"));
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_TRUE(f.replies.empty());
}

TEST(TrainerMoves, LineWithReplyIsPlayedToTheEnd) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>");
    const Variant& v = t.GetVariant();
    EXPECT_EQ(t.BoardMode(), InteractionMode::Play);
    EXPECT_EQ(t.SolverSide(), Color::White);

    Feedback f = t.PlayMove(Mv(t.CurrentPosition(), "b5c7"));
    EXPECT_EQ(f.verdict, Verdict::Progress);
    EXPECT_EQ(f.key, "move-right-continue");
    ASSERT_EQ(f.replies.size(), 1u);
    EXPECT_EQ(MoveText(v, f.replies[0]), "e8f8");  // the first line's reply
    EXPECT_EQ(MoveText(v, *t.LastMove()), "e8f8");
    EXPECT_EQ(t.CurrentPosition().SideToMove(), Color::White);
    EXPECT_FALSE(t.Finished());

    f = t.PlayMove(Mv(t.CurrentPosition(), "c7a8"));
    EXPECT_EQ(f.verdict, Verdict::Correct);
    EXPECT_TRUE(t.Solved());
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedFirstTry);
    EXPECT_EQ(t.BoardMode(), InteractionMode::Locked);
    // A finished attempt judges nothing more.
    EXPECT_EQ(t.PlayMove(Move(Sq(v, "a8"), Sq(v, "b6"))).verdict, Verdict::None);
}

TEST(TrainerMoves, WrongMoveIsTakenBackWithAReason) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>");
    const Position before = t.CurrentPosition();
    Feedback f = t.PlayMove(Mv(before, "b5d6"));
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "move-not-solution");
    EXPECT_EQ(MoveText(t.GetVariant(), *f.move), "b5d6");
    EXPECT_EQ(t.CurrentPosition(), before);
    EXPECT_EQ(t.Mistakes(), 1);
    t.PlayMove(Mv(before, "b5c7"));
    t.PlayMove(Mv(t.CurrentPosition(), "c7a8"));
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedAfterMistakes);
}

TEST(TrainerMoves, IllegalMoveIsExplainedButNotCounted) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>");
    const Variant& v = t.GetVariant();
    Feedback f = t.PlayMove(Move(Sq(v, "d1"), Sq(v, "d3")));
    EXPECT_EQ(f.verdict, Verdict::None);
    EXPECT_EQ(f.refusal, MoveRefusal::KhunOneStep);
    EXPECT_EQ(t.Mistakes(), 0);
}

TEST(TrainerMoves, EveryAlternativeLineIsAccepted) {
    const char* fen = "k7/8/1K6/8/8/8/8/6RR w - - 0 1";
    for (const char* move : {"h1h8", "g1g8"}) {
        TrainerSession t = PuzzleTrainer(fen, "<move><line>h1h8</line><line>g1g8</line></move>");
        EXPECT_EQ(t.PlayMove(Mv(t.CurrentPosition(), move)).verdict, Verdict::Correct) << move;
    }
}

TEST(TrainerMoves, MateGoalAcceptsAMoveOutsideTheLines) {
    // Mate in 2 with two first moves; the author wrote only one line.
    TrainerSession t =
        PuzzleTrainer("7k/8/8/8/8/8/R7/1R1K4 w - - 0 1",
                      R"(<move goal="mate" in="2"><line>a2a7 h8g8 b1b8</line></move>)");
    const Variant& v = t.GetVariant();
    Feedback f = t.PlayMove(Mv(t.CurrentPosition(), "b1b7"));
    ASSERT_EQ(f.verdict, Verdict::Progress) << f.key;
    ASSERT_EQ(f.replies.size(), 1u);
    EXPECT_EQ(MoveText(v, f.replies[0]), "h8g8");  // the solver's toughest defence
    f = t.PlayMove(Mv(t.CurrentPosition(), "a2a8"));
    EXPECT_EQ(f.verdict, Verdict::Correct);
    EXPECT_TRUE(t.CurrentPosition().InCheck());
}

TEST(TrainerMoves, MateGoalRefusesAMoveThatDoesNotForceIt) {
    TrainerSession t =
        PuzzleTrainer("7k/8/8/8/8/8/R7/1R1K4 w - - 0 1",
                      R"(<move goal="mate" in="2"><line>a2a7 h8g8 b1b8</line></move>)");
    Feedback f = t.PlayMove(Mv(t.CurrentPosition(), "d1e2"));
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "move-misses-mate");
    EXPECT_EQ(f.number, 2);
    EXPECT_TRUE(f.replies.empty());
}

TEST(TrainerMoves, MateInOne) {
    TrainerSession t = PuzzleTrainer("7k/R7/8/8/8/8/8/1R1K4 w - - 0 1",
                                     R"(<move goal="mate" in="1"><line>b1b8</line></move>)");
    EXPECT_EQ(t.PlayMove(Mv(t.CurrentPosition(), "a7a8")).key, "move-misses-mate");
    EXPECT_EQ(t.PlayMove(Mv(t.CurrentPosition(), "b1b8")).verdict, Verdict::Correct);
}

TEST(TrainerMoves, PromoteGoalAcceptsAnyPromotion) {
    const char* fen = "4k3/8/8/8/P6P/8/8/3K4 w - - 0 1";
    const char* task = R"(<move goal="promote" in="2"><line>a4a5 e8d8 a5a6m</line></move>)";
    TrainerSession t = PuzzleTrainer(fen, task);
    Feedback f = t.PlayMove(Mv(t.CurrentPosition(), "h4h5"));  // not the author's Bia
    ASSERT_EQ(f.verdict, Verdict::Progress) << f.key;
    ASSERT_EQ(f.replies.size(), 1u);
    f = t.PlayMove(Mv(t.CurrentPosition(), "h5h6"));
    EXPECT_EQ(f.verdict, Verdict::Correct);

    TrainerSession slow = PuzzleTrainer(fen, task);
    f = slow.PlayMove(Mv(slow.CurrentPosition(), "d1e2"));
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "move-misses-promotion");
}

TEST(TrainerMoves, WinMaterialGoal) {
    TrainerSession t =
        PuzzleTrainer(kForkFen, std::string(R"(<move goal="win-material" in="2" gain="5">)") +
                                    kForkLines + "</move>");
    EXPECT_EQ(t.PlayMove(Mv(t.CurrentPosition(), "b5a7")).key, "move-misses-material");
    Feedback f = t.PlayMove(Mv(t.CurrentPosition(), "b5c7"));
    ASSERT_EQ(f.verdict, Verdict::Progress);
    f = t.PlayMove(Mv(t.CurrentPosition(), "c7a8"));
    EXPECT_EQ(f.verdict, Verdict::Correct);
}

TEST(TrainerMoves, GoalSearchFindsTheLineForTheAnswer) {
    GoalSpec spec;
    spec.goal = content::MoveGoal::Promote;
    spec.start = MustParse(MakrukVariant(), "4k3/8/8/8/7P/8/8/3K4 w - - 0 1");
    auto created = GameFromFen(MakrukVariant(), DefaultProfile(MakrukVariant()),
                               "4k3/8/8/8/7P/8/8/3K4 w - - 0 1");
    ASSERT_TRUE(std::holds_alternative<Game>(created));
    std::vector<Move> line = FindGoalLine(std::get<Game>(created), spec, 2);
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(MoveText(MakrukVariant(), line[0]), "h4h5");
    EXPECT_TRUE(line[2].IsPromotion());
    EXPECT_TRUE(FindGoalLine(std::get<Game>(created), spec, 1).empty());
}

TEST(TrainerMoves, HintsComeInThreeGradesAndTheLastMeansHelp) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>",
                                     R"(<hint kind="nudge"><text lang="en">Fork!</text></hint>)");
    const Variant& v = t.GetVariant();
    ASSERT_EQ(t.HintCount(), 3);  // the piece and move hints come from the line
    auto h1 = t.NextHint();
    ASSERT_TRUE(h1);
    EXPECT_EQ(h1->kind, HintKind::Nudge);
    EXPECT_EQ(h1->text.Get("en"), "Fork!");
    EXPECT_FALSE(h1->last);
    auto h2 = t.NextHint();
    ASSERT_TRUE(h2);
    EXPECT_EQ(h2->kind, HintKind::Piece);
    EXPECT_EQ(h2->square, Sq(v, "b5"));
    auto h3 = t.NextHint();
    ASSERT_TRUE(h3);
    EXPECT_EQ(h3->kind, HintKind::Move);
    EXPECT_EQ(h3->from, Sq(v, "b5"));
    EXPECT_EQ(h3->to, Sq(v, "c7"));
    EXPECT_TRUE(h3->last);
    EXPECT_FALSE(t.NextHint());

    t.PlayMove(Mv(t.CurrentPosition(), "b5c7"));
    // After the reply the hints point at the next move of the line.
    std::vector<HintView> used = t.UsedHints();
    ASSERT_EQ(used.size(), 3u);
    EXPECT_EQ(used[2].from, Sq(v, "c7"));
    EXPECT_EQ(used[2].to, Sq(v, "a8"));
    t.PlayMove(Mv(t.CurrentPosition(), "c7a8"));
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedWithHelp);
}

TEST(TrainerMoves, EarlierHintsDoNotCountAsHelp) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>");
    EXPECT_EQ(t.HintCount(), 2);  // piece and move, both from the line
    t.NextHint();
    t.PlayMove(Mv(t.CurrentPosition(), "b5c7"));
    t.PlayMove(Mv(t.CurrentPosition(), "c7a8"));
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedFirstTry);
}

TEST(TrainerMoves, ShowAnswerGivesTheRestOfTheLineAndFailsTheAttempt) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>");
    const Variant& v = t.GetVariant();
    t.PlayMove(Mv(t.CurrentPosition(), "b5c7"));
    AnswerView a = t.ShowAnswer();
    ASSERT_EQ(a.line.size(), 1u);
    EXPECT_EQ(MoveText(v, a.line[0]), "c7a8");
    EXPECT_EQ(a.explanation.Get("en"), "Because.");
    EXPECT_TRUE(t.Finished());
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::Failed);
    EXPECT_EQ(t.BoardMode(), InteractionMode::Locked);
}

TEST(TrainerMoves, RetryStartsOverAndRemembersTheAnswerWasSeen) {
    TrainerSession t = PuzzleTrainer(kForkFen, std::string("<move>") + kForkLines + "</move>");
    const Position start = t.CurrentPosition();
    t.PlayMove(Mv(start, "b5c7"));
    t.ShowAnswer();
    t.Retry();
    EXPECT_EQ(t.Attempt(), 2);
    EXPECT_FALSE(t.Finished());
    EXPECT_EQ(t.CurrentPosition(), start);
    EXPECT_FALSE(t.LastMove());
    EXPECT_EQ(t.HintsUsed(), 0);
    t.PlayMove(Mv(start, "b5c7"));
    t.PlayMove(Mv(t.CurrentPosition(), "c7a8"));
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedWithHelp);
}

TEST(TrainerMoves, XiangqiMateGoal) {
    // The generals may not face each other, so d10 is no escape for Black's.
    TrainerSession t =
        PuzzleTrainer("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1",
                      R"(<move goal="mate" in="1"><line>b1b10</line></move>)", "", "xiangqi");
    EXPECT_EQ(t.PlayMove(Mv(t.CurrentPosition(), "a9a8")).key, "move-misses-mate");
    EXPECT_EQ(t.PlayMove(Mv(t.CurrentPosition(), "b1b10")).verdict, Verdict::Correct);
}

}  // namespace
}  // namespace chatur::test
