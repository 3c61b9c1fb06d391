// Keyboard mnemonics (the `&` letters) in all four languages, checked on the real
// windows: within every group of controls the user sees at the same time, no two
// labels may share a letter (Alt+letter would then only cycle between them), and
// within every menu no two items may.
//
// The groups (docs/localisation.md, "Mnemonics"):
// - play mode: the buttons under the board and the play panel's buttons. Which of
//   them show depends on the game (the count buttons, Claim draw, Accept/Decline),
//   so every control whose parent is on screen counts, shown or not: any of them
//   can appear next to the others;
// - the Train pane (its settings and buttons, the trainer view's) with the buttons
//   under the board;
// - free play, a lesson, a puzzle: the controls on screen, plus those that a later
//   state shows (again, every control whose parent is on screen), except the
//   buttons under the board that only free play and play show (the count
//   buttons, Undo, New game);
// - each dialog (New game, Preferences, Bookmarks) and the pack editor window;
// - each menu of the main window and of the editor, and the menu bar's titles.
#include <gtest/gtest.h>
#include <wx/anybutton.h>
#include <wx/checkbox.h>
#include <wx/menu.h>
#include <wx/radiobut.h>
#include <wx/statbox.h>
#include <wx/stattext.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "core/notation/fen.h"
#include "gui/bookmarks_dialog.h"
#include "gui/editor/editor_frame.h"
#include "gui/main_frame.h"
#include "gui/new_game_dialog.h"
#include "gui/preferences_dialog.h"
#include "gui/puzzle_panel.h"
#include "gui/trainer_view.h"
#include "gui/training/train_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

const char* const kLanguages[] = {"en", "id", "de", "th"};
constexpr const char* kEnding = "3k4/8/8/8/8/8/7r/R2K4 w - - 0 1";  // the count may start

// The mnemonic letter of a label ("Sho&w ranges" -> 'w', "เกมใหม่ (&N)" -> 'n'), or 0.
wxUniChar MnemonicOf(const wxString& label) {
    for (size_t i = 0; i + 1 < label.size(); ++i) {
        if (label[i] != '&') continue;
        if (label[i + 1] == '&') {
            ++i;  // "&&" is a literal ampersand
            continue;
        }
        return wxString(label[i + 1]).Lower()[0];
    }
    return 0;
}

// "letter: label A | label B" for every letter used more than once.
std::vector<std::string> Clashes(const std::vector<wxString>& labels) {
    std::map<wxUniChar, std::vector<wxString>> byLetter;
    for (const wxString& label : labels) {
        const wxUniChar letter = MnemonicOf(label);
        if (letter != 0) byLetter[letter].push_back(label);
    }
    std::vector<std::string> clashes;
    for (const auto& [letter, users] : byLetter) {
        if (users.size() < 2) continue;
        std::string line = wxString(letter).utf8_string() + ":";
        for (const wxString& l : users) line += " [" + l.utf8_string() + "]";
        clashes.push_back(line);
    }
    return clashes;
}

// A control whose label can carry a mnemonic.
bool HasMnemonicLabel(wxWindow* w) {
    return dynamic_cast<wxAnyButton*>(w) || dynamic_cast<wxCheckBox*>(w) ||
           dynamic_cast<wxRadioButton*>(w) || dynamic_cast<wxStaticText*>(w) ||
           dynamic_cast<wxStaticBox*>(w);
}

// The labels of every such control under `root` whose parent is on screen (the
// control itself may be hidden for now), leaving out the controls named in `skip`.
void CollectLabels(wxWindow* root, const std::set<wxString>& skip, std::vector<wxString>& out) {
    for (wxWindow* child : root->GetChildren()) {
        if (child->IsTopLevel()) continue;  // a dialog or frame of its own
        if (HasMnemonicLabel(child) && root->IsShownOnScreen() && !skip.count(child->GetName()))
            out.push_back(child->GetLabel());
        CollectLabels(child, skip, out);
    }
}

std::vector<std::string> WindowClashes(wxWindow* window, const std::set<wxString>& skip = {}) {
    std::vector<wxString> labels;
    CollectLabels(window, skip, labels);
    return Clashes(labels);
}

