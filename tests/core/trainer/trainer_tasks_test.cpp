// The tasks answered beside the board's moves: legal (Yes/No), range (marks and
// Check), place (a piece from the palette), choice (per-option feedback) and
// count (which count, who, start, limit), each judged by the rules engine.
#include <gtest/gtest.h>

#include "core/trainer/trainer_session.h"
#include "trainer_test_support.h"

namespace chatur::test {
namespace {

const char* kMetFen = "7k/8/8/8/3M4/8/8/3K4 w - - 0 1";

TEST(TrainerLegal, NoIsRightAndSaysWhy) {
    TrainerSession t = PuzzleTrainer(kMetFen, R"(<legal move="d4f6" answer="no"/>)");
    EXPECT_EQ(t.BoardMode(), InteractionMode::Locked);
    Feedback f = t.AnswerLegal(false);
    EXPECT_EQ(f.verdict, Verdict::Correct);
    EXPECT_EQ(f.key, "legal-right-no");
    EXPECT_EQ(f.refusal, MoveRefusal::MetOneDiagonal);
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedFirstTry);
}

TEST(TrainerLegal, WrongYesIsAMistakeWithTheRule) {
    TrainerSession t = PuzzleTrainer(kMetFen, R"(<legal move="d4f6" answer="no"/>)");
    Feedback f = t.AnswerLegal(true);
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "legal-wrong-is-illegal");
    EXPECT_EQ(f.refusal, MoveRefusal::MetOneDiagonal);
    EXPECT_FALSE(t.Finished());
    EXPECT_EQ(t.AnswerLegal(false).verdict, Verdict::Correct);
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedAfterMistakes);
}

TEST(TrainerLegal, LegalMove) {
    TrainerSession t = PuzzleTrainer(kMetFen, R"(<legal move="d4e5" answer="yes"/>)");
    EXPECT_EQ(t.AnswerLegal(false).key, "legal-wrong-is-legal");
    EXPECT_EQ(t.AnswerLegal(true).key, "legal-right-yes");
    AnswerView a = t.ShowAnswer();
    EXPECT_EQ(a.legal, true);
}

TEST(TrainerRange, MarksAreCheckedAgainstTheEngine) {
    TrainerSession t = PuzzleTrainer(kMetFen, R"(<range square="d4"/>)");
    const Variant& v = t.GetVariant();
    EXPECT_EQ(t.BoardMode(), InteractionMode::Pick);
    EXPECT_EQ(t.CheckRange().key, "range-nothing-marked");
    EXPECT_EQ(t.Mistakes(), 0);

    t.ToggleMark(Sq(v, "c3"));
    t.ToggleMark(Sq(v, "e5"));
    t.ToggleMark(Sq(v, "f6"));
    Feedback f = t.CheckRange();
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "range-missing-extra");
    EXPECT_EQ(f.number, 2);  // c5 and e3 are missing; which ones is not said
    EXPECT_TRUE(f.missing.empty());
    EXPECT_EQ(f.extra, std::vector<Square>{Sq(v, "f6")});

    t.ToggleMark(Sq(v, "f6"));  // unmark
    EXPECT_EQ(t.CheckRange().key, "range-missing");
    t.ToggleMark(Sq(v, "c5"));
    t.ToggleMark(Sq(v, "e3"));
    EXPECT_EQ(t.CheckRange().verdict, Verdict::Correct);
    EXPECT_EQ(t.Marks().size(), 4u);
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedAfterMistakes);
}

TEST(TrainerRange, ExtraOnlyAndAnswer) {
    TrainerSession t = PuzzleTrainer(kMetFen, R"(<range square="d4"/>)");
    const Variant& v = t.GetVariant();
    for (const char* s : {"c3", "c5", "e3", "e5", "d5"}) t.ToggleMark(Sq(v, s));
    EXPECT_EQ(t.CheckRange().key, "range-extra");
    AnswerView a = t.ShowAnswer();
    EXPECT_EQ(a.squares, (std::vector<Square>{Sq(v, "c3"), Sq(v, "e3"), Sq(v, "c5"), Sq(v, "e5")}));
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::Failed);
    t.ToggleMark(Sq(v, "d5"));  // the finished attempt takes no more marks
    EXPECT_EQ(t.Marks().size(), 5u);
}

