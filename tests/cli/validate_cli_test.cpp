// `chatur-cli validate` against the docs/cli.md contract.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../core/test_support.h"

namespace chatur::test {
namespace {

std::string LastLine(const std::string& out) {
    std::string s = out;
    while (!s.empty() && s.back() == '\n') s.pop_back();
    return s.substr(s.rfind('\n') == std::string::npos ? 0 : s.rfind('\n') + 1);
}

TEST(ValidateCli, BundledContentIsClean) {
    CliResult r = RunCli("validate " + SourcePath("puzzles") + " " + SourcePath("lessons"));
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out.find(": error:"), std::string::npos) << r.out;
    EXPECT_NE(LastLine(r.out).find(" errors, 0 warnings"), std::string::npos) << r.out;
}

TEST(ValidateCli, PrintsFindingsThenTheSummaryAndExitsOneOnErrors) {
    std::string file = SourcePath("tests/data/bad_range.xml");
    CliResult r = RunCli("validate " + file);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, file +
                         ":11: error: the listed range of the piece on d4 differs from the rules "
                         "engine's (c3 e3 c5 e5): not reachable f6\n"
                         "1 files, 2 puzzles, 0 lessons, 1 errors, 0 warnings\n");
}

TEST(ValidateCli, WarningsAloneExitZeroUnlessStrict) {
    std::string file = SourcePath("tests/data/bad_missing_translation.xml");
    CliResult loose = RunCli("validate " + file);
    EXPECT_EQ(loose.status, 0);
    EXPECT_EQ(LastLine(loose.out), "1 files, 1 puzzles, 0 lessons, 0 errors, 1 warnings");
    CliResult strict = RunCli("validate --strict " + file);
    EXPECT_EQ(strict.status, 1);
    EXPECT_NE(
        strict.out.find(":8: error: puzzle 'bad.missing_translation.1' lacks translations: th"),
        std::string::npos)
        << strict.out;
}

TEST(ValidateCli, FoldersAreSearchedRecursivelyForXml) {
    namespace fs = std::filesystem;
    fs::path dir =
        fs::path(::testing::TempDir()) / ("chatur_validate_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "nested" / "deeper");
    fs::copy_file(SourcePath("tests/data/good_all_tasks.xml"), dir / "a.xml");
    fs::copy_file(SourcePath("tests/data/good_xiangqi.xml"), dir / "nested" / "deeper" / "b.xml");
    std::ofstream(dir / "nested" / "notes.txt") << "not content";
    CliResult r = RunCli("validate " + dir.string());
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out, "2 files, 7 puzzles, 1 lessons, 0 errors, 0 warnings\n");
    // The same pack twice: its ids clash across files.
    CliResult twice =
        RunCli("validate " + (dir / "a.xml").string() + " " + (dir / "a.xml").string());
    EXPECT_EQ(twice.status, 1);
    fs::remove_all(dir);
}

TEST(ValidateCli, DeepLeavesPuzzlesWithoutMatesAlone) {
    // Deep checks only prove mates (tests/core/editor/deep_check_test.cpp); a pack of
    // legal/range tasks gets exactly the plain findings.
    CliResult r = RunCli("validate --deep " + SourcePath("puzzles/makruk-met.xml"));
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(LastLine(r.out), "1 files, 2 puzzles, 0 lessons, 0 errors, 0 warnings");
}

TEST(ValidateCli, StrictChecksAPlayOutStepAgainstTheTables) {
    namespace fs = std::filesystem;
    fs::path dir =
        fs::path(::testing::TempDir()) / ("chatur_validate_play_out_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    // Khun and Rua against Khun, mate in 14 with 14 moves left in the count: a
    // win, not the draw the step claims.
    std::ofstream(dir / "p.xml") << R"(<?xml version="1.0" encoding="UTF-8"?>
<pack format="1" id="t.play-out" variant="makruk" version="1" languages="en">
  <title><text lang="en">T</text></title>
  <description><text lang="en">T.</text></description>
  <author>T</author>
  <licence>CC0-1.0</licence>
  <lesson id="t.play-out.l">
    <title><text lang="en">T</text></title>
    <step>
      <text lang="en">Hold it.</text>
      <board fen="8/8/8/8/8/1k6/8/R6K w - - 0 1"/>
      <play-out result="draw" moves="3"/>
      <explanation><text lang="en">E.</text></explanation>
    </step>
  </lesson>
</pack>
)";
    const std::string file = (dir / "p.xml").string();
    // Without --strict the tables are not asked.
    EXPECT_EQ(RunCli("validate " + file).status, 0);
    CliResult strict = RunCli("validate --strict --cache '" + (dir / "tb").string() + "' " + file);
    EXPECT_EQ(strict.status, 1);
    EXPECT_NE(strict.out.find(":12: error: the play-out step claims a draw for the side to move, "
                              "but the endgame tables say win"),
              std::string::npos)
        << strict.out;
    fs::remove_all(dir);
}

TEST(ValidateCli, BadUsageExitsTwo) {
    EXPECT_EQ(RunCli("validate").status, 2);
    EXPECT_EQ(RunCli("validate --frobnicate " + SourcePath("puzzles")).status, 2);
    CliResult missing = RunCli("validate /nonexistent/pack.xml");
    EXPECT_EQ(missing.status, 2);
    EXPECT_EQ(missing.out, "error: no such file or folder: /nonexistent/pack.xml\n");
    EXPECT_EQ(RunCli("validate --help").status, 0);
}

TEST(ValidateCli, NotXmlIsOneErrorNotACrash) {
    std::string file = SourcePath("tests/data/bad_not_xml.xml");
    CliResult r = RunCli("validate " + file);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, file +
                         ":1: error: not well-formed XML: text outside of any element or "
                         "malformed text\n1 files, 0 puzzles, 0 lessons, 1 errors, 0 warnings\n");
}

}  // namespace
}  // namespace chatur::test
