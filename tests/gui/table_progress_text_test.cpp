// The endgame table being made, in words: the pieces by the names the lessons
// teach (not the internal "xiangqi KRvKN"), in the UI language (ux-review M15).
#include <gtest/gtest.h>

#include "core/tablebase/material.h"
#include "gui/tablebase_text.h"
#include "gui/translations.h"

namespace chatur::gui {
namespace {

using tablebase::Material;
using tablebase::TablePiece;

TEST(TableProgressText, NamesThePiecesNotTheCodes) {
    ApplyUiLanguage("en");
    const Material krk(MakrukVariant(), {TablePiece{Color::White, PieceType::Rook}});
    EXPECT_EQ(TableProgressText(krk, 0.51), "Making the table Khun + Rua against Khun: 51%");
    const Material krkn(XiangqiVariant(), {TablePiece{Color::White, PieceType::Rook},
                                           TablePiece{Color::Black, PieceType::Horse}});
    EXPECT_EQ(MaterialText(krkn), "General + Chariot against General + Horse");
    ApplyUiLanguage("de");
    EXPECT_EQ(TableProgressText(krk, 1.0), "Die Tabelle Khun + Rua gegen Khun wird erstellt: 100%");
    ApplyUiLanguage("en");
}

}  // namespace
}  // namespace chatur::gui
