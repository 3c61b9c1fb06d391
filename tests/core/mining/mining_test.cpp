// The puzzle miner (core/mining, docs/mining.md): proved mates found and cooked
// ones rejected, themes read off hand-made solutions, broken games reported.
#include "test_paths.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/content/rule_profile_names.h"
#include "core/mining/game_reader.h"
#include "core/mining/miner.h"
#include "core/mining/po_catalog.h"
#include "core/mining/puzzle_texts.h"
#include "core/mining/themes.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"

namespace chatur::mining {
namespace {

bool HasTheme(const std::vector<std::string>& themes, const std::string& t) {
    return std::find(themes.begin(), themes.end(), t) != themes.end();
}

std::vector<MinedPuzzle> MinePgn(const Variant& v, const std::string& pgn) {
    const RuleProfile& profile = content::ProfileFor(v, "");
    ReadGames read = ReadPgnGames(pgn, "t.pgn", v, profile);
    EXPECT_TRUE(read.findings.empty());
    std::vector<MinedPuzzle> all;
    for (const PlayedGame& g : read.games) {
        auto found = MineGame(v, profile, g.startFen, g.moves, MineOptions{});
        all.insert(all.end(), found.begin(), found.end());
    }
    return all;
}

Move M(const Position& pos, const char* text) {
    return std::get<Move>(ParseLegalMove(pos, text));
}

TEST(Mining, FindsTheGamesUniqueMateInOne) {
    // Black's Khun must go to g8; then only Ra8 mates.
    auto found = MinePgn(MakrukVariant(),
                         "[Variant \"Makruk\"]\n[FEN \"7k/8/6K1/8/8/8/8/R7 b - - 0 1\"]\n\n"
                         "1... h8g8 2. a1a8 1-0\n");
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].kind, PuzzleKind::Mate);
    EXPECT_EQ(found[0].mateIn, 1);
    EXPECT_EQ(found[0].fen.rfind("6k1/8/6K1/8/8/8/8/R7 w - - ", 0), 0u) << found[0].fen;
    EXPECT_EQ(found[0].fen.substr(found[0].fen.size() - 2), " 1");  // move number 1
    ASSERT_EQ(found[0].line.size(), 1u);
    EXPECT_EQ(MoveToString(MakrukVariant(), found[0].line[0]), "a1a8");
    // The opponent's move that led there, which the puzzle's board shows.
    ASSERT_TRUE(found[0].lastMove);
    EXPECT_EQ(MoveToString(MakrukVariant(), *found[0].lastMove), "h8g8");
    const content::Puzzle puzzle =
        MakePuzzle(MakrukVariant(), "counting", found[0], "t.1", "test", {});
    EXPECT_EQ(SquareName(MakrukVariant(), puzzle.board.lastMove.from), "h8");
    EXPECT_EQ(SquareName(MakrukVariant(), puzzle.board.lastMove.to), "g8");
    EXPECT_TRUE(HasTheme(found[0].themes, "mate-in-1"));
    EXPECT_GE(found[0].rating, 600);
}

// The error took a piece: the puzzle's board names it, so that the position
// before the error can be shown.
TEST(Mining, KeepsThePieceTheErrorTook) {
    auto found = MinePgn(MakrukVariant(),
                         "[Variant \"Makruk\"]\n[FEN \"6k1/8/6K1/8/8/4P3/2n5/R7 b - - 0 1\"]\n\n"
                         "1... c2e3 2. a1a8 1-0\n");
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].lastCaptured, MakePiece(Color::White, PieceType::Pawn));
    const content::Puzzle puzzle =
        MakePuzzle(MakrukVariant(), "counting", found[0], "t.1", "test", {});
    EXPECT_EQ(puzzle.board.lastCaptured, MakePiece(Color::White, PieceType::Pawn));
    const std::optional<Position> before = content::PositionBeforeLastMove(puzzle.board);
    ASSERT_TRUE(before);
    EXPECT_EQ(BoardFen(*before), "6k1/8/6K1/8/8/4P3/2n5/R7 b");
}

TEST(Mining, RejectsACookedMate) {
    // Two Rua: Ra8 and Rb8 both mate, so the position is no puzzle.
    auto found = MinePgn(MakrukVariant(),
                         "[Variant \"Makruk\"]\n[FEN \"7k/8/6K1/8/8/8/8/RR6 b - - 0 1\"]\n\n"
                         "1... h8g8 2. a1a8 1-0\n");
    EXPECT_TRUE(found.empty());
}

