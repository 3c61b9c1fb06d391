// The pack editor's puzzle panel in a real frame: a position is set up with the
// palette and board clicks (the board's own entry points, as the mouse uses
// them), lines are recorded by playing them on the board, every task kind is
// built through the panel's entry points, and the pack in the PackDocument is
// checked, undo included. One case works on a Xiangqi pack.
#include <gtest/gtest.h>
#include <wx/frame.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "core/editor/pack_document.h"
#include "core/notation/fen.h"
#include "core/rules/counting.h"
#include "core/rules/movegen.h"
#include "gui/accessible_name.h"
#include "gui/board_view.h"
#include "gui/editor/choice_task_panel.h"
#include "gui/editor/count_task_panel.h"
#include "gui/editor/legal_task_panel.h"
#include "gui/editor/move_task_panel.h"
#include "gui/editor/place_task_panel.h"
#include "gui/editor/puzzle_details_page.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/puzzle_texts_page.h"
#include "gui/text_board_panel.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

using content::TaskKind;

class PuzzleEditorTest : public ::testing::Test {
protected:
    void SetUp() override { ApplyUiLanguage("en"); }
    void Open(const Variant& variant) {
        doc = std::make_unique<editor::PackDocument>(variant, "club.homework");
        doc->AddPuzzle();
        frame = new wxFrame(nullptr, wxID_ANY, "puzzle editor test");
        editor = new PuzzleEditor(frame);
        editor->SetChangeHandler([this] { ++changes; });
        ASSERT_TRUE(test::ShowAlone(frame, editor));
        editor->ShowPuzzle(doc.get(), 0);
    }
    void TearDown() override {
        if (frame) frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
    }
    Square Sq(const char* name) const { return *ParseSquare(*doc->GetPack().variant, name); }
    const content::Puzzle& Puzzle() const { return doc->GetPack().puzzles.at(0); }
    template <class T>
    const T& Task() const {
        const T* t = Puzzle().task.As<T>();
        EXPECT_NE(t, nullptr);
        return *t;
    }
    void Click(const char* square) { editor->Board()->ClickSquare(Sq(square)); }
    MoveTaskPanel* Moves() const { return editor->GetPage<MoveTaskPanel>(); }
    LegalTaskPanel* Legal() const { return editor->GetPage<LegalTaskPanel>(); }
    PlaceTaskPanel* Place() const { return editor->GetPage<PlaceTaskPanel>(); }
    ChoiceTaskPanel* Choice() const { return editor->GetPage<ChoiceTaskPanel>(); }
    CountTaskPanel* Count() const { return editor->GetPage<CountTaskPanel>(); }
    PuzzleTextsPage* Texts() const { return editor->GetPage<PuzzleTextsPage>(); }
    PuzzleDetailsPage* Details() const { return editor->GetPage<PuzzleDetailsPage>(); }
    template <class T>
    T* Find(const char* name) {
        return dynamic_cast<T*>(wxWindow::FindWindowByName(name, editor));
    }

    std::unique_ptr<editor::PackDocument> doc;
    wxFrame* frame = nullptr;
    PuzzleEditor* editor = nullptr;
    int changes = 0;
};

