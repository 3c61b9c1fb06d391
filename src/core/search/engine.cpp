#include "core/search/engine.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <optional>

#include "core/rules/bitboard.h"
#include "core/rules/movegen.h"
#include "core/search/evaluation.h"
#include "core/search/move_order.h"
#include "core/search/static_exchange.h"
#include "core/search/transposition_table.h"

namespace chatur {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kInfinity = kMateScore + 1;
constexpr int kMaxPly = 128;

// Mate scores are stored relative to the node, not the root.
int ToTable(int score, int ply) {
    if (score > kMateBound) return score + ply;
    if (score < -kMateBound) return score - ply;
    return score;
}
int FromTable(int score, int ply) {
    if (score > kMateBound) return score - ply;
    if (score < -kMateBound) return score + ply;
    return score;
}

// The bound a node's best score gives, against the window it was searched in.
Bound BoundOf(int bestScore, int originalAlpha, int beta) {
    return bestScore >= beta           ? Bound::Lower
           : bestScore > originalAlpha ? Bound::Exact
                                       : Bound::Upper;
}

// Whether a stored score and bound settle a node searched in (alpha, beta).
bool SettlesWindow(Bound bound, int score, int alpha, int beta) {
    return bound == Bound::Exact || (bound == Bound::Lower && score >= beta) ||
           (bound == Bound::Upper && score <= alpha);
}

// Late-move reductions: more for later moves at greater depth.
struct ReductionTable {
    std::array<std::array<int8_t, 64>, 64> plies{};
    ReductionTable() {
        for (int d = 1; d < 64; ++d)
            for (int i = 1; i < 64; ++i)
                plies[size_t(d)][size_t(i)] = int8_t(0.75 + std::log(d) * std::log(i) / 2.25);
    }
    int Get(int depth, int index) const {
        return plies[size_t(std::min(depth, 63))][size_t(std::min(index, 63))];
    }
};
const ReductionTable kReductions;

// Whether passing is safe enough to try (null-move pruning): not in Makruk's
// endings (no Bia left, or a count running: zugzwang is common there and a pass
// would have to advance the count), and only with a piece that can make threats
// (a side with only Khun/General, Bia/soldiers, Met or guards is often in zugzwang).
bool NullMoveAllowed(const SearchBoard& board) {
    const Position& pos = board.Pos();
    if (board.Count().Running()) return false;
    const Color us = pos.SideToMove();
    if (pos.GetVariant().id == VariantId::Makruk) {
        if (!pos.HasAny(PieceType::Pawn)) return false;
        return pos.CountPieces(us, PieceType::Rook) + pos.CountPieces(us, PieceType::Horse) +
                   pos.CountPieces(us, PieceType::Khon) >
               0;
    }
    return pos.CountPieces(us, PieceType::Rook) + pos.CountPieces(us, PieceType::Horse) +
               pos.CountPieces(us, PieceType::Cannon) >
           0;
}

// A check whose piece the opponent cannot take at a profit (its square is not
// attacked, or the check captured at least as much as the checker is worth): it
// is extended. A check that hangs the checking piece is not, and may be reduced
// like a quiet move (in Xiangqi such checks are many, and extending them all
// spent much of the search on chariot and cannon sacrifices). `board`: after the move.
bool SafeCheck(const SearchBoard& board, Move m) {
    const Position& pos = board.Pos();
    if (!pos.Attacked(m.To(), pos.SideToMove())) return true;
    const Piece taken = board.LastCaptured();
    const Variant& v = pos.GetVariant();
    return !IsEmpty(taken) &&
           PieceValue(v, TypeOf(taken)) >= PieceValue(v, TypeOf(pos.PieceAt(m.To())));
}

// MayGiveCheck's reach on Makruk's board: for each square of the Khun, the squares on
// its rank and file and within two files and two ranks of it (the 8 x 8 board's
// squares are rank * 8 + file).
constexpr std::array<Bitboard, 64> kMakrukReach = [] {
    std::array<Bitboard, 64> reach{};
    for (int k = 0; k < 64; ++k)
        for (int s = 0; s < 64; ++s) {
            const int files = s % 8 > k % 8 ? s % 8 - k % 8 : k % 8 - s % 8;
            const int ranks = s / 8 > k / 8 ? s / 8 - k / 8 : k / 8 - s / 8;
            if (files == 0 || ranks == 0 || (files <= 2 && ranks <= 2))
                reach[size_t(k)] |= bb::Bit(s);
        }
    return reach;
}();

// Whether a quiet move can give check at all, tested without making it: a checking
// piece ends on the enemy King's file or rank (Rua, Chariot, Cannon and a Cannon's
// screen) or within two squares of it (Ma, Horse, the short steppers), and a move that
// discovers a check leaves such a line or a Horse's leg. Cheap; making the move decides.
bool MayGiveCheck(const Position& pos, Move m) {
    const Variant& v = pos.GetVariant();
    const Square king = pos.KingSquare(~pos.SideToMove());
    if (v.id == VariantId::Makruk && king < 64)
        return (kMakrukReach[king] & (bb::Bit(m.From()) | bb::Bit(m.To()))) != 0;
    auto inReach = [&](Square s) {
        const int files = std::abs(v.FileOf(s) - v.FileOf(king));
        const int ranks = std::abs(v.RankOf(s) - v.RankOf(king));
        return files == 0 || ranks == 0 || (files <= 2 && ranks <= 2);
    };
    return inReach(m.From()) || inReach(m.To());
}

}  // namespace

