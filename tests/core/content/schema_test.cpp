// The machine-readable schema (docs/chatur-content.xsd) must accept every bundled
// file and the good fixtures, so it cannot drift from what the loader accepts.
// Needs xmllint (Debian libxml2-utils); the test fails, not skips, without it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "../test_support.h"

namespace chatur::test {
namespace {

namespace fs = std::filesystem;

int Xmllint(const std::string& file) {
    std::string cmd = "xmllint --noout --schema '" + SourcePath("docs/chatur-content.xsd") + "' '" +
                      file + "' >/dev/null 2>&1";
    int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::vector<std::string> XmlFiles(const std::string& folder) {
    std::vector<std::string> out;
    if (!fs::is_directory(folder)) return out;
    for (const auto& e : fs::recursive_directory_iterator(folder))
        if (e.is_regular_file() && e.path().extension() == ".xml") out.push_back(e.path().string());
    return out;
}

TEST(ContentSchema, XmllintIsInstalled) {
    ASSERT_EQ(std::system("xmllint --version >/dev/null 2>&1"), 0)
        << "xmllint is missing: install libxml2-utils";
}

TEST(ContentSchema, EveryBundledFileAndGoodFixturePassesTheSchema) {
    std::vector<std::string> files = XmlFiles(SourcePath("puzzles"));
    for (const std::string& f : XmlFiles(SourcePath("lessons"))) files.push_back(f);
    ASSERT_FALSE(files.empty());
    for (const auto& e : fs::directory_iterator(SourcePath("tests/data")))
        if (e.path().filename().string().rfind("good_", 0) == 0) files.push_back(e.path().string());
    for (const std::string& f : files) EXPECT_EQ(Xmllint(f), 0) << f;
}

TEST(ContentSchema, SchemaRejectsWhatTheLoaderRejectsByForm) {
    // Defects of form the schema can see, too. It cannot see what needs the board or
    // the engine: whether i9 exists (it does in Xiangqi), whether a FEN is sound, whether
    // some option of a <choice> is correct.
    for (const char* defect :
         {"not_xml", "unclosed", "truncated", "two_roots", "bare_ampersand", "root",
          "unknown_variant", "unknown_profile", "wrong_type", "enum_value", "missing_task",
          "empty_text", "two_tasks", "unknown_element", "unknown_attribute", "fen_syntax"}) {
        std::string file = SourcePath(std::string("tests/data/bad_") + defect + ".xml");
        if (std::string(defect) == "fen_syntax") {
            EXPECT_EQ(Xmllint(file), 0) << "a FEN is only a string to the schema";
            continue;
        }
        EXPECT_NE(Xmllint(file), 0) << file;
    }
}

}  // namespace
}  // namespace chatur::test
