// What the editor fills in with the engine: recorded lines, `legal` verdicts,
// `count` answers, the lines that reach a goal (cooks included) and new tasks
// that validate as made.
#include <gtest/gtest.h>

#include <algorithm>

#include "../test_support.h"
#include "core/content/task_checker.h"
#include "core/editor/task_builder.h"
#include "core/notation/fen.h"

namespace chatur::editor {
namespace {

using content::MoveGoal;
using content::MoveTask;
using content::TaskKind;

Square Sq(const Variant& v, const char* name) {
    auto s = ParseSquare(v, name);
    EXPECT_TRUE(s) << name;
    return s.value_or(0);
}

std::vector<std::vector<std::string>> Lines(const std::vector<GoalLine>& lines) {
    std::vector<std::vector<std::string>> out;
    for (const GoalLine& l : lines) out.push_back(l.moves);
    return out;
}

TEST(LineRecorder, RecordsLegalMovesOnlyAndTakesThemBack) {
    const Variant& v = MakrukVariant();
    Position start = test::MustParse(v, "7k/8/8/4P3/8/8/8/4K3 w - - 0 1");
    LineRecorder rec(start, "counting");
    EXPECT_FALSE(rec.Play(Move(Sq(v, "e1"), Sq(v, "e3"))));  // a Khun steps one square
    // The board hands over the promotion without its flag: it is recorded as one.
    ASSERT_TRUE(rec.Play(Move(Sq(v, "e5"), Sq(v, "e6"))));
    EXPECT_TRUE(rec.EndsWithSolverMove());
    ASSERT_TRUE(rec.Play(Move(Sq(v, "h8"), Sq(v, "g7"))));
    EXPECT_FALSE(rec.EndsWithSolverMove());
    EXPECT_FALSE(rec.Play(Move(Sq(v, "h8"), Sq(v, "g8"))));  // Black moved already
    ASSERT_TRUE(rec.Play(Move(Sq(v, "e6"), Sq(v, "f7"))));
    EXPECT_EQ(rec.MoveTexts(), (std::vector<std::string>{"e5e6m", "h8g7", "e6f7"}));
    EXPECT_TRUE(rec.Moves()[0].IsPromotion());
    rec.Undo();
    EXPECT_EQ(rec.MoveTexts(), (std::vector<std::string>{"e5e6m", "h8g7"}));
    EXPECT_EQ(rec.GetGame().SideToMove(), Color::White);
    rec.Clear();
    EXPECT_TRUE(rec.Moves().empty());
    EXPECT_TRUE(rec.GetGame().GetPosition() == start);
    rec.Undo();  // nothing to take back: no harm
    EXPECT_TRUE(rec.Moves().empty());
}

TEST(LineRecorder, LoadKeepsTheLegalPrefix) {
    const Variant& v = MakrukVariant();
    LineRecorder rec(Position::Start(v), "counting");
    EXPECT_TRUE(rec.Load({"a3a4", "h6h5"}));
    EXPECT_EQ(rec.Moves().size(), 2u);
    EXPECT_FALSE(rec.Load({"a3a4", "h6h5", "a4a6", "b3b4"}));
    EXPECT_EQ(rec.MoveTexts(), (std::vector<std::string>{"a3a4", "h6h5"}));
    // The game ends at mate: nothing can be recorded after it.
    LineRecorder mate(test::MustParse(v, "k7/8/1K6/8/8/8/8/7R w - - 0 1"), "counting");
    ASSERT_TRUE(mate.Load({"h1h8"}));
    EXPECT_TRUE(mate.GetGame().IsOver());
    EXPECT_FALSE(mate.Play(Move(Sq(v, "a8"), Sq(v, "a7"))));
}

TEST(LegalVerdict, OwnPiecesPinsAndTheOtherSide) {
    const Variant& v = MakrukVariant();
    Position start = Position::Start(v);
    EXPECT_TRUE(LegalVerdict(start, Sq(v, "b1"), Sq(v, "d2")));
    EXPECT_FALSE(LegalVerdict(start, Sq(v, "b1"), Sq(v, "c3")));  // own Bia stands there
    EXPECT_FALSE(LegalVerdict(start, Sq(v, "a3"), Sq(v, "a5")));  // a Bia steps one square
    // Black's piece while White is to move: judged for its owner.
    EXPECT_TRUE(LegalVerdict(start, Sq(v, "g8"), Sq(v, "e7")));
    EXPECT_FALSE(LegalVerdict(start, Sq(v, "g8"), Sq(v, "f6")));
    EXPECT_FALSE(LegalVerdict(start, Sq(v, "d4"), Sq(v, "d5")));  // empty square
    // The Ma on e2 shields its Khun from the Rua: pinned, it may not move.
    Position pinned = test::MustParse(v, "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_FALSE(LegalVerdict(pinned, Sq(v, "e2"), Sq(v, "c3")));
    EXPECT_TRUE(LegalVerdict(pinned, Sq(v, "e1"), Sq(v, "d1")));
    Position free = test::MustParse(v, "3r3k/8/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_TRUE(LegalVerdict(free, Sq(v, "e2"), Sq(v, "c3")));
    // Xiangqi: the horse's leg is blocked.
    const Variant& x = XiangqiVariant();
    Position xs = Position::Start(x);
    EXPECT_TRUE(LegalVerdict(xs, Sq(x, "b1"), Sq(x, "c3")));
    EXPECT_FALSE(LegalVerdict(xs, Sq(x, "b1"), Sq(x, "d2")));  // leg on c1
}

TEST(FillTasks, RangeAndPlaceAreTheEngineAnswers) {
    const Variant& v = MakrukVariant();
    Position start = Position::Start(v);
    content::RangeTask range;
    range.square = Sq(v, "b1");
    FillRange(start, range);
    ASSERT_TRUE(range.squares);
    EXPECT_EQ(*range.squares, (std::vector<Square>{Sq(v, "d2")}));
    content::PlaceTask place;
    place.piece = MakePiece(Color::White, PieceType::Rook);
    place.condition = content::PlaceCondition::ReachesSquare;
    place.target = Sq(v, "h6");
    Position open = test::MustParse(v, "k6K/8/7p/8/8/8/8/8 w - - 0 1");
    FillPlace(open, place);
    ASSERT_TRUE(place.squares);
    EXPECT_EQ(*place.squares, content::PlaceSquares(open, place));
    // h1-h5 and h7 on the file, b6-g6 on the rank; not a6, from where the Rua
    // would check the Khun on a8 with White to move (an illegal position).
    EXPECT_EQ(place.squares->size(), 6u + 6u);
    EXPECT_EQ(std::count(place.squares->begin(), place.squares->end(), Sq(v, "a6")), 0);
}

TEST(FillCount, TwoRuaAgainstALoneKhun) {
    const Variant& v = MakrukVariant();
    // As in the rules tests: N = 4 pieces, the lone Khun counts from 5, limit 8.
    Position pos = test::MustParse(v, "7k/R7/8/8/8/2K5/8/1R6 b - - 0 50");
    content::CountTask task;
    ASSERT_TRUE(FillCount(pos, task));
    EXPECT_EQ(task.kind, CountKind::Pieces);
    EXPECT_EQ(task.side, Color::Black);
    EXPECT_EQ(task.start, 5);
    EXPECT_EQ(task.limit, 8);
    // A board's count: the side to move may start it at 1, limit 64.
    Position board = test::MustParse(v, "7k/r7/8/8/8/2K5/8/1R6 w - - 0 50");
    ASSERT_TRUE(FillCount(board, task));
    EXPECT_EQ(task.kind, CountKind::Board);
    EXPECT_EQ(task.side, Color::White);
    EXPECT_EQ(task.start, 1);
    EXPECT_EQ(task.limit, 64);
    // Bia on the board: no count, the task is left empty.
    EXPECT_FALSE(FillCount(Position::Start(v), task));
    EXPECT_FALSE(task.kind || task.side || task.start || task.limit);
}

TEST(FindGoalLines, MateInOneWithTwoMatesGivesBoth) {
    const Variant& x = XiangqiVariant();
    Position pos = test::MustParse(x, "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1");
    MoveTask task;
    task.goal = MoveGoal::Mate;
    task.goalMoves = 1;
    EXPECT_EQ(Lines(FindGoalLines(pos, "basic", task)),
              (std::vector<std::vector<std::string>>{{"a8a9"}, {"a8d8"}}));
}

TEST(FindGoalLines, MateInTwoListsEveryFirstMoveWithItsLine) {
    const Variant& v = MakrukVariant();
    Position pos = test::MustParse(v, "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    MoveTask task;
    task.goal = MoveGoal::Mate;
    task.goalMoves = 2;
    auto lines = FindGoalLines(pos, "counting", task);
    ASSERT_EQ(lines.size(), 12u);  // as `chatur-cli solve --mate 2` lists them
    EXPECT_EQ(lines[0].moves, (std::vector<std::string>{"b6c7", "a8a7", "h1a1"}));
    EXPECT_EQ(lines[11].moves, (std::vector<std::string>{"h1h8"}));
    task.goalMoves = 0;
    EXPECT_TRUE(FindGoalLines(pos, "counting", task).empty());
}

TEST(FindGoalLines, PromoteAndWinMaterial) {
    const Variant& v = MakrukVariant();
    MoveTask promote;
    promote.goal = MoveGoal::Promote;
    promote.goalMoves = 1;
    Position bia = test::MustParse(v, "7k/8/8/4P3/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(Lines(FindGoalLines(bia, "counting", promote)),
              (std::vector<std::vector<std::string>>{{"e5e6m"}}));
    // Two moves from rank 4: the Bia walks on, whatever Black does.
    Position far = test::MustParse(v, "7k/8/8/8/4P3/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(FindGoalLines(far, "counting", promote).empty());
    promote.goalMoves = 2;
    auto lines = FindGoalLines(far, "counting", promote);
    ASSERT_EQ(lines.size(), 1u);
    ASSERT_EQ(lines[0].moves.size(), 3u);
    EXPECT_EQ(lines[0].moves[0], "e4e5");
    EXPECT_EQ(lines[0].moves[2], "e5e6m");

    MoveTask win;
    win.goal = MoveGoal::WinMaterial;
    win.goalMoves = 1;
    win.materialGain = 5;
    Position rua = test::MustParse(v, "7k/8/8/3r4/8/8/8/3RK3 w - - 0 1");
    EXPECT_EQ(Lines(FindGoalLines(rua, "counting", win)),
              (std::vector<std::vector<std::string>>{{"d1d5"}}));
    win.materialGain = 6;
    EXPECT_TRUE(FindGoalLines(rua, "counting", win).empty());
}

// Every kind with an engine answer validates as made on the start position.
TEST(MakeTask, EveryKindWithAnAnswerValidatesOnTheStartPosition) {
    for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()}) {
        Position start = Position::Start(*v);
        const std::string profile(v->defaultProfile);
        for (TaskKind kind : {TaskKind::Move, TaskKind::Legal, TaskKind::Range, TaskKind::Place,
                              TaskKind::Choice, TaskKind::Count}) {
            content::Task task = MakeTask(kind, start);
            EXPECT_EQ(task.Kind(), kind);
            content::Diagnostics diag("start.xml");
            content::Diagram board;
            board.fen = ToFen(start);
            board.position = start;
            content::CheckTask(task, board, profile, diag, "p");
            bool answerable = kind == TaskKind::Legal || kind == TaskKind::Range ||
                              kind == TaskKind::Place ||
                              (kind == TaskKind::Count && v->id == VariantId::Makruk);
            if (answerable) {
                EXPECT_EQ(diag.ErrorCount(), 0)
                    << v->name << " " << content::TaskKindName(kind) << ": "
                    << (diag.Findings().empty() ? "" : diag.Findings()[0].message);
            }
        }
        const content::Task legal = MakeTask(TaskKind::Legal, start);
        const auto* l = legal.As<content::LegalTask>();
        EXPECT_TRUE(l->answer);
        EXPECT_EQ(ColorOf(start.PieceAt(l->from)), Color::White);
        const content::Task range = MakeTask(TaskKind::Range, start);
        const auto* r = range.As<content::RangeTask>();
        ASSERT_TRUE(r->squares);
        EXPECT_FALSE(r->squares->empty());
        EXPECT_EQ(*r->squares, content::RangeSquares(start, r->square));
        const content::Task place = MakeTask(TaskKind::Place, start);
        const auto* p = place.As<content::PlaceTask>();
        ASSERT_TRUE(p->squares);
        EXPECT_FALSE(p->squares->empty());
        EXPECT_EQ(ColorOf(p->piece), Color::White);
        const content::Task choice = MakeTask(TaskKind::Choice, start);
        const auto* c = choice.As<content::ChoiceTask>();
        ASSERT_EQ(c->options.size(), 2u);
        EXPECT_TRUE(c->options[0].correct);
    }
    // The count task on a position with Bia asks whether a count applies: none.
    const content::Task count = MakeTask(TaskKind::Count, Position::Start(MakrukVariant()));
    EXPECT_EQ(count.As<content::CountTask>()->kind, CountKind::None);
}

}  // namespace
}  // namespace chatur::editor