class Engine::Impl {
public:
    explicit Impl(int megabytes) : m_table(megabytes) {}

    void Clear() {
        m_table.Clear();
        m_history.Clear();
        m_continuation.Clear();
        m_counters.fill(Move());
        ClearPlyState();
    }

    SearchResult Search(const Game& game, const SearchLimits& limits,
                        const ProgressCallback& progress) {
        SearchResult result;
        MoveList legal = game.LegalMoves();
        if (legal.Empty()) return result;
        Begin(game, limits);
        result.best = legal[0];
        std::vector<Move> rootMoves(legal.begin(), legal.end());
        int previous = 0;
        for (int depth = 1; depth <= limits.maxDepth && depth < kMaxPly / 2; ++depth) {
            Move bestThisDepth;
            int score = AspirationRoot(rootMoves, depth, previous, bestThisDepth);
            if (m_stopped && bestThisDepth.IsNull()) break;
            previous = score;
            result.best = bestThisDepth;
            result.info.depth = depth;
            result.info.score = score;
            result.info.pv = PrincipalVariation(bestThisDepth, depth);
            result.info.nodes = m_nodes;
            result.info.elapsedMs = ElapsedMs();
            // The best move first in the next iteration.
            auto it = std::find(rootMoves.begin(), rootMoves.end(), bestThisDepth);
            std::rotate(rootMoves.begin(), it, it + 1);
            if (m_stopped) break;
            if (progress) progress(result.info);
            if (std::abs(score) > kMateBound && depth > 2 * (kMateScore - std::abs(score)) + 2)
                break;  // a mate found and confirmed
            // Past the soft limit (a clock's budget): no new iteration. A fixed
            // move time has none: the next iteration's first moves are worth its rest.
            if (m_limits.softTimeMs && ElapsedMs() >= m_limits.softTimeMs) break;
            if (legal.Size() == 1 && depth >= 4) break;
        }
        result.info.nodes = m_nodes;
        result.info.elapsedMs = ElapsedMs();
        result.stopped = m_stopped;
        return result;
    }

    std::vector<ScoredMove> ScoreRootMoves(const Game& game, int depth,
                                           const SearchLimits& limits) {
        std::vector<ScoredMove> out;
        MoveList legal = game.LegalMoves();
        Begin(game, limits);
        for (Move m : legal) {
            Enter(0, m);
            m_board->Do(m);
            int score;
            if (depth <= 0) {
                Outcome o = m_board->Status(HasLegalMoves(m_board->Pos()), 0);
                score = o.IsOver() ? -Terminal(o, 1) : -Evaluate(*m_board, *m_weights);
            } else {
                m_rootDepth = depth;
                score = -Negamax(depth - 1, -kInfinity, kInfinity, 1, true);
            }
            m_board->Undo();
            out.push_back({m, score});
            if (m_stopped) break;
        }
        return out;
    }

private:
    void Begin(const Game& game, const SearchLimits& limits) {
        m_board.emplace(game);
        m_limits = limits;
        m_weights = limits.weights ? limits.weights : &DefaultWeights(game.GetVariant());
        m_start = Clock::now();
        m_nodes = 0;
        m_stopped = false;
        m_table.NewSearch();
        ClearPlyState();
    }

