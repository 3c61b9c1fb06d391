// chatur-cli endgame probe|build (docs/cli.md): the line format, the counting
// answer of a Makruk profile, the error for positions outside the tables, and a
// damaged cache file reported and rebuilt.
#include <gtest/gtest.h>

#include <fstream>

#include "../core/tablebase/tablebase_test_support.h"
#include "../core/test_support.h"

namespace chatur {
namespace {

class EndgameCli : public ::testing::Test {
protected:
    test::CliResult Probe(const std::string& variant, const std::string& fen,
                          const std::string& extra = "") {
        return test::RunCli("endgame probe --variant " + variant + " --cache '" +
                            m_dir.Path().string() + "' --fen '" + fen + "'" + extra);
    }
    // The last line of the output (progress lines come first, on stderr).
    static std::string LastLine(const std::string& out) {
        std::string text = out;
        while (!text.empty() && text.back() == '\n') text.pop_back();
        return text.substr(text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1);
    }
    test::TempDir m_dir;
};

TEST_F(EndgameCli, ProbePrintsResultDistanceAndBestMove) {
    test::CliResult win = Probe("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    EXPECT_EQ(win.status, 0);
    EXPECT_EQ(LastLine(win.out), "result=win dtm=1 best=h1h8");
    EXPECT_NE(win.out.find("making makruk KRvK"), std::string::npos);  // made on first use
    // Now cached: nothing but the answer.
    EXPECT_EQ(Probe("makruk", "8/8/8/3k4/8/2K5/8/7R w - - 0 1").out,
              "result=win dtm=11 best=h1e1\n");
    EXPECT_EQ(Probe("makruk", "8/8/3k4/8/8/8/8/R6K b - - 0 1").out,
              "result=loss dtm=15 best=d6c5\n");
    EXPECT_EQ(LastLine(Probe("makruk", "8/8/3k4/8/3N4/8/8/7K w - - 0 1").out),
              "result=draw dtm=- best=d4b3");
    EXPECT_EQ(LastLine(Probe("xiangqi", "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1").out),
              "result=win dtm=1 best=a8a9");
}

TEST_F(EndgameCli, MakrukProfileSaysWhetherTheWinFitsTheCount) {
    // Khun and Rua against a lone Khun: the pieces' honour count runs from 3 (the
    // pieces on the board) to 16, which leaves the Rua's side 14 moves.
    EXPECT_EQ(
        LastLine(Probe("makruk", "8/8/8/3k4/8/2K5/8/7R w - - 0 1", " --profile counting").out),
        "result=win dtm=11 best=h1e1 count=pieces:3/16 left=14 fits=yes");
    EXPECT_EQ(LastLine(Probe("makruk", "8/8/3k4/8/8/8/8/R6K w - - 0 1", " --profile counting").out),
              "result=win dtm=15 best=a1a5 count=pieces:3/16 left=14 fits=no");
    // A count already under way (Fairy-Stockfish's fields: limit 32 plies, 20 counted).
    EXPECT_EQ(
        LastLine(Probe("makruk", "8/8/8/3k4/8/2K5/8/7R w - 32 20 1", " --profile auto-count").out),
        "result=win dtm=11 best=h1e1 count=pieces:10/16 left=7 fits=no");
    // No profile named: the plain line.
    EXPECT_EQ(Probe("makruk", "8/8/8/3k4/8/2K5/8/7R w - - 0 1").out,
              "result=win dtm=11 best=h1e1\n");
}

TEST_F(EndgameCli, OutsideTheTablesIsAnError) {
    test::CliResult r = Probe("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, "error: not in the tablebases (32 pieces)\n");
    EXPECT_EQ(Probe("makruk", "not a fen").status, 2);
    EXPECT_EQ(test::RunCli("endgame probe --variant makruk").status, 2);
    EXPECT_EQ(test::RunCli("endgame fly --variant makruk").status, 2);
    EXPECT_EQ(test::RunCli("endgame build --variant makruk --jobs 0").status, 2);
}

TEST_F(EndgameCli, DamagedCacheFileIsReportedAndRebuilt) {
    const std::string fen = "8/8/8/3k4/8/2K5/8/7R w - - 0 1";
    ASSERT_EQ(Probe("makruk", fen).status, 0);
    {
        std::fstream f(m_dir.Path() / "makruk-KRvK.ctb",
                       std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(200);
        f.put('\x01');
    }
    test::CliResult r = Probe("makruk", fen);
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find("note: tablebase file"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("is damaged (checksum mismatch): rebuilding it"), std::string::npos);
    EXPECT_EQ(LastLine(r.out), "result=win dtm=11 best=h1e1");
    EXPECT_EQ(Probe("makruk", fen).out, "result=win dtm=11 best=h1e1\n");
}

}  // namespace
}  // namespace chatur

namespace chatur {
namespace {

TEST(EndgameBuildCli, ACacheThatCannotTakeFilesFailsBeforeAnyBuilding) {
    // Probe 2, N8: `build` exited 0 with nothing saved (and built everything
    // twice). A cache that cannot be written now fails at once, with rc 1; a
    // table not saved later fails the command too (docs/reliability.md).
    test::TempDir dir;
    const std::string file = (dir.Path() / "not-a-folder").string();
    std::ofstream(file) << "x";
    auto r = test::RunCli("endgame build --variant makruk --jobs 1 --cache '" + file + "/tb'");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("the tablebase cache cannot be written"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("making "), std::string::npos) << r.out;
}

}  // namespace
}  // namespace chatur
