// The engine's move order (move_order.h): the continuation history stays within
// its bounds and keeps contexts apart, and the picker puts the counter move right
// after the killers and orders the other quiet moves by both histories; a losing
// capture comes last with the exchange that made it losing.
#include "core/search/move_order.h"

#include <gtest/gtest.h>

#include <vector>

#include "core/rules/movegen.h"
#include "core/search/static_exchange.h"
#include "search_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;
using test::MustMove;

TEST(ContinuationHistory, StaysWithinItsBoundsAndKeepsContextsApart) {
    Game g = MakeGame("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    const Position& pos = g.GetPosition();
    const int a = ContinuationHistory::ContextOf(pos, MustMove(g, "e3e4"));
    const int b = ContinuationHistory::ContextOf(pos, MustMove(g, "b1d2"));
    EXPECT_NE(a, b);
    ContinuationHistory history;
    for (int i = 0; i < 200; ++i) history.Update(a, b, 2000);
    EXPECT_GT(history.Get(a, b), HistoryTable::kHistoryMax * 9 / 10);
    EXPECT_LE(history.Get(a, b), HistoryTable::kHistoryMax);
    EXPECT_EQ(history.Get(b, a), 0);
    for (int i = 0; i < 400; ++i) history.Update(a, b, -2000);
    EXPECT_LT(history.Get(a, b), -HistoryTable::kHistoryMax * 9 / 10);
    EXPECT_GE(history.Get(a, b), -HistoryTable::kHistoryMax);
    // No move before (the root, a pass): nothing is read or written.
    history.Update(-1, b, 2000);
    EXPECT_EQ(history.Get(-1, b), 0);
    history.Clear();
    EXPECT_EQ(history.Get(a, b), 0);
}

std::vector<Move> Order(Position pos, const Move* killers, const HistoryTable& history,
                        const QuietOrder& quiet) {
    MoveList legal;
    GenerateLegalMoves(pos, legal);
    MovePicker picker(pos, legal, Move(), killers, history, false, quiet);
    std::vector<Move> out;
    Move m;
    MovePicker::Kind kind;
    while (picker.Next(m, kind)) out.push_back(m);
    return out;
}

TEST(MovePicker, CounterMoveFollowsTheKillersAndContinuationHistoryOrdersTheRest) {
    Game g = MakeGame("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    const Position& pos = g.GetPosition();
    const Move killers[2] = {MustMove(g, "a3a4"), MustMove(g, "h3h4")};
    const Move counter = MustMove(g, "b1d2");
    const Move liked = MustMove(g, "g1e2");
    HistoryTable history;
    ContinuationHistory continuation;
    QuietOrder quiet;
    quiet.continuation = &continuation;
    quiet.previous = 7;  // any context of a move before
    quiet.counter = counter;
    continuation.Update(quiet.previous, ContinuationHistory::ContextOf(pos, liked), 4000);
    std::vector<Move> order = Order(pos, killers, history, quiet);
    ASSERT_GE(order.size(), 4u);
    // No capture here: the killers, the counter move, then the move the
    // continuation history likes.
    EXPECT_EQ(order[0], killers[0]);
    EXPECT_EQ(order[1], killers[1]);
    EXPECT_EQ(order[2], counter);
    EXPECT_EQ(order[3], liked);
    // The same history one move further back counts as well.
    QuietOrder older = quiet;
    older.previous = -1;
    older.beforePrevious = 7;
    older.counter = Move();
    EXPECT_EQ(Order(pos, killers, history, older)[2], liked);
}

TEST(MovePicker, ALosingCaptureComesLastWithWhatItsExchangeLoses) {
    // The Rua can take the Met on e1, undefended (first), or the Bia on c4 that
    // the Bia on d5 defends (last, with the exchange's loss).
    Game g = MakeGame("makruk", "4k3/8/8/3p4/2p5/8/8/2R1m1K1 w - - 0 1");
    Position pos = g.GetPosition();
    MoveList legal;
    GenerateLegalMoves(pos, legal);
    HistoryTable history;
    MovePicker picker(pos, legal, Move(), nullptr, history, false);
    std::vector<Move> order;
    std::vector<MovePicker::Kind> kinds;
    int exchange = 0;
    Move m;
    MovePicker::Kind kind;
    while (picker.Next(m, kind)) {
        order.push_back(m), kinds.push_back(kind);
        if (kind == MovePicker::Kind::BadCapture) exchange = picker.PickedExchange();
    }
    ASSERT_GE(order.size(), 3u);
    EXPECT_EQ(order.front(), MustMove(g, "c1e1"));
    EXPECT_EQ(kinds.front(), MovePicker::Kind::GoodCapture);
    const Move losing = MustMove(g, "c1c4");
    EXPECT_EQ(order.back(), losing);
    EXPECT_EQ(kinds.back(), MovePicker::Kind::BadCapture);
    EXPECT_EQ(exchange, StaticExchange(pos, losing));
    EXPECT_LT(exchange, 0);
}

}  // namespace
}  // namespace chatur
