// The task edits of the puzzle editor without a display: each edit reports
// whether it changed anything (no empty undo steps), the engine fills in the
// answers, lines and options are kept unique, and CheckTask names what a task
// still lacks.
#include "core/editor/task_edits.h"

#include <gtest/gtest.h>

#include "../test_support.h"
#include "core/content/task_checker.h"
#include "core/editor/position_editor.h"
#include "core/editor/task_builder.h"
#include "core/notation/fen.h"

namespace chatur::editor {
namespace {

using Problem = TaskProblem::Kind;

Square Sq(const char* name) {
    return *ParseSquare(MakrukVariant(), name);
}

content::Puzzle PuzzleAt(const char* fen, content::TaskKind kind = content::TaskKind::Move) {
    content::Puzzle p;
    p.board.fen = fen;
    p.board.position = test::MustParse(MakrukVariant(), fen);
    p.task = MakeTask(kind, p.board.position);
    return p;
}

constexpr const char* kRookFen = "4k3/8/8/8/3M4/8/8/R3K3 w - - 0 1";
constexpr const char* kCountFen = "7k/R7/8/8/8/2K5/8/1R6 b - - 0 50";
constexpr const char* kStartFen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

TEST(TaskEdits, ChangingTheKindMakesANewTaskAndKeepsItsLine) {
    content::Puzzle p = PuzzleAt(kRookFen);
    p.task.line = 12;
    EXPECT_FALSE(ChangeTaskKind(p, content::TaskKind::Move));
    ASSERT_TRUE(ChangeTaskKind(p, content::TaskKind::Range));
    EXPECT_EQ(p.task.Kind(), content::TaskKind::Range);
    EXPECT_EQ(p.task.line, 12);
    EXPECT_TRUE(p.task.As<content::RangeTask>()->squares.has_value());  // the engine's answer
}

TEST(TaskEdits, LinesAreAddedOnceAndDeletedByIndex) {
    content::Puzzle p = PuzzleAt(kRookFen);
    EXPECT_TRUE(AddLine(p, {"a1a8"}));
    EXPECT_FALSE(AddLine(p, {"a1a8"}));  // already accepted
    EXPECT_FALSE(AddLine(p, {}));
    EXPECT_TRUE(AddLines(p, {{"a1a8"}, {"a1a7"}, {"a1a7"}, {"d4e5"}}));
    const auto& lines = p.task.As<content::MoveTask>()->lines;
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[1].moves, std::vector<std::string>{"a1a7"});
    EXPECT_FALSE(AddLines(p, {{"a1a8"}, {"d4e5"}}));
    EXPECT_FALSE(DeleteLine(p, 3));
    EXPECT_TRUE(DeleteLine(p, 0));
    EXPECT_EQ(p.task.As<content::MoveTask>()->lines.front().moves,
              std::vector<std::string>{"a1a7"});

