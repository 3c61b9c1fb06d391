// `chatur-cli mine --rate` (docs/mining.md, "Rating"): rates every puzzle with a
// move task of written packs as the miner would, the same way on every run (the
// re-rating of the pools, scripts/rerate-pools.py, relies on it), and says so when
// a pack cannot be read.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "../core/test_support.h"

namespace chatur {
namespace {

TEST(MineRateCli, RatesEveryMovePuzzleTheSameWayEveryTime) {
    const std::string pack = test::SourcePath("puzzles/xiangqi-3-review.xml");
    auto first = test::RunCli("mine --rate '" + pack + "'");
    ASSERT_EQ(first.status, 0) << first.out;
    const std::regex line(
        R"(xiangqi\.review\.\d+ rating=(\d+) grade=([1-5]) forcing=\d+ candidates=\d+ )"
        R"(key-rank=\d+ settle-nodes=\d+ pieces=\d+)");
    std::istringstream in(first.out);
    int rated = 0;
    for (std::string text; std::getline(in, text);) {
        std::smatch m;
        ASSERT_TRUE(std::regex_match(text, m, line)) << text;
        const int rating = std::stoi(m[1]);
        EXPECT_GE(rating, 600) << text;
        EXPECT_LE(rating, 2600) << text;
        ++rated;
    }
    EXPECT_GE(rated, 10);
    auto again = test::RunCli("mine --rate '" + pack + "'");
    EXPECT_EQ(again.out, first.out);
}

TEST(MineRateCli, APackThatCannotBeReadIsAnError) {
    auto r = test::RunCli("mine --rate '" + test::SourcePath("puzzles/no-such-pack.xml") + "'");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("cannot read the pack"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace chatur
