// Rated training, review, streak, the daily puzzle and the dashboard in the real
// window, with the training database in a temporary data folder and content
// from a temporary data folder holding a hand-written pack and a mined pool
// (puzzles/pool/), which the library must not list but training must use.
#include <gtest/gtest.h>
#include <wx/accel.h>
#include <wx/button.h>
#include <wx/choice.h>

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>

#include "core/training/training_modes.h"
#include "gui/board_view.h"
#include "gui/library_pane.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/trainer_view.h"
#include "gui/training/dashboard_frame.h"
#include "gui/training/train_panel.h"
#include "gui/training/train_text.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

// A Makruk pack of `count` mate-in-one puzzles "<id>.<n>", rated 800, 805, ...
void Press(wxWindow* parent, const wxString& name) {
    auto* button = dynamic_cast<wxButton*>(wxWindow::FindWindowByName(name, parent));
    ASSERT_NE(button, nullptr) << name;
    wxCommandEvent event(wxEVT_BUTTON, button->GetId());
    event.SetEventObject(button);
    button->ProcessWindowEvent(event);
}

class TrainingTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        dir = fs::path(::testing::TempDir()) / ("chatur-train-" + std::to_string(getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir / "content" / "puzzles" / "pool");
        fs::create_directories(dir / "data");
        std::ofstream(dir / "content" / "puzzles" / "hand.xml")
            << test::MateInOnePackXml("hand", 5, "fork");
        std::ofstream(dir / "content" / "puzzles" / "pool" / "mined.xml")
            << test::MateInOnePackXml("mined", 200, "mate-in-1 mate");
        setenv("CHATUR_DATA_DIR", (dir / "content").c_str(), 1);
        Open();
    }
    void Open(bool review = false) {
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        prefs.spacedReview = review;
        frame = new MainFrame(prefs, nullptr,
                              wxString::FromUTF8((dir / "data" / "progress.txt").string()));
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
        unsetenv("CHATUR_DATA_DIR");
        fs::remove_all(dir);
        ApplyUiLanguage("en");
    }
    TrainPanel* Train() { return frame->TrainPane(); }
    // Training reads the game's pools in the background the first time.
    bool StartAndWait(VariantId variant, TrainMode mode, const std::string& theme = {}) {
        frame->StartTraining(variant, mode, theme);
        EXPECT_TRUE(test::WaitFor([&] { return !frame->TrainingLoading(); }));
        return frame->TrainingPosed();
    }
    int CountKind(LibraryEntry::Kind kind) {
        int n = 0;
        for (const LibraryEntry& e : frame->Library()->Entries()) n += e.kind == kind;
        return n;
    }

    MainFrame* frame = nullptr;
    fs::path dir;
};

TEST_F(TrainingTest, LibraryListsHandWrittenPacksNotPools) {
    int packs = 0;
    for (const LibraryEntry& e : frame->Library()->Entries())
        if (e.kind == LibraryEntry::Kind::Pack) {
            ++packs;
            EXPECT_EQ(e.path.find("/pool/"), std::string::npos) << e.path;
        }
    EXPECT_EQ(packs, 1);
    EXPECT_EQ(CountKind(LibraryEntry::Kind::Train), 2);  // one per game
    EXPECT_EQ(CountKind(LibraryEntry::Kind::Dashboard), 2);
    // Training has not read the pool yet; it does when training starts.
    EXPECT_FALSE(frame->Training().IsBuilt(MakrukVariant()));
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated));
    EXPECT_EQ(frame->Training().SetFor(MakrukVariant()).Size(), 205u);
}

