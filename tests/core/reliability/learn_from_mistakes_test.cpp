// Learning from one's own games, end to end as the app does it (core/review and
// core/training together, so it lives with the whole-program tests): a mistake
// missed in "Learn from your mistakes" goes to the personal pack, the pack into
// the training set and the puzzle into the spaced review.
#include <gtest/gtest.h>

#include <chrono>

#include "../review/review_test_support.h"
#include "../tablebase/tablebase_test_support.h"
#include "../test_support.h"
#include "core/content/puzzle.h"
#include "core/mining/puzzle_texts.h"
#include "core/notation/coord.h"
#include "core/review/mistake_puzzles.h"
#include "core/review/personal_pack.h"
#include "core/training/trainer.h"
#include "core/training/training_database.h"
#include "core/training/training_session.h"
#include "core/training/training_set.h"

namespace chatur::review {
namespace {

using namespace review_test;

// End to end, as the app does it: a mistake missed in "Learn from your mistakes"
// goes to the personal pack, the pack into the training set and the puzzle into
// the spaced review; Review training poses it the next day, not before.
TEST(PersonalPack, AMissedMistakeComesUpInReviewTrainingTheNextDay) {
    const std::vector<std::string> texts{"a1h1", "h8h1"};
    GameReview r = Review(kRuaEnding, texts);
    const RuleProfile& profile = DefaultProfile(Makruk());
    const mining::TextCatalogs english;
    auto puzzles = MistakePuzzles(Makruk(), profile, kRuaEnding, Moves(kRuaEnding, texts), {}, r,
                                  MistakeOrigin{"mine.g1", "Game 1"}, english);
    ASSERT_EQ(puzzles.size(), 1u);
    test::TempDir dir;
    const auto path = PersonalPackPath(dir.Path(), Makruk());
    auto added = AddToPersonalPack(path, Makruk(), profile, puzzles, english);
    ASSERT_TRUE(std::holds_alternative<std::vector<std::string>>(added));
    const std::vector<std::string> ids = std::get<std::vector<std::string>>(added);
    ASSERT_EQ(ids, std::vector<std::string>{"mine.g1-p1"});

    training::TrainingSet set;
    training::LoadIntoTrainingSet(set, {path.string()}, Makruk());
    ASSERT_NE(set.Find(ids[0]), nullptr);
    auto database = training::OpenTrainingDatabase("", training::IfUnopenable::Fail);
    ASSERT_TRUE(database.store);
    const std::string game(Makruk().name);
    training::Trainer trainer(*database.store, game, set.MakePool());
    int64_t now = 1767268800;  // 2026-01-01 12:00 UTC
    ASSERT_FALSE(training::QueueMissedPuzzle(*database.store, ids[0], game, now));

    using TimePoint = std::chrono::system_clock::time_point;
    training::TrainingSession session([&] { return TimePoint(std::chrono::seconds(now)); }, 7);
    auto startReview = [&] {
        session.Start([&]() -> training::Trainer& { return trainer; }, training::TrainMode::Review);
    };
    startReview();
    EXPECT_TRUE(session.PuzzleId().empty());  // due tomorrow, not today
    EXPECT_EQ(session.State().noPuzzle, training::NoPuzzle::NoneDue);
    now += 86400 + 60;
    startReview();
    ASSERT_EQ(session.PuzzleId(), ids[0]);
    EXPECT_EQ(session.State().dueReviews, 1);
    // What is posed is the position before the mistake, the better move its
    // answer, and its source leads back to the game.
    const content::Puzzle& posed = *set.Find(ids[0])->puzzle;
    EXPECT_EQ(posed.board.fen, puzzles[0].board.fen);
    EXPECT_EQ(posed.source, "Game 1, ply 1 (move 1)");
    const auto* task = std::get_if<content::MoveTask>(&posed.task.data);
    ASSERT_NE(task, nullptr);
    ASSERT_EQ(task->lines.size(), 1u);
    ASSERT_TRUE(r.moves[0].best);
    EXPECT_EQ(task->lines[0].moves,
              std::vector<std::string>{MoveToString(Makruk(), *r.moves[0].best)});
}

}  // namespace
}  // namespace chatur::review
