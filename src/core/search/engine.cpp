#include "core/search/engine.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <optional>

#include "core/rules/movegen.h"
#include "core/search/evaluation.h"

namespace chatur {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kInfinity = kMateScore + 1;
constexpr int kMaxPly = 128;

enum class Bound : uint8_t { None, Exact, Lower, Upper };

struct TableEntry {
    uint64_t key = 0;
    int16_t score = 0;
    uint16_t move = 0;
    int8_t depth = -1;
    Bound bound = Bound::None;
};

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

Move MoveFromRaw(uint16_t raw) {
    return Move(Square(raw & 0x7F), Square((raw >> 7) & 0x7F), (raw & 0x4000) != 0);
}

}  // namespace

class Engine::Impl {
public:
    explicit Impl(int megabytes) {
        size_t want = size_t(std::max(1, megabytes)) * 1024 * 1024 / sizeof(TableEntry);
        size_t size = 1;
        while (size * 2 <= want) size *= 2;
        m_table.resize(size);
        m_mask = size - 1;
    }

    void Clear() {
        std::fill(m_table.begin(), m_table.end(), TableEntry{});
        ClearHistory();
    }

    SearchResult Search(const Game& game, const SearchLimits& limits,
                        const ProgressCallback& progress) {
        SearchResult result;
        MoveList legal = game.LegalMoves();
        if (legal.Empty()) return result;
        Begin(game, limits);
        result.best = legal[0];
        std::vector<Move> rootMoves(legal.begin(), legal.end());
        for (int depth = 1; depth <= limits.maxDepth && depth < kMaxPly / 2; ++depth) {
            Move bestThisDepth;
            int score = Root(rootMoves, depth, bestThisDepth);
            if (m_stopped && bestThisDepth.IsNull()) break;
            result.best = bestThisDepth;
            result.info.depth = depth;
            result.info.score = score;
            result.info.pv = PrincipalVariation(bestThisDepth, depth);
            result.info.nodes = m_nodes;
            result.info.elapsedMs = ElapsedMs();
            // The best move first in the next iteration.
            std::rotate(rootMoves.begin(),
                        std::find(rootMoves.begin(), rootMoves.end(), bestThisDepth),
                        std::find(rootMoves.begin(), rootMoves.end(), bestThisDepth) + 1);
            if (m_stopped) break;
            if (progress) progress(result.info);
            if (std::abs(score) > kMateBound && depth > 2 * (kMateScore - std::abs(score)) + 2)
                break;  // a mate found and confirmed
            // Not enough time left to finish another iteration.
            if (m_limits.moveTimeMs && ElapsedMs() * 2 > m_limits.moveTimeMs) break;
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
            m_board->Do(m);
            int score;
            if (depth <= 0) {
                MoveList replies;
                GenerateLegalMoves(m_board->Pos(), replies);
                Outcome o = m_board->Status(!replies.Empty(), 0);
                score = o.IsOver() ? -Terminal(o, 1) : -Evaluate(*m_board);
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
        m_start = Clock::now();
        m_nodes = 0;
        m_stopped = false;
        ClearHistory();
    }

    void ClearHistory() {
        for (auto& k : m_killers) k = {};
        for (auto& row : m_history) row.fill(0);
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

    TableEntry* Probe(uint64_t key) {
        TableEntry& e = m_table[key & m_mask];
        return e.key == key ? &e : nullptr;
    }

    void Store(uint64_t key, int depth, int score, Bound bound, Move move, int ply) {
        TableEntry& e = m_table[key & m_mask];
        bool same = e.key == key;
        if (same && e.depth > depth && bound != Bound::Exact) return;
        if (!move.IsNull() || !same) e.move = move.Raw();
        e.key = key;
        e.depth = int8_t(std::min(depth, 100));
        e.score = int16_t(ToTable(score, ply));
        e.bound = bound;
    }

    int CaptureValue(Move m) const {
        const Position& pos = m_board->Pos();
        Piece victim = pos.PieceAt(m.To());
        if (IsEmpty(victim)) return m.IsPromotion() ? 50 : 0;
        int attacker = PieceValue(pos.GetVariant(), TypeOf(pos.PieceAt(m.From())));
        return 10 * PieceValue(pos.GetVariant(), TypeOf(victim)) - attacker / 10 + 1;
    }

    // Orders `moves` in place: hash move, captures by MVV-LVA, killers, history.
    void Order(MoveList& moves, std::array<Move, MoveList::kCapacity>& out, Move hashMove,
               int ply) const {
        std::array<int, MoveList::kCapacity> score{};
        int n = moves.Size();
        for (int i = 0; i < n; ++i) {
            Move m = moves[i];
            out[size_t(i)] = m;
            int s;
            if (m == hashMove)
                s = 1 << 30;
            else if (int cv = CaptureValue(m); cv > 0)
                s = (1 << 28) + cv;
            else if (ply < kMaxPly && m == m_killers[ply][0])
                s = (1 << 27) + 1;
            else if (ply < kMaxPly && m == m_killers[ply][1])
                s = 1 << 27;
            else
                s = m_history[m.From()][m.To()];
            score[size_t(i)] = s;
        }
        // Insertion sort: lists are short.
        for (int i = 1; i < n; ++i) {
            Move m = out[size_t(i)];
            int s = score[size_t(i)];
            int j = i - 1;
            while (j >= 0 && score[size_t(j)] < s) {
                out[size_t(j + 1)] = out[size_t(j)];
                score[size_t(j + 1)] = score[size_t(j)];
                --j;
            }
            out[size_t(j + 1)] = m;
            score[size_t(j + 1)] = s;
        }
    }

    int Root(const std::vector<Move>& rootMoves, int depth, Move& best) {
        m_rootDepth = depth;
        int alpha = -kInfinity, beta = kInfinity;
        best = Move();
        int bestScore = -kInfinity;
        bool first = true;
        for (Move m : rootMoves) {
            m_board->Do(m);
            ++m_nodes;
            int score;
            int ext = m_board->Pos().InCheck() ? 1 : 0;
            if (first) {
                score = -Negamax(depth - 1 + ext, -beta, -alpha, 1, true);
            } else {
                score = -Negamax(depth - 1 + ext, -alpha - 1, -alpha, 1, false);
                if (!m_stopped && score > alpha)
                    score = -Negamax(depth - 1 + ext, -beta, -alpha, 1, true);
            }
            m_board->Undo();
            if (m_stopped) break;
            first = false;
            if (score > bestScore) {
                bestScore = score;
                best = m;
                alpha = std::max(alpha, score);
            }
        }
        if (!best.IsNull()) Store(m_board->StateKey(), depth, bestScore, Bound::Exact, best, 0);
        return bestScore;
    }

    int Negamax(int depth, int alpha, int beta, int ply, bool pvNode) {
        Poll();
        if (m_stopped) return 0;
        Position& pos = m_board->Pos();
        MoveList moves;
        GenerateLegalMoves(pos, moves);
        Outcome o = m_board->Status(!moves.Empty(), 0);
        if (o.IsOver()) return Terminal(o, ply);
        if (auto rep = m_board->RepetitionOutcome()) return Terminal(*rep, ply);
        if (ply >= kMaxPly - 1) return Evaluate(*m_board);
        // Mate distance pruning.
        alpha = std::max(alpha, -kMateScore + ply);
        beta = std::min(beta, kMateScore - ply - 1);
        if (alpha >= beta) return alpha;

        if (depth <= 0) return Quiesce(alpha, beta, ply, moves, 0);

        uint64_t key = m_board->StateKey();
        Move hashMove;
        if (TableEntry* e = Probe(key)) {
            hashMove = MoveFromRaw(e->move);
            if (!pvNode && e->depth >= depth) {
                int s = FromTable(e->score, ply);
                if (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta) ||
                    (e->bound == Bound::Upper && s <= alpha))
                    return s;
            }
        }
        bool inCheck = pos.InCheck();
        std::array<Move, MoveList::kCapacity> order;
        Order(moves, order, hashMove, ply);

        int bestScore = -kInfinity;
        Move best;
        int originalAlpha = alpha;
        for (int i = 0; i < moves.Size(); ++i) {
            Move m = order[size_t(i)];
            bool capture = !IsEmpty(pos.PieceAt(m.To())) || m.IsPromotion();
            m_board->Do(m);
            ++m_nodes;
            bool givesCheck = pos.InCheck();
            int ext = givesCheck && ply < 2 * m_rootDepth ? 1 : 0;
            int newDepth = depth - 1 + ext;
            int score;
            if (i == 0) {
                score = -Negamax(newDepth, -beta, -alpha, ply + 1, pvNode);
            } else {
                // Late quiet moves are searched shallower first.
                int reduction = 0;
                if (depth >= 3 && i >= 3 && !capture && !givesCheck && !inCheck &&
                    m != m_killers[ply][0] && m != m_killers[ply][1])
                    reduction = i >= 8 ? 2 : 1;
                score = -Negamax(newDepth - reduction, -alpha - 1, -alpha, ply + 1, false);
                if (!m_stopped && score > alpha && reduction)
                    score = -Negamax(newDepth, -alpha - 1, -alpha, ply + 1, false);
                if (!m_stopped && score > alpha && score < beta)
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
                        if (!capture) {
                            if (m_killers[ply][0] != m) {
                                m_killers[ply][1] = m_killers[ply][0];
                                m_killers[ply][0] = m;
                            }
                            m_history[m.From()][m.To()] += depth * depth;
                        }
                        break;
                    }
                }
            }
        }
        Bound bound = bestScore >= beta           ? Bound::Lower
                      : bestScore > originalAlpha ? Bound::Exact
                                                  : Bound::Upper;
        Store(key, depth, bestScore, bound, best, ply);
        return bestScore;
    }