std::vector<std::string> MenuClashes(wxMenuBar* bar) {
    std::vector<std::string> clashes;
    std::vector<wxString> titles;
    std::vector<wxMenu*> menus;
    for (size_t i = 0; i < bar->GetMenuCount(); ++i) {
        titles.push_back(bar->GetMenuLabel(i));
        menus.push_back(bar->GetMenu(i));
    }
    for (const std::string& c : Clashes(titles)) clashes.push_back("menu bar " + c);
    while (!menus.empty()) {
        wxMenu* menu = menus.back();
        menus.pop_back();
        std::vector<wxString> items;
        for (wxMenuItem* item : menu->GetMenuItems()) {
            if (item->IsSeparator()) continue;
            items.push_back(item->GetItemLabel().BeforeFirst('\t'));
            if (item->GetSubMenu()) menus.push_back(item->GetSubMenu());
        }
        const wxString title = menu->GetTitle().empty() ? wxString("menu") : menu->GetTitle();
        for (const std::string& c : Clashes(items))
            clashes.push_back(title.utf8_string() + " " + c);
    }
    return clashes;
}

std::string Join(const std::vector<std::string>& lines) {
    std::string s;
    for (const std::string& l : lines) s += "\n  " + l;
    return s;
}

class MnemonicsTest : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override { ApplyUiLanguage(GetParam()); }
    void TearDown() override {
        for (wxWindow* w : wxTopLevelWindows) w->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        ApplyUiLanguage("en");
    }
    MainFrame* OpenFrame() {
        Preferences prefs;
        prefs.language = GetParam();
        prefs.animateMoves = false;
        const std::string progress = ::testing::TempDir() + "mnemonics-progress-" + GetParam();
        auto* f = new MainFrame(prefs, nullptr, wxString::FromUTF8(progress));
        f->SetSize(1400, 900);
        f->Show();
        EXPECT_TRUE(test::WaitFor([&] { return f->IsShownOnScreen(); }));
        return f;
    }
};

TEST_P(MnemonicsTest, PlayModeBoardButtonsAndPlayPanelAreOneGroup) {
    MainFrame* frame = OpenFrame();
    GameSetup setup;
    setup.opponent = Opponent::Friend;
    setup.fen = kEnding;
    ASSERT_TRUE(frame->StartPlay(setup));
    ASSERT_EQ(frame->Mode(), FrameMode::Play);
    const std::vector<std::string> clashes = WindowClashes(frame);
    EXPECT_TRUE(clashes.empty()) << GetParam() << ", play mode:" << Join(clashes);
    // The group is the whole of it: 5 buttons under the board, 8 in the play panel.
    std::vector<wxString> labels;
    CollectLabels(frame, {}, labels);
    EXPECT_GE(std::count_if(labels.begin(), labels.end(),
                            [](const wxString& l) { return MnemonicOf(l) != 0; }),
              13);
}

TEST_P(MnemonicsTest, FreePlayLessonAndPuzzleControlsAreUnique) {
    MainFrame* frame = OpenFrame();
    // Shown only in free play and play (MainFrame::SetMode, UpdateStatus).
    const std::set<wxString> playOnly = {"undo", "new-game", "count-start", "count-stop"};
    frame->NewGame(VariantId::Makruk);
    frame->SetGamePosition(std::get<FenData>(ParseFen(MakrukVariant(), kEnding)).position);
    std::vector<std::string> clashes = WindowClashes(frame);
    EXPECT_TRUE(clashes.empty()) << GetParam() << ", free play:" << Join(clashes);

    const wxString src(CHATUR_SOURCE_DIR);
    for (const char* path : {"/lessons/makruk/07-board-count.xml", "/lessons/xiangqi/01-board.xml",
                             "/puzzles/makruk-1-rules.xml", "/puzzles/xiangqi-2-compare.xml"}) {
        ASSERT_TRUE(frame->OpenContent(src + path)) << path;
        clashes = WindowClashes(frame, playOnly);
        EXPECT_TRUE(clashes.empty()) << GetParam() << ", " << path << ":" << Join(clashes);
        if (frame->Mode() != FrameMode::Puzzle) continue;
        frame->PuzzlePane()->View()->RevealAnswer();  // a move puzzle's steps, if any
        clashes = WindowClashes(frame, playOnly);
        EXPECT_TRUE(clashes.empty()) << GetParam() << ", " << path << " answer:" << Join(clashes);
    }
}

