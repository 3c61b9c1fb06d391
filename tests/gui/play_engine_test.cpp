// Play mode against an external UCI engine (chatur-cli's own `uci`, as a user
// would set Fairy-Stockfish in Preferences): the engine's reply comes from the
// worker while the event loop keeps running; a missing engine is reported in the
// pane and the built-in computer plays on; Analyse shows a line for the position
// on the board and follows it; the Preferences dialog's "Test engine".
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/rules/movegen.h"
#include "core/tablebase/tablebase.h"
#include "gui/board_view.h"
#include "gui/main_frame.h"
#include "gui/play_panel.h"
#include "gui/preferences_dialog.h"
#include "gui/translations.h"
#include "gui/ui_text.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

constexpr int kTimeoutMs = 120000;  // generous: a loaded machine is slow

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

class PlayEngineTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        static int n = 0;
        m_dir = fs::path(::testing::TempDir()) /
                ("chatur-engine-" + std::to_string(getpid()) + "-" + std::to_string(++n));
        fs::remove_all(m_dir);
        // The user's tables live under $XDG_DATA_HOME: a folder of this test's own,
        // set before the frame makes its tablebase service.
        setenv("XDG_DATA_HOME", (m_dir / "data").c_str(), 1);
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        frame =
            new MainFrame(prefs, nullptr, wxString::FromUTF8((m_dir / "progress.txt").string()));
        frame->SetSize(1200, 800);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 10000);
        fs::remove_all(m_dir);
    }
    void UseEngine(const wxString& path, const wxString& args, int moveTimeMs) {
        Preferences prefs = frame->GetPreferences();
        prefs.enginePath = path;
        prefs.engineArgs = args;
        prefs.engineMoveTimeMs = moveTimeMs;
        frame->ApplyPreferences(prefs);
    }
    void Move(const char* from, const char* to) {
        frame->Board()->ClickSquare(Sq(from));
        ClickResult r = frame->Board()->ClickSquare(Sq(to));
        ASSERT_EQ(r.kind, ClickKind::MoveRequested) << from << to;
    }
    const Game& PlayedGame() { return frame->PlayPane()->Session().GetGame(); }
    static GameSetup AgainstEngine() {
        GameSetup s;
        s.opponent = Opponent::Engine;
        s.humanSide = Color::White;
        s.level = Level::Easy;
        s.seed = 3;
        return s;
    }

    MainFrame* frame = nullptr;
    fs::path m_dir;
};

TEST_F(PlayEngineTest, ExternalEngineRepliesWithoutFreezingTheWindow) {
    // The engine is chatur-cli behind a gate that holds its "go" until the test
    // opens it, so the engine cannot answer before the window has shown it is live.
    const fs::path gate = m_dir / "go-gate";
    UseEngine(
        "/bin/sh",
        wxString::FromUTF8(std::string(CHATUR_SOURCE_DIR) + "/tests/data/uci/gated_engine.sh " +
                           gate.string() + " " + CHATUR_CLI_PATH + " uci"),
        600000);
    ASSERT_TRUE(frame->StartPlay(AgainstEngine()));
    PlayPanel* play = frame->PlayPane();
    Move("e3", "e4");
    const Position before = PlayedGame().GetPosition();
    EXPECT_TRUE(play->Thinking());
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
    // The event loop runs on while the engine thinks: it turns again and again
    // (each turn handles events and sleeps 10 ms), the engine still held. A
    // window that waited for the engine would never come back to the test.
    int turnsWhileThinking = 0;
    ASSERT_TRUE(test::WaitFor(
        [&] {
            if (play->Thinking()) ++turnsWhileThinking;
            return turnsWhileThinking >= 3 || !play->Thinking();
        },
        kTimeoutMs));
    EXPECT_EQ(turnsWhileThinking, 3);
    EXPECT_EQ(PlayedGame().PliesPlayed(), 1);
    { std::ofstream open(gate); }
    ASSERT_TRUE(test::WaitFor([&] { return PlayedGame().PliesPlayed() == 2; }, kTimeoutMs));
    EXPECT_FALSE(play->EngineError().has_value());
    EXPECT_EQ(play->EngineName(), "Chatur");
    // The reply was legal in the position it was made in (Game accepted it too).
    const chatur::Move reply = PlayedGame().Moves().back();
    bool legal = false;
    for (chatur::Move m : LegalMoves(before)) legal = legal || m == reply;
    EXPECT_TRUE(legal);
    EXPECT_EQ(frame->StatusText(), "White to move");
    EXPECT_NE(play->Pgn().find("[Black \"Chatur\"]"), std::string::npos);
    wxString subtitle = play->Subtitle();
    subtitle.Replace("\n", " ");
    EXPECT_NE(subtitle.Find("You play White against Chatur"), wxNOT_FOUND) << subtitle;

    // Take-back while the engine thinks stops it at once.
    Move("d3", "d4");
    EXPECT_TRUE(play->Thinking());
    frame->Undo();
    EXPECT_FALSE(play->Thinking());
    EXPECT_EQ(PlayedGame().PliesPlayed(), 2);
}

