// The text board under the main board (View > Text board): it shows the
// position as text, takes a move typed in its command line through the board
// (so the lesson judges it as a click), and announces the move, the reply and
// the lesson's feedback; commands answer in the UI language.
#include <gtest/gtest.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/textctrl.h>

#include <filesystem>

#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/play/play_session.h"
#include "core/rules/movegen.h"
#include "core/tablebase/drill_session.h"
#include "gui/accessible_name.h"
#include "gui/board_view.h"
#include "gui/drill_frame.h"
#include "gui/lesson_panel.h"
#include "gui/library_pane.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/text_board_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

class TextBoardTest : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override {
        ApplyUiLanguage(GetParam());
        dir = fs::path(::testing::TempDir()) / ("chatur-textboard-" + std::to_string(getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
        Preferences prefs;
        prefs.language = GetParam();
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr, wxString::FromUTF8((dir / "progress.txt").string()));
        frame->SetSize(1280, 900);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        fs::remove_all(dir);
        ApplyUiLanguage("en");
    }
    // Types `line` into the command line and presses Enter.
    void Type(const wxString& line) {
        wxTextCtrl* entry = frame->TextBoard()->CommandLine();
        entry->SetValue(line);
        wxCommandEvent enter(wxEVT_TEXT_ENTER, entry->GetId());
        enter.SetEventObject(entry);
        entry->ProcessWindowEvent(enter);
    }
    bool Announced(const wxString& part) {
        return test::WaitFor([&] { return frame->TextBoard()->Announcement().Contains(part); },
                             10000);
    }
    // Opens lesson 1 at its step "move-notation" (play d3d4).
    void OpenMoveNotationStep() {
        ASSERT_TRUE(frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/01-board.xml",
                                       "makruk.lesson.01.board"));
        LessonPanel* lesson = frame->LessonPane();
        while (lesson->Session()->Step().id != "move-notation") {
            if (lesson->Session()->HasTask()) lesson->SkipStep();
            lesson->GoNext();
            ASSERT_FALSE(lesson->Session()->Finished());
        }
    }
    MainFrame* frame = nullptr;
    fs::path dir;
};

TEST_P(TextBoardTest, ShownFromTheViewMenuWithTheFocusInTheCommandLine) {
    EXPECT_FALSE(frame->TextBoard()->IsShown());
    frame->ShowTextBoard(true);
    EXPECT_TRUE(frame->TextBoard()->IsShown());
    EXPECT_TRUE(frame->GetPreferences().textBoard);
    EXPECT_TRUE(test::WaitFor(
        [&] { return wxWindow::FindFocus() == frame->TextBoard()->CommandLine(); }, 5000));
}

TEST_P(TextBoardTest, ATypedMoveSolvesTheLessonTaskAndIsAnnounced) {
    const bool thai = wxString(GetParam()) == "th";
    frame->ShowTextBoard(true);
    OpenMoveNotationStep();
    const wxString before = frame->TextBoard()->PositionText();
    // Makruk pieces keep their Thai names: Khun in English, ขุน in Thai.
    EXPECT_TRUE(before.Contains(thai ? wxString::FromUTF8("ขุน d1") : wxString("Khun d1")))
        << before;
    EXPECT_TRUE(before.Contains(thai ? wxString::FromUTF8("เบี้ย a3, b3, c3, d3")
                                     : wxString("Bia a3, b3, c3, d3")))
        << before;

    Type(thai ? wxString::FromUTF8("ไปไหน d3") : wxString("where d3"));
    EXPECT_TRUE(Announced(wxString::Format(_("May go to %s."), "d4")))
        << frame->TextBoard()->Announcement();
    // The piece comes first, as a sentence of the language (Thai has no full stop).
    EXPECT_TRUE(Announced(thai ? wxString::FromUTF8("เบี้ยฝ่ายขาว ที่ d3 เดินไปได้ที่ d4")
                               : wxString("White Bia on d3. May go to d4.")))
        << frame->TextBoard()->Announcement();

    Type("d3d4");
    EXPECT_TRUE(Announced(thai ? wxString::FromUTF8("เบี้ย d3–d4") : wxString("Bia d3–d4")))
        << frame->TextBoard()->Announcement();
    const wxString after = frame->TextBoard()->PositionText();
    EXPECT_NE(after, before);
    EXPECT_TRUE(after.Contains("d4")) << after;
    // The lesson judged the move as a click: the step is solved.
    EXPECT_TRUE(frame->LessonPane()->Session()->CanGoNext());

    Type(thai ? wxString::FromUTF8("ตาล่าสุด") : wxString("last"));
    EXPECT_TRUE(Announced(thai ? wxString::FromUTF8("ตาล่าสุด") : wxString("Last move")))
        << frame->TextBoard()->Announcement();
}

