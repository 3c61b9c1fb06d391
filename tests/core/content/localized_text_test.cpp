#include "core/content/localized_text.h"

#include <gtest/gtest.h>

#include "core/content/name_suggestion.h"

namespace chatur::content {
namespace {

TEST(ContentLocalizedText, FallsBackToEnglishThenAnyLanguage) {
    LocalizedText t;
    t.Set("th", "เม็ด");
    t.Set("de", "Met (de)");
    EXPECT_EQ(t.Get("th"), "เม็ด");
    EXPECT_EQ(t.Get("id"), "Met (de)");  // no English: the first language present
    t.Set("en", "Met");
    EXPECT_EQ(t.Get("id"), "Met");  // English before any other
    EXPECT_EQ(t.Get("de"), "Met (de)");
    EXPECT_EQ(LocalizedText().Get("en"), "");
}

TEST(ContentLocalizedText, ReportsMissingLanguagesInTheWantedOrder) {
    LocalizedText t;
    t.Set("en", "x");
    t.Set("de", "x");
    EXPECT_EQ(t.MissingFrom(AppLanguages()), (std::vector<std::string>{"id", "th"}));
    EXPECT_EQ(t.Languages(), (std::vector<std::string>{"de", "en"}));
}

TEST(ContentLocalizedText, NormalisesWhiteSpaceAndKeepsParagraphs) {
    EXPECT_EQ(NormalizeSpace("  one\n   two\tthree  "), "one two three");
    EXPECT_EQ(NormalizeSpace("\n  first.\n\n   second.\n"), "first.\n\nsecond.");
    EXPECT_EQ(NormalizeSpace("   "), "");
}

TEST(ContentNameSuggestion, SuggestsCloseNamesOnly) {
    std::vector<std::string_view> names = {"explanation", "criteria", "hint", "question"};
    EXPECT_EQ(ClosestName("explaination", names), "explanation");
    EXPECT_EQ(ClosestName("critera", names), "criteria");
    EXPECT_EQ(ClosestName("hnit", names), "hint");  // a swap is one edit
    EXPECT_EQ(ClosestName("Question", names), "question");
    EXPECT_EQ(ClosestName("board", names), std::nullopt);
    EXPECT_EQ(DidYouMean("makrook", {"makruk", "xiangqi"}), " (did you mean 'makruk'?)");
    EXPECT_EQ(DidYouMean("chess", {"makruk", "xiangqi"}), "");
    EXPECT_EQ(EditDistance("kitten", "sitting"), 3);
}

}  // namespace
}  // namespace chatur::content
