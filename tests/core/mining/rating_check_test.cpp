// The mined puzzles' first rating against the hand-graded mates of the bundled
// packs (docs/mining.md, "Rating"): the estimate, turned into a grade, is printed
// next to the author's grade, and must agree within one grade on average.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <iostream>

#include "core/content/rule_profile_names.h"
#include "core/content/xml_loader.h"
#include "core/mining/puzzle_rating.h"
#include "core/mining/themes.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "test_paths.h"

namespace chatur::mining {
namespace {

TEST(MiningRating, HandGradedMatesAgreeWithinAGradeOnAverage) {
    namespace fs = std::filesystem;
    int count = 0;
    double diff = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(CHATUR_SOURCE_DIR) / "puzzles")) {
        if (entry.path().extension() != ".xml") continue;
        auto loaded = content::LoadPackFile(entry.path().string());
        if (!loaded.pack) continue;
        const content::Pack& pack = *loaded.pack;
        for (const content::Puzzle& puzzle : pack.puzzles) {
            const auto* task = puzzle.task.As<content::MoveTask>();
            if (!task || task->goal != content::MoveGoal::Mate || task->lines.empty()) continue;
            const RuleProfile& profile = content::ProfileFor(*pack.variant, puzzle.profile);
            auto made = GameFromFen(*pack.variant, profile, puzzle.board.fen);
            if (!std::holds_alternative<Game>(made)) continue;
            const Game& game = std::get<Game>(made);
            std::optional<MinedPuzzle> p = MinedPuzzleFromContent(puzzle, game);
            if (!p) continue;
            p->themes = DetectThemes(game, *p);
            int rating = EstimateRating(game, *p);
            int grade = GradeForRating(rating);
            std::cout << puzzle.id << " grade=" << puzzle.grade << " estimate=" << grade
                      << " rating=" << rating << "\n";
            diff += std::abs(grade - puzzle.grade);
            ++count;
        }
    }
    ASSERT_GT(count, 10);
    std::cout << "mates=" << count << " mean_abs_grade_difference=" << diff / count << "\n";
    EXPECT_LE(diff / count, 1.0);
}

}  // namespace
}  // namespace chatur::mining
