// The puzzle trainer and the lesson player in the real window: a pack is
// opened, puzzles are answered through the same entry points a click uses
// (board clicks through BoardView::ClickSquare, buttons through their
// wxEVT_BUTTON), and the feedback, the progress store, the saved progress file
// and the library's badges are checked. Free play shows Makruk's counts.
#include <gtest/gtest.h>
#include <wx/aboutdlg.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filename.h>
#include <wx/listbox.h>
#include <wx/spinctrl.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/notation/fen.h"
#include "core/progress/progress_store.h"
#include "gui/board_view.h"
#include "gui/bookmarks_dialog.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/text_pane.h"
#include "gui/trainer_view.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

const wxString kPack = CHATUR_SOURCE_DIR "/tests/gui/data/trainer_pack.xml";

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

// Presses a named button under `parent` as a click does.
void Press(wxWindow* parent, const wxString& name) {
    auto* button = dynamic_cast<wxButton*>(wxWindow::FindWindowByName(name, parent));
    ASSERT_NE(button, nullptr) << name;
    ASSERT_TRUE(button->IsEnabled()) << name;
    wxCommandEvent event(wxEVT_BUTTON, button->GetId());
    event.SetEventObject(button);
    button->ProcessWindowEvent(event);
}

class TrainerTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        dir = fs::path(::testing::TempDir()) / ("chatur-gui-" + std::to_string(getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
        progressPath = (dir / "progress.txt").string();
        Open();
    }
    void Open() {
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr, wxString::FromUTF8(progressPath));
        frame->SetSize(1280, 800);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void Close() {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
    }
    void TearDown() override {
        Close();
        fs::remove_all(dir);
        ApplyUiLanguage("en");
    }
    // The progress as saved on disk (in the training database next to progress.txt).
    progress::ProgressStore Saved() {
        progress::ProgressStore store((dir / "training.db").string());
        EXPECT_FALSE(store.Load());
        return store;
    }
    PuzzlePanel* Puzzles() { return frame->PuzzlePane(); }

    MainFrame* frame = nullptr;
    fs::path dir;
    std::string progressPath;
};

TEST_F(TrainerTest, MovePuzzleWithTheOpponentsReply) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.fork"));
    EXPECT_EQ(frame->Mode(), FrameMode::Puzzle);
    EXPECT_EQ(Puzzles()->Title(), "GUI trainer tests");
    EXPECT_TRUE(Puzzles()->Body().StartsWith("Win the Rua."));
    BoardView* board = frame->Board();
    // The opponent's move that led here is the board's last move (ux-review M4).
    EXPECT_EQ(board->Interaction().LastMove(), chatur::Move(Sq("a7"), Sq("a8")));

    // A wrong move is taken back with a reason.
    board->ClickSquare(Sq("b5"));
    board->ClickSquare(Sq("d6"));
    EXPECT_EQ(Puzzles()->GetFeedbackKind(), FeedbackKind::Problem);
    EXPECT_TRUE(Puzzles()->Feedback().Contains("does not win material")) << Puzzles()->Feedback();
    EXPECT_EQ(TypeOf(board->Interaction().GetPosition().PieceAt(Sq("b5"))), PieceType::Horse);
    // One that hangs the Ma says which answer takes it (ux-review M14).
    board->ClickSquare(Sq("b5"));
    board->ClickSquare(Sq("a7"));
    EXPECT_TRUE(Puzzles()->Feedback().Contains(
        L"The opponent would answer Rua a8\u2013a7 and take your Ma. It has been taken back"))
        << Puzzles()->Feedback();

    // The right move: the reply is played on the board, then the last move solves it.
    board->ClickSquare(Sq("b5"));
    board->ClickSquare(Sq("c7"));
    EXPECT_EQ(Puzzles()->GetFeedbackKind(), FeedbackKind::Good);
    EXPECT_TRUE(Puzzles()->Feedback().Contains(L"Khun e8\u2013f8")) << Puzzles()->Feedback();
    EXPECT_EQ(TypeOf(board->Interaction().GetPosition().PieceAt(Sq("f8"))), PieceType::King);
    board->ClickSquare(Sq("c7"));
    board->ClickSquare(Sq("a8"));
    // Solved after a wrong move: right, but no praise (ux-review M3).
    EXPECT_EQ(Puzzles()->Feedback(), "That is the right move.");
    EXPECT_TRUE(Puzzles()->Notes().Contains("The Ma checks and attacks the Rua."));
    EXPECT_EQ(board->Interaction().Mode(), InteractionMode::Locked);

    const progress::ItemRecord* r = Saved().Item("test.gui.fork");
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->lastResult, progress::ItemResult::SolvedAfterMistakes);
    EXPECT_EQ(frame->Library()->IconOf("test.gui.fork"), int(Badge::Helped));
    // The badge in words, for screen readers (issue 29).
    EXPECT_EQ(frame->Library()->StateOf("test.gui.fork"), "solved with help");
}

