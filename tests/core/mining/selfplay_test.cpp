// Self-play games (docs/mining.md, docs/engine.md): the mixed-strength games for
// mining and the equal games for tuning, both repeatable from the seed.
#include "core/mining/selfplay.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/content/rule_profile_names.h"

namespace chatur::mining {
namespace {

SelfplayOptions Options(uint64_t equalNodes) {
    SelfplayOptions options;
    options.seed = 2024;
    options.maxPlies = 24;
    options.equalNodes = equalNodes;
    return options;
}

TEST(Selfplay, EqualGamesGiveBothSidesTheSameNodeBudget) {
    for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()}) {
        const RuleProfile& profile = content::ProfileFor(*v, "default");
        SelfplayGame game = PlaySelfplayGame(*v, profile, 1, Options(500));
        EXPECT_EQ(game.white.nodes, 500u);
        EXPECT_EQ(game.black.nodes, 500u);
        EXPECT_EQ(game.white.noiseCp + game.white.blunderPercent, 0);
        EXPECT_EQ(game.black.noiseCp + game.black.blunderPercent, 0);
        EXPECT_GE(game.openingPlies, 4);
        EXPECT_LE(game.openingPlies, 10);
        EXPECT_EQ(game.moves.size(), 24u);  // cut off at the ply cap
        std::string pgn = SelfplayPgn(*v, profile, game, 2024);
        EXPECT_NE(pgn.find("[White \"Chatur nodes 500\"]"), std::string::npos) << pgn;
        EXPECT_NE(pgn.find("[Black \"Chatur nodes 500\"]"), std::string::npos) << pgn;
        // The same seed and round, the same game; another round, another opening.
        EXPECT_EQ(PlaySelfplayGame(*v, profile, 1, Options(500)).moves, game.moves);
        EXPECT_NE(PlaySelfplayGame(*v, profile, 2, Options(500)).moves, game.moves);
    }
}

TEST(Selfplay, MiningGamesPairAStrongAndAWeakSide) {
    const RuleProfile& profile = content::ProfileFor(MakrukVariant(), "default");
    SelfplayGame game = PlaySelfplayGame(MakrukVariant(), profile, 1, Options(0));
    EXPECT_EQ(game.white.nodes + game.black.nodes, 0u);
    // The same opening as the equal game of that round: only the players differ.
    SelfplayGame equal = PlaySelfplayGame(MakrukVariant(), profile, 1, Options(500));
    EXPECT_EQ(game.openingPlies, equal.openingPlies);
    EXPECT_TRUE(std::equal(game.moves.begin(), game.moves.begin() + game.openingPlies,
                           equal.moves.begin()));
    const SelfplayStrength& weak = game.white.noiseCp ? game.white : game.black;
    const SelfplayStrength& strong = game.white.noiseCp ? game.black : game.white;
    EXPECT_GT(weak.noiseCp, 0);
    EXPECT_LT(weak.depth, strong.depth);
}

}  // namespace
}  // namespace chatur::mining