    content::Puzzle legal = PuzzleAt(kRookFen, content::TaskKind::Legal);
    EXPECT_FALSE(AddLine(legal, {"a1a8"}));  // not a move task
    EXPECT_FALSE(DeleteLine(legal, 0));
}

TEST(TaskEdits, PicksGetTheEnginesAnswer) {
    content::Puzzle p = PuzzleAt(kRookFen);
    EXPECT_FALSE(SetLegalMove(p, Sq("d4"), Sq("d4")));
    EXPECT_FALSE(SetLegalMove(p, kNoSquare, Sq("d4")));
    ASSERT_TRUE(SetLegalMove(p, Sq("d4"), Sq("e5")));  // the Met steps diagonally
    EXPECT_TRUE(p.task.As<content::LegalTask>()->answer);
    EXPECT_FALSE(SetLegalMove(p, Sq("d4"), Sq("e5")));
    ASSERT_TRUE(SetLegalMove(p, Sq("d4"), Sq("d6")));
    EXPECT_FALSE(p.task.As<content::LegalTask>()->answer);

    ASSERT_TRUE(SetRangeSquare(p, Sq("d4")));
    EXPECT_EQ(p.task.As<content::RangeTask>()->squares->size(), 4u);  // the Met's diagonals
    EXPECT_FALSE(SetRangeSquare(p, Sq("d4")));
    EXPECT_FALSE(SetRangeSquare(p, kNoSquare));

    const Piece rua = MakePiece(Color::White, PieceType::Rook);
    EXPECT_FALSE(SetPlace(p, Piece::None, content::PlaceCondition::SafeSquare));
    // A target only counts for ReachesSquare.
    ASSERT_TRUE(SetPlace(p, rua, content::PlaceCondition::SafeSquare, Sq("h8")));
    EXPECT_EQ(p.task.As<content::PlaceTask>()->target, kNoSquare);
    EXPECT_FALSE(SetPlace(p, rua, content::PlaceCondition::SafeSquare, Sq("h7")));
    ASSERT_TRUE(SetPlace(p, rua, content::PlaceCondition::ReachesSquare, Sq("h8")));
    const auto& place = *p.task.As<content::PlaceTask>();
    EXPECT_EQ(place.target, Sq("h8"));
    ASSERT_TRUE(place.squares);
    EXPECT_EQ(*place.squares, content::PlaceSquares(p.board.position, place));
}

TEST(TaskEdits, ChoiceOptionsGetFreeLettersAndTextsPerLanguage) {
    content::Puzzle p = PuzzleAt(kRookFen);
    AddChoiceOption(p, "en", "Yes", true, "Right");  // a move task becomes a choice
    AddChoiceOption(p, "en", "No", false, "");
    AddChoiceOption(p, "en", "", false, "");
    const auto* task = p.task.As<content::ChoiceTask>();
    ASSERT_TRUE(task);
    ASSERT_EQ(task->options.size(), 3u);
    EXPECT_EQ(task->options[1].id, "b");
    EXPECT_FALSE(task->options[1].feedback.Has("en"));
    EXPECT_TRUE(task->options[2].label.Empty());
    EXPECT_TRUE(RemoveChoiceOption(p, 1));
    EXPECT_FALSE(RemoveChoiceOption(p, 2));
    AddChoiceOption(p, "en", "Maybe", false, "");
    EXPECT_EQ(task->options.back().id, "b");  // the freed letter

    EXPECT_TRUE(SetChoiceOption(p, 0, "de", "Ja", true, "Richtig"));
    EXPECT_FALSE(SetChoiceOption(p, 0, "de", "Ja", true, "Richtig"));
    EXPECT_FALSE(SetChoiceOption(p, 5, "de", "Ja", true, ""));
    // An emptied text drops that language only.
    EXPECT_TRUE(SetChoiceOption(p, 0, "de", "", true, "Richtig"));
    EXPECT_FALSE(task->options[0].label.Has("de"));
    EXPECT_EQ(task->options[0].label.Get("en"), "Yes");
    EXPECT_TRUE(SetChoiceOption(p, 0, "de", "", false, "Richtig"));
    EXPECT_FALSE(task->options[0].correct);
}

TEST(TaskEdits, CountQuestionsAskTheEnginesAnswers) {
    content::Puzzle p = PuzzleAt(kCountFen, content::TaskKind::Count);
    ASSERT_TRUE(SetCountQuestions(p, false, true, false, true));
    const auto& task = *p.task.As<content::CountTask>();
    EXPECT_FALSE(task.kind);
    EXPECT_EQ(task.side, Color::Black);
    EXPECT_FALSE(task.start);
    EXPECT_EQ(task.limit, 8);
    EXPECT_FALSE(SetCountQuestions(p, false, true, false, true));

    content::Puzzle none = PuzzleAt(kStartFen);
    EXPECT_FALSE(SetCountQuestions(none, true, true, true, true));  // Bia: no count
    EXPECT_EQ(none.task.Kind(), content::TaskKind::Move);
}

TEST(TaskEdits, CheckTaskNamesWhatIsMissing) {
    const std::string profile = "counting";
    auto problem = [&](const content::Puzzle& p) {
        auto found = CheckTask(p, profile);
        return found ? std::optional(found->kind) : std::nullopt;
    };
    content::Puzzle p = PuzzleAt(kRookFen);
    EXPECT_EQ(problem(p), Problem::NoLineNoGoal);
    AddLine(p, {"a1a8"});
    EXPECT_EQ(problem(p), std::nullopt);
    AddLine(p, {"a1b2"});  // not a Rua move
    EXPECT_EQ(CheckTask(p, profile), (TaskProblem{Problem::LineNotLegal, 1}));

    content::Puzzle broken = PuzzleAt(kRookFen);
    PositionEditor noKhun = PositionEditor::FromPosition(broken.board.position);
    noKhun.Remove(Sq("e8"));  // Black has no Khun
    broken.board.position = noKhun.GetPosition();
    EXPECT_EQ(problem(broken), Problem::PositionNotLegal);

    content::Puzzle legal = PuzzleAt(kRookFen, content::TaskKind::Legal);
    legal.task.data = content::LegalTask{};
    EXPECT_EQ(problem(legal), Problem::NoLegalMove);
    legal.task.data = content::LegalTask{Sq("c3"), Sq("c4"), false};
    EXPECT_EQ(problem(legal), Problem::NoPieceOnFrom);

    content::Puzzle range = PuzzleAt(kRookFen, content::TaskKind::Range);
    range.task.data = content::RangeTask{Sq("c3"), std::nullopt};
    EXPECT_EQ(problem(range), Problem::NoRangePiece);

    content::Puzzle place = PuzzleAt(kRookFen, content::TaskKind::Place);
    SetPlace(place, MakePiece(Color::White, PieceType::Rook),
             content::PlaceCondition::ReachesSquare);
    EXPECT_EQ(problem(place), Problem::NoPlaceTarget);
    SetPlace(place, MakePiece(Color::White, PieceType::Pawn),
             content::PlaceCondition::PromotesNextMove);
    EXPECT_EQ(problem(place), std::nullopt);  // a Bia on the sixth rank promotes next
    content::Puzzle noPlace = PuzzleAt(kRookFen, content::TaskKind::Place);
    noPlace.task.data =
        content::PlaceTask{MakePiece(Color::White, PieceType::Rook),
                           content::PlaceCondition::SafeSquare, kNoSquare, std::vector<Square>{}};
    EXPECT_EQ(problem(noPlace), Problem::NoPlaceSquare);

    content::Puzzle choice = PuzzleAt(kRookFen, content::TaskKind::Choice);
    choice.task.data = content::ChoiceTask{};
    AddChoiceOption(choice, "en", "Yes", false, "");
    EXPECT_EQ(problem(choice), Problem::TooFewOptions);
    AddChoiceOption(choice, "en", "No", false, "");
    EXPECT_EQ(problem(choice), Problem::NoCorrectOption);
    SetChoiceOption(choice, 1, "en", "No", true, "");
    EXPECT_EQ(problem(choice), std::nullopt);

    content::Puzzle count = PuzzleAt(kStartFen, content::TaskKind::Count);
    EXPECT_EQ(problem(count), Problem::NoCount);  // Bia on the board: no count
    content::Puzzle counting = PuzzleAt(kCountFen, content::TaskKind::Count);
    counting.task.data = content::CountTask{};
    EXPECT_EQ(problem(counting), Problem::NoCountQuestion);
    SetCountQuestions(counting, true, false, false, false);
    EXPECT_EQ(problem(counting), std::nullopt);
}

}  // namespace
}  // namespace chatur::editor
