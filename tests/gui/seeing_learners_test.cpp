// For learners who see poorly (issue 29): the high-contrast board is black on
// white, the text size applies at once to the text panes, the library and the
// board's coordinates, and both are kept in the preferences; screen readers
// find the library under its heading's name.
#include <gtest/gtest.h>
#ifdef __WXGTK__
#include <dlfcn.h>
#endif
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/fileconf.h>
#include <wx/sstream.h>
#include <wx/textctrl.h>

#include "gui/accessible_name.h"
#include "gui/board_view.h"
#include "gui/lesson_panel.h"
#include "gui/library_pane.h"
#include "gui/main_frame.h"
#include "gui/piece_art.h"
#include "gui/preferences_dialog.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

class SeeingLearnersTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr);
        frame->SetSize(1280, 800);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        ApplyUiLanguage("en");
    }
    void Apply(const std::function<void(Preferences&)>& change) {
        Preferences p = frame->GetPreferences();
        change(p);
        frame->ApplyPreferences(p);
    }
    // The colour of the rendered board at the middle of cell (col, row) and at
    // the image's corner (outside the board).
    std::pair<wxColour, wxColour> Colours(int col, int row) {
        const wxSize size(640, 640);
        const wxImage image = frame->Board()->RenderToBitmap(size).ConvertToImage();
        const BoardGeometry g = BoardGeometry::Fit(frame->Board()->Interaction().GetVariant(), size,
                                                   frame->GetPreferences().coordinates);
        const int x = int(g.x0 + (col + 0.5) * g.cell), y = int(g.y0 + (row + 0.5) * g.cell);
        return {wxColour(image.GetRed(x, y), image.GetGreen(x, y), image.GetBlue(x, y)),
                wxColour(image.GetRed(2, 2), image.GetGreen(2, 2), image.GetBlue(2, 2))};
    }
    static double PointSize(const wxWindow* w) { return w->GetFont().GetFractionalPointSize(); }
    static wxTextCtrl* FirstText(wxWindow* pane) {
        for (wxWindow* child : pane->GetChildren())
            if (auto* text = dynamic_cast<wxTextCtrl*>(child)) return text;
        return nullptr;
    }
    MainFrame* frame = nullptr;
};

TEST_F(SeeingLearnersTest, HighContrastBoardIsBlackOnWhite) {
    // Makruk's start position leaves ranks 4 and 5 empty: rows 3 and 4 from the top.
    const wxColour white(255, 255, 255);
    EXPECT_NE(Colours(0, 3).first, white);  // light wood
    Apply([](Preferences& p) { p.theme = BoardTheme::HighContrast; });
    const auto [cell, outside] = Colours(0, 3);
    EXPECT_EQ(cell, white);
    EXPECT_EQ(outside, white);
}

TEST_F(SeeingLearnersTest, TextSizeAppliesAtOnceToTextsLibraryAndBoard) {
    wxTextCtrl* body = FirstText(frame->LessonPane());
    ASSERT_NE(body, nullptr);
    wxDataViewTreeCtrl* tree = frame->Library()->Tree();
    const double bodyBefore = PointSize(body), treeBefore = PointSize(tree);
    Apply([](Preferences& p) { p.textScale = 150; });
    EXPECT_NEAR(PointSize(body), bodyBefore * 1.5, 0.6);
    EXPECT_NEAR(PointSize(tree), treeBefore * 1.5, 0.6);
    EXPECT_EQ(frame->Board()->Look().textScale, 150);
    Apply([](Preferences& p) { p.textScale = 100; });
    EXPECT_NEAR(PointSize(body), bodyBefore, 0.1);
}

TEST_F(SeeingLearnersTest, PreferencesDialogOffersHighContrastAndTextSize) {
    Preferences applied;
    PreferencesDialog dialog(frame, frame->GetPreferences(),
                             [&](const Preferences& p) { applied = p; });
    auto* size = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("text-size", &dialog));
    ASSERT_NE(size, nullptr);
    EXPECT_EQ(size->GetStringSelection(), "100%");
    size->SetStringSelection("200%");
    wxCommandEvent chosen(wxEVT_CHOICE, size->GetId());
    chosen.SetEventObject(size);
    size->ProcessWindowEvent(chosen);
    EXPECT_EQ(applied.textScale, 200);
}

TEST(SeeingLearnersPreferences, ThemeAndTextSizeAreSavedAndBadSizesIgnored) {
    wxStringInputStream empty(wxString{});
    wxFileConfig config(empty);
    Preferences p;
    p.theme = BoardTheme::HighContrast;
    p.textScale = 150;
    SavePreferences(config, p);
    EXPECT_EQ(LoadPreferences(config), p);
    config.Write("/View/TextScale", 137L);
    EXPECT_EQ(LoadPreferences(config).textScale, 100);
}

