// The one end-of-game judge (JudgeOutcome, outcome.h) that Game and SearchBoard
// both ask: each rule of docs/rules.md and their order, fed with facts as each
// caller keeps them; and the PositionState that the status lines word.
#include <gtest/gtest.h>

#include "game_test_support.h"

#include "core/rules/outcome.h"
#include "core/rules/position_state.h"

namespace chatur {
namespace {

const RuleProfile& Profile(const Variant& v, const char* name) {
    return *std::get<const RuleProfile*>(FindProfile(v, name));
}

Position MakrukPosition(const std::string& fen) {
    return test::MakeGame(MakrukVariant(), "counting", fen).GetPosition();
}

// Black's Khun on a8 is mated by the Rua on c8 (White moved last).
const char* kMated = "k1R5/8/1K6/8/8/P7/8/8 b - - 5 42";
// Black's Khun on a8 has no move and is not in check.
const char* kStalemated = "k7/1R6/2K5/8/8/P7/8/8 b - - 1 40";
const char* kMiddlegame = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

OutcomeFacts WhiteMoved(bool hasLegalMoves) {
    OutcomeFacts facts;
    facts.mover = Color::White;
    facts.hasLegalMoves = hasLegalMoves;
    return facts;
}

TEST(OutcomeJudge, MateWinsForTheMover) {
    const Position pos = MakrukPosition(kMated);
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), pos, WhiteMoved(false)),
              (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(OutcomeJudge, MateByTheBoardCounterDrawsWhereTheProfileSaysSo) {
    const Position pos = MakrukPosition(kMated);
    OutcomeFacts facts = WhiteMoved(false);
    facts.count.moverCountedBoard = true;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), pos, facts),
              (Outcome{Result::Draw, Reason::Counting}));
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "auto-count"), pos, facts),
              (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(OutcomeJudge, MateOnTheLastMoveOfACountStillWins) {
    OutcomeFacts facts = WhiteMoved(false);
    facts.count.limitExpired = true;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), MakrukPosition(kMated), facts),
              (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(OutcomeJudge, MakrukStalemateDraws) {
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), MakrukPosition(kStalemated),
                           WhiteMoved(false)),
              (Outcome{Result::Draw, Reason::Stalemate}));
}

TEST(OutcomeJudge, XiangqiNoLegalMoveLoses) {
    const Game g =
        test::MakeGame(XiangqiVariant(), "basic", "5k3/2C1P4/9/9/8P/9/8P/4B4/4A4/3AK4 b - - 4 34");
    ASSERT_FALSE(g.GetPosition().InCheck());
    EXPECT_EQ(JudgeOutcome(DefaultProfile(XiangqiVariant()), g.GetPosition(), WhiteMoved(false)),
              (Outcome{Result::WhiteWins, Reason::NoMoves}));
}

TEST(OutcomeJudge, ACountThatRanOutDraws) {
    OutcomeFacts facts = WhiteMoved(true);
    facts.count.limitExpired = true;
    EXPECT_EQ(
        JudgeOutcome(Profile(MakrukVariant(), "counting"), MakrukPosition(kMiddlegame), facts),
        (Outcome{Result::Draw, Reason::Counting}));
}

TEST(OutcomeJudge, DeadMaterialOnlyWhenTheMaterialMayHaveChanged) {
    const Position twoKhuns = MakrukPosition("4k3/8/8/8/8/8/8/3K4 b - - 0 1");
    const RuleProfile& counting = Profile(MakrukVariant(), "counting");
    OutcomeFacts facts = WhiteMoved(true);
    EXPECT_EQ(JudgeOutcome(counting, twoKhuns, facts),
              (Outcome{Result::Draw, Reason::InsufficientMaterial}));
    facts.materialChanged = false;  // the search after a quiet move
    EXPECT_EQ(JudgeOutcome(counting, twoKhuns, facts), Outcome{});
}

TEST(OutcomeJudge, ThirdOccurrenceByProfile) {
    const Position pos = MakrukPosition(kMiddlegame);
    OutcomeFacts facts = WhiteMoved(true);
    facts.occurrences = 2;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), pos, facts), Outcome{});
    facts.occurrences = 3;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), pos, facts),
              (Outcome{Result::Draw, Reason::Repetition}));
    // auto-count draws only on a claim; the search takes the claim for granted.
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "auto-count"), pos, facts), Outcome{});
    facts.claimsTaken = true;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "auto-count"), pos, facts),
              (Outcome{Result::Draw, Reason::Repetition}));
}