TEST(TrainerRange, XiangqiHorseLeg) {
    // The horse on b1 is blocked towards the top by the piece on b2.
    TrainerSession t = PuzzleTrainer("4k4/9/9/9/9/9/9/9/1R7/1N1K5 w - - 0 1",
                                     R"(<range square="b1"/>)", "", "xiangqi");
    const Variant& v = t.GetVariant();
    t.ToggleMark(Sq(v, "d2"));
    EXPECT_EQ(t.CheckRange().verdict, Verdict::Correct);
}

TEST(TrainerPlace, PromotionSquares) {
    TrainerSession t = PuzzleTrainer("4k2r/8/8/8/8/8/8/3K4 w - - 0 1",
                                     R"(<place piece="P" condition="promotes-next-move"/>)");
    const Variant& v = t.GetVariant();
    EXPECT_EQ(t.BoardMode(), InteractionMode::Pick);
    EXPECT_EQ(t.Place(Sq(v, "h8")).key, "place-occupied");
    Feedback f = t.Place(Sq(v, "c4"));
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "place-no-promotion");
    EXPECT_FALSE(t.Placed());
    f = t.Place(Sq(v, "c5"));
    EXPECT_EQ(f.verdict, Verdict::Correct);
    EXPECT_EQ(t.Placed(), Sq(v, "c5"));
}

TEST(TrainerPlace, BlackBiaPromotesOnRankThree) {
    // Judged by the owner's direction: Black's Bia moves down the board.
    TrainerSession t = PuzzleTrainer("4k2r/8/8/8/8/8/8/3K4 w - - 0 1",
                                     R"(<place piece="p" condition="promotes-next-move"/>)");
    const Variant& v = t.GetVariant();
    EXPECT_EQ(t.Place(Sq(v, "a5")).verdict, Verdict::Wrong);
    EXPECT_EQ(t.Place(Sq(v, "a4")).verdict, Verdict::Correct);
}

// Placed the right way but behind a piece: the feedback names the piece in the
// way, not the way the piece walks (ux-review M14).
TEST(TrainerPlace, APieceInTheWayIsNamed) {
    TrainerSession t = PuzzleTrainer("4k3/8/4n3/8/8/8/8/4K3 w - - 0 1",
                                     R"(<place piece="P" condition="promotes-next-move"/>)");
    const Variant& v = t.GetVariant();
    Feedback f = t.Place(Sq(v, "e5"));
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.key, "place-blocked");
    EXPECT_EQ(f.square, Sq(v, "e6"));
    f = t.Place(Sq(v, "a4"));  // simply the wrong rank
    EXPECT_EQ(f.key, "place-no-promotion");
    EXPECT_EQ(t.Place(Sq(v, "a5")).verdict, Verdict::Correct);
}

TEST(TrainerPlace, ReachAndSafety) {
    TrainerSession reach =
        PuzzleTrainer("4k2r/8/8/8/8/8/8/3K4 w - - 0 1",
                      R"(<place piece="N" condition="reaches-square" target="e5"/>)");
    const Variant& v = reach.GetVariant();
    Feedback f = reach.Place(Sq(v, "a1"));
    EXPECT_EQ(f.key, "place-does-not-reach");
    EXPECT_EQ(f.square, Sq(v, "e5"));
    EXPECT_EQ(reach.Place(Sq(v, "d3")).verdict, Verdict::Correct);

    TrainerSession safe = PuzzleTrainer("r3k3/8/8/8/8/8/8/3K4 w - - 0 1",
                                        R"(<place piece="S" condition="safe-square"/>)");
    EXPECT_EQ(safe.Place(Sq(v, "a4")).key, "place-attacked");
    EXPECT_EQ(safe.Place(Sq(v, "b4")).verdict, Verdict::Correct);
}

const char* kChoice = R"(<choice>
  <option id="d1" correct="true"><label><text lang="en">d1</text></label>
    <feedback><text lang="en">Right, facing the Met.</text></feedback></option>
  <option id="e1"><label><text lang="en">e1</text></label>
    <feedback><text lang="en">That is the Met.</text></feedback></option>
</choice>)";

TEST(TrainerChoice, EachOptionHasItsOwnFeedback) {
    TrainerSession t =
        PuzzleTrainer("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", kChoice);
    EXPECT_FALSE(t.MultipleChoice());
    Feedback f = t.Pick("e1");
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_EQ(f.optionText.Get("en"), "That is the Met.");
    EXPECT_EQ(t.Pick("nonsense").verdict, Verdict::None);
    f = t.Pick("d1");
    EXPECT_EQ(f.verdict, Verdict::Correct);
    EXPECT_EQ(f.optionText.Get("en"), "Right, facing the Met.");
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedAfterMistakes);
}

