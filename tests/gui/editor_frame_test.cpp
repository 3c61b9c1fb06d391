// The pack editor window, driven through the same entry points its menus,
// toolbar and pages use: a pack built from nothing through the editor's own
// classes is accepted by `chatur-cli validate --strict`; findings lead to their
// puzzle; the modified mark, saving with a backup, closing with unsaved edits;
// a file changed on disk is reloaded; "Validate deeply" runs in the background;
// "Try it" plays a snapshot in the main window without recording progress.
#include <gtest/gtest.h>
#include <wx/listctrl.h>
#include <wx/menu.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/content/xml_loader.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "gui/board_view.h"
#include "gui/editor/editor_frame.h"
#include "gui/editor/findings_pane.h"
#include "gui/editor/move_task_panel.h"
#include "gui/editor/pack_meta_page.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/puzzle_texts_page.h"
#include "gui/editor/range_task_panel.h"
#include "gui/main_frame.h"
#include "gui/puzzle_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;
using Answer = EditorFrame::Answer;
using Question = EditorFrame::Question;

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

std::string ReadFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void WriteFile(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

int ImageOf(wxListCtrl* list, long row) {
    wxListItem item;
    item.SetId(row);
    item.SetMask(wxLIST_MASK_IMAGE);
    list->GetItem(item);
    return item.GetImage();
}

const char* const kLanguages[] = {"en", "id", "de", "th"};

class EditorFrameTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        dir = fs::path(::testing::TempDir()) /
              ("editor-" +
               std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override {
        for (wxWindow* w : wxTopLevelWindows) w->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    EditorFrame* Open(editor::PackDocument doc) {
        auto* frame = new EditorFrame(nullptr, std::move(doc));
        // No modal dialogs in a test: questions are answered here.
        frame->SetAsker([this](Question q, const wxString&) {
            asked.push_back(q);
            return answer;
        });
        frame->Show();
        EXPECT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
        return frame;
    }
    // A Makruk pack with two complete puzzles, made as an author would.
    EditorFrame* BuildPack() {
        EditorFrame* frame = Open(editor::PackDocument(MakrukVariant(), "club.homework"));
        PackMetaPage* meta = frame->Meta();
        meta->SetVersion("1.2");
        meta->SetAuthor("Khru Somchai");
        meta->SetLicence("CC-BY-SA-4.0");
        const char* titles[] = {"Homework", "Pekerjaan rumah", "Hausaufgabe",
                                "\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x9a\xe0\xb9\x89"
                                "\xe0\xb8\xb2\xe0\xb8\x99"};
        for (int i = 0; i < 4; ++i) {
            frame->SetContentLanguage(kLanguages[i]);
            meta->SetTitle(titles[i]);
            meta->SetDescription(std::string("Two puzzles (") + kLanguages[i] + ")");
        }

        // 1: where can the Ma go? (the engine fills the answer in)
        frame->SetContentLanguage("en");
        frame->AddPuzzle();
        PuzzleEditor* editor = frame->Puzzle();
        EXPECT_EQ(editor->PuzzleIndex(), std::optional<size_t>(0));
        editor->SetTaskKind(content::TaskKind::Range);
        editor->GetPage<RangeTaskPanel>()->SetRangeSquare(Sq("b1"));
        for (const char* lang : kLanguages) {
            frame->SetContentLanguage(lang);
            editor->GetPage<PuzzleTextsPage>()->SetText(
                "question", std::string("Where can the Ma go? ") + lang);
            editor->GetPage<PuzzleTextsPage>()->SetText("explanation",
                                                        std::string("It jumps. ") + lang);
            editor->GetPage<PuzzleTextsPage>()->SetText("hint-nudge",
                                                        std::string("Count its jumps. ") + lang);
        }

        // 2: a capture, recorded by playing it on the board.
        frame->SetContentLanguage("en");
        frame->AddPuzzle();
        EXPECT_EQ(editor->PuzzleIndex(), std::optional<size_t>(1));
        EXPECT_TRUE(editor->PasteFen("8/1k2n3/8/8/1P2R1p1/8/6K1/8 w - - 0 1"));
        editor->SetTaskKind(content::TaskKind::Move);
        editor->GetPage<MoveTaskPanel>()->StartRecording();
        editor->Board()->ClickSquare(Sq("e4"));
        editor->Board()->ClickSquare(Sq("g4"));
        EXPECT_TRUE(editor->GetPage<MoveTaskPanel>()->FinishRecording());
        for (const char* lang : kLanguages) {
            frame->SetContentLanguage(lang);
            editor->GetPage<PuzzleTextsPage>()->SetText("question",
                                                        std::string("Win the Bia. ") + lang);
            editor->GetPage<PuzzleTextsPage>()->SetText("explanation",
                                                        std::string("The Rua takes it. ") + lang);
            editor->GetPage<PuzzleTextsPage>()->SetText(
                "hint-nudge", std::string("Look along the rank. ") + lang);
        }
        frame->SetContentLanguage("en");
        frame->ValidateNow();
        return frame;
    }

    fs::path dir;
    Answer answer = Answer::No;
    std::vector<Question> asked;
};

TEST_F(EditorFrameTest, PackBuiltInTheEditorPassesStrictValidation) {
    EditorFrame* frame = BuildPack();
    const content::Pack& pack = frame->Document().GetPack();
    ASSERT_EQ(pack.puzzles.size(), 2u);
    EXPECT_EQ(*pack.title.Find("de"), "Hausaufgabe");
    EXPECT_EQ(pack.author, "Khru Somchai");
    const auto* range = pack.puzzles[0].task.As<content::RangeTask>();
    ASSERT_NE(range, nullptr);
    ASSERT_TRUE(range->squares.has_value());
    EXPECT_FALSE(range->squares->empty());
    const auto* move = pack.puzzles[1].task.As<content::MoveTask>();
    ASSERT_NE(move, nullptr);
    ASSERT_EQ(move->lines.size(), 1u);
    EXPECT_EQ(move->lines[0].moves, std::vector<std::string>{"e4g4"});
    for (const content::Finding& f : frame->CurrentFindings())
        ADD_FAILURE() << content::FormatFinding(f);
    EXPECT_EQ(frame->SummaryText(), "No problems");
    EXPECT_TRUE(frame->Findings()->Missing().empty());

    const fs::path file = dir / "homework.xml";
    ASSERT_TRUE(frame->SaveAs(wxString::FromUTF8(file.string())));
    const fs::path log = dir / "validate.log";
    const std::string cmd = std::string(CHATUR_CLI_PATH) + " validate --strict '" + file.string() +
                            "' > '" + log.string() + "' 2>&1";
    const int rc = std::system(cmd.c_str());
    EXPECT_EQ(rc, 0) << ReadFile(log);

    // And it loads back to the same texts and answers.
    auto loaded = content::LoadPackFile(file.string());
    ASSERT_TRUE(loaded.pack);
    EXPECT_EQ(*loaded.pack->title.Find("th"), *pack.title.Find("th"));
    EXPECT_EQ(loaded.pack->puzzles.size(), 2u);
}

TEST_F(EditorFrameTest, FindingsMarkTheListAndLeadToTheirPlace) {
    EditorFrame* frame = BuildPack();
    // A second new puzzle has no solution line yet: an error on that puzzle.
    frame->AddPuzzle();
    const std::string id = frame->Document().GetPack().puzzles[2].id;
    frame->ShowPackPage();
    frame->ValidateNow();
    const auto& rows = frame->Findings()->Findings();
    auto it = std::find_if(rows.begin(), rows.end(), [&](const content::Finding& f) {
        return f.itemId == id && f.severity == content::Severity::Error;
    });
    ASSERT_NE(it, rows.end());
    EXPECT_EQ(ImageOf(frame->PuzzleList(), 3), int(Mark::Error));
    EXPECT_EQ(ImageOf(frame->PuzzleList(), 1), int(Mark::None));
    EXPECT_TRUE(frame->SummaryText().Contains("error")) << frame->SummaryText();

    ASSERT_TRUE(frame->PackPageShown());
    frame->JumpToFinding(size_t(it - rows.begin()));
    EXPECT_FALSE(frame->PackPageShown());
    EXPECT_EQ(frame->SelectedPuzzle(), std::optional<size_t>(2));
    EXPECT_EQ(frame->Puzzle()->PuzzleIndex(), std::optional<size_t>(2));

    // A text written only in English is missing in the other three: its row
    // leads to the puzzle, in the first language it lacks.
    frame->ShowPuzzle(0);
    frame->SetContentLanguage("en");
    frame->Puzzle()->GetPage<PuzzleTextsPage>()->SetText("criteria",
                                                         "Count every square the Ma reaches.");
    frame->ShowPackPage();
    frame->ValidateNow();
    const std::string first = frame->Document().GetPack().puzzles[0].id;
    const auto& missing = frame->Findings()->Missing();
    auto m = std::find_if(missing.begin(), missing.end(), [&](const editor::MissingText& t) {
        return t.itemId == first && t.field == "criteria";
    });
    ASSERT_NE(m, missing.end());
    EXPECT_EQ(m->languages, (std::vector<std::string>{"id", "de", "th"}));
    frame->JumpToMissing(size_t(m - missing.begin()));
    EXPECT_EQ(frame->SelectedPuzzle(), std::optional<size_t>(0));
    EXPECT_EQ(frame->ContentLanguage(), "id");
    EXPECT_EQ(ImageOf(frame->PuzzleList(), 1), int(Mark::Error));  // strict: an error
}

TEST_F(EditorFrameTest, ModifiedMarkSaveBackupUndoAndClose) {
    EditorFrame* frame = Open(editor::PackDocument(MakrukVariant(), "club.marks"));
    const fs::path file = dir / "marks.xml";
    ASSERT_TRUE(frame->SaveAs(wxString::FromUTF8(file.string())));
    EXPECT_FALSE(frame->GetTitle().Contains("*")) << frame->GetTitle();
    EXPECT_TRUE(frame->GetTitle().StartsWith("marks.xml")) << frame->GetTitle();

    frame->Meta()->SetAuthor("Ajarn Malee");
    EXPECT_TRUE(frame->Document().Modified());
    EXPECT_TRUE(frame->GetTitle().StartsWith("marks.xml*")) << frame->GetTitle();
    EXPECT_EQ(ReadFile(file).find("Ajarn Malee"), std::string::npos);

    ASSERT_TRUE(frame->Save());
    EXPECT_FALSE(frame->GetTitle().Contains("*"));
    EXPECT_NE(ReadFile(file).find("Ajarn Malee"), std::string::npos);
    EXPECT_TRUE(fs::exists(file.string() + ".bak"));
    EXPECT_EQ(frame->MessageText(), "Saved marks.xml.");

    frame->UndoEdit();
    EXPECT_EQ(frame->Document().GetPack().author, "");
    EXPECT_TRUE(frame->Document().Modified());
    frame->RedoEdit();
    EXPECT_EQ(frame->Document().GetPack().author, "Ajarn Malee");

    // Closing with unsaved edits asks; Cancel keeps the window.
    frame->Meta()->SetVersion("2.0");
    answer = Answer::Cancel;
    EXPECT_FALSE(frame->Close());
    ASSERT_EQ(asked.size(), 1u);
    EXPECT_EQ(asked[0], Question::SaveChanges);
    EXPECT_FALSE(frame->IsBeingDeleted());
    // Save: the file has the edit and the window goes.
    answer = Answer::Yes;
    EXPECT_TRUE(frame->Close());
    EXPECT_NE(ReadFile(file).find("2.0"), std::string::npos);
    EXPECT_TRUE(test::WaitFor([] { return wxTopLevelWindows.empty(); }, 60000));
}

// The Edit menu names the step Undo would take back and Redo would do again;
// an edit without a name (typing a text) leaves the plain command.
TEST_F(EditorFrameTest, EditMenuNamesTheStepsOfUndoAndRedo) {
    EditorFrame* frame = Open(editor::PackDocument(MakrukVariant(), "club.steps"));
    wxMenuBar* bar = frame->GetMenuBar();
    ASSERT_TRUE(bar);
    EXPECT_EQ(bar->GetLabel(wxID_UNDO), "&Undo\tCtrl+Z");
    EXPECT_EQ(bar->GetLabel(wxID_REDO), "&Redo\tCtrl+Y");

    frame->AddPuzzle();
    EXPECT_EQ(bar->GetLabel(wxID_UNDO), "&Undo Add puzzle\tCtrl+Z");
    PuzzleEditor* editor = frame->Puzzle();
    EXPECT_TRUE(editor->PasteFen("7k/8/8/8/8/8/R7/K7 w - - 0 1"));
    EXPECT_EQ(bar->GetLabel(wxID_UNDO), "&Undo Set up position\tCtrl+Z");
    editor->SetTaskKind(content::TaskKind::Move);
    editor->GetPage<MoveTaskPanel>()->SetGoal(content::MoveGoal::Mate, 2);
    EXPECT_EQ(bar->GetLabel(wxID_UNDO), "&Undo Set goal\tCtrl+Z");

    frame->UndoEdit();
    EXPECT_EQ(bar->GetLabel(wxID_REDO), "&Redo Set goal\tCtrl+Y");
    frame->RedoEdit();
    EXPECT_EQ(bar->GetLabel(wxID_REDO), "&Redo\tCtrl+Y");
    EXPECT_EQ(bar->GetLabel(wxID_UNDO), "&Undo Set goal\tCtrl+Z");
}

TEST_F(EditorFrameTest, LiveReloadTakesAnExternalChange) {
    EditorFrame* frame = BuildPack();
    const fs::path file = dir / "live.xml";
    ASSERT_TRUE(frame->SaveAs(wxString::FromUTF8(file.string())));
    frame->ShowPuzzle(1);

    // Another editor changes the title; the timer takes it without asking.
    std::string text = ReadFile(file);
    const auto at = text.find(">Homework<");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 10, ">Homework for Friday<");
    WriteFile(file, text);
    fs::last_write_time(file, fs::last_write_time(file) + std::chrono::seconds(2));
    ASSERT_TRUE(test::WaitFor(
        [&] { return *frame->Document().GetPack().title.Find("en") == "Homework for Friday"; },
        60000));
    EXPECT_TRUE(asked.empty());
    EXPECT_TRUE(frame->MessageText().StartsWith("Reloaded live.xml")) << frame->MessageText();
    EXPECT_FALSE(frame->Document().Modified());
    EXPECT_EQ(frame->SelectedPuzzle(), std::optional<size_t>(1));

    // With unsaved edits it asks; "keep mine" keeps them.
    frame->Meta()->SetAuthor("Mine");
    text.replace(text.find("Homework for Friday"), 19, "Homework for Monday");
    WriteFile(file, text);
    fs::last_write_time(file, fs::last_write_time(file) + std::chrono::seconds(4));
    answer = Answer::No;
    frame->CheckDisk();
    ASSERT_EQ(asked.size(), 1u);
    EXPECT_EQ(asked[0], Question::TakeDiskVersion);
    EXPECT_EQ(frame->Document().GetPack().author, "Mine");
    frame->CheckDisk();  // asked once, not every second
    EXPECT_EQ(asked.size(), 1u);
}

TEST_F(EditorFrameTest, DeepValidationRunsInTheBackground) {
    EditorFrame* frame = BuildPack();
    frame->StartDeepValidation();
    EXPECT_TRUE(frame->DeepValidationRunning() || !frame->MessageText().empty());
    ASSERT_TRUE(test::WaitFor([&] { return !frame->DeepValidationRunning(); }, 240000));
    // The window polls the worker; give it a moment to take the result.
    ASSERT_TRUE(test::WaitFor(
        [&] { return frame->MessageText().StartsWith("Deep check finished"); }, 60000))
        << frame->MessageText();
    for (const content::Finding& f : frame->CurrentFindings())
        if (f.severity == content::Severity::Error) ADD_FAILURE() << content::FormatFinding(f);
}

TEST_F(EditorFrameTest, TryItPlaysASnapshotWithoutRecordingProgress) {
    Preferences prefs;
    prefs.language = "en";
    prefs.animateMoves = false;
    const fs::path progress = dir / "progress.txt";
    auto* main = new MainFrame(prefs, nullptr, wxString::FromUTF8(progress.string()));
    main->Show();
    EditorFrame* frame = BuildPack();
    frame->SetTryHandler([main](std::shared_ptr<const content::Pack> pack, const std::string& id) {
        main->TryPuzzle(std::move(pack), id);
    });
    // Offered at once for the puzzle shown, not only after another is chosen (ux-review L12).
    const int tryIt = frame->GetMenuBar()->FindMenuItem("Puzzle", "Try it");
    ASSERT_NE(tryIt, wxNOT_FOUND);
    EXPECT_TRUE(frame->GetMenuBar()->IsEnabled(tryIt));
    frame->ShowPuzzle(1);
    ASSERT_TRUE(frame->TryIt());
    EXPECT_TRUE(main->Trying());
    EXPECT_EQ(main->Mode(), FrameMode::Puzzle);
    ASSERT_NE(main->PuzzlePane()->Current(), nullptr);
    EXPECT_EQ(main->PuzzlePane()->Current()->id, frame->Document().GetPack().puzzles[1].id);
    // The learner's record has no bookmark and no attempt of it.
    EXPECT_FALSE(main->Progress().GetBookmark().has_value());

    // Play the answer on the main window's board: solved, but not recorded.
    main->Board()->ClickSquare(Sq("e4"));
    main->Board()->ClickSquare(Sq("g4"));
    EXPECT_EQ(main->Progress().Item(main->PuzzlePane()->Current()->id), nullptr);
    EXPECT_FALSE(fs::exists(progress));

    // Opening a pack of the library brings the learner's panel back.
    ASSERT_TRUE(main->OpenContent(wxString(CHATUR_SOURCE_DIR) + "/puzzles/makruk-1-rules.xml"));
    EXPECT_FALSE(main->Trying());
}

}  // namespace
}  // namespace chatur::gui
