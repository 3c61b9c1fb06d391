// A finding's words: English templates with numbered places, filled in the core
// for the CLI and translated template by template for the GUI.
#include "core/content/finding_phrase.h"

#include <gtest/gtest.h>

#include <map>

#include "core/content/diagnostics.h"
#include "core/content/xml_loader.h"

namespace chatur::content {
namespace {

TEST(FindingPhrase, RendersEnglishWithNestedPhrasesAndLiterals) {
    const Phrase why = Say("{1} is checkmated", {Say("White")});
    const Phrase p = Say("the game is already over in this position: {1}", {why});
    EXPECT_EQ(Render(p), "the game is already over in this position: White is checkmated");
    // Places may come in any order, more than once; a place without a value stays.
    EXPECT_EQ(Render(Say("{2} before {1}, {2} again, {3}", {Lit("a"), Lit(7)})),
              "7 before a, 7 again, {3}");
    // A literal is never a template.
    EXPECT_EQ(Render(Lit("{1}")), "{1}");
}

TEST(FindingPhrase, TranslatesEveryTemplateButNoLiteral) {
    const std::map<std::string, std::string> german = {
        {"{1} is checkmated", "{1} ist mattgesetzt"},
        {"White", "Weiß"},
        {"puzzle {1} has no hints", "die Aufgabe {1} hat keine Hinweise"}};
    const Translator translate = [&](const std::string& s) {
        auto it = german.find(s);
        return it == german.end() ? s : it->second;
    };
    EXPECT_EQ(Render(Say("{1} is checkmated", {Say("White")}), translate), "Weiß ist mattgesetzt");
    EXPECT_EQ(Render(Say("puzzle {1} has no hints", {Lit("'White'")}), translate),
              "die Aufgabe 'White' hat keine Hinweise");
}

TEST(FindingPhrase, FindingsCarryTheirWordsAndTheSameEnglishMessage) {
    const LoadResult r = LoadPackFromString(
        "<pack format=\"1\" id=\"p\" variant=\"makruk\" version=\"1\" bogus=\"x\"></pack>",
        "p.xml");
    ASSERT_FALSE(r.findings.empty());
    for (const Finding& f : r.findings) {
        EXPECT_FALSE(f.words.Empty()) << f.message;
        EXPECT_EQ(Render(f.words), f.message);
    }
    EXPECT_EQ(FormatFinding(r.findings.front()),
              "p.xml:1: warning: unknown attribute 'bogus' on <pack>");
}

}  // namespace
}  // namespace chatur::content
