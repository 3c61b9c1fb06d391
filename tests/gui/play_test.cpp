// Play mode on the real main window: a game against the computer (Easy, fixed
// seed) started through the frame's StartPlay -- what Game > New game... calls
// with the dialog's set-up -- moves by ClickSquare, the computer's reply from its
// worker thread, take-back, the count buttons in a Makruk ending, draws and
// resignation, the review offered when a game is over, the clock, and a game resumed by a new frame
// after a "restart".
#include <gtest/gtest.h>
#include <unistd.h>
#include <wx/button.h>
#include <wx/spinctrl.h>

#include <filesystem>

#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "gui/board_view.h"
#include "gui/main_frame.h"
#include "gui/new_game_dialog.h"
#include "gui/play_panel.h"
#include "gui/review_frame.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

// No Bia, a Rua each: the board's honour count may be declared.
constexpr const char* kEnding = "3k4/8/8/8/8/8/7r/R2K4 w - - 0 1";
constexpr int kComputerTimeoutMs = 120000;  // generous: a loaded machine is slow

Square Sq(const char* name, const Variant& v = MakrukVariant()) {
    return *ParseSquare(v, name);
}

GameSetup Computer(Level level = Level::Easy, const std::string& fen = {}) {
    GameSetup s;
    s.opponent = Opponent::Computer;
    s.humanSide = Color::White;
    s.level = level;
    s.seed = 7;
    s.fen = fen;
    return s;
}

GameSetup Friend(const std::string& fen = {}) {
    GameSetup s;
    s.opponent = Opponent::Friend;
    s.fen = fen;
    return s;
}

void Press(wxButton* button) {
    ASSERT_TRUE(button->IsShown());
    ASSERT_TRUE(button->IsEnabled());
    wxCommandEvent event(wxEVT_BUTTON, button->GetId());
    event.SetEventObject(button);
    button->ProcessWindowEvent(event);
}

class PlayTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        static int n = 0;
        m_dir = fs::path(::testing::TempDir()) /
                ("chatur-play-" + std::to_string(getpid()) + "-" + std::to_string(++n));
        fs::remove_all(m_dir);
        frame = OpenFrame();
    }
    void TearDown() override {
        CloseFrame(frame);
        fs::remove_all(m_dir);
    }
    MainFrame* OpenFrame() {
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        auto* f =
            new MainFrame(prefs, nullptr, wxString::FromUTF8((m_dir / "progress.txt").string()));
        f->SetSize(1200, 800);
        f->Show();
        EXPECT_TRUE(test::WaitFor([&] { return f->IsShownOnScreen(); }));
        return f;
    }
    void CloseFrame(MainFrame*& f) {
        if (!f) return;
        f->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 10000);
        f = nullptr;
    }
    void Move(const char* from, const char* to) {
        frame->Board()->ClickSquare(Sq(from));
        ClickResult r = frame->Board()->ClickSquare(Sq(to));
        ASSERT_EQ(r.kind, ClickKind::MoveRequested) << from << to;
    }
    const Game& PlayedGame() { return frame->PlayPane()->Session().GetGame(); }
    std::string SavedPath() const { return (m_dir / "saved-game.txt").string(); }

    MainFrame* frame = nullptr;
    fs::path m_dir;
};

TEST_F(PlayTest, ComputerRepliesFromItsThreadAndTakeBackUndoesBothMoves) {
    ASSERT_TRUE(frame->StartPlay(Computer()));
    PlayPanel* play = frame->PlayPane();
    EXPECT_EQ(frame->Mode(), FrameMode::Play);
    EXPECT_EQ(frame->StatusText(), "White to move");
    wxString title = play->Title();
    title.Replace("\n", " ");  // wrapped to the pane's width
    EXPECT_EQ(title, "Makruk against the computer");

    Move("e3", "e4");
    // The search runs in its thread; the window goes on handling events.
    EXPECT_TRUE(play->Thinking());
    EXPECT_EQ(frame->StatusText(), "Black to move");
    EXPECT_TRUE(play->FindWindow("thinking")->IsShown());
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
    ASSERT_TRUE(test::WaitFor([&] { return PlayedGame().PliesPlayed() == 2; }, kComputerTimeoutMs));
    EXPECT_FALSE(play->Thinking());
    EXPECT_FALSE(play->FindWindow("thinking")->IsShown());
    EXPECT_EQ(frame->StatusText(), "White to move");
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Play);
    EXPECT_EQ(frame->Board()->Interaction().GetPosition(), PlayedGame().GetPosition());
    EXPECT_NE(play->Notes().Find("1. e3e4 "), wxNOT_FOUND);

    frame->Undo();  // Ctrl+Z and the Undo button
    EXPECT_EQ(PlayedGame().PliesPlayed(), 0);
    EXPECT_EQ(frame->Board()->Interaction().GetPosition(), Position::Start(MakrukVariant()));
    EXPECT_EQ(frame->StatusText(), "White to move");
    EXPECT_FALSE(play->CanTakeBack());
    EXPECT_NE(play->Pgn().find("[Variant \"Makruk\"]"), std::string::npos);
}