// Show answer of a line with a reply: the board steps through it, the replies
// included, one move at a time, with the arrow on the next move only (ux-review M5).
TEST_F(TrainerTest, ShownAnswerIsSteppedThroughWithTheReplies) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.fork"));
    BoardView* board = frame->Board();
    TrainerView* view = Puzzles()->View();
    auto* back = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("replay-back", Puzzles()));
    auto* next = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("replay-next", Puzzles()));
    ASSERT_TRUE(back && next);
    EXPECT_FALSE(next->IsShownOnScreen());
    Press(Puzzles(), "answer");
    ASSERT_NE(view->Replay(), nullptr);
    EXPECT_TRUE(next->IsShownOnScreen());
    EXPECT_FALSE(back->IsEnabled());
    EXPECT_EQ(view->ReplayText(), "The solution has 3 moves: the arrow shows the first.");
    const BoardAnnotations& notes = board->Annotations();
    ASSERT_EQ(notes.hintArrows.size(), 1u);  // the first move only
    EXPECT_EQ(notes.hintArrows[0], std::make_pair(Sq("b5"), Sq("c7")));

    Press(Puzzles(), "replay-next");
    EXPECT_EQ(TypeOf(board->Interaction().GetPosition().PieceAt(Sq("c7"))), PieceType::Horse);
    EXPECT_EQ(board->Interaction().LastMove(), chatur::Move(Sq("b5"), Sq("c7")));
    EXPECT_EQ(view->ReplayText(), L"Move 1 of 3: Ma b5\u2013c7, your move.");
    Press(Puzzles(), "replay-next");
    EXPECT_EQ(view->ReplayText(), L"Move 2 of 3: Khun e8\u2013f8, the reply.");
    ASSERT_EQ(board->Annotations().hintArrows.size(), 1u);
    EXPECT_EQ(board->Annotations().hintArrows[0], std::make_pair(Sq("c7"), Sq("a8")));
    Press(Puzzles(), "replay-next");
    EXPECT_FALSE(next->IsEnabled());
    EXPECT_TRUE(board->Annotations().hintArrows.empty());
    EXPECT_EQ(TypeOf(board->Interaction().GetPosition().PieceAt(Sq("a8"))), PieceType::Horse);
    Press(Puzzles(), "replay-back");
    EXPECT_EQ(TypeOf(board->Interaction().GetPosition().PieceAt(Sq("a8"))), PieceType::Rook);
    EXPECT_TRUE(next->IsEnabled());
    // Retry leaves the answer: the puzzle's own board again.
    Press(Puzzles(), "retry");
    EXPECT_EQ(view->Replay(), nullptr);
    EXPECT_FALSE(next->IsShownOnScreen());
    EXPECT_EQ(TypeOf(board->Interaction().GetPosition().PieceAt(Sq("b5"))), PieceType::Horse);
}

TEST_F(TrainerTest, LegalPuzzleFromTheBundledPackAndItsBadge) {
    const wxString met = CHATUR_SOURCE_DIR "/puzzles/makruk-met.xml";
    ASSERT_TRUE(frame->OpenContent(met, "makruk.met.01"));
    Press(Puzzles(), "no");
    EXPECT_EQ(Puzzles()->Feedback(),
              "Right: the move is not legal. The Met moves one step diagonally.");
    EXPECT_EQ(Saved().Item("makruk.met.01")->solvedFirstTry, 1);
    EXPECT_EQ(frame->Library()->IconOf("makruk.met.01"), int(Badge::FirstTry));
    EXPECT_EQ(frame->Library()->StateOf("makruk.met.01"), "solved at the first try");
    // Next puzzle goes on to the next unsolved one.
    Press(Puzzles(), "next");
    ASSERT_NE(Puzzles()->Current(), nullptr);
    EXPECT_EQ(Puzzles()->Current()->id, "makruk.met.02");
}