TEST(TrainerChoice, SeveralCorrectOptionsAreCheckedTogether) {
    const char* task = R"(<choice>
  <option id="met" correct="true"><label><text lang="en">Met</text></label></option>
  <option id="ngai" correct="true"><label><text lang="en">Bia ngai</text></label></option>
  <option id="khon"><label><text lang="en">Khon</text></label>
    <feedback><text lang="en">The Khon also steps forward.</text></feedback></option>
</choice>)";
    TrainerSession t = PuzzleTrainer(kMetFen, task);
    EXPECT_TRUE(t.MultipleChoice());
    EXPECT_EQ(t.CheckChoice().key, "choice-nothing-picked");
    EXPECT_EQ(t.Pick("met").verdict, Verdict::None);
    Feedback f = t.CheckChoice();
    EXPECT_EQ(f.key, "choice-incomplete");
    EXPECT_EQ(f.number, 1);
    t.Pick("khon");
    f = t.CheckChoice();
    EXPECT_EQ(f.key, "choice-wrong");
    EXPECT_EQ(f.optionText.Get("en"), "The Khon also steps forward.");
    t.Pick("khon");  // unpick
    t.Pick("ngai");
    EXPECT_EQ(t.CheckChoice().verdict, Verdict::Correct);
    EXPECT_EQ(t.ShowAnswer().optionIds, (std::vector<std::string>{"met", "ngai"}));
}

TEST(TrainerCount, PiecesHonourCountFields) {
    TrainerSession t = PuzzleTrainer("4k3/8/8/8/8/8/8/R2K4 b - - 0 1",
                                     R"(<count kind="pieces" side="black" start="4" limit="16"/>)");
    CountAnswer a;
    a.kind = CountKind::Pieces;
    EXPECT_EQ(t.AnswerCount(a).key, "count-incomplete");
    a.side = Color::White;
    a.start = 4;
    a.limit = 64;
    Feedback f = t.AnswerCount(a);
    EXPECT_EQ(f.verdict, Verdict::Wrong);
    EXPECT_FALSE(f.countErrors.kind);
    EXPECT_TRUE(f.countErrors.side);
    EXPECT_FALSE(f.countErrors.start);
    EXPECT_TRUE(f.countErrors.limit);
    a.side = Color::Black;
    a.limit = 16;
    EXPECT_EQ(t.AnswerCount(a).verdict, Verdict::Correct);
    AnswerView answer = t.ShowAnswer();
    EXPECT_EQ(answer.count.kind, CountKind::Pieces);
    EXPECT_EQ(answer.count.limit, 16);
}

TEST(TrainerCount, OnlyTheAskedFieldsMatter) {
    TrainerSession t = PuzzleTrainer("4k3/8/8/8/8/8/8/R2K4 b - - 0 1", R"(<count kind="pieces"/>)");
    CountAnswer a;
    a.kind = CountKind::Board;
    EXPECT_TRUE(t.AnswerCount(a).countErrors.kind);
    a.kind = CountKind::Pieces;
    EXPECT_EQ(t.AnswerCount(a).verdict, Verdict::Correct);
}

TEST(TrainerHints, PieceHintOfARangeTask) {
    TrainerSession t = PuzzleTrainer(kMetFen, R"(<range square="d4"/>)",
                                     R"(<hint kind="nudge"><text lang="en">Four.</text></hint>
<hint kind="piece" square="d4"><text lang="en">Diagonals.</text></hint>)");
    const Variant& v = t.GetVariant();
    EXPECT_EQ(t.HintCount(), 2);  // no move hints are made up for other tasks
    t.NextHint();
    auto h = t.NextHint();
    ASSERT_TRUE(h);
    EXPECT_EQ(h->square, Sq(v, "d4"));
    EXPECT_TRUE(h->last);
    EXPECT_FALSE(t.HasMoreHints());
    for (const char* s : {"c3", "c5", "e3", "e5"}) t.ToggleMark(Sq(v, s));
    t.CheckRange();
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedWithHelp);
}

}  // namespace
}  // namespace chatur::test
