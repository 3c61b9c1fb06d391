// The board's click, keyboard and typed-move behaviour, as the GUI uses it.
#include <gtest/gtest.h>

#include "../test_support.h"
#include "core/rules/movegen.h"
#include "core/trainer/board_interaction.h"

namespace chatur {
namespace {

Square Sq(const Variant& v, const char* name) {
    return *ParseSquare(v, name);
}

class MakrukInteraction : public ::testing::Test {
protected:
    const Variant& v = MakrukVariant();
    BoardInteraction board{Position::Start(MakrukVariant())};
    Square S(const char* n) const { return Sq(v, n); }
};

TEST_F(MakrukInteraction, SelectShowsDestinations) {
    ClickResult r = board.Click(S("b1"));  // Ma
    EXPECT_EQ(r.kind, ClickKind::Selected);
    Highlights h = board.GetHighlights();
    EXPECT_EQ(h.selected, S("b1"));
    EXPECT_TRUE(h.quiet.test(S("a3")) == false);  // own Bia stands there
    EXPECT_TRUE(h.quiet.test(S("d2")));
    EXPECT_TRUE(h.quiet.test(S("c3")) == false);
    EXPECT_EQ(h.quiet.count(), 1u);
    EXPECT_TRUE(h.captures.none());
}

TEST_F(MakrukInteraction, ClickingOpponentPieceExplains) {
    ClickResult r = board.Click(S("e8"));
    EXPECT_EQ(r.kind, ClickKind::Illegal);
    EXPECT_EQ(MoveRefusalKey(r.reason), "not-your-piece");
    EXPECT_EQ(board.Selected(), kNoSquare);
}

TEST_F(MakrukInteraction, ReselectAndDeselect) {
    board.Click(S("c1"));
    EXPECT_EQ(board.Click(S("f1")).kind, ClickKind::Selected);
    EXPECT_EQ(board.Selected(), S("f1"));
    EXPECT_EQ(board.Click(S("f1")).kind, ClickKind::Deselected);
    EXPECT_EQ(board.Selected(), kNoSquare);
}

TEST_F(MakrukInteraction, MoveRequestThenPlay) {
    board.Click(S("e3"));
    ClickResult r = board.Click(S("e4"));
    ASSERT_EQ(r.kind, ClickKind::MoveRequested);
    EXPECT_EQ(r.move, Move(S("e3"), S("e4")));
    // The interaction does not play by itself.
    EXPECT_EQ(board.GetPosition().SideToMove(), Color::White);
    board.Play(r.move);
    Highlights h = board.GetHighlights();
    EXPECT_EQ(h.lastFrom, S("e3"));
    EXPECT_EQ(h.lastTo, S("e4"));
    EXPECT_EQ(h.selected, kNoSquare);
    EXPECT_EQ(board.GetPosition().SideToMove(), Color::Black);
}

TEST_F(MakrukInteraction, IllegalTargetKeepsSelectionAndExplains) {
    board.Click(S("e1"));  // Met
    ClickResult r = board.Click(S("e2"));
    EXPECT_EQ(r.kind, ClickKind::Illegal);
    EXPECT_EQ(MoveRefusalKey(r.reason), "met-one-diagonal");
    EXPECT_EQ(board.Selected(), S("e1"));
}

TEST_F(MakrukInteraction, PieceWithoutMovesSaysSo) {
    // The Met on e2 is pinned by the Rua on e8: every step leaves the file.
    board.SetPosition(test::MustParse(v, "4r1k1/8/8/8/8/8/4M3/4K3 w - - 0 1"));
    ClickResult r = board.Click(S("e2"));
    EXPECT_EQ(r.kind, ClickKind::Selected);
    EXPECT_EQ(MoveRefusalKey(r.reason), "piece-has-no-moves");
}

TEST_F(MakrukInteraction, CheckSquareIsKingOfSideToMove) {
    Position pos = test::MustParse(v, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    board.SetPosition(pos);
    EXPECT_EQ(board.GetHighlights().check, S("e1"));
}

TEST_F(MakrukInteraction, CapturesAreRings) {
    board.SetPosition(test::MustParse(v, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
    board.Click(S("e4"));
    Highlights h = board.GetHighlights();
    EXPECT_TRUE(h.captures.test(S("d5")));
    EXPECT_TRUE(h.quiet.test(S("e5")));
}

TEST_F(MakrukInteraction, UserSideRestriction) {
    board.SetUserSide(Color::Black);
    EXPECT_EQ(MoveRefusalKey(board.Click(S("e3")).reason), "not-your-piece");
    EXPECT_FALSE(board.CanPickUp(S("e3")));
}

TEST_F(MakrukInteraction, RangeModeShowsAnyPieceAndDefends) {
    board.SetMode(InteractionMode::Range);
    ClickResult r = board.Click(S("d8"));  // Black's Met, though White is to move
    EXPECT_EQ(r.kind, ClickKind::Selected);
    Highlights h = board.GetHighlights();
    EXPECT_TRUE(h.quiet.test(S("c7")));
    EXPECT_TRUE(h.quiet.test(S("e7")));
    EXPECT_TRUE(h.defends.none());  // d8's diagonals c7/e7 are empty
    board.SetPosition(test::MustParse(v, "4k3/8/8/8/2P1P3/3P4/8/4K3 w - - 0 1"));
    board.SetMode(InteractionMode::Range);
    board.Click(S("d3"));
    h = board.GetHighlights();
    EXPECT_TRUE(h.defends.test(S("c4")));
    EXPECT_TRUE(h.defends.test(S("e4")));
    EXPECT_TRUE(h.quiet.test(S("d4")));
    // Range mode never asks for a move.
    EXPECT_NE(board.Click(S("d4")).kind, ClickKind::MoveRequested);
}

TEST_F(MakrukInteraction, LockedIgnoresClicks) {
    board.SetMode(InteractionMode::Locked);
    EXPECT_EQ(board.Click(S("e3")).kind, ClickKind::None);
}

TEST_F(MakrukInteraction, CellMappingHonoursFlip) {
    EXPECT_EQ(board.SquareAtCell(0, 7), S("a1"));
    EXPECT_EQ(board.SquareAtCell(7, 0), S("h8"));
    board.SetFlipped(true);
    EXPECT_EQ(board.SquareAtCell(0, 7), S("h8"));
    EXPECT_EQ(board.SquareAtCell(0, 0), S("h1"));
    auto [c, r] = board.CellOf(S("a1"));
    EXPECT_EQ(c, 7);
    EXPECT_EQ(r, 0);
    EXPECT_EQ(board.SquareAtCell(8, 0), kNoSquare);
}

TEST_F(MakrukInteraction, CursorMovesAsSeenOnScreen) {
    board.SetCursor(S("d4"));
    board.MoveCursor(CursorDirection::Up);
    EXPECT_EQ(board.Cursor(), S("d5"));
    board.MoveCursor(CursorDirection::Right);
    EXPECT_EQ(board.Cursor(), S("e5"));
    board.SetFlipped(true);
    board.MoveCursor(CursorDirection::Up);
    EXPECT_EQ(board.Cursor(), S("e4"));
    board.MoveCursor(CursorDirection::Right);
    EXPECT_EQ(board.Cursor(), S("d4"));
    board.SetCursor(S("a1"));
    board.MoveCursor(CursorDirection::Up);  // flipped: a1 is the top right corner
    EXPECT_EQ(board.Cursor(), S("a1"));
}

TEST_F(MakrukInteraction, FirstArrowOnlyShowsCursor) {
    EXPECT_FALSE(board.CursorVisible());
    Square before = board.Cursor();
    board.MoveCursor(CursorDirection::Left);
    EXPECT_TRUE(board.CursorVisible());
    EXPECT_EQ(board.Cursor(), before);
}

TEST_F(MakrukInteraction, KeyboardSelectAndMove) {
    board.SetCursor(S("e3"));
    EXPECT_EQ(board.Activate().kind, ClickKind::Selected);
    board.MoveCursor(CursorDirection::Up);
    ClickResult r = board.Activate();
    ASSERT_EQ(r.kind, ClickKind::MoveRequested);
    EXPECT_EQ(r.move, Move(S("e3"), S("e4")));
}

TEST_F(MakrukInteraction, TypedMoves) {
    EXPECT_EQ(board.TypeMove("e3e4").kind, ClickKind::MoveRequested);
    EXPECT_EQ(board.TypeMove(" E3-E4 ").move, Move(S("e3"), S("e4")));
    board.ClearSelection();
    EXPECT_EQ(board.TypeMove("e3").kind, ClickKind::Selected);
    EXPECT_EQ(MoveRefusalKey(board.TypeMove("hello").reason), "typed-not-a-move");
    EXPECT_EQ(MoveRefusalKey(board.TypeMove("e9e4").reason), "typed-not-a-square");
    EXPECT_EQ(MoveRefusalKey(board.TypeMove("e4e5").reason), "no-piece");
    EXPECT_EQ(MoveRefusalKey(board.TypeMove("e6e5").reason), "not-your-piece");
    EXPECT_EQ(MoveRefusalKey(board.TypeMove("e1e2").reason), "met-one-diagonal");
    EXPECT_EQ(MoveRefusalKey(board.TypeMove("e3e4q").reason), "typed-not-a-move");
}

TEST(MakrukPromotion, TypedWithOrWithoutSuffix) {
    const Variant& v = MakrukVariant();
    BoardInteraction board(test::MustParse(v, "4k3/8/8/P7/8/8/8/4K3 w - - 0 1"));
    ClickResult r = board.TypeMove("a5a6");
    ASSERT_EQ(r.kind, ClickKind::MoveRequested);
    EXPECT_TRUE(r.move.IsPromotion());
    EXPECT_TRUE(board.TypeMove("a5a6m").move.IsPromotion());
}

TEST(XiangqiInteraction, TenthRankAndExplanations) {
    const Variant& v = XiangqiVariant();
    BoardInteraction board(Position::Start(v));
    EXPECT_EQ(board.SquareAtCell(0, 0), Sq(v, "a10"));
    EXPECT_EQ(board.TypeMove("h3e3").kind, ClickKind::MoveRequested);
    EXPECT_EQ(MoveRefusalKey(board.TypeMove("b1b2").reason), "horse-l-shape");
    board.ClearSelection();
    board.Click(Sq(v, "c1"));  // elephant
    EXPECT_TRUE(board.GetHighlights().quiet.test(Sq(v, "a3")));
    EXPECT_TRUE(board.GetHighlights().quiet.test(Sq(v, "e3")));
    EXPECT_EQ(MoveRefusalKey(board.Click(Sq(v, "c3")).reason), "elephant-two-diagonal");
}

TEST(XiangqiInteraction, FlyingGeneralExplained) {
    const Variant& v = XiangqiVariant();
    BoardInteraction board(test::MustParse(v, "4k4/9/9/9/9/4N4/9/9/9/3K5 w - - 0 1"));
    board.Click(Sq(v, "e5"));
    EXPECT_TRUE(board.GetHighlights().quiet.test(Sq(v, "d7")));  // generals on different files
    EXPECT_EQ(board.Click(Sq(v, "d7")).kind, ClickKind::MoveRequested);
    BoardInteraction b2(test::MustParse(v, "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1"));
    b2.Click(Sq(v, "e5"));
    EXPECT_TRUE(b2.GetHighlights().quiet.none());
    EXPECT_EQ(MoveRefusalKey(b2.Click(Sq(v, "d7")).reason), "flying-general");
}

}  // namespace
}  // namespace chatur