TEST_F(PlayTest, XiangqiWithTheUserAsBlackTheComputerOpens) {
    GameSetup setup = Computer();
    setup.variant = VariantId::Xiangqi;
    setup.humanSide = Color::Black;
    ASSERT_TRUE(frame->StartPlay(setup));
    EXPECT_TRUE(frame->Board()->Interaction().Flipped());  // the user's side at the bottom
    EXPECT_FALSE(frame->GetPreferences().flipped);         // for this game only
    EXPECT_EQ(PlayedGame().Profile().name, "basic");
    ASSERT_TRUE(test::WaitFor([&] { return PlayedGame().PliesPlayed() == 1; }, kComputerTimeoutMs));
    EXPECT_EQ(frame->StatusText(), "Black to move");
    const chatur::Move reply = PlayedGame().LegalMoves()[0];
    frame->Board()->ClickSquare(reply.From());
    ASSERT_EQ(frame->Board()->ClickSquare(reply.To()).kind, ClickKind::MoveRequested);
    ASSERT_TRUE(test::WaitFor([&] { return PlayedGame().PliesPlayed() == 3; }, kComputerTimeoutMs));
    frame->Undo();
    EXPECT_EQ(PlayedGame().PliesPlayed(), 1);
    EXPECT_FALSE(
        frame->PlayPane()->CanTakeBack());  // the computer's opening move is not the user's
}

TEST_F(PlayTest, TakeBackInterruptsARunningSearch) {
    ASSERT_TRUE(frame->StartPlay(Computer(Level::Hard)));  // thinks for seconds
    Move("e3", "e4");
    ASSERT_TRUE(frame->PlayPane()->Thinking());
    frame->Undo();
    EXPECT_FALSE(frame->PlayPane()->Thinking());
    EXPECT_EQ(PlayedGame().PliesPlayed(), 0);
    // A reply already queued is dropped: nothing arrives when events are handled.
    for (int i = 0; i < 20; ++i) wxTheApp->Yield(true);
    EXPECT_EQ(PlayedGame().PliesPlayed(), 0);
    EXPECT_EQ(frame->StatusText(), "White to move");
    // A new game while it thinks stops the search too.
    Move("e3", "e4");
    ASSERT_TRUE(frame->PlayPane()->Thinking());
    ASSERT_TRUE(frame->StartPlay(Friend()));
    EXPECT_FALSE(frame->PlayPane()->Thinking());
}

TEST_F(PlayTest, CountButtonsFollowTheRulesInAMakrukEnding) {
    ASSERT_TRUE(frame->StartPlay(Friend(kEnding)));
    wxButton* start = frame->StartCountButton();
    wxButton* stop = frame->StopCountButton();
    EXPECT_TRUE(start->IsShown());
    EXPECT_FALSE(stop->IsShown());
    Press(start);
    EXPECT_EQ(frame->StatusText(),
              wxString::FromUTF8("White to move\nThe board's honour count starts "
                                 "with this move"));
    EXPECT_FALSE(start->IsShown());
    Move("a1", "a2");
    EXPECT_EQ(frame->StatusText(),
              wxString::FromUTF8("Black to move\nBoard's honour count \xe2\x80\x94 "
                                 "White counts 1 of 64 \xe2\x80\x94 63 moves left"));
    EXPECT_FALSE(start->IsShown());  // a count runs
    EXPECT_FALSE(stop->IsShown());   // only the counter stops it, on its turn
    Move("h2", "h3");
    EXPECT_TRUE(stop->IsShown());
    Press(stop);
    EXPECT_NE(frame->StatusText().Find("stops with this move"), wxNOT_FOUND);
    frame->Undo();  // the declaration first
    EXPECT_TRUE(stop->IsShown());
    EXPECT_EQ(frame->StatusText().Find("stops with this move"), wxNOT_FOUND);
}

TEST_F(PlayTest, AgainstTheComputerTheButtonsAreOnlyForTheUserAndTheComputerDeclares) {
    // White has two Rua against one: Black, the computer, is behind and counts.
    ASSERT_TRUE(frame->StartPlay(Computer(Level::Easy, "3k4/8/8/8/8/8/7r/RR1K4 w - - 0 1")));
    EXPECT_TRUE(frame->StartCountButton()->IsShown());
    Move("b1", "b3");
    EXPECT_FALSE(frame->StartCountButton()->IsShown());  // the computer's turn
    ASSERT_TRUE(test::WaitFor([&] { return PlayedGame().PliesPlayed() == 2; }, kComputerTimeoutMs));
    const CountStatus count = PlayedGame().GetCountStatus();
    EXPECT_EQ(count.kind, CountKind::Board);
    EXPECT_EQ(count.countingSide, Color::Black);
    EXPECT_EQ(frame->NoteText(), "The computer declares the board's honour count.");
    EXPECT_NE(frame->StatusText().Find("Black counts 1 of 64"), wxNOT_FOUND);
    EXPECT_EQ(frame->PlayPane()->Session().Actions()[1], "count-start");
}