    // What belongs to one search's plies. The histories and counter moves stay
    // from one search to the next (what refuted what in the last move's tree
    // orders the next one's first iterations) until Clear (a new game).
    void ClearPlyState() {
        for (auto& k : m_killers) k = {};
        m_stack.fill(PlyState{});
        m_excluded.fill(Move());
    }

    // The move made at `ply` (before making it): its context for the
    // continuation history of the plies below.
    void Enter(int ply, Move m) {
        m_stack[size_t(ply)].context = ContinuationHistory::ContextOf(m_board->Pos(), m);
    }

    int ElapsedMs() const {
        return int(
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count());
    }

    void Poll() {
        if ((m_nodes & 1023) != 0) return;
        if (m_limits.stop.stop_requested() || (m_limits.maxNodes && m_nodes >= m_limits.maxNodes) ||
            (m_limits.moveTimeMs && ElapsedMs() >= m_limits.moveTimeMs))
            m_stopped = true;
    }

    // The score of a finished game for the side to move at `ply`.
    int Terminal(const Outcome& o, int ply) const {
        if (o.result == Result::Draw) return 0;
        Color toMove = m_board->SideToMove();
        return o.result == WinFor(toMove) ? kMateScore - ply : -kMateScore + ply;
    }

    void Store(uint64_t key, int depth, int score, int eval, Bound bound, Move move, int ply) {
        m_table.Store(key, depth, ToTable(score, ply), eval, bound, move.Raw());
    }

    // Searches the root in a window around the last iteration's score, widening
    // it on a fail (aspiration windows); from depth 5, and not around a mate.
    int AspirationRoot(const std::vector<Move>& rootMoves, int depth, int previous, Move& best) {
        int delta = 35;
        int alpha = -kInfinity, beta = kInfinity;
        if (depth >= 5 && std::abs(previous) < kMateBound) {
            alpha = std::max(previous - delta, -kInfinity);
            beta = std::min(previous + delta, kInfinity);
        }
        int foundScore = 0;  // the score of the last attempt that found `best`
        for (;;) {
            Move found;
            int score = Root(rootMoves, depth, alpha, beta, found);
            if (!found.IsNull()) {
                best = found;
                foundScore = score;
            }
            // Stopped in a re-search before any move came back: the move and score
            // are the earlier attempt's (a fail high), not this one's -infinity.
            if (m_stopped) return found.IsNull() && !best.IsNull() ? foundScore : score;
            if (score <= alpha && alpha > -kInfinity) {
                beta = (alpha + beta) / 2;
                alpha = std::max(score - delta, -kInfinity);
            } else if (score >= beta && beta < kInfinity) {
                beta = std::min(score + delta, kInfinity);
            } else {
                return score;
            }
            delta *= 2;
            if (delta > 600) alpha = -kInfinity, beta = kInfinity;
        }
    }

    // `best` is set to a move that scored above alpha (none on a fail low).
    int Root(const std::vector<Move>& rootMoves, int depth, int alpha, int beta, Move& best) {
        m_rootDepth = depth;
        const int originalAlpha = alpha;
        best = Move();
        int bestScore = -kInfinity;
        Move bestMove;
        bool first = true;
        for (Move m : rootMoves) {
            Enter(0, m);
            m_board->Do(m);
            m_table.Prefetch(m_board->StateKey());
            ++m_nodes;
            int score;
            int ext = m_board->InCheck() ? 1 : 0;
            if (first) {
                score = -Negamax(depth - 1 + ext, -beta, -alpha, 1, true);
            } else {
                score = -Negamax(depth - 1 + ext, -alpha - 1, -alpha, 1, false);
                if (!m_stopped && score > alpha && score < beta)
                    score = -Negamax(depth - 1 + ext, -beta, -alpha, 1, true);
            }
            m_board->Undo();
            if (m_stopped) break;
            first = false;
            if (score > bestScore) {
                bestScore = score;
                bestMove = m;
                if (score > alpha) {
                    best = m;
                    alpha = score;
                    if (alpha >= beta) break;
                }
            }
        }
        if (!m_stopped && !bestMove.IsNull()) {
            Store(m_board->StateKey(), depth, bestScore, kNoEval,
                  BoundOf(bestScore, originalAlpha, beta), best, 0);
        }
        return bestScore;
    }