TEST_P(TextBoardTest, AWrongLineSaysWhatIsUnderstood) {
    frame->ShowTextBoard(true);
    Type("hint");  // free play has no hint
    EXPECT_TRUE(Announced(_("There is no hint here."))) << frame->TextBoard()->Announcement();
    Type("xyzzy");
    EXPECT_TRUE(Announced("xyzzy")) << frame->TextBoard()->Announcement();
    Type("help");
    EXPECT_TRUE(Announced("where")) << frame->TextBoard()->Announcement();
}

// Orca 43 (Debian 12) has no announcement signal: what the text board
// announces is given to the control with the focus as its description, which
// Orca speaks. Opened from the library (F6 goes there), an entry takes the focus
// to the command line, whose description then holds what was opened, read with
// the focus; what is said while the focus is there is set and emptied at once;
// what the step marks on the board is said with it.
TEST_P(TextBoardTest, AnnouncementsAreSpokenThroughTheFocusedCommandLine) {
    frame->ShowTextBoard(true);
    wxTextCtrl* entry = frame->TextBoard()->CommandLine();
    ASSERT_TRUE(test::WaitFor([&] { return wxWindow::FindFocus() == entry; }, 5000));
    wxDataViewTreeCtrl* tree = frame->Library()->Tree();
    const int goToLibrary =
        frame->GetMenuBar()->FindMenuItem(_("&View"), _("&Go to the library\tF6"));
    ASSERT_NE(goToLibrary, wxNOT_FOUND);
    wxCommandEvent menu(wxEVT_MENU, goToLibrary);
    frame->ProcessWindowEvent(menu);
    ASSERT_TRUE(
        test::WaitFor([&] { return wxWindow::FindFocus() == tree->GetMainWindow(); }, 5000));

    const auto& entries = frame->Library()->Entries();
    size_t lesson = entries.size();
    for (size_t i = 0; i < entries.size() && lesson == entries.size(); ++i)
        if (entries[i].kind == LibraryEntry::Kind::Lesson &&
            entries[i].itemId == "makruk.lesson.01.board")
            lesson = i;
    ASSERT_LT(lesson, entries.size());
    wxDataViewEvent enter(wxEVT_DATAVIEW_ITEM_ACTIVATED, tree, frame->Library()->EntryItem(lesson));
    tree->ProcessWindowEvent(enter);
    // Step 1 of lesson 1 marks both Khuns.
    const wxString marks = wxString::Format(_("Marked: %s."), "d1, e8");
    EXPECT_TRUE(Announced(marks)) << frame->TextBoard()->Announcement();
    EXPECT_TRUE(test::WaitFor([&] { return wxWindow::FindFocus() == entry; }, 5000));
#ifdef __WXGTK__
    EXPECT_EQ(AccessibleDescription(entry), frame->TextBoard()->Announcement());
#endif
    Type("position");  // "White: Khun d1; Met e1; ..."
    EXPECT_TRUE(Announced("d1;")) << frame->TextBoard()->Announcement();
    EXPECT_TRUE(Announced(marks)) << frame->TextBoard()->Announcement();
#ifdef __WXGTK__
    EXPECT_EQ(AccessibleDescription(entry), wxString());
#endif
}

