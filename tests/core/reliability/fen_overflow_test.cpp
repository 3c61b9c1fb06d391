// Reliability probe D1: empty-square counts too large for an int, or past the end
// of a rank, are a plain "too long" error on every path that reads a FEN: the
// parser itself, `legal`, a content file, UCI `position fen` and `import`.
// Before the fix the count overflowed and pieces were written outside the board.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../test_support.h"
#include "core/notation/fen.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

// The probe's reproductions (reliability-cases/fen_*.txt), Makruk.
const char* const kMakrukOverflows[] = {
    "k1r2147483647rrrr/8/8/8/8/8/8/7K w - - 0 1",
    "99999999999999999999/8/8/8/8/8/8/7K w - - 0 1",
    "99999999999k7/8/8/8/8/8/8/7K w - - 0 1",
    "k99999999999/8/8/8/8/8/8/7K w - - 0 1",
    "4294967296k/8/8/8/8/8/8/7K w - - 0 1",
    "2147483648k/8/8/8/8/8/8/7K w - - 0 1",
    "99999999999999999999kkkkkkk/8/8/8/8/8/8/7K w - - 0 1",
    "k7/8/8/8/8/8/8/99999999999RRRRRRRR w - - 0 1",
    "8k/8/8/8/8/8/8/7K w - - 0 1",
    "k1r6r/8/8/8/8/8/8/7K w - - 0 1",
};

TEST(FenOverflow, HugeCountsAreTooLongOnBothBoards) {
    for (const char* fen : kMakrukOverflows) {
        auto parsed = ParseFen(MakrukVariant(), fen);
        ASSERT_TRUE(std::holds_alternative<FenError>(parsed)) << fen;
        EXPECT_NE(std::get<FenError>(parsed).message.find("is too long (more than 8 squares)"),
                  std::string::npos)
            << fen << ": " << std::get<FenError>(parsed).message;
        EXPECT_TRUE(std::holds_alternative<FenError>(ReadFenPlacement(MakrukVariant(), fen)));
    }
    auto xq = ParseFen(XiangqiVariant(), "4k4/9/9/9/9/9/9/9/9/3K1r2147483647rrrr w - - 0 1");
    ASSERT_TRUE(std::holds_alternative<FenError>(xq));
    EXPECT_EQ(std::get<FenError>(xq).message, "rank 1 is too long (more than 9 squares)");
}

TEST(FenOverflow, CountsThatFitStillWork) {
    EXPECT_TRUE(
        std::holds_alternative<FenData>(ParseFen(MakrukVariant(), "k7/8/8/8/8/8/8/7K w - - 0 1")));
    EXPECT_TRUE(std::holds_alternative<FenData>(
        ParseFen(MakrukVariant(), "k7/8/8/8/8/8/8/007K w - - 0 1")));
    auto zero = ParseFen(MakrukVariant(), "k7/8/8/8/8/8/8/0K7 w - - 0 1");
    ASSERT_TRUE(std::holds_alternative<FenError>(zero));
    EXPECT_EQ(std::get<FenError>(zero).message, "rank 1: empty-square count 0");
}

TEST(FenOverflow, LegalReportsEachLine) {
    std::string input;
    for (const char* fen : kMakrukOverflows) input += std::string(fen) + "\n";
    auto r = test::RunCli("legal --variant makruk", input);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out.find('-'), std::string::npos) << "no negative counts: " << r.out;
    size_t lines = 0;
    for (size_t at = r.out.find("is too long"); at != std::string::npos;
         at = r.out.find("is too long", at + 1))
        ++lines;
    EXPECT_EQ(lines, std::size(kMakrukOverflows)) << r.out;
}

TEST(FenOverflow, ContentFileNamesTheLines) {
    std::string file = test::SourcePath("tests/data/reliability/fen_overflow.xml");
    auto r = test::RunCli("validate '" + file + "'");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("fen_overflow.xml:10: error: invalid FEN: rank 8 is too long (more than 8 "
                         "squares)"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("fen_overflow.xml:17: error: invalid FEN: rank 8 is too long"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("1 files, 1 puzzles, 0 lessons, 2 errors"), std::string::npos) << r.out;
}

TEST(FenOverflow, UciPositionFenKeepsThePreviousPosition) {
    auto r = test::RunCli("uci",
                          "position fen k1r2147483647rrrr/8/8/8/8/8/8/7K w - - 0 1\n"
                          "position fen 99999999999k7/8/8/8/8/8/8/7K w - - 0 1\n"
                          "go depth 1\nquit\n");
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find("info string bad fen: rank 8 is too long (more than 8 squares)\n"
                         "info string bad fen: rank 8 is too long (more than 8 squares)\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("bestmove "), std::string::npos) << r.out;
}

TEST(FenOverflow, ImportSkipsTheEntryWithItsLine) {
    std::string dir = ::testing::TempDir() + "chatur_fen_overflow_" + std::to_string(::getpid());
    fs::remove_all(dir);
    fs::create_directories(dir);
    struct Case {
        const char* from;
        const char* name;
        const char* text;
        const char* where;
    } cases[] = {
        {"csv", "o.csv",
         "PuzzleId,FEN,Moves\nx1,99999999999k7/8/8/8/8/8/8/7K w - - 0 1,a1a2 a2a3\n", "o.csv:2:"},
        {"epd", "o.epd", "k1r2147483647rrrr/8/8/8/8/8/8/7K w - - 0 1;bm h1h2\n", "o.epd:1:"},
        {"pgn", "o.pgn",
         "[Variant \"Makruk\"]\n[SetUp \"1\"]\n[FEN \"2147483648k/8/8/8/8/8/8/7K w - - 0 1\"]\n\n"
         "1. h1h2 *\n",
         "o.pgn:1:"},
    };
    for (const Case& c : cases) {
        std::string in = dir + "/" + c.name;
        std::ofstream(in) << c.text;
        auto r = test::RunCli(std::string("import --from ") + c.from + " --variant makruk '" + in +
                              "' --out '" + dir + "/out.xml'");
        EXPECT_EQ(r.status, 1) << c.from;
        EXPECT_NE(r.out.find(std::string(c.where) + " error: skipped: FEN: rank 8 is too long"),
                  std::string::npos)
            << c.from << ": " << r.out;
    }
    fs::remove_all(dir);
}

}  // namespace
}  // namespace chatur
