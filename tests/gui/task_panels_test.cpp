// The puzzle editor's task panels through their own controls: the kind choice
// shows the panel of the chosen kind, each panel edits its task through its
// buttons, choices and check boxes, and every edit is one undo step with a
// name the Edit menu shows -- typing too, one step per field edit session
// however often a pause stores it.
#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include <set>

#include "core/editor/pack_document.h"
#include "core/notation/fen.h"
#include "gui/board_view.h"
#include "gui/editor/choice_task_panel.h"
#include "gui/editor/count_task_panel.h"
#include "gui/editor/editor_text.h"
#include "gui/editor/legal_task_panel.h"
#include "gui/editor/move_task_panel.h"
#include "gui/editor/place_task_panel.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/puzzle_texts_page.h"
#include "gui/editor/range_task_panel.h"
#include "gui/editor/setup_palette.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

using content::TaskKind;

class TaskPanelsTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        doc = std::make_unique<editor::PackDocument>(MakrukVariant(), "club.panels");
        doc->AddPuzzle();
        frame = new wxFrame(nullptr, wxID_ANY, "task panels test");
        editor = new PuzzleEditor(frame);
        ASSERT_TRUE(test::ShowAlone(frame, editor));
        editor->ShowPuzzle(doc.get(), 0);
    }
    void TearDown() override {
        ApplyUiLanguage("en");
        if (frame) frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
    }
    const content::Puzzle& Puzzle() const { return doc->GetPack().puzzles.at(0); }
    template <class T>
    const T& Task() const {
        const T* t = Puzzle().task.As<T>();
        EXPECT_NE(t, nullptr);
        return t ? *t : empty<T>;
    }
    template <class T>
    static inline const T empty{};
    Square Sq(const char* name) const { return *ParseSquare(MakrukVariant(), name); }
    void Click(const char* square) { editor->Board()->ClickSquare(Sq(square)); }
    template <class T>
    T* Find(const char* name) {
        auto* found = dynamic_cast<T*>(wxWindow::FindWindowByName(name, editor));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }
    // The controls as a user works them: each sends the event its handler takes.
    void Choose(const char* name, int index) {
        auto* choice = Find<wxChoice>(name);
        choice->SetSelection(index);
        wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
        event.SetEventObject(choice);
        event.SetInt(index);
        choice->ProcessWindowEvent(event);
    }
    void Press(const char* name) {
        auto* button = Find<wxButton>(name);
        ASSERT_TRUE(button->IsEnabled()) << name;
        wxCommandEvent event(wxEVT_BUTTON, button->GetId());
        event.SetEventObject(button);
        button->ProcessWindowEvent(event);
    }
    void Tick(const char* name, bool on) {
        auto* box = Find<wxCheckBox>(name);
        ASSERT_TRUE(box->IsEnabled()) << name;
        box->SetValue(on);
        wxCommandEvent event(wxEVT_CHECKBOX, box->GetId());
        event.SetEventObject(box);
        event.SetInt(on);
        box->ProcessWindowEvent(event);
    }
    // The label of the last undo step, remembered so that the test can check
    // that each has a name in the Edit menu.
    std::string Step() {
        const std::string label(doc->UndoLabel());
        labels.insert(label);
        return label;
    }

    std::unique_ptr<editor::PackDocument> doc;
    wxFrame* frame = nullptr;
    PuzzleEditor* editor = nullptr;
    std::set<std::string> labels;
};

