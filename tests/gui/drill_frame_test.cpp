// The endgame drills window as a learner uses it: pick an ending, wait for the
// start position (its table is made in the background while the window stays
// live), play the moves on the board against the perfect defence, see each move
// reviewed, ask for the best move, and get the stars.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "core/notation/fen.h"
#include "gui/board_view.h"
#include "gui/drill_frame.h"
#include "gui/drill_worker.h"
#include "gui/text_pane.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

constexpr int kTimeoutMs = 120000;  // generous: a loaded machine is slow

class DrillFrameTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        // The drills' tables live under $XDG_DATA_HOME: a folder of this test's
        // own, set before the tables object is made (once per process).
        m_dir = fs::path(::testing::TempDir()) / ("chatur-drills-" + std::to_string(getpid()));
        setenv("XDG_DATA_HOME", (m_dir / "data").c_str(), 1);
        if (DrillTablebase().CacheDir() != m_dir / "data" / "chatur" / "tablebases")
            GTEST_SKIP() << "the drills' tables were opened earlier in this process";
        frame = new DrillFrame(nullptr, BoardLook{}, VariantId::Xiangqi, true);
        frame->Show();
    }
    void TearDown() override {
        if (frame) frame->Destroy();
        wxTheApp->Yield(true);
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }
    bool WaitForLearner() {
        return test::WaitFor(
            [&] {
                const tablebase::Drill* d = frame->CurrentDrill();
                return !frame->IsPreparing() && d &&
                       (d->LearnerToMove() || d->State() != tablebase::DrillState::Playing);
            },
            kTimeoutMs);
    }
    fs::path m_dir;
    DrillFrame* frame = nullptr;
};

TEST_F(DrillFrameTest, BestMovesOnTheBoardWinInParForThreeStars) {
    ASSERT_TRUE(frame->SelectEnding("xiangqi-KNvK"));
    ASSERT_TRUE(WaitForLearner());
    const tablebase::Drill* drill = frame->CurrentDrill();
    ASSERT_NE(drill, nullptr);
    const int par = drill->Par();
    EXPECT_GE(par, 2);
    EXPECT_EQ(frame->StatusLine(), "Red to move");
    EXPECT_TRUE(frame->Pane()->Body().Contains(wxString::Format("Par: mate in %d.", par)));
    // Show the best move: the notes name it, the board draws its arrow.
    frame->ShowBestMove();
    EXPECT_TRUE(frame->Pane()->Notes().StartsWith("Best move: "));
    ASSERT_EQ(frame->Board()->Annotations().hintArrows.size(), 1u);
    for (int i = 0; i < 30 && drill->State() == tablebase::DrillState::Playing; ++i) {
        frame->ShowBestMove();
        // The learner plays the arrow's move: a click on the piece, one on its target.
        const auto a = frame->Board()->Annotations().hintArrows.at(0);
        frame->Board()->ClickSquare(a.first);
        frame->Board()->ClickSquare(a.second);
        EXPECT_EQ(frame->Pane()->GetFeedbackKind(), FeedbackKind::Good)
            << frame->Pane()->Feedback();
        ASSERT_TRUE(WaitForLearner());
        drill = frame->CurrentDrill();
        if (drill->State() == tablebase::DrillState::Playing) {
            EXPECT_TRUE(frame->FindWindow("best-move")->IsEnabled());
        }
    }
    EXPECT_FALSE(frame->FindWindow("best-move")->IsEnabled());
    EXPECT_EQ(drill->State(), tablebase::DrillState::Won);
    EXPECT_EQ(drill->LearnerMoves(), par);
    EXPECT_EQ(frame->StarsLabel(), wxString::FromUTF8("\xE2\x98\x85\xE2\x98\x85\xE2\x98\x85"));
    EXPECT_TRUE(frame->Pane()->Feedback().Contains("Perfect!")) << frame->Pane()->Feedback();
}

TEST_F(DrillFrameTest, GivingUpEndsTheDrillWithNoStarAndTryAgainRestarts) {
    ASSERT_TRUE(frame->SelectEnding("xiangqi-KNvK"));
    ASSERT_TRUE(WaitForLearner());
    const std::string start = ToFen(frame->CurrentDrill()->GetGame().GetPosition());
    frame->GiveUp();
    EXPECT_EQ(frame->CurrentDrill()->State(), tablebase::DrillState::Failed);
    EXPECT_EQ(frame->StarsLabel(), wxString::FromUTF8("\xE2\x98\x86\xE2\x98\x86\xE2\x98\x86"));
    EXPECT_EQ(frame->Pane()->GetFeedbackKind(), FeedbackKind::Problem);
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
    frame->TryAgain();
    EXPECT_EQ(frame->CurrentDrill()->State(), tablebase::DrillState::Playing);
    EXPECT_EQ(ToFen(frame->CurrentDrill()->GetGame().GetPosition()), start);
    EXPECT_EQ(frame->StarsLabel(), wxString());
}

}  // namespace
}  // namespace chatur::gui
