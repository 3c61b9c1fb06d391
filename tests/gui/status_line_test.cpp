// The status line under the board in every trainer mode, worded by one function
// from one judged state (ux-review H3, H4, H7): a solved mate says "Checkmate" in
// a pack puzzle, a lesson and training as it does in free play; a position with a
// running count shows the count in puzzles and lessons; and the count has a line
// of its own that fits the board's column at 1024x700 in Thai.
#include <gtest/gtest.h>
#include <wx/stattext.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/notation/fen.h"
#include "core/play/play_session.h"
#include "core/training/training_modes.h"
#include "gui/board_view.h"
#include "gui/main_frame.h"
#include "gui/training/train_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

const wxString kDash = wxString::FromUTF8(" \xe2\x80\x94 ");

// A mate in one, a mate puzzle on a board whose FEN carries Black's running board
// count (10 of 64), and a lesson whose only step shows that board.
const char* kPack = R"(<pack format="1" id="t" variant="makruk" profile="counting" version="1">
  <title><text lang="en">Status</text></title>
  <description><text lang="en">Fixtures.</text></description>
  <author>Chatur tests</author>
  <licence>CC0-1.0</licence>
  <lesson id="t.lesson">
    <title><text lang="en">Counting</text></title>
    <step>
      <text lang="en">Black counts; the count stands at 10.</text>
      <board fen="N7/8/8/8/8/6k1/1r6/7K b - 128 20 30"/>
    </step>
  </lesson>
  <puzzle id="t.mate" grade="1" stage="rules">
    <board fen="7k/R7/8/8/8/8/8/1R1K4 w - - 0 1"/>
    <question><text lang="en">Mate in one.</text></question>
    <move goal="mate" in="1"><line>b1b8</line></move>
    <explanation><text lang="en">Rua b8.</text></explanation>
  </puzzle>
  <puzzle id="t.count" grade="1" stage="rules">
    <board fen="N7/8/8/8/8/6k1/1r6/7K b - 128 20 30"/>
    <question><text lang="en">Black to move. What happens after b2 to b1?</text></question>
    <move><line>b2b1</line></move>
    <explanation><text lang="en">The counter's mate only draws.</text></explanation>
  </puzzle>
</pack>
)";

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

class StatusLineTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        dir = fs::path(::testing::TempDir()) / ("chatur-status-" + std::to_string(getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir / "content" / "puzzles" / "pool");
        fs::create_directories(dir / "data");
        pack = dir / "status.xml";
        std::ofstream(pack) << kPack;
        // Training's pool: mate-in-one puzzles (Rua h1 to h8).
        std::ofstream(dir / "content" / "puzzles" / "pool" / "mined.xml")
            << test::MateInOnePackXml("mined", 200, "mate-in-1 mate");
        setenv("CHATUR_DATA_DIR", (dir / "content").c_str(), 1);
    }
    void Open(const std::string& language, wxSize size) {
        ApplyUiLanguage(language);
        Preferences prefs;
        prefs.language = language;
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr,
                              wxString::FromUTF8((dir / "data" / "progress.txt").string()));
        frame->SetSize(size);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        if (frame) frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        unsetenv("CHATUR_DATA_DIR");
        fs::remove_all(dir);
        ApplyUiLanguage("en");
    }
    void Move(const char* from, const char* to) {
        frame->Board()->ClickSquare(Sq(from));
        frame->Board()->ClickSquare(Sq(to));
    }
    wxString Status() const { return frame->StatusText(); }

    fs::path dir;
    fs::path pack;
    MainFrame* frame = nullptr;
};

TEST_F(StatusLineTest, ASolvedMatePuzzleSaysCheckmate) {
    Open("en", wxSize(1280, 800));
    ASSERT_TRUE(frame->OpenContent(wxString::FromUTF8(pack.string()), "t.mate"));
    // Black's lone Khun counts the pieces' honour count on the second line.
    EXPECT_TRUE(Status().StartsWith("White to move\n")) << Status();
    Move("b1", "b8");
    EXPECT_EQ(Status(), "Checkmate" + kDash + "White wins");
}

