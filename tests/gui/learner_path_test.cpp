// A newcomer's path through the lessons (UX review M12, M13): Continue where I
// left off on a first start opens the game's first lesson, and a finished
// lesson offers the next one with one click on Next.
#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/dataview.h>

#include <filesystem>

#include "gui/home_panel.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

class LearnerPathTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        dir = fs::path(::testing::TempDir()) / ("chatur-path-" + std::to_string(getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr, wxString::FromUTF8((dir / "progress.txt").string()));
        frame->SetSize(1280, 800);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        fs::remove_all(dir);
    }
    wxButton* Next() {
        return dynamic_cast<wxButton*>(wxWindow::FindWindowByName("next", frame->LessonPane()));
    }
    MainFrame* frame = nullptr;
    fs::path dir;
};

TEST_F(LearnerPathTest, ContinueOnAFirstStartOpensTheFirstLesson) {
    ASSERT_FALSE(frame->Progress().GetBookmark().has_value());
    ASSERT_TRUE(frame->ContinueWhereLeftOff());
    EXPECT_EQ(frame->Mode(), FrameMode::Lesson);
    ASSERT_NE(frame->LessonPane()->Session(), nullptr);
    EXPECT_EQ(frame->LessonPane()->Session()->Lesson().id, "makruk.lesson.01.board");
    EXPECT_EQ(frame->LessonPane()->Session()->Index(), 0u);
}

TEST_F(LearnerPathTest, AFinishedLessonOffersTheNextOne) {
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/03-met.xml", "makruk.lesson.03.met"));
    LessonPanel* lesson = frame->LessonPane();
    // Through every step, skipping the tasks.
    while (!lesson->Session()->Finished()) {
        if (!Next()->IsEnabled()) lesson->SkipStep();
        lesson->GoNext();
    }
    EXPECT_NE(lesson->Feedback().Find("Next lesson: The Khon"), wxNOT_FOUND);
    EXPECT_TRUE(Next()->IsEnabled());
    EXPECT_EQ(Next()->GetLabel(), "&Next lesson");
    wxCommandEvent click(wxEVT_BUTTON, Next()->GetId());
    click.SetEventObject(Next());
    Next()->ProcessWindowEvent(click);
    ASSERT_NE(lesson->Session(), nullptr);
    EXPECT_EQ(lesson->Session()->Lesson().id, "makruk.lesson.04.khon");
    EXPECT_EQ(lesson->Subtitle(),
              "Step 1 of " + wxString::Format("%zu", lesson->Session()->StepCount()));
}

// M12: the first start shows Makruk's home page; its one button opens lesson 1.
TEST_F(LearnerPathTest, TheFirstStartShowsTheHomePageWithStartHere) {
    ASSERT_TRUE(frame->ShowHomeOnFirstStart());
    EXPECT_EQ(frame->Mode(), FrameMode::Home);
    HomePanel* home = frame->HomePane();
    EXPECT_EQ(home->StartLesson(), "makruk.lesson.01.board");
    auto* start = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("start-here", home));
    ASSERT_NE(start, nullptr);
    wxString label = start->GetLabel();
    label.Replace("\n", " ");
    EXPECT_EQ(label, "Start here: The board and the set-up");
    wxCommandEvent click(wxEVT_BUTTON, start->GetId());
    click.SetEventObject(start);
    start->ProcessWindowEvent(click);
    EXPECT_EQ(frame->Mode(), FrameMode::Lesson);
    EXPECT_EQ(frame->LessonPane()->Session()->Lesson().id, "makruk.lesson.01.board");
    // Once something was done, the start is no longer a first start.
    EXPECT_FALSE(frame->ShowHomeOnFirstStart());
    frame->ShowHome(VariantId::Makruk);
    EXPECT_EQ(label.Find("Continue"), wxNOT_FOUND);
    wxString again = start->GetLabel();
    again.Replace("\n", " ");
    EXPECT_EQ(again, "Continue: The board and the set-up");
}

// M11: the arrow keys walk the library without opening what they pass; Enter opens.
TEST_F(LearnerPathTest, ArrowKeysInTheLibrarySelectAndEnterOpens) {
    wxDataViewTreeCtrl* tree = frame->Library()->Tree();
    const auto& entries = frame->Library()->Entries();
    size_t lesson = entries.size();
    for (size_t i = 0; i < entries.size(); ++i)
        if (entries[i].kind == LibraryEntry::Kind::Lesson &&
            entries[i].itemId == "makruk.lesson.03.met")
            lesson = i;
    ASSERT_LT(lesson, entries.size());
    const wxDataViewItem item = frame->Library()->EntryItem(lesson);
    ASSERT_TRUE(item.IsOk());
    wxKeyEvent key(wxEVT_KEY_DOWN);
    key.m_keyCode = WXK_DOWN;
    key.SetEventObject(tree->GetMainWindow());
    tree->GetMainWindow()->ProcessWindowEvent(key);
    tree->Select(item);  // what the arrow key does next, and the event it sends
    wxDataViewEvent selected(wxEVT_DATAVIEW_SELECTION_CHANGED, tree, item);
    tree->ProcessWindowEvent(selected);
    EXPECT_EQ(frame->Mode(), FrameMode::FreePlay);
    wxDataViewEvent enter(wxEVT_DATAVIEW_ITEM_ACTIVATED, tree, item);
    tree->ProcessWindowEvent(enter);
    EXPECT_EQ(frame->Mode(), FrameMode::Lesson);
}

// M18: the library's selection follows Next puzzle.
TEST_F(LearnerPathTest, TheLibrarySelectionFollowsThePuzzleShown) {
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/puzzles/makruk-1-rules.xml", "makruk.rules.01"));
    frame->PuzzlePane()->NextPuzzle();
    const std::string shown = frame->PuzzlePane()->Current()->id;
    ASSERT_NE(shown, "makruk.rules.01");
    wxDataViewTreeCtrl* tree = frame->Library()->Tree();
    EXPECT_EQ(tree->GetItemText(tree->GetSelection()), frame->Library()->LabelOf(shown));
}

}  // namespace
}  // namespace chatur::gui
