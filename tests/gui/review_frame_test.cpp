// The game review window (docs/review.md) as a learner uses it: the review runs in
// the background and fills the list of moves (a native list a screen reader
// reads), the summary and the graph; a move chosen in the list, on the graph
// (a click or the arrow keys) shows its position and what is said of it; Cancel
// stops the analysis at once and says so; a Makruk count that turns the tables'
// mate into a draw is said in words; a count declared in the game is shaded.
#include <gtest/gtest.h>
#include <unistd.h>

#include <wx/dataview.h>

#include <filesystem>

#include "core/notation/game_fen.h"
#include "core/notation/move_text.h"
#include "core/tablebase/material.h"
#include "core/tablebase/tablebase.h"
#include "gui/board_view.h"
#include "gui/review_frame.h"
#include "gui/review_graph.h"
#include "gui/translations.h"
#include "gui_test_support.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

constexpr int kTimeoutMs = 120000;  // generous: a loaded machine is slow

// Rua against Rua: White's Rua walks to h1 (Ra8+ wins Black's Rua instead), Black takes it.
GameToReview RuaBlunder() {
    const Variant& v = *FindVariant("makruk");
    GameToReview g;
    g.variant = &v;
    g.profile = &DefaultProfile(v);
    g.startFen = "4k2r/8/8/8/8/8/4K3/R7 w - - 0 1";
    Game game = std::get<Game>(GameFromFen(v, *g.profile, g.startFen));
    for (const char* text : {"a1h1", "h8h1"}) {
        g.moves.push_back(std::get<chatur::Move>(ParseMoveText(game.GetPosition(), text)));
        EXPECT_FALSE(game.Play(g.moves.back()));
    }
    g.title = "test";
    return g;
}

class ReviewFrameTest : public ::testing::Test {
protected:
    void SetUp() override {
        ApplyUiLanguage("en");
        m_dir = fs::path(::testing::TempDir()) / ("chatur-review-" + std::to_string(getpid()));
        tables = std::make_shared<tablebase::Tablebase>(m_dir / "tablebases");
    }
    void TearDown() override {
        if (frame) frame->Destroy();
        wxTheApp->Yield(true);
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }
    void Open(std::vector<GameToReview> games,
              std::optional<review::ReviewCache> cache = std::nullopt) {
        frame = new ReviewFrame(nullptr, tables, BoardLook{}, std::move(games), wxString(),
                                std::move(cache));
        frame->Show();
    }
    wxString Cell(unsigned row, unsigned column) {
        return frame->MoveList()->GetTextValue(row, column);
    }
    fs::path m_dir;
    std::shared_ptr<tablebase::Tablebase> tables;
    ReviewFrame* frame = nullptr;
};

TEST_F(ReviewFrameTest, TheBlunderIsListedAndItsPositionShown) {
    Open({RuaBlunder()});
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsAnalysing(); }, kTimeoutMs));
    ASSERT_NE(frame->Review(), nullptr);
    ASSERT_EQ(frame->MoveList()->GetItemCount(), 2);
    EXPECT_EQ(Cell(0, 0), "1. Rua a1" + wxString::FromUTF8("\xE2\x80\x93") + "h1");
    EXPECT_EQ(Cell(0, 1), "Blunder");
    EXPECT_EQ(Cell(0, 3), "Rua a1" + wxString::FromUTF8("\xE2\x80\x93") + "a8");
    EXPECT_EQ(Cell(1, 1), "Best move");
    EXPECT_TRUE(frame->SummaryText().Contains("White: accuracy")) << frame->SummaryText();
    EXPECT_TRUE(frame->SummaryText().Contains("blunders: 1")) << frame->SummaryText();

    // The list: its first row shows the position after White's blunder.
    frame->MoveList()->SelectRow(0);
    wxDataViewEvent selected(wxEVT_DATAVIEW_SELECTION_CHANGED, frame->MoveList(),
                             frame->MoveList()->RowToItem(0));
    frame->MoveList()->ProcessWindowEvent(selected);
    EXPECT_EQ(frame->Graph()->Ply(), 1);
    EXPECT_TRUE(frame->MoveText().Contains("Blunder")) << frame->MoveText();
    EXPECT_TRUE(frame->MoveText().Contains("Better was Rua a1")) << frame->MoveText();

    // The graph: Left goes back to the start, a click at its right end to the last move.
    wxKeyEvent left(wxEVT_KEY_DOWN);
    left.m_keyCode = WXK_LEFT;
    frame->Graph()->ProcessWindowEvent(left);
    EXPECT_EQ(frame->Graph()->Ply(), 0);
    EXPECT_EQ(frame->MoveText(), "The start position.");
    wxMouseEvent click(wxEVT_LEFT_DOWN);
    click.m_x = frame->Graph()->GetClientSize().x - 2;
    frame->Graph()->ProcessWindowEvent(click);
    EXPECT_EQ(frame->Graph()->Ply(), 2);
    EXPECT_EQ(frame->MoveList()->GetSelectedRow(), 1);
}

