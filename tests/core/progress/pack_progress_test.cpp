#include "core/progress/pack_progress.h"

#include <gtest/gtest.h>

#include "../trainer/trainer_test_support.h"

namespace chatur::progress {
namespace {

using content::Stage;

const char* kPuzzles = R"(
<puzzle id="p.review" grade="1" stage="review">
  <board fen="7k/8/8/8/3M4/8/8/3K4 w - - 0 1"/>
  <question><text lang="en">?</text></question>
  <range square="d4"/>
  <explanation><text lang="en">.</text></explanation>
</puzzle>
<puzzle id="p.rules.3" grade="3" stage="rules">
  <board fen="7k/8/8/8/4M3/8/8/3K4 w - - 0 1"/>
  <question><text lang="en">?</text></question>
  <range square="e4"/>
  <explanation><text lang="en">.</text></explanation>
</puzzle>
<puzzle id="p.rules.1" grade="1" stage="rules">
  <board fen="7k/8/8/8/5M2/8/8/3K4 w - - 0 1"/>
  <question><text lang="en">?</text></question>
  <range square="f4"/>
  <explanation><text lang="en">.</text></explanation>
</puzzle>
<lesson id="l.one">
  <title><text lang="en">L</text></title>
  <step><text lang="en">Hello.</text></step>
</lesson>
)";

std::vector<std::string> Ids(const std::vector<const content::Puzzle*>& puzzles) {
    std::vector<std::string> ids;
    for (const auto* p : puzzles) ids.push_back(p->id);
    return ids;
}

class PackProgressTest : public ::testing::Test {
protected:
    content::Pack pack = test::MustLoadPack(test::PackXml(kPuzzles));
    ProgressStore store{""};  // in memory
};

TEST_F(PackProgressTest, OrderIsStageThenGradeThenFile) {
    EXPECT_EQ(Ids(PuzzleOrder(pack)),
              (std::vector<std::string>{"p.rules.1", "p.rules.3", "p.review"}));
    EXPECT_EQ(Ids(PuzzleOrder(pack, {Stage::Rules, std::nullopt})),
              (std::vector<std::string>{"p.rules.1", "p.rules.3"}));
    EXPECT_EQ(Ids(PuzzleOrder(pack, {std::nullopt, 1})),
              (std::vector<std::string>{"p.rules.1", "p.review"}));
    EXPECT_EQ(NextPuzzle(pack, {}, "p.rules.3")->id, "p.review");
    EXPECT_EQ(NextPuzzle(pack, {}, "p.review"), nullptr);
    EXPECT_EQ(NextPuzzle(pack, {}, "")->id, "p.rules.1");
}

TEST_F(PackProgressTest, PercentagesPerPackAndStage) {
    EXPECT_EQ(PackTally(store, pack).total, 4);
    EXPECT_EQ(PackTally(store, pack).Percent(), 0);
    store.RecordAttempt("p.rules.1", ItemResult::SolvedWithHelp, 1);
    store.RecordAttempt("p.rules.3", ItemResult::Failed, 1);
    store.FinishLesson("l.one", 1);
    EXPECT_EQ(PackTally(store, pack).done, 2);
    EXPECT_EQ(PackTally(store, pack).Percent(), 50);
    EXPECT_EQ(StageTally(store, pack, Stage::Rules).Percent(), 50);
    EXPECT_EQ(StageTally(store, pack, Stage::Review).Percent(), 0);
    EXPECT_EQ(StageTally(store, pack, Stage::Compare).total, 0);
}

TEST_F(PackProgressTest, ContinueAndMistakes) {
    EXPECT_EQ(NextUnsolved(store, pack, {})->id, "p.rules.1");
    store.RecordAttempt("p.rules.1", ItemResult::SolvedFirstTry, 1);
    store.RecordAttempt("p.rules.3", ItemResult::Failed, 2);
    EXPECT_EQ(NextUnsolved(store, pack, {})->id, "p.rules.3");
    EXPECT_EQ(NextUnsolved(store, pack, {}, "p.rules.3")->id, "p.review");
    store.RecordAttempt("p.review", ItemResult::SolvedFirstTry, 3);
    EXPECT_EQ(NextUnsolved(store, pack, {}, "p.review")->id, "p.rules.3");  // wraps around
    store.RecordAttempt("p.rules.3", ItemResult::SolvedAfterMistakes, 4);
    EXPECT_EQ(NextUnsolved(store, pack, {}), nullptr);
    EXPECT_EQ(Ids(MistakesIn(store, pack)), std::vector<std::string>{"p.rules.3"});
}

}  // namespace
}  // namespace chatur::progress
