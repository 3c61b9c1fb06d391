// One bad fixture per defect class (tests/data/bad_<defect>.xml): each must give
// exactly its one finding, on the right line, and the rest of the file must
// still load (the companion puzzle `bad.<defect>.ok` where the file has one).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "../test_support.h"
#include "content_test_support.h"

namespace chatur::test {
namespace {

struct BadFixture {
    const char* defect;
    const char* finding;  // "<line>: <severity>: <message>"
    int puzzles;          // puzzles loaded despite the defect
    int lessons;
    bool packLoads = true;
};

void PrintTo(const BadFixture& f, std::ostream* os) {
    *os << f.defect;
}

const BadFixture kBadFixtures[] = {
    {"not_xml", "1: error: not well-formed XML: text outside of any element or malformed text", 0,
     0, false},
    {"unclosed", "5: error: not well-formed XML: an end tag does not match its start tag", 0, 0,
     false},
    {"truncated",
     "8: error: not well-formed XML: an element that starts on this line is not closed before the "
     "file ends",
     0, 0, false},
    {"two_roots",
     "16: error: not well-formed XML: a second root element <pack> after the <pack> element", 0, 0,
     false},
    {"bare_ampersand",
     "10: error: not well-formed XML: a bare '&' (write &amp;) or an unknown entity", 0, 0, false},
    {"not_utf8", "5: error: not a UTF-8 text file: content files must be UTF-8", 0, 0, false},
    {"root",
     "3: error: the root element must be <pack>, not <lesson> (a lesson file is a <pack> holding "
     "one <lesson>)",
     0, 0, false},
    {"unknown_variant",
     "3: error: unknown variant 'makrook' (expected makruk or xiangqi) (did you mean 'makruk'?)", 0,
     0, false},
    {"unknown_element",
     "14: warning: unknown element <critera> in <puzzle> (did you mean <criteria>?)", 2, 0},
    {"unknown_attribute", "8: warning: unknown attribute 'tgas' on <puzzle> (did you mean 'tags'?)",
     2, 0},
    {"unknown_profile",
     "8: error: unknown rule profile 'countin' for makruk (known: counting, fifty, auto-count) "
     "(did you mean 'counting'?)",
     1, 0},
    {"wrong_type",
     "8: error: attribute 'grade' of <puzzle> must be a whole number from 1 to 5, "
     "not 'easy'",
     1, 0},
    {"enum_value",
     "8: error: attribute 'stage' of <puzzle> must be one of rules, compare, review, "
     "not 'rule' (did you mean 'rules'?)",
     1, 0},
    {"square", "11: error: attribute 'square' of <range>: 'i9' is not a square of the makruk board",
     1, 0},
    {"fen_syntax", "9: error: invalid FEN: rank 4 is too long (more than 8 squares)", 1, 0},
    {"fen_missing_king", "9: error: invalid FEN: missing black Khun", 1, 0},
    {"fen_side_in_check", "9: error: invalid FEN: the side not to move (black) is in check", 1, 0},
    {"fen_bia_rank", "9: error: invalid FEN: white Bia on a8: a Bia can never stand on that rank",
     1, 0},
    {"game_over", "9: error: the game is already over in this position: Black is checkmated", 2, 0},
    {"missing_task",
     "8: error: <puzzle> needs a task: one of <move>, <legal>, <range>, <place>, "
     "<choice>, <count>",
     1, 0},
    {"empty_text", "10: error: <question> holds no <text>: write at least the English text", 2, 0},
    {"two_tasks", "12: error: <puzzle> may ask only one task (the first is <legal> on line 11)", 1,
     0},
    {"duplicate_id", "15: error: duplicate id 'bad.duplicate_id.1' (first used on line 8)", 2, 0},
    {"duplicate_position",
     "15: error: puzzle 'bad.duplicate_position.2' repeats puzzle 'bad.duplicate_position.1' (line "
     "8): same position, same task",
     2, 0},
    {"missing_english", "10: error: no English text (English is the fallback for every language)",
     2, 0},
    {"missing_translation", "8: warning: puzzle 'bad.missing_translation.1' lacks translations: th",
     1, 0},
    {"illegal_solution",
     "11: error: move 1 of the solution line is illegal: b1h1 is not a legal move here", 2, 0},
    {"not_mate", "11: error: the solution line does not end in mate (goal: mate in 1)", 2, 0},
    {"line_ends_with_reply",
     "11: error: the solution line ends with the opponent's reply; it must end with a move of the "
     "side to move",
     2, 0},
    {"legal_answer",
     "11: error: the answer says d4e5 is illegal, but the rules engine finds it legal", 2, 0},
    {"range",
     "11: error: the listed range of the piece on d4 differs from the rules engine's (c3 e3 c5 "
     "e5): not reachable f6",
     2, 0},
    {"place",
     "11: error: the listed squares differ from the rules engine's (a5 b5 c5 d5 e5 f5 g5 h5): "
     "missing h5",
     2, 0},
    {"count", "11: error: the count answer limit=\"8\" differs from the rules engine: 16", 2, 0},
    {"choice_no_correct", "11: error: <choice> has no option marked correct=\"true\"", 1, 0},
    {"hint_order",
     "12: error: hints go from a nudge to the piece to the move, each at most once: a 'nudge' "
     "hint cannot follow a 'piece' hint",
     1, 0},
    {"step_board", "11: error: invalid FEN: unknown piece letter 'X' in rank 4", 0, 1},
};

class ContentBadFixture : public ::testing::TestWithParam<BadFixture> {};

TEST_P(ContentBadFixture, GivesExactlyItsFindingAndLoadsTheRest) {
    const BadFixture& f = GetParam();
    ValidatedFile v =
        LoadAndValidate(SourcePath(std::string("tests/data/bad_") + f.defect + ".xml"));
    EXPECT_EQ(v.findings, std::vector<std::string>{f.finding});
    ASSERT_EQ(v.loaded.pack.has_value(), f.packLoads);
    if (!v.loaded.pack) return;
    EXPECT_EQ(int(v.loaded.pack->puzzles.size()), f.puzzles);
    EXPECT_EQ(int(v.loaded.pack->lessons.size()), f.lessons);
    // The good companion puzzle, where the file has one, always loads.
    std::string companion = std::string("bad.") + f.defect + ".ok";
    std::ifstream in(SourcePath(std::string("tests/data/bad_") + f.defect + ".xml"));
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.find("\"" + companion + "\"") != std::string::npos) {
        EXPECT_NE(v.loaded.pack->FindPuzzle(companion), nullptr) << companion;
    }
}

INSTANTIATE_TEST_SUITE_P(AllDefects, ContentBadFixture, ::testing::ValuesIn(kBadFixtures),
                         [](const auto& info) { return std::string(info.param.defect); });

TEST(ContentBadFixtures, CoverAtLeastFifteenDefectClassesAndEveryFileIsInTheTable) {
    EXPECT_GE(std::size(kBadFixtures), 15u);
    // Every tests/data/bad_*.xml has a row (so no fixture goes untested).
    std::vector<std::string> listed;
    for (const BadFixture& f : kBadFixtures)
        listed.push_back(std::string("bad_") + f.defect + ".xml");
    for (const auto& entry : std::filesystem::directory_iterator(SourcePath("tests/data"))) {
        std::string name = entry.path().filename().string();
        if (name.rfind("bad_", 0) == 0 && entry.path().extension() == ".xml") {
            EXPECT_NE(std::find(listed.begin(), listed.end(), name), listed.end()) << name;
        }
    }
}

TEST(ContentBadFixtures, StrictTurnsMissingTranslationsIntoErrors) {
    content::ValidateOptions strict;
    strict.strict = true;
    ValidatedFile v = LoadAndValidate(SourcePath("tests/data/bad_missing_translation.xml"), strict);
    EXPECT_EQ(v.findings,
              std::vector<std::string>{
                  "8: error: puzzle 'bad.missing_translation.1' lacks translations: th"});
}

TEST(ContentBadFixtures, BrokenLessonStepIsLeftOutAndTheOthersKeepTheirBoard) {
    ValidatedFile v = LoadAndValidate(SourcePath("tests/data/bad_step_board.xml"));
    ASSERT_TRUE(v.loaded.pack);
    ASSERT_EQ(v.loaded.pack->lessons.size(), 1u);
    const content::Lesson& lesson = v.loaded.pack->lessons[0];
    ASSERT_EQ(lesson.steps.size(), 2u);
    EXPECT_EQ(lesson.steps[1].text.Get("en"), "A good last step.");
    ASSERT_NE(lesson.BoardForStep(1), nullptr);
    EXPECT_EQ(lesson.BoardForStep(1), &*lesson.steps[0].board);
}

}  // namespace
}  // namespace chatur::test