// A "where can it go" task is answered from the command line: pick marks a
// square (a second pick takes the mark off), check presses Check.
TEST_P(TextBoardTest, ARangeTaskIsAnsweredWithPickAndCheck) {
    frame->ShowTextBoard(true);
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/puzzles/makruk-1-rules.xml", "makruk.rules.01"));
    Type("pick c3");
    EXPECT_TRUE(Announced(wxString::Format(_("Picked: %s."), "c3")))
        << frame->TextBoard()->Announcement();
    Type("pick d3");
    EXPECT_TRUE(Announced(wxString::Format(_("Picked: %s."), "c3, d3")))
        << frame->TextBoard()->Announcement();
    Type("pick d3");
    EXPECT_TRUE(Announced(wxString::Format(_("Picked: %s."), "c3")))
        << frame->TextBoard()->Announcement();
    for (const char* square : {"e3", "c5", "d5", "e5"}) Type(wxString("pick ") + square);
    EXPECT_TRUE(Announced(wxString::Format(_("Picked: %s."), "c3, e3, c5, d5, e5")))
        << frame->TextBoard()->Announcement();
    Type("check");
    EXPECT_TRUE(Announced(_("Solved at the first try."))) << frame->TextBoard()->Announcement();
    Type("check");  // the task is over: no Check button any more
    EXPECT_TRUE(Announced(_("There is nothing to check here.")))
        << frame->TextBoard()->Announcement();
}

// A question's answers are buttons: the text board says them with the question.
TEST_P(TextBoardTest, AQuestionSaysItsAnswers) {
    frame->ShowTextBoard(true);
    ASSERT_TRUE(frame->OpenContent(CHATUR_SOURCE_DIR "/lessons/makruk/01-board.xml",
                                   "makruk.lesson.01.board"));
    LessonPanel* lesson = frame->LessonPane();
    // "What is the name of the marked square?" (c6), the first question.
    while (!lesson->Session()->HasTask() ||
           lesson->Session()->Trainer()->Kind() != content::TaskKind::Choice) {
        lesson->GoNext();
        ASSERT_FALSE(lesson->Session()->Finished());
    }
    EXPECT_TRUE(Announced(wxString::Format(_("Answers: %s."), "c6, c3, f3")))
        << frame->TextBoard()->Announcement();
    EXPECT_TRUE(Announced(wxString::Format(_("Marked: %s."), "c6")))
        << frame->TextBoard()->Announcement();
}

INSTANTIATE_TEST_SUITE_P(Languages, TextBoardTest, ::testing::Values("en", "th"));

class TextBoardThaiTest : public TextBoardTest {};

// With Thai square names on, the Thai text board names squares, ranks and files
// as the Thai books do, and reads them when typed.
TEST_P(TextBoardThaiTest, ThaiSquareNamesAreReadAndUnderstood) {
    Preferences prefs = frame->GetPreferences();
    prefs.thaiSquareNames = true;
    frame->ApplyPreferences(prefs);
    frame->ShowTextBoard(true);
    frame->NewGame(VariantId::Makruk);
    EXPECT_TRUE(frame->TextBoard()->PositionText().Contains(wxString::FromUTF8("ขุน ง๑")))
        << frame->TextBoard()->PositionText();
    Type(wxString::FromUTF8("แถวนอน ๓"));
    EXPECT_TRUE(Announced(wxString::FromUTF8("แถวนอน ๓: เบี้ยฝ่ายขาว ที่ ก๓")))
        << frame->TextBoard()->Announcement();
    Type(wxString::FromUTF8("ง๓ง๔"));
    EXPECT_TRUE(Announced(wxString::FromUTF8("เบี้ย ง๓–ง๔"))) << frame->TextBoard()->Announcement();
}

class TextBoardEnglishTest : public TextBoardTest {};

