// The order in which the engine tries moves, picked one at a time (the rest of
// the list is never sorted when the first move already refutes): the hash move,
// captures that do not lose material (most valuable victim first, least valuable
// attacker next), promotions, the two killer moves, the other quiet moves by
// history (continuation history and the counter move too), and last the captures that lose material
// (a piece taking a cheaper one on a defended square: a cheap static exchange estimate that needs
// no swap-off, which in Xiangqi would have to know every cannon screen).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/rules/position.h"
#include "core/rules/types.h"

namespace chatur {

// Quiet-move history per side to move, from and to square, kept within
// +-kHistoryMax (each update moves a value part of the way to its bound).
class HistoryTable {
public:
    static constexpr int kHistoryMax = 16384;
    void Clear();
    int Get(Color side, Move m) const { return m_values[Index(side)][m.From()][m.To()]; }
    // `bonus` > 0 for a move that refuted, < 0 for one tried before it in vain.
    void Update(Color side, Move m, int bonus);

private:
    std::array<std::array<std::array<int, kMaxSquares>, kMaxSquares>, 2> m_values{};
};

// Quiet-move history by the move before: how well a move (piece and target)
// answered a given move (piece and target) one or two plies earlier
// (continuation history). A move's context is its piece type and target square:
// the colours follow from the plies between the moves.
class ContinuationHistory {
public:
    static constexpr int kContexts = kPieceTypeCount * kMaxSquares;
    ContinuationHistory() : m_values(size_t(kContexts) * kContexts) {}
    void Clear();
    // The context of `m` in `pos` (before it is made).
    static int ContextOf(const Position& pos, Move m);
    // 0 when `context` is -1 (no move before: the root, or a pass).
    int Get(int context, int moveContext) const {
        return context < 0 ? 0 : m_values[size_t(context) * kContexts + size_t(moveContext)];
    }
    void Update(int context, int moveContext, int bonus);

private:
    std::vector<int16_t> m_values;
};

// What orders the quiet moves besides the plain history: the continuation
// history of the last two moves and the move that last refuted the last move.
struct QuietOrder {
    const ContinuationHistory* continuation = nullptr;
    int previous = -1;        // context of the move that led here
    int beforePrevious = -1;  // and of the one before it
    Move counter;             // the reply that refuted the previous move last time
    int Score(const Position& pos, const HistoryTable& history, Move m) const;
};

// A capture or a promotion (the moves quiescence tries).
bool IsTactical(const Position& pos, Move m);
// Victim first, attacker second: larger for better captures; 0 for a quiet move.
int CaptureOrderValue(const Position& pos, Move m);
// A piece takes a cheaper one on a square the other side defends, and the whole
// exchange on that square (static_exchange.h) loses material. When true and
// `exchange` is given, it receives what the exchange wins (negative).
bool LosingCapture(const Position& pos, Move m, int* exchange = nullptr);

class MovePicker {
public:
    enum class Kind : uint8_t { Hash, GoodCapture, Killer, Quiet, BadCapture };
    // `tacticalOnly`: captures and promotions only (quiescence).
    MovePicker(const Position& pos, const MoveList& moves, Move hashMove, const Move* killers,
               const HistoryTable& history, bool tacticalOnly, const QuietOrder& quiet = {});
    // The next move in order; false when none is left.
    bool Next(Move& move, Kind& kind);
    // The ordering score of the move Next returned last (for a quiet move, its
    // history and continuation history together: QuietOrder::Score).
    int PickedScore() const { return m_scores[size_t(m_next - 1)]; }
    // What the exchange on its square wins (negative; StaticExchange) for a
    // BadCapture Next returned last, computed once when the moves were sorted.
    int PickedExchange() const { return m_tags[size_t(m_next - 1)].exchange; }

private:
    std::array<Move, MoveList::kCapacity> m_moves;
    std::array<int, MoveList::kCapacity> m_scores;
    struct Tag {
        Kind kind;
        int exchange;  // BadCapture's only
    };
    std::array<Tag, MoveList::kCapacity> m_tags;
    int m_size = 0;
    int m_next = 0;
};

}  // namespace chatur
