// chatur-cli match against an external UCI engine: Chatur's own `chatur-cli uci`
// as the opponent (colours alternate, one line per game, the score with its Elo
// line), a fake engine that answers with an illegal move (it loses each game, and
// the game is judged by Chatur's rules, not by the engine), and the usage errors.
// Fixed depths only: nothing here depends on time.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "../core/test_support.h"
#include "test_paths.h"

namespace chatur {
namespace {

std::vector<std::string> Lines(const std::string& out) {
    std::vector<std::string> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::vector<std::string> GameLines(const std::string& out) {
    std::vector<std::string> games;
    for (const std::string& l : Lines(out))
        if (l.rfind("game=", 0) == 0) games.push_back(l);
    return games;
}

TEST(MatchCli, PlaysChatursOwnUciServerWithColoursAlternating) {
    test::CliResult r = test::RunCli(
        "match --variant xiangqi --a normal --a-depth 1 --b-uci " + std::string(CHATUR_CLI_PATH) +
        " --b-uci-arg uci --b-depth 1 --b-option Hash=4 --games 2 --opening-plies 2 --seed 3");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("b: uci path="), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("name=\"Chatur\" option=Hash=4 depth=1"), std::string::npos) << r.out;
    std::vector<std::string> games = GameLines(r.out);
    ASSERT_EQ(games.size(), 2u) << r.out;
    EXPECT_NE(games[0].find("white=a:normal black=b:uci"), std::string::npos) << games[0];
    EXPECT_NE(games[1].find("white=b:uci black=a:normal"), std::string::npos) << games[1];
    // Both games of the pair start from the same random opening.
    std::smatch m0, m1;
    const std::regex opening("opening=(\\S+)");
    ASSERT_TRUE(std::regex_search(games[0], m0, opening));
    ASSERT_TRUE(std::regex_search(games[1], m1, opening));
    EXPECT_EQ(m0[1], m1[1]);
    const std::regex summary(
        "a=normal b=uci games=2 a_wins=(\\d) b_wins=(\\d) draws=(\\d) score=\\S+ "
        "elo=\\S+ margin=\\S+ elo_low=\\S+ elo_high=\\S+");
    std::smatch s;
    const std::string last = Lines(r.out).back();
    ASSERT_TRUE(std::regex_match(last, s, summary)) << last;
    EXPECT_EQ(std::stoi(s[1]) + std::stoi(s[2]) + std::stoi(s[3]), 2);
}

TEST(MatchCli, AnEngineThatSendsAnIllegalMoveLosesTheGame) {
    const std::string path = ::testing::TempDir() + "chatur_fake_uci.sh";
    {
        std::ofstream f(path);
        f << "#!/bin/sh\n"
             "while read line; do\n"
             "  case \"$line\" in\n"
             "    uci) echo 'id name Fake'; echo 'option name UCI_Variant type combo default "
             "makruk var makruk'; echo uciok ;;\n"
             "    isready) echo readyok ;;\n"
             "    go*) echo 'bestmove a1a8' ;;\n"
             "    quit) exit 0 ;;\n"
             "  esac\n"
             "done\n";
    }
    ::chmod(path.c_str(), 0755);
    test::CliResult r = test::RunCli("match --variant makruk --a easy --b-uci " + path +
                                     " --b-depth 3 --games 2 --opening-plies 0");
    ASSERT_EQ(r.status, 0) << r.out;
    std::vector<std::string> games = GameLines(r.out);
    ASSERT_EQ(games.size(), 2u) << r.out;
    // White (the fake) fails on its first move; as Black it fails on its first reply.
    EXPECT_NE(games[0].find("status=white-wins reason=illegal-move plies=1 "), std::string::npos)
        << games[0];
    EXPECT_NE(games[1].find("status=black-wins reason=illegal-move plies=0 "), std::string::npos)
        << games[1];
    EXPECT_NE(r.out.find("a_wins=2 b_wins=0 draws=0 score=2.0-0.0 elo=+inf"), std::string::npos)
        << r.out;
    // Xiangqi: the fake offers no such game, so the match does not start.
    test::CliResult x =
        test::RunCli("match --variant xiangqi --a easy --b-uci " + path + " --b-depth 3");
    EXPECT_EQ(x.status, 1);
    EXPECT_NE(x.out.find("error: b: variant-unsupported"), std::string::npos) << x.out;
    std::remove(path.c_str());
}

TEST(MatchCli, RefusesIncompleteEngineSettings) {
    const std::string cli = CHATUR_CLI_PATH;
    test::CliResult noLimit =
        test::RunCli("match --variant makruk --a easy --b-uci " + cli + " --b-uci-arg uci");
    EXPECT_EQ(noLimit.status, 2);
    EXPECT_NE(noLimit.out.find("needs exactly one of"), std::string::npos) << noLimit.out;
    test::CliResult twoLimits = test::RunCli("match --variant makruk --a easy --b-uci " + cli +
                                             " --b-depth 2 --b-nodes 100");
    EXPECT_EQ(twoLimits.status, 2);
    test::CliResult badOption = test::RunCli("match --variant makruk --a easy --b-uci " + cli +
                                             " --b-depth 2 --b-option Hash");
    EXPECT_EQ(badOption.status, 2);
    EXPECT_NE(badOption.out.find("expected NAME=VALUE"), std::string::npos) << badOption.out;
    test::CliResult missing =
        test::RunCli("match --variant makruk --a easy --b-uci /nonexistent/engine --b-depth 2");
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.out.find("error: b: engine-not-found"), std::string::npos) << missing.out;
    test::CliResult optionWithoutEngine =
        test::RunCli("match --variant makruk --a easy --b normal --b-option Hash=1");
    EXPECT_EQ(optionWithoutEngine.status, 2);
}

TEST(MatchCli, AdjudicatesOnTheEnginesScoresAndShowsThem) {
    // Any score is within +-30000: each game is a draw once both sides have moved once.
    test::CliResult r = test::RunCli(
        "match --variant makruk --a normal --a-depth 1 --b-uci " + std::string(CHATUR_CLI_PATH) +
        " --b-uci-arg uci --b-depth 1 --games 2 --opening-plies 2 --seed 3 --draw-moves 1"
        " --draw-cp 30000 --draw-from-ply 3 --show-scores");
    ASSERT_EQ(r.status, 0) << r.out;
    std::vector<std::string> games = GameLines(r.out);
    ASSERT_EQ(games.size(), 2u) << r.out;
    const std::regex line("status=draw reason=adjudicated-draw plies=4 .* scores=-?\\d+,-?\\d+");
    for (const std::string& g : games) EXPECT_TRUE(std::regex_search(g, line)) << g;
    EXPECT_NE(r.out.find("draws=2 score=1.0-1.0"), std::string::npos) << r.out;
    // Without adjudication the same games go on.
    test::CliResult full = test::RunCli(
        "match --variant makruk --a normal --a-depth 1 --b-uci " + std::string(CHATUR_CLI_PATH) +
        " --b-uci-arg uci --b-depth 1 --games 1 --opening-plies 2 --seed 3");
    ASSERT_EQ(full.status, 0) << full.out;
    ASSERT_EQ(GameLines(full.out).size(), 1u) << full.out;
    EXPECT_EQ(GameLines(full.out)[0].find("adjudicated"), std::string::npos) << full.out;
    EXPECT_EQ(GameLines(full.out)[0].find("plies=4 "), std::string::npos) << full.out;
}

TEST(MatchCli, RefusesHalfAnAdjudicationRule) {
    const std::string base = "match --variant makruk --a easy --b normal ";
    for (const char* half :
         {"--resign-moves 3", "--resign-cp 400", "--draw-moves 8", "--draw-cp 20",
          "--draw-from-ply 60", "--resign-moves 0 --resign-cp 4"}) {
        test::CliResult r = test::RunCli(base + half);
        EXPECT_EQ(r.status, 2) << half << ": " << r.out;
    }
}

TEST(MatchCli, FirstGameGoesOnWhereAStoppedRunEnded) {
    const std::string base =
        "match --variant makruk --a normal --a-depth 1 --b normal --b-depth 2 --seed 4 "
        "--opening-plies 3 --games 4";
    test::CliResult all = test::RunCli(base);
    test::CliResult rest = test::RunCli(base + " --first-game 3");
    ASSERT_EQ(all.status, 0) << all.out;
    ASSERT_EQ(rest.status, 0) << rest.out;
    std::vector<std::string> allGames = GameLines(all.out), restGames = GameLines(rest.out);
    ASSERT_EQ(allGames.size(), 4u) << all.out;
    ASSERT_EQ(restGames.size(), 2u) << rest.out;
    // The same openings, and at fixed depths the same games, numbered as in the whole run.
    EXPECT_EQ(restGames[0], allGames[2]);
    EXPECT_EQ(restGames[1], allGames[3]);
    EXPECT_NE(rest.out.find(" games=2 "), std::string::npos) << rest.out;
    EXPECT_EQ(test::RunCli(base + " --first-game 2").status, 2);  // not the first of a pair
    EXPECT_EQ(test::RunCli(base + " --first-game 5").status, 2);  // beyond --games
}

}  // namespace
}  // namespace chatur