    // Captures (and promotions) until the position is quiet; in check, every
    // evasion for a few plies. `moves` are the legal moves, the game goes on.
    int Quiesce(int alpha, int beta, int ply, MoveList& moves, int qply) {
        Position& pos = m_board->Pos();
        bool inCheck = qply < 4 && pos.InCheck();
        int standPat = -kInfinity;
        if (!inCheck) {
            standPat = Evaluate(*m_board);
            if (standPat >= beta) return standPat;
            alpha = std::max(alpha, standPat);
        }
        std::array<Move, MoveList::kCapacity> order;
        Order(moves, order, Move(), kMaxPly);
        int bestScore = standPat;
        for (int i = 0; i < moves.Size(); ++i) {
            Move m = order[size_t(i)];
            if (!inCheck && CaptureValue(m) == 0) break;  // sorted: the rest are quiet
            m_board->Do(m);
            ++m_nodes;
            Poll();
            MoveList replies;
            GenerateLegalMoves(pos, replies);
            Outcome o = m_board->Status(!replies.Empty(), 0);
            int score;
            if (o.IsOver())
                score = -Terminal(o, ply + 1);
            else if (auto rep = m_board->RepetitionOutcome())
                score = -Terminal(*rep, ply + 1);
            else if (ply + 1 >= kMaxPly - 1)
                score = -Evaluate(*m_board);
            else
                score = -Quiesce(-beta, -alpha, ply + 1, replies, qply + 1);
            m_board->Undo();
            if (m_stopped) return 0;
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) break;
                }
            }
        }
        if (bestScore == -kInfinity) return Evaluate(*m_board);  // in check, deep: no evasion tried
        return bestScore;
    }

    std::vector<Move> PrincipalVariation(Move first, int depth) {
        std::vector<Move> pv{first};
        m_board->Do(first);
        for (int i = 1; i < depth; ++i) {
            TableEntry* e = Probe(m_board->StateKey());
            if (!e || !e->move) break;
            Move m = MoveFromRaw(e->move);
            MoveList legal;
            GenerateLegalMoves(m_board->Pos(), legal);
            if (!legal.Contains(m) || m_board->Status(true, 0).IsOver()) break;
            pv.push_back(m);
            m_board->Do(m);
        }
        for (size_t i = 0; i < pv.size(); ++i) m_board->Undo();
        return pv;
    }

    std::vector<TableEntry> m_table;
    size_t m_mask = 0;
    std::optional<SearchBoard> m_board;
    SearchLimits m_limits;
    Clock::time_point m_start;
    uint64_t m_nodes = 0;
    bool m_stopped = false;
    int m_rootDepth = 1;
    std::array<std::array<Move, 2>, kMaxPly + 1> m_killers{};
    std::array<std::array<int, kMaxSquares>, kMaxSquares> m_history{};
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
