// The main window's layout as a learner meets it (UX review H1, H2): long
// answers of a choice wrap inside their buttons in every language, and the
// lesson's navigation stays at one place from step to step.
#include <gtest/gtest.h>
#include <wx/button.h>

#include "gui/editor/editor_frame.h"
#include "gui/label_wrap.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/text_pane.h"
#include "gui/training/dashboard_frame.h"
#include "gui/translations.h"
#include "gui_test_support.h"
#include "test_paths.h"

namespace chatur::gui {
namespace {

const wxString kMetLesson = CHATUR_SOURCE_DIR "/lessons/makruk/03-met.xml";
constexpr size_t kMetChoiceStep = 5;  // "A friend who plays chess says..."

// Every character is 10 pixels wide.
int TenPerChar(const wxString& text) {
    return int(text.length()) * 10;
}

TEST(WrapLabel, BreaksAtSpacesIntoLinesThatFit) {
    const wxString text = "No: the Met moves only one square diagonally.";
    const wxString wrapped = WrapLabel(text, 150, TenPerChar);
    for (const wxString& line : wxSplit(wrapped, '\n', '\0')) EXPECT_LE(TenPerChar(line), 150);
    wxString joined = wrapped;
    joined.Replace("\n", " ");
    EXPECT_EQ(joined, text);
    EXPECT_EQ(WrapLabel("Short", 150, TenPerChar), "Short");
}

TEST(WrapLabel, BreaksALongWordButNotBeforeAThaiMark) {
    // "เม็ด": the vowel and tone marks must stay on the consonant before them.
    const wxString thai = wxString::FromUTF8("เม็ดเม็ดเม็ด");
    const wxString wrapped = WrapLabel(thai, 30, TenPerChar);
    for (const wxString& line : wxSplit(wrapped, '\n', '\0')) {
        ASSERT_FALSE(line.empty());
        const auto first = line[0].GetValue();
        EXPECT_FALSE(first == 0x0E47 || first == 0x0E48) << line.utf8_string();
    }
    wxString joined = wrapped;
    joined.Replace("\n", "");
    EXPECT_EQ(joined, thai);
}

class LayoutTest : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override {
        ApplyUiLanguage(GetParam());
        Preferences prefs;
        prefs.language = GetParam();
        prefs.animateMoves = false;
        frame = new MainFrame(prefs, nullptr);
        frame->SetSize(1024, 700);
        frame->Show();
        ASSERT_TRUE(test::WaitFor([&] { return frame->IsShownOnScreen(); }));
        ASSERT_TRUE(test::WaitFor([&] { return frame->GetSize() == wxSize(1024, 700); }));
        Settle();
    }
    void TearDown() override {
        frame->Destroy();
        test::WaitFor([] { return wxTopLevelWindows.empty(); }, 5000);
        ApplyUiLanguage("en");
    }
    // Lets the deferred layouts run.
    static void Settle() {
        for (int i = 0; i < 5; ++i) wxTheApp->Yield(true);
    }
    wxButton* Button(const wxString& name) {
        return dynamic_cast<wxButton*>(wxWindow::FindWindowByName(name, frame->LessonPane()));
    }
    MainFrame* frame = nullptr;
};

TEST_P(LayoutTest, LongChoiceAnswersWrapInsideTheirButtons) {
    ASSERT_TRUE(frame->OpenContent(kMetLesson, "makruk.lesson.03.met"));
    frame->LessonPane()->GoToStep(kMetChoiceStep);
    Settle();
    const wxRect pane = frame->LessonPane()->GetScreenRect();
    int options = 0;
    for (const char* id : {"option-one-diagonal", "option-queen", "option-bishop"}) {
        wxButton* b = Button(id);
        ASSERT_NE(b, nullptr) << id;
        ++options;
        const wxRect r = b->GetScreenRect();
        EXPECT_LE(r.GetRight(), pane.GetRight()) << id;
        for (const wxString& line : wxSplit(b->GetLabel(), '\n', '\0'))
            EXPECT_LE(b->GetTextExtent(line).x, r.width) << line.utf8_string();
        // A wrapped label is as tall as its lines.
        const size_t lines = wxSplit(b->GetLabel(), '\n', '\0').size();
        EXPECT_GE(r.height, int(lines) * b->GetCharHeight()) << id;
    }
    EXPECT_EQ(options, 3);
}

TEST_P(LayoutTest, NavigationStaysAtOnePlaceFromStepToStep) {
    ASSERT_TRUE(frame->OpenContent(kMetLesson, "makruk.lesson.03.met"));
    LessonPanel* lesson = frame->LessonPane();
    const size_t steps = lesson->Session()->StepCount();
    ASSERT_GT(steps, 4u);
    std::optional<wxPoint> next, back, bookmark;
    for (size_t i = 0; i < steps; ++i) {
        lesson->GoToStep(i);
        Settle();
        // Next may become Finish: its right edge stays.
        const wxPoint n = Button("next")->GetScreenRect().GetTopRight();
        const wxPoint b = Button("back")->GetScreenPosition();
        const wxPoint k = Button("bookmark")->GetScreenPosition();
        if (!next) {
            next = n, back = b, bookmark = k;
            continue;
        }
        EXPECT_EQ(n, *next) << "step " << i + 1;
        EXPECT_EQ(b, *back) << "step " << i + 1;
        EXPECT_EQ(k.y, bookmark->y) << "step " << i + 1;
    }
    // Inside the pane, at its bottom.
    const wxRect pane = lesson->GetScreenRect();
    EXPECT_LE(Button("next")->GetScreenRect().GetBottom(), pane.GetBottom());
    EXPECT_GT(next->y, pane.y + pane.height / 2);
}

// M8: a 1024x700 screen holds the window in every language, every pane and
// every button under the board inside it.
TEST_P(LayoutTest, TheWindowFitsA1024By700Screen) {
    EXPECT_LE(frame->GetMinSize().x, 1024);
    EXPECT_LE(frame->GetMinSize().y, 700);
    for (const auto& [path, item] :
         {std::pair<wxString, std::string>{kMetLesson, "makruk.lesson.03.met"},
          {wxString(), std::string()}}) {
        if (path.empty())
            frame->NewGame(VariantId::Makruk);
        else
            ASSERT_TRUE(frame->OpenContent(path, item));
        Settle();
        EXPECT_EQ(frame->GetSize(), wxSize(1024, 700));
        // From the windows' own positions (not the screen's, which the X server
        // reports late when many windows came and went before).
        auto inFrame = [&](wxWindow* w) {
            wxRect r = w->GetRect();
            for (wxWindow* p = w->GetParent(); p && p != frame; p = p->GetParent())
                r.Offset(p->GetPosition());
            return r;
        };
        const wxRect client(frame->GetClientSize());
        for (const char* name : {"undo", "flip", "new-game", "next", "back", "bookmark"}) {
            wxWindow* w = wxWindow::FindWindowByName(name, frame);
            if (!w || !w->IsShownOnScreen()) continue;
            const wxRect r = inFrame(w);
            EXPECT_TRUE(client.Contains(r)) << name << " at " << r.x << "," << r.y;
        }
        EXPECT_TRUE(client.Contains(inFrame(frame->ActivePane())));
    }
}

// M17: Progress charts and the pack editor open no larger than the main window.
TEST_P(LayoutTest, OtherWindowsOpenNoLargerThanTheMainWindow) {
    frame->ShowDashboard(VariantId::Makruk);
    EditorFrame* editor = frame->EditPack(CHATUR_SOURCE_DIR "/tests/gui/data/trainer_pack.xml");
    ASSERT_NE(editor, nullptr);
    Settle();
    std::vector<wxTopLevelWindow*> opened{editor};
    for (wxWindow* child : frame->GetChildren())
        if (auto* dashboard = dynamic_cast<DashboardFrame*>(child)) opened.push_back(dashboard);
    ASSERT_EQ(opened.size(), 2u);
    for (wxTopLevelWindow* w : opened) {
        EXPECT_LE(w->GetSize().x, frame->GetSize().x) << w->GetTitle();
        EXPECT_LE(w->GetSize().y, frame->GetSize().y) << w->GetTitle();
    }
}

INSTANTIATE_TEST_SUITE_P(FourLanguages, LayoutTest, ::testing::Values("en", "de", "id", "th"));

}  // namespace
}  // namespace chatur::gui
