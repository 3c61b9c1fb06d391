// Reliability probe D3 and D6: the content loader rejects what XML forbids although
// the parser would take it (character references to characters XML does not
// allow, raw control characters), and bounds its work on an element with an
// absurd number of attributes (100,000 took 31 s) with a clear error instead.
#include <gtest/gtest.h>

#include <string>

#include "../test_support.h"
#include "core/content/xml_loader.h"

namespace chatur {
namespace {

using content::LoadPackFromString;

std::string PackWithText(const std::string& text) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<pack id=\"rel.xml\" variant=\"makruk\" version=\"1\" languages=\"en\">\n"
           "  <title><text lang=\"en\">" +
           text +
           "</text></title>\n"
           "</pack>\n";
}

std::string FirstError(const content::LoadResult& r) {
    for (const auto& f : r.findings)
        if (f.severity == content::Severity::Error) return content::FormatFinding(f);
    return "";
}

TEST(XmlHostile, ForbiddenCharacterReferencesAreErrors) {
    for (const char* ref : {"&#x110000;", "&#xD800;", "&#xDFFF;", "&#x1;", "&#x1B;", "&#99999999;",
                            "&#0;", "&#xFFFE;"}) {
        auto r = LoadPackFromString(PackWithText(std::string("A") + ref + "B"), "p.xml");
        EXPECT_EQ(FirstError(r),
                  "p.xml:3: error: not well-formed XML: a character reference to a character XML "
                  "does not allow (a control character, a surrogate, or past U+10FFFF)")
            << ref;
        EXPECT_FALSE(r.pack) << ref;
    }
    for (const char* ok : {"&#x10FFFF;", "&#9;", "&#xA;", "&#x20AC;", "&#3585;"}) {
        auto r = LoadPackFromString(PackWithText(std::string("A") + ok + "B"), "p.xml");
        EXPECT_NE(FirstError(r).find("character reference"), 0u) << ok;
        EXPECT_EQ(FirstError(r).find("not well-formed"), std::string::npos) << ok << FirstError(r);
    }
}

TEST(XmlHostile, RawControlCharactersAreErrors) {
    for (std::string bad : {std::string("\x1b[31m"), std::string(1, '\0'), std::string("\x01"),
                            std::string("\xEF\xBF\xBF")}) {
        auto r = LoadPackFromString(PackWithText("A" + bad + "B"), "p.xml");
        EXPECT_EQ(FirstError(r),
                  "p.xml:3: error: not well-formed XML: a control character XML does not allow");
    }
}

TEST(XmlHostile, AnAbsurdAttributeCountIsOneClearError) {
    std::string attributes;
    for (int i = 0; i < 100000; ++i) attributes += " a" + std::to_string(i) + "=\"1\"";
    std::string xml = "<?xml version=\"1.0\"?>\n<pack\n" + attributes +
                      " id=\"x\" variant=\"makruk\" version=\"1\">\n</pack>\n";
    auto r = LoadPackFromString(xml, "many.xml");
    EXPECT_EQ(FirstError(r),
              "many.xml:2: error: an element has more than 64 attributes; content elements have "
              "at most a few");
    // Attributes inside a comment, and '=' in quoted values, do not count.
    std::string fine = "<?xml version=\"1.0\"?>\n<!-- " + attributes + " -->\n" +
                       PackWithText("a=b=c").substr(
                           std::string("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n").size());
    EXPECT_EQ(FirstError(LoadPackFromString(fine, "fine.xml")).find("attributes;"),
              std::string::npos);
}

TEST(XmlHostile, BundledContentPassesTheNewChecks) {
    auto r = test::RunCli("validate --strict " + test::SourcePath("lessons") + "/*/*.xml " +
                          test::SourcePath("puzzles") + "/*.xml");
    EXPECT_EQ(r.status, 0) << r.out;
}

}  // namespace
}  // namespace chatur
