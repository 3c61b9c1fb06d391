// A newcomer's path through the lessons (UX review M12, M13): Continue where I
// left off on a first start opens the game's first lesson, the home page lists
// each lesson with the puzzle packs it opens, and a finished lesson offers the
// next one and its puzzles.
#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/listbox.h>

#include <filesystem>

#include "core/content/xml_loader.h"
#include "gui/home_panel.h"
#include "gui/lesson_panel.h"
#include "gui/library_pane.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/trainer_view.h"
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

// M13: the end of a lesson offers the next lesson and the lesson's puzzles.
TEST_F(LearnerPathTest, AFinishedLessonOffersItsPuzzles) {
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/03-met.xml", "makruk.lesson.03.met"));
    LessonPanel* lesson = frame->LessonPane();
    auto* nextLesson =
        dynamic_cast<wxButton*>(wxWindow::FindWindowByName("next-lesson", frame->LessonPane()));
    auto* puzzles =
        dynamic_cast<wxButton*>(wxWindow::FindWindowByName("lesson-puzzles", frame->LessonPane()));
    ASSERT_NE(nextLesson, nullptr);
    ASSERT_NE(puzzles, nullptr);
    EXPECT_FALSE(nextLesson->IsShown());
    EXPECT_FALSE(puzzles->IsShown());
    lesson->FinishBySkipping();
    EXPECT_TRUE(nextLesson->IsShown());
    wxString label = nextLesson->GetLabelText();
    label.Replace("\n", " ");
    EXPECT_EQ(label, "Next lesson: The Khon");
    ASSERT_TRUE(puzzles->IsShown());
    EXPECT_EQ(puzzles->GetLabelText(), "Puzzles for this lesson");
    EXPECT_EQ(puzzles->GetToolTipText(), "Makruk: the Met");
    wxCommandEvent click(wxEVT_BUTTON, puzzles->GetId());
    click.SetEventObject(puzzles);
    puzzles->ProcessWindowEvent(click);
    EXPECT_EQ(frame->Mode(), FrameMode::Puzzle);
    ASSERT_NE(frame->PuzzlePane()->Current(), nullptr);
    EXPECT_EQ(frame->PuzzlePane()->Current()->id, "makruk.met.01");
}

// M13: the next-lesson offer opens it; a lesson that opens no pack offers none.
TEST_F(LearnerPathTest, TheNextLessonOfferOpensIt) {
    ASSERT_TRUE(frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/01-board.xml",
                                   "makruk.lesson.01.board"));
    LessonPanel* lesson = frame->LessonPane();
    lesson->FinishBySkipping();
    ASSERT_TRUE(lesson->Session()->Finished());
    auto* puzzles =
        dynamic_cast<wxButton*>(wxWindow::FindWindowByName("lesson-puzzles", frame->LessonPane()));
    EXPECT_FALSE(puzzles->IsShown());
    auto* nextLesson =
        dynamic_cast<wxButton*>(wxWindow::FindWindowByName("next-lesson", frame->LessonPane()));
    wxCommandEvent click(wxEVT_BUTTON, nextLesson->GetId());
    click.SetEventObject(nextLesson);
    nextLesson->ProcessWindowEvent(click);
    EXPECT_EQ(lesson->Session()->Lesson().id, "makruk.lesson.02.khun-rua-ma");
    EXPECT_FALSE(nextLesson->IsShown());
}