TEST_F(TrainerTest, RangePuzzleMarksAndCheck) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.range"));
    BoardView* board = frame->Board();
    EXPECT_EQ(board->Interaction().Mode(), InteractionMode::Pick);
    for (const char* s : {"c3", "c5", "e3", "f6"}) board->ClickSquare(Sq(s));
    EXPECT_EQ(board->Annotations().picked.size(), 4u);
    Press(Puzzles(), "check");
    EXPECT_EQ(Puzzles()->Feedback(),
              "Not quite. It cannot reach the squares crossed out in red. It can reach 1 more "
              "square.");
    EXPECT_EQ(board->Annotations().wrong, std::vector<Square>{Sq("f6")});
    board->ClickSquare(Sq("f6"));  // unmark
    board->ClickSquare(Sq("e5"));
    Press(Puzzles(), "check");
    EXPECT_EQ(Puzzles()->GetFeedbackKind(), FeedbackKind::Good);

    progress::ProgressStore saved = Saved();
    EXPECT_EQ(saved.Item("test.gui.range")->solvedAfterMistakes, 1);
    EXPECT_EQ(saved.RetryQueue(), std::vector<std::string>{"test.gui.range"});
    // The library offers the mistake again.
    bool offered = false;
    for (const LibraryEntry& e : frame->Library()->Entries())
        offered = offered || e.kind == LibraryEntry::Kind::Mistakes;
    EXPECT_TRUE(offered);
}

// M6: "Not quite" goes when the marks it was about change, and when the answer
// is shown in its place.
TEST_F(TrainerTest, StaleWrongFeedbackGoesWhenTheMarksChangeOrTheAnswerIsShown) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.range"));
    BoardView* board = frame->Board();
    for (const char* s : {"c3", "c5", "e3", "f6"}) board->ClickSquare(Sq(s));
    Press(Puzzles(), "check");
    ASSERT_EQ(Puzzles()->GetFeedbackKind(), FeedbackKind::Problem);
    board->ClickSquare(Sq("f6"));  // unmark the wrong square
    EXPECT_EQ(Puzzles()->Feedback(), "");
    Press(Puzzles(), "check");
    ASSERT_EQ(Puzzles()->GetFeedbackKind(), FeedbackKind::Problem);
    Press(Puzzles(), "answer");
    EXPECT_NE(Puzzles()->GetFeedbackKind(), FeedbackKind::Problem);
    EXPECT_FALSE(Puzzles()->Notes().empty());
}

// M1: a lesson step without a board of its own goes on with the position
// before it, but not with that step's arrows and highlights.
TEST_F(TrainerTest, AStepWithoutItsOwnBoardDropsTheArrowsOfTheStepBefore) {
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/03-met.xml", "makruk.lesson.03.met"));
    LessonPanel* lesson = frame->LessonPane();
    lesson->GoToStep(3);  // "Can the Met go straight to f6?", with an arrow d4-f6
    ASSERT_EQ(frame->Board()->Annotations().arrows.size(), 1u);
    const Position before = frame->Board()->Interaction().GetPosition();
    lesson->GoToStep(4);  // "Same position. May the Met go from d4 to d5?"
    EXPECT_TRUE(frame->Board()->Annotations().arrows.empty());
    EXPECT_TRUE(frame->Board()->Interaction().GetPosition() == before);
    lesson->GoToStep(5);  // a question about the Met in general
    EXPECT_TRUE(frame->Board()->Annotations().arrows.empty());
    EXPECT_TRUE(frame->Board()->Annotations().marks.empty());
}

TEST_F(TrainerTest, PlacePuzzleFromThePalette) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.place"));
    BoardView* board = frame->Board();
    board->ClickSquare(Sq("c4"));
    EXPECT_EQ(Puzzles()->GetFeedbackKind(), FeedbackKind::Problem);
    EXPECT_EQ(board->Annotations().wrong, std::vector<Square>{Sq("c4")});
    board->ClickSquare(Sq("c5"));
    EXPECT_EQ(Puzzles()->GetFeedbackKind(), FeedbackKind::Good);
    EXPECT_EQ(board->Interaction().GetPosition().PieceAt(Sq("c5")),
              MakePiece(Color::White, PieceType::Pawn));
}

