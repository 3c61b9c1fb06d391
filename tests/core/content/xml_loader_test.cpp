#include "core/content/xml_loader.h"

#include <gtest/gtest.h>

#include "../test_support.h"
#include "content_test_support.h"
#include "core/notation/fen.h"

namespace chatur::test {
namespace {

using namespace chatur::content;

std::string Sq(const Variant& v, Square s) {
    return SquareName(v, s);
}

TEST(ContentLoader, GoodFixtureLoadsEveryElementWithoutFindings) {
    ValidatedFile v = LoadAndValidate(SourcePath("tests/data/good_all_tasks.xml"));
    EXPECT_TRUE(v.findings.empty()) << ::testing::PrintToString(v.findings);
    ASSERT_TRUE(v.loaded.pack);
    const Pack& pack = *v.loaded.pack;
    const Variant& mk = MakrukVariant();
    EXPECT_EQ(pack.format, 1);
    EXPECT_EQ(pack.id, "test.all");
    EXPECT_EQ(pack.variant, &mk);
    EXPECT_EQ(pack.profile, "counting");
    EXPECT_EQ(pack.version, "2.1");
    EXPECT_EQ(pack.author, "Chatur tests");
    EXPECT_EQ(pack.licence, "CC0-1.0");
    EXPECT_EQ(pack.languages, (std::vector<std::string>{"en", "de"}));
    EXPECT_EQ(pack.title.Get("de"), "Alle Aufgabenarten");

    ASSERT_EQ(pack.lessons.size(), 1u);
    const Lesson& lesson = pack.lessons[0];
    EXPECT_EQ(lesson.id, "test.lesson.met");
    EXPECT_EQ(lesson.profile, "counting");  // inherited from the pack
    EXPECT_EQ(lesson.summary.Get("en"), "One diagonal step.");
    ASSERT_EQ(lesson.steps.size(), 2u);
    EXPECT_EQ(lesson.steps[0].id, "intro");
    EXPECT_EQ(lesson.steps[0].text.Get("en"),
              "The Met moves one step diagonally.\n\nIt never slides.");
    ASSERT_TRUE(lesson.steps[0].board);
    const Diagram& board = *lesson.steps[0].board;
    EXPECT_EQ(board.orientation, Color::Black);
    EXPECT_EQ(board.highlights.size(), 4u);
    ASSERT_EQ(board.arrows.size(), 1u);
    EXPECT_EQ(Sq(mk, board.arrows[0].from) + Sq(mk, board.arrows[0].to), "d4e5");
    EXPECT_EQ(BoardFen(board.position), "7k/8/8/8/3M4/8/8/3K4 w");
    EXPECT_FALSE(lesson.steps[1].board);
    EXPECT_EQ(lesson.BoardForStep(1), &board);
    ASSERT_TRUE(lesson.steps[1].task);
    const LegalTask* legal = lesson.steps[1].task->As<LegalTask>();
    ASSERT_NE(legal, nullptr);
    EXPECT_TRUE(legal->answer);
    EXPECT_EQ(lesson.steps[1].explanation.Get("de"), "Ja: ein Feld diagonal.");
    EXPECT_TRUE(lesson.steps[1].MissingLanguages(pack.languages).empty());
    EXPECT_EQ(lesson.steps[1].MissingLanguages(AppLanguages()),
              (std::vector<std::string>{"id", "th"}));
    EXPECT_EQ(lesson.steps[1].Texts().size(), 3u);  // text, explanation, nudge
    EXPECT_EQ(lesson.MissingLanguages(AppLanguages()), (std::vector<std::string>{"id", "th"}));

    ASSERT_EQ(pack.puzzles.size(), 6u);
    const Puzzle* mate = pack.FindPuzzle("test.move.mate");
    ASSERT_NE(mate, nullptr);
    EXPECT_EQ(mate->grade, 2);
    EXPECT_EQ(mate->stage, Stage::Compare);
    EXPECT_EQ(mate->tags, (std::vector<std::string>{"mate", "rua"}));
    EXPECT_EQ(mate->source, "Chatur tests");
    EXPECT_EQ(mate->criteria.Get("en"), "Every escape square is covered.");
    ASSERT_EQ(mate->task.Kind(), TaskKind::Move);
    const MoveTask* move = mate->task.As<MoveTask>();
    EXPECT_EQ(move->goal, MoveGoal::Mate);
    EXPECT_EQ(move->goalMoves, 1);
    ASSERT_EQ(move->lines.size(), 1u);
    EXPECT_EQ(move->lines[0].moves, std::vector<std::string>{"b1b8"});
    ASSERT_EQ(mate->hints.size(), 3u);
    EXPECT_EQ(mate->hints[0].kind, HintKind::Nudge);
    EXPECT_EQ(mate->hints[1].kind, HintKind::Piece);
    EXPECT_EQ(Sq(mk, mate->hints[1].square), "b1");
    EXPECT_EQ(mate->hints[2].kind, HintKind::Move);
    EXPECT_EQ(Sq(mk, mate->hints[2].from) + Sq(mk, mate->hints[2].to), "b1b8");

    const MoveTask* fork = pack.FindPuzzle("test.move.fork")->task.As<MoveTask>();
    EXPECT_EQ(fork->goal, MoveGoal::WinMaterial);
    EXPECT_EQ(fork->materialGain, 5);
    EXPECT_EQ(fork->lines.size(), 2u);
    EXPECT_EQ(pack.FindPuzzle("test.move.promote")->profile, "fifty");

    const PlaceTask* place = pack.FindPuzzle("test.place")->task.As<PlaceTask>();
    EXPECT_EQ(place->piece, MakePiece(Color::White, PieceType::Pawn));
    EXPECT_EQ(place->condition, PlaceCondition::PromotesNextMove);
    EXPECT_EQ(place->squares->size(), 8u);

    const ChoiceTask* choice = pack.FindPuzzle("test.choice")->task.As<ChoiceTask>();
    ASSERT_EQ(choice->options.size(), 2u);
    EXPECT_TRUE(choice->options[0].correct);
    EXPECT_FALSE(choice->options[1].correct);
    EXPECT_EQ(choice->options[1].feedback.Get("en"), "That is the Met.");

    const CountTask* count = pack.FindPuzzle("test.count")->task.As<CountTask>();
    EXPECT_EQ(count->kind, CountKind::Pieces);
    EXPECT_EQ(count->side, Color::Black);
    EXPECT_EQ(count->start, 4);
    EXPECT_EQ(count->limit, 16);
}

TEST(ContentLoader, BundledMetPuzzlesLoadInAllFourLanguages) {
    ValidatedFile v = LoadAndValidate(SourcePath("puzzles/makruk-met.xml"));
    EXPECT_TRUE(v.findings.empty()) << ::testing::PrintToString(v.findings);
    ASSERT_TRUE(v.loaded.pack);
    const Puzzle* legal = v.loaded.pack->FindPuzzle("makruk.met.01");
    ASSERT_NE(legal, nullptr);
    EXPECT_EQ(legal->task.Kind(), TaskKind::Legal);
    EXPECT_FALSE(legal->task.As<LegalTask>()->answer);
    EXPECT_TRUE(legal->MissingLanguages(AppLanguages()).empty());
    for (const char* lang : {"en", "id", "de", "th"}) {
        EXPECT_TRUE(legal->explanation.Has(lang)) << lang;
        EXPECT_NE(legal->explanation.Get(lang).find("e5"), std::string::npos) << lang;
    }
    EXPECT_NE(legal->explanation.Get("th").find("เม็ด"), std::string::npos);
    const Puzzle* range = v.loaded.pack->FindPuzzle("makruk.met.02");
    ASSERT_NE(range, nullptr);
    EXPECT_EQ(range->task.Kind(), TaskKind::Range);
}

std::string PackXml(const std::string& inner, const std::string& attrs = "") {
    return "<pack id=\"t\" variant=\"makruk\" version=\"1\" languages=\"en\"" + attrs +
           ">\n<title><text lang=\"en\">T</text></title>\n"
           "<description><text lang=\"en\">D</text></description>\n"
           "<author>A</author>\n<licence>L</licence>\n" +
           inner + "</pack>\n";
}

TEST(ContentLoader, EmptyOrBinaryInputIsOneClearError) {
    EXPECT_EQ(LoadAndValidateText("").findings,
              std::vector<std::string>{"1: error: not well-formed XML: the file is empty"});
    std::string binary("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
    ValidatedFile v = LoadAndValidateText(binary);
    EXPECT_FALSE(v.loaded.pack);
    EXPECT_EQ(v.findings.size(), 1u);
}

TEST(ContentLoader, MissingFileIsAnErrorWithoutLine) {
    LoadResult r = LoadPackFile("/nonexistent/chatur.xml");
    ASSERT_EQ(r.findings.size(), 1u);
    EXPECT_EQ(FormatFinding(r.findings[0]),
              "/nonexistent/chatur.xml:0: error: cannot read the file: No such file or directory");
}

TEST(ContentLoader, NewerFormatIsRefused) {
    ValidatedFile v = LoadAndValidateText(PackXml("", " format=\"2\""));
    EXPECT_FALSE(v.loaded.pack);
    EXPECT_EQ(v.findings,
              std::vector<std::string>{"1: error: format 2 is newer than this Chatur reads (1)"});
}

TEST(ContentLoader, TextOutsideTextElementsAndDuplicateLanguagesAreReported) {
    std::string xml = PackXml(
        "<lesson id=\"l\">\n"
        "<title>Loose words<text lang=\"en\">T</text>\n<text lang=\"en\">Again</text></title>\n"
        "<step><text lang=\"en\">S</text></step>\n"
        "</lesson>\n");
    ValidatedFile v = LoadAndValidateText(xml);
    EXPECT_EQ(v.findings,
              (std::vector<std::string>{
                  "7: warning: text directly inside <title> is ignored (text belongs in <text "
                  "lang=\"..\">)",
                  "8: error: a second text in 'en' inside <title> (the first is on line 7)",
              }));
    EXPECT_TRUE(v.loaded.pack->lessons.empty());  // the broken lesson is left out
}

TEST(ContentLoader, UnknownNamesWithoutCloseMatchAreIgnoredWithAWarning) {
    ValidatedFile v = LoadAndValidateText(PackXml("<gallery/>\n"));
    EXPECT_EQ(v.findings, std::vector<std::string>{
                              "6: warning: unknown element <gallery> in <pack> (ignored)"});
}

TEST(ContentLoader, StepWithTaskNeedsABoardAtOrBeforeIt) {
    std::string xml = PackXml(
        "<lesson id=\"l\"><title><text lang=\"en\">T</text></title>\n"
        "<step><text lang=\"en\">Q</text><range square=\"d4\"/></step>\n"
        "<step><text lang=\"en\">ok</text></step>\n"
        "</lesson>\n");
    ValidatedFile v = LoadAndValidateText(xml);
    EXPECT_EQ(v.findings, std::vector<std::string>{
                              "7: error: this step asks a task but no <board> is set up at or "
                              "before it"});
    ASSERT_EQ(v.loaded.pack->lessons.size(), 1u);
    EXPECT_EQ(v.loaded.pack->lessons[0].steps.size(), 1u);
}

TEST(ContentLoader, MalformedMovesAndValuesAreErrors) {
    std::string puzzle =
        "<puzzle id=\"p\" grade=\"9\" stage=\"rules\">\n"
        "<board fen=\"7k/8/8/8/3M4/8/8/3K4 w - - 0 1\" orientation=\"up\"/>\n"
        "<question><text lang=\"en\">Q</text></question>\n"
        "<move in=\"2\"><line>d4e5 zz9</line></move>\n"
        "<hint kind=\"piece\"/>\n"
        "<explanation><text lang=\"en\">E</text></explanation>\n"
        "</puzzle>\n";
    ValidatedFile v = LoadAndValidateText(PackXml(puzzle));
    EXPECT_EQ(
        v.findings,
        (std::vector<std::string>{
            "6: error: attribute 'grade' of <puzzle> must be a whole number from 1 to 5, not '9'",
            "7: error: attribute 'orientation' of <board> must be one of white, black, not 'up'",
            "9: error: attribute 'in' of <move> needs a goal",
            "9: error: 'zz9' in <line> is not a move in coordinate form (e.g. d4e5)",
            "10: error: <hint> needs the attribute 'square'",
        }));
    EXPECT_TRUE(v.loaded.pack->puzzles.empty());
}

TEST(ContentLoader, XiangqiPackUsesItsBoardAndDefaultProfile) {
    ValidatedFile v = LoadAndValidate(SourcePath("tests/data/good_xiangqi.xml"));
    EXPECT_TRUE(v.findings.empty()) << ::testing::PrintToString(v.findings);
    ASSERT_TRUE(v.loaded.pack);
    EXPECT_EQ(v.loaded.pack->variant, &XiangqiVariant());
    EXPECT_EQ(v.loaded.pack->profile, "basic");
    EXPECT_EQ(v.loaded.pack->languages, AppLanguages());
    EXPECT_EQ(v.loaded.pack->puzzles[0].task.As<MoveTask>()->lines[0].moves,
              std::vector<std::string>{"h1h10"});
}

}  // namespace
}  // namespace chatur::test

namespace chatur::test {
namespace {

TEST(ContentLoader, FullProfileNamesAreStoredByTheirShortName) {
    std::string xml =
        "<pack id=\"t\" variant=\"makruk\" version=\"1\" languages=\"en\" "
        "profile=\"makruk/fifty\">\n"
        "<title><text lang=\"en\">T</text></title>\n"
        "<description><text lang=\"en\">D</text></description>\n"
        "<author>A</author>\n<licence>L</licence>\n"
        "</pack>\n";
    content::LoadResult r = content::LoadPackFromString(xml, "t.xml");
    EXPECT_TRUE(r.findings.empty());
    ASSERT_TRUE(r.pack);
    EXPECT_EQ(r.pack->profile, "fifty");
}

TEST(ContentLoader, SomethingThatIsNoRegularFileCannotBeOpened) {
    content::LoadResult r = content::LoadPackFile("/dev/null");
    ASSERT_EQ(r.findings.size(), 1u);
    EXPECT_EQ(r.findings[0].message,
              "cannot read the file: it is not a regular file (a device or a FIFO)");
    EXPECT_FALSE(r.pack);
    EXPECT_EQ(content::LoadPackFile("/tmp").findings[0].message,
              "cannot read the file: it is a folder");
}

}  // namespace
}  // namespace chatur::test
