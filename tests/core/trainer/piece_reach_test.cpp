// Explanation keys for illegal targets and the "defends" part of a piece's
// reach: each named reason has a position where it, and only it, applies.
#include <gtest/gtest.h>

#include "../test_support.h"
#include "core/trainer/piece_reach.h"

namespace chatur {
namespace {

Square Sq(const Variant& v, const char* name) {
    return *ParseSquare(v, name);
}

struct ExplainCase {
    const char* variant;
    const char* fen;
    const char* from;
    const char* to;
    const char* key;
};

class ExplainTest : public ::testing::TestWithParam<ExplainCase> {};

TEST_P(ExplainTest, GivesKey) {
    const ExplainCase& c = GetParam();
    const Variant& v = *FindVariant(c.variant);
    Position pos = test::MustParse(v, c.fen);
    EXPECT_EQ(MoveRefusalKey(ExplainIllegalMove(pos, Sq(v, c.from), Sq(v, c.to))), c.key)
        << c.fen << " " << c.from << c.to;
}

constexpr const char* kMakrukMet = "4k3/8/8/8/3M4/8/8/4K3 w - - 0 1";
constexpr const char* kXqStart =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

INSTANTIATE_TEST_SUITE_P(
    Makruk, ExplainTest,
    ::testing::Values(
        // The classic: a Met on d4 may go to e5, not straight to f6.
        ExplainCase{"makruk", kMakrukMet, "d4", "f6", "met-one-diagonal"},
        ExplainCase{"makruk", kMakrukMet, "d4", "d5", "met-one-diagonal"},
        ExplainCase{"makruk", kMakrukMet, "d4", "e5", ""},
        ExplainCase{"makruk", "4k3/8/8/8/3S4/8/8/4K3 w - - 0 1", "d4", "d3",
                    "khon-no-straight-back"},
        ExplainCase{"makruk", "4k3/8/8/8/3S4/8/8/4K3 w - - 0 1", "d4", "e4", "khon-no-sideways"},
        ExplainCase{"makruk", "4k3/8/8/8/3S4/8/8/4K3 w - - 0 1", "d4", "d5", ""},
        ExplainCase{"makruk", "4k3/8/8/8/3s4/8/8/4K3 b - - 0 1", "d4", "d5",
                    "khon-no-straight-back"},
        ExplainCase{"makruk", "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", "d4", "d6", "ma-l-shape"},
        ExplainCase{"makruk", "4k3/8/8/8/R2P4/8/8/4K3 w - - 0 1", "a4", "e4", "rua-blocked"},
        ExplainCase{"makruk", "4k3/8/8/8/R7/8/8/4K3 w - - 0 1", "a4", "b5", "rua-straight-lines"},
        ExplainCase{"makruk", "4k3/8/8/8/8/3P4/8/4K3 w - - 0 1", "d3", "e4",
                    "bia-captures-diagonally"},
        ExplainCase{"makruk", "4k3/8/8/8/3p4/3P4/8/4K3 w - - 0 1", "d3", "d4",
                    "bia-captures-diagonally"},
        ExplainCase{"makruk", "4k3/8/8/8/8/3P4/8/4K3 w - - 0 1", "d3", "d5", "bia-no-double-step"},
        ExplainCase{"makruk", "4k3/8/8/8/8/3P4/8/4K3 w - - 0 1", "d3", "d2", "bia-no-backward"},
        ExplainCase{"makruk", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "e3", "khun-one-step"},
        ExplainCase{"makruk", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "e1", "e2", ""},
        ExplainCase{"makruk", "4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "e1", "e2", "king-into-check"},
        // The Met on e2 is pinned by the Rua on e8 (Khun e1).
        ExplainCase{"makruk", "4r1k1/8/8/8/8/8/4M3/4K3 w - - 0 1", "e2", "d3",
                    "would-leave-king-in-check"},
        ExplainCase{"makruk", "6k1/8/8/8/8/8/3M4/r3K3 w - - 0 1", "d2", "c3", "must-answer-check"},
        ExplainCase{"makruk", "4k3/8/8/8/3M4/8/8/4K3 w - - 0 1", "d4", "d4", "piece-must-move"},
        ExplainCase{"makruk", "4k3/8/8/8/3M4/4P3/8/4K3 w - - 0 1", "d4", "e3", "own-piece-there"}));

INSTANTIATE_TEST_SUITE_P(
    Xiangqi, ExplainTest,
    ::testing::Values(
        // The red elephant on c1 may reach e3 but never cross to the other half.
        ExplainCase{"xiangqi", "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c5", "e7", "elephant-river"},
        ExplainCase{"xiangqi", "3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1", "c1", "e3",
                    "elephant-eye-blocked"},
        ExplainCase{"xiangqi", "3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1", "c1", "d2",
                    "elephant-two-diagonal"},
        ExplainCase{"xiangqi", kXqStart, "b1", "c3", ""},
        ExplainCase{"xiangqi", "3k5/9/9/9/9/9/9/9/1R7/1N2K4 w - - 0 1", "b1", "c3",
                    "horse-leg-blocked"},
        ExplainCase{"xiangqi", kXqStart, "b1", "b2", "horse-l-shape"},
        ExplainCase{"xiangqi", "3k5/1r7/9/9/9/1p7/9/1R7/9/1C2K4 w - - 0 1", "b1", "b9",
                    "cannon-one-screen"},
        ExplainCase{"xiangqi", kXqStart, "b3", "b10", ""},
        ExplainCase{"xiangqi", kXqStart, "b3", "b8", "cannon-needs-screen"},
        ExplainCase{"xiangqi", "3k5/9/9/9/9/9/9/1c7/9/1C2K4 w - - 0 1", "b1", "b3",
                    "cannon-needs-screen"},
        ExplainCase{"xiangqi", kXqStart, "b3", "b9", "cannon-blocked"},
        ExplainCase{"xiangqi", kXqStart, "a1", "a5", "chariot-blocked"},
        ExplainCase{"xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1", "e4",
                    "general-stays-in-palace"},
        ExplainCase{"xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1", "d2",
                    "general-one-orthogonal"},
        ExplainCase{"xiangqi", kXqStart, "d1", "c2", "advisor-stays-in-palace"},
        ExplainCase{"xiangqi", kXqStart, "a4", "b4", "soldier-sideways-after-river"},
        ExplainCase{"xiangqi", "3k5/9/9/9/P8/9/9/9/9/4K4 w - - 0 1", "a6", "a5",
                    "soldier-no-backward"},
        ExplainCase{"xiangqi", "3k5/9/9/9/P8/9/9/9/9/4K4 w - - 0 1", "a6", "b6", ""},
        // Moving the only piece between the generals lets them face each other.
        ExplainCase{"xiangqi", "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", "e5", "d7", "flying-general"},
        ExplainCase{"xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1", "e1", "flying-general"}));

TEST(PieceReach, BiaDefendsDiagonallyNotStraight) {
    const Variant& v = MakrukVariant();
    Position pos = test::MustParse(v, "4k3/8/8/8/2PPP3/3P4/8/4K3 w - - 0 1");
    PieceReach r = ComputeReach(pos, Sq(v, "d3"));
    EXPECT_TRUE(r.defends.test(Sq(v, "c4")));
    EXPECT_TRUE(r.defends.test(Sq(v, "e4")));
    EXPECT_FALSE(r.defends.test(Sq(v, "d4")));
    EXPECT_TRUE(r.quiet.none());
}

TEST(PieceReach, CannonDefendsBeyondScreen) {
    const Variant& v = XiangqiVariant();
    Position pos = test::MustParse(v, "3k5/9/9/9/9/9/9/1R7/1N7/1C2K4 w - - 0 1");
    PieceReach r = ComputeReach(pos, Sq(v, "b1"));
    EXPECT_TRUE(r.defends.test(Sq(v, "b3")));   // over the screen on b2
    EXPECT_FALSE(r.defends.test(Sq(v, "b2")));  // the screen itself
    EXPECT_TRUE(r.quiet.test(Sq(v, "a1")));
    EXPECT_TRUE(r.quiet.test(Sq(v, "d1")));
}

TEST(PieceReach, RuaStopsAtFirstPiece) {
    const Variant& v = MakrukVariant();
    Position pos = test::MustParse(v, "4k3/8/8/p7/8/P7/8/R3K3 w - - 0 1");
    PieceReach r = ComputeReach(pos, Sq(v, "a1"));
    EXPECT_TRUE(r.defends.test(Sq(v, "a3")));
    EXPECT_TRUE(r.defends.test(Sq(v, "e1")));
    EXPECT_TRUE(r.quiet.test(Sq(v, "a2")));
    EXPECT_FALSE(r.quiet.test(Sq(v, "a4")));
    EXPECT_TRUE(r.captures.none());
}

}  // namespace
}  // namespace chatur