TEST_F(TrainerTest, ChoiceFeedbackPerOptionAndRetry) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.choice"));
    Press(Puzzles(), "option-e1");
    EXPECT_EQ(Puzzles()->Feedback(), "That is the Met.");
    Press(Puzzles(), "option-d1");
    EXPECT_EQ(Puzzles()->Feedback(), "Right, facing the Met.");
    // The picked answers keep their marks (ux-review L3).
    auto label = [&](const char* name) {
        return wxWindow::FindWindowByName(name, Puzzles())->GetLabel();
    };
    EXPECT_TRUE(label("option-e1").StartsWith(wxString(L"\u2717 "))) << label("option-e1");
    EXPECT_TRUE(label("option-d1").StartsWith(wxString(L"\u2713 "))) << label("option-d1");
    Press(Puzzles(), "retry");
    EXPECT_TRUE(Puzzles()->Feedback().empty());
    Press(Puzzles(), "option-d1");
    EXPECT_EQ(Saved().Item("test.gui.choice")->attempts, 2);
}

TEST_F(TrainerTest, CountFieldsHintsAndAnswer) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.count"));
    auto* kind = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("count-kind", Puzzles()));
    auto* side = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("count-side", Puzzles()));
    auto* start = dynamic_cast<wxSpinCtrl*>(wxWindow::FindWindowByName("count-start", Puzzles()));
    auto* limit = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("count-limit", Puzzles()));
    ASSERT_TRUE(kind && side && start && limit);
    kind->SetSelection(1);  // pieces'
    side->SetSelection(1);  // Black
    start->SetValue(4);
    limit->SetSelection(5);  // 64: wrong
    Press(Puzzles(), "check");
    EXPECT_EQ(Puzzles()->Feedback(), "Not quite: look again at the answers marked in red.");
    Press(Puzzles(), "answer");
    EXPECT_TRUE(Puzzles()->Notes().StartsWith(
        "Pieces' honour count: Black counts, starting at 4, up to 16."))
        << Puzzles()->Notes();
    EXPECT_EQ(Saved().Item("test.gui.count")->failed, 1);
    EXPECT_EQ(frame->Library()->IconOf("test.gui.count"), int(Badge::Failed));
    EXPECT_EQ(frame->Library()->StateOf("test.gui.count"), "missed");
}

// ux-review L11: About had the version and one sentence; it now names the
// licence, the website and the folder where the progress is kept.
// ux-review L14: a bundled lesson opened by another name of its file (here
// through a symbolic link to the lessons) was listed a second time at the end of
// the lessons.
TEST_F(TrainerTest, ABundledLessonOpenedByAnotherNameIsListedOnce) {
    const std::string lesson = "makruk.lesson.01.board";
    const fs::path link = dir / "lessons-link";
    fs::create_directory_symlink(CHATUR_SOURCE_DIR "/lessons", link);
    ASSERT_TRUE(frame->OpenContent(wxString::FromUTF8((link / "makruk" / "01-board.xml").string()),
                                   lesson));
    const auto& entries = frame->Library()->Entries();
    EXPECT_EQ(std::count_if(entries.begin(), entries.end(),
                            [&](const LibraryEntry& e) {
                                return e.kind == LibraryEntry::Kind::Lesson && e.itemId == lesson;
                            }),
              1);
}

