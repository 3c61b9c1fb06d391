// chatur-cli tune --match-logs: a match's own log (`match --show-moves --show-scores`)
// as the tuner's input, each position labelled with side b's recorded score; a line
// that cannot be read is named with its file and line and the other games still count.
// Fixed depths and one tuning pass: nothing here depends on time.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include "../core/test_support.h"
#include "test_paths.h"

namespace chatur {
namespace {

TEST(TuneCli, TunesOnAMatchLogsRecordedScores) {
    test::CliResult match = test::RunCli(
        "match --variant makruk --a normal --a-depth 1 --b normal --b-depth 2 --seed 4 "
        "--opening-plies 4 --games 2 --show-moves --show-scores");
    ASSERT_EQ(match.status, 0) << match.out;
    const auto lines = std::count(match.out.begin(), match.out.end(), '\n');
    test::TempDir dir;
    const std::string log = dir.File("match.log");
    {
        std::ofstream out(log);
        out << match.out;
        // A game line cut short, and one with a move that is not legal.
        out << "game=3 white=a:normal black=b:normal status=draw opening=e3e4\n";
        out << "game=4 white=a:normal black=b:normal opening=e3e4 moves=e6e5,a1a8 scores=1,2\n";
    }
    const std::string tune =
        "tune --variant makruk --passes 1 --weights tempo --validation 0 --skip-plies 0 "
        "--match-logs ";
    test::CliResult r = test::RunCli(tune + log);
    ASSERT_EQ(r.status, 0) << r.out;
    const std::string cut = std::to_string(lines + 1), illegal = std::to_string(lines + 2);
    EXPECT_NE(r.out.find("match.log:" + cut + ": a game line needs"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("match.log:" + illegal + ": move 3 (a1a8)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("games=2 skipped=2 "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("search_k="), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("validation_games=0"), std::string::npos) << r.out;
    // Side a's scores label other positions (a moves first in game 1, b in game 2).
    test::CliResult a = test::RunCli(tune + "--label-side a " + log);
    ASSERT_EQ(a.status, 0) << a.out;
    auto used = [](const std::string& out) {
        const size_t at = out.find(" used=");
        return at == std::string::npos ? -1 : std::stoi(out.substr(at + 6));
    };
    EXPECT_GT(used(r.out), 0) << r.out;
    EXPECT_GT(used(a.out), 0) << a.out;
    // --both-sides labels side a's positions too, with b's next score.
    test::CliResult both = test::RunCli(tune + "--both-sides " + log);
    ASSERT_EQ(both.status, 0) << both.out;
    EXPECT_GT(used(both.out), used(r.out)) << both.out;
    // The labels come from the log, so a labelling engine is refused, and so is a
    // label side without logs.
    EXPECT_EQ(test::RunCli(tune + "--label-nodes 100 " + log).status, 2);
    EXPECT_EQ(test::RunCli(tune + "--label-side c " + log).status, 2);
    EXPECT_EQ(test::RunCli("tune --variant makruk --label-side a " + log).status, 2);
    EXPECT_EQ(test::RunCli("tune --variant makruk --both-sides " + log).status, 2);
}

// `chatur-cli uci --makruk-weights` takes the names tune prints; a bad list stops the
// engine at its start, with the item named, before a match could play on the defaults.
TEST(TuneCli, UciPlaysWithNamedWeights) {
    test::CliResult bad = test::RunCli("uci --makruk-weights tempo=20,chariot=900", "quit\n");
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.out.find("error: --makruk-weights: no makruk weight is named \"chariot\""),
              std::string::npos)
        << bad.out;
    EXPECT_EQ(test::RunCli("uci --xiangqi-weights chariot=0", "quit\n").status, 2);
    EXPECT_EQ(test::RunCli("uci extra", "quit\n").status, 2);
    test::CliResult match = test::RunCli(
        "match --variant makruk --a normal --a-depth 1 --b-uci " + std::string(CHATUR_CLI_PATH) +
        " --b-uci-arg uci --b-uci-arg --makruk-weights --b-uci-arg tempo=40,khun-danger-percent=60"
        " --b-depth 1 --games 2 --opening-plies 2 --seed 3");
    EXPECT_EQ(match.status, 0) << match.out;
    EXPECT_NE(match.out.find("games=2"), std::string::npos) << match.out;
}

}  // namespace
}  // namespace chatur