TEST_F(TrainingTest, RatedAttemptIsRecordedAndMovesTheRating) {
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated));
    EXPECT_EQ(frame->Mode(), FrameMode::Train);
    ASSERT_NE(Train()->Current(), nullptr);
    const std::string id = Train()->Current()->id;
    Press(Train(), "hint");
    Press(Train(), "answer");  // shown answer: rated as not solved
    training::TrainingStore& store = frame->Training().Store();
    const auto attempts = store.Attempts("makruk");
    ASSERT_EQ(attempts.size(), 1u);
    EXPECT_EQ(attempts[0].puzzleId, id);
    EXPECT_TRUE(attempts[0].answerShown);
    EXPECT_EQ(attempts[0].hintsUsed, 1);
    EXPECT_FALSE(training::RatedAsSolved(attempts[0]));
    EXPECT_LT(std::get<training::Glicko2Rating>(store.LearnerRating("makruk")).rating, 1500);
    EXPECT_TRUE(Train()->StatusLine().StartsWith("Your rating: ")) << Train()->StatusLine();
    const auto& entries = frame->Library()->Entries();
    for (size_t i = 0; i < entries.size(); ++i)
        if (entries[i].kind == LibraryEntry::Kind::Train &&
            entries[i].variant == VariantId::Makruk) {
            EXPECT_TRUE(frame->Library()->EntryLabel(i).StartsWith(
                wxString::FromUTF8("Rated puzzles \xc2\xb7 1")));
        }
    // The database is in the data folder, next to the progress file.
    EXPECT_TRUE(fs::exists(dir / "data" / "training.db"));
    // Next poses another puzzle.
    Press(Train(), "next");
    ASSERT_NE(Train()->Current(), nullptr);
    EXPECT_NE(Train()->Current()->id, id);

    // Hide my rating: no figure in the pane or in the library.
    Preferences prefs = frame->GetPreferences();
    prefs.hideRating = true;
    frame->ApplyPreferences(prefs);
    EXPECT_FALSE(Train()->StatusLine().Contains("rating")) << Train()->StatusLine();
    for (size_t i = 0; i < entries.size(); ++i)
        if (entries[i].kind == LibraryEntry::Kind::Train) {
            EXPECT_EQ(frame->Library()->EntryLabel(i), "Rated puzzles");
        }
}

// Solved after a wrong move: the feedback does not praise, says that the rating
// counts it as a miss and gives the change with its sign (ux-review M3); in a
// streak it says the streak is over and how long it was (M2).
TEST_F(TrainingTest, ASolveAfterAMistakeIsNotPraisedAndAStreakSaysItIsOver) {
    auto wrongThenRight = [&] {
        frame->Board()->SubmitTypedMove("h1h2");  // no mate: taken back
        EXPECT_FALSE(Train()->View()->Session()->Finished());
        frame->Board()->SubmitTypedMove("h1h8");
        EXPECT_TRUE(Train()->View()->Session()->Solved());
    };
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated));
    wrongThenRight();
    wxString said = Train()->Feedback();
    EXPECT_FALSE(said.Contains("well done")) << said;
    EXPECT_TRUE(
        said.StartsWith("Solved, but after a mistake: for your rating it counts as a "
                        "miss. Rating change: -"))
        << said;
    EXPECT_EQ(Train()->GetFeedbackKind(), FeedbackKind::Neutral);
    Press(Train(), "next");
    frame->Board()->SubmitTypedMove("h1h8");
    said = Train()->Feedback();
    EXPECT_TRUE(said.StartsWith("Right, well done! Rating change: +")) << said;
    EXPECT_EQ(Train()->GetFeedbackKind(), FeedbackKind::Good);

    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Streak));
    frame->Board()->SubmitTypedMove("h1h8");
    EXPECT_TRUE(Train()->Feedback().StartsWith("Right, well done!")) << Train()->Feedback();
    Press(Train(), "next");
    wrongThenRight();
    said = Train()->Feedback();
    EXPECT_TRUE(
        said.StartsWith("Streak over: 1 puzzle solved in a row. The move was right, but a "
                        "mistake ends the streak. Rating change: -"))
        << said;
    EXPECT_EQ(Train()->GetFeedbackKind(), FeedbackKind::Problem);
    EXPECT_EQ(Train()->StatusLine(), "Streak over: 1 (best: 1)");
    // The words follow a language switch.
    Preferences prefs = frame->GetPreferences();
    prefs.language = "de";
    frame->ApplyPreferences(prefs);
    EXPECT_TRUE(Train()->Feedback().StartsWith("Serie beendet")) << Train()->Feedback();
}