TEST_F(TaskPanelsTest, TheKindChoiceShowsThePanelOfThatKind) {
    const std::vector<TaskKindPanel*> panels = {
        editor->GetPage<MoveTaskPanel>(),   editor->GetPage<LegalTaskPanel>(),
        editor->GetPage<RangeTaskPanel>(),  editor->GetPage<PlaceTaskPanel>(),
        editor->GetPage<ChoiceTaskPanel>(), editor->GetPage<CountTaskPanel>()};
    auto shown = [&](TaskKind kind) {
        for (TaskKindPanel* panel : panels)
            if (panel->IsShown() != (panel->Kind() == kind)) return false;
        return true;
    };
    EXPECT_TRUE(shown(TaskKind::Move));
    for (TaskKind kind : {TaskKind::Legal, TaskKind::Range, TaskKind::Place, TaskKind::Choice,
                          TaskKind::Count, TaskKind::Move}) {
        Choose("task-kind", int(kind));
        EXPECT_EQ(Puzzle().task.Kind(), kind);
        EXPECT_TRUE(shown(kind)) << int(kind);
        EXPECT_EQ(Step(), "change-task-kind");
    }
    // Undo goes back one kind at a time, the panel with it.
    doc->Undo();
    editor->ShowAgain();
    EXPECT_EQ(Puzzle().task.Kind(), TaskKind::Count);
    EXPECT_TRUE(shown(TaskKind::Count));
    EXPECT_EQ(Find<wxChoice>("task-kind")->GetSelection(), int(TaskKind::Count));
}

TEST_F(TaskPanelsTest, EachPanelEditsItsTaskThroughItsControls) {
    // move: the goal.
    Choose("goal", int(content::MoveGoal::Mate));
    EXPECT_EQ(Task<content::MoveTask>().goal, content::MoveGoal::Mate);
    EXPECT_EQ(Step(), "set-goal");

    // legal: the move picked on the board after the button.
    Choose("task-kind", int(TaskKind::Legal));
    Press("pick-legal-move");
    Click("e3");
    Click("e4");
    EXPECT_EQ(Task<content::LegalTask>().from, Sq("e3"));
    EXPECT_EQ(Task<content::LegalTask>().to, Sq("e4"));
    EXPECT_TRUE(Task<content::LegalTask>().answer);
    EXPECT_FALSE(Find<wxWindow>("legal-verdict")->GetLabel().empty());
    EXPECT_EQ(Step(), "set-legal-move");

    // range: the piece picked on the board.
    Choose("task-kind", int(TaskKind::Range));
    Press("pick-range-piece");
    Click("c1");
    EXPECT_EQ(Task<content::RangeTask>().square, Sq("c1"));
    EXPECT_EQ(Step(), "set-range-piece");

    // place: the condition and the piece from their choices.
    Choose("task-kind", int(TaskKind::Place));
    Choose("place-condition", int(content::PlaceCondition::SafeSquare));
    EXPECT_EQ(Task<content::PlaceTask>().condition, content::PlaceCondition::SafeSquare);
    EXPECT_EQ(Step(), "set-place");
    Choose("place-piece", 0);  // the palette's first piece that is not a king, White's
    PieceType first = PalettePieceTypes(VariantId::Makruk).front();
    if (first == PieceType::King) first = PalettePieceTypes(VariantId::Makruk).at(1);
    EXPECT_EQ(Task<content::PlaceTask>().piece, MakePiece(Color::White, first));
    EXPECT_TRUE(Task<content::PlaceTask>().squares.has_value());

    // choice: a new answer, its text typed, marked correct.
    Choose("task-kind", int(TaskKind::Choice));
    Press("add-option");
    ASSERT_EQ(Task<content::ChoiceTask>().options.size(), 3u);
    EXPECT_EQ(Step(), "add-option");
    Find<wxTextCtrl>("option-label")->SetValue("Rua");
    editor->CommitPendingText();
    EXPECT_EQ(Task<content::ChoiceTask>().options[2].label.Get("en"), "Rua");
    EXPECT_EQ(Step(), "edit-option");
    Tick("option-correct", true);
    EXPECT_TRUE(Task<content::ChoiceTask>().options[2].correct);
    Press("remove-option");
    EXPECT_EQ(Task<content::ChoiceTask>().options.size(), 2u);
    EXPECT_EQ(Step(), "remove-option");

    // count: a question left out with its box.
    ASSERT_TRUE(editor->PasteFen("4k3/8/8/8/8/8/8/R2K4 w - - 0 1"));
    Choose("task-kind", int(TaskKind::Count));
    ASSERT_TRUE(Task<content::CountTask>().side.has_value());
    Tick("count-side", false);
    EXPECT_FALSE(Task<content::CountTask>().side.has_value());
    EXPECT_TRUE(Task<content::CountTask>().limit.has_value());
    EXPECT_EQ(Step(), "set-count-questions");

    for (const std::string& label : labels) EXPECT_FALSE(EditStepName(label).empty()) << label;
}

