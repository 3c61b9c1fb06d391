// A lesson's play-out step in the real window: while its endgame table is made
// (in a tables folder of the test's own) the pane says so and the board waits;
// then a move that gives the win away is named in piece words and taken back,
// the tables answer the good moves, a move typed on the text board is judged
// the same way, and the mate solves the step.
#include <gtest/gtest.h>
#include <wx/textctrl.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/tablebase/tablebase.h"
#include "gui/board_view.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/text_board_panel.h"
#include "gui/trainer_view.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

const char* kLesson = R"(<?xml version="1.0" encoding="UTF-8"?>
<pack format="1" id="test.play-out" variant="makruk" version="1" languages="en">
  <title><text lang="en">Play-out</text></title>
  <description><text lang="en">A play-out step.</text></description>
  <author>Chatur tests</author>
  <licence>CC0-1.0</licence>
  <lesson id="test.play-out.lesson">
    <title><text lang="en">Rua against Khun</text></title>
    <step>
      <text lang="en">Play it out.</text>
      <board fen="8/8/8/8/8/1k6/8/R6K w - - 0 1"/>
      <play-out result="win"/>
      <explanation><text lang="en">Mated in time.</text></explanation>
    </step>
  </lesson>
</pack>
)";

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

class PlayOutTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        dir = fs::path(::testing::TempDir()) / ("chatur-play-out-" + std::to_string(getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
        const char* before = std::getenv("XDG_DATA_HOME");
        if (before) savedDataHome = before;
        // The app's tables live under $XDG_DATA_HOME: a folder of this test's own.
        setenv("XDG_DATA_HOME", (dir / "data").c_str(), 1);
        std::ofstream(dir / "lesson.xml") << kLesson;
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr, wxString::FromUTF8((dir / "progress.txt").string()));
        frame->SetSize(1280, 900);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        if (savedDataHome)
            setenv("XDG_DATA_HOME", savedDataHome->c_str(), 1);
        else
            unsetenv("XDG_DATA_HOME");
        fs::remove_all(dir);
    }
    void Play(const char* from, const char* to) {
        frame->Board()->ClickSquare(Sq(from));
        frame->Board()->ClickSquare(Sq(to));
    }

    MainFrame* frame = nullptr;
    fs::path dir;
    std::optional<std::string> savedDataHome;
};

TEST_F(PlayOutTest, TheTablesAreMadeThenTheyJudgeAndAnswerEveryMove) {
    ASSERT_TRUE(frame->OpenContent(wxString::FromUTF8((dir / "lesson.xml").string()),
                                   "test.play-out.lesson"));
    LessonPanel* lesson = frame->LessonPane();
    TrainerSession* trainer = lesson->Session()->Trainer();
    ASSERT_NE(trainer, nullptr);
    // First the tables: the pane says so and the board takes no move.
    EXPECT_TRUE(lesson->Feedback().StartsWith("Getting the endgame tables ready for this step"))
        << lesson->Feedback();
    ASSERT_TRUE(test::WaitFor([&] { return !trainer->AwaitsTables(); }));
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Play);
    EXPECT_TRUE(lesson->Feedback().empty()) << lesson->Feedback();

    // Rua a1-a2 walks into the Khun's reach: named, and taken back.
    const Position start = trainer->CurrentPosition();
    Play("a1", "a2");
    EXPECT_EQ(lesson->Feedback(),
              wxString::FromUTF8("Rua a1–a2 lets the win go: with best defence the position is a "
                                 "draw. It has been taken back: try again."));
    EXPECT_TRUE(trainer->CurrentPosition() == start);

    // The tables' best moves, the first typed on the text board.
    frame->ShowTextBoard(true);
    tablebase::Tablebase& tables = *frame->Tablebases();
    auto best = tables.BestMove(trainer->CurrentPosition(), tablebase::Access::AtHand());
    ASSERT_TRUE(best.has_value());
    frame->Board()->SubmitTypedMove(wxString::FromUTF8(MoveToString(MakrukVariant(), *best)));
    EXPECT_EQ(trainer->LearnerMoves(), 1);
    EXPECT_TRUE(lesson->Feedback().StartsWith("Good. The best defence: Khun "))
        << lesson->Feedback();
    for (int i = 0; i < 30 && !trainer->Finished(); ++i) {
        best = tables.BestMove(trainer->CurrentPosition(), tablebase::Access::AtHand());
        ASSERT_TRUE(best.has_value());
        frame->Board()->ClickSquare(best->From());
        frame->Board()->ClickSquare(best->To());
    }
    EXPECT_TRUE(trainer->Solved());
    EXPECT_EQ(lesson->Feedback(), "Won in 14 moves. Well played!");
    EXPECT_TRUE(lesson->Session()->CanGoNext());
}

}  // namespace
}  // namespace chatur::gui