// The themes name the idea, which gives the answer away: they are shown once the
// attempt is over (solved, or the answer shown), not before.
TEST_F(TrainingTest, ThemesAreShownOnlyOnceThePuzzleIsOver) {
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated, "mate-in-1"));
    EXPECT_FALSE(Train()->Subtitle().Contains("Mate")) << Train()->Subtitle();
    Press(Train(), "hint");
    EXPECT_FALSE(Train()->Subtitle().Contains("Mate")) << Train()->Subtitle();
    frame->Board()->SubmitTypedMove("h1h8");
    EXPECT_TRUE(Train()->Subtitle().Contains("Mate in 1")) << Train()->Subtitle();
    Press(Train(), "next");
    EXPECT_FALSE(Train()->Subtitle().Contains("Mate")) << Train()->Subtitle();
    Press(Train(), "answer");
    EXPECT_TRUE(Train()->Subtitle().Contains("Mate in 1")) << Train()->Subtitle();
}

// A rated puzzle can be bookmarked like a pack's puzzle. Its pool pack is not in
// the library: after a restart the Bookmarks list reads the pools to name it,
// and opening it shows the puzzle as practice, in the puzzle pane.
TEST_F(TrainingTest, RatedPuzzleIsBookmarkedAndOpensAgainAfterARestart) {
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated));
    ASSERT_NE(Train()->Current(), nullptr);
    const std::string id = Train()->Current()->id;
    auto* button = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("bookmark", Train()));
    ASSERT_NE(button, nullptr);
    EXPECT_TRUE(button->IsShown());
    EXPECT_EQ(button->GetLabel(), "Boo&kmark");
    Press(Train(), "bookmark");
    EXPECT_EQ(button->GetLabel(), "Remove boo&kmark");
    ASSERT_TRUE(frame->CanBookmark());
    frame->ToggleBookmark();  // Ctrl+D removes it again
    EXPECT_EQ(frame->NoteText(), "Bookmark removed.");
    EXPECT_EQ(button->GetLabel(), "Boo&kmark");
    frame->ToggleBookmark();
    EXPECT_TRUE(Train()->IsBookmarked());

    Close();
    Open();
    const auto marks = frame->Progress().Bookmarks();
    ASSERT_EQ(marks.size(), 1u);
    EXPECT_EQ(marks[0].packId, id.substr(0, id.find('.')));  // the pool pack "mined"
    EXPECT_EQ(marks[0].itemId, id);
    EXPECT_FALSE(frame->Training().IsBuilt(MakrukVariant()));
    EXPECT_TRUE(frame->DescribeBookmark(marks[0]).Contains("not in the library"));
    frame->ReadBookmarkedPools();
    EXPECT_TRUE(frame->Training().IsBuilt(MakrukVariant()));
    const wxString described = frame->DescribeBookmark(marks[0]);
    EXPECT_TRUE(described.StartsWith("mined")) << described;
    EXPECT_TRUE(described.Contains(" of 200")) << described;
    ASSERT_TRUE(frame->OpenContent(
        wxString::FromUTF8((dir / "content" / "puzzles" / "hand.xml").string()), "hand.1"));
    ASSERT_TRUE(frame->OpenBookmark(marks[0]));
    EXPECT_EQ(frame->Mode(), FrameMode::Puzzle);
    ASSERT_NE(frame->PuzzlePane()->Current(), nullptr);
    EXPECT_EQ(frame->PuzzlePane()->Current()->id, id);
    EXPECT_TRUE(frame->PuzzlePane()->IsBookmarked());
    // "Continue where I left off" still returns to the library's puzzle.
    ASSERT_TRUE(frame->Progress().GetBookmark());
    EXPECT_EQ(frame->Progress().GetBookmark()->itemId, "hand.1");
}

