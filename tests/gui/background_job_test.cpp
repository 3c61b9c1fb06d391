// The GUI's one way to run work off its thread: results come back on the GUI
// thread, a cancelled or replaced run's result is dropped, and a window closed
// while a job runs (the pack editor's solution search) neither hangs nor crashes.
#include "gui/background_job.h"

#include <gtest/gtest.h>
#include <wx/frame.h>

#include <atomic>
#include <thread>

#include "core/editor/pack_document.h"
#include "gui/editor/move_task_panel.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

TEST(BackgroundJob, DeliversOnTheGuiThreadAndDropsAReplacedRun) {
    auto* frame = new wxFrame(nullptr, wxID_ANY, "job test");
    {
        BackgroundJob job(frame);
        std::vector<int> delivered;
        std::atomic<bool> release{false};
        const std::thread::id gui = std::this_thread::get_id();
        bool onGuiThread = false;
        // The first run waits until it is stopped; its result must never arrive.
        job.Start(
            [&](const BackgroundJob::Context& c) {
                while (!c.stop.stop_requested() && !release) std::this_thread::yield();
                return 1;
            },
            [&](int r) { delivered.push_back(r); });
        EXPECT_TRUE(job.Running());
        job.Start([](const BackgroundJob::Context&) { return 2; },
                  [&](int r) {
                      onGuiThread = std::this_thread::get_id() == gui;
                      delivered.push_back(r);
                  });
        ASSERT_TRUE(test::WaitFor([&] { return !job.Running(); }));
        EXPECT_EQ(delivered, std::vector<int>{2});
        EXPECT_TRUE(onGuiThread);
        // Cancelled: returns at once, and nothing is delivered.
        job.Start(
            [&](const BackgroundJob::Context& c) {
                while (!c.stop.stop_requested()) std::this_thread::yield();
                return 3;
            },
            [&](int r) { delivered.push_back(r); });
        job.Cancel();
        EXPECT_FALSE(job.Running());
        wxTheApp->Yield(true);
        EXPECT_EQ(delivered, std::vector<int>{2});
    }
    frame->Destroy();
    test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
}

TEST(BackgroundJob, ClosingThePackEditorDuringASolutionSearchStopsIt) {
    ApplyUiLanguage("en");
    editor::PackDocument doc(MakrukVariant(), "club.homework");
    doc.AddPuzzle();
    auto* frame = new wxFrame(nullptr, wxID_ANY, "puzzle editor test");
    auto* editor = new PuzzleEditor(frame);
    ASSERT_TRUE(test::ShowAlone(frame, editor));
    editor->ShowPuzzle(&doc, 0);
    // A middlegame with no mate in five: the solver would search its whole budget.
    ASSERT_TRUE(editor->PasteFen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"));
    auto* moves = editor->GetPage<MoveTaskPanel>();
    moves->SetGoal(content::MoveGoal::Mate, 5);
    moves->FindSolutions();
    ASSERT_TRUE(moves->SearchRunning());
    frame->Destroy();  // the panel's job is stopped and joined, never left running
    EXPECT_TRUE(test::WaitFor([] { return wxTopLevelWindows.empty(); }, 10000));
    wxTheApp->Yield(true);
}

}  // namespace
}  // namespace chatur::gui