// A puzzle judges typed moves as clicks: a wrong one is explained and taken back,
// the right one brings the reply, the last one solves it; each is announced.
TEST_P(TextBoardEnglishTest, APuzzleSolvedByTypedMovesIsAnnounced) {
    frame->ShowTextBoard(true);
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/tests/gui/data/trainer_pack.xml", "test.gui.fork"));
    EXPECT_TRUE(Announced("Win the Rua.")) << frame->TextBoard()->Announcement();
    Type("hint");  // the task's Hint button
    EXPECT_TRUE(Announced("A fork.")) << frame->TextBoard()->Announcement();
    Type("b5d6");
    EXPECT_TRUE(Announced("does not win material")) << frame->TextBoard()->Announcement();
    Type("b5-c7");
    EXPECT_TRUE(Announced(L"Black: Khun e8\u2013f8")) << frame->TextBoard()->Announcement();
    Type("Nxa8");  // the lessons' notation (SAN) too
    // Right, but after a wrong try: no praise (ux-review M3), and the end is said.
    EXPECT_TRUE(Announced("That is the right move.")) << frame->TextBoard()->Announcement();
    EXPECT_TRUE(Announced("Solved after a mistake.")) << frame->TextBoard()->Announcement();
    EXPECT_TRUE(Announced(L"White: Ma c7\u2013a8, captures Black Rua"))
        << frame->TextBoard()->Announcement();
}

// "answer" presses the task's Show answer: the answer and its reasoning are announced.
// A language switch relabels every pane, each saying its new text: only what is
// on screen is announced (the open lesson), not the hidden panes of other modes,
// which keep their text for when they are shown.
TEST_P(TextBoardEnglishTest, ALanguageSwitchAnnouncesOnlyWhatIsOnScreen) {
    frame->ShowTextBoard(true);
    OpenMoveNotationStep();
    wxTheApp->Yield(true);
    Preferences german = frame->GetPreferences();
    german.language = "de";
    frame->ApplyPreferences(german);
    const wxString step = frame->LessonPane()->Body();
    ASSERT_TRUE(test::WaitFor(
        [&] { return frame->TextBoard()->Announcement().Contains(step.Left(20)); }, 10000))
        << frame->TextBoard()->Announcement();
    // Every line said is the lesson's or the status line's.
    LessonPanel* lesson = frame->LessonPane();
    const wxString shown = lesson->Title() + "\n" + lesson->Subtitle() + "\n" + lesson->Body() +
                           "\n" + lesson->Feedback() + "\n" + lesson->Notes() + "\n" +
                           frame->StatusText();
    const wxString said = frame->TextBoard()->Announcement();
    for (const wxString& line : wxSplit(said, '\n'))
        EXPECT_TRUE(shown.Contains(line)) << "not on screen: " << line << "\nin: " << said;
    // The hidden puzzle pane was relabelled too and keeps its text, unsaid.
    EXPECT_FALSE(frame->PuzzlePane()->IsShownOnScreen());
    EXPECT_EQ(frame->PuzzlePane()->Title(), wxString::FromUTF8("Aufgaben"));
}

TEST_P(TextBoardEnglishTest, TheAnswerCommandShowsTheAnswer) {
    frame->ShowTextBoard(true);
    Type("answer");  // free play: no task
    EXPECT_TRUE(Announced("There is no answer to show here."))
        << frame->TextBoard()->Announcement();
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/tests/gui/data/trainer_pack.xml", "test.gui.fork"));
    Type("answer");
    EXPECT_TRUE(Announced("The Ma checks and attacks the Rua."))
        << frame->TextBoard()->Announcement();
}