TEST_F(TaskPanelsTest, TypingIsOneNamedStepPerFieldSessionAndHintsAreNamed) {
    auto* question = Find<wxTextCtrl>("question");
    question->SetValue("W");
    question->SetValue("Wh");
    // A pause in typing stores the text (the validator and the list follow) ...
    ASSERT_TRUE(test::WaitFor([&] { return Puzzle().question.Get("en") == "Wh"; }));
    EXPECT_EQ(Step(), "edit-question");
    question->SetValue("Why");
    editor->CommitPendingText();  // ... and the session's stores are one step.
    EXPECT_EQ(Puzzle().question.Get("en"), "Why");
    EXPECT_EQ(Step(), "edit-question");
    doc->Undo();
    editor->ShowAgain();
    EXPECT_TRUE(Puzzle().question.Empty());
    EXPECT_EQ(question->GetValue(), "");
    EXPECT_EQ(doc->UndoLabel(), "add-puzzle");
    doc->Redo();
    editor->ShowAgain();
    // A new session of the same field is a step of its own.
    question->SetValue("Why?");
    editor->CommitPendingText();
    doc->Undo();
    EXPECT_EQ(Puzzle().question.Get("en"), "Why");
    editor->ShowAgain();

    Find<wxTextCtrl>("hint-nudge")->SetValue("Look at the Rua.");
    editor->CommitPendingText();
    EXPECT_EQ(Step(), "edit-hint-nudge");
    editor->GetPage<PuzzleTextsPage>()->SetPieceHint(Sq("a1"));
    EXPECT_EQ(Step(), "set-piece-hint");
    Press("clear-piece-hint");
    EXPECT_EQ(Step(), "set-piece-hint");
    EXPECT_EQ(Puzzle().hints.size(), 1u);
    Find<wxTextCtrl>("tags")->SetValue("rua, mate");
    editor->CommitPendingText();
    EXPECT_EQ(Puzzle().tags, (std::vector<std::string>{"rua", "mate"}));
    EXPECT_EQ(Step(), "edit-details");
    editor->FlipBoard();
    EXPECT_EQ(Step(), "flip-board");

    for (const std::string& label : labels) EXPECT_FALSE(EditStepName(label).empty()) << label;
    ApplyUiLanguage("de");
    EXPECT_EQ(UndoMenuLabel("change-task-kind"),
              wxString::FromUTF8("&R\u00fcckg\u00e4ngig: Aufgabenart \u00e4ndern\tCtrl+Z"));
    EXPECT_EQ(UndoMenuLabel("edit-question"),
              wxString::FromUTF8("&R\u00fcckg\u00e4ngig: Frage bearbeiten\tCtrl+Z"));
}

TEST_F(TaskPanelsTest, AnAnswerBeingTypedIsStoredBeforeTheKindChanges) {
    Choose("task-kind", int(TaskKind::Choice));
    Find<wxTextCtrl>("option-label")->SetValue("Khun");
    Choose("task-kind", int(TaskKind::Legal));
    EXPECT_EQ(Step(), "change-task-kind");
    doc->Undo();
    editor->ShowAgain();
    EXPECT_EQ(Task<content::ChoiceTask>().options.at(0).label.Get("en"), "Khun");
    EXPECT_EQ(Step(), "edit-option");
}

}  // namespace
}  // namespace chatur::gui
