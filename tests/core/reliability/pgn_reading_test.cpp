// Reliability probe 2, N5 and N6: PGN reading (shared by `import`, `mine` and
// `tune`). A UTF-8 byte order mark is not read as a move, and a ']' inside a
// tag's quoted value belongs to the value: neither splits a game into spurious
// skipped entries. The comments and open tag lines that made reading quadratic
// are read as before (the time is measured in docs/reliability.md, not here).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "../test_support.h"
#include "core/content/import_entry.h"

namespace chatur::content {
namespace {

constexpr const char* kTwoGames =
    "[Event \"first\"]\n[Variant \"Makruk\"]\n\n1. d3d4 f6f5 *\n\n"
    "[Event \"second\"]\n[Variant \"Makruk\"]\n\n1. e3e4 f6f5 *\n";

TEST(PgnReading, AByteOrderMarkIsNotAMove) {
    const auto entries = ReadPgnEntries(std::string("\xEF\xBB\xBF") + kTwoGames);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_FALSE(entries[0].error) << *entries[0].error;
    EXPECT_EQ(entries[0].event, "first");
    EXPECT_EQ(entries[0].line, 1);
    EXPECT_EQ(entries[1].event, "second");
}

TEST(PgnReading, ABracketInsideATagValueBelongsToTheValue) {
    const auto entries = ReadPgnEntries(
        "[Event \"a]b\"]\n[Round \"[1]\"]\n[White \"say \\\"]\\\"\"]\n\n1. d3d4 f6f5 *\n");
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_FALSE(entries[0].error) << *entries[0].error;
    EXPECT_EQ(entries[0].event, "a]b");
    EXPECT_EQ(entries[0].round, "[1]");
    ASSERT_EQ(entries[0].solution.size(), 2u);
}

TEST(PgnReading, ATagLineWithoutItsBracketIsStillOneErrorAtItsLine) {
    const auto entries = ReadPgnEntries("[Event \"x\"\n[Variant \"Makruk\"]\n\n1. d3d4 *\n");
    ASSERT_EQ(entries.size(), 1u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_NE(entries[0].error->find("line 1 has no closing ']'"), std::string::npos)
        << *entries[0].error;
}

TEST(PgnReading, ManyCommentsAndAnOpenOneBeforeTheNextGame) {
    std::string text = "[Event \"a\"]\n\n1. d3d4 ";
    for (int i = 0; i < 2000; ++i) text += "{c" + std::to_string(i) + "}\n";
    text += "f6f5 {open\n\n[Event \"b\"]\n\n1. e3e4 *\n";
    const auto entries = ReadPgnEntries(text);
    ASSERT_EQ(entries.size(), 2u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_NE(entries[0].error->find("before the next game's tag pairs"), std::string::npos);
    EXPECT_EQ(entries[0].note.rfind("c0 c1 c2", 0), 0u);
    EXPECT_FALSE(entries[1].error);
    EXPECT_EQ(entries[1].event, "b");
}

TEST(PgnReading, ImportOfAFileWithAByteOrderMarkSkipsNothing) {
    // Before the fix: "3 entries, 1 imported, 2 skipped", rc 1.
    const std::string path =
        ::testing::TempDir() + "chatur_bom_" + std::to_string(::getpid()) + ".pgn";
    std::ofstream(path, std::ios::binary) << "\xEF\xBB\xBF" << kTwoGames;
    auto r =
        test::RunCli("import --from pgn --variant makruk '" + path + "' --out '" + path + ".xml'");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("2 entries, 2 imported, 0 skipped"), std::string::npos) << r.out;
    std::filesystem::remove(path);
    std::filesystem::remove(path + ".xml");
}

}  // namespace
}  // namespace chatur::content
