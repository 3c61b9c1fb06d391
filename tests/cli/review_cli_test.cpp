// `chatur-cli review` (SPEC section 6, docs/review.md): one line per ply and one
// per game in the SPEC's words, a planted blunder flagged, a game with an illegal
// move reviewed up to it and a broken one named as `import` names it, the same
// lines with one thread or two, and --out a pack that passes `validate --strict`.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "../core/test_support.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

class ReviewCli : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = ::testing::TempDir() + "chatur_review_" + std::to_string(::getpid());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir + "/tables");
    }
    void TearDown() override { fs::remove_all(m_dir); }

    // Reviews tests/data/review/games.pgn at depth 4 with no tables at hand.
    test::CliResult Review(const std::string& options) {
        return test::RunCli("review --variant makruk --depth 4 --tables '" + m_dir + "/tables' " +
                            options + " '" + test::SourcePath("tests/data/review/games.pgn") + "'");
    }

    // The lines of the review itself (stdout's "game=" lines, not the accuracy notes).
    static std::string ReviewLines(const std::string& out) {
        std::istringstream in(out);
        std::string lines;
        for (std::string line; std::getline(in, line);)
            if (line.rfind("game=", 0) == 0 && line.find(" accuracy ") == std::string::npos)
                lines += line + "\n";
        return lines;
    }

    std::string m_dir;
};

TEST_F(ReviewCli, FlagsThePlantedBlunderAndStopsAtTheIllegalMove) {
    auto r = Review("--jobs 1");
    EXPECT_EQ(r.status, 1) << r.out;  // a game cut, one left out
    const std::string lines = ReviewLines(r.out);
    EXPECT_NE(lines.find("game=1 ply=1 move=a1h1 eval=cp:"), std::string::npos) << lines;
    // The best move is one of the drawing ones (a1a8 or a King step: which one
    // depends on the evaluation's weights); the Rua hung on h1 is the blunder.
    const size_t first = lines.find("game=1 ply=1 ");
    const std::string firstLine = lines.substr(first, lines.find('\n', first) - first);
    EXPECT_NE(firstLine.find(" class=blunder"), std::string::npos) << lines;
    EXPECT_EQ(firstLine.find(" best=a1h1 "), std::string::npos) << lines;
    EXPECT_NE(lines.find("game=1 ply=2 move=h8h1 eval=cp:"), std::string::npos) << lines;
    EXPECT_NE(lines.find("best=h8h1 class=best\n"), std::string::npos) << lines;
    EXPECT_NE(lines.find("game=1 white=0/0/1 black=0/0/0\n"), std::string::npos) << lines;
    // Game 2 stops at Black's illegal first move; its one move is reviewed.
    EXPECT_NE(r.out.find("games.pgn:15: error: stopped: move 2 'h8a1'"), std::string::npos)
        << r.out;
    EXPECT_NE(lines.find("game=2 ply=1 move=a1b1 "), std::string::npos) << lines;
    EXPECT_EQ(lines.find("game=2 ply=2 "), std::string::npos) << lines;
    // Game 3 cannot be read: named at its fault, not reviewed.
    EXPECT_NE(r.out.find("games.pgn:22: error: skipped: "), std::string::npos) << r.out;
    EXPECT_EQ(lines.find("game=3"), std::string::npos) << lines;
}

TEST_F(ReviewCli, TheSameLinesWithTwoThreadsAndOneGameAlone) {
    const std::string one = ReviewLines(Review("--jobs 1").out);
    ASSERT_NE(one.find("game=2 white="), std::string::npos) << one;
    EXPECT_EQ(ReviewLines(Review("--jobs 2").out), one);
    const std::string first = ReviewLines(Review("--game 1").out);
    EXPECT_EQ(first, one.substr(0, one.find("game=2")));
}

TEST_F(ReviewCli, OutWritesTheMistakesAsAStrictlyValidPack) {
    const std::string pack = m_dir + "/mistakes.xml";
    auto r = Review("--out '" + pack + "'");
    EXPECT_EQ(r.status, 1) << r.out;
    auto v = test::RunCli("validate --strict '" + pack + "'");
    EXPECT_EQ(v.status, 0) << v.out;
    // Both games' blunders start from the same position: one puzzle.
    EXPECT_NE(v.out.find(" 1 puzzles,"), std::string::npos) << v.out;
}

TEST_F(ReviewCli, BadUsageIsRefused) {
    EXPECT_EQ(Review("--depth 4 --movetime 100").status, 2);
    EXPECT_EQ(Review("--game 9").status, 2);
    EXPECT_EQ(test::RunCli("review --variant makruk").status, 2);
}

}  // namespace
}  // namespace chatur
