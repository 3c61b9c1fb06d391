// Smoke tests on the real main window: open it, load a position, select a
// piece and move through the same entry point a mouse click uses, switch the
// language at run time, and render a screenshot.
#include <gtest/gtest.h>
#include <wx/filename.h>
#include <wx/image.h>
#include <wx/menu.h>
#include <wx/translation.h>

#include "core/notation/fen.h"
#include "gui/app.h"
#include "gui/board_view.h"
#include "gui/main_frame.h"
#include "gui/text_pane.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

Square Sq(const Variant& v, const char* name) {
    return *ParseSquare(v, name);
}

class MainFrameTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        Preferences prefs;
        prefs.language = "en";
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr);
        frame->SetSize(1200, 800);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        ApplyUiLanguage("en");
    }
    MainFrame* frame = nullptr;
};

TEST_F(MainFrameTest, SelectAndMoveThroughTheClickPath) {
    const Variant& v = MakrukVariant();
    frame->SetGamePosition(Position::Start(v));
    BoardView* board = frame->Board();
    EXPECT_EQ(frame->StatusText(), "White to move");

    ClickResult r = board->ClickSquare(Sq(v, "c1"));  // Khon
    EXPECT_EQ(r.kind, ClickKind::Selected);
    EXPECT_EQ(frame->Text()->Title(), "Khon");
    Highlights h = board->Interaction().GetHighlights();
    EXPECT_TRUE(h.quiet.test(Sq(v, "c2")));

    r = board->ClickSquare(Sq(v, "c2"));
    EXPECT_EQ(r.kind, ClickKind::MoveRequested);
    const Position& pos = frame->FreePlayGame().GetPosition();
    EXPECT_EQ(TypeOf(pos.PieceAt(Sq(v, "c2"))), PieceType::Khon);
    EXPECT_EQ(pos.SideToMove(), Color::Black);
    EXPECT_EQ(frame->StatusText(), "Black to move");
    EXPECT_EQ(board->Interaction().GetHighlights().lastTo, Sq(v, "c2"));

    frame->Undo();
    EXPECT_EQ(frame->FreePlayGame().GetPosition(), Position::Start(v));
}

TEST_F(MainFrameTest, IllegalTargetIsExplainedInTheStatusLine) {
    const Variant& v = MakrukVariant();
    frame->SetGamePosition(Position::Start(v));
    frame->Board()->ClickSquare(Sq(v, "e1"));  // Met
    ClickResult r = frame->Board()->ClickSquare(Sq(v, "e2"));
    EXPECT_EQ(r.kind, ClickKind::Illegal);
    EXPECT_EQ(frame->NoteText(), "The Met moves one step diagonally.");
}

TEST_F(MainFrameTest, KeyboardAndTypedMoves) {
    const Variant& v = XiangqiVariant();
    frame->NewGame(VariantId::Xiangqi);
    BoardView* board = frame->Board();
    for (int key : {'h', '3', 'e', '3'}) board->PressKey(key);
    board->PressKey(WXK_RETURN);
    EXPECT_EQ(TypeOf(frame->FreePlayGame().GetPosition().PieceAt(Sq(v, "e3"))), PieceType::Cannon);
    // Arrows: the first press shows the cursor, Enter selects under it.
    board->Interaction().SetCursor(Sq(v, "b10"));
    board->PressKey(WXK_RETURN);
    EXPECT_EQ(board->Interaction().Selected(), Sq(v, "b10"));
    board->PressKey(WXK_DOWN);
    board->PressKey(WXK_DOWN);
    board->PressKey(WXK_RIGHT);
    board->PressKey(WXK_RETURN);  // b10 -> c8
    EXPECT_EQ(TypeOf(frame->FreePlayGame().GetPosition().PieceAt(Sq(v, "c8"))), PieceType::Horse);
}

TEST_F(MainFrameTest, LanguageSwitchRelabelsWithoutRestart) {
    Preferences p = frame->GetPreferences();
    p.language = "de";
    frame->ApplyPreferences(p);
    EXPECT_EQ(CurrentUiLanguage(), "de");
    EXPECT_EQ(frame->StatusText(), wxString::FromUTF8("Weiß am Zug"));
    EXPECT_EQ(frame->GetMenuBar()->GetMenuLabelText(0), "Datei");
    p.language = "th";
    frame->ApplyPreferences(p);
    EXPECT_EQ(frame->StatusText(), wxString::FromUTF8("ตาฝ่ายขาวเดิน"));
    p.language = "id";
    frame->ApplyPreferences(p);
    const Variant& v = MakrukVariant();
    frame->Board()->ClickSquare(Sq(v, "e1"));
    frame->Board()->ClickSquare(Sq(v, "e2"));
    EXPECT_EQ(frame->NoteText(), "Met melangkah satu petak secara diagonal.");
}

TEST_F(MainFrameTest, RangeModeShowsDefendedPieces) {
    const Variant& v = MakrukVariant();
    frame->SetGamePosition(Position::Start(v));
    frame->SetRangeMode(true);
    frame->Board()->ClickSquare(Sq(v, "d8"));  // Black's Met while White is to move
    Highlights h = frame->Board()->Interaction().GetHighlights();
    EXPECT_EQ(h.selected, Sq(v, "d8"));
    EXPECT_TRUE(h.quiet.test(Sq(v, "c7")));
    frame->SetRangeMode(false);
}

TEST_F(MainFrameTest, ScreenshotIsWritten) {
    frame->SetGamePosition(Position::Start(XiangqiVariant()));
    const wxString stem = wxFileName::CreateTempFileName("chatur");  // made empty, reserved
    const wxString path = stem + ".png";
    const bool saved = SaveScreenshot(frame, path);
    wxImage image(path);
    wxRemoveFile(path);
    wxRemoveFile(stem);
    ASSERT_TRUE(saved);
    ASSERT_TRUE(image.IsOk());
    EXPECT_GT(image.GetWidth(), 500);
}

TEST(BoardViewRender, OffScreenBitmapHasBoardColours) {
    auto* frame = new wxFrame(nullptr, wxID_ANY, "t");
    auto* view = new BoardView(frame);
    view->SetPosition(Position::Start(MakrukVariant()), std::nullopt);
    wxImage image = view->RenderToBitmap(wxSize(400, 400)).ConvertToImage();
    // The middle of an empty square is light wood, not the background.
    BoardGeometry g = BoardGeometry::Fit(MakrukVariant(), wxSize(400, 400), true);
    auto r = g.CellRect(3, 3);
    int x = int(r.m_x + r.m_width / 2), y = int(r.m_y + r.m_height / 2);
    EXPECT_GT(image.GetRed(x, y), 200);
    EXPECT_LT(image.GetBlue(x, y), 190);
    frame->Destroy();
}

}  // namespace
}  // namespace chatur::gui
