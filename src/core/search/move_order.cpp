#include "core/search/move_order.h"

#include <algorithm>
#include <cstdlib>

#include "core/search/evaluation.h"
#include "core/search/static_exchange.h"

namespace chatur {

void HistoryTable::Clear() {
    for (auto& side : m_values)
        for (auto& row : side) row.fill(0);
}

void HistoryTable::Update(Color side, Move m, int bonus) {
    int& v = m_values[Index(side)][m.From()][m.To()];
    bonus = std::clamp(bonus, -kHistoryMax, kHistoryMax);
    v += bonus - v * std::abs(bonus) / kHistoryMax;
}

void ContinuationHistory::Clear() {
    std::fill(m_values.begin(), m_values.end(), int16_t(0));
}

int ContinuationHistory::ContextOf(const Position& pos, Move m) {
    return int(TypeOf(pos.PieceAt(m.From()))) * kMaxSquares + m.To();
}

void ContinuationHistory::Update(int context, int moveContext, int bonus) {
    if (context < 0) return;
    int16_t& v = m_values[size_t(context) * kContexts + size_t(moveContext)];
    bonus = std::clamp(bonus, -HistoryTable::kHistoryMax, HistoryTable::kHistoryMax);
    v = int16_t(v + bonus - v * std::abs(bonus) / HistoryTable::kHistoryMax);
}

int QuietOrder::Score(const Position& pos, const HistoryTable& history, Move m) const {
    int score = history.Get(pos.SideToMove(), m);
    if (continuation) {
        const int context = ContinuationHistory::ContextOf(pos, m);
        score += continuation->Get(previous, context) + continuation->Get(beforePrevious, context);
    }
    return score;
}

bool IsTactical(const Position& pos, Move m) {
    return !IsEmpty(pos.PieceAt(m.To())) || m.IsPromotion();
}

int CaptureOrderValue(const Position& pos, Move m) {
    Piece victim = pos.PieceAt(m.To());
    if (IsEmpty(victim)) return m.IsPromotion() ? 50 : 0;
    const Variant& v = pos.GetVariant();
    int attacker = PieceValue(v, TypeOf(pos.PieceAt(m.From())));
    return 10 * PieceValue(v, TypeOf(victim)) - attacker / 10 + 1;
}

bool LosingCapture(const Position& pos, Move m, int* exchange) {
    Piece victim = pos.PieceAt(m.To());
    if (IsEmpty(victim)) return false;
    const Variant& v = pos.GetVariant();
    Piece attacker = pos.PieceAt(m.From());
    if (PieceValue(v, TypeOf(attacker)) <= PieceValue(v, TypeOf(victim))) return false;
    if (!pos.Attacked(m.To(), ColorOf(victim))) return false;
    // Defended, by a cheaper piece or not: the whole exchange decides.
    Position copy = pos;
    const int wins = StaticExchange(copy, m);
    if (wins >= 0) return false;
    if (exchange) *exchange = wins;
    return true;
}

MovePicker::MovePicker(const Position& pos, const MoveList& moves, Move hashMove,
                       const Move* killers, const HistoryTable& history, bool tacticalOnly,
                       const QuietOrder& quiet) {
    for (Move m : moves) {
        int score;
        Kind kind;
        const bool tactical = IsTactical(pos, m);
        if (tacticalOnly && !tactical) continue;
        int exchange = 0;
        if (m == hashMove) {
            score = 1 << 30;
            kind = Kind::Hash;
        } else if (tactical && !LosingCapture(pos, m, &exchange)) {
            score = (1 << 28) + CaptureOrderValue(pos, m);
            kind = Kind::GoodCapture;
        } else if (tactical) {
            score = -(1 << 28) + CaptureOrderValue(pos, m);
            kind = Kind::BadCapture;
        } else if (killers && m == killers[0]) {
            score = (1 << 27) + 1;
            kind = Kind::Killer;
        } else if (killers && m == killers[1]) {
            score = 1 << 27;
            kind = Kind::Killer;
        } else if (m == quiet.counter) {
            score = (1 << 27) - 1;
            kind = Kind::Killer;
        } else {
            score = quiet.Score(pos, history, m);
            kind = Kind::Quiet;
        }
        m_moves[size_t(m_size)] = m;
        m_scores[size_t(m_size)] = score;
        m_tags[size_t(m_size)] = {kind, exchange};
        ++m_size;
    }
}

bool MovePicker::Next(Move& move, Kind& kind) {
    if (m_next >= m_size) return false;
    int best = m_next;
    for (int i = m_next + 1; i < m_size; ++i)
        if (m_scores[size_t(i)] > m_scores[size_t(best)]) best = i;
    std::swap(m_moves[size_t(best)], m_moves[size_t(m_next)]);
    std::swap(m_scores[size_t(best)], m_scores[size_t(m_next)]);
    std::swap(m_tags[size_t(best)], m_tags[size_t(m_next)]);
    move = m_moves[size_t(m_next)];
    kind = m_tags[size_t(m_next)].kind;
    ++m_next;
    return true;
}

}  // namespace chatur
