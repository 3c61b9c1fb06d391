// One test per named Xiangqi movement rule (docs/movement.md).
#include <gtest/gtest.h>

#include <set>

#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

const Variant& V() {
    return XiangqiVariant();
}

std::set<std::string> MovesFrom(const std::string& fen, const std::string& from) {
    Position pos = test::MustParse(V(), fen);
    std::set<std::string> out;
    for (Move m : LegalMoves(pos))
        if (SquareName(V(), m.From()) == from) out.insert(MoveToString(V(), m));
    return out;
}

TEST(XiangqiRules, StartPositionHas44Moves) {
    EXPECT_EQ(LegalMoves(Position::Start(V())).Size(), 44);
}

TEST(XiangqiRules, CannonCapturesOnlyOverExactlyOneScreen) {
    // Red cannon e3; e5 red soldier is the screen; black chariot e7 can be taken,
    // the black horse e8 behind it cannot; without a screen nothing is taken.
    auto m = MovesFrom("3k5/9/4n4/4r4/9/4P4/9/4C4/9/5K3 w - - 0 1", "e3");
    EXPECT_TRUE(m.count("e3e7"));
    EXPECT_FALSE(m.count("e3e8"));
    EXPECT_FALSE(m.count("e3e5"));  // own screen
    EXPECT_TRUE(m.count("e3e4"));
    EXPECT_FALSE(m.count("e3e6")) << "a cannon never slides past its screen";
    auto bare = MovesFrom("3k5/9/9/4r4/9/9/9/4C4/9/5K3 w - - 0 1", "e3");
    EXPECT_FALSE(bare.count("e3e7")) << "no screen, no capture";
    EXPECT_TRUE(bare.count("e3e6"));
    auto two = MovesFrom("3k5/9/9/4r4/4p4/4P4/9/4C4/9/5K3 w - - 0 1", "e3");
    EXPECT_FALSE(two.count("e3e7")) << "two screens, no capture";
    EXPECT_TRUE(two.count("e3e6"));
}

TEST(XiangqiRules, HorseLegBlocks) {
    auto free = MovesFrom("5k3/9/9/9/9/4N4/9/9/9/3K5 w - - 0 1", "e5");
    EXPECT_EQ(free.size(), 8u);
    // A piece on e6 blocks both moves that go up first (d7, f7).
    auto blocked = MovesFrom("5k3/9/9/9/4P4/4N4/9/9/9/3K5 w - - 0 1", "e5");
    EXPECT_FALSE(blocked.count("e5d7"));
    EXPECT_FALSE(blocked.count("e5f7"));
    EXPECT_EQ(blocked.size(), 6u);
}

TEST(XiangqiRules, ElephantEyeBlocksAndElephantsNeverCrossTheRiver) {
    auto m = MovesFrom("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c5");
    EXPECT_EQ(m, (std::set<std::string>{"c5a3", "c5e3"})) << "never to a7/e7 across the river";
    auto blocked = MovesFrom("3k5/9/9/9/9/9/9/4B4/3N5/4K4 w - - 0 1", "e3");
    EXPECT_FALSE(blocked.count("e3c1"));
    EXPECT_TRUE(blocked.count("e3g1"));
}

TEST(XiangqiRules, GeneralAndAdvisorsStayInThePalace) {
    EXPECT_EQ(MovesFrom("5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1"),
              (std::set<std::string>{"d1d2", "d1e1"}));
    EXPECT_EQ(MovesFrom("5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "e2"),
              (std::set<std::string>{"e2d3", "e2f1", "e2f3"}));
    EXPECT_EQ(MovesFrom("5k3/9/9/9/9/9/9/5A3/9/3K5 w - - 0 1", "f3"),
              (std::set<std::string>{"f3e2"}));
}

TEST(XiangqiRules, SoldiersMoveSidewaysOnlyAfterCrossing) {
    EXPECT_EQ(MovesFrom("5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1", "e4"),
              (std::set<std::string>{"e4e5"}));
    EXPECT_EQ(MovesFrom("5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6"),
              (std::set<std::string>{"e6d6", "e6e7", "e6f6"}));
    // Black's soldier crosses downwards.
    EXPECT_EQ(MovesFrom("3k5/9/9/9/9/4p4/9/9/9/4K4 b - - 0 1", "e5"),
              (std::set<std::string>{"e5d5", "e5e4", "e5f5"}));
    // Never backwards, and on the last rank only sideways.
    EXPECT_EQ(MovesFrom("3k1P3/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "f10"),
              (std::set<std::string>{"f10e10", "f10g10"}));
}

TEST(XiangqiRules, GeneralsNeverFaceEachOtherOnAnOpenFile) {
    // Red general d1, black general e10: stepping to e1 would face it.
    auto m = MovesFrom("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1");
    EXPECT_FALSE(m.count("d1e1"));
    EXPECT_TRUE(m.count("d1d2"));
    // The only piece between the generals (a cannon) is pinned to the file.
    auto pinned = MovesFrom("4k4/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1", "e6");
    EXPECT_FALSE(pinned.empty());
    for (const auto& mv : pinned) EXPECT_EQ(mv[2], 'e') << mv;
    // Facing generals are not "check", so the position's side to move is not in check.
    EXPECT_FALSE(test::MustParse(V(), "4k4/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1").InCheck());
}

TEST(XiangqiRules, NoLegalMoveWhileNotInCheck) {
    // Black general e10, not in check: d10 is covered by the chariot on d2, e9 by the
    // chariot on a9, and f10 would face the red general on f1. No legal move.
    Position pos = test::MustParse(V(), "4k4/R8/9/9/9/9/9/9/3R5/5K3 b - - 0 1");
    EXPECT_FALSE(pos.InCheck());
    for (Move m : LegalMoves(pos)) ADD_FAILURE() << MoveToString(V(), m);
}

TEST(XiangqiRules, DoAndUndoRestoreTheKey) {
    Position pos = Position::Start(V());
    uint64_t key = pos.Key();
    for (Move m : LegalMoves(pos)) {
        Position before = pos;
        Piece c = pos.DoMove(m);
        pos.UndoMove(m, c);
        EXPECT_EQ(pos.Key(), key);
        EXPECT_TRUE(pos == before);
    }
}

}  // namespace
}  // namespace chatur
