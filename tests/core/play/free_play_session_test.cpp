// Free play without a window: moves of both sides, take-backs, the end of a game,
// Makruk's board's honour count declared and stopped, and a new game per variant.
#include "core/play/free_play_session.h"

#include <gtest/gtest.h>

#include "core/notation/coord.h"
#include "core/notation/fen.h"

namespace chatur {
namespace {

// No Bia, both sides with a Rua: a board's honour count may be declared.
constexpr const char* kEnding = "3k4/8/8/8/8/8/7r/R2K4 w - - 0 1";
// Xiangqi: the Chariot's a1a10 mates (Red's Soldier on f8 covers f9).
constexpr const char* kXiangqiMateInOne = "5k3/9/5P3/9/9/9/9/9/9/R2K5 w - - 0 1";

Position FromFen(const Variant& v, const char* fen) {
    auto parsed = ParseFen(v, fen);
    EXPECT_TRUE(std::holds_alternative<FenData>(parsed)) << fen;
    if (!std::holds_alternative<FenData>(parsed)) return Position::Start(v);
    return std::get<FenData>(parsed).position;
}

Move MoveOf(const FreePlaySession& s, std::string_view text) {
    auto move = ParseLegalMove(s.GetGame().GetPosition(), text);
    EXPECT_TRUE(std::holds_alternative<Move>(move)) << text;
    return std::holds_alternative<Move>(move) ? std::get<Move>(move) : Move();
}

TEST(FreePlaySession, StartsWithMakruksStartPosition) {
    FreePlaySession s;
    EXPECT_EQ(s.GetVariant().id, VariantId::Makruk);
    EXPECT_EQ(s.GetGame().GetPosition(), Position::Start(MakrukVariant()));
    EXPECT_EQ(s.GetGame().Profile().name, "counting");
    EXPECT_TRUE(s.CountsDeclared());
    EXPECT_FALSE(s.CanUndo());
    EXPECT_FALSE(s.LastMove());
    EXPECT_EQ(s.State().toMove, Color::White);
    EXPECT_EQ(s.State().outcome.result, Result::Ongoing);
}

TEST(FreePlaySession, BothSidesMoveAndUndoTakesBack) {
    FreePlaySession s;
    const Move khon = MoveOf(s, "c1c2");
    EXPECT_FALSE(s.Play(khon));
    EXPECT_EQ(s.LastMove(), khon);
    EXPECT_EQ(s.State().toMove, Color::Black);
    EXPECT_FALSE(s.Play(MoveOf(s, "c8c7")));
    EXPECT_EQ(s.State().toMove, Color::White);
    EXPECT_EQ(s.Fen(), "rn1mksnr/2s5/pppppppp/8/8/PPPPPPPP/2S5/RN1KMSNR w - - 2 2");

    ASSERT_TRUE(s.Undo());
    ASSERT_TRUE(s.Undo());
    EXPECT_EQ(s.GetGame().GetPosition(), Position::Start(MakrukVariant()));
    EXPECT_FALSE(s.CanUndo());
    EXPECT_FALSE(s.Undo());
}

TEST(FreePlaySession, AnIllegalMoveIsRefusedAndChangesNothing) {
    FreePlaySession s;
    const Square e1 = *ParseSquare(MakrukVariant(), "e1");
    const Square e2 = *ParseSquare(MakrukVariant(), "e2");
    const auto error = s.Play(Move(e1, e2));  // the Met moves diagonally
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, GameErrorKind::IllegalMove);
    EXPECT_FALSE(s.CanUndo());
    EXPECT_EQ(s.GetGame().GetPosition(), Position::Start(MakrukVariant()));
}

TEST(FreePlaySession, AMateEndsTheGameUntilItIsTakenBack) {
    FreePlaySession s;
    s.SetPosition(FromFen(XiangqiVariant(), kXiangqiMateInOne));
    EXPECT_EQ(s.GetVariant().id, VariantId::Xiangqi);
    EXPECT_FALSE(s.Play(MoveOf(s, "a1a10")));
    EXPECT_TRUE(s.IsOver());
    EXPECT_TRUE(s.State().inCheck);
    EXPECT_EQ(s.State().outcome, (Outcome{Result::WhiteWins, Reason::Checkmate}));
    const auto afterEnd =
        s.Play(Move(*ParseSquare(XiangqiVariant(), "f10"), *ParseSquare(XiangqiVariant(), "e10")));
    ASSERT_TRUE(afterEnd);
    EXPECT_EQ(afterEnd->kind, GameErrorKind::GameOver);
    ASSERT_TRUE(s.Undo());
    EXPECT_FALSE(s.IsOver());
    EXPECT_EQ(s.State().outcome.result, Result::Ongoing);
}

TEST(FreePlaySession, APositionThatIsOverIsShownAsEnded) {
    FreePlaySession s;
    // Black to move has no legal move: Red wins (Xiangqi has no stalemate draw).
    s.SetPosition(FromFen(XiangqiVariant(), "5k3/2C1P4/9/9/8P/9/8P/4B4/4A4/3AK4 b - - 4 34"));
    EXPECT_TRUE(s.IsOver());
    EXPECT_EQ(s.State().outcome, (Outcome{Result::WhiteWins, Reason::NoMoves}));
    EXPECT_FALSE(s.CanUndo());
    const auto refused =
        s.Play(Move(*ParseSquare(XiangqiVariant(), "f10"), *ParseSquare(XiangqiVariant(), "e10")));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->kind, GameErrorKind::GameOver);
}

