// Which side of the board is at the bottom (UX review H5, H6): a puzzle or a
// game seen from Black keeps that side through a language switch, the flip for
// Black never becomes the saved preference, and View > Flip board is ticked
// exactly when the board shown is turned round.
#include <gtest/gtest.h>
#include <wx/menu.h>

#include "gui/board_view.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

const wxString kComparePack = CHATUR_SOURCE_DIR "/puzzles/makruk-2-compare.xml";
const char* const kBlackPuzzle = "makruk.compare.29";  // asked from Black's side

class FlipTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr);
        frame->SetSize(1280, 800);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        ApplyUiLanguage("en");
    }
    bool Flipped() const { return frame->Board()->Interaction().Flipped(); }
    // View > Flip board's tick (the menu bar is rebuilt in each language).
    bool MenuTicked() const {
        wxMenuBar* bar = frame->GetMenuBar();
        wxMenu* view = bar->GetMenu(2);
        for (wxMenuItem* item : view->GetMenuItems())
            if (item->IsCheckable() &&
                item->GetItemLabelText() == wxStripMenuCodes(_("&Flip board\tCtrl+R")))
                return item->IsChecked();
        ADD_FAILURE() << "no Flip board item";
        return false;
    }
    void SwitchLanguage(const char* language) {
        Preferences p = frame->GetPreferences();
        p.language = language;
        frame->ApplyPreferences(p);
    }
    MainFrame* frame = nullptr;
};

TEST_F(FlipTest, ALanguageSwitchKeepsAPuzzleSeenFromBlack) {
    ASSERT_TRUE(frame->OpenContent(kComparePack, kBlackPuzzle));
    ASSERT_TRUE(Flipped());
    EXPECT_TRUE(MenuTicked());
    SwitchLanguage("id");
    EXPECT_TRUE(Flipped());
    SwitchLanguage("de");
    EXPECT_TRUE(Flipped());
    EXPECT_TRUE(MenuTicked());
    EXPECT_FALSE(frame->GetPreferences().flipped);
}

TEST_F(FlipTest, TheFlipForBlackBelongsToThatGameOnly) {
    GameSetup setup;
    setup.opponent = Opponent::Computer;
    setup.humanSide = Color::Black;
    setup.seed = 7;
    ASSERT_TRUE(frame->StartPlay(setup));
    EXPECT_TRUE(Flipped());
    EXPECT_TRUE(MenuTicked());
    EXPECT_FALSE(frame->GetPreferences().flipped);
    SwitchLanguage("th");
    EXPECT_TRUE(Flipped());
    SwitchLanguage("en");
    // Free play afterwards: White at the bottom, as the preference says.
    frame->NewGame(VariantId::Makruk);
    EXPECT_FALSE(Flipped());
    EXPECT_FALSE(MenuTicked());
    // Back to the game: Black at the bottom again.
    frame->ReturnToGame();
    EXPECT_TRUE(Flipped());
    EXPECT_FALSE(frame->GetPreferences().flipped);
}

TEST_F(FlipTest, FlipBoardTurnsThePuzzleButKeepsThePreference) {
    ASSERT_TRUE(frame->OpenContent(kComparePack, kBlackPuzzle));
    frame->FlipBoard();
    EXPECT_FALSE(Flipped());
    EXPECT_FALSE(MenuTicked());
    EXPECT_FALSE(frame->GetPreferences().flipped);
    // In free play the preference is the board's side.
    frame->NewGame(VariantId::Makruk);
    frame->FlipBoard();
    EXPECT_TRUE(Flipped());
    EXPECT_TRUE(frame->GetPreferences().flipped);
    EXPECT_TRUE(MenuTicked());
}

}  // namespace
}  // namespace chatur::gui
