// The puzzle editor's rules without a display: answers refilled for a new
// position, goals and material gains clamped, and the labelled undo steps the
// document keeps for them.
#include "core/editor/puzzle_edits.h"

#include <gtest/gtest.h>

#include "core/editor/pack_document.h"
#include "core/notation/fen.h"

namespace chatur::editor {
namespace {

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

content::Puzzle PuzzleAt(const char* fen, content::Task task) {
    content::Puzzle p;
    p.board.fen = fen;
    p.board.position = std::get<FenData>(ParseFen(MakrukVariant(), fen)).position;
    p.task = std::move(task);
    return p;
}

TEST(PuzzleEdits, RefillGivesTheLegalVerdictOfTheNewPosition) {
    // The Met on d4 may go to e5, until an own Bia stands there.
    content::Task task;
    task.data = content::LegalTask{Sq("d4"), Sq("e5"), false};
    content::Puzzle p = PuzzleAt("4k3/8/8/8/3M4/8/8/4K3 w - - 0 1", task);
    RefillAnswers(p);
    EXPECT_TRUE(std::get<content::LegalTask>(p.task.data).answer);
    p.board.position =
        std::get<FenData>(ParseFen(MakrukVariant(), "4k3/8/8/4P3/3M4/8/8/4K3 w - - 0 1")).position;
    RefillAnswers(p);
    EXPECT_FALSE(std::get<content::LegalTask>(p.task.data).answer);
}

TEST(PuzzleEdits, RefillGivesTheRangeOfThePieceOnItsSquare) {
    content::Task task;
    task.data = content::RangeTask{Sq("d4"), std::vector<Square>{Sq("a1")}};
    content::Puzzle p = PuzzleAt("4k3/8/8/8/3M4/8/8/4K3 w - - 0 1", task);
    RefillAnswers(p);
    const auto& squares = std::get<content::RangeTask>(p.task.data).squares;
    ASSERT_TRUE(squares);
    EXPECT_EQ(squares->size(), 4u);  // the Met's four diagonal steps
}

TEST(PuzzleEdits, GoalsAreClampedAndNoGoalHasNoMoves) {
    content::Task task;
    task.data = content::MoveTask{};
    content::Puzzle p = PuzzleAt("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", task);
    EXPECT_TRUE(SetGoal(p, content::MoveGoal::Mate, 40));
    EXPECT_EQ(std::get<content::MoveTask>(p.task.data).goalMoves, kMaxGoalMoves);
    EXPECT_FALSE(SetGoal(p, content::MoveGoal::Mate, 25));  // the same goal: no change
    EXPECT_TRUE(SetGoal(p, content::MoveGoal::Mate, 0));
    EXPECT_EQ(std::get<content::MoveTask>(p.task.data).goalMoves, kMinGoalMoves);
    EXPECT_TRUE(SetGoal(p, content::MoveGoal::None, 5));
    EXPECT_EQ(std::get<content::MoveTask>(p.task.data).goalMoves, 0);
    EXPECT_TRUE(SetMaterialGain(p, 3));
    EXPECT_EQ(std::get<content::MoveTask>(p.task.data).materialGain, 3);
    EXPECT_TRUE(SetMaterialGain(p, -3));  // at least one point
    EXPECT_EQ(std::get<content::MoveTask>(p.task.data).materialGain, 1);
    EXPECT_FALSE(SetMaterialGain(p, 1));

    content::Task legal;
    legal.data = content::LegalTask{};
    content::Puzzle other = PuzzleAt("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", legal);
    EXPECT_FALSE(SetGoal(other, content::MoveGoal::Mate, 2));  // no move task
}

TEST(PuzzleEdits, UndoStepsCarryTheirLabels) {
    PackDocument doc(MakrukVariant(), "labels");
    EXPECT_EQ(doc.UndoLabel(), "");
    const size_t index = doc.AddPuzzle();
    EXPECT_EQ(doc.UndoLabel(), "add-puzzle");
    SetGoal(doc.Edit("set-goal").puzzles[index], content::MoveGoal::Mate, 2);
    EXPECT_EQ(doc.UndoLabel(), "set-goal");
    doc.Undo();
    EXPECT_EQ(doc.UndoLabel(), "add-puzzle");
    EXPECT_EQ(doc.RedoLabel(), "set-goal");
    EXPECT_EQ(std::get<content::MoveTask>(doc.GetPack().puzzles[index].task.data).goal,
              content::MoveGoal::None);
    doc.Redo();
    EXPECT_EQ(doc.UndoLabel(), "set-goal");
    EXPECT_EQ(doc.RedoLabel(), "");
    EXPECT_EQ(std::get<content::MoveTask>(doc.GetPack().puzzles[index].task.data).goalMoves, 2);
}

TEST(PuzzleEdits, TypingInOneFieldIsOneUndoStep) {
    PackDocument doc(MakrukVariant(), "typing");
    const size_t index = doc.AddPuzzle();
    auto type = [&](const std::string& text, std::string_view key) {
        SetText(doc.Edit("edit-question", key).puzzles[index], "question", "en", text);
    };
    type("W", "question:1");
    type("Wh", "question:1");
    type("Why", "question:1");
    EXPECT_EQ(doc.UndoLabel(), "edit-question");
    doc.Undo();
    EXPECT_EQ(doc.UndoLabel(), "add-puzzle");  // the three stores were one step
    EXPECT_TRUE(doc.GetPack().puzzles[index].question.Empty());
    doc.Redo();
    EXPECT_EQ(doc.GetPack().puzzles[index].question.Get("en"), "Why");
    // After an undo or redo, or another edit, the same key starts a new step.
    type("Why?", "question:1");
    SetGoal(doc.Edit("set-goal").puzzles[index], content::MoveGoal::Mate, 1);
    type("Why?!", "question:1");
    type("Why?!!", "question:2");  // a new session of the same field
    doc.Undo();
    EXPECT_EQ(doc.GetPack().puzzles[index].question.Get("en"), "Why?!");
    doc.Undo();
    EXPECT_EQ(doc.GetPack().puzzles[index].question.Get("en"), "Why?");
    doc.Undo();
    doc.Undo();
    EXPECT_EQ(doc.GetPack().puzzles[index].question.Get("en"), "Why");
}

TEST(PuzzleEdits, TextsPerLanguageAndTheNudgeHint) {
    content::Task task;
    task.data = content::MoveTask{};
    content::Puzzle p = PuzzleAt("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", task);
    EXPECT_FALSE(SetText(p, "title", "en", "x"));  // not a puzzle text
    EXPECT_TRUE(SetText(p, "question", "en", "Mate?"));
    EXPECT_TRUE(SetText(p, "question", "de", "Matt?"));
    EXPECT_FALSE(SetText(p, "question", "de", "Matt?"));
    EXPECT_TRUE(SetText(p, "question", "de", ""));  // cleared: the language goes
    EXPECT_FALSE(p.question.Has("de"));
    EXPECT_FALSE(SetText(p, "question", "de", ""));

    ASSERT_TRUE(SetMoveHint(p, Sq("a1"), Sq("a8")));
    ASSERT_TRUE(SetText(p, "hint-nudge", "en", "Use the Rua"));
    ASSERT_EQ(p.hints.size(), 2u);
    EXPECT_EQ(p.hints[0].kind, content::HintKind::Nudge);  // grade order
    ASSERT_TRUE(SetPieceHint(p, Sq("a1")));
    EXPECT_EQ(p.hints[1].kind, content::HintKind::Piece);
    EXPECT_FALSE(SetPieceHint(p, Sq("a1")));
    EXPECT_TRUE(SetText(p, "hint-nudge", "en", ""));  // a nudge without words goes
    EXPECT_EQ(FindHint(p, content::HintKind::Nudge), nullptr);
    EXPECT_TRUE(SetMoveHint(p, kNoSquare, Sq("a8")));
    EXPECT_FALSE(SetMoveHint(p, kNoSquare, kNoSquare));
    EXPECT_TRUE(SetPieceHint(p, kNoSquare));
    EXPECT_TRUE(p.hints.empty());
}

TEST(PuzzleEdits, DetailsAreClampedAndTagsSplit) {
    EXPECT_EQ(SplitTags("mate, rua  mate\tend"), (std::vector<std::string>{"mate", "rua", "end"}));
    EXPECT_EQ(JoinTags({"mate", "rua"}), "mate rua");
    content::Task task;
    task.data = content::MoveTask{};
    content::Puzzle p = PuzzleAt("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", task);
    ASSERT_TRUE(SetDetails(p, "p.01", 9, content::Stage::Review, "a,b"));
    EXPECT_EQ(p.grade, kMaxGrade);
    EXPECT_EQ(p.tags, (std::vector<std::string>{"a", "b"}));
    EXPECT_FALSE(SetDetails(p, "p.01", 5, content::Stage::Review, "a b"));
    ASSERT_TRUE(SetDetails(p, "p.01", -1, content::Stage::Review, "a b"));
    EXPECT_EQ(p.grade, kMinGrade);
    // The pack's default is stored as the pack's profile.
    EXPECT_TRUE(SetProfile(p, "counting", "basic"));
    EXPECT_EQ(p.profile, "basic");
    EXPECT_TRUE(SetProfile(p, "counting", ""));
    EXPECT_EQ(p.profile, "counting");
    EXPECT_FALSE(SetProfile(p, "counting", "counting"));
    EXPECT_TRUE(SetSource(p, "A book"));
    EXPECT_FALSE(SetSource(p, "A book"));
}

}  // namespace
}  // namespace chatur::editor