// Item 2: the home page lists under each lesson the packs it opens, with their
// state, and opens one from there.
TEST_F(LearnerPathTest, TheHomePageListsThePacksEachLessonOpens) {
    frame->ShowHome(VariantId::Makruk);
    HomePanel* home = frame->HomePane();
    auto* list = dynamic_cast<wxListBox*>(wxWindow::FindWindowByName("home-lessons", home));
    ASSERT_NE(list, nullptr);
    int met = wxNOT_FOUND;
    for (unsigned i = 0; i < list->GetCount(); ++i)
        if (list->GetString(i).EndsWith("The Met")) met = int(i);
    ASSERT_NE(met, wxNOT_FOUND);
    ASSERT_LT(unsigned(met + 1), list->GetCount());
    EXPECT_TRUE(list->GetString(unsigned(met + 1))
                    .EndsWith(wxString::FromUTF8("0/2 solved \xc2\xb7 Makruk: the Met")))
        << list->GetString(unsigned(met + 1));
    // The graded packs ask about the count: they come under the pieces' honour count.
    int count = wxNOT_FOUND;
    for (unsigned i = 0; i < list->GetCount(); ++i)
        if (list->GetString(i).Find(" solved ") == wxNOT_FOUND &&
            list->GetString(i).Find("honour count") != wxNOT_FOUND)
            count = int(i);
    ASSERT_NE(count, wxNOT_FOUND);
    EXPECT_NE(list->GetString(unsigned(count + 1)).Find("/32 solved"), wxNOT_FOUND);
    home->OpenRow(size_t(met + 1));
    EXPECT_EQ(frame->Mode(), FrameMode::Puzzle);
    ASSERT_NE(frame->PuzzlePane()->Current(), nullptr);
    EXPECT_EQ(frame->PuzzlePane()->Current()->id, "makruk.met.01");
    // Back home, the lesson row still opens the lesson.
    frame->ShowHome(VariantId::Makruk);
    home->OpenRow(size_t(met));
    EXPECT_EQ(frame->Mode(), FrameMode::Lesson);
    EXPECT_EQ(frame->LessonPane()->Session()->Lesson().id, "makruk.lesson.03.met");
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

// M18: the library shows what runs: a kind of training (also when the
// dashboard's Train started it), a home page; a puzzle tried from the pack
// editor that the library does not hold leaves nothing selected.
TEST_F(LearnerPathTest, TheLibrarySelectionFollowsTrainingHomeAndTry) {
    wxDataViewTreeCtrl* tree = frame->Library()->Tree();
    const auto selected = [&](LibraryEntry::Kind kind, VariantId variant) {
        const auto& entries = frame->Library()->Entries();
        for (size_t i = 0; i < entries.size(); ++i)
            if (entries[i].kind == kind && entries[i].variant == variant)
                return tree->GetSelection() == frame->Library()->EntryItem(i);
        return false;
    };
    frame->StartTraining(VariantId::Xiangqi, TrainMode::Streak);
    EXPECT_TRUE(selected(LibraryEntry::Kind::Streak, VariantId::Xiangqi));
    frame->StartTraining(VariantId::Makruk, TrainMode::Rated);
    EXPECT_TRUE(selected(LibraryEntry::Kind::Train, VariantId::Makruk));
    frame->ShowHome(VariantId::Xiangqi);
    EXPECT_TRUE(selected(LibraryEntry::Kind::Home, VariantId::Xiangqi));
    auto loaded = content::LoadPackFile(CHATUR_SOURCE_DIR "/tests/data/good_all_tasks.xml");
    ASSERT_TRUE(loaded.pack);
    auto pack = std::make_shared<const content::Pack>(std::move(*loaded.pack));
    ASSERT_TRUE(frame->TryPuzzle(pack, pack->puzzles.front().id));
    EXPECT_FALSE(tree->GetSelection().IsOk());
}

// L4: a puzzle's themes give its answer away: the library names them only
// once the puzzle was tried to the end.
TEST_F(LearnerPathTest, TheLibraryNamesAPuzzlesThemesOnceItIsOver) {
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/puzzles/makruk-2-compare.xml", "makruk.compare.01"));
    EXPECT_EQ(frame->Library()->LabelOf("makruk.compare.01").Find("Promotion"), wxNOT_FOUND)
        << frame->Library()->LabelOf("makruk.compare.01");
    frame->PuzzlePane()->View()->RevealAnswer();
    EXPECT_NE(frame->Library()->LabelOf("makruk.compare.01").Find("Promotion"), wxNOT_FOUND)
        << frame->Library()->LabelOf("makruk.compare.01");
    // Another puzzle of the same theme, not tried: still without.
    EXPECT_EQ(frame->Library()->LabelOf("makruk.compare.02").Find("Promotion"), wxNOT_FOUND);
}

}  // namespace
}  // namespace chatur::gui
