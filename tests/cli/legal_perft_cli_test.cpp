// chatur-cli legal and perft, exactly as docs/cli.md words them.
#include <gtest/gtest.h>

#include "../core/test_support.h"

namespace chatur {
namespace {

TEST(CliLegal, PrintsSortedMovesPerLineAndErrorsInPlace) {
    auto r = test::RunCli("legal --variant makruk",
                          "4k3/8/8/8/3M4/8/8/K7 w - - 0 1\n"
                          "not a fen\n"
                          "R3k3/1R6/8/8/8/8/8/4K3 b - - 0 1\n");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out,
              "a1a2 a1b1 a1b2 d4c3 d4c5 d4e3 d4e5\n"
              "error: expected 8 ranks, found 1\n"
              "\n");
}

TEST(CliLegal, ExitZeroWhenAllLinesAreGood) {
    auto r =
        test::RunCli("legal --variant xiangqi",
                     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n");
    EXPECT_EQ(r.status, 0);
    // Byte order: "h3h10" sorts before "h3h4".
    EXPECT_NE(r.out.find("b3b10 b3b2 b3b4"), std::string::npos) << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), ' '), 43);
}

TEST(CliLegal, BadUsage) {
    EXPECT_EQ(test::RunCli("legal").status, 2);
    EXPECT_EQ(test::RunCli("legal --variant shogi").status, 2);
    EXPECT_EQ(test::RunCli("legal --variant makruk --bogus").status, 2);
}

TEST(CliPerft, LastLineHasNodesTimeAndNps) {
    auto r = test::RunCli("perft --variant makruk --depth 3");
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.out.rfind("nodes=12012 time_ms=", 0), 0u) << r.out;
    EXPECT_NE(r.out.find(" nps="), std::string::npos);
}

TEST(CliPerft, DivideListsEveryRootMove) {
    auto r = test::RunCli("perft --variant xiangqi --depth 2 --divide");
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find("h3e3: "), std::string::npos);
    EXPECT_NE(r.out.find("nodes=1920 "), std::string::npos) << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 45);
}

TEST(CliPerft, FenOptionAndBadFen) {
    auto r = test::RunCli(
        "perft --variant makruk --fen '3Nk3/4r3/K7/8/8/3m4/8/8 b - 128 129 174' --depth 3");
    EXPECT_NE(r.out.find("nodes=2611 "), std::string::npos) << r.out;
    auto bad = test::RunCli("perft --variant makruk --fen 'x' --depth 1");
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.out.find("error: "), std::string::npos);
}

}  // namespace
}  // namespace chatur
