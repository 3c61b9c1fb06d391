// chatur-cli solve (docs/cli.md), match and uci: line formats and exit status.
#include <gtest/gtest.h>

#include <sstream>
#include <vector>

#include "../core/test_support.h"

namespace chatur {
namespace {

std::vector<std::string> Lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) out.push_back(line);
    return out;
}

TEST(SolveCli, ListsEveryFirstMoveSortedThenTheCount) {
    test::CliResult r =
        test::RunCli("solve --variant makruk --fen 'k7/8/1K6/8/8/8/8/7R w - - 0 1' --mate 2");
    EXPECT_EQ(r.status, 0);
    auto lines = Lines(r.out);
    ASSERT_EQ(lines.size(), 13u);
    EXPECT_EQ(lines[0], "b6c7 mate=2 pv=b6c7,a8a7,h1a1");
    EXPECT_EQ(lines[11], "h1h8 mate=1 pv=h1h8");
    EXPECT_EQ(lines.back(), "solutions=12");
    for (size_t i = 1; i + 1 < lines.size(); ++i) EXPECT_LT(lines[i - 1], lines[i]);
}

TEST(SolveCli, CountingSideMateIsNoSolution) {
    const std::string fen = "'k7/8/1K6/8/8/4m3/8/7R w - - 0 1'";
    EXPECT_EQ(test::RunCli("solve --variant makruk --fen " + fen + " --mate 1").out,
              "h1h8 mate=1 pv=h1h8\nsolutions=1\n");
    EXPECT_EQ(test::RunCli("solve --variant makruk --fen " + fen + " --mate 1 --count-start").out,
              "solutions=0\n");
    // A running count in the FEN: a draw in makruk/counting, a win in auto-count.
    const std::string counted = "'k7/8/1K6/8/8/4m3/8/7R w - 128 2 40'";
    EXPECT_EQ(test::RunCli("solve --variant makruk --fen " + counted + " --mate 1").out,
              "solutions=0\n");
    EXPECT_EQ(
        test::RunCli("solve --variant makruk --profile auto-count --fen " + counted + " --mate 1")
            .out,
        "h1h8 mate=1 pv=h1h8\nsolutions=1\n");
}

TEST(SolveCli, XiangqiNoMovesFinish) {
    test::CliResult r =
        test::RunCli("solve --variant xiangqi --fen '3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1' --mate 1");
    EXPECT_EQ(r.out, "a8a9 mate=1 pv=a8a9\na8d8 mate=1 pv=a8d8\nsolutions=2\n");
}

TEST(SolveCli, BadUsageAndBudgets) {
    EXPECT_EQ(test::RunCli("solve --variant makruk --mate 2").status, 2);
    EXPECT_EQ(test::RunCli("solve --variant makruk --fen 'bad' --mate 2").status, 2);
    EXPECT_EQ(test::RunCli("solve --variant makruk --fen 'k7/8/1K6/8/8/8/8/7R w - - 0 1' --mate 0")
                  .status,
              2);
    // A node budget that runs out: proven lines only, exit status 1.
    test::CliResult r = test::RunCli(
        "solve --variant makruk --fen 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1' "
        "--mate 4 --max-nodes 100");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(Lines(r.out).front(), "solutions=0");  // stderr's note follows
    EXPECT_NE(r.out.find("incomplete (node-limit)"), std::string::npos);
}

TEST(MatchCli, PlaysPairsAndScores) {
    test::CliResult r = test::RunCli(
        "match --variant makruk --a easy --b easy --games 2 --movetime-ms 20 --seed 3");
    EXPECT_EQ(r.status, 0);
    auto lines = Lines(r.out);
    ASSERT_EQ(lines.size(), 5u);
    // The players first, then a line per game and the score.
    EXPECT_EQ(lines[0], "a: chatur level=easy depth=2 movetime-ms=20");
    EXPECT_EQ(lines[1], "b: chatur level=easy depth=2 movetime-ms=20");
    EXPECT_EQ(lines[2].rfind("game=1 white=a:easy black=b:easy status=", 0), 0u) << lines[2];
    EXPECT_EQ(lines[3].rfind("game=2 white=b:easy black=a:easy status=", 0), 0u) << lines[3];
    EXPECT_EQ(lines[4].rfind("a=easy b=easy games=2 ", 0), 0u) << lines[4];
    EXPECT_EQ(test::RunCli("match --variant makruk --a expert --b easy").status, 2);
}

TEST(UciCli, HandshakeAndBestMove) {
    test::CliResult r = test::RunCli("uci",
                                     "uci\nisready\nsetoption name UCI_Variant value xiangqi\n"
                                     "position fen 3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1\n"
                                     "go depth 2\n"
                                     "position startpos moves h3e3\ngo depth 3\nquit\n");
    EXPECT_EQ(r.status, 0);
    auto lines = Lines(r.out);
    EXPECT_NE(std::find(lines.begin(), lines.end(), "uciok"), lines.end());
    EXPECT_NE(std::find(lines.begin(), lines.end(), "readyok"), lines.end());
    std::vector<std::string> best;
    for (const std::string& l : lines)
        if (l.rfind("bestmove ", 0) == 0) best.push_back(l);
    ASSERT_EQ(best.size(), 2u) << r.out;
    // The second `position` stops the first search (uci_server_test checks its
    // move); each search still answers with a legal move.
    EXPECT_NE(best[0], "bestmove (none)");
    EXPECT_NE(best[1], "bestmove (none)");
}

}  // namespace
}  // namespace chatur