TEST_F(PlayEngineTest, AMissingEngineIsReportedAndTheComputerPlaysOn) {
    UseEngine("/nonexistent/fairy-stockfish", "", 500);
    ASSERT_TRUE(frame->StartPlay(AgainstEngine()));
    PlayPanel* play = frame->PlayPane();
    Move("e3", "e4");
    ASSERT_TRUE(test::WaitFor([&] { return PlayedGame().PliesPlayed() == 2; }, kTimeoutMs));
    ASSERT_TRUE(play->EngineError().has_value());
    EXPECT_EQ(UciErrorKey(play->EngineError()->kind), "engine-not-found");
    wxWindow* problem = play->FindWindow("engine-problem");
    ASSERT_TRUE(problem);
    EXPECT_TRUE(problem->IsShown());
    wxString label = problem->GetLabel();  // wrapped to the pane's width
    label.Replace("\n", " ");
    EXPECT_NE(label.Find("could not be started"), wxNOT_FOUND);
    EXPECT_NE(label.Find("level Easy"), wxNOT_FOUND);
    // Later turns are the built-in computer's, without a new error.
    Move("d3", "d4");
    ASSERT_TRUE(test::WaitFor([&] { return PlayedGame().PliesPlayed() == 4; }, kTimeoutMs));
}

TEST_F(PlayEngineTest, AnalyseFollowsThePositionOnTheBoard) {
    UseEngine(CHATUR_CLI_PATH, "uci", 500);
    GameSetup setup;
    setup.opponent = Opponent::Friend;
    ASSERT_TRUE(frame->StartPlay(setup));
    PlayPanel* play = frame->PlayPane();
    play->SetAnalysing(true);
    EXPECT_TRUE(play->AnalysisRunning());
    ASSERT_TRUE(test::WaitFor([&] { return play->AnalysisLine().StartsWith("Chatur: Depth"); }));
    EXPECT_TRUE(play->FindWindow("analysis")->IsShown());

    Move("e3", "e4");  // the analysis restarts on Black's position
    auto firstMove = [&]() -> wxString {
        const wxString line = play->AnalysisLine();
        const int dash = line.Find(wxString::FromUTF8("\xe2\x80\x94 "));
        if (!line.StartsWith("Chatur: Depth") || dash == wxNOT_FOUND) return {};
        return line.Mid(size_t(dash) + 2).BeforeFirst(',');
    };
    // The line's moves are worded as the lessons word them ("Khon d6–d5"), not
    // in coordinates (ux-review notation); the first is a legal move of Black's.
    auto isLegalMoveWorded = [&](const wxString& text) {
        const Position& pos = PlayedGame().GetPosition();
        for (chatur::Move m : PlayedGame().LegalMoves())
            if (MoveLabel(VariantId::Makruk, pos.PieceAt(m.From()), m) == text) return true;
        return false;
    };
    ASSERT_TRUE(test::WaitFor([&] { return isLegalMoveWorded(firstMove()); }))
        << play->AnalysisLine();
    EXPECT_TRUE(play->AnalysisRunning());

    play->SetAnalysing(false);
    EXPECT_FALSE(play->AnalysisRunning());
    EXPECT_FALSE(play->FindWindow("analysis")->IsShown());
}

TEST_F(PlayEngineTest, AnalyseGivesTheEndgameTablesAnswerInCoveredPositions) {
    ASSERT_EQ(frame->Tablebases()->CacheDir(), m_dir / "data" / "chatur" / "tablebases");
    ASSERT_TRUE(
        frame->Tablebases()->Fetch(*tablebase::ParseMaterial(MakrukVariant(), "KRvK")).table);
    GameSetup setup;
    setup.opponent = Opponent::Friend;
    setup.profile = "fifty";
    setup.fen = "8/8/8/3k4/8/2K5/8/7R w - - 0 1";
    ASSERT_TRUE(frame->StartPlay(setup));
    PlayPanel* play = frame->PlayPane();
    play->SetAnalysing(true);
    const wxString expected = wxString::FromUTF8(
        "Endgame table: White mates in 11 \xe2\x80\x94 Rua h1\xe2\x80\x93"
        "e1");
    ASSERT_TRUE(test::WaitFor([&] { return play->AnalysisLine() == expected; }, kTimeoutMs))
        << play->AnalysisLine();
    Move("h1", "h8");  // a worse move: the answer follows the board (Black's view now)
    ASSERT_TRUE(test::WaitFor(
        [&] { return play->AnalysisLine().StartsWith("Endgame table: White mates in"); },
        kTimeoutMs))
        << play->AnalysisLine();
    play->SetAnalysing(false);
}

TEST_F(PlayEngineTest, PreferencesTestEngineShowsTheNameOrTheProblem) {
    PreferencesDialog dialog(frame, frame->GetPreferences(), [](const Preferences&) {});
    dialog.SetEngine(CHATUR_CLI_PATH, "uci");
    dialog.TestEngine();
    ASSERT_TRUE(test::WaitFor([&] { return !dialog.Testing(); }));
    EXPECT_EQ(dialog.EngineTestText(), "Chatur plays Makruk and Xiangqi.");
    dialog.SetEngine("/bin/echo", "hello");
    dialog.TestEngine();
    ASSERT_TRUE(test::WaitFor([&] { return !dialog.Testing(); }));
    EXPECT_TRUE(dialog.EngineTestText().StartsWith("The external engine does not speak UCI."))
        << dialog.EngineTestText();
}

}  // namespace
}  // namespace chatur::gui