TEST_F(PlayTest, ResignationDrawOffersAndTheOutcomeInThePane) {
    ASSERT_TRUE(frame->StartPlay(Friend()));
    PlayPanel* play = frame->PlayPane();
    Move("e3", "e4");
    play->OfferDraw();  // Black offers; White answers on this device
    EXPECT_TRUE(play->DrawOffered());
    EXPECT_NE(frame->StatusText().Find("A draw is offered"), wxNOT_FOUND);
    play->AnswerDraw(false);
    EXPECT_FALSE(PlayedGame().IsOver());
    play->OfferDraw();
    play->AnswerDraw(true);
    EXPECT_EQ(frame->StatusText(), wxString::FromUTF8("Draw agreed \xe2\x80\x94 Draw"));
    EXPECT_EQ(play->Feedback(), wxString::FromUTF8("Draw agreed \xe2\x80\x94 Draw"));
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
    frame->Undo();  // takes back the agreement
    EXPECT_FALSE(PlayedGame().IsOver());

    ASSERT_TRUE(frame->StartPlay(Computer()));
    play->Resign();
    EXPECT_EQ(frame->StatusText(), wxString::FromUTF8("Resignation \xe2\x80\x94 Black wins"));
    EXPECT_EQ(
        play->Feedback(),
        wxString::FromUTF8("Resignation \xe2\x80\x94 Black wins\nThe computer won this game."));
    EXPECT_EQ(play->GetFeedbackKind(), FeedbackKind::Problem);
    // The computer takes a draw only when it does not think it stands better.
    ASSERT_TRUE(frame->StartPlay(Computer(Level::Easy, "3k4/8/8/8/8/8/6rr/R2K4 w - - 0 1")));
    play->OfferDraw();  // it is a Rua ahead
    EXPECT_FALSE(PlayedGame().IsOver());
    EXPECT_NE(frame->NoteText().Find("declines"), wxNOT_FOUND);
    ASSERT_TRUE(frame->StartPlay(Computer(Level::Easy, "3k4/8/8/8/8/8/7r/RR1K4 w - - 0 1")));
    play->OfferDraw();  // a Rua behind
    EXPECT_EQ(PlayedGame().GetOutcome(), (Outcome{Result::Draw, Reason::Agreement}));
}

TEST_F(PlayTest, AFinishedGameOffersItsReviewUnderTheOutcome) {
    ASSERT_TRUE(frame->StartPlay(Friend()));
    PlayPanel* play = frame->PlayPane();
    Move("e3", "e4");
    Move("d6", "d5");
    EXPECT_FALSE(play->ReviewGameButton()->IsShown());  // the game goes on
    play->Resign();
    EXPECT_EQ(play->ReviewGameButton()->GetLabel(), "Re&view this game");
    Press(play->ReviewGameButton());
    ReviewFrame* review = nullptr;
    for (wxWindow* w : wxTopLevelWindows)
        if (auto* r = dynamic_cast<ReviewFrame*>(w)) review = r;
    ASSERT_NE(review, nullptr);
    ASSERT_TRUE(test::WaitFor([&] { return review->Review() != nullptr; }, kComputerTimeoutMs));
    ASSERT_EQ(review->Review()->moves.size(), 2u);
    EXPECT_EQ(review->Review()->moves[0].played, chatur::Move(Sq("e3"), Sq("e4")));
    review->Destroy();

    // A game over before its first move has nothing to review.
    ASSERT_TRUE(frame->StartPlay(Friend()));
    play->Resign();
    EXPECT_FALSE(play->ReviewGameButton()->IsShown());
}

TEST_F(PlayTest, TimeForfeitEndsATwoPlayerGame) {
    GameSetup setup = Friend();
    setup.clock = ClockSettings{1, 0, 0};
    ASSERT_TRUE(frame->StartPlay(setup));
    EXPECT_TRUE(frame->PlayPane()->ClockLine(Color::White).StartsWith("White: 0:01"));
    ASSERT_TRUE(test::WaitFor([&] { return frame->PlayPane()->Session().IsOver(); }));
    EXPECT_EQ(frame->PlayPane()->Session().LostOnTime(), Color::White);
    EXPECT_EQ(frame->StatusText(), wxString::FromUTF8("Time forfeit \xe2\x80\x94 Black wins"));
    EXPECT_NE(frame->PlayPane()->Pgn().find("[Termination \"time-forfeit\"]"), std::string::npos);
}

