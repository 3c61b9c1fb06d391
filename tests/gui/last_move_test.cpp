// A puzzle that names the opponent's move that led to it (`<board last=..>`,
// every mined puzzle) opens on the position before that move, slides it in and
// keeps it highlighted (ux-review M4): in a pack and in training. The slide runs
// on timers; the tests end it at once, as a new item would, and check the
// position before and the final one, never how long it took. With moves not
// animated the puzzle opens on its own position at once.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/notation/fen.h"
#include "gui/board_view.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/trainer_board.h"
#include "gui/trainer_view.h"
#include "gui/training/train_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

class LastMoveTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        dir = fs::path(::testing::TempDir()) / ("chatur-last-" + std::to_string(getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir / "content" / "puzzles" / "pool");
        fs::create_directories(dir / "data");
        std::ofstream(dir / "content" / "puzzles" / "pool" / "mined.xml")
            << test::MateInOnePackXml("mined", 30, "mate-in-1 mate", 1400,
                                      " last=\"f8e8\" captured=\"N\"");  // Khun f8xe8 took a Ma
        setenv("CHATUR_DATA_DIR", (dir / "content").c_str(), 1);
    }
    void Open(bool animate, const std::string& language = "en") {
        ApplyUiLanguage(language);
        Preferences prefs;
        prefs.language = language;
        prefs.animateMoves = animate;
        frame = new MainFrame(prefs, nullptr,
                              wxString::FromUTF8((dir / "data" / "progress.txt").string()));
        frame->SetSize(1280, 800);
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
    std::string Shown() const { return BoardFen(frame->Board()->Interaction().GetPosition()); }
    // A picture of the window for the reviewer, in the test's temporary folder.
    void SavePicture(const std::string& name) {
        test::SavePicture(frame, ::testing::TempDir() + name + ".png");
    }

    MainFrame* frame = nullptr;
    fs::path dir;
};

TEST_F(LastMoveTest, APackPuzzleOpensBeforeTheOpponentsMoveAndPlaysIt) {
    Open(/*animate=*/true);
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/tests/gui/data/trainer_pack.xml", "test.gui.fork"));
    TrainerBoard& trainer = frame->PuzzlePane()->View()->Board();
    // The position before Black's Rua a7-a8, Black to move, nothing to click yet.
    EXPECT_TRUE(trainer.Animating());
    EXPECT_EQ(Shown(), "4k3/r7/8/1N6/8/8/8/3K4 b");
    EXPECT_EQ(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
    trainer.FinishAnimation();
    // The puzzle's own position, the move highlighted, the learner's turn.
    EXPECT_FALSE(trainer.Animating());
    EXPECT_EQ(Shown(), "r3k3/8/8/1N6/8/8/8/3K4 w");
    EXPECT_EQ(frame->Board()->Interaction().LastMove(), chatur::Move(Sq("a7"), Sq("a8")));
    EXPECT_NE(frame->Board()->Interaction().Mode(), InteractionMode::Locked);
}

TEST_F(LastMoveTest, TrainingShowsThePieceTheErrorTook) {
    Open(/*animate=*/true);
    // The pools are read once, in the background; then a mode starts at once.
    frame->StartTraining(VariantId::Makruk, TrainMode::Rated, {});
    ASSERT_TRUE(test::WaitFor([&] { return !frame->TrainingLoading(); }));
    int withLastMove = 0;
    for (TrainMode mode : {TrainMode::Rated, TrainMode::Streak, TrainMode::Daily}) {
        ASSERT_TRUE(frame->StartTraining(VariantId::Makruk, mode, {})) << int(mode);
        const content::Puzzle* puzzle = frame->TrainPane()->Current();
        ASSERT_NE(puzzle, nullptr);
        TrainerBoard& trainer = frame->TrainPane()->View()->Board();
        const std::optional<Position> before = content::PositionBeforeLastMove(puzzle->board);
        EXPECT_EQ(trainer.Animating(), before.has_value()) << puzzle->id;
        if (before) {
            ++withLastMove;
            EXPECT_EQ(Shown(), BoardFen(*before)) << puzzle->id;
        }
        if (puzzle->id.rfind("mined.", 0) == 0) {
            // Before Khun f8xe8 the white Ma stood on e8.
            EXPECT_EQ(Shown(), "4Nk2/8/4K3/8/8/8/8/7R b") << int(mode);
        }
        trainer.FinishAnimation();
        EXPECT_EQ(Shown(), BoardFen(puzzle->board.position)) << puzzle->id;
        EXPECT_EQ(frame->Board()->Interaction().LastMove(), content::LastMoveOf(puzzle->board))
            << puzzle->id;
    }
    EXPECT_GT(withLastMove, 0);
}

// A bundled pool puzzle whose error took a Bia (Rua b1xb6), in English and Thai:
// the position before, then the move played and highlighted.
TEST_F(LastMoveTest, APoolPuzzleShowsTheTakenPieceFirst) {
    for (const std::string language : {"en", "th"}) {
        Open(/*animate=*/true, language);
        ASSERT_TRUE(frame->OpenContent(CHATUR_SOURCE_DIR "/puzzles/pool/makruk-mined-c01.xml",
                                       "makruk.mined.c01.g1-p21"));
        TrainerBoard& trainer = frame->PuzzlePane()->View()->Board();
        EXPECT_TRUE(trainer.Animating());
        EXPECT_EQ(Shown(), "r2m1s1r/2s1n1k1/pppppppp/8/P1P1P3/3P1PPP/2NK2R1/1R2MSN1 w");
        SavePicture("last-move-before-" + language);
        trainer.FinishAnimation();
        EXPECT_EQ(Shown(), "r2m1s1r/2s1n1k1/pRpppppp/8/P1P1P3/3P1PPP/2NK2R1/4MSN1 b");
        EXPECT_EQ(frame->Board()->Interaction().LastMove(), chatur::Move(Sq("b1"), Sq("b6")));
        SavePicture("last-move-after-" + language);
        frame->Destroy();
        frame = nullptr;
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
    }
}

TEST_F(LastMoveTest, WithoutAnimationThePuzzleOpensOnItsOwnPosition) {
    Open(/*animate=*/false);
    ASSERT_TRUE(
        frame->OpenContent(CHATUR_SOURCE_DIR "/tests/gui/data/trainer_pack.xml", "test.gui.fork"));
    EXPECT_FALSE(frame->PuzzlePane()->View()->Board().Animating());
    EXPECT_EQ(Shown(), "r3k3/8/8/1N6/8/8/8/3K4 w");
    EXPECT_EQ(frame->Board()->Interaction().LastMove(), chatur::Move(Sq("a7"), Sq("a8")));
}

}  // namespace
}  // namespace chatur::gui