// At 1024x700, in German ("Besserer Zug"), every column of the move list is as
// wide as its title and its texts, and together they fit the list.
TEST_F(ReviewFrameTest, TheMoveListsColumnsFitAt1024InGerman) {
    ApplyUiLanguage("de");
    Open({RuaBlunder()});
    frame->SetSize(1024, 700);
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsAnalysing(); }, kTimeoutMs));
    wxDataViewListCtrl* list = frame->MoveList();
    ASSERT_EQ(list->GetColumn(3)->GetTitle(), "Besserer Zug");
    ASSERT_EQ(list->GetItemCount(), 2);
    const auto fits = [&] {
        int total = 0;
        for (unsigned c = 0; c < list->GetColumnCount(); ++c) {
            const int width = list->GetColumn(c)->GetWidth();
            total += width;
            if (width <= list->GetTextExtent(list->GetColumn(c)->GetTitle()).x) return false;
            for (unsigned row = 0; row < unsigned(list->GetItemCount()); ++row)
                if (width <= list->GetTextExtent(list->GetTextValue(row, c)).x) return false;
        }
        return total <= list->GetClientSize().x;
    };
    EXPECT_TRUE(test::WaitFor(fits));
    // A mate is "#5" in the list; the line under the board says it in words.
    for (unsigned row = 0; row < unsigned(list->GetItemCount()); ++row)
        EXPECT_EQ(Cell(row, 2).Find("matt"), wxNOT_FOUND) << Cell(row, 2);
    ApplyUiLanguage("en");
}

// Rua against a lone Khun, the mate 15 moves away or more: the count (14 moves)
// runs out first, so the tables' win is a draw, and the window says why.
TEST_F(ReviewFrameTest, AWinTheCountTurnsIntoADrawIsExplained) {
    const Variant& v = *FindVariant("makruk");
    ASSERT_TRUE(tables->Fetch(*tablebase::ParseMaterial(v, "KRvK")).table);
    GameToReview g;
    g.variant = &v;
    g.profile = &DefaultProfile(v);
    g.startFen = "1K6/8/8/8/5k2/8/7R/8 w - - 0 1";
    Game game = std::get<Game>(GameFromFen(v, *g.profile, g.startFen));
    g.moves.push_back(std::get<chatur::Move>(ParseMoveText(game.GetPosition(), "b8c7")));
    g.title = "test";
    Open({g});
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsAnalysing(); }, kTimeoutMs));
    ASSERT_NE(frame->Review(), nullptr);
    frame->SelectPly(1);
    EXPECT_TRUE(frame->MoveText().Contains("not before the count runs out")) << frame->MoveText();
    ApplyUiLanguage("de");
    frame->Relabel();
    frame->SelectPly(1);
    EXPECT_TRUE(frame->MoveText().Contains(wxString::FromUTF8("Zählung"))) << frame->MoveText();
    ApplyUiLanguage("en");
}

// White declares the board's honour count before its first move, as a player
// does in play mode: the review replays it, so the graph shades the plies after.
TEST_F(ReviewFrameTest, ACountDeclaredInTheGameIsShadedOnTheGraph) {
    GameToReview declared = RuaBlunder();
    declared.declarations = {CountDeclaration{0, GameAction::CountStart}};
    Open({declared, RuaBlunder()});
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsAnalysing(); }, kTimeoutMs));
    ASSERT_NE(frame->Review(), nullptr);
    EXPECT_FALSE(frame->Graph()->CountShaded(0));
    EXPECT_TRUE(frame->Graph()->CountShaded(1));
    EXPECT_TRUE(frame->Graph()->CountShaded(2));
    frame->SelectGame(1);  // the same moves without the declaration
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsAnalysing(); }, kTimeoutMs));
    EXPECT_FALSE(frame->Graph()->CountShaded(1));
}

