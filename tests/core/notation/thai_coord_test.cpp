// Thai square names for Makruk (ก๑..ญ๘): every square, both digit styles, the
// round trip through the parser, and boards that have no Thai names.
#include <gtest/gtest.h>

#include <set>

#include "core/notation/fen.h"
#include "core/notation/thai_coord.h"

namespace chatur {
namespace {

TEST(ThaiCoord, FilesAreTheEightConsonantsOfTheBooks) {
    const Variant& m = MakrukVariant();
    const char* expected[] = {"ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ญ"};
    for (int f = 0; f < 8; ++f) EXPECT_EQ(ThaiFileName(m, f), expected[f]) << f;
}

TEST(ThaiCoord, RanksAreThaiDigitsOrArabicOnRequest) {
    const Variant& m = MakrukVariant();
    const char* thai[] = {"๑", "๒", "๓", "๔", "๕", "๖", "๗", "๘"};
    for (int r = 0; r < 8; ++r) {
        EXPECT_EQ(ThaiRankName(m, r), thai[r]) << r;
        EXPECT_EQ(ThaiRankName(m, r, ThaiDigits::Arabic), std::to_string(r + 1));
    }
}

TEST(ThaiCoord, SquaresFollowTheCoordinates) {
    const Variant& m = MakrukVariant();
    EXPECT_EQ(ThaiSquareName(m, *ParseSquare(m, "a1")), "ก๑");
    EXPECT_EQ(ThaiSquareName(m, *ParseSquare(m, "h8")), "ญ๘");
    EXPECT_EQ(ThaiSquareName(m, *ParseSquare(m, "d1")), "ง๑");  // White's Khun
    EXPECT_EQ(ThaiSquareName(m, *ParseSquare(m, "e8")), "จ๘");  // Black's Khun
    EXPECT_EQ(ThaiSquareName(m, *ParseSquare(m, "e3"), ThaiDigits::Arabic), "จ3");
}

TEST(ThaiCoord, EverySquareHasOneNameAndParsesBack) {
    const Variant& m = MakrukVariant();
    std::set<std::string> names;
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            const Square s = m.MakeSquare(f, r);
            const std::string name = ThaiSquareName(m, s);
            EXPECT_TRUE(names.insert(name).second) << name;
            EXPECT_EQ(ParseThaiSquare(m, name), s) << name;
            EXPECT_EQ(ParseThaiSquare(m, ThaiSquareName(m, s, ThaiDigits::Arabic)), s);
        }
    EXPECT_EQ(names.size(), 64u);
}

TEST(ThaiCoord, RejectsWhatIsNotASquare) {
    const Variant& m = MakrukVariant();
    for (const char* bad : {"", "ก", "ก๐", "ก๙", "ก9", "ซ๑", "a1", "ก๑๑", "๑ก", "ข๑x"})
        EXPECT_FALSE(ParseThaiSquare(m, bad)) << bad;
}

TEST(ThaiCoord, XiangqiKeepsItsCoordinates) {
    const Variant& x = XiangqiVariant();
    EXPECT_FALSE(HasThaiSquareNames(x));
    EXPECT_TRUE(HasThaiSquareNames(MakrukVariant()));
    const Square s = *ParseSquare(x, "i10");
    EXPECT_EQ(ThaiSquareName(x, s), "i10");
    EXPECT_EQ(ThaiFileName(x, 8), "i");
    EXPECT_EQ(ThaiRankName(x, 9), "10");
    EXPECT_FALSE(ParseThaiSquare(x, "ก๑"));
}

}  // namespace
}  // namespace chatur