// The drawn board is named and described for screen readers (its ATK object
// on GTK): whose move, the last move, the selected piece, and the way in.
TEST_P(TextBoardEnglishTest, TheBoardIsNamedAndDescribedForScreenReaders) {
    BoardView* board = frame->Board();
    EXPECT_EQ(AccessibleName(board), "Board");
    EXPECT_TRUE(AccessibleDescription(board).StartsWith("White to move. No move has been played"))
        << AccessibleDescription(board);
    EXPECT_TRUE(AccessibleDescription(board).Contains("Ctrl+T")) << AccessibleDescription(board);
    const Variant& v = MakrukVariant();
    board->ClickSquare(*ParseSquare(v, "b1"));
    EXPECT_TRUE(AccessibleDescription(board).Contains("Selected: White Ma on b1."))
        << AccessibleDescription(board);
    board->ClickSquare(*ParseSquare(v, "d2"));
    EXPECT_TRUE(test::WaitFor(
        [&] { return AccessibleDescription(board).StartsWith("Black to move."); }, 10000))
        << AccessibleDescription(board);
    EXPECT_TRUE(AccessibleDescription(board).Contains("Last move: White: Ma b1"))
        << AccessibleDescription(board);
    board->PressKey(WXK_UP);
    EXPECT_TRUE(AccessibleDescription(board).Contains("Cursor: ")) << AccessibleDescription(board);
    EXPECT_EQ(AccessibleDescription(board), board->AccessibleSummary());
    // A language switch renames it.
    Preferences german = frame->GetPreferences();
    german.language = "de";
    frame->ApplyPreferences(german);
    EXPECT_EQ(AccessibleName(board), "Brett");
    EXPECT_TRUE(AccessibleDescription(board).StartsWith("Schwarz")) << AccessibleDescription(board);
}

// Xiangqi: the pieces with their characters, moves in coordinates or WXF.
TEST_P(TextBoardEnglishTest, XiangqiFreePlayReadsCharactersAndTakesWxf) {
    frame->ShowTextBoard(true);
    frame->NewGame(VariantId::Xiangqi);
    EXPECT_TRUE(frame->TextBoard()->PositionText().Contains(L"General \u5e25 e1"))
        << frame->TextBoard()->PositionText();
    Type("where h3");
    EXPECT_TRUE(Announced(L"Red Cannon \u70ae on h3.")) << frame->TextBoard()->Announcement();
    Type("C2.5");
    EXPECT_TRUE(Announced(L"Red: Cannon \u70ae h3\u2013e3")) << frame->TextBoard()->Announcement();
    EXPECT_TRUE(Announced("Black to move")) << frame->TextBoard()->Announcement();
    Type("last");
    EXPECT_TRUE(Announced(L"Last move: Red: Cannon \u70ae h3\u2013e3."))
        << frame->TextBoard()->Announcement();
}

// The drills window has its own text board, shown with the main window's.
TEST_P(TextBoardEnglishTest, TheDrillsWindowFollowsItsBoardAndTakesTypedMoves) {
    frame->ShowTextBoard(true);
    DrillFrame* drills = frame->OpenEndgameDrills(true);
    ASSERT_TRUE(drills->TextBoard()->IsShown());
    ASSERT_TRUE(drills->SelectEnding("xiangqi-KNvK"));
    ASSERT_TRUE(test::WaitFor(
        [&] {
            const tablebase::Drill* d = drills->CurrentDrill();
            return !drills->IsPreparing() && d && d->LearnerToMove();
        },
        120000));
    Position pos = drills->Board()->Interaction().GetPosition();
    EXPECT_TRUE(drills->TextBoard()->PositionText().Contains(L"Horse \u508c"))
        << drills->TextBoard()->PositionText();
    MoveList moves;
    GenerateLegalMoves(pos, moves);
    ASSERT_FALSE(moves.Empty());
    const wxString typed = wxString::FromUTF8(MoveToString(pos.GetVariant(), moves[0]));
    drills->TextBoard()->CommandLine()->SetValue(typed);
    wxCommandEvent enter(wxEVT_TEXT_ENTER, drills->TextBoard()->CommandLine()->GetId());
    enter.SetEventObject(drills->TextBoard()->CommandLine());
    drills->TextBoard()->CommandLine()->ProcessWindowEvent(enter);
    // The learner's move, then the defender's reply.
    EXPECT_TRUE(test::WaitFor(
        [&] { return drills->TextBoard()->PositionText().Contains("Last move: Black: "); }, 60000))
        << drills->TextBoard()->PositionText();
    drills->Destroy();
}

