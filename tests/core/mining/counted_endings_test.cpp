// Mates under a running count (docs/mining.md): the counted endings that
// selfplay starts from, and the miner keeping the game's count in the puzzle FEN.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/content/rule_profile_names.h"
#include "core/mining/counted_endings.h"
#include "core/mining/game_reader.h"
#include "core/mining/miner.h"
#include "core/mining/selfplay.h"
#include "core/notation/game_fen.h"

namespace chatur::mining {
namespace {

const RuleProfile& Counting() {
    return content::ProfileFor(MakrukVariant(), "counting");
}

TEST(CountedEndings, EveryPositionHasARunningCountWithAFewMovesLeft) {
    std::mt19937_64 rng(7), again(7);
    int pieces = 0, board = 0;
    for (int i = 0; i < 60; ++i) {
        std::string fen = CountedEndingFen(Counting(), rng);
        EXPECT_EQ(fen, CountedEndingFen(Counting(), again));  // the same draws, the same FEN
        auto made = GameFromFen(MakrukVariant(), Counting(), fen);
        ASSERT_TRUE(std::holds_alternative<Game>(made)) << fen;
        const Game& game = std::get<Game>(made);
        EXPECT_FALSE(game.IsOver()) << fen;
        EXPECT_FALSE(game.GetPosition().InCheck()) << fen;
        CountStatus count = game.GetCountStatus();
        ASSERT_NE(count.kind, CountKind::None) << fen;
        (count.kind == CountKind::Pieces ? pieces : board) += 1;
        EXPECT_GE(count.movesLeft, 2) << fen;
        EXPECT_LE(count.movesLeft, 12) << fen;
        // The counting side is the weaker one: a board's count is not the mating side's.
        if (count.kind == CountKind::Board) {
            EXPECT_LT(game.GetPosition().CountNonKing(count.countingSide),
                      game.GetPosition().CountNonKing(~count.countingSide))
                << fen;
        }
    }
    EXPECT_GT(pieces, 0);
    EXPECT_GT(board, 0);
}

TEST(CountedEndings, SelfplayGamesStartThereAndReadBack) {
    SelfplayOptions options;
    options.seed = 1503;
    options.countedEndings = true;
    for (int round = 1; round <= 3; ++round) {
        SelfplayGame game = PlaySelfplayGame(MakrukVariant(), Counting(), round, options);
        ASSERT_FALSE(game.startFen.empty());
        EXPECT_EQ(game.openingPlies, 0);
        std::string pgn = SelfplayPgn(MakrukVariant(), Counting(), game, options.seed);
        EXPECT_NE(pgn.find("[FEN \"" + game.startFen + "\"]"), std::string::npos) << pgn;
        if (game.startFen.find(" b ") != std::string::npos && !game.moves.empty()) {
            EXPECT_NE(pgn.find("\n1... "), std::string::npos) << pgn;
        }
        ReadGames read = ReadPgnGames(pgn, "t.pgn", MakrukVariant(), Counting());
        EXPECT_TRUE(read.findings.empty()) << pgn;
        ASSERT_EQ(read.games.size(), 1u);
        EXPECT_EQ(read.games[0].startFen, game.startFen);
        EXPECT_EQ(read.games[0].moves, game.moves);
        // The `{count-start}` comments come back as the game's declarations.
        std::vector<CountDeclaration> declared;
        for (int ply : game.countStarts)
            declared.push_back(CountDeclaration{ply, GameAction::CountStart});
        EXPECT_EQ(read.games[0].declarations, declared) << pgn;
    }
}

TEST(CountedEndings, DeclarationsAreReplayedWhereTheRulesHaveThem) {
    // Rua against Rua, no Bia: Black declares the board's count before its first move.
    const std::string pgn =
        "[Variant \"Makruk\"]\n[FEN \"4k2r/8/8/8/8/8/4K3/R7 w - - 0 1\"]\n\n"
        "1. a1b1 {count-start} e8d8 2. e2e3 {a note} d8c8 *\n";
    ReadGames read = ReadPgnGames(pgn, "t.pgn", MakrukVariant(), Counting());
    EXPECT_TRUE(read.findings.empty());
    ASSERT_EQ(read.games.size(), 1u);
    EXPECT_EQ(read.games[0].moves.size(), 4u);
    EXPECT_EQ(read.games[0].declarations,
              (std::vector<CountDeclaration>{{1, GameAction::CountStart}}));
    // Where counts start by themselves the comment declares nothing and cuts nothing.
    ReadGames automatic = ReadPgnGames(pgn, "t.pgn", MakrukVariant(),
                                       content::ProfileFor(MakrukVariant(), "auto-count"));
    EXPECT_TRUE(automatic.findings.empty());
    ASSERT_EQ(automatic.games.size(), 1u);
    EXPECT_EQ(automatic.games[0].moves.size(), 4u);
    EXPECT_TRUE(automatic.games[0].declarations.empty());
}

TEST(CountedEndings, ARefusedDeclarationIsABadMove) {
    // A Bia is on the board: no board's count can be declared.
    const std::string pgn =
        "[Variant \"Makruk\"]\n[FEN \"4k3/8/8/8/8/3P4/4K3/R7 w - - 0 1\"]\n\n"
        "1. a1b1\n{count-start} e8d8 2. e2e3 *\n";
    ReadGames stopped = ReadPgnGames(pgn, "t.pgn", MakrukVariant(), Counting(), BadMove::StopThere);
    ASSERT_EQ(stopped.games.size(), 1u);
    EXPECT_EQ(stopped.games[0].moves.size(), 1u);
    ASSERT_EQ(stopped.findings.size(), 1u);
    EXPECT_EQ(content::FormatFinding(stopped.findings[0])
                  .rfind("t.pgn:5: error: stopped: count-start before move 2: ", 0),
              0u)
        << content::FormatFinding(stopped.findings[0]);
    EXPECT_TRUE(ReadPgnGames(pgn, "t.pgn", MakrukVariant(), Counting()).games.empty());
}

std::vector<MinedPuzzle> MineCounted(bool keepCount) {
    // Rua and Ma against a lone Khun with the count at 13 of 16: Black mates at once.
    ReadGames read = ReadPgnGames(
        "[Variant \"Makruk\"]\n[FEN \"3K4/8/4k3/8/8/8/2r1n3/8 b - 32 25 1\"]\n\n"
        "1... e2d4 2. d8e8 c2c8 0-1\n",
        "t.pgn", MakrukVariant(), Counting());
    EXPECT_TRUE(read.findings.empty());
    MineOptions options;
    options.keepCount = keepCount;
    return MineGame(MakrukVariant(), Counting(), read.games.at(0).startFen, read.games.at(0).moves,
                    options);
}

TEST(CountedEndings, KeepCountCarriesTheGamesCountIntoThePuzzle) {
    auto kept = MineCounted(true);
    ASSERT_EQ(kept.size(), 1u);
    EXPECT_EQ(kept[0].fen, "4K3/8/4k3/8/3n4/8/2r5/8 b - 32 27 1");
    EXPECT_EQ(kept[0].mateIn, 1);
    EXPECT_NE(std::find(kept[0].themes.begin(), kept[0].themes.end(), "counting"),
              kept[0].themes.end());
    // Without it the puzzle starts a fresh pieces' count (12 moves left): no counting theme.
    auto fresh = MineCounted(false);
    ASSERT_EQ(fresh.size(), 1u);
    EXPECT_EQ(fresh[0].fen.rfind("4K3/8/4k3/8/3n4/8/2r5/8 b - - ", 0), 0u) << fresh[0].fen;
    EXPECT_EQ(std::find(fresh[0].themes.begin(), fresh[0].themes.end(), "counting"),
              fresh[0].themes.end());
}

}  // namespace
}  // namespace chatur::mining
