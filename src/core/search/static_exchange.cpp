#include "core/search/static_exchange.h"

#include <algorithm>
#include <array>

#include "core/rules/movegen.h"
#include "core/search/evaluation.h"

namespace chatur {

namespace {

// The Khun / General has no material value but is the last piece to capture with
// (legal moves never let it capture onto a defended square anyway).
int ExchangeValue(const Variant& v, PieceType t) {
    return t == PieceType::King ? 100000 : PieceValue(v, t);
}

// The side to move's legal capture onto `to` with its least valuable piece (null
// when none); `value` is that piece's ExchangeValue.
Move LeastValuableCapture(Position& pos, Square to, int& value) {
    MoveList captures;
    GenerateLegalCapturesOn(pos, to, captures);
    const Variant& v = pos.GetVariant();
    Move least;
    value = 0;
    for (Move capture : captures) {
        const int pieceValue = ExchangeValue(v, TypeOf(pos.PieceAt(capture.From())));
        if (least.IsNull() || pieceValue < value) least = capture, value = pieceValue;
    }
    return least;
}

}  // namespace

int StaticExchange(Position& pos, Move m) {
    const Variant& v = pos.GetVariant();
    const Square to = m.To();
    Piece victim = pos.PieceAt(to);
    if (IsEmpty(victim)) return 0;

    constexpr int kMaxSteps = 32;
    std::array<int, kMaxSteps> gain{};
    std::array<Move, kMaxSteps> moves{};
    std::array<Piece, kMaxSteps> captured{};
    gain[0] = PieceValue(v, TypeOf(victim));
    int onSquare = ExchangeValue(v, TypeOf(pos.PieceAt(m.From())));
    moves[0] = m;
    captured[0] = pos.DoMove(m);
    int made = 1;  // captures made on the board (undone below)
    int d = 0;     // the last gain computed
    while (d + 1 < kMaxSteps) {
        // The least valuable piece of the side to move that can capture on `to`.
        int bestValue = 0;
        const Move best = LeastValuableCapture(pos, to, bestValue);
        if (best.IsNull()) break;
        ++d;
        gain[size_t(d)] = onSquare - gain[size_t(d - 1)];
        // Neither side can gain by going on: the rest does not change the result.
        if (std::max(-gain[size_t(d - 1)], gain[size_t(d)]) < 0) break;
        onSquare = bestValue;
        moves[size_t(made)] = best;
        captured[size_t(made)] = pos.DoMove(best);
        ++made;
    }
    for (int i = made - 1; i >= 0; --i) pos.UndoMove(moves[size_t(i)], captured[size_t(i)]);
    // Each side stops where stopping is better.
    for (; d > 0; --d) gain[size_t(d - 1)] = -std::max(-gain[size_t(d - 1)], gain[size_t(d)]);
    return gain[0];
}

int HangingLoss(Position& pos, Square to) {
    if (!pos.Attacked(to, pos.SideToMove())) return 0;
    int value = 0;
    const Move least = LeastValuableCapture(pos, to, value);
    return least.IsNull() ? 0 : std::max(0, StaticExchange(pos, least));
}

}  // namespace chatur
