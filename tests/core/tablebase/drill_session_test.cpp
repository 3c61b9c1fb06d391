// The drill session with no window: a start drawn, a move played and judged,
// the defender's reply, the end with its stars, a restart and giving up; and a
// preparation stopped by its token; the tables a capture leads to loaded first.
#include "core/tablebase/drill_session.h"

#include <gtest/gtest.h>

#include <stop_token>

#include "core/content/finding_phrase.h"
#include "tablebase_test_support.h"

namespace chatur {
namespace {

using namespace tablebase;

TEST(DrillSession, StartAMoveItsVerdictAndTheEnd) {
    test::TempDir dir;
    DrillSession session(std::make_shared<Tablebase>(dir.Path()));
    EXPECT_FALSE(session.Active());
    EXPECT_FALSE(session.LearnerToMove());
    const Ending& knk = *FindEnding("xiangqi-KNvK");
    StartPick pick = session.Prepare(knk, Difficulty::Easy, 3, {});
    ASSERT_TRUE(pick.start.has_value());
    EXPECT_FALSE(pick.error.has_value());
    session.Begin(knk, *pick.start);
    ASSERT_TRUE(session.Active());
    EXPECT_TRUE(session.LearnerToMove());
    EXPECT_EQ(session.SideToMove(), Color::White);
    EXPECT_FALSE(session.Verdict().has_value());  // no move yet

    auto best = session.BestMove();
    ASSERT_TRUE(best.has_value());
    std::optional<MoveReview> review = session.PlayLearnerMove(best->first);
    ASSERT_TRUE(review && review->IsBest());
    ASSERT_TRUE(session.Verdict().has_value());
    EXPECT_NE(content::Render(*session.Verdict()).find("is a best move"), std::string::npos)
        << content::Render(*session.Verdict());
    // The defender's turn: the learner's input is refused, the reply is played.
    EXPECT_FALSE(session.LearnerToMove());
    EXPECT_FALSE(session.PlayLearnerMove(best->first).has_value());
    EXPECT_FALSE(session.BestMove().has_value());
    if (session.Playing()) {
        ASSERT_TRUE(session.DefenderReplies().has_value());
        EXPECT_TRUE(session.LearnerToMove());
    }
    for (int i = 0; i < 40 && session.Playing(); ++i) {
        ASSERT_TRUE(session.PlayLearnerMove(session.BestMove()->first).has_value());
        session.DefenderReplies();
    }
    EXPECT_EQ(session.State(), DrillState::Won);
    EXPECT_EQ(session.Stars(), 3);
    EXPECT_EQ(session.Current()->GetGame().GetOutcome().result, Result::WhiteWins);
    EXPECT_NE(content::Render(session.Summary()).find("par. Perfect!"), std::string::npos);

    // Try again: the same start, nothing judged yet; then give up.
    ASSERT_TRUE(session.CanRestart());
    session.Restart();
    EXPECT_TRUE(session.GetPosition() == pick.start->position);
    EXPECT_TRUE(session.LearnerToMove());
    EXPECT_FALSE(session.LastReview().has_value());
    session.GiveUp();
    EXPECT_EQ(session.State(), DrillState::Failed);
    EXPECT_EQ(content::Render(session.Summary()), "Drill abandoned.");
    session.Clear();
    EXPECT_FALSE(session.Active());
    EXPECT_FALSE(session.CanRestart());
}

TEST(DrillSession, APreparationStoppedByItsTokenIsCancelledAndMakesNothing) {
    test::TempDir dir;
    DrillSession session(std::make_shared<Tablebase>(dir.Path()));
    std::stop_source stop;
    stop.request_stop();
    Access access;
    access.stop = stop.get_token();
    StartPick pick = session.Prepare(*FindEnding("makruk-KRvK"), Difficulty::Easy, 1, access);
    EXPECT_FALSE(pick.start.has_value());
    ASSERT_TRUE(pick.error.has_value());
    EXPECT_EQ(pick.error->problem, TableProblem::Cancelled);
    EXPECT_TRUE(std::filesystem::is_empty(dir.Path()));
}

TEST(DrillSession, PrepareLoadsTheTablesACaptureLeadsTo) {
    test::TempDir dir;
    const Ending& krn = *FindEnding("xiangqi-KRvKN");
    const Material canonical = EndingMaterial(krn).Canonical();
    {
        Tablebase maker(dir.Path());
        ASSERT_NE(maker.Fetch(canonical).table, nullptr);
    }
    auto tables = std::make_shared<Tablebase>(dir.Path());
    DrillSession session(tables);
    ASSERT_TRUE(session.Prepare(krn, Difficulty::Easy, 1, {}).start.has_value());
    // Every table a capture leads to is in memory: without its cache file it is
    // still at hand, so no probe of the drill makes a table on the view's thread.
    ASSERT_FALSE(canonical.Successors().empty());
    for (const Material& successor : canonical.Successors()) {
        std::filesystem::remove(tables->FileFor(successor));
        EXPECT_NE(tables->Fetch(successor, Access::AtHand()).table, nullptr) << successor.Name();
    }
}

}  // namespace
}  // namespace chatur
