// One test per named Makruk movement rule (docs/movement.md), each built so that it
// fails if the rule were implemented the chess way.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

const Variant& V() {
    return MakrukVariant();
}

std::set<std::string> MovesFrom(const std::string& fen, const std::string& from) {
    Position pos = test::MustParse(V(), fen);
    std::set<std::string> out;
    for (Move m : LegalMoves(pos))
        if (SquareName(V(), m.From()) == from) out.insert(MoveToString(V(), m));
    return out;
}

std::set<std::string> AllMoves(const std::string& fen) {
    Position pos = test::MustParse(V(), fen);
    std::set<std::string> out;
    for (Move m : LegalMoves(pos)) out.insert(MoveToString(V(), m));
    return out;
}

TEST(MakrukRules, StartPositionHas23Moves) {
    EXPECT_EQ(AllMoves(std::string(V().startFen)).size(), 23u);
}

TEST(MakrukRules, MetReachesOnlyItsFourDiagonalNeighbours) {
    // White Met d4, e5 and f6 empty, Khun safe on a1.
    auto m = MovesFrom("4k3/8/8/8/3M4/8/8/K7 w - - 0 1", "d4");
    EXPECT_EQ(m, (std::set<std::string>{"d4c3", "d4c5", "d4e3", "d4e5"}));
    EXPECT_FALSE(m.count("d4f6"));
}

TEST(MakrukRules, KhonMovesDiagonallyAndStraightForwardButNeverStraightBack) {
    auto w = MovesFrom("4k3/8/8/8/3S4/8/8/K7 w - - 0 1", "d4");
    EXPECT_EQ(w, (std::set<std::string>{"d4c3", "d4c5", "d4e3", "d4e5", "d4d5"}));
    // Black's forward is down the board.
    auto b = MovesFrom("4k3/8/8/3s4/8/8/8/K7 b - - 0 1", "d5");
    EXPECT_EQ(b, (std::set<std::string>{"d5c4", "d5c6", "d5e4", "d5e6", "d5d4"}));
}

TEST(MakrukRules, BiaHasNoDoubleStep) {
    auto m = MovesFrom(std::string(V().startFen), "e3");
    EXPECT_EQ(m, (std::set<std::string>{"e3e4"}));
}

TEST(MakrukRules, BiaCapturesDiagonallyForwardOnly) {
    auto m = MovesFrom("4k3/8/8/2p1p3/3P4/8/8/K7 w - - 0 1", "d4");
    EXPECT_EQ(m, (std::set<std::string>{"d4c5", "d4d5", "d4e5"}));
}

TEST(MakrukRules, WhiteBiaPromotesOnRankSixByMoveAndByCapture) {
    auto m = MovesFrom("4k3/8/2r5/3P4/8/8/8/K7 w - - 0 1", "d5");
    EXPECT_EQ(m, (std::set<std::string>{"d5c6m", "d5d6m"}));
    Position pos = test::MustParse(V(), "4k3/8/2r5/3P4/8/8/8/K7 w - - 0 1");
    auto mv = std::get<Move>(ParseLegalMove(pos, "d5c6m"));
    pos.DoMove(mv);
    EXPECT_EQ(pos.PieceAt(*ParseSquare(V(), "c6")), MakePiece(Color::White, PieceType::BiaNgai));
    EXPECT_EQ(BoardFen(pos), "4k3/8/2M~5/8/8/8/8/K7 b");
}

TEST(MakrukRules, BlackBiaPromotesOnRankThree) {
    auto m = MovesFrom("4k3/8/8/8/3p4/8/8/K7 b - - 0 1", "d4");
    EXPECT_EQ(m, (std::set<std::string>{"d4d3m"}));
    // A black Bia on rank 5 does not promote when it steps to rank 4.
    EXPECT_EQ(MovesFrom("4k3/8/8/3p4/8/8/8/K7 b - - 0 1", "d5"), (std::set<std::string>{"d5d4"}));
}

TEST(MakrukRules, BiaNgaiMovesAsMet) {
    auto m = MovesFrom("4k3/8/3M~4/8/8/8/8/K7 w - - 0 1", "d6");
    EXPECT_EQ(m, (std::set<std::string>{"d6c5", "d6c7", "d6e5", "d6e7"}));
}

TEST(MakrukRules, NoEnPassant) {
    // Black's Bia steps e6-e5 next to the white Bia on d5: no en passant exists, and
    // the FEN's en-passant field is never a square.
    Position pos = test::MustParse(V(), "4k3/8/4p3/3P4/8/8/8/K7 b - - 0 1");
    pos.DoMove(std::get<Move>(ParseLegalMove(pos, "e6e5")));
    std::set<std::string> white;
    for (Move m : LegalMoves(pos)) white.insert(MoveToString(V(), m));
    EXPECT_FALSE(white.count("d5e6")) << "a Makruk Bia never captures en passant";
}

TEST(MakrukRules, NoCastling) {
    // Khun d1 and Rua a1/h1 with nothing between: the Khun still only steps.
    auto m = MovesFrom("4k3/8/8/8/8/8/8/R2K3R w - - 0 1", "d1");
    EXPECT_EQ(m, (std::set<std::string>{"d1c1", "d1c2", "d1d2", "d1e1", "d1e2"}));
}

TEST(MakrukRules, MaJumpsAndRuaSlides) {
    EXPECT_EQ(MovesFrom(std::string(V().startFen), "b1"), (std::set<std::string>{"b1d2"}));
    auto r = MovesFrom("4k3/8/8/8/8/8/N7/R3K3 w - - 0 1", "a1");
    EXPECT_EQ(r, (std::set<std::string>{"a1b1", "a1c1", "a1d1"}));
}

TEST(MakrukRules, NoMoveMayLeaveTheKhunAttacked) {
    // The Rua on e2 is pinned against the Khun by the black Rua on e8.
    auto m = MovesFrom("4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1", "e2");
    for (const auto& mv : m) EXPECT_EQ(mv[2], 'e') << mv;
    EXPECT_TRUE(m.count("e2e8"));
}

TEST(MakrukRules, CheckmateAndStalemateHaveNoMoves) {
    // Two Rua mate on the back rank.
    Position mate = test::MustParse(V(), "R3k3/1R6/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_TRUE(mate.InCheck());
    EXPECT_TRUE(LegalMoves(mate).Empty());
    Position stale = test::MustParse(V(), "k7/8/K7/8/8/8/8/1R6 b - - 0 1");
    EXPECT_FALSE(stale.InCheck());
    EXPECT_TRUE(LegalMoves(stale).Empty());
}

TEST(MakrukRules, DoAndUndoRestoreTheKey) {
    Position pos = Position::Start(V());
    uint64_t key = pos.Key();
    for (Move m : LegalMoves(pos)) {
        Position before = pos;
        Piece c = pos.DoMove(m);
        EXPECT_NE(pos.Key(), key);
        pos.UndoMove(m, c);
        EXPECT_EQ(pos.Key(), key);
        EXPECT_TRUE(pos == before);
    }
    // A Met and a Bia ngai on the same square hash alike (FENs need not mark `~`).
    EXPECT_EQ(test::MustParse(V(), "4k3/8/3M4/8/8/8/8/K7 w").Key(),
              test::MustParse(V(), "4k3/8/3M~4/8/8/8/8/K7 w").Key());
}

}  // namespace
}  // namespace chatur
