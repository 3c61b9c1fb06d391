// chatur-cli import, export and diagram (docs/cli.md; docs/import-export.md):
// findings and exit statuses, packs that pass validate and the schema, PGN that
// imports back, worksheets with diagrams and an answer key, SVG and PNG diagrams.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "../core/test_support.h"
#include "core/platform/atomic_file.h"

namespace chatur::test {
namespace {

namespace fs = std::filesystem;

std::string Fixture(const std::string& name) {
    return SourcePath("tests/data/import/" + name);
}

std::string Read(const std::string& path) {
    return platform::ReadWholeFile(path).value_or("");
}

int Xmllint(const std::string& file) {
    std::string cmd = "xmllint --noout --schema '" + SourcePath("docs/chatur-content.xsd") + "' '" +
                      file + "' >/dev/null 2>&1";
    int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string LastLine(const std::string& out) {
    std::string s = out;
    while (!s.empty() && s.back() == '\n') s.pop_back();
    return s.substr(s.rfind('\n') == std::string::npos ? 0 : s.rfind('\n') + 1);
}

size_t Count(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

TEST(ImportCli, CsvSkipsBadLinesAndWritesAPackThatValidates) {
    const TempDir folder;
    const std::string dir = folder.String();
    std::string csv = Fixture("lichess_makruk.csv");
    CliResult r = RunCli("import --from csv --variant makruk " + csv + " --out " + dir +
                         "/club.xml --author 'Chess club' --licence CC0-1.0");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(
        r.out.find(csv + ":4: error: skipped: move 1 'h1a8' of the solution: h1a8 is not a legal "
                         "move here\n"),
        std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find(csv + ":6: error: skipped: FEN: "), std::string::npos) << r.out;
    EXPECT_EQ(LastLine(r.out), "5 entries, 3 imported, 2 skipped");

    CliResult v = RunCli("validate " + dir + "/club.xml");
    EXPECT_EQ(v.status, 0) << v.out;
    EXPECT_EQ(LastLine(v.out), "1 files, 3 puzzles, 0 lessons, 0 errors, 0 warnings");
    EXPECT_EQ(Xmllint(dir + "/club.xml"), 0);
    std::string pack = Read(dir + "/club.xml");
    EXPECT_NE(pack.find("<pack format=\"1\" id=\"club\" variant=\"makruk\""), std::string::npos);
    EXPECT_NE(pack.find("<puzzle id=\"club.mk002\" grade=\"2\" stage=\"review\""),
              std::string::npos);
    EXPECT_NE(pack.find("<author>Chess club</author>"), std::string::npos);

    // Importing again keeps the previous pack as a backup.
    r = RunCli("import --from csv --variant makruk " + csv + " --out " + dir + "/club.xml");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(Read(dir + "/club.xml.bak"), pack);
}

TEST(ImportCli, EveryEntryImportedExitsZero) {
    const TempDir folder;
    const std::string dir = folder.String();
    std::ofstream(dir + "/one.csv")
        << "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,"
           "OpeningTags\n"
           "p1,3k4/8/4K3/8/8/8/8/7R b - - 0 1,d8e8 h1h8,900,80,90,120,mateIn1,,\n";
    CliResult r = RunCli("import --from csv --variant makruk " + dir + "/one.csv --out " + dir +
                         "/one.xml --pack-id my.pack --stage rules --grade 2");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out, "1 entries, 1 imported, 0 skipped\n");
    EXPECT_NE(Read(dir + "/one.xml").find("<puzzle id=\"my.pack.p1\" grade=\"1\" stage=\"rules\""),
              std::string::npos);
}

TEST(ImportCli, EpdAndPgnReportTheLinesOfBadEntries) {
    const TempDir folder;
    const std::string dir = folder.String();
    CliResult epd = RunCli("import --from epd --variant xiangqi " + Fixture("puzzler_xiangqi.epd") +
                           " --out " + dir + "/xq.xml");
    EXPECT_EQ(epd.status, 1);
    EXPECT_NE(epd.out.find("puzzler_xiangqi.epd:4: error: skipped: "), std::string::npos);
    EXPECT_NE(epd.out.find("puzzler_xiangqi.epd:8: error: skipped: the entry is makruk"),
              std::string::npos);
    EXPECT_EQ(LastLine(epd.out), "6 entries, 4 imported, 2 skipped");
    EXPECT_EQ(Xmllint(dir + "/xq.xml"), 0);
    EXPECT_EQ(RunCli("validate " + dir + "/xq.xml").status, 0);

    CliResult pgn = RunCli("import --from pgn --variant makruk " + Fixture("games_makruk.pgn") +
                           " --out " + dir + "/games.xml");
    EXPECT_EQ(pgn.status, 1);
    EXPECT_NE(pgn.out.find("games_makruk.pgn:26: error: skipped: move 3 'b1b9'"),
              std::string::npos);
    EXPECT_NE(pgn.out.find("games_makruk.pgn:40: error: skipped: move 1 'Rh8'"), std::string::npos);
    EXPECT_EQ(LastLine(pgn.out), "5 entries, 2 imported, 3 skipped");
    EXPECT_EQ(Xmllint(dir + "/games.xml"), 0);
    EXPECT_EQ(RunCli("validate " + dir + "/games.xml").status, 0);
}

TEST(ImportCli, BadUsageExitsTwo) {
    const TempDir folder;
    const std::string dir = folder.String();
    std::string csv = Fixture("lichess_makruk.csv");
    std::string out = " --out " + dir + "/x.xml";
    EXPECT_EQ(RunCli("import --variant makruk " + csv + out).status, 2);
    EXPECT_EQ(RunCli("import --from xml --variant makruk " + csv + out).status, 2);
    EXPECT_EQ(RunCli("import --from csv --variant chess " + csv + out).status, 2);
    EXPECT_EQ(RunCli("import --from csv --variant makruk " + csv).status, 2);
    EXPECT_EQ(RunCli("import --from csv --variant makruk " + dir + "/missing.csv" + out).status, 2);
    EXPECT_EQ(RunCli("import --from csv --variant makruk --grade 9 " + csv + out).status, 2);
    EXPECT_EQ(RunCli("import --from csv --variant makruk --profile basic " + csv + out).status, 2);
    EXPECT_FALSE(fs::exists(dir + "/x.xml"));
    EXPECT_EQ(RunCli("import --help").status, 0);
}

TEST(ExportCli, PgnCarriesVariantFenAndSolutionAndImportsBack) {
    const TempDir folder;
    const std::string dir = folder.String();
    CliResult r = RunCli("export --format pgn " + SourcePath("tests/data/good_all_tasks.xml") +
                         " --out " + dir + "/all.pgn");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(LastLine(r.out), "6 puzzles exported, 0 left out");
    std::string pgn = Read(dir + "/all.pgn");
    EXPECT_EQ(Count(pgn, "[Variant \"Makruk\"]"), 6u);
    EXPECT_EQ(Count(pgn, "[SetUp \"1\"]"), 6u);
    EXPECT_NE(pgn.find("[FEN \"7k/R7/8/8/8/8/8/1R1K4 w - - 0 1\"]"), std::string::npos);
    EXPECT_NE(pgn.find("{Mate in one.} 1. b1b8 {The Rua on a7 guards the seventh rank.} *"),
              std::string::npos);
    // The second accepted line is a variation at the reply where it differs.
    EXPECT_NE(pgn.find("1. b5c7 e8f8 (1... e8e7 2. c7a8) 2. c7a8"), std::string::npos);

    // The three move puzzles import back; the others have no moves.
    CliResult back =
        RunCli("import --from pgn --variant makruk " + dir + "/all.pgn --out " + dir + "/back.xml");
    EXPECT_EQ(back.status, 1) << back.out;
    EXPECT_EQ(LastLine(back.out), "6 entries, 3 imported, 3 skipped");
    std::string pack = Read(dir + "/back.xml");
    EXPECT_NE(pack.find("<line>b5c7 e8f8 c7a8</line>"), std::string::npos);
    EXPECT_NE(pack.find("<move goal=\"mate\" in=\"1\">\n      <line>b1b8</line>"),
              std::string::npos);
}

TEST(ExportCli, WorksheetHasDiagramsQuestionsAndAnAnswerKeyPage) {
    const TempDir folder;
    const std::string dir = folder.String();
    CliResult r = RunCli("export --format html --lang de " +
                         SourcePath("puzzles/xiangqi-3-review.xml") + " --out " + dir + "/ws.html");
    EXPECT_EQ(r.status, 0) << r.out;
    std::string html = Read(dir + "/ws.html");
    size_t puzzles = Count(Read(SourcePath("puzzles/xiangqi-3-review.xml")), "<puzzle ");
    EXPECT_EQ(Count(html, "<svg "), puzzles);
    EXPECT_EQ(Count(html, "<article class=\"puzzle\""), puzzles);
    EXPECT_NE(html.find("<html lang=\"de\">"), std::string::npos);
    EXPECT_NE(html.find("<h1>Lösungen</h1>"), std::string::npos);
    EXPECT_NE(html.find("break-before: page"), std::string::npos);
    EXPECT_NE(html.find("帥"), std::string::npos);
    EXPECT_NE(html.find("Rot am Zug"), std::string::npos);
    EXPECT_LT(html.find("<main class=\"puzzles\">"), html.find("<section class=\"answers\">"));

    // A language the pack lacks falls back to English.
    r = RunCli("export --format html --lang th " + SourcePath("tests/data/good_all_tasks.xml") +
               " --out " + dir + "/all.html");
    EXPECT_EQ(r.status, 0) << r.out;
    html = Read(dir + "/all.html");
    EXPECT_NE(html.find("<p class=\"question\">Mate in one.</p>"), std::string::npos);
    EXPECT_NE(html.find("<h1>เฉลย</h1>"), std::string::npos);
    EXPECT_NE(html.find("ขุน"), std::string::npos) << "Thai piece names on a Thai sheet";
}

TEST(ExportCli, PuzzlesWithErrorsAreLeftOut) {
    const TempDir folder;
    const std::string dir = folder.String();
    CliResult r =
        RunCli("export --format pgn " + SourcePath("tests/data/bad_illegal_solution.xml") +
               " --out " + dir + "/bad.pgn");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_NE(r.out.find("bad_illegal_solution.xml:"), std::string::npos);
    EXPECT_NE(r.out.find(" left out\n"), std::string::npos);
    EXPECT_EQ(RunCli("export --format svg x.xml --out y").status, 2);
    EXPECT_EQ(RunCli("export --format pgn " + dir + "/missing.xml --out " + dir + "/m.pgn").status,
              1);
}

TEST(DiagramCli, MakrukSvgWithHighlightsAndArrows) {
    CliResult r = RunCli(
        "diagram --variant makruk --fen 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1' "
        "--highlight d3,e4 --arrows d3d4,b1c3");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
    EXPECT_EQ(Count(r.out, ">Khun</text>"), 2u);
    EXPECT_EQ(Count(r.out, ">Bia</text>"), 16u);
    EXPECT_EQ(Count(r.out, "<polygon"), 2u);
    EXPECT_EQ(Count(r.out, "fill-opacity=\"0.4\""), 2u);
    EXPECT_NE(r.out.find(">a</text>"), std::string::npos);

    CliResult thai = RunCli(
        "diagram --variant makruk --labels thai --orientation black "
        "--fen '4k3/8/2m~5/8/3M4/P7/1S6/3K4 b - - 0 1'");
    EXPECT_EQ(thai.status, 0);
    for (const char* name : {"ขุน", "เม็ด", "โคน", "เบี้ย", "หงาย"})
        EXPECT_NE(thai.out.find(name), std::string::npos) << name;
}

TEST(DiagramCli, XiangqiSvgHasTheRiverAndCharacters) {
    CliResult r = RunCli(
        "diagram --variant xiangqi "
        "--fen 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'");
    EXPECT_EQ(r.status, 0) << r.out;
    for (const char* text : {"楚", "河", "漢", "界", "帥", "仕", "相", "俥", "傌", "炮", "兵", "將",
                             "士", "象", "車", "馬", "砲", "卒"})
        EXPECT_NE(r.out.find(std::string(">") + text + "</text>"), std::string::npos) << text;
    EXPECT_NE(r.out.find(">10</text>"), std::string::npos);
}

TEST(DiagramCli, BadInputExitsTwo) {
    EXPECT_EQ(RunCli("diagram --variant makruk --fen 'not a fen'").status, 2);
    EXPECT_EQ(RunCli("diagram --variant makruk").status, 2);
    std::string fen = " --fen '4k3/8/8/8/8/8/8/3K4 w - - 0 1'";
    EXPECT_EQ(RunCli("diagram --variant makruk --highlight z9" + fen).status, 2);
    EXPECT_EQ(RunCli("diagram --variant makruk --arrows e4" + fen).status, 2);
    EXPECT_EQ(RunCli("diagram --variant makruk --size 5" + fen).status, 2);
}

TEST(DiagramCli, WritesSvgAndPngFiles) {
    const TempDir folder;
    const std::string dir = folder.String();
    std::string fen = " --fen '3k5/2P6/7c1/p5p2/9/9/9/9/9/1R2K4 w - - 0 1'";
    CliResult svg = RunCli("diagram --variant xiangqi --out " + dir + "/d.svg" + fen);
    EXPECT_EQ(svg.status, 0) << svg.out;
    EXPECT_EQ(Read(dir + "/d.svg").rfind("<svg ", 0), 0u);

    CliResult png = RunCli("diagram --variant xiangqi --out " + dir + "/d.png" + fen);
    bool renderer = std::system("rsvg-convert --version >/dev/null 2>&1") == 0;
    if (!renderer) {
        // ImageMagick alone reads SVG only through rsvg-convert on Debian.
        EXPECT_EQ(png.status, 1);
        EXPECT_NE(png.out.find("librsvg2-bin"), std::string::npos) << png.out;
        GTEST_SKIP() << "no rsvg-convert: PNG output not checked (install librsvg2-bin)";
    }
    EXPECT_EQ(png.status, 0) << png.out;
    EXPECT_EQ(Read(dir + "/d.png").compare(0, 8, "\x89PNG\r\n\x1a\n"), 0);
    for (const auto& e : fs::directory_iterator(dir))
        EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos);
}

}  // namespace
}  // namespace chatur::test
