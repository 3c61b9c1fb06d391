#include "core/content/validator.h"

#include <gtest/gtest.h>

#include "../search/search_test_support.h"
#include "../test_support.h"
#include "content_test_support.h"
#include "core/content/goal_judge.h"
#include "core/content/task_checker.h"
#include "core/notation/fen.h"

namespace chatur::test {
namespace {

using namespace chatur::content;

std::string Names(const Variant& v, const std::vector<Square>& squares) {
    std::string r;
    for (Square s : squares) {
        if (!r.empty()) r += ' ';
        r += SquareName(v, s);
    }
    return r;
}

// A one-puzzle Makruk pack (English only) around a board and a task element;
// the task element is on line 9.
std::string OnePuzzle(const std::string& fen, const std::string& task,
                      const std::string& puzzleAttrs = "", const std::string& hints = "") {
    return "<pack id=\"t\" variant=\"makruk\" version=\"1\" languages=\"en\">\n"
           "<title><text lang=\"en\">T</text></title>\n"
           "<description><text lang=\"en\">D</text></description>\n"
           "<author>A</author><licence>L</licence>\n"
           "<puzzle id=\"p\" grade=\"1\" stage=\"rules\"" +
           puzzleAttrs +
           ">\n"
           "<board fen=\"" +
           fen +
           "\"/>\n"
           "<question><text lang=\"en\">Q</text></question>\n"
           "<hint kind=\"nudge\"><text lang=\"en\">H</text></hint>" +
           hints + "\n" + task +
           "\n"
           "<explanation><text lang=\"en\">E</text></explanation>\n"
           "</puzzle>\n</pack>\n";
}

TEST(ContentValidatorEngine, PlaceSquaresFollowTheCondition) {
    const Variant& v = MakrukVariant();
    Position pos = MustParse(v, "4k2r/8/8/8/8/8/8/3K4 w - - 0 1");
    PlaceTask black;
    black.piece = MakePiece(Color::Black, PieceType::Pawn);
    black.condition = PlaceCondition::PromotesNextMove;
    // Black promotes on rank 3: a Bia on rank 4 (not one that would check the Khun on d1
    // while White is to move... a Bia on c4/e4 does not reach d1, so all eight count).
    EXPECT_EQ(Names(v, PlaceSquares(pos, black)), "a4 b4 c4 d4 e4 f4 g4 h4");

    PlaceTask reach;
    reach.piece = MakePiece(Color::White, PieceType::Horse);
    reach.condition = PlaceCondition::ReachesSquare;
    reach.target = *ParseSquare(v, "e8");  // squares from which a Ma attacks the Khun on e8
    // Those would put Black in check with White to move: an illegal position, so none count.
    EXPECT_EQ(Names(v, PlaceSquares(pos, reach)), "");
    reach.target = *ParseSquare(v, "a1");
    EXPECT_EQ(Names(v, PlaceSquares(pos, reach)), "c2 b3");

    PlaceTask safe;
    safe.piece = MakePiece(Color::White, PieceType::Khon);
    safe.condition = PlaceCondition::SafeSquare;
    Position small = MustParse(v, "7k/8/8/8/8/8/8/r2K4 w - - 0 1");
    auto squares = PlaceSquares(small, safe);
    // The black Rua on a1 sweeps rank 1 up to the Khun and the a-file; the Khun on h8 guards g7 g8
    // h7.
    for (const char* attacked : {"a5", "b1", "c1", "g7", "h7", "g8"})
        EXPECT_EQ(std::count(squares.begin(), squares.end(), *ParseSquare(v, attacked)), 0)
            << attacked;
    EXPECT_EQ(std::count(squares.begin(), squares.end(), *ParseSquare(v, "e4")), 1);
}

TEST(ContentValidatorEngine, RangeOfAPinnedPieceIsEmpty) {
    const Variant& v = MakrukVariant();
    Position pos = MustParse(v, "3r3k/8/8/8/8/8/3M4/3K4 w - - 0 1");
    EXPECT_EQ(Names(v, RangeSquares(pos, *ParseSquare(v, "d2"))), "");
    EXPECT_EQ(Names(v, RangeSquares(pos, *ParseSquare(v, "d8"))),
              "d2 d3 d4 d5 d6 d7 a8 b8 c8 e8 f8 g8");
}

TEST(ContentValidatorEngine, MateFollowsTheVariant) {
    EXPECT_TRUE(IsMate(MustParse(MakrukVariant(), "1R5k/R7/8/8/8/8/8/3K4 b - - 0 1")));
    // Makruk stalemate is no mate.
    EXPECT_FALSE(IsMate(MustParse(MakrukVariant(), "7k/5R2/6K1/8/8/8/8/8 b - - 0 1")));
    // Xiangqi: no legal move loses even without check.
    EXPECT_TRUE(IsMate(MustParse(XiangqiVariant(), "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1")));
}

TEST(ContentValidator, GoalsAreCheckedOnTheFinalPosition) {
    const std::string mate2 = "7k/R7/8/8/8/8/8/1R1K4 w - - 0 1";
    EXPECT_EQ(
        LoadAndValidateText(
            OnePuzzle(mate2, "<move goal=\"mate\" in=\"1\"><line>a7a8 h8g7 b1b7</line></move>"))
            .findings,
        std::vector<std::string>{
            "9: error: the solution line does not end in mate (goal: mate in 1)"});
    EXPECT_EQ(
        LoadAndValidateText(
            OnePuzzle(mate2, "<move goal=\"mate\" in=\"1\"><line>d1c2 h8g8 b1b8</line></move>"))
            .findings,
        std::vector<std::string>{"9: error: the solution line mates in 2 moves, not in 1"});
    EXPECT_EQ(
        LoadAndValidateText(OnePuzzle("4k3/8/8/P7/8/8/8/3K4 w - - 0 1",
                                      "<move goal=\"promote\" in=\"1\"><line>d1d2</line></move>"))
            .findings,
        std::vector<std::string>{
            "9: error: the solution line does not promote a Bia within 1 move"});
    EXPECT_EQ(
        LoadAndValidateText(
            OnePuzzle("r3k3/8/8/1N6/8/8/8/3K4 w - - 0 1",
                      "<move goal=\"win-material\" in=\"1\"><line>b5c7</line></move>"))
            .findings,
        std::vector<std::string>{
            "9: error: the solution line wins 0 points of material within 1 move, not at least 1"});
}

// The validator and the trainer share one goal judge (content/goal_judge.h): a
// line that mates reaches a win-material goal for both, although it takes no
// piece, and a line stops being judged once the game is over.
TEST(ContentValidator, GoalsAreJudgedAsTheTrainerJudgesThem) {
    const std::string mateNoCapture = "k7/8/1K6/8/8/8/8/7R w - - 0 1";  // h1h8 mates
    EXPECT_TRUE(LoadAndValidateText(
                    OnePuzzle(mateNoCapture,
                              "<move goal=\"win-material\" in=\"1\"><line>h1h8</line></move>"))
                    .findings.empty());
    Game game = MakeGame("makruk", mateNoCapture);
    const GoalSpec spec = MakeGoalSpec(
        [] {
            MoveTask t;
            t.goal = MoveGoal::WinMaterial;
            t.materialGain = 1;
            return t;
        }(),
        game.GetPosition());
    const Move mate = MustMove(game, "h1h8");
    ASSERT_FALSE(game.Play(mate));
    EXPECT_TRUE(GoalReached(spec, game, mate));
    EXPECT_EQ(MaterialBalance(game.GetPosition(), Color::White) -
                  MaterialBalance(spec.start, Color::White),
              0);

    // The promote goal is reached by the move that promotes, at any point of the
    // line within the limit (not only by the last move).
    EXPECT_TRUE(
        LoadAndValidateText(
            OnePuzzle("4k3/8/8/P7/8/8/8/3K4 w - - 0 1",
                      "<move goal=\"promote\" in=\"2\"><line>a5a6m e8e7 a6b7</line></move>"))
            .findings.empty());
}

TEST(ContentValidator, CountTasksFollowTheEngineAndTheProfile) {
    const std::string bia = "4k3/8/8/8/8/P7/8/3K4 b - - 0 1";
    EXPECT_TRUE(LoadAndValidateText(OnePuzzle(bia, "<count kind=\"none\"/>")).findings.empty());
    EXPECT_EQ(LoadAndValidateText(OnePuzzle(bia, "<count start=\"1\"/>")).findings,
              std::vector<std::string>{
                  "9: error: no count applies in this position (an unpromoted Bia is on the board, "
                  "or only the two Khuns are left), so it has no side, start or limit"});
    const std::string board = "4k3/4m3/8/8/8/8/8/R2K4 w - - 0 1";
    EXPECT_TRUE(
        LoadAndValidateText(
            OnePuzzle(board, "<count kind=\"board\" side=\"white\" start=\"1\" limit=\"64\"/>"))
            .findings.empty());
    EXPECT_EQ(LoadAndValidateText(OnePuzzle(board, "<count kind=\"board\"/>", " profile=\"fifty\""))
                  .findings,
              std::vector<std::string>{
                  "9: error: a <count> task under rule profile 'fifty', which has no counting"});
}

TEST(ContentValidator, HintsMustPointAtPiecesAndTheSolution) {
    const std::string fen = "7k/R7/8/8/8/8/8/1R1K4 w - - 0 1";
    EXPECT_EQ(
        LoadAndValidateText(
            OnePuzzle(
                fen, "<move goal=\"mate\" in=\"1\"><line>b1b8</line></move>", "",
                "<hint kind=\"piece\" square=\"c3\"/><hint kind=\"move\" from=\"a7\" to=\"a8\"/>"))
            .findings,
        (std::vector<std::string>{
            "8: error: the piece hint points at c3, which is empty",
            "8: warning: the move hint a7a8 is not the first move of any solution line"}));
}

TEST(ContentValidator, DuplicateIdsAcrossPacksAndTheDeepHook) {
    LoadResult a = LoadPackFile(SourcePath("puzzles/makruk-met.xml"));
    ASSERT_TRUE(a.pack);
    int deepCalls = 0;
    ValidateOptions options;
    options.deepCheck = [&deepCalls](const Puzzle&, Diagnostics&) { ++deepCalls; };
    PackValidator validator(options);
    Diagnostics first("first.xml"), second("second.xml");
    validator.Check(*a.pack, first);
    validator.Check(*a.pack, second);
    EXPECT_TRUE(first.Findings().empty());
    ASSERT_EQ(second.ErrorCount(), 3);  // the pack id and both puzzle ids
    EXPECT_EQ(second.Findings()[1].message,
              "duplicate id 'makruk.met.01' (also used at first.xml:" +
                  std::to_string(a.pack->puzzles[0].line) + ")");
    EXPECT_EQ(second.Findings()[1].itemId, "makruk.met.01");
    EXPECT_EQ(deepCalls, 4);
}

TEST(ContentValidator, LessonStepTasksAreCheckedOnTheInheritedBoard) {
    std::string xml =
        "<pack id=\"t\" variant=\"makruk\" version=\"1\" languages=\"en\">\n"
        "<title><text lang=\"en\">T</text></title>\n"
        "<description><text lang=\"en\">D</text></description>\n"
        "<author>A</author><licence>L</licence>\n"
        "<lesson id=\"l\"><title><text lang=\"en\">T</text></title>\n"
        "<step><text lang=\"en\">S</text><board fen=\"7k/8/8/8/3M4/8/8/3K4 w - - 0 1\"/></step>\n"
        "<step><text lang=\"en\">Q</text>\n"
        "<range square=\"d4\" squares=\"c3 c5 e3\"/>\n"
        "<explanation><text lang=\"en\">E</text></explanation></step>\n"
        "</lesson></pack>\n";
    EXPECT_EQ(LoadAndValidateText(xml).findings,
              std::vector<std::string>{
                  "8: error: the listed range of the piece on d4 differs from the rules engine's "
                  "(c3 e3 c5 e5): missing e5"});
}

}  // namespace
}  // namespace chatur::test
