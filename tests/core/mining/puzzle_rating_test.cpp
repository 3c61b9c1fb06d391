// The starting rating of a mined puzzle (core/mining/puzzle_rating, docs/mining.md
// "Rating"): each signal of difficulty raises the estimate, the probes measure a
// known position as expected and give the same figures every time, and a written
// puzzle is read back as the miner would have found it.
#include <gtest/gtest.h>

#include "core/content/rule_profile_names.h"
#include "core/mining/puzzle_rating.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"

namespace chatur::mining {
namespace {

Game XiangqiGame(const std::string& fen) {
    auto made = GameFromFen(XiangqiVariant(), content::ProfileFor(XiangqiVariant(), ""), fen);
    return std::get<Game>(std::move(made));
}

// Facing generals, mate in one (Xiangqi lesson 10): the Chariot h4 to d4.
constexpr const char* kMateInOne = "3k5/9/9/8p/9/9/7R1/9/9/4K4 w - - 0 1";

MinedPuzzle MateInOne(const Game& game) {
    MinedPuzzle p;
    p.kind = PuzzleKind::Mate;
    p.mateIn = 1;
    p.line = {std::get<Move>(ParseLegalMove(game.GetPosition(), "h4d4"))};
    return p;
}

TEST(PuzzleRating, EverySignalOfDifficultyRaisesTheEstimate) {
    const Game game = XiangqiGame(kMateInOne);
    const MinedPuzzle p = MateInOne(game);
    DifficultySignals easy;
    easy.settleNodes = 50;
    easy.pieces = 10;
    const int base = EstimateRating(game, p, easy);

    DifficultySignals more = easy;
    more.forcing = 6;
    EXPECT_GT(EstimateRating(game, p, more), base) << "more checks and captures to rule out";
    more = easy;
    more.candidates = 10;
    EXPECT_GT(EstimateRating(game, p, more), base) << "more moves that look as good";
    more = easy;
    more.keyRank = 8;
    EXPECT_GT(EstimateRating(game, p, more), base) << "a key move that looks bad at a glance";
    more = easy;
    more.settleNodes = 40'000;
    EXPECT_GT(EstimateRating(game, p, more), base) << "a search that needs longer";
    more = easy;
    more.pieces = 26;
    EXPECT_GT(EstimateRating(game, p, more), base) << "a fuller board";

    MinedPuzzle longer = p;
    longer.line.resize(3, p.line.front());  // only the length is read
    EXPECT_GT(EstimateRating(game, longer, easy), base) << "a longer solution";
    for (const char* theme : {"quiet-move", "sacrifice"}) {
        MinedPuzzle themed = p;
        themed.themes = {theme};
        EXPECT_GT(EstimateRating(game, themed, easy), base) << theme;
    }
}

TEST(PuzzleRating, GradesFollowTheRatingBands) {
    EXPECT_EQ(GradeForRating(600), 1);
    EXPECT_EQ(GradeForRating(1049), 1);
    EXPECT_EQ(GradeForRating(1050), 2);
    EXPECT_EQ(GradeForRating(1349), 2);
    EXPECT_EQ(GradeForRating(1350), 3);
    EXPECT_EQ(GradeForRating(1650), 4);
    EXPECT_EQ(GradeForRating(1950), 5);
    EXPECT_EQ(GradeForRating(2600), 5);
}

TEST(PuzzleRating, ProbesMeasureAKnownPositionTheSameWayEveryTime) {
    const Game game = XiangqiGame(kMateInOne);
    const Move key = MateInOne(game).line.front();
    const DifficultySignals first = MeasureDifficulty(game, key);
    // The other forcing move is h4 to h10, a check along rank 10; nothing can be taken.
    EXPECT_EQ(first.forcing, 1);
    EXPECT_EQ(first.pieces, 2);  // the Chariot and the Black Soldier
    EXPECT_GT(first.settleNodes, 0u);
    EXPECT_LT(first.settleNodes, kProbeNodes) << "the probe finds a mate in one";

    const DifficultySignals again = MeasureDifficulty(game, key);
    EXPECT_EQ(again.forcing, first.forcing);
    EXPECT_EQ(again.candidates, first.candidates);
    EXPECT_EQ(again.keyRank, first.keyRank);
    EXPECT_EQ(again.settleNodes, first.settleNodes);
    EXPECT_EQ(EstimateRating(game, MateInOne(game)), EstimateRating(game, MateInOne(game), first));
}

TEST(PuzzleRating, AWrittenPuzzleIsReadAsTheMinerFoundIt) {
    const Game game = XiangqiGame(kMateInOne);
    content::Puzzle puzzle;
    puzzle.tags = {"mate", "mate-in-1", "flying-general"};
    content::MoveTask task;
    task.goal = content::MoveGoal::Mate;
    task.goalMoves = 1;
    task.lines = {content::SolutionLine{{"h4d4"}, 0}};
    puzzle.task.data = task;
    auto p = MinedPuzzleFromContent(puzzle, game);
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->kind, PuzzleKind::Mate);
    EXPECT_EQ(p->mateIn, 1);
    EXPECT_EQ(p->line, MateInOne(game).line);
    EXPECT_EQ(p->themes, puzzle.tags);

    task.goal = content::MoveGoal::None;
    task.lines = {content::SolutionLine{{"h4h5", "i7i6"}, 0}};
    puzzle.task.data = task;
    p = MinedPuzzleFromContent(puzzle, game);
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->kind, PuzzleKind::Tactic);
    EXPECT_EQ(p->line.size(), 2u);

    task.lines = {content::SolutionLine{{"h4h5", "h5h6"}, 0}};  // Red twice: not legal
    puzzle.task.data = task;
    EXPECT_FALSE(MinedPuzzleFromContent(puzzle, game).has_value());
    puzzle.task.data = content::LegalTask{};
    EXPECT_FALSE(MinedPuzzleFromContent(puzzle, game).has_value());
}

}  // namespace
}  // namespace chatur::mining