TEST_F(TrainingTest, ThemeFilterOffersOnlyThemesWithPuzzles) {
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated, "fork"));
    ASSERT_NE(Train()->Current(), nullptr);
    EXPECT_EQ(Train()->Current()->id.rfind("hand.", 0), 0u);
    auto* themes = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("theme", Train()));
    ASSERT_NE(themes, nullptr);
    wxArrayString entries = themes->GetStrings();
    EXPECT_EQ(entries.size(), 4u);  // any, mate, mate in 1, fork
    EXPECT_EQ(themes->GetStringSelection(), "Fork (5)");
    EXPECT_NE(entries.Index("Mate in 1 (200)"), wxNOT_FOUND);
}

TEST_F(TrainingTest, ReviewSessionBringsBackDuePuzzles) {
    // Off by default: the entry says so and the session explains it, on an
    // empty board that takes no clicks (not the last puzzle's, ux-review M10),
    // with no Next puzzle and no state under the board.
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated));
    EXPECT_FALSE(StartAndWait(VariantId::Makruk, TrainMode::Review));
    EXPECT_TRUE(Train()->Body().Contains("Preferences"));
    const Position& shown = frame->Board()->Interaction().GetPosition();
    for (Square s = 0; s < 64; ++s) EXPECT_TRUE(IsEmpty(shown.PieceAt(s)));
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
    EXPECT_EQ(frame->StatusText(), "");
    auto* next = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("next", Train()));
    ASSERT_NE(next, nullptr);
    EXPECT_FALSE(next->IsShown());
    // Its button turns review on (the preference) and starts it.
    auto* turnOn = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("explain-action", Train()));
    ASSERT_NE(turnOn, nullptr);
    EXPECT_TRUE(turnOn->IsShown());
    EXPECT_EQ(turnOn->GetLabel(), "Turn on &review");
    Press(Train(), "explain-action");
    EXPECT_TRUE(frame->GetPreferences().spacedReview);
    EXPECT_TRUE(Train()->Body().Contains("No puzzles are due")) << Train()->Body();
    EXPECT_FALSE(turnOn->IsShown());
    Preferences off = frame->GetPreferences();
    off.spacedReview = false;
    frame->ApplyPreferences(off);
    // A puzzle missed two days ago is due.
    training::Trainer& trainer = frame->Training().TrainerFor(MakrukVariant());
    training::Attempt missed;
    missed.puzzleId = "mined.7";
    missed.time = int64_t(std::time(nullptr)) - 2 * 86400;
    missed.result = training::AttemptResult::Failed;
    ASSERT_FALSE(trainer.Record(missed));
    Preferences prefs = frame->GetPreferences();
    prefs.spacedReview = true;
    frame->ApplyPreferences(prefs);
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Review));
    ASSERT_NE(Train()->Current(), nullptr);
    EXPECT_EQ(Train()->Current()->id, "mined.7");
    EXPECT_EQ(Train()->StatusLine(), "1 puzzle due for review");
    Press(Train(), "answer");
    EXPECT_EQ(frame->Training().Store().CountDue("makruk", int64_t(std::time(nullptr))), 0);
    Press(Train(), "next");
    EXPECT_EQ(Train()->Current(), nullptr);
    EXPECT_TRUE(Train()->Body().Contains("No puzzles are due")) << Train()->Body();
}