TEST_F(StatusLineTest, ASolvedTrainingPuzzleSaysCheckmate) {
    Open("de", wxSize(1280, 800));
    frame->StartTraining(VariantId::Makruk, TrainMode::Rated, {});
    ASSERT_TRUE(test::WaitFor([&] { return !frame->TrainingLoading(); }));
    ASSERT_TRUE(frame->TrainingPosed());
    EXPECT_TRUE(Status().StartsWith(wxString::FromUTF8("Weiß am Zug\n"))) << Status();
    Move("h1", "h8");
    EXPECT_EQ(Status(), "Matt" + kDash + wxString::FromUTF8("Weiß gewinnt"));
}

TEST_F(StatusLineTest, APuzzleShowsItsRunningCountAndTheCountersMateDraws) {
    Open("en", wxSize(1280, 800));
    ASSERT_TRUE(frame->OpenContent(wxString::FromUTF8(pack.string()), "t.count"));
    EXPECT_EQ(Status(), "Black to move\nBoard's honour count" + kDash + "Black counts 10 of 64" +
                            kDash + "54 moves left");
    Move("b2", "b1");
    EXPECT_EQ(Status(), "The count ran out" + kDash + "Draw");
}

TEST_F(StatusLineTest, ALessonStepShowsTheCountOfItsBoard) {
    Open("en", wxSize(1280, 800));
    ASSERT_TRUE(frame->OpenContent(wxString::FromUTF8(pack.string()), "t.lesson"));
    EXPECT_TRUE(Status().EndsWith("Black counts 10 of 64" + kDash + "54 moves left")) << Status();
}

// ux-review H7: at the smallest window, in the language with the longest count
// line, every line of the status (the moves left last) fits its column.
TEST_F(StatusLineTest, TheCountLineFitsAt1024InThai) {
    Open("th", wxSize(1024, 700));
    ASSERT_TRUE(frame->OpenContent(wxString::FromUTF8(pack.string()), "t.count"));
    wxTheApp->Yield(true);
    auto* status = dynamic_cast<wxStaticText*>(wxWindow::FindWindowByName("status-line", frame));
    ASSERT_NE(status, nullptr);
    // What the label shows: the count on its own line(s), broken before a part
    // that would not fit, so the moves left are never cut off.
    const wxArrayString lines = wxSplit(status->GetLabelText(), '\n', '\0');
    ASSERT_GE(lines.size(), 2u) << status->GetLabelText();
    EXPECT_TRUE(lines.Last().Contains("54")) << lines.Last();
    for (const wxString& line : lines)
        EXPECT_LE(status->GetTextExtent(line).x, status->GetClientSize().x) << line;
    EXPECT_GE(status->GetClientSize().y, int(lines.size()) * status->GetCharHeight());
    EXPECT_EQ(wxSplit(Status(), '\n', '\0').size(), 2u);  // as worded: whose move, the count
}

// Play mode at 1024x700 in English: the board's count line is longer than the
// board's column, so it is broken before "63 moves left" rather than cut off.
TEST_F(StatusLineTest, ALongCountLineBreaksBeforeTheMovesLeft) {
    Open("en", wxSize(1024, 700));
    GameSetup setup;
    setup.opponent = Opponent::Friend;
    setup.fen = "4k2r/8/8/8/8/8/8/R2K4 w - - 0 1";
    ASSERT_TRUE(frame->StartPlay(setup));
    frame->StartCount();
    Move("a1", "a2");
    wxTheApp->Yield(true);
    auto* status = dynamic_cast<wxStaticText*>(wxWindow::FindWindowByName("status-line", frame));
    ASSERT_NE(status, nullptr);
    const wxArrayString lines = wxSplit(status->GetLabelText(), '\n', '\0');
    ASSERT_GE(lines.size(), 2u);
    EXPECT_TRUE(lines.Last().EndsWith("63 moves left")) << lines.Last();
    for (const wxString& line : lines)
        EXPECT_LE(status->GetTextExtent(line).x, status->GetClientSize().x) << line;
    // The words are those of the status line; only the breaks differ.
    wxString shown = status->GetLabelText(), worded = Status();
    shown.Replace("\n", " ");
    worded.Replace("\n", " ");
    shown.Replace(kDash, " ");
    worded.Replace(kDash, " ");
    EXPECT_EQ(shown, worded);
}

}  // namespace
}  // namespace chatur::gui