// The set-up as text: an author who cannot see the board reads the position and
// sets it up by typed commands, each one undo step, with the problem announced.
TEST_F(PuzzleEditorTest, TheTextBoardSetsUpAPositionByTypedCommands) {
    Open(MakrukVariant());
    TextBoardPanel* text = editor->TextBoard();
    ASSERT_TRUE(editor->ShowTextBoard());
    EXPECT_TRUE(text->IsShownOnScreen());
    auto type = [&](const wxString& line) {
        text->CommandLine()->SetValue(line);
        wxCommandEvent enter(wxEVT_TEXT_ENTER, text->CommandLine()->GetId());
        enter.SetEventObject(text->CommandLine());
        text->CommandLine()->ProcessWindowEvent(enter);
    };
    auto announced = [&](const wxString& part) {
        return test::WaitFor([&] { return text->Announcement().Contains(part); }, 10000);
    };
    EXPECT_TRUE(text->PositionText().Contains("Khun d1")) << text->PositionText();
    EXPECT_TRUE(text->PositionText().Contains("Position is legal")) << text->PositionText();
    EXPECT_TRUE(announced("Position is legal")) << text->Announcement();
    // The set-up board says how to reach this text, and speaks of no moves.
    const wxString described = AccessibleDescription(editor->Board());
    EXPECT_EQ(AccessibleName(editor->Board()), "Board");
    EXPECT_TRUE(described.Contains("Ctrl+Shift+T")) << described;
    EXPECT_FALSE(described.Contains("No move")) << described;

    type("clear");
    EXPECT_EQ(Puzzle().board.position.CountAll(), 0);
    EXPECT_TRUE(announced("Every piece is off the board.")) << text->Announcement();
    EXPECT_TRUE(announced("White has no Khun")) << text->Announcement();
    // What the edit did is said before the status line.
    EXPECT_TRUE(text->Announcement().StartsWith("Every piece")) << text->Announcement();

    type("put white khun d1");
    EXPECT_TRUE(announced("White Khun on d1.")) << text->Announcement();
    EXPECT_TRUE(announced("Black has no Khun")) << text->Announcement();
    type("put k e8");
    type("put white rua a1");
    EXPECT_TRUE(announced("White Rua on a1.")) << text->Announcement();
    EXPECT_TRUE(announced("Position is legal")) << text->Announcement();
    EXPECT_EQ(Puzzle().board.fen, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1");

    type("a1a4");  // two squares: the piece moves, as a drag
    EXPECT_EQ(Puzzle().board.position.PieceAt(Sq("a4")), MakePiece(Color::White, PieceType::Rook));
    EXPECT_TRUE(announced("a1: empty. White Rua on a4.")) << text->Announcement();
    type("turn black");
    EXPECT_EQ(Puzzle().board.position.SideToMove(), Color::Black);
    EXPECT_TRUE(announced("Black to move")) << text->Announcement();
    type("fen");
    EXPECT_TRUE(announced("4k3/8/8/8/R7/8/8/3K4 b - - 0 1")) << text->Announcement();
    type("remove a4");
    EXPECT_TRUE(announced("a4: empty.")) << text->Announcement();
    EXPECT_TRUE(IsEmpty(Puzzle().board.position.PieceAt(Sq("a4"))));
    // Each command is one undo step.
    ASSERT_TRUE(doc->CanUndo());
    doc->Undo();
    EXPECT_EQ(Puzzle().board.position.PieceAt(Sq("a4")), MakePiece(Color::White, PieceType::Rook));
    editor->ShowAgain();

    type("put ma b1");
    EXPECT_TRUE(announced("Name the piece by its side and name")) << text->Announcement();
    type("last");  // a game's command, not the set-up's
    EXPECT_TRUE(announced("is neither a command nor a move")) << text->Announcement();
    type("help");
    EXPECT_TRUE(announced("place, put")) << text->Announcement();
    EXPECT_FALSE(text->Announcement().Contains("clock")) << text->Announcement();
    type("fen 4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    EXPECT_EQ(Puzzle().board.fen, "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    type("start");
    EXPECT_TRUE(announced("The start position is set up.")) << text->Announcement();
    EXPECT_EQ(Puzzle().board.position.CountAll(), 32);

    // In Thai, with Thai words and square names.
    ApplyUiLanguage("th");
    editor->Relabel();
    type(wxString::FromUTF8("วาง ดำ เรือ ง๕"));
    EXPECT_EQ(Puzzle().board.position.PieceAt(Sq("d5")), MakePiece(Color::Black, PieceType::Rook));
    EXPECT_TRUE(announced(wxString::FromUTF8("เรือ"))) << text->Announcement();
    ApplyUiLanguage("en");
}

TEST_F(PuzzleEditorTest, PaletteClicksSetUpAPositionAndSayWhatIsWrong) {
    Open(MakrukVariant());
    EXPECT_TRUE(editor->PositionProblemText().empty());  // the start position

    editor->ClearBoard();
    EXPECT_EQ(Puzzle().board.position.CountAll(), 0);
    EXPECT_TRUE(editor->PositionProblemText().Contains("White has no Khun"))
        << editor->PositionProblemText();

    editor->SelectPalettePiece(MakePiece(Color::White, PieceType::King));
    Click("d1");
    EXPECT_TRUE(editor->PositionProblemText().Contains("Black has no Khun"))
        << editor->PositionProblemText();
    editor->SelectPalettePiece(MakePiece(Color::Black, PieceType::King));
    Click("e8");
    editor->SelectPalettePiece(MakePiece(Color::White, PieceType::Rook));
    Click("a1");
    EXPECT_EQ(editor->PositionProblemText(), wxString());
    EXPECT_EQ(Puzzle().board.fen, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1");
    EXPECT_EQ(Puzzle().board.position.PieceAt(Sq("a1")), MakePiece(Color::White, PieceType::Rook));

    // A Bia on its promotion rank cannot stand there.
    editor->SelectPalettePiece(MakePiece(Color::White, PieceType::Pawn));
    Click("b6");
    EXPECT_TRUE(editor->PositionProblemText().Contains("b6")) << editor->PositionProblemText();
    // Clicking the same piece again takes it off; right click and the eraser remove too.
    Click("b6");
    EXPECT_TRUE(editor->PositionProblemText().empty());
    editor->Board()->DragSquare(Sq("a1"), Sq("a4"));
    EXPECT_EQ(Puzzle().board.position.PieceAt(Sq("a4")), MakePiece(Color::White, PieceType::Rook));
    EXPECT_TRUE(IsEmpty(Puzzle().board.position.PieceAt(Sq("a1"))));
    editor->Board()->RightClickSquare(Sq("a4"));
    EXPECT_TRUE(IsEmpty(Puzzle().board.position.PieceAt(Sq("a4"))));
    editor->SelectPalettePiece(MakePiece(Color::White, PieceType::BiaNgai));
    Click("c5");
    EXPECT_EQ(Puzzle().board.position.PieceAt(Sq("c5")),
              MakePiece(Color::White, PieceType::BiaNgai));
    editor->SelectPalettePiece(Piece::None);
    Click("c5");
    EXPECT_TRUE(IsEmpty(Puzzle().board.position.PieceAt(Sq("c5"))));

    editor->SetSideToMove(Color::Black);
    EXPECT_EQ(Puzzle().board.position.SideToMove(), Color::Black);
    editor->FlipBoard();
    EXPECT_EQ(Puzzle().board.orientation, Color::Black);
    EXPECT_TRUE(editor->Board()->Interaction().Flipped());

    wxString error;
    EXPECT_FALSE(editor->PasteFen("not a fen at all", &error));
    EXPECT_FALSE(error.empty());
    EXPECT_TRUE(editor->PasteFen("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
    EXPECT_EQ(Puzzle().board.fen, "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    editor->SetStartPosition();
    EXPECT_EQ(Puzzle().board.position, Position::Start(MakrukVariant()));
    EXPECT_GT(changes, 10);
}

TEST_F(PuzzleEditorTest, RecordsLinesByPlayingThemOnTheBoard) {
    Open(MakrukVariant());
    ASSERT_EQ(Puzzle().task.Kind(), TaskKind::Move);
    Moves()->StartRecording();
    ASSERT_TRUE(editor->IsRecording());
    EXPECT_FALSE(Moves()->FinishRecording());  // nothing played yet
    Click("e3");
    Click("e4");
    Click("d6");
    Click("d5");
    EXPECT_FALSE(Moves()->FinishRecording());  // ends with the opponent's reply
    Click("e4");
    Click("d5");
    // While recording, set-up clicks do not edit the position.
    EXPECT_EQ(Puzzle().board.position, Position::Start(MakrukVariant()));
    ASSERT_TRUE(Moves()->FinishRecording());
    EXPECT_FALSE(editor->IsRecording());
    ASSERT_EQ(Task<content::MoveTask>().lines.size(), 1u);
    EXPECT_EQ(Task<content::MoveTask>().lines[0].moves,
              (std::vector<std::string>{"e3e4", "d6d5", "e4d5"}));

    // An alternative, with a move taken back on the way; an illegal click records nothing.
    Moves()->StartRecording();
    Click("a3");
    Click("a5");  // a Bia moves one step
    Click("c3");
    Click("c4");
    Moves()->UndoRecordedMove();
    Click("f3");
    Click("f4");
    ASSERT_TRUE(Moves()->FinishRecording());
    ASSERT_EQ(Task<content::MoveTask>().lines.size(), 2u);
    EXPECT_EQ(Task<content::MoveTask>().lines[1].moves, (std::vector<std::string>{"f3f4"}));
    EXPECT_TRUE(editor->TaskProblemText().empty()) << editor->TaskProblemText();

    // Taking off a piece the line uses makes the line illegal: the panel says so.
    editor->Board()->RightClickSquare(Sq("f3"));
    EXPECT_TRUE(editor->TaskProblemText().Contains("Line 2")) << editor->TaskProblemText();
    Moves()->DeleteLine(1);
    EXPECT_EQ(Task<content::MoveTask>().lines.size(), 1u);

    Moves()->SetGoal(content::MoveGoal::Mate, 2);
    EXPECT_EQ(Task<content::MoveTask>().goal, content::MoveGoal::Mate);
    EXPECT_EQ(Task<content::MoveTask>().goalMoves, 2);
}

TEST_F(PuzzleEditorTest, FindSolutionsOffersTheEngineLines) {
    Open(MakrukVariant());
    // White mates in one with the Rua: Rua a1-a8 (the Khun on e8 is held by the
    // Khun on e6).
    ASSERT_TRUE(editor->PasteFen("4k3/8/4K3/8/8/8/8/R7 w - - 0 1"));
    ASSERT_TRUE(editor->PositionProblemText().empty()) << editor->PositionProblemText();
    Moves()->SetGoal(content::MoveGoal::Mate, 1);
    Moves()->FindSolutions();
    ASSERT_TRUE(Moves()->SearchRunning());
    ASSERT_TRUE(test::WaitFor([&] { return !Moves()->SearchRunning(); }));
    ASSERT_FALSE(Moves()->FoundLines().empty());
    Moves()->AddFoundLines();
    const auto& lines = Task<content::MoveTask>().lines;
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const content::SolutionLine& l) {
        return l.moves == std::vector<std::string>{"a1a8"};
    }));
}

TEST_F(PuzzleEditorTest, LegalRangeAndPlaceAnswersComeFromTheEngine) {
    Open(MakrukVariant());
    editor->SetTaskKind(TaskKind::Legal);
    ASSERT_EQ(Puzzle().task.Kind(), TaskKind::Legal);
    editor->StartBoardPick(PuzzleEditor::BoardPick::LegalMove);
    Click("e3");
    Click("e4");
    EXPECT_EQ(Task<content::LegalTask>().from, Sq("e3"));
    EXPECT_EQ(Task<content::LegalTask>().to, Sq("e4"));
    EXPECT_TRUE(Task<content::LegalTask>().answer);
    EXPECT_EQ(editor->CurrentPick(), PuzzleEditor::BoardPick::None);
    Legal()->SetLegalMove(Sq("e3"), Sq("e5"));  // a Bia never steps two
    EXPECT_FALSE(Task<content::LegalTask>().answer);
    EXPECT_EQ(Find<wxWindow>("legal-verdict")->GetLabel().Contains("not legal"), true);

    editor->SetTaskKind(TaskKind::Range);
    editor->StartBoardPick(PuzzleEditor::BoardPick::RangePiece);
    Click("e5");  // empty: the pick goes on
    EXPECT_EQ(editor->CurrentPick(), PuzzleEditor::BoardPick::RangePiece);
    Click("c1");  // Khon
    const auto& range = Task<content::RangeTask>();
    EXPECT_EQ(range.square, Sq("c1"));
    std::vector<Square> expected;
    for (chatur::Move m : LegalMovesFrom(Puzzle().board.position, Sq("c1")))
        expected.push_back(m.To());
    std::sort(expected.begin(), expected.end());
    ASSERT_FALSE(expected.empty());
    ASSERT_TRUE(range.squares.has_value());
    EXPECT_EQ(*range.squares, expected);
    EXPECT_EQ(editor->Board()->Annotations().answer, expected);  // highlighted on the board

    ASSERT_TRUE(editor->PasteFen("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
    editor->SetTaskKind(TaskKind::Place);
    Place()->SetPlace(MakePiece(Color::White, PieceType::Pawn),
                      content::PlaceCondition::PromotesNextMove);
    const auto& place = Task<content::PlaceTask>();
    ASSERT_TRUE(place.squares.has_value());
    EXPECT_EQ(place.squares->size(), 8u);  // every square of the fifth rank
    for (Square s : *place.squares) EXPECT_EQ(MakrukVariant().RankOf(s), 4);
    Place()->SetPlace(MakePiece(Color::White, PieceType::Rook),
                      content::PlaceCondition::ReachesSquare, Sq("h8"));
    EXPECT_EQ(Task<content::PlaceTask>().target, Sq("h8"));
    const auto& reach = *Task<content::PlaceTask>().squares;
    EXPECT_TRUE(std::find(reach.begin(), reach.end(), Sq("h1")) != reach.end());
    EXPECT_TRUE(std::find(reach.begin(), reach.end(), Sq("h5")) != reach.end());
    EXPECT_TRUE(std::find(reach.begin(), reach.end(), Sq("a1")) == reach.end());
    // The engine's squares follow the position: a piece in the way drops squares.
    editor->SelectPalettePiece(MakePiece(Color::Black, PieceType::Horse));
    Click("h4");
    const auto& after = *Task<content::PlaceTask>().squares;
    EXPECT_TRUE(std::find(after.begin(), after.end(), Sq("h1")) == after.end());
}

TEST_F(PuzzleEditorTest, ChoiceOptionsAndTextsPerLanguage) {
    Open(MakrukVariant());
    editor->SetTaskKind(TaskKind::Choice);
    ASSERT_EQ(Task<content::ChoiceTask>().options.size(), 2u);  // two to fill in
    Choice()->SetChoiceOption(0, "Khun", true, "Right: the Khun.");
    Choice()->SetChoiceOption(1, "Met", false, "The Met moves one step diagonally.");
    Choice()->AddChoiceOption("Rua", false, "The Rua moves like a rook.");
    const auto& options = Task<content::ChoiceTask>().options;
    ASSERT_EQ(options.size(), 3u);
    EXPECT_EQ(options[2].id, "c");
    EXPECT_TRUE(options[0].correct);
    EXPECT_FALSE(options[2].correct);
    EXPECT_EQ(options[1].feedback.Get("en"), "The Met moves one step diagonally.");
    EXPECT_EQ(Find<wxListBox>("options")->GetCount(), 3u);
    EXPECT_TRUE(editor->TaskProblemText().empty()) << editor->TaskProblemText();

    Texts()->SetText("question", "Which piece is the king?");
    editor->SetContentLanguage("de");
    Choice()->SetChoiceOption(0, "König", true, "Richtig.");
    Texts()->SetText("question", "Welche Figur ist der König?");
    Texts()->SetText("hint-nudge", "Die größte Figur.");
    EXPECT_EQ(Puzzle().question.Get("en"), "Which piece is the king?");
    EXPECT_EQ(Puzzle().question.Get("de"), "Welche Figur ist der König?");
    EXPECT_EQ(Task<content::ChoiceTask>().options[0].label.Get("en"), "Khun");
    EXPECT_EQ(Task<content::ChoiceTask>().options[0].label.Get("de"), "König");
    ASSERT_EQ(Puzzle().hints.size(), 1u);
    EXPECT_EQ(Puzzle().hints[0].kind, content::HintKind::Nudge);
    EXPECT_FALSE(Puzzle().hints[0].text.Has("en"));
    // Emptying a text drops that language only.
    Texts()->SetText("question", "");
    EXPECT_FALSE(Puzzle().question.Has("de"));
    EXPECT_TRUE(Puzzle().question.Has("en"));

    Choice()->RemoveChoiceOption(2);
    Choice()->RemoveChoiceOption(1);
    EXPECT_EQ(Task<content::ChoiceTask>().options.size(), 1u);
    EXPECT_FALSE(editor->TaskProblemText().empty());

    // Hints picked on the board, kept in grade order.
    editor->StartBoardPick(PuzzleEditor::BoardPick::HintMove);
    Click("e3");
    Click("e4");
    Texts()->SetPieceHint(Sq("e3"));
    ASSERT_EQ(Puzzle().hints.size(), 3u);
    EXPECT_EQ(Puzzle().hints[1].kind, content::HintKind::Piece);
    EXPECT_EQ(Puzzle().hints[2].kind, content::HintKind::Move);
    EXPECT_EQ(Puzzle().hints[2].from, Sq("e3"));
    EXPECT_EQ(Puzzle().hints[2].to, Sq("e4"));

    Details()->SetDetails("club.homework.king", 3, content::Stage::Review, "king, basics  met");
    EXPECT_EQ(Puzzle().id, "club.homework.king");
    EXPECT_EQ(Puzzle().grade, 3);
    EXPECT_EQ(Puzzle().stage, content::Stage::Review);
    EXPECT_EQ(Puzzle().tags, (std::vector<std::string>{"king", "basics", "met"}));
    Details()->SetProfile("fifty");
    EXPECT_EQ(Puzzle().profile, "fifty");
    Details()->SetProfile("");
    EXPECT_EQ(Puzzle().profile, doc->GetPack().profile);
}

TEST_F(PuzzleEditorTest, TypingIsOneUndoStepAndUndoRestores) {
    Open(MakrukVariant());
    Texts()->SetText("question", "Old question");
    auto* question = Find<wxTextCtrl>("question");
    ASSERT_NE(question, nullptr);
    EXPECT_EQ(question->GetValue(), "Old question");
    // Each SetValue sends wxEVT_TEXT as a keystroke does.
    question->SetValue("N");
    question->SetValue("Ne");
    question->SetValue("New question");
    EXPECT_EQ(Puzzle().question.Get("en"), "Old question");  // not committed yet
    editor->CommitPendingText();
    EXPECT_EQ(Puzzle().question.Get("en"), "New question");
    doc->Undo();
    editor->ShowAgain();
    EXPECT_EQ(Puzzle().question.Get("en"), "Old question");
    EXPECT_EQ(question->GetValue(), "Old question");

    editor->ClearBoard();
    EXPECT_FALSE(editor->PositionProblemText().empty());
    doc->Undo();
    editor->ShowAgain();
    EXPECT_TRUE(editor->PositionProblemText().empty());
    EXPECT_EQ(editor->Board()->Interaction().GetPosition(), Position::Start(MakrukVariant()));
    doc->Redo();
    editor->ShowAgain();
    EXPECT_EQ(editor->Board()->Interaction().GetPosition().CountAll(), 0);
}

TEST_F(PuzzleEditorTest, CountTaskAsksTheEnginesAnswers) {
    Open(MakrukVariant());
    // Khun and Rua against a lone Khun, no Bia: the pieces' honour count.
    ASSERT_TRUE(editor->PasteFen("4k3/8/8/8/8/8/8/R2K4 w - - 0 1"));
    editor->SetTaskKind(TaskKind::Count);
    const CountInfo info = AnalyzeCount(Puzzle().board.position);
    ASSERT_EQ(info.kind, CountKind::Pieces);
    const auto& task = Task<content::CountTask>();
    EXPECT_EQ(task.kind, info.kind);
    EXPECT_EQ(task.side, info.countingSide);
    EXPECT_EQ(task.limit, info.limit);
    Count()->SetCountQuestions(true, false, false, true);
    EXPECT_EQ(Task<content::CountTask>().kind, info.kind);
    EXPECT_FALSE(Task<content::CountTask>().side.has_value());
    EXPECT_FALSE(Task<content::CountTask>().start.has_value());
    EXPECT_EQ(Task<content::CountTask>().limit, info.limit);
    // A second Rua changes the limit; the asked questions stay, the answers follow.
    editor->SelectPalettePiece(MakePiece(Color::White, PieceType::Rook));
    Click("h1");
    const CountInfo two = AnalyzeCount(Puzzle().board.position);
    EXPECT_NE(two.limit, info.limit);
    EXPECT_EQ(Task<content::CountTask>().limit, two.limit);
    EXPECT_FALSE(Task<content::CountTask>().side.has_value());
}

TEST_F(PuzzleEditorTest, XiangqiSetUpAndRecording) {
    Open(XiangqiVariant());
    editor->ClearBoard();
    editor->SelectPalettePiece(MakePiece(Color::White, PieceType::King));
    Click("e1");
    editor->SelectPalettePiece(MakePiece(Color::Black, PieceType::King));
    Click("e10");
    EXPECT_TRUE(editor->PositionProblemText().Contains("generals face"))
        << editor->PositionProblemText();
    editor->Board()->DragSquare(Sq("e10"), Sq("d10"));
    EXPECT_TRUE(editor->PositionProblemText().empty()) << editor->PositionProblemText();
    editor->SelectPalettePiece(MakePiece(Color::White, PieceType::Advisor));
    Click("a5");  // an advisor never leaves its palace
    EXPECT_TRUE(editor->PositionProblemText().Contains("a5")) << editor->PositionProblemText();

    editor->SetStartPosition();
    Moves()->StartRecording();
    Click("h3");
    Click("e3");  // the central cannon
    ASSERT_TRUE(Moves()->FinishRecording());
    EXPECT_EQ(Task<content::MoveTask>().lines.at(0).moves, (std::vector<std::string>{"h3e3"}));
    EXPECT_EQ(Puzzle().board.position, Position::Start(XiangqiVariant()));
}

TEST_F(PuzzleEditorTest, FitsBesideThePuzzleListAt1280x800) {
    Open(MakrukVariant());
    // The editor window gives the panel what its puzzle list (about 280 px) leaves.
    const wxSize min =
        editor->GetMinSize().IsFullySpecified() ? editor->GetMinSize() : editor->GetBestSize();
    EXPECT_LE(min.GetWidth(), 1000);
    EXPECT_LE(min.GetHeight(), 760);
    // A picture for the reviewer, in the test's temporary folder.
    frame->SetSize(1000, 760);
    test::WaitFor([] { return true; });
    test::SavePicture(editor, ::testing::TempDir() + "puzzle_editor.png");
}

}  // namespace
}  // namespace chatur::gui