TEST_F(PlayTest, AnUnfinishedGameIsResumedAfterARestart) {
    ASSERT_TRUE(frame->StartPlay(Friend(kEnding)));
    Press(frame->StartCountButton());
    Move("a1", "a2");
    Move("h2", "h3");
    const std::string fen = GameFen(PlayedGame());
    ASSERT_TRUE(fs::exists(SavedPath()));
    CloseFrame(frame);

    frame = OpenFrame();  // the app starts again
    ASSERT_EQ(frame->Mode(), FrameMode::Play);
    EXPECT_EQ(GameFen(PlayedGame()), fen);
    EXPECT_EQ(PlayedGame().GetCountStatus().kind, CountKind::Board);
    EXPECT_EQ(frame->NoteText(), "Your unfinished game has been restored.");
    EXPECT_TRUE(frame->StopCountButton()->IsShown());

    // Closed while the computer thinks: the search stops, and it thinks again
    // after the restart.
    ASSERT_TRUE(frame->StartPlay(Computer(Level::Hard)));
    Move("e3", "e4");
    ASSERT_TRUE(frame->PlayPane()->Thinking());
    CloseFrame(frame);
    frame = OpenFrame();
    ASSERT_EQ(frame->Mode(), FrameMode::Play);
    EXPECT_EQ(PlayedGame().PliesPlayed(), 1);
    EXPECT_TRUE(frame->PlayPane()->Thinking());
    frame->Undo();
    EXPECT_EQ(PlayedGame().PliesPlayed(), 0);

    // A finished game is not reopened; a damaged file is reported.
    frame->PlayPane()->Resign();
    CloseFrame(frame);
    frame = OpenFrame();
    EXPECT_EQ(frame->Mode(), FrameMode::FreePlay);
    CloseFrame(frame);
    fs::resize_file(SavedPath(), fs::file_size(SavedPath()) / 2);
    frame = OpenFrame();
    EXPECT_EQ(frame->Mode(), FrameMode::FreePlay);
    EXPECT_NE(frame->NoteText().Find("damaged"), wxNOT_FOUND);
}

TEST_F(PlayTest, NewGameDialogOffersTheMaximumLevel) {
    GameSetup initial;
    initial.opponent = Opponent::Computer;
    initial.level = Level::Maximum;
    NewGameDialog dialog(frame, initial);
    EXPECT_EQ(dialog.Setup().level, Level::Maximum);
}

// L13: the clock's fields line up with the form above them.
TEST_F(PlayTest, NewGameDialogsClockLinesUpWithTheForm) {
    NewGameDialog dialog(frame, GameSetup{});
    dialog.Layout();
    wxWindow* variant = wxWindow::FindWindowByName("variant", &dialog);
    ASSERT_NE(variant, nullptr);
    int spins = 0;
    for (wxWindow* child : dialog.GetChildren())
        if (child->IsKindOf(wxCLASSINFO(wxSpinCtrl))) {
            EXPECT_EQ(child->GetPosition().x, variant->GetPosition().x);
            ++spins;
        }
    EXPECT_EQ(spins, 3);
}

TEST_F(PlayTest, NewGameDialogChecksThePastedFen) {
    NewGameDialog dialog(frame, GameSetup{});
    EXPECT_TRUE(dialog.IsValid());
    dialog.SetOpponent(Opponent::Friend);
    dialog.SetFen("3k4/8/8 w - - 0 1");
    EXPECT_FALSE(dialog.IsValid());
    EXPECT_EQ(dialog.Problem(),
              "This position cannot be used: The board has 8 ranks; the FEN gives 3.");
    dialog.SetFen(kEnding);
    EXPECT_TRUE(dialog.IsValid()) << dialog.Problem();
    dialog.SetVariant(VariantId::Xiangqi);  // a Makruk FEN is no Xiangqi position
    EXPECT_FALSE(dialog.IsValid());
    dialog.SetVariant(VariantId::Makruk);
    const GameSetup setup = dialog.Setup();
    EXPECT_EQ(setup.fen, kEnding);
    EXPECT_EQ(setup.profile, "counting");
    EXPECT_EQ(setup.opponent, Opponent::Friend);
    ASSERT_TRUE(frame->StartPlay(setup));
    EXPECT_EQ(GameFen(PlayedGame()), kEnding);
    dialog.SetFen("3k4/8/8/8/8/8/8/3K4 w - - 0 1");  // two bare Khuns: drawn at once
    EXPECT_NE(dialog.Problem().Find("already over"), wxNOT_FOUND);
}

}  // namespace
}  // namespace chatur::gui
