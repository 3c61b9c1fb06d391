// The theme list: unique ids, names in the catalogs' template form, the right game,
// and the puzzle's optional `rating` attribute read, range-checked and written back.
#include <gtest/gtest.h>

#include <set>

#include "content_test_support.h"
#include "core/content/pack_writer.h"
#include "core/content/theme_catalog.h"

namespace chatur::test {
namespace {

using namespace chatur::content;

TEST(ThemeCatalog, IdsAreUniqueTagsAndNamesRenderInEnglish) {
    std::set<std::string_view> seen;
    for (const Theme& t : Themes()) {
        EXPECT_TRUE(seen.insert(t.id).second) << t.id;
        EXPECT_EQ(t.id.find(' '), std::string_view::npos) << t.id;
        EXPECT_FALSE(Render(t.name).empty()) << t.id;
    }
    ASSERT_NE(FindTheme("mate-in-3"), nullptr);
    EXPECT_EQ(Render(FindTheme("mate-in-3")->name), "Mate in 3");
    EXPECT_EQ(Render(FindTheme("fork")->name), "Fork");
    EXPECT_EQ(FindTheme("no-such-theme"), nullptr);
}

TEST(ThemeCatalog, GameThemesAreOfferedOnlyForTheirGame) {
    auto has = [](VariantId v, std::string_view id) {
        for (const Theme* t : ThemesOf(v))
            if (t->id == id) return true;
        return false;
    };
    EXPECT_TRUE(has(VariantId::Makruk, "counting"));
    EXPECT_FALSE(has(VariantId::Xiangqi, "counting"));
    EXPECT_TRUE(has(VariantId::Xiangqi, "horse-cannon-mate"));
    EXPECT_FALSE(has(VariantId::Makruk, "horse-cannon-mate"));
    EXPECT_TRUE(has(VariantId::Makruk, "fork"));
    EXPECT_TRUE(has(VariantId::Xiangqi, "fork"));
}

std::string RatedPack(const std::string& rating) {
    return "<pack id=\"t\" variant=\"makruk\" version=\"1\" languages=\"en\">\n"
           "<title><text lang=\"en\">T</text></title>\n"
           "<description><text lang=\"en\">D</text></description>\n"
           "<author>A</author>\n<licence>L</licence>\n"
           "<puzzle id=\"p\" grade=\"2\" rating=\"" +
           rating +
           "\" stage=\"rules\" tags=\"quiet-move\">\n"
           "<board fen=\"7k/8/8/8/3M4/8/8/3K4 w - - 0 1\"/>\n"
           "<question><text lang=\"en\">Q</text></question>\n"
           "<move><line>d4e5</line></move>\n"
           "<explanation><text lang=\"en\">E</text></explanation>\n"
           "</puzzle>\n</pack>\n";
}

TEST(ThemeCatalog, PuzzleRatingIsReadCheckedAndWrittenBack) {
    ValidatedFile good = LoadAndValidateText(RatedPack("1450"));
    ASSERT_TRUE(good.loaded.pack);
    ASSERT_EQ(good.loaded.pack->puzzles.size(), 1u) << ::testing::PrintToString(good.findings);
    EXPECT_EQ(good.loaded.pack->puzzles[0].rating, 1450);
    EXPECT_NE(WritePackXml(*good.loaded.pack).find("rating=\"1450\""), std::string::npos);

    ValidatedFile bad = LoadAndValidateText(RatedPack("90"));
    ASSERT_FALSE(bad.findings.empty());
    EXPECT_NE(bad.findings[0].find("attribute 'rating' of <puzzle> must be a whole number from "
                                   "400 to 3000, not '90'"),
              std::string::npos)
        << bad.findings[0];
}

}  // namespace
}  // namespace chatur::test