    int StaticEval(const TableEntry* entry) {
        if (entry && entry->eval != kNoEval) return entry->eval;
        return Evaluate(*m_board, *m_weights);
    }

    int Negamax(int depth, int alpha, int beta, int ply, bool pvNode, bool allowNull = true) {
        Poll();
        if (m_stopped) return 0;
        Position& pos = m_board->Pos();
        // Whether a move exists decides mate and stalemate; the moves themselves are
        // generated only once the table, the null move and the pruning below have not
        // ended the node.
        const bool inCheck = m_board->InCheck();
        Outcome o = m_board->Status(HasLegalMoves(pos, inCheck), 0);
        if (o.IsOver()) return Terminal(o, ply);
        if (auto rep = m_board->RepetitionOutcome()) return Terminal(*rep, ply);
        if (ply >= kMaxPly - 1) return Evaluate(*m_board, *m_weights);
        // Mate distance pruning.
        alpha = std::max(alpha, -kMateScore + ply);
        beta = std::min(beta, kMateScore - ply - 1);
        if (alpha >= beta) return alpha;

        if (depth <= 0) return Quiesce(alpha, beta, ply, 0);

        const uint64_t key = m_board->StateKey();
        // A singular-extension search of this node without its hash move.
        const Move excluded = m_excluded[size_t(ply)];
        const bool excluding = !excluded.IsNull();
        Move hashMove;
        const TableEntry* entry = excluding ? nullptr : m_table.Probe(key);
        int ttScore = 0, ttDepth = -1;
        Bound ttBound = Bound::None;
        if (entry) {
            hashMove = Move::FromRaw(entry->move);
            ttScore = FromTable(entry->score, ply);
            ttDepth = entry->depth;
            ttBound = entry->GetBound();
            if (!pvNode && ttDepth >= depth && SettlesWindow(ttBound, ttScore, alpha, beta))
                return ttScore;
        }
        const int eval = inCheck     ? -kInfinity
                         : excluding ? m_stack[size_t(ply)].eval
                                     : StaticEval(entry);
        const bool nearMate = std::abs(beta) >= kMateBound || std::abs(alpha) >= kMateBound;
        // Improving: the static evaluation rose since this side's last move, so
        // pruning can be bolder when it did not. In Xiangqi above its value two
        // plies back; in Makruk, as Fairy-Stockfish has it, at least that value, or
        // at least the value four plies back when this side was in check two plies
        // back (Makruk gained with this form and Fairy-Stockfish's other pruning
        // below together, where each alone had not: docs/engine.md, twenty-fifth
        // round).
        m_stack[size_t(ply)].eval = inCheck ? kNoEval : eval;
        const bool xiangqi = pos.GetVariant().id == VariantId::Xiangqi;
        auto evalBack = [&](int plies) {
            return ply >= plies ? m_stack[size_t(ply - plies)].eval : kNoEval;
        };
        const bool improving = [&] {
            if (inCheck) return false;
            if (xiangqi) return evalBack(2) != kNoEval && eval > evalBack(2);
            if (evalBack(2) != kNoEval) return eval >= evalBack(2);
            return evalBack(4) == kNoEval || eval >= evalBack(4);
        }();
        // For pruning, the table's score is a better guess than the static
        // evaluation when its bound points the same way. Makruk only: in Xiangqi it
        // lost against Fairy-Stockfish (docs/engine.md, twelfth round).
        int pruneEval = eval;
        if (!xiangqi && entry && !inCheck && !excluding && std::abs(ttScore) < kMateBound &&
            (ttBound == Bound::Exact || (ttBound == Bound::Lower && ttScore > eval) ||
             (ttBound == Bound::Upper && ttScore < eval)))
            pruneEval = ttScore;

        if (!pvNode && !inCheck && !nearMate && !excluding) {
            // Reverse futility: far above beta near the leaves, a quiet move will not
            // bring the score back below it.
            if (depth <= 8 && pruneEval - 85 * (depth - improving) >= beta) return pruneEval;
            // Razoring: far below alpha, only a capture could help.
            if (depth <= 2 && pruneEval + 220 * depth <= alpha) {
                int q = Quiesce(alpha, beta, ply, 0);
                if (q <= alpha) return q;
            }
            // Null move: even passing keeps the score above beta. In Makruk, as in
            // Fairy-Stockfish, not when the table's bound is what lifts the
            // evaluation there, nor near the leaves unless the static evaluation
            // itself is well above beta.
            const bool nullWorthTrying =
                xiangqi || (pruneEval >= eval && eval >= beta - 18 * depth + 160 - 16 * improving);
            if (allowNull && depth >= 3 && pruneEval >= beta && nullWorthTrying &&
                NullMoveAllowed(*m_board)) {
                int r = 3 + depth / 3 + std::min(3, (pruneEval - beta) / 200);
                m_stack[size_t(ply)].context = -1;
                m_board->DoNull();
                m_table.Prefetch(m_board->StateKey());
                ++m_nodes;
                int score = -Negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
                m_board->UndoNull();
                if (m_stopped) return 0;
                if (score >= beta) return score >= kMateBound ? beta : score;
            }
        }
        MoveList moves;
        GenerateLegalMoves(pos, moves, inCheck);
        if (!moves.Contains(hashMove)) hashMove = Move();  // another position's, or none
        // No hash move to try first deep in the tree: a shallower search does as well.
        if (depth >= 5 && hashMove.IsNull() && !excluding) --depth;
        // Singular extension: the hash move is searched a ply deeper when a
        // shallower search shows every other move well below its score.
        const bool trySingular = !excluding && !hashMove.IsNull() && depth >= 7 &&
                                 ply < 2 * m_rootDepth && ttDepth >= depth - 3 &&
                                 (ttBound == Bound::Lower || ttBound == Bound::Exact) &&
                                 std::abs(ttScore) < kMateBound;

        const Color us = pos.SideToMove();
        QuietOrder order;
        order.continuation = &m_continuation;
        order.previous = m_stack[size_t(ply - 1)].context;
        order.beforePrevious = ply >= 2 ? m_stack[size_t(ply - 2)].context : -1;
        if (order.previous >= 0) order.counter = m_counters[size_t(order.previous)];
        MovePicker picker(pos, moves, hashMove, m_killers[size_t(ply)].data(), m_history, false,
                          order);
        std::array<Move, MoveList::kCapacity> quietsTried;
        int quietCount = 0;
        int bestScore = -kInfinity;
        Move best;
        const int originalAlpha = alpha;
        Move m;
        MovePicker::Kind kind;
        for (int i = 0; picker.Next(m, kind); ++i) {
            const bool quiet = kind == MovePicker::Kind::Quiet || kind == MovePicker::Kind::Killer;
            if (m == excluded) continue;
            int singular = 0;
            if (trySingular && m == hashMove) {
                const int singularBeta = ttScore - 2 * depth;
                m_excluded[size_t(ply)] = m;
                const int s = Negamax((depth - 1) / 2, singularBeta - 1, singularBeta, ply, false);
                m_excluded[size_t(ply)] = Move();
                if (m_stopped) return 0;
                if (s < singularBeta)
                    singular = 1;
                else if (!pvNode && singularBeta >= beta)
                    return singularBeta;  // several moves beat beta: cut (multi-cut)
            }
            const int quietScore = kind == MovePicker::Kind::Quiet ? picker.PickedScore() : 0;
            // Late moves are pruned off the principal variation and not in check; in
            // Makruk, as in Fairy-Stockfish, everywhere but at the root (no futility
            // in check).
            const bool mayPrune =
                i > 0 && bestScore > -kMateBound && (!xiangqi || (!pvNode && !inCheck));
            // What a losing capture loses (Makruk), as the move order found it.
            const int captureExchange =
                kind == MovePicker::Kind::BadCapture ? picker.PickedExchange() : 0;
            // A quiet move's depth after its reduction, and the tests of the pruning
            // below that do not need the move made (the move count, futility, the
            // continuation histories).
            const int lmrDepth = mayPrune && quiet
                                     ? std::max(0, depth - 1 - kReductions.Get(depth, i) +
                                                       quietScore / HistoryTable::kHistoryMax)
                                     : 0;
            auto quietPrunedUnmade = [&] {
                if ((depth <= 7 && quietCount >= (3 + depth * depth) / (2 - improving)) ||
                    (!inCheck && lmrDepth <= 6 && pruneEval + 120 + 100 * lmrDepth <= alpha))
                    return true;
                if (xiangqi || lmrDepth >= 4 || order.previous < 0) return false;
                const int context = m_stack[size_t(ply)].context;
                return m_continuation.Get(order.previous, context) < 0 &&
                       m_continuation.Get(order.beforePrevious, context) < 0;
            };
            Enter(ply, m);
            // A quiet move that cannot give check (MayGiveCheck; Xiangqi's exact test)
            // and that those tests prune is not made at all: the same decision as
            // below, without making and taking back the move.
            bool unmadeTested = false;
            if (mayPrune && quiet &&
                !(xiangqi ? xiangqi::GivesCheck(pos, m) : MayGiveCheck(pos, m))) {
                if (quietPrunedUnmade()) continue;
                unmadeTested = true;
            }
            m_board->Do(m);
            const bool givesCheck = m_board->InCheck();
            const bool safeCheck = givesCheck && SafeCheck(*m_board, m);
            // A late move that cannot raise alpha is not tried: after (3 + depth²)
            // quiet moves (half as many when not improving) up to depth 7; a quiet
            // move whose depth after its reduction leaves the static evaluation far
            // below alpha (futility); in Xiangqi a capture that loses material near
            // the leaves. In Makruk also, as in Fairy-Stockfish, a quiet move near
            // the leaves that both continuation histories call bad, and one that
            // hangs more than its reduced depth allows ((32 - d)·d² of
            // Fairy-Stockfish's units, about 0.55 cp each); and a capture or a check
            // that loses more than 107 cp a ply of depth by the exchange
            // (twenty-sixth round).
            if (mayPrune && !xiangqi && (!quiet || givesCheck)) {
                const int exchange = quiet ? -HangingLoss(pos, m.To()) : captureExchange;
                if (exchange < -107 * depth) {
                    m_board->Undo();
                    continue;
                }
            }
            if (mayPrune && !givesCheck) {
                bool prune = false;
                if (quiet) {
                    prune = !unmadeTested && quietPrunedUnmade();
                    if (!prune && !xiangqi && lmrDepth < 8)
                        prune = HangingLoss(pos, m.To()) >
                                (32 - lmrDepth) * lmrDepth * lmrDepth * 55 / 100;
                } else if (xiangqi) {
                    prune = kind == MovePicker::Kind::BadCapture && depth <= 3;
                }
                if (prune) {
                    m_board->Undo();
                    continue;
                }
            }
            m_table.Prefetch(m_board->StateKey());
            ++m_nodes;
            const int ext = std::max(singular, safeCheck && ply < 2 * m_rootDepth ? 1 : 0);
            const int newDepth = depth - 1 + ext;
            int score;
            if (i == 0) {
                score = -Negamax(newDepth, -beta, -alpha, ply + 1, pvNode);
            } else {
                int reduction = 0;
                // Quiet moves, losing captures and checks that hang their piece; in
                // Xiangqi off the principal variation also a safe check, a ply less
                // (not in Makruk, where it lost: docs/engine.md, ninth round).
                const bool reducibleCheck = xiangqi && !pvNode && safeCheck;
                const bool reducible = (quiet || kind == MovePicker::Kind::BadCapture) &&
                                       (!givesCheck || !safeCheck || reducibleCheck);
                if (depth >= 3 && i >= 2 && reducible && !inCheck) {
                    reduction = kReductions.Get(depth, i);
                    if (pvNode) --reduction;
                    if (kind == MovePicker::Kind::Killer) --reduction;
                    if (!improving) ++reduction;
                    // By history: a move that often refuted is reduced less, one
                    // that never did more.
                    reduction -= quietScore / HistoryTable::kHistoryMax;
                    if (reducibleCheck) --reduction;
                    reduction = std::clamp(reduction, 0, newDepth - 1);
                }
                score = -Negamax(newDepth - reduction, -alpha - 1, -alpha, ply + 1, false);
                if (!m_stopped && score > alpha && reduction)
                    score = -Negamax(newDepth, -alpha - 1, -alpha, ply + 1, false);
                if (!m_stopped && pvNode && score > alpha && score < beta)
                    score = -Negamax(newDepth, -beta, -alpha, ply + 1, true);
            }
            m_board->Undo();
            if (m_stopped) return 0;
            if (score > bestScore) {
                bestScore = score;
                best = m;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        if (quiet) RewardQuiet(us, m, ply, depth, quietsTried, quietCount, order);
                        break;
                    }
                }
            }
            if (quiet) quietsTried[size_t(quietCount++)] = m;
        }
        if (excluding) return bestScore == -kInfinity ? alpha : bestScore;
        Store(key, depth, bestScore, inCheck ? kNoEval : eval,
              BoundOf(bestScore, originalAlpha, beta), best, ply);
        return bestScore;
    }

    // A quiet move refuted: it becomes a killer and gains history; the quiet
    // moves tried before it lose some.
    void RewardQuiet(Color us, Move m, int ply, int depth,
                     const std::array<Move, MoveList::kCapacity>& tried, int triedCount,
                     const QuietOrder& order) {
        auto& killers = m_killers[size_t(ply)];
        if (killers[0] != m) {
            killers[1] = killers[0];
            killers[0] = m;
        }
        if (order.previous >= 0) m_counters[size_t(order.previous)] = m;
        const int bonus = std::min(depth * depth * 16, 2000);
        const Position& pos = m_board->Pos();
        auto update = [&](Move move, int amount) {
            m_history.Update(us, move, amount);
            const int context = ContinuationHistory::ContextOf(pos, move);
            m_continuation.Update(order.previous, context, amount);
            m_continuation.Update(order.beforePrevious, context, amount);
        };
        update(m, bonus);
        for (int i = 0; i < triedCount; ++i) update(tried[size_t(i)], -bonus);
    }

    // Captures (and promotions) until the position is quiet; in check, every
    // evasion for a few plies. The game goes on here (the caller judged the
    // position); the moves are generated only when the stand-pat does not decide.
    int Quiesce(int alpha, int beta, int ply, int qply) {
        Position& pos = m_board->Pos();
        const bool inCheck = qply < 4 && m_board->InCheck();
        // The table: a bound good enough ends a null-window node here, and a
        // stored static evaluation saves computing it.
        const uint64_t key = m_board->StateKey();
        const TableEntry* entry = m_table.Probe(key);
        if (entry && beta - alpha == 1) {
            const int s = FromTable(entry->score, ply);
            if (SettlesWindow(entry->GetBound(), s, alpha, beta)) return s;
        }
        const int originalAlpha = alpha;
        int standPat = -kInfinity;
        if (!inCheck) {
            standPat = StaticEval(entry);
            if (standPat >= beta) {
                if (!entry) Store(key, 0, standPat, standPat, Bound::Lower, Move(), ply);
                return standPat;
            }
            alpha = std::max(alpha, standPat);
        }
        int bestScore = standPat;
        // In check every evasion, else the captures and promotions.
        MoveList moves;
        if (inCheck)
            GenerateLegalMoves(pos, moves, true);
        else
            GenerateLegalCaptures(pos, moves, m_board->InCheck());
        // The score of the move just made (for the side to move here).
        auto scoreMade = [&] {
            m_table.Prefetch(m_board->StateKey());
            ++m_nodes;
            Poll();
            Outcome o = m_board->Status(HasLegalMoves(pos, m_board->InCheck()), 0);
            if (o.IsOver()) return -Terminal(o, ply + 1);
            if (auto rep = m_board->RepetitionOutcome()) return -Terminal(*rep, ply + 1);
            if (ply + 1 >= kMaxPly - 1) return -Evaluate(*m_board, *m_weights);
            return -Quiesce(-beta, -alpha, ply + 1, qply + 1);
        };
        // Takes a move's score into the node's; true when it refutes the node.
        auto cutsOff = [&](int score) {
            if (score > bestScore) {
                bestScore = score;
                alpha = std::max(alpha, score);
            }
            return alpha >= beta;
        };
        MovePicker picker(pos, moves, Move(), nullptr, m_history, !inCheck);
        Move m;
        MovePicker::Kind kind;
        bool cut = false;
        while (!cut && picker.Next(m, kind)) {
            if (!inCheck) {
                // A capture that loses material, or one that cannot lift the score
                // near alpha even winning its victim outright, is not tried.
                if (kind == MovePicker::Kind::BadCapture) break;  // sorted: the rest are bad too
                const Piece victim = pos.PieceAt(m.To());
                if (!m.IsPromotion() && !IsEmpty(victim) &&
                    standPat + PieceValue(pos.GetVariant(), TypeOf(victim)) + 200 <= alpha)
                    continue;
            }
            m_board->Do(m);
            const int score = scoreMade();
            m_board->Undo();
            if (m_stopped) return 0;
            cut = cutsOff(score);
        }
        // On the first quiescence ply also the quiet checks that do not hang
        // their piece: the leaves then see a mating attack's first check (in
        // Xiangqi a cannon, horse or chariot check often starts one).
        MoveList quiet;
        if (!cut && !inCheck && qply == 0) GenerateLegalMoves(pos, quiet, false);
        const bool xiangqi = pos.GetVariant().id == VariantId::Xiangqi;
        for (const Move check : quiet) {
            if (cut) break;
            if (IsTactical(pos, check) || !MayGiveCheck(pos, check)) continue;
            // Xiangqi knows without making the move (Do would test it the same way).
            if (xiangqi && !xiangqi::GivesCheck(pos, check)) continue;
            m_board->Do(check);
            if (!m_board->InCheck() || !SafeCheck(*m_board, check)) {
                m_board->Undo();
                continue;
            }
            const int score = scoreMade();
            m_board->Undo();
            if (m_stopped) return 0;
            cut = cutsOff(score);
        }
        if (bestScore == -kInfinity)
            return Evaluate(*m_board, *m_weights);  // in check, deep: no evasion tried
        Store(key, 0, bestScore, inCheck ? kNoEval : standPat,
              BoundOf(bestScore, originalAlpha, beta), Move(), ply);
        return bestScore;
    }

    std::vector<Move> PrincipalVariation(Move first, int depth) {
        std::vector<Move> pv{first};
        m_board->Do(first);
        for (int i = 1; i < depth; ++i) {
            const TableEntry* e = m_table.Probe(m_board->StateKey());
            if (!e || !e->move) break;
            Move m = Move::FromRaw(e->move);
            MoveList legal;
            GenerateLegalMoves(m_board->Pos(), legal);
            if (!legal.Contains(m) || m_board->Status(true, 0).IsOver()) break;
            pv.push_back(m);
            m_board->Do(m);
        }
        for (size_t i = 0; i < pv.size(); ++i) m_board->Undo();
        return pv;
    }

    TranspositionTable m_table;
    std::optional<SearchBoard> m_board;
    SearchLimits m_limits;
    const EvalWeights* m_weights = nullptr;  // set by Begin
    Clock::time_point m_start;
    uint64_t m_nodes = 0;
    bool m_stopped = false;
    int m_rootDepth = 1;
    std::array<std::array<Move, 2>, kMaxPly + 1> m_killers{};
    HistoryTable m_history;
    ContinuationHistory m_continuation;
    std::array<Move, ContinuationHistory::kContexts> m_counters{};
    struct PlyState {
        int context = -1;  // the move made at this ply (-1: none yet, or a pass)
        int eval = kNoEval;
    };
    std::array<PlyState, kMaxPly + 1> m_stack{};
    std::array<Move, kMaxPly + 1> m_excluded{};
};

Engine::Engine(int hashMegabytes) : m_impl(std::make_unique<Impl>(hashMegabytes)) {}
Engine::~Engine() = default;

SearchResult Engine::Search(const Game& game, const SearchLimits& limits,
                            const ProgressCallback& progress) {
    return m_impl->Search(game, limits, progress);
}

std::vector<ScoredMove> Engine::ScoreRootMoves(const Game& game, int depth,
                                               const SearchLimits& limits) {
    return m_impl->ScoreRootMoves(game, depth, limits);
}

void Engine::Clear() {
    m_impl->Clear();
}

}  // namespace chatur