// ux-review L17: a lesson begun showed an empty ring until the tree was rebuilt
// for another reason; it shows as begun at once.
TEST_F(TrainerTest, ABundledLessonShowsAsBegunAtOnce) {
    const std::string lesson = "makruk.lesson.01.board";
    EXPECT_EQ(frame->Library()->IconOf(lesson), int(Badge::None));
    ASSERT_TRUE(frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/01-board.xml", lesson));
    EXPECT_EQ(frame->Library()->IconOf(lesson), int(Badge::Partial));
    EXPECT_EQ(frame->Library()->StateOf(lesson), "in progress");
}

// ux-review L9: a bookmarked step of a one-lesson file read "Makruk 3: The Met ·
// The Met · Step 1 of 8", the file's title looking like puzzle pack 3's.
TEST_F(TrainerTest, ABookmarkOfALessonFileIsNamedByTheLesson) {
    ASSERT_TRUE(frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/03-met.xml"));
    frame->ToggleBookmark();
    const auto& marks = frame->Progress().Bookmarks();
    ASSERT_EQ(marks.size(), 1u);
    const wxString described = frame->DescribeBookmark(marks[0]);
    EXPECT_TRUE(described.StartsWith(frame->LessonPane()->Title() +
                                     wxString::FromUTF8(" \xc2\xb7 Step 1 of ")))
        << described;
}

TEST_F(TrainerTest, AboutNamesTheLicenceTheWebsiteAndTheDataFolder) {
    const wxAboutDialogInfo info = frame->AboutInfo();
    EXPECT_TRUE(info.GetLicence().Contains("GNU General Public License")) << info.GetLicence();
    EXPECT_TRUE(info.HasWebSite());
    EXPECT_TRUE(info.GetDescription().Contains(wxString::FromUTF8(dir.string())))
        << info.GetDescription();
}

TEST_F(TrainerTest, LessonStepsMustBeSolvedAndTheLessonIsMarkedFinished) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.lesson"));
    EXPECT_EQ(frame->Mode(), FrameMode::Lesson);
    LessonPanel* lesson = frame->LessonPane();
    EXPECT_EQ(lesson->Subtitle(), "Step 1 of 3");
    EXPECT_EQ(frame->StatusText(), "White to move");
    // A step without a task: any piece's range on demand, the opponent's too.
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Range);
    frame->Board()->ClickSquare(Sq("h8"));
    EXPECT_TRUE(frame->Board()->Interaction().GetHighlights().quiet.test(Sq("g7")));
    EXPECT_EQ(frame->Board()->Annotations().marks.size(), 4u);

    Press(lesson, "next");
    EXPECT_EQ(lesson->Subtitle(), "Step 2 of 3");
    auto* next = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("next", lesson));
    EXPECT_FALSE(next->IsEnabled());
    Press(lesson, "no");
    EXPECT_TRUE(next->IsEnabled());
    Press(lesson, "next");
    EXPECT_EQ(next->GetLabel(), "Fi&nish");
    // The status line follows the step's own board (Black to move there; no
    // count, as its FEN sets up none).
    EXPECT_EQ(frame->StatusText(), "Black to move");
    Press(lesson, "next");
    EXPECT_TRUE(lesson->Session()->Finished());
    EXPECT_EQ(lesson->Feedback(), "Lesson finished. Well done!");
    const progress::LessonRecord* r = Saved().Lesson("test.gui.lesson");
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->finished);
    EXPECT_EQ(frame->Library()->IconOf("test.gui.lesson"), int(Badge::Finished));
    EXPECT_EQ(frame->Library()->StateOf("test.gui.lesson"), "finished");
}

TEST_F(TrainerTest, ContinueWhereILeftOffAfterARestart) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.choice"));
    Close();
    Open();
    frame->Library()->AddUserFile(kPack.utf8_string());
    ASSERT_TRUE(frame->ContinueWhereLeftOff());
    ASSERT_NE(Puzzles()->Current(), nullptr);
    EXPECT_EQ(Puzzles()->Current()->id, "test.gui.choice");
}

// An old progress file is imported into the database once and kept as it was;
// a damaged one as far as it can be read, with the line that could not.
TEST_F(TrainerTest, OldProgressFileIsImportedOnceAndKept) {
    Close();
    const std::string text =
        "chatur-progress 1\nlearner\t\nitem\ttest.gui.choice\t2\t1\t0\t0\t1\tfirst-try\t50\n"
        "item\tbroken\nbookmark\ttest.gui\ttest.gui.choice\n";
    std::ofstream(progressPath) << text;
    Open();
    EXPECT_TRUE(frame->ProgressProblem().Contains("line 4")) << frame->ProgressProblem();
    EXPECT_TRUE(frame->ProgressProblem().Contains(wxString::FromUTF8(progressPath)));
    EXPECT_EQ(frame->NoteText(), frame->ProgressProblem());
    ASSERT_NE(frame->Progress().Item("test.gui.choice"), nullptr);
    EXPECT_EQ(frame->Progress().Item("test.gui.choice")->attempts, 2);
    Close();
    Open();  // imported already: no second import, no message
    EXPECT_TRUE(frame->ProgressProblem().empty()) << frame->ProgressProblem();
    EXPECT_EQ(frame->Progress().Item("test.gui.choice")->attempts, 2);
    std::ifstream in(progressPath);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), text);  // never written
}