// The Train pane (docs/training.md): its settings, Progress charts, Next puzzle / New
// streak and the trainer view's buttons, with the buttons under the board.
TEST_P(MnemonicsTest, TrainPaneControlsAreUnique) {
    MainFrame* frame = OpenFrame();
    const std::set<wxString> playOnly = {"undo", "new-game", "count-start", "count-stop"};
    for (TrainMode mode : {TrainMode::Rated, TrainMode::Streak}) {
        frame->StartTraining(VariantId::Makruk, mode);
        ASSERT_TRUE(test::WaitFor([&] { return !frame->TrainingLoading(); }));
        ASSERT_EQ(frame->Mode(), FrameMode::Train);
        std::vector<std::string> clashes = WindowClashes(frame, playOnly);
        EXPECT_TRUE(clashes.empty()) << GetParam() << ", Train pane:" << Join(clashes);
        // With the answer shown: Previous move / Next move step through it.
        frame->TrainPane()->View()->RevealAnswer();
        clashes = WindowClashes(frame, playOnly);
        EXPECT_TRUE(clashes.empty()) << GetParam() << ", answer shown:" << Join(clashes);
    }
    // Difficulty, Theme, Progress charts, Next puzzle, Hint, Show answer, Retry.
    std::vector<wxString> labels;
    CollectLabels(frame->TrainPane(), {}, labels);
    EXPECT_GE(std::count_if(labels.begin(), labels.end(),
                            [](const wxString& l) { return MnemonicOf(l) != 0; }),
              7);
}

TEST_P(MnemonicsTest, EveryMenuHasUniqueLetters) {
    MainFrame* frame = OpenFrame();
    std::vector<std::string> clashes = MenuClashes(frame->GetMenuBar());
    EXPECT_TRUE(clashes.empty()) << GetParam() << ", main window menus:" << Join(clashes);

    auto* editor = new EditorFrame(nullptr, editor::PackDocument(MakrukVariant(), "club.keys"));
    editor->Show();
    ASSERT_TRUE(test::WaitFor([&] { return editor->IsShownOnScreen(); }));
    clashes = MenuClashes(editor->GetMenuBar());
    EXPECT_TRUE(clashes.empty()) << GetParam() << ", editor menus:" << Join(clashes);
    clashes = WindowClashes(editor);
    EXPECT_TRUE(clashes.empty()) << GetParam() << ", editor window:" << Join(clashes);
}

TEST_P(MnemonicsTest, DialogsHaveUniqueLetters) {
    MainFrame* frame = OpenFrame();
    {
        NewGameDialog dialog(frame, GameSetup{});
        dialog.Show();
        ASSERT_TRUE(test::WaitFor([&] { return dialog.IsShownOnScreen(); }));
        const std::vector<std::string> clashes = WindowClashes(&dialog);
        EXPECT_TRUE(clashes.empty()) << GetParam() << ", New game dialog:" << Join(clashes);
        dialog.Hide();
    }
    {
        Preferences prefs;
        prefs.language = GetParam();
        PreferencesDialog dialog(frame, prefs, [](const Preferences&) {});
        dialog.Show();
        ASSERT_TRUE(test::WaitFor([&] { return dialog.IsShownOnScreen(); }));
        const std::vector<std::string> clashes = WindowClashes(&dialog);
        EXPECT_TRUE(clashes.empty()) << GetParam() << ", Preferences dialog:" << Join(clashes);
        dialog.Hide();
    }
    {
        BookmarksDialog dialog(frame, &frame->Progress(),
                               [](const progress::SavedBookmark&) { return wxString("mark"); });
        dialog.Show();
        ASSERT_TRUE(test::WaitFor([&] { return dialog.IsShownOnScreen(); }));
        const std::vector<std::string> clashes = WindowClashes(&dialog);
        EXPECT_TRUE(clashes.empty()) << GetParam() << ", Bookmarks dialog:" << Join(clashes);
        dialog.Hide();
    }
}

// The check itself: a planted clash is found, "&&" is no mnemonic, Thai's "(&N)" is.
TEST(MnemonicCheck, FindsAClashAndReadsEveryLabelForm) {
    EXPECT_EQ(MnemonicOf("Sho&w ranges"), wxUniChar('w'));
    EXPECT_EQ(MnemonicOf("Save && quit"), wxUniChar(0));
    EXPECT_EQ(MnemonicOf(wxString::FromUTF8("\xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xa1 (&N)")),
              wxUniChar('n'));
    EXPECT_EQ(Clashes({"&New game", "A&nalyse", "&Undo"}).size(), 1u);
    EXPECT_TRUE(Clashes({"&New game", "Anal&yse", "&Undo"}).empty());
}

INSTANTIATE_TEST_SUITE_P(AllLanguages, MnemonicsTest, ::testing::ValuesIn(kLanguages),
                         [](const auto& info) { return std::string(info.param); });

}  // namespace
}  // namespace chatur::gui