TEST(OutcomeJudge, PerpetualCheckLosesForTheChecker) {
    const Game g = test::MakeGame(XiangqiVariant(), "basic",
                                  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w "
                                  "- - 0 1");
    OutcomeFacts facts = WhiteMoved(true);
    facts.occurrences = 3;
    EXPECT_EQ(JudgeOutcome(DefaultProfile(XiangqiVariant()), g.GetPosition(), facts),
              (Outcome{Result::Draw, Reason::Repetition}));
    facts.perpetualChecker = Color::White;
    EXPECT_EQ(JudgeOutcome(DefaultProfile(XiangqiVariant()), g.GetPosition(), facts),
              (Outcome{Result::BlackWins, Reason::PerpetualCheck}));
    // A checker outside the perpetual-check rule changes nothing.
    EXPECT_EQ(
        JudgeOutcome(Profile(MakrukVariant(), "counting"), MakrukPosition(kMiddlegame), facts),
        (Outcome{Result::Draw, Reason::Repetition}));
}

TEST(OutcomeJudge, FiftyMovesAndTheMoveLimitComeLast) {
    const Position pos = MakrukPosition(kMiddlegame);
    OutcomeFacts facts = WhiteMoved(true);
    facts.halfmoveClock = 100;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "fifty"), pos, facts),
              (Outcome{Result::Draw, Reason::FiftyMoves}));
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), pos, facts), Outcome{});
    facts.occurrences = 3;  // repetition is judged before the fifty-move rule
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "fifty"), pos, facts),
              (Outcome{Result::Draw, Reason::Repetition}));
    OutcomeFacts late = WhiteMoved(true);
    late.gamePly = 400;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), pos, late),
              (Outcome{Result::Draw, Reason::MoveLimit}));
    late.gamePly = 399;
    EXPECT_EQ(JudgeOutcome(Profile(MakrukVariant(), "counting"), pos, late), Outcome{});
}

TEST(PositionStateOf, AMatedGame) {
    const PositionState s = StateOf(test::MakeGame(MakrukVariant(), "counting", kMated));
    EXPECT_EQ(s.variant, VariantId::Makruk);
    EXPECT_EQ(s.toMove, Color::Black);
    EXPECT_TRUE(s.inCheck);
    EXPECT_EQ(s.outcome, (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(PositionStateOf, ARunningCountFromTheFen) {
    // Lesson "Counting rules I": Black counts the board's honour count, at 10 of 64.
    Game g = test::MakeGame(MakrukVariant(), "counting", "N7/8/8/8/8/6k1/1r6/7K b - 128 20 30");
    PositionState s = StateOf(g);
    EXPECT_FALSE(s.outcome.IsOver());
    EXPECT_EQ(s.count.kind, CountKind::Board);
    EXPECT_EQ(s.count.countingSide, Color::Black);
    EXPECT_EQ(s.count.value, 10);
    EXPECT_EQ(s.count.limit, 64);
    EXPECT_EQ(s.count.movesLeft, 54);
    // The counter's mate is only a draw.
    test::Play(g, "b2b1");
    s = StateOf(g);
    EXPECT_TRUE(s.inCheck);
    EXPECT_EQ(s.outcome, (Outcome{Result::Draw, Reason::Counting}));
}

TEST(PositionStateOf, ABarePositionHasNoCount) {
    // A game set up here starts the pieces' honour count of Black's lone Khun; the
    // bare position does not know which count runs.
    const char* loneKhun = "4k3/8/8/8/8/8/8/R2K4 b - - 0 1";
    const RuleProfile& counting = Profile(MakrukVariant(), "counting");
    EXPECT_EQ(StateOf(test::MakeGame(MakrukVariant(), "counting", loneKhun)).count.kind,
              CountKind::Pieces);
    const PositionState s = StateOfPosition(counting, MakrukPosition(loneKhun));
    EXPECT_EQ(s.count.kind, CountKind::None);
    EXPECT_EQ(s.toMove, Color::Black);
    // A profile of the other variant falls back to the position's own default.
    EXPECT_EQ(StateOfPosition(DefaultProfile(XiangqiVariant()), MakrukPosition(kMated)).outcome,
              (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

}  // namespace
}  // namespace chatur