TEST_F(TrainingTest, StreakEndsAtTheFirstMissAndDailyStaysTheSame) {
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Streak));
    EXPECT_EQ(Train()->StatusLine(), "Streak: 0 (best: 0)");
    Press(Train(), "answer");
    EXPECT_TRUE(Train()->Streak().over);
    auto* next = dynamic_cast<wxButton*>(wxWindow::FindWindowByName("next", Train()));
    ASSERT_NE(next, nullptr);
    EXPECT_EQ(next->GetLabel(), "New &streak");
    Press(Train(), "next");
    EXPECT_FALSE(Train()->Streak().over);

    // The pane's clock is the test's: one moment, read once (the daily rule
    // across a midnight is the session's test, training_session_test.cpp).
    const auto noon = std::chrono::system_clock::time_point(std::chrono::seconds(1767268800));
    Train()->SetClock([noon] { return noon; });
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Daily));
    const std::string daily = Train()->Current()->id;
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated));
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Daily));
    EXPECT_EQ(Train()->Current()->id, daily);
    EXPECT_EQ(daily, training::DailyPuzzleId(frame->Training().SetFor(MakrukVariant()), "makruk",
                                             training::LocalDayKey(1767268800)));
    // Today's puzzle counts once: a second go is practice, not recorded.
    Press(Train(), "answer");
    EXPECT_TRUE(Train()->StatusLine().Contains("Done for today")) << Train()->StatusLine();
    const int attempts = frame->Training().Store().CountAttempts("makruk");
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Daily));
    Press(Train(), "answer");
    EXPECT_EQ(frame->Training().Store().CountAttempts("makruk"), attempts);
}

TEST_F(TrainingTest, DashboardThemeRowStartsTrainingThatTheme) {
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Rated, "fork"));
    Press(Train(), "answer");
    frame->ShowDashboard(VariantId::Makruk);
    DashboardFrame* dashboard = nullptr;
    for (wxWindow* w : frame->GetChildren())
        if (auto* d = dynamic_cast<DashboardFrame*>(w)) dashboard = d;
    ASSERT_NE(dashboard, nullptr);
    ASSERT_TRUE(test::WaitFor([&] { return !dashboard->Charts()->ThemeRows().empty(); }));
    EXPECT_EQ(dashboard->Charts()->ThemeRows().front().second, "fork");
    // A language switch reaches the open dashboard.
    Preferences prefs = frame->GetPreferences();
    prefs.language = "de";
    frame->ApplyPreferences(prefs);
    EXPECT_EQ(dashboard->GetTitle(), "Trainingsfortschritt");
    ASSERT_TRUE(StartAndWait(VariantId::Makruk, TrainMode::Streak));
    dashboard->Charts()->ClickTheme("mate-in-1");
    EXPECT_EQ(Train()->Mode(), TrainMode::Rated);
    EXPECT_EQ(Train()->Theme(), "mate-in-1");
    // M18: the library shows the rated training the dashboard started.
    const auto& entries = frame->Library()->Entries();
    for (size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].kind == LibraryEntry::Kind::Train &&
            entries[i].variant == VariantId::Makruk) {
            EXPECT_EQ(frame->Library()->Tree()->GetSelection(), frame->Library()->EntryItem(i));
        }
    }
    // L2: it has a Close button, in the language.
    auto* closeButton = dynamic_cast<wxButton*>(dashboard->FindWindow("close"));
    ASSERT_NE(closeButton, nullptr);
    EXPECT_EQ(closeButton->GetLabel(), wxString::FromUTF8("Schließen"));
    // Escape and Ctrl+W close it (ux-review L2): keys bound to wxID_CLOSE.
    ASSERT_NE(dashboard->GetAcceleratorTable(), nullptr);
    EXPECT_TRUE(dashboard->GetAcceleratorTable()->IsOk());
    wxCommandEvent close(wxEVT_MENU, wxID_CLOSE);
    dashboard->ProcessWindowEvent(close);
    EXPECT_TRUE(test::WaitFor([&] {
        for (wxWindow* w : frame->GetChildren())
            if (dynamic_cast<DashboardFrame*>(w) && !w->IsBeingDeleted()) return false;
        return true;
    }));
}