TEST_F(ReviewFrameTest, CancelStopsTheAnalysisAndSaysSo) {
    // A long game, so that the analysis is surely still running when cancelled.
    GameToReview g = RuaBlunder();
    const Variant& v = *g.variant;
    g.startFen.clear();
    g.moves.clear();
    Game game(v, *g.profile);
    for (int i = 0; i < 40 && !game.IsOver(); ++i) {
        g.moves.push_back(game.LegalMoves()[i % game.LegalMoves().Size()]);
        ASSERT_FALSE(game.Play(g.moves.back()));
    }
    Open({g});
    EXPECT_TRUE(frame->IsAnalysing());
    frame->Cancel();
    EXPECT_FALSE(frame->IsAnalysing());
    EXPECT_EQ(frame->Review(), nullptr);
    EXPECT_EQ(frame->StatusText(), "The analysis was cancelled.");
    EXPECT_EQ(frame->MoveList()->GetItemCount(), 0);
}

TEST_F(ReviewFrameTest, LearningFromTheBlunderJudgesEachTryAndCountsTheMiss) {
    Open({RuaBlunder()});
    std::vector<std::string> kept;
    std::string keptIn;
    frame->SetPersonalPuzzles(
        {m_dir / "personal",
         {},
         [&](const std::string& path, const std::vector<std::string>& ids, const Variant&) {
             keptIn = path;
             kept.insert(kept.end(), ids.begin(), ids.end());
         }});
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsAnalysing(); }, kTimeoutMs));
    frame->StartLearning();
    ASSERT_TRUE(frame->IsLearning());
    EXPECT_TRUE(frame->MoveText().StartsWith("Mistake 1 of 1: in the game Rua a1"))
        << frame->MoveText();
    const Position start = frame->Board()->Interaction().GetPosition();
    auto move = [&](const char* text) {
        return std::get<chatur::Move>(ParseMoveText(start, text));
    };
    // The game's own move is no answer, and counts as a miss.
    frame->TryMove(move("a1h1"));
    EXPECT_EQ(frame->MoveText(), "That is the move played in the game. Try another one.");
    EXPECT_EQ(frame->MissedPlies(), std::vector<int>{1});
    // Another move that lets the skewer go: searched, then refused.
    frame->TryMove(move("a1b1"));
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsJudging(); }, kTimeoutMs));
    EXPECT_TRUE(frame->MoveText().StartsWith("Not better: ")) << frame->MoveText();
    // The skewer.
    frame->TryMove(move("a1a8"));
    EXPECT_EQ(frame->MoveText(), "Correct: that is the better move.");
    ASSERT_EQ(frame->Board()->Annotations().hintArrows.size(), 1u);
    EXPECT_EQ(frame->MissedPlies(), std::vector<int>{1});  // one miss per mistake
    // The miss is a personal puzzle, in the personal pack, once.
    ASSERT_EQ(kept.size(), 1u);
    EXPECT_TRUE(wxString(kept[0]).StartsWith("mine.")) << kept[0];
    EXPECT_TRUE(wxString(kept[0]).EndsWith("-p1")) << kept[0];
    EXPECT_EQ(keptIn, (m_dir / "personal" / "my-mistakes-makruk.xml").string());
    EXPECT_TRUE(fs::exists(keptIn));
    frame->StopLearning();
    EXPECT_FALSE(frame->IsLearning());
}

TEST_F(ReviewFrameTest, AGameReviewedBeforeOpensWithItsReview) {
    const review::ReviewCache cache(m_dir / "reviews");
    Open({RuaBlunder()}, cache);
    ASSERT_TRUE(test::WaitFor([&] { return !frame->IsAnalysing(); }, kTimeoutMs));
    const wxString summary = frame->SummaryText();
    frame->Destroy();
    wxTheApp->Yield(true);
    Open({RuaBlunder()}, cache);
    EXPECT_FALSE(frame->IsAnalysing());  // no search: the kept review
    ASSERT_NE(frame->Review(), nullptr);
    EXPECT_EQ(frame->SummaryText(), summary);
    EXPECT_EQ(frame->MoveList()->GetItemCount(), 2);
}

}  // namespace
}  // namespace chatur::gui
