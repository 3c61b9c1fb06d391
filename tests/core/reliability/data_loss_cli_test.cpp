// Reliability probe D4 and D5: what a command could not use is counted and
// named, never lost in silence. `export` counts the puzzles the loader left out
// (not only those the validator did); a PGN comment or variation left open is an
// error at its line, and the games after it are still read.
#include <gtest/gtest.h>

#include <filesystem>

#include "../test_support.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

std::string TempDir(const std::string& name) {
    std::string dir =
        ::testing::TempDir() + "chatur_loss_" + name + "_" + std::to_string(::getpid());
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

TEST(ExportCounts, PuzzlesTheLoaderLeftOut) {
    std::string dir = TempDir("export");
    // Puzzle 1 has a FEN the loader rejects; before the fix: "1 exported, 0 left out", rc 0.
    for (const char* format : {"pgn", "html"}) {
        auto r = test::RunCli(std::string("export --format ") + format + " '" +
                              test::SourcePath("tests/data/bad_fen_syntax.xml") + "' --out '" +
                              dir + "/out." + format + "'");
        EXPECT_EQ(r.status, 1) << r.out;
        EXPECT_NE(r.out.find("bad_fen_syntax.xml:9: error: invalid FEN"), std::string::npos)
            << r.out;
        EXPECT_NE(r.out.find("1 puzzles exported, 1 left out"), std::string::npos) << r.out;
    }
    auto both = test::RunCli("export --format pgn '" +
                             test::SourcePath("tests/data/reliability/fen_overflow.xml") +
                             "' --out '" + dir + "/o.pgn'");
    EXPECT_EQ(both.status, 1);
    EXPECT_NE(both.out.find("1 puzzles exported, 2 left out"), std::string::npos) << both.out;
    fs::remove_all(dir);
}

struct PgnCase {
    const char* file;
    const char* error;
};

TEST(PgnImport, OpenCommentOrVariationIsAnErrorAndLosesNoGame) {
    std::string dir = TempDir("pgn");
    const PgnCase cases[] = {
        {"pgn_unclosed_comment.pgn",
         "pgn_unclosed_comment.pgn:11: error: skipped: the comment '{' opened on line 11 is not "
         "closed before the next game's tag pairs (a '}' is missing)"},
        {"pgn_unbalanced_parens.pgn",
         "pgn_unbalanced_parens.pgn:11: error: skipped: the variation '(' opened on line 11 is not "
         "closed (a ')' is missing)"},
    };
    for (const PgnCase& c : cases) {
        auto r = test::RunCli("import --from pgn --variant makruk '" +
                              test::SourcePath(std::string("tests/data/reliability/") + c.file) +
                              "' --out '" + dir + "/out.xml'");
        EXPECT_EQ(r.status, 1) << r.out;
        EXPECT_NE(r.out.find(c.error), std::string::npos) << r.out;
        // The second game (line 13) is still imported, the other three still read.
        EXPECT_NE(r.out.find(":26: error: skipped: move 3 'b1b9'"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find(":40: error: skipped: move 1 'Rh8'"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find(", 1 imported, "), std::string::npos) << r.out;
    }
    fs::remove_all(dir);
}

TEST(PgnImport, StrayCloseAndOpenTagAreErrors) {
    std::string dir = TempDir("pgn2");
    auto write = [&](const std::string& name, const std::string& text) {
        std::string path = dir + "/" + name;
        FILE* f = std::fopen(path.c_str(), "w");
        std::fputs(text.c_str(), f);
        std::fclose(f);
        return path;
    };
    const std::string game2 =
        "[Variant \"Makruk\"]\n[SetUp \"1\"]\n[FEN \"5k2/8/8/8/4R3/4K3/R7/8 w - - 0 1\"]\n\n"
        "1. a2a7 f8g8 2. e4e8 1-0\n";
    std::string stray = write("stray.pgn", "[Variant \"Makruk\"]\n\n1. e3e4 ) e6e5 *\n\n" + game2);
    auto r = test::RunCli("import --from pgn --variant makruk '" + stray + "' --out '" + dir +
                          "/a.xml'");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("stray.pgn:3: error: skipped: the ')' on line 3 closes no variation"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("2 entries, 1 imported, 1 skipped"), std::string::npos) << r.out;

    std::string tag =
        write("tag.pgn", "[Event \"no end\n[Variant \"Makruk\"]\n\n1. e3e4 *\n\n" + game2);
    r = test::RunCli("import --from pgn --variant makruk '" + tag + "' --out '" + dir + "/b.xml'");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("tag.pgn:1: error: skipped: the tag pair on line 1 has no closing ']'"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("2 entries, 1 imported, 1 skipped"), std::string::npos) << r.out;
    fs::remove_all(dir);
}

// Found by fuzz_import: a PGN tag with bytes that are not UTF-8 went into the pack,
// which then did not load ("not a UTF-8 text file"). Now the text is read as
// Latin-1 (or the stray bytes become U+FFFD), control characters are replaced,
// each with a warning, and the pack written validates.
TEST(ImportText, LatinOneAndControlCharactersGiveAPackThatLoads) {
    std::string dir = TempDir("latin1");
    std::string in = dir + "/latin1.pgn";
    FILE* f = std::fopen(in.c_str(), "w");
    std::fputs(
        "[Event \"Vereinsabend M\xfcller\"]\n[Variant \"Makruk\"]\n"
        "[FEN \"5k2/8/8/8/4R3/4K3/R7/8 w - - 0 1\"]\n\n"
        "1. a2a7 f8g8 2. e4e8 {Gut\x01 gemacht} 1-0\n",
        f);
    std::fclose(f);
    auto r =
        test::RunCli("import --from pgn --variant makruk '" + in + "' --out '" + dir + "/out.xml'");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("latin1.pgn:1: warning: the file is not UTF-8; read as Latin-1"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("latin1.pgn:5: warning: control characters"), std::string::npos) << r.out;
    auto v = test::RunCli("validate --strict '" + dir + "/out.xml'");
    EXPECT_EQ(v.status, 0) << v.out;
    fs::remove_all(dir);
}

}  // namespace
}  // namespace chatur
