// Static exchange evaluation (docs/engine.md): the exchanges on one square, with the
// rules engine's legal moves (pins, cannon screens the exchange opens or closes).
#include "core/search/static_exchange.h"

#include <gtest/gtest.h>

#include "core/rules/variant.h"
#include "core/search/evaluation.h"
#include "core/search/move_order.h"
#include "search_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;
using test::MustMove;

struct Exchange {
    int value;
    bool losing;
};

Exchange Evaluate(const std::string& variant, const std::string& fen, const std::string& move) {
    Game g = MakeGame(variant, fen);
    Move m = MustMove(g, move);
    Position pos = g.GetPosition();
    const uint64_t key = pos.Key();
    Exchange e{StaticExchange(pos, m), LosingCapture(g.GetPosition(), m)};
    EXPECT_EQ(pos.Key(), key) << "the position is restored";
    return e;
}

// The exchanges are counted in the evaluation's piece values (tuned, so not
// written out here).
int Makruk(PieceType t) {
    return PieceValue(MakrukVariant(), t);
}
int Xiangqi(PieceType t) {
    return PieceValue(XiangqiVariant(), t);
}
constexpr PieceType kBia = PieceType::Pawn, kRua = PieceType::Rook, kMa = PieceType::Horse,
                    kKhon = PieceType::Khon, kHorse = PieceType::Horse, kChariot = PieceType::Rook;

TEST(StaticExchange, MakrukRuaForBia) {
    // A Rua takes a Bia that a Bia defends: it loses the Rua for the Bia.
    Exchange e = Evaluate("makruk", "4k3/8/8/3p4/2p5/8/8/2R3K1 w - - 0 1", "c1c4");
    EXPECT_EQ(e.value, Makruk(kBia) - Makruk(kRua));
    EXPECT_TRUE(e.losing);
    // Undefended: it wins the Bia; a quiet move wins nothing.
    EXPECT_EQ(Evaluate("makruk", "4k3/8/8/8/2p5/8/8/2R3K1 w - - 0 1", "c1c4").value, Makruk(kBia));
    EXPECT_EQ(Evaluate("makruk", "4k3/8/8/8/2p5/8/8/2R3K1 w - - 0 1", "c1b1").value, 0);
}

TEST(StaticExchange, MakrukSecondRuaBehind) {
    // Rua takes a Ma that a Rua defends, with a second Rua behind: the defender
    // does better not to take back, so the capture wins the Ma.
    Exchange e = Evaluate("makruk", "r6k/8/n7/8/8/8/R7/R5K1 w - - 0 1", "a2a6");
    EXPECT_EQ(e.value, Makruk(kMa));
    EXPECT_FALSE(e.losing);
    // Without the second Rua it loses the Rua for the Ma.
    EXPECT_EQ(Evaluate("makruk", "r6k/8/n7/8/8/8/R7/6K1 w - - 0 1", "a2a6").value,
              Makruk(kMa) - Makruk(kRua));
}

TEST(StaticExchange, MakrukPinnedDefender) {
    // The Ma on e6 defends c5 but is pinned to its Khun by the Rua on e1.
    Exchange pinned = Evaluate("makruk", "4k3/8/4n3/2s5/8/8/8/2R1R1K1 w - - 0 1", "c1c5");
    EXPECT_EQ(pinned.value, Makruk(kKhon));
    EXPECT_FALSE(pinned.losing);
    Exchange free = Evaluate("makruk", "4k3/8/4n3/2s5/8/8/8/2R3KR w - - 0 1", "c1c5");
    EXPECT_EQ(free.value, Makruk(kKhon) - Makruk(kRua));
    EXPECT_TRUE(free.losing);
}

TEST(StaticExchange, XiangqiCannonBehindTheScreen) {
    // The Chariot takes a Horse the black Chariot defends; the red Cannon on b1,
    // with the Horse on b4 as its screen, takes back: Black does better not to
    // recapture, and the Horse is won.
    const std::string screened = "1r1k5/9/9/1n5R1/9/9/1N7/9/9/1C2K4 w - - 0 1";
    Exchange e = Evaluate("xiangqi", screened, "h7b7");
    EXPECT_EQ(e.value, Xiangqi(kHorse));
    EXPECT_FALSE(e.losing);
    // Without the screen the Cannon cannot take back: the Chariot is lost for a Horse.
    Exchange bare = Evaluate("xiangqi", "1r1k5/9/9/1n5R1/9/9/9/9/9/1C2K4 w - - 0 1", "h7b7");
    EXPECT_EQ(bare.value, Xiangqi(kHorse) - Xiangqi(kChariot));
    EXPECT_TRUE(bare.losing);
}

// What a move leaves hanging on its square (HangingLoss, which the search uses to
// skip quiet moves that lose material): after the move, from the mover's view.
int Hangs(const std::string& variant, const std::string& fen, const std::string& move) {
    Game g = MakeGame(variant, fen);
    const Move m = MustMove(g, move);
    EXPECT_FALSE(g.Play(m));
    Position pos = g.GetPosition();
    const uint64_t key = pos.Key();
    const int loss = HangingLoss(pos, m.To());
    EXPECT_EQ(pos.Key(), key) << "the position is restored";
    return loss;
}

TEST(HangingLoss, MakrukRuaOntoABiasSquare) {
    // The Rua steps where the Bia on d5 takes it: the Rua is lost; with a Bia of
    // its own on b3 to take back, the Rua for a Bia; onto a square nothing
    // attacks, nothing.
    EXPECT_EQ(Hangs("makruk", "4k3/8/8/3p4/8/8/8/2R3K1 w - - 0 1", "c1c4"), Makruk(kRua));
    EXPECT_EQ(Hangs("makruk", "4k3/8/8/3p4/8/1P6/8/2R3K1 w - - 0 1", "c1c4"),
              Makruk(kRua) - Makruk(kBia));
    EXPECT_EQ(Hangs("makruk", "4k3/8/8/3p4/8/8/8/2R3K1 w - - 0 1", "c1c2"), 0);
}

TEST(HangingLoss, MakrukTakingDoesNotPay) {
    // A Bia advances into the Rua's file: defended by the Bia on c3, the Rua does
    // better not to take it; alone, it is lost.
    EXPECT_EQ(Hangs("makruk", "3rk3/8/8/8/8/2PP4/8/6K1 w - - 0 1", "d3d4"), 0);
    EXPECT_EQ(Hangs("makruk", "3rk3/8/8/8/8/3P4/8/6K1 w - - 0 1", "d3d4"), Makruk(kBia));
}

TEST(HangingLoss, MakrukPinnedAttacker) {
    // The Ma on e6 reaches c5 but is pinned to its Khun by the Rua on e1: the
    // Khon is safe there; unpinned, it hangs.
    EXPECT_EQ(Hangs("makruk", "4k3/8/4n3/8/1S6/8/8/4R1K1 w - - 0 1", "b4c5"), 0);
    EXPECT_EQ(Hangs("makruk", "4k3/8/4n3/8/1S6/8/8/6KR w - - 0 1", "b4c5"), Makruk(kKhon));
}

}  // namespace
}  // namespace chatur
