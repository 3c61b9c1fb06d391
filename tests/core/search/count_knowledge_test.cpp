// Makruk counting knowledge in the evaluation (docs/engine.md): a won ending that
// cannot mate within the count scores near a draw, one that can keeps its score
// until the count nears its limit.
#include "core/search/count_knowledge.h"

#include <gtest/gtest.h>

#include "core/search/evaluation.h"
#include "search_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;

int Eval(const std::string& fen, const std::string& profile) {
    Game g = MakeGame("makruk", fen, profile);
    return Evaluate(SearchBoard(g));
}

Color Strong(const std::string& fen) {
    Game g = MakeGame("makruk", fen);
    return g.Count().Running() ? ~g.Count().side : Color::White;
}

int Estimate(const std::string& fen) {
    Game g = MakeGame("makruk", fen, "fifty");
    return MovesToMateEstimate(g.GetPosition(), Color::White);
}

TEST(CountKnowledge, MovesToMateFollowTheTables) {
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/RR2K3 w - - 0 1"), 4);     // KRRvK: longest 7
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), 9);      // KRvK: 16
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/R1S1K3 w - - 0 1"), 9);    // a Rua decides
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/1NS1K3 w - - 0 1"), 22);   // KNSvK: 38
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/2SSK3 w - - 0 1"), 30);    // KSSvK: 51
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/3MKS2 w - - 0 1"), 34);    // KMSvK: 57
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"), 0);     // KNvK: no win
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/2MMK3 w - - 0 1"), 0);     // KMMvK: almost none
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/3M4/2MMK3 w - - 0 1"), -1);  // not in the tables
    EXPECT_EQ(Estimate("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), 0);
}

TEST(CountKnowledge, TwoKhonAgainstTheCountScoreNearADraw) {
    // KSSvK: the pieces' honour count (limit 22, from 4) leaves the Khon side
    // about 18 moves, while its mates take up to 51: most positions are draws.
    const std::string kss = "8/3k4/8/8/8/8/3SS3/4K3 w - - 0 1";
    ASSERT_EQ(Strong(kss), Color::White);
    const int counted = Eval(kss, "counting"), free = Eval(kss, "fifty");
    EXPECT_GT(free, 300);
    EXPECT_GT(counted, 0);
    EXPECT_LE(counted * 10, free * 6) << counted << " vs " << free;
    // KRvK mates within its count from almost everywhere: it keeps most of its score.
    const std::string kr = "8/3k4/8/8/8/8/8/R3K3 w - - 0 1";
    EXPECT_GE(Eval(kr, "counting") * 4, Eval(kr, "fifty") * 3);
    // Pieces that never mate a lone Khun: nearly 0 under the count.
    const std::string kn = "8/3k4/8/8/8/8/3N4/4K3 w - - 0 1";
    EXPECT_LE(std::abs(Eval(kn, "counting")) * 10, Eval(kn, "fifty"));
}

TEST(CountKnowledge, TheScoreFallsAsTheCountNearsItsLimit) {
    // KRvK, pieces' count limit 16 (32 plies in the FEN), Black (the lone Khun)
    // counting: the fewer counted moves left, the nearer 0.
    int first = 0, last = 1 << 20;
    for (int counted : {6, 14, 20, 26, 30}) {
        std::string fen = "8/3k4/8/8/8/8/8/R3K3 w - 32 " + std::to_string(counted) + " 40";
        Game g = MakeGame("makruk", fen, "counting");
        ASSERT_TRUE(g.Count().Running()) << fen;
        int score = Evaluate(SearchBoard(g));
        EXPECT_GT(score, 0) << fen;
        EXPECT_LE(score, last) << fen;
        if (!first) first = score;
        last = score;
    }
    // Two plies before the limit, under a third of where it started (the piece
    // values are tuned, so the bound is relative).
    EXPECT_LT(last * 3, first);
}

TEST(CountKnowledge, TakingTheLastPieceIntoACountThatCannotBeMetIsNoGain) {
    // Two Khon against a Met, no count running: taking the Met starts the pieces'
    // honour count, in which KSSvK mostly draws; the evaluation prefers the
    // position before the capture although the material gap grows.
    const int before = Eval("8/3k4/3m4/8/8/8/3SS3/4K3 w - - 0 1", "counting");
    const int after = Eval("8/3k4/8/8/8/8/3SS3/4K3 w - - 0 1", "counting");
    EXPECT_GT(before, after);
    // With a Rua the capture still pays: KRvK mates within its count.
    const int ruaBefore = Eval("8/3k4/3m4/8/8/8/8/R3K3 w - - 0 1", "counting");
    const int ruaAfter = Eval("8/3k4/8/8/8/8/8/R3K3 w - - 0 1", "counting");
    EXPECT_LT(ruaBefore, ruaAfter);
}

}  // namespace
}  // namespace chatur
