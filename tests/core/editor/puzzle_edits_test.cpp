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

}  // namespace
}  // namespace chatur::editor