// How many separate runs of opaque pixels the row of `image` at `y` holds.
int OpaqueRuns(const wxImage& image, int y) {
    int runs = 0;
    bool inside = false;
    for (int x = 0; x < image.GetWidth(); ++x) {
        const bool opaque = image.GetAlpha(x, y) > 128;
        if (opaque && !inside) ++runs;
        inside = opaque;
    }
    return runs;
}

// ux-review M19: the Khun and the Khon were two mitres differing mainly in height.
// The Khun now wears a crown of three points; the Khon keeps its single bud.
TEST(SeeingLearnersPieces, TheKhunWearsACrownOfThreePointsTheKhonDoesNot) {
    const int size = 96;
    for (Color side : {Color::White, Color::Black}) {
        const wxImage khun = PieceBitmap(VariantId::Makruk, MakePiece(side, PieceType::King), size,
                                         XiangqiPieceStyle::Characters)
                                 .ConvertToImage();
        const wxImage khon = PieceBitmap(VariantId::Makruk, MakePiece(side, PieceType::Khon), size,
                                         XiangqiPieceStyle::Characters)
                                 .ConvertToImage();
        ASSERT_TRUE(khun.HasAlpha());
        ASSERT_TRUE(khon.HasAlpha());
        const int crownRow = size / 10;  // between the crown's points and its rim
        EXPECT_EQ(OpaqueRuns(khun, crownRow), 3);
        for (int y = 0; y < size / 3; ++y) EXPECT_LE(OpaqueRuns(khon, y), 1) << "row " << y;
    }
}

// ux-review M9 / issue 27: a title cut off at the library's edge shows whole in
// the row's tooltip, which GTK's tree view takes from a column of the model.
TEST_F(SeeingLearnersTest, LibraryRowsShowTheirWholeTitleAsTooltip) {
    LibraryPane* library = frame->Library();
    wxDataViewCtrl* tree = library->Tree();
    const auto& entries = library->Entries();
    size_t lesson = entries.size();
    for (size_t i = 0; i < entries.size(); ++i)
        if (entries[i].kind == LibraryEntry::Kind::Lesson) {
            lesson = i;
            break;
        }
    ASSERT_LT(lesson, entries.size());
#ifdef __WXGTK__
    using GetTooltipColumn = int (*)(void*);
    const auto getColumn =
        reinterpret_cast<GetTooltipColumn>(dlsym(RTLD_DEFAULT, "gtk_tree_view_get_tooltip_column"));
    ASSERT_NE(getColumn, nullptr);
    const int column = getColumn(tree->GtkGetTreeView());
    ASSERT_GE(column, 0) << "the tree view has no tooltip column";
    wxVariant tip;
    tree->GetModel()->GetValue(tip, library->EntryItem(lesson), unsigned(column));
    EXPECT_EQ(tip.GetString(), library->EntryLabel(lesson));
    EXPECT_FALSE(tip.GetString().empty());
#endif
}

// ux-review L10: "Thai square names" was greyed out in other languages with no
// reason given; it can be chosen in any language and says when it applies.
TEST_F(SeeingLearnersTest, ThaiSquareNamesCanBeChosenInAnyLanguage) {
    PreferencesDialog dialog(frame, frame->GetPreferences(), [](const Preferences&) {});
    auto* thai = dynamic_cast<wxCheckBox*>(wxWindow::FindWindowByName("thai-squares", &dialog));
    ASSERT_NE(thai, nullptr);
    EXPECT_TRUE(thai->IsEnabled());
    EXPECT_TRUE(thai->GetToolTipText().Contains("when the language is Thai"));
}

// ux-review L16: the keyboard's cursor frame stayed on the board after the
// learner went on with the mouse.
TEST_F(SeeingLearnersTest, AClickHidesTheKeyboardCursor) {
    BoardView* board = frame->Board();
    board->Interaction().MoveCursor(CursorDirection::Up);
    ASSERT_TRUE(board->Interaction().CursorVisible());
    wxMouseEvent click(wxEVT_LEFT_DOWN);
    click.SetEventObject(board);
    click.SetPosition(wxPoint(board->GetClientSize().x / 2, board->GetClientSize().y / 2));
    board->ProcessWindowEvent(click);
    wxMouseEvent release(wxEVT_LEFT_UP);
    release.SetEventObject(board);
    release.SetPosition(click.GetPosition());
    board->ProcessWindowEvent(release);
    EXPECT_FALSE(board->Interaction().CursorVisible());
}

TEST_F(SeeingLearnersTest, TheLibraryIsNamedForScreenReaders) {
    EXPECT_EQ(AccessibleName(frame->Library()->Tree()), "Library");
}

}  // namespace
}  // namespace chatur::gui
