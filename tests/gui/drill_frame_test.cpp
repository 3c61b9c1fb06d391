// The endgame drills window as a learner uses it: pick an ending, wait for the
// start position (its table is made in the background while the window stays
// live), play the moves on the board against the perfect defence, see each move
// reviewed, ask for the best move, and get the stars; closing the window, or the
// whole app, while a table is being made stops the build without a hang.
#include <gtest/gtest.h>
#include <unistd.h>
#include <wx/button.h>
#include <wx/gauge.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "core/notation/fen.h"
#include "core/tablebase/tablebase.h"
#include "gui/accessible_name.h"
#include "gui/board_view.h"
#include "gui/drill_frame.h"
#include "gui/main_frame.h"
#include "gui/text_pane.h"
#include "gui/translations.h"
#include "gui/ui_text.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

constexpr int kTimeoutMs = 120000;  // generous: a loaded machine is slow

class DrillFrameTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        // The drills' tables: a cache folder of this test's own.
        static int n = 0;
        m_dir = fs::path(::testing::TempDir()) /
                ("chatur-drills-" + std::to_string(getpid()) + "-" + std::to_string(++n));
        tables = std::make_shared<tablebase::Tablebase>(m_dir / "tablebases");
        frame = new DrillFrame(nullptr, tables, BoardLook{}, VariantId::Xiangqi, true);
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
    std::shared_ptr<tablebase::Tablebase> tables;
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
        // The verdict words the move as the lessons do ("Horse 馬 b1–c3"), not
        // in coordinates (ux-review L5).
        const wxString worded =
            MoveLabel(VariantId::Xiangqi, drill->GetGame().GetPosition().PieceAt(a.first),
                      chatur::Move(a.first, a.second));
        frame->Board()->ClickSquare(a.first);
        frame->Board()->ClickSquare(a.second);
        EXPECT_EQ(frame->Pane()->GetFeedbackKind(), FeedbackKind::Good)
            << frame->Pane()->Feedback();
        EXPECT_TRUE(frame->Pane()->Feedback().StartsWith(worded + " is a best move"))
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
    // Over: the notes list every move's verdict, one line each (ux-review L5).
    const wxString notes = frame->Pane()->Notes();
    EXPECT_TRUE(notes.Contains("Your moves, one by one:")) << notes;
    for (int move = 1; move <= par; ++move)
        EXPECT_TRUE(notes.Contains(wxString::Format("\n%d. ", move))) << notes;
    EXPECT_FALSE(notes.Contains(wxString::Format("\n%d. ", par + 1))) << notes;
}

// L2: a Close button closes the window (no window manager's close box needed).
TEST_F(DrillFrameTest, TheCloseButtonClosesTheWindow) {
    auto* close = dynamic_cast<wxButton*>(frame->FindWindow("close"));
    ASSERT_NE(close, nullptr);
    EXPECT_EQ(close->GetLabel(), "Close");
    EXPECT_TRUE(close->IsShownOnScreen());
    bool closed = false;
    frame->Bind(wxEVT_CLOSE_WINDOW, [&](wxCloseEvent& e) {
        closed = true;
        e.Skip();
    });
    wxCommandEvent click(wxEVT_BUTTON, close->GetId());
    click.SetEventObject(close);
    close->ProcessWindowEvent(click);
    EXPECT_TRUE(closed);
    frame = nullptr;  // destroyed by its close
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

TEST_F(DrillFrameTest, ClosingTheWindowDuringATableBuildStopsItAndLeavesNoPartialFile) {
    // Two Khon against a lone Khun: a four-piece Makruk table, seconds to make.
    ASSERT_TRUE(frame->SelectEnding("makruk-KSSvK"));
    ASSERT_TRUE(test::WaitFor([&] { return frame->StatusLine().StartsWith("Making the table "); },
                              kTimeoutMs))
        << frame->StatusLine();
#ifdef __WXGTK__
    // Its progress bar is named for a screen reader, not only "61 percent".
    wxGauge* gauge = nullptr;
    for (wxWindow* child : frame->GetChildren().front()->GetChildren())
        if (auto* g = dynamic_cast<wxGauge*>(child)) gauge = g;
    ASSERT_NE(gauge, nullptr);
    EXPECT_EQ(AccessibleName(gauge), _("Preparing the endgame table..."));
#endif
    frame->Destroy();  // joins the build: it must stop, not finish or hang
    frame = nullptr;
    ASSERT_TRUE(test::WaitFor([] { return wxTopLevelWindows.empty(); }, kTimeoutMs));
    // Whatever is in the cache folder is a whole table (a build cancelled part-way
    // saves nothing), and the shared tables still work.
    tablebase::Tablebase fresh(m_dir / "tablebases");
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(m_dir / "tablebases", ec)) {
        const std::string name = entry.path().stem().string();  // "makruk-KSvK"
        const bool xiangqi = name.rfind("xiangqi-", 0) == 0;
        const auto material = tablebase::ParseMaterial(xiangqi ? XiangqiVariant() : MakrukVariant(),
                                                       name.substr(name.find('-') + 1));
        ASSERT_TRUE(material) << name;
        EXPECT_NE(fresh.Fetch(*material, tablebase::Access::AtHand()).table, nullptr) << name;
    }
    EXPECT_NE(tables->Fetch(*tablebase::ParseMaterial(MakrukVariant(), "KRvK")).table, nullptr);
}

TEST(DrillFrameApp, ClosingTheAppDuringATableBuildDoesNotHang) {
    // The main window owns the tablebase service; its drills window (a child
    // window, destroyed after the frame's members) keeps the service alive until
    // its build has stopped and been joined.
    ApplyUiLanguage("en");
    const fs::path dir =
        fs::path(::testing::TempDir()) / ("chatur-drills-app-" + std::to_string(getpid()));
    const char* before = std::getenv("XDG_DATA_HOME");
    const std::optional<std::string> saved =
        before ? std::optional<std::string>(before) : std::nullopt;
    setenv("XDG_DATA_HOME", dir.c_str(), 1);
    Preferences prefs;
    prefs.language = "en";
    prefs.animateMoves = false;
    auto* main = new MainFrame(prefs, nullptr);
    main->Show();
    DrillFrame* drills = main->OpenEndgameDrills(true);
    ASSERT_NE(drills, nullptr);
    ASSERT_TRUE(drills->SelectEnding("makruk-KSSvK"));
    ASSERT_TRUE(test::WaitFor([&] { return drills->StatusLine().StartsWith("Making the table "); },
                              kTimeoutMs))
        << drills->StatusLine();
    main->Destroy();
    EXPECT_TRUE(test::WaitFor([] { return wxTopLevelWindows.empty(); }, kTimeoutMs));
    if (saved)
        setenv("XDG_DATA_HOME", saved->c_str(), 1);
    else
        unsetenv("XDG_DATA_HOME");
    std::error_code ec;
    fs::remove_all(dir, ec);
}

}  // namespace
}  // namespace chatur::gui