TEST(Mining, LateGamePositionStartsAtMoveOne) {
    // Move 169 of a Xiangqi game is past the 300-ply limit as a game; as a
    // puzzle it starts anew.
    const RuleProfile& basic = content::ProfileFor(XiangqiVariant(), "");
    auto made = GameFromFen(XiangqiVariant(), basic, "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 169");
    ASSERT_TRUE(std::holds_alternative<Game>(made));
    const Game& late = std::get<Game>(made);
    EXPECT_TRUE(late.IsOver());
    EXPECT_EQ(late.GetOutcome().reason, Reason::MoveLimit);
    Game copy = late;
    std::string fen = PuzzleFen(copy);
    EXPECT_EQ(fen, "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
    auto again = GameFromFen(XiangqiVariant(), basic, fen);
    EXPECT_FALSE(std::get<Game>(again).IsOver());
}

TEST(MiningThemes, MakrukForkOfKhunAndRua) {
    const RuleProfile& profile = content::ProfileFor(MakrukVariant(), "");
    Game game =
        std::get<Game>(GameFromFen(MakrukVariant(), profile, "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1"));
    MinedPuzzle p;
    p.kind = PuzzleKind::Tactic;
    Position pos = game.GetPosition();
    for (const char* m : {"b5c7", "e8f7", "c7a8"}) {
        p.line.push_back(M(pos, m));
        pos.DoMove(p.line.back());
    }
    auto themes = DetectThemes(game, p);
    EXPECT_TRUE(HasTheme(themes, "fork"));
    EXPECT_TRUE(HasTheme(themes, "material"));
    EXPECT_FALSE(HasTheme(themes, "quiet-move"));  // the key move checks
    EXPECT_FALSE(HasTheme(themes, "sacrifice"));
}

TEST(MiningThemes, XiangqiDoubleCannonMate) {
    const RuleProfile& profile = content::ProfileFor(XiangqiVariant(), "");
    Game game = std::get<Game>(
        GameFromFen(XiangqiVariant(), profile, "3aka3/9/9/9/9/C8/4C4/9/9/3K5 w - - 0 1"));
    MinedPuzzle p;
    p.kind = PuzzleKind::Mate;
    p.mateIn = 1;
    p.line.push_back(M(game.GetPosition(), "a5e5"));
    auto themes = DetectThemes(game, p);
    EXPECT_TRUE(HasTheme(themes, "mate-in-1"));
    EXPECT_TRUE(HasTheme(themes, "double-cannon-mate"));
    EXPECT_FALSE(HasTheme(themes, "horse-cannon-mate"));
    EXPECT_FALSE(HasTheme(themes, "fork"));
    EXPECT_FALSE(HasTheme(themes, "no-legal-move"));  // a checkmate
}

TEST(MiningThemes, XiangqiWinWithoutCheckIsTaggedAndWordedApart) {
    // e10 to e9 gives no check, but the General on f8 has no legal move left.
    const char* fen = "4R4/9/5k3/9/4C4/9/9/9/9/4K4 w - - 0 1";
    const RuleProfile& profile = content::ProfileFor(XiangqiVariant(), "");
    Game game = std::get<Game>(GameFromFen(XiangqiVariant(), profile, fen));
    MinedPuzzle p;
    p.kind = PuzzleKind::Mate;
    p.mateIn = 1;
    p.fen = fen;
    p.line.push_back(M(game.GetPosition(), "e10e9"));
    p.themes = DetectThemes(game, p);
    EXPECT_TRUE(HasTheme(p.themes, "mate-in-1"));
    EXPECT_TRUE(HasTheme(p.themes, "no-legal-move"));
    content::Puzzle puzzle = MakePuzzle(XiangqiVariant(), "basic", p, "t.1", "test", {});
    EXPECT_EQ(puzzle.question.Get("en"), "Red to move. Leave Black without a legal move in 1.");
    EXPECT_EQ(puzzle.hints.front().text.Get("en"),
              "No check is needed: take away every move the opponent has left.");
    EXPECT_NE(puzzle.explanation.Get("en").find("without a legal move in 1"), std::string::npos);
    EXPECT_EQ(puzzle.explanation.Get("en").find("It mates"), std::string::npos);
}

// The nudge names the spot a defender guards as the lessons do: a Makruk square,
// a Xiangqi point, in every language of the bundled catalogs.
TEST(MiningTexts, CaptureTheDefenderNudgeNamesASquareOrAPoint) {
    const TextCatalogs catalogs =
        LoadCatalogs(std::string(CHATUR_SOURCE_DIR) + "/locale", {"de", "id", "th"});
    ASSERT_EQ(catalogs.byLanguage.size(), 3u);
    auto nudge = [&](const Variant& v, const char* fen, const char* move) {
        const RuleProfile& profile = content::ProfileFor(v, "");
        Game game = std::get<Game>(GameFromFen(v, profile, fen));
        MinedPuzzle p;
        p.kind = PuzzleKind::Tactic;
        p.gain = 3;
        p.fen = fen;
        p.themes = {"material", "capture-the-defender"};
        p.line.push_back(M(game.GetPosition(), move));
        return MakePuzzle(v, "", p, "t.1", "test", catalogs).hints.front().text;
    };
    const content::LocalizedText xiangqi =
        nudge(XiangqiVariant(), "4R4/9/5k3/9/4C4/9/9/9/9/4K4 w - - 0 1", "e10e9");
    EXPECT_EQ(xiangqi.Get("en"), "Take away the piece that guards the key point.");
    EXPECT_EQ(xiangqi.Get("de"), "Schalte die Figur aus, die den entscheidenden Punkt deckt.");
    EXPECT_EQ(xiangqi.Get("id"), "Singkirkan bidak yang menjaga titik kunci.");
    const content::LocalizedText makruk =
        nudge(MakrukVariant(), "6k1/8/6K1/8/8/8/8/R7 w - - 0 1", "a1a7");
    EXPECT_EQ(makruk.Get("en"), "Take away the piece that guards the key square.");
    EXPECT_EQ(makruk.Get("de"), "Schalte die Figur aus, die das entscheidende Feld deckt.");
}

TEST(MiningThemes, QuietMoveAndCounting) {
    // A lone Khun under the pieces' honour count: seven pieces on the board and
    // two Rua, so the count starts at its limit of 8: White has this move and one
    // more.
    const RuleProfile& profile = content::ProfileFor(MakrukVariant(), "counting");
    Game game = std::get<Game>(
        GameFromFen(MakrukVariant(), profile, "6k1/8/6K1/8/8/2M~M~M~3/8/RR6 w - - 0 1"));
    ASSERT_NE(game.GetCountStatus().kind, CountKind::None);
    MinedPuzzle p;
    p.kind = PuzzleKind::Mate;
    p.mateIn = 1;
    p.line.push_back(M(game.GetPosition(), "a1a8"));
    auto themes = DetectThemes(game, p);
    EXPECT_TRUE(HasTheme(themes, "counting"));
    EXPECT_FALSE(HasTheme(themes, "quiet-move"));
}

TEST(MiningGames, BrokenGamesAreReportedAndSkipped) {
    const std::string pgn =
        "[Event \"ok\"]\n[Round \"1\"]\n[Variant \"Makruk\"]\n\n1. e3e4 e6e5 *\n\n"
        "[Event \"illegal\"]\n[Variant \"Makruk\"]\n\n1. e3e4 e6e5\n2. e4e6 *\n\n"
        "[Event \"shogi\"]\n[Variant \"Shogi\"]\n\n1. 7g7f *\n\n"
        "[Event \"open comment\"]\n[Variant \"Makruk\"]\n\n1. e3e4 { never closed\n";
    const RuleProfile& profile = content::ProfileFor(MakrukVariant(), "");
    ReadGames read = ReadPgnGames(pgn, "g.pgn", MakrukVariant(), profile);
    EXPECT_EQ(read.found, 4);
    ASSERT_EQ(read.games.size(), 1u);
    EXPECT_EQ(read.games[0].event, "ok");
    EXPECT_EQ(read.games[0].round, "1");
    EXPECT_EQ(read.games[0].moves.size(), 2u);
    ASSERT_EQ(read.findings.size(), 3u);
    EXPECT_EQ(content::FormatFinding(read.findings[0])
                  .rfind("g.pgn:11: error: skipped: move 3 'e4e6'", 0),
              0u)
        << content::FormatFinding(read.findings[0]);
    EXPECT_EQ(content::FormatFinding(read.findings[1])
                  .rfind("g.pgn:13: error: skipped: unknown variant 'Shogi'", 0),
              0u)
        << content::FormatFinding(read.findings[1]);
    EXPECT_EQ(content::FormatFinding(read.findings[2]).rfind("g.pgn:21: error: skipped: ", 0), 0u)
        << content::FormatFinding(read.findings[2]);
}

TEST(MiningTexts, PoCatalogReadsWrappedEntriesAndSkipsFuzzyAndContext) {
    PoCatalog c = PoCatalog::Parse(
        "msgid \"\"\nmsgstr \"Language: de\\n\"\n\n"
        "msgid \"\"\n\"Two \"\n\"lines\"\nmsgstr \"Zwei \"\n\"Zeilen\"\n\n"
        "#, fuzzy\nmsgid \"Fuzzy\"\nmsgstr \"Unscharf\"\n\n"
        "msgctxt \"side\"\nmsgid \"White\"\nmsgstr \"Weiß\"\n\n"
        "msgid \"Say \\\"hi\\\"\"\nmsgstr \"Sag \\\"hallo\\\"\"\n");
    EXPECT_EQ(c.Translate("Two lines"), "Zwei Zeilen");
    EXPECT_EQ(c.Translate("Fuzzy"), "Fuzzy");
    EXPECT_EQ(c.Translate("White"), "White");
    EXPECT_EQ(c.Translate("Say \"hi\""), "Sag \"hallo\"");
}

}  // namespace
}  // namespace chatur::mining