TEST_F(TrainerTest, DamagedDatabaseIsReportedAndKept) {
    Close();
    std::ofstream(dir / "training.db") << "not a database at all, but long enough to be read\n";
    Open();
    EXPECT_TRUE(frame->ProgressProblem().Contains("damaged")) << frame->ProgressProblem();
    int backups = 0;
    for (const auto& e : fs::directory_iterator(dir))
        backups += e.path().filename().string().find(".damaged-") != std::string::npos;
    EXPECT_EQ(backups, 1);
}

// Bookmarks: the pane's button and Ctrl+D's action mark a puzzle or a lesson
// step; the Bookmarks list opens them again, after a restart too.
TEST_F(TrainerTest, BookmarksMarkAndReopenPuzzlesAndLessonSteps) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.choice"));
    auto* button = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("bookmark", Puzzles()));
    ASSERT_NE(button, nullptr);
    EXPECT_TRUE(button->IsShown());
    EXPECT_EQ(button->GetLabel(), "Boo&kmark");
    Press(Puzzles(), "bookmark");
    EXPECT_EQ(button->GetLabel(), "Remove boo&kmark");
    EXPECT_TRUE(Puzzles()->IsBookmarked());

    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.lesson"));
    Press(frame->LessonPane(), "next");  // step 2
    EXPECT_TRUE(frame->CanBookmark());
    frame->ToggleBookmark();  // what File > Bookmark (Ctrl+D) does
    EXPECT_TRUE(frame->LessonPane()->IsBookmarked());
    EXPECT_EQ(frame->NoteText(), "Bookmarked.");

    Close();
    Open();
    frame->Library()->AddUserFile(kPack.utf8_string());
    const auto& marks = frame->Progress().Bookmarks();
    ASSERT_EQ(marks.size(), 2u);
    EXPECT_EQ(marks[0].kind, progress::BookmarkKind::Lesson);
    EXPECT_EQ(marks[0].step, 1);
    BookmarksDialog dialog(frame, &frame->Progress(), [&](const progress::SavedBookmark& m) {
        return frame->DescribeBookmark(m);
    });
    ASSERT_EQ(dialog.Count(), 2);
    EXPECT_TRUE(dialog.EntryText(0, 0).Contains("Step 2 of 3")) << dialog.EntryText(0, 0);
    EXPECT_TRUE(dialog.EntryText(1, 0).Contains("GUI trainer tests")) << dialog.EntryText(1, 0);
    // A note: one line, in its own column, kept in the database.
    dialog.SetNote(1, "  the Met\nsacrifice ");
    EXPECT_EQ(dialog.EntryText(1, 1), "the Met sacrifice");
    EXPECT_EQ(Saved().Bookmarks()[1].note, "the Met sacrifice");
    EXPECT_EQ(dialog.Selection(), 1);
    dialog.OpenEntry(0);
    ASSERT_TRUE(dialog.Chosen());
    ASSERT_TRUE(frame->OpenBookmark(*dialog.Chosen()));
    EXPECT_EQ(frame->Mode(), FrameMode::Lesson);
    EXPECT_EQ(frame->LessonPane()->Subtitle(), "Step 2 of 3");
    ASSERT_TRUE(frame->OpenBookmark(frame->Progress().Bookmarks()[1]));
    EXPECT_EQ(frame->Mode(), FrameMode::Puzzle);
    EXPECT_EQ(Puzzles()->Current()->id, "test.gui.choice");
    // Its note is shown with it (ux-review L9).
    EXPECT_EQ(frame->NoteText(), "Your note: the Met sacrifice");
    // Removed from the list: gone, and the pane's button says so.
    dialog.RemoveEntry(1);
    EXPECT_EQ(dialog.Count(), 1);
    Puzzles()->RefreshBookmark();
    EXPECT_FALSE(Puzzles()->IsBookmarked());
    EXPECT_EQ(Saved().Bookmarks().size(), 1u);
}