TEST(FreePlaySession, TheBoardsHonourCountIsDeclaredAndStopped) {
    FreePlaySession s;
    // Not while a Bia is on the board.
    const auto withBia = s.StartCount();
    ASSERT_TRUE(withBia);
    EXPECT_EQ(withBia->kind, GameErrorKind::BiaOnBoard);

    s.SetPosition(FromFen(MakrukVariant(), kEnding));
    EXPECT_TRUE(s.State().count.canStart);
    EXPECT_FALSE(s.StartCount());
    EXPECT_TRUE(s.State().count.startRequested);
    EXPECT_FALSE(s.Play(MoveOf(s, "a1a2")));
    EXPECT_FALSE(s.Play(MoveOf(s, "h2h3")));
    EXPECT_EQ(s.State().count.kind, CountKind::Board);
    EXPECT_EQ(s.State().count.countingSide, Color::White);
    EXPECT_EQ(s.State().count.value, 1);

    EXPECT_TRUE(s.State().count.canStop);
    EXPECT_FALSE(s.StopCount());
    const auto twice = s.StopCount();
    ASSERT_TRUE(twice);
    EXPECT_EQ(twice->kind, GameErrorKind::CountStopDeclared);
    EXPECT_FALSE(s.Play(MoveOf(s, "a2a3")));
    EXPECT_EQ(s.State().count.kind, CountKind::None);

    // Undo takes the move back with the stop declared for it.
    ASSERT_TRUE(s.Undo());
    EXPECT_EQ(s.State().count.kind, CountKind::Board);
    EXPECT_FALSE(s.State().count.stopRequested);
}

TEST(FreePlaySession, ANewGameStartsEachVariantUnderItsDefaultRules) {
    FreePlaySession s;
    EXPECT_FALSE(s.Play(MoveOf(s, "c1c2")));
    s.NewGame(VariantId::Xiangqi);
    EXPECT_EQ(s.GetVariant().id, VariantId::Xiangqi);
    EXPECT_EQ(s.GetGame().GetPosition(), Position::Start(XiangqiVariant()));
    EXPECT_EQ(s.GetGame().Profile().name, "basic");
    EXPECT_FALSE(s.CountsDeclared());
    EXPECT_FALSE(s.CanUndo());
    const auto noCounts = s.StartCount();
    ASSERT_TRUE(noCounts);
    EXPECT_EQ(noCounts->kind, GameErrorKind::NoCountDeclarations);

    s.NewGame(VariantId::Makruk);
    EXPECT_EQ(s.GetVariant().id, VariantId::Makruk);
    EXPECT_EQ(s.GetGame().GetPosition(), Position::Start(MakrukVariant()));
    EXPECT_TRUE(s.CountsDeclared());
    EXPECT_EQ(s.State(), PositionState{});
}

}  // namespace
}  // namespace chatur