// The pools are read on a worker: Train returns at once with "Loading
// puzzles..." (nothing read on the UI thread yet), and the puzzle follows.
TEST_F(TrainingTest, PoolsAreReadOffTheUiThread) {
    ASSERT_TRUE(frame->StartTraining(VariantId::Makruk, TrainMode::Rated));
    // Nothing of the pool was read on this thread: only OnPoolsRead, run by the
    // event loop, adopts it.
    EXPECT_TRUE(frame->TrainingLoading());
    EXPECT_TRUE(Train()->Loading());
    EXPECT_FALSE(frame->Training().IsBuilt(MakrukVariant()));
    EXPECT_EQ(Train()->Current(), nullptr);
    EXPECT_EQ(frame->Mode(), FrameMode::Train);
    EXPECT_NE(Train()->Body().Find("Loading puzzles"), wxNOT_FOUND) << Train()->Body();
    auto* next = wxWindow::FindWindowByName("next", Train());
    ASSERT_NE(next, nullptr);
    EXPECT_FALSE(next->IsShown());
    // The window goes on handling events meanwhile.
    bool handled = false;
    frame->CallAfter([&] { handled = true; });
    ASSERT_TRUE(test::WaitFor([&] { return handled && !frame->TrainingLoading(); }));
    EXPECT_TRUE(frame->TrainingPosed());
    ASSERT_NE(Train()->Current(), nullptr);
    EXPECT_FALSE(Train()->Loading());
    EXPECT_EQ(frame->Training().SetFor(MakrukVariant()).Size(), 205u);
    EXPECT_TRUE(next->IsShown());
}

TEST_F(TrainingTest, LeavingWhilePuzzlesLoadCancelsTheSession) {
    ASSERT_TRUE(frame->StartTraining(VariantId::Makruk, TrainMode::Rated));
    ASSERT_TRUE(frame->TrainingLoading());
    frame->NewGame(VariantId::Xiangqi);  // the learner goes elsewhere
    EXPECT_FALSE(frame->TrainingLoading());
    ASSERT_TRUE(test::WaitFor([&] { return !frame->PoolsReading(); }));
    EXPECT_EQ(frame->Mode(), FrameMode::FreePlay);  // not pulled back into training
    EXPECT_EQ(Train()->Current(), nullptr);
    // The pools read are kept: the next Train poses at once.
    EXPECT_TRUE(frame->Training().IsBuilt(MakrukVariant()));
    ASSERT_TRUE(frame->StartTraining(VariantId::Makruk, TrainMode::Rated));
    EXPECT_FALSE(frame->TrainingLoading());
    EXPECT_NE(Train()->Current(), nullptr);
}

TEST_F(TrainingTest, ClosingWhilePuzzlesLoadIsSafe) {
    ASSERT_TRUE(frame->StartTraining(VariantId::Makruk, TrainMode::Streak));
    ASSERT_TRUE(frame->TrainingLoading());
    Close();  // joins the worker; its late result is dropped with the frame
    EXPECT_TRUE(wxTopLevelWindows.empty());
    Open();  // for TearDown
    EXPECT_FALSE(frame->Training().IsBuilt(MakrukVariant()));
}

// ux-review L7: the dashboard's theme figures say what they are, and its dates
// are written as the language writes them (day and month were "02/12" in English).
TEST(TrainingWords, DashboardFiguresAreLabelledAndDatesFollowTheLanguage) {
    EXPECT_EQ(ThemeFigures(0.6, 1520), "60% solved, rating 1520");
    EXPECT_EQ(ThemeFigures(0.0, std::nullopt), "0% solved");
    const int64_t december2 = wxDateTime(2, wxDateTime::Dec, 2026, 12).GetTicks();
    EXPECT_EQ(ChartDate(december2), "Dec 02");
    ApplyUiLanguage("de");
    EXPECT_EQ(ChartDate(december2), "02.12.");
    EXPECT_EQ(ThemeFigures(0.6, 1520), wxString::FromUTF8("60 % gelöst, Wertung 1520"));
    ApplyUiLanguage("en");
}

}  // namespace
}  // namespace chatur::gui