// A note or a removal that cannot be saved (here: a database of a newer
// schema, which this version only reads) is kept for the session and said in
// the window, not lost in silence.
TEST_F(TrainerTest, BookmarksWindowSaysWhatCouldNotBeSaved) {
    const std::string path = (dir / "bookmarks.db").string();
    {
        progress::ProgressStore store(path);
        ASSERT_FALSE(store.Load());
        ASSERT_FALSE(store.ToggleBookmark(progress::BookmarkKind::Puzzle, "p", "p.1"));
        ASSERT_FALSE(store.ToggleBookmark(progress::BookmarkKind::Puzzle, "p", "p.2"));
        ASSERT_FALSE(store.Database().Db().Exec("PRAGMA user_version = 999"));
    }
    progress::ProgressStore store(path);
    EXPECT_TRUE(store.Load());  // readable, not writable
    ASSERT_EQ(store.Bookmarks().size(), 2u);
    BookmarksDialog dialog(frame, &store, [](const progress::SavedBookmark& m) {
        return wxString::FromUTF8(m.itemId);
    });
    auto* problem = wxWindow::FindWindowByName("bookmarks-problem", &dialog);
    ASSERT_NE(problem, nullptr);
    EXPECT_FALSE(problem->IsShown());
    dialog.SetNote(0, "later");
    EXPECT_TRUE(problem->IsShown());
    EXPECT_FALSE(problem->GetLabel().empty());
    EXPECT_EQ(dialog.EntryText(0, 1), "later");  // kept for this session
    dialog.RemoveEntry(1);
    EXPECT_TRUE(problem->IsShown());
    EXPECT_EQ(dialog.Count(), 1);
}

TEST_F(TrainerTest, FreePlayShowsTheCountAndItsButtons) {
    // Black has only its Khun: the pieces' honour count runs by itself.
    auto fen = ParseFen(MakrukVariant(), "4k3/8/8/8/8/8/8/R2K3R b - - 0 1");
    frame->SetGamePosition(std::get<FenData>(fen).position);
    EXPECT_EQ(frame->StatusText(),
              L"Black to move\nPieces' honour count \u2014 Black counts 4 of 8 \u2014 "
              L"4 moves left");
    EXPECT_FALSE(frame->StartCountButton()->IsShown());

    // Without Bia and with pieces on both sides, the board's count may be declared.
    fen = ParseFen(MakrukVariant(), "4k2r/8/8/8/8/8/8/R2K4 w - - 0 1");
    frame->SetGamePosition(std::get<FenData>(fen).position);
    ASSERT_TRUE(frame->StartCountButton()->IsShown());
    Press(frame, "count-start");
    EXPECT_TRUE(frame->StatusText().Contains("starts with this move")) << frame->StatusText();
    frame->Board()->ClickSquare(Sq("a1"));
    frame->Board()->ClickSquare(Sq("a2"));
    EXPECT_TRUE(frame->StatusText().Contains(L"Board's honour count \u2014 White counts 1 of 64"))
        << frame->StatusText();
}

TEST_F(TrainerTest, LanguageSwitchRelabelsTheTrainer) {
    ASSERT_TRUE(frame->OpenContent(kPack, "test.gui.range"));
    frame->Board()->ClickSquare(Sq("c3"));
    Press(Puzzles(), "check");
    Preferences p = frame->GetPreferences();
    p.language = "de";
    frame->ApplyPreferences(p);
    EXPECT_EQ(Puzzles()->Title(), "GUI-Tests");
    EXPECT_TRUE(Puzzles()->Body().StartsWith("Markiere die Felder.")) << Puzzles()->Body();
    EXPECT_EQ(Puzzles()->Feedback(), "Nicht ganz. Sie erreicht noch 3 weitere Felder.");
    auto* next = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("next", Puzzles()));
    ASSERT_NE(next, nullptr);
    EXPECT_EQ(next->GetLabel(), wxString::FromUTF8("&Nächste Aufgabe"));
    EXPECT_EQ(frame->Board()->Annotations().picked, std::vector<Square>{Sq("c3")});
}

TEST_F(TrainerTest, OutcomeIsShownWithItsReason) {
    auto fen = ParseFen(MakrukVariant(), "7k/R7/8/8/8/8/8/1R1K4 w - - 0 1");
    frame->SetGamePosition(std::get<FenData>(fen).position);
    frame->Board()->ClickSquare(Sq("b1"));
    frame->Board()->ClickSquare(Sq("b8"));
    EXPECT_EQ(frame->StatusText(), L"Checkmate \u2014 White wins");
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
    Preferences p = frame->GetPreferences();
    p.language = "de";
    frame->ApplyPreferences(p);
    EXPECT_EQ(frame->StatusText(), wxString::FromUTF8("Matt \xe2\x80\x94 Weiß gewinnt"));
}

}  // namespace
}  // namespace chatur::gui