// The count and whose move: the two parts of the status line, on request.
TEST_P(TextBoardEnglishTest, CountAndTurnReadTheStatusLine) {
    frame->ShowTextBoard(true);
    Type("count");
    EXPECT_TRUE(Announced("No count is running.")) << frame->TextBoard()->Announcement();
    // A lone Black Khun: the pieces' honour count runs.
    const auto start = ParseFen(MakrukVariant(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    ASSERT_TRUE(std::holds_alternative<GameStart>(start));
    frame->SetGamePosition(std::get<GameStart>(start).position);
    ASSERT_TRUE(frame->StatusText().Contains("\n")) << frame->StatusText();
    Type("count");
    EXPECT_TRUE(Announced(frame->StatusText().AfterFirst('\n')))
        << frame->TextBoard()->Announcement();
    Type("l");
    EXPECT_TRUE(Announced("No move has been played yet.")) << frame->TextBoard()->Announcement();
    Type("t");
    EXPECT_TRUE(
        test::WaitFor([&] { return frame->TextBoard()->Announcement() == "White to move"; }, 10000))
        << frame->TextBoard()->Announcement();
}

// Against the computer: the typed move, then the computer's reply from its thread.
TEST_P(TextBoardEnglishTest, AGameAgainstTheComputerAnnouncesItsReply) {
    frame->ShowTextBoard(true);
    GameSetup setup;
    setup.opponent = Opponent::Computer;
    setup.humanSide = Color::White;
    setup.level = Level::Easy;
    setup.seed = 7;
    ASSERT_TRUE(frame->StartPlay(setup));
    Type("e3e4");
    // The reply may come before the learner's move was shown: wait for the reply.
    EXPECT_TRUE(test::WaitFor(
        [&] { return frame->TextBoard()->Announcement().Contains("Black: "); }, 120000))
        << frame->TextBoard()->Announcement();
    EXPECT_TRUE(Announced("White to move")) << frame->TextBoard()->Announcement();
    // The move list ("1. e3e4 a6a5") is not announced: the moves are, in words.
    const auto reply = frame->Board()->Interaction().LastMove();
    ASSERT_TRUE(reply.has_value());
    EXPECT_FALSE(frame->TextBoard()->Announcement().Contains(
        wxString::FromUTF8(MoveToString(MakrukVariant(), *reply))))
        << frame->TextBoard()->Announcement();
    EXPECT_TRUE(frame->TextBoard()->PositionText().Contains("Last move: Black: "))
        << frame->TextBoard()->PositionText();
}

// The clocks of a two-player game, read from the play pane.
TEST_P(TextBoardEnglishTest, ClockReadsBothClocksOfAGame) {
    frame->ShowTextBoard(true);
    Type("clock");
    EXPECT_TRUE(Announced("This game has no clock.")) << frame->TextBoard()->Announcement();
    GameSetup setup;
    setup.opponent = Opponent::Friend;
    setup.clock = ClockSettings{10, 0, 0};  // ten minutes each
    ASSERT_TRUE(frame->StartPlay(setup));
    Type("clock");
    EXPECT_TRUE(Announced("White: ")) << frame->TextBoard()->Announcement();
    EXPECT_TRUE(Announced("Black: ")) << frame->TextBoard()->Announcement();
}

INSTANTIATE_TEST_SUITE_P(English, TextBoardEnglishTest, ::testing::Values("en"));
INSTANTIATE_TEST_SUITE_P(Thai, TextBoardThaiTest, ::testing::Values("th"));

}  // namespace
}  // namespace chatur::gui
