// Importing puzzles from EPD, Lichess-style CSV and PGN (fixtures in
// tests/data/import/, one bad entry of each kind): what becomes a puzzle, what
// is skipped and where, and that every imported pack validates and round-trips.
#include <gtest/gtest.h>

#include "../test_support.h"
#include "content_test_support.h"
#include "core/content/import_puzzles.h"
#include "core/content/pack_compare.h"
#include "core/content/pack_writer.h"
#include "core/platform/atomic_file.h"

namespace chatur::test {
namespace {

using content::ImportFormat;
using content::ImportResult;

ImportResult Import(ImportFormat format, const std::string& fixture, const Variant& variant,
                    const std::string& packId = "club") {
    std::string path = SourcePath("tests/data/import/" + fixture);
    content::ImportOptions options;
    options.variant = &variant;
    options.packId = packId;
    return content::ImportPuzzles(format, platform::ReadWholeFile(path).value_or(""), fixture,
                                  options);
}

ImportResult ImportText(ImportFormat format, const std::string& text, const Variant& variant) {
    content::ImportOptions options;
    options.variant = &variant;
    options.packId.assign(1, 't');  // (GCC 12 warns wrongly about assigning "t")
    return content::ImportPuzzles(format, text, "t.txt", options);
}

std::vector<std::string> Findings(const ImportResult& r) {
    std::vector<std::string> out;
    for (const content::Finding& f : r.findings) out.push_back(content::FormatFinding(f));
    return out;
}

const content::MoveTask& MoveTaskOf(const content::Puzzle& p) {
    return *p.task.As<content::MoveTask>();
}

// The imported pack must be clean for the validator and survive save and load.
void ExpectValidAndRoundTrips(const content::Pack& pack) {
    std::string xml = content::WritePackXml(pack);
    ValidatedFile checked = LoadAndValidateText(xml);
    for (const std::string& f : checked.findings)
        if (f.find("error") != std::string::npos) ADD_FAILURE() << f;
    ASSERT_TRUE(checked.loaded.pack.has_value());
    auto difference = content::FirstDifference(pack, *checked.loaded.pack);
    EXPECT_FALSE(difference.has_value()) << *difference;
}

TEST(ImportCsv, LichessPuzzlesWithTheOpponentsMoveFirst) {
    ImportResult r = Import(ImportFormat::Csv, "lichess_makruk.csv", MakrukVariant());
    EXPECT_EQ(r.entries, 5);
    EXPECT_EQ(r.imported, 3);
    EXPECT_EQ(Findings(r), (std::vector<std::string>{
                               "lichess_makruk.csv:4: error: skipped: move 1 'h1a8' of the "
                               "solution: h1a8 is not a legal move here",
                               "lichess_makruk.csv:6: error: skipped: FEN: expected 8 ranks, "
                               "found 1"}));
    ASSERT_EQ(r.pack.puzzles.size(), 3u);
    const content::Puzzle& p = r.pack.puzzles[1];
    EXPECT_EQ(p.id, "club.mk002");
    EXPECT_EQ(p.line, 3);
    // The FEN is the position before the opponent's move g8f8.
    EXPECT_EQ(p.board.fen, "5k2/8/8/8/4R3/4K3/R7/8 w - - 1 2");
    EXPECT_EQ(p.board.orientation, Color::White);
    EXPECT_EQ(MoveTaskOf(p).goal, content::MoveGoal::Mate);
    EXPECT_EQ(MoveTaskOf(p).goalMoves, 2);
    EXPECT_EQ(MoveTaskOf(p).lines[0].moves, (std::vector<std::string>{"a2a7", "f8g8", "e4e8"}));
    EXPECT_EQ(p.question.Get("en"), "White to move and mate in 2.");
    EXPECT_EQ(p.explanation.Get("en"),
              "Solution: 1. a2a7 f8g8 2. e4e8. The last move gives checkmate.");
    EXPECT_EQ(p.tags, (std::vector<std::string>{"mateIn2", "endgame", "short"}));
    EXPECT_EQ(p.source, "https://example.org/game/102#45");
    EXPECT_EQ(p.stage, content::Stage::Review);
    ASSERT_EQ(p.hints.size(), 3u);
    EXPECT_EQ(p.hints[2].from, MakrukVariant().MakeSquare(0, 1));  // a2
    // Ratings become grades: 900 -> 1, 1420 -> 2, 1950 -> 4.
    EXPECT_EQ(r.pack.puzzles[0].grade, 1);
    EXPECT_EQ(p.grade, 2);
    EXPECT_EQ(r.pack.puzzles[2].grade, 4);
    // A quoted Themes field with a comma.
    EXPECT_EQ(r.pack.puzzles[2].tags, (std::vector<std::string>{"mateIn2", "fork", "endgame"}));
    EXPECT_EQ(r.pack.languages, (std::vector<std::string>{"en"}));
    ExpectValidAndRoundTrips(r.pack);
}

TEST(ImportCsv, WithoutHeaderDuplicatesAndQuotedLineBreaks) {
    ImportResult r = ImportText(ImportFormat::Csv,
                                "a1,3k4/8/4K3/8/8/8/8/7R b - - 0 1,d8e8 h1h8,1500,,,,\"mateIn1\n"
                                "endgame\",,\n"
                                "a1,6k1/8/8/8/4R3/4K3/R7/8 b - - 0 1,g8f8 a2a7 f8g8 e4e8\n"
                                "a2,3k4/8/4K3/8/8/8/8/7R b - - 0 1,d8e8 h1h8\n"
                                "a3,3k4/8/4K3/8/8/8/8/7R b - - 0 1,d8e8\n",
                                MakrukVariant());
    EXPECT_EQ(r.entries, 4);
    EXPECT_EQ(r.imported, 1);
    EXPECT_EQ(Findings(r),
              (std::vector<std::string>{
                  "t.txt:3: error: skipped: duplicate id 't.a1' (first used on line 1)",
                  "t.txt:4: error: skipped: the same position and solution as the entry on line 1",
                  "t.txt:5: error: skipped: Moves must hold the opponent's move and at least one "
                  "solution move"}));
    EXPECT_EQ(r.pack.puzzles[0].tags, (std::vector<std::string>{"mateIn1", "endgame"}));
    EXPECT_EQ(r.pack.puzzles[0].grade, 3);
}

TEST(ImportCsv, HeaderWithoutTheMovesColumnIsOneError) {
    ImportResult r = ImportText(ImportFormat::Csv, "PuzzleId,FEN\nx,8/8 w\n", MakrukVariant());
    EXPECT_EQ(r.imported, 0);
    EXPECT_EQ(
        Findings(r),
        (std::vector<std::string>{"t.txt:1: error: skipped: the header has no column 'Moves'"}));
}

TEST(ImportEpd, PuzzlerLinesClassicEpdAndUcciRanks) {
    ImportResult r = Import(ImportFormat::Epd, "puzzler_xiangqi.epd", XiangqiVariant(), "xq");
    EXPECT_EQ(r.entries, 6);
    EXPECT_EQ(r.imported, 4);
    EXPECT_EQ(Findings(r), (std::vector<std::string>{
                               "puzzler_xiangqi.epd:4: error: skipped: move 1 'h9g8' of the "
                               "solution: h9g8 is not a legal move here",
                               "puzzler_xiangqi.epd:8: error: skipped: the entry is makruk, the "
                               "import is xiangqi (see --variant)"}));
    ASSERT_EQ(r.pack.puzzles.size(), 4u);
    const auto& first = r.pack.puzzles[0];
    EXPECT_EQ(first.id, "xq.001");
    EXPECT_EQ(first.question.Get("en"), "Red to move and mate in 2.");
    EXPECT_EQ(first.tags, (std::vector<std::string>{"mate"}));
    EXPECT_EQ(first.grade, 2);  // difficulty 2
    // sm: the opponent's move h7h8 leads to the puzzle; pv repeats it.
    const auto& second = r.pack.puzzles[1];
    EXPECT_EQ(second.board.fen, "3k5/2P6/7c1/p5p2/9/9/9/9/9/1R2K4 w - - 1 2");
    EXPECT_EQ(MoveTaskOf(second).lines[0].moves, (std::vector<std::string>{"b1b10"}));
    // UCCI's 0-based ranks (b0b7 a6a5 b7b9) are converted; difficulty 7 is grade 5.
    const auto& ucci = r.pack.puzzles[2];
    EXPECT_EQ(ucci.id, "xq.004");
    EXPECT_EQ(MoveTaskOf(ucci).lines[0].moves, (std::vector<std::string>{"b1b8", "a7a6", "b8b10"}));
    EXPECT_EQ(ucci.grade, 5);
    // Classic EPD: four FEN fields, then "bm ...; id ...;".
    const auto& classic = r.pack.puzzles[3];
    EXPECT_EQ(classic.id, "xq.xq.classic.1");
    EXPECT_EQ(MoveTaskOf(classic).lines[0].moves, (std::vector<std::string>{"b6d7"}));
    EXPECT_EQ(MoveTaskOf(classic).goal, content::MoveGoal::None);
    EXPECT_EQ(classic.question.Get("en"), "Red to move: find the best move.");
    EXPECT_EQ(classic.grade, 3);
    ExpectValidAndRoundTrips(r.pack);
}

TEST(ImportEpd, ALineEndingWithTheRepliesIsCutAfterTheSolversMove) {
    ImportResult r =
        ImportText(ImportFormat::Epd,
                   "5k2/8/8/8/4R3/4K3/R7/8 w - - 0 1;variant makruk;pv a2a7,f8g8", MakrukVariant());
    ASSERT_EQ(r.imported, 1);
    EXPECT_EQ(MoveTaskOf(r.pack.puzzles[0]).lines[0].moves, (std::vector<std::string>{"a2a7"}));
    ImportResult bad =
        ImportText(ImportFormat::Epd, "5k2/8/8/8/4R3/4K3/R7/8 w - - 0 1;bm e4e8;pv a2a7,f8g8,e4e8",
                   MakrukVariant());
    EXPECT_EQ(Findings(bad), (std::vector<std::string>{
                                 "t.txt:1: error: skipped: bm e4e8 is not the first move of pv "
                                 "(a2a7)"}));
}

TEST(ImportEpd, AFinishedGameIsSkippedWithTheValidatorsReason) {
    // Black is already mated: the validator's check refuses the position.
    ImportResult r =
        ImportText(ImportFormat::Epd, "4k2R/8/4K3/8/8/8/8/8 b - - 0 1;bm e8d8", MakrukVariant());
    EXPECT_EQ(r.imported, 0);
    ASSERT_EQ(r.findings.size(), 1u);
    EXPECT_NE(r.findings[0].message.find("skipped: "), std::string::npos);
}

TEST(ImportPgn, GamesFromTheirFenWithCommentsAndVariations) {
    ImportResult r = Import(ImportFormat::Pgn, "games_makruk.pgn", MakrukVariant());
    EXPECT_EQ(r.entries, 5);
    EXPECT_EQ(r.imported, 2);
    EXPECT_EQ(Findings(r),
              (std::vector<std::string>{
                  "games_makruk.pgn:26: error: skipped: move 3 'b1b9' of the solution: 'b9' is "
                  "not a square of this board",
                  "games_makruk.pgn:28: error: skipped: the entry is xiangqi, the import is makruk "
                  "(see --variant)",
                  "games_makruk.pgn:40: error: skipped: move 1 'Rh8' of the solution: Rh8: no "
                  "Rua can move to h8"}));
    const auto& first = r.pack.puzzles[0];
    EXPECT_EQ(first.id, "club.001");
    EXPECT_EQ(first.source, "Somchai - Niran, Club training, 2024.03.02");
    EXPECT_EQ(first.explanation.Get("en"),
              "Solution: 1. a2a7 f8g8 2. e4e8. The last move gives checkmate. The back rank is "
              "closed by the Rua on a7.");
    // Check marks, NAGs and the variation in parentheses are left out.
    EXPECT_EQ(MoveTaskOf(r.pack.puzzles[1]).lines[0].moves,
              (std::vector<std::string>{"b8g8", "h8g8", "a1a8"}));
    ExpectValidAndRoundTrips(r.pack);

    ImportResult xiangqi = Import(ImportFormat::Pgn, "games_makruk.pgn", XiangqiVariant());
    EXPECT_EQ(xiangqi.imported, 1);
    EXPECT_EQ(xiangqi.pack.puzzles[0].id, "club.004");
    ExpectValidAndRoundTrips(xiangqi.pack);
}

std::vector<std::string> SolutionOf(const content::Puzzle& p) {
    return MoveTaskOf(p).lines[0].moves;
}

// Games as pychess-variants stores them: Fairy-Stockfish's SAN, promotion with and
// without `=M`, a Bia's capture, a Ma named by its file; a move that no piece can
// make and an ambiguous one are skipped at their lines.
TEST(ImportPgn, MakrukGamesInSan) {
    ImportResult r = Import(ImportFormat::Pgn, "games_makruk_san.pgn", MakrukVariant());
    EXPECT_EQ(r.entries, 7);
    EXPECT_EQ(r.imported, 5);
    EXPECT_EQ(Findings(r),
              (std::vector<std::string>{
                  "games_makruk_san.pgn:42: error: skipped: move 1 'Rxh8' of the solution: Rxh8: "
                  "no Rua can capture on h8",
                  "games_makruk_san.pgn:48: error: skipped: move 1 'Nc3' of the solution: Nc3 is "
                  "ambiguous: b1c3 or d1c3"}));
    ASSERT_EQ(r.pack.puzzles.size(), 5u);
    const auto& mate = r.pack.puzzles[0];
    EXPECT_EQ(mate.board.fen, "5k2/8/8/8/4R3/4K3/R7/8 w - - 0 1");
    EXPECT_EQ(SolutionOf(mate), (std::vector<std::string>{"a2a7", "f8g8", "e4e8"}));
    EXPECT_EQ(MoveTaskOf(mate).goal, content::MoveGoal::Mate);
    EXPECT_EQ(MoveTaskOf(mate).goalMoves, 2);
    EXPECT_EQ(r.pack.puzzles[1].board.fen, "8/8/3k4/8/3p4/8/8/R3K3 b - - 0 1");
    EXPECT_EQ(SolutionOf(r.pack.puzzles[1]),
              (std::vector<std::string>{"d4d3m", "a1a6", "d6e5"}));  // the last reply is cut
    EXPECT_EQ(SolutionOf(r.pack.puzzles[2]), (std::vector<std::string>{"e4d5", "c8d7", "b1d2"}));
    EXPECT_EQ(SolutionOf(r.pack.puzzles[3]), (std::vector<std::string>{"e5e6m", "e8d8", "a1a8"}));
    // Once the Ma has left h4, Rxh8 is a move: each is read in its own position.
    EXPECT_EQ(r.pack.puzzles[4].id, "club.005");
    EXPECT_EQ(SolutionOf(r.pack.puzzles[4]), (std::vector<std::string>{"h4f5", "e8d7", "h1h8"}));
    ExpectValidAndRoundTrips(r.pack);
}

// A club's Xiangqi records in WXF: files from each side's right, Black in lower
// case, tandem chariots and soldiers (`R++8`, `-R+8`, `P+.4`, `55.4`, `7+.6`).
TEST(ImportPgn, XiangqiGamesInWxf) {
    ImportResult r = Import(ImportFormat::Pgn, "games_xiangqi_wxf.pgn", XiangqiVariant());
    EXPECT_EQ(r.entries, 5);
    EXPECT_EQ(r.imported, 4);
    EXPECT_EQ(Findings(r), (std::vector<std::string>{
                               "games_xiangqi_wxf.pgn:31: error: skipped: move 3 'C3.5' of the "
                               "solution: C3.5: Red has no cannon on file 3"}));
    ASSERT_EQ(r.pack.puzzles.size(), 4u);
    EXPECT_EQ(r.pack.puzzles[0].board.fen, XiangqiVariant().startFen);
    EXPECT_EQ(SolutionOf(r.pack.puzzles[0]),
              (std::vector<std::string>{"h3e3", "h10g8", "h1g3", "i10h10", "i1h1"}));
    EXPECT_EQ(SolutionOf(r.pack.puzzles[1]), (std::vector<std::string>{"a2a10", "d10d9", "a1a9"}));
    EXPECT_EQ(SolutionOf(r.pack.puzzles[2]), (std::vector<std::string>{"e8f8", "f10e10", "e7e8"}));
    EXPECT_EQ(r.pack.puzzles[3].board.fen, "5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w - - 0 1");
    EXPECT_EQ(SolutionOf(r.pack.puzzles[3]), (std::vector<std::string>{"e7f7", "f10e10", "c7d7"}));
    ExpectValidAndRoundTrips(r.pack);
}

// Xiangqi in Fairy-Stockfish's SAN: H and E, the soldier's P, ranks up to 10.
TEST(ImportPgn, XiangqiGamesInFairyStockfishSan) {
    ImportResult r = Import(ImportFormat::Pgn, "games_xiangqi_san.pgn", XiangqiVariant());
    EXPECT_EQ(r.entries, 4);
    EXPECT_EQ(r.imported, 3);
    EXPECT_EQ(Findings(r), (std::vector<std::string>{
                               "games_xiangqi_san.pgn:21: error: skipped: move 1 'Rxa10' of the "
                               "solution: Rxa10: no chariot can capture on a10"}));
    ASSERT_EQ(r.pack.puzzles.size(), 3u);
    EXPECT_EQ(SolutionOf(r.pack.puzzles[0]),
              (std::vector<std::string>{"h3e3", "h10g8", "h1g3", "i10h10", "i1h1"}));
    EXPECT_EQ(SolutionOf(r.pack.puzzles[1]), (std::vector<std::string>{"h9g7", "f9f10", "g7f5"}));
    EXPECT_EQ(MoveTaskOf(r.pack.puzzles[1]).goal, content::MoveGoal::Mate);
    EXPECT_EQ(SolutionOf(r.pack.puzzles[2]), (std::vector<std::string>{"e8f8", "f10e10", "e7e8"}));
    ExpectValidAndRoundTrips(r.pack);
}

// EPD's bm and CSV's Moves go through the same reader.
TEST(ImportEpd, SanMovesAreReadToo) {
    ImportResult r = ImportText(
        ImportFormat::Epd, "4k3/8/4K3/8/8/8/8/7R w - - bm Rh8#; id \"san.1\";\n", MakrukVariant());
    ASSERT_EQ(r.imported, 1);
    EXPECT_EQ(SolutionOf(r.pack.puzzles[0]), (std::vector<std::string>{"h1h8"}));
}

TEST(ImportPgn, AGameWithoutFenStartsFromTheStartPosition) {
    ImportResult r =
        ImportText(ImportFormat::Pgn, "[Variant \"makruk\"]\n\n1. c3c4 *\n", MakrukVariant());
    ASSERT_EQ(r.imported, 1);
    EXPECT_EQ(r.pack.puzzles[0].board.fen, MakrukVariant().startFen);
}

TEST(ImportFormats, Names) {
    EXPECT_EQ(content::FindImportFormat("epd"), ImportFormat::Epd);
    EXPECT_EQ(content::FindImportFormat("csv"), ImportFormat::Csv);
    EXPECT_EQ(content::FindImportFormat("pgn"), ImportFormat::Pgn);
    EXPECT_FALSE(content::FindImportFormat("fen").has_value());
    EXPECT_EQ(content::SanitizeId("my pack (2024)!"), "mypack2024");
    EXPECT_EQ(content::SanitizeId("__"), "x");
}

}  // namespace
}  // namespace chatur::test
