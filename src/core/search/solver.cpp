#include "core/search/solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <string>

#include "core/notation/coord.h"
#include "core/rules/movegen.h"
#include "core/search/search_board.h"

namespace chatur {

std::string_view SolveStatusKey(SolveStatus status) {
    switch (status) {
        case SolveStatus::Complete:
            return "complete";
        case SolveStatus::NodeLimit:
            return "node-limit";
        case SolveStatus::TimeLimit:
            return "time-limit";
        case SolveStatus::Stopped:
            return "stopped";
    }
    return "complete";
}

namespace {

using TextMove = std::pair<std::string, Move>;

// Moves with their coordinate text, sorted by it (byte order, as docs/cli.md says).
std::vector<TextMove> SortedByText(const Variant& v, const MoveList& list) {
    std::vector<TextMove> out;
    for (Move m : list) out.emplace_back(MoveToString(v, m), m);
    std::sort(out.begin(), out.end(),
              [](const TextMove& a, const TextMove& b) { return a.first < b.first; });
    return out;
}

using Clock = std::chrono::steady_clock;

// Proven results of "the attacker, to move here, mates within d moves": the least
// d known to win and the greatest d known not to. The search has no repetition
// on its path (see docs/engine.md: a shortest mate never repeats a position), so a
// result depends only on the position and the running count -- as long as no
// fifty-move or ply limit can fall inside the search, which the solver checks
// before it uses the table.
class MateTable {
public:
    explicit MateTable(int megabytes) {
        size_t want = size_t(std::max(1, megabytes)) * 1024 * 1024 / sizeof(Entry);
        size_t size = 1;
        while (size * 2 <= want) size *= 2;
        m_entries.resize(size);
        m_mask = size - 1;
    }
    // 1: wins within d; -1: does not; 0: unknown.
    int Probe(uint64_t key, int d) const {
        const Entry& e = m_entries[key & m_mask];
        if (e.key != key) return 0;
        if (e.win <= d) return 1;
        if (e.noWin >= d) return -1;
        return 0;
    }
    void Store(uint64_t key, int d, bool win) {
        Entry& e = m_entries[key & m_mask];
        if (e.key != key) e = Entry{key, kUnknownWin, 0};
        if (win)
            e.win = std::min<uint8_t>(e.win, uint8_t(d));
        else
            e.noWin = std::max<uint8_t>(e.noWin, uint8_t(d));
    }

private:
    static constexpr uint8_t kUnknownWin = 0xFF;
    struct Entry {
        uint64_t key = 0;
        uint8_t win = kUnknownWin;
        uint8_t noWin = 0;
    };
    std::vector<Entry> m_entries;
    size_t m_mask = 0;
};

int VictimValue(Piece p) {
    switch (TypeOf(p)) {
        case PieceType::Rook:
            return 9;
        case PieceType::Cannon:
            return 5;
        case PieceType::Horse:
            return 4;
        case PieceType::Khon:
            return 3;
        case PieceType::Met:
        case PieceType::BiaNgai:
        case PieceType::Advisor:
        case PieceType::Elephant:
            return 2;
        case PieceType::Pawn:
            return 1;
        default:
            return 0;
    }
}

class MateSolver {
public:
    MateSolver(const Game& game, int maxMoves, const SolveLimits& limits)
        : m_board(game, false),
          m_attacker(game.SideToMove()),
          m_limits(limits),
          m_table(std::min(limits.hashMegabytes, 1 << std::clamp(maxMoves, 1, 10))),
          m_start(Clock::now()) {
        // Transpositions reach a position after different numbers of plies, so a
        // stored result would be wrong if a ply limit or the fifty-move rule could
        // end the game inside the search.
        int plies = 2 * maxMoves;
        const RuleProfile& p = game.Profile();
        m_useTable = !(p.plyLimit && game.GamePly() + plies >= p.plyLimit) &&
                     !(p.fiftyMovePlies && game.HalfmoveClock() + plies >= p.fiftyMovePlies);
        m_xiangqi = game.GetVariant().id == VariantId::Xiangqi;
        const Variant& v = game.GetVariant();
        for (int x = 0; x < v.SquareCount(); ++x)
            for (int t = 0; t < v.SquareCount(); ++t) {
                int df = std::abs(v.FileOf(Square(x)) - v.FileOf(Square(t)));
                int dr = std::abs(v.RankOf(Square(x)) - v.RankOf(Square(t)));
                m_related[size_t(x)][size_t(t)] = df == 0 || dr == 0 || (df <= 2 && dr <= 2);
            }
    }

    SolveResult Run(const Game& game, int maxMoves) {
        SolveResult result;
        if (game.IsOver() || maxMoves < 1) return Finish(result);
        const Variant& v = game.GetVariant();
        MoveList legal = game.LegalMoves();
        std::vector<TextMove> roots = SortedByText(v, legal);
        std::vector<int> mateIn(roots.size(), 0);

        for (int k = 1; k <= maxMoves && !m_aborted; ++k) {
            for (size_t i = 0; i < roots.size() && !m_aborted; ++i) {
                if (mateIn[i]) continue;
                Move m = roots[i].second;
                bool check = GivesCheck(m);
                m_board.Do(m);
                ++m_nodes;
                bool win = AfterAttackerMove(k, check);
                m_board.Undo();
                if (win) mateIn[i] = k;  // a win is only ever returned when proven
            }
        }
        // Proven solutions stay valid when a budget ran out; their lines are
        // completed without the budget.
        m_pvMode = true;
        m_aborted = false;
        for (size_t i = 0; i < roots.size(); ++i) {
            if (!mateIn[i]) continue;
            MateSolution s{roots[i].second, mateIn[i], {}};
            s.pv = MainLine(s.first, s.mateIn);
            result.solutions.push_back(std::move(s));
        }
        return Finish(result);
    }

private:
    SolveResult& Finish(SolveResult& r) {
        r.status = m_status;
        r.nodes = m_nodes;
        r.elapsedMs = int(
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start).count());
        return r;
    }

    bool CheckLimits() {
        if (m_pvMode) return false;
        if (m_aborted) return true;
        if (m_limits.maxNodes && m_nodes >= m_limits.maxNodes) {
            m_status = SolveStatus::NodeLimit;
        } else if ((++m_calls & 127) != 0) {
            return false;
        } else if (m_limits.stop && m_limits.stop->load(std::memory_order_relaxed)) {
            m_status = SolveStatus::Stopped;
        } else if (m_limits.maxTimeMs &&
                   Clock::now() - m_start >= std::chrono::milliseconds(m_limits.maxTimeMs)) {
            m_status = SolveStatus::TimeLimit;
        } else {
            return false;
        }
        m_aborted = true;
        return true;
    }

    // Whether a piece on `x` can take part in an attack on `target`: on its rank or
    // file (Rua, Chariot, Cannon and its screen, facing Generals), or within two
    // steps (Ma/Horse and the Horse's leg, every one-step piece). A move whose two
    // squares both lie outside cannot change whether `target` is attacked.
    bool Related(Square x, Square target) const { return m_related[x][target]; }

    bool GivesCheck(Move m) {
        // The defender is not in check before the move (it is not to move).
        Square k = m_board.Pos().KingSquare(~m_board.SideToMove());
        if (!Related(m.From(), k) && !Related(m.To(), k)) return false;
        Position& pos = m_board.Pos();
        if (m_xiangqi) return xiangqi::GivesCheck(pos, m);
        Piece captured = pos.DoMove(m);
        bool check = pos.InCheck();
        pos.UndoMove(m, captured);
        return check;
    }

    // Occurrences of the current position: the search path never repeats one, so
    // only the game's history before the root adds to it.
    int Occurrences() const { return m_board.RootOccurrences(m_board.Key()) + 1; }

    bool IsWin(const Outcome& o) const {
        return o.result == WinFor(m_attacker) &&
               (o.reason == Reason::Checkmate || o.reason == Reason::NoMoves);
    }

    // Xiangqi: the points the General of `side` could step to safely (at most
    // `limit` of them, written to `out` when given).
    int SafeGeneralSteps(Color side, Square* out, int limit) {
        Position& pos = m_board.Pos();
        const Variant& v = pos.GetVariant();
        Square k = pos.KingSquare(side);
        int f = v.FileOf(k), r = v.RankOf(k);
        constexpr int kSteps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int n = 0;
        for (const auto& d : kSteps) {
            int nf = f + d[0], nr = r + d[1];
            if (!v.OnBoard(nf, nr)) continue;
            Square to = v.MakeSquare(nf, nr);
            if (!v.InPalace(side, to)) continue;
            Piece target = pos.PieceAt(to);
            if (!IsEmpty(target) && ColorOf(target) == side) continue;
            if (xiangqi::LeavesGeneralExposed(pos, Move(k, to))) continue;
            if (out) out[n] = to;
            if (++n == limit) break;
        }
        return n;
    }

    // The attacker to move: where the defender's General could step if it moved.
    int SafeGeneralSteps(std::array<Square, 4>& out) {
        return SafeGeneralSteps(~m_board.Pos().SideToMove(), out.data(), 4);
    }

    // Xiangqi: after a move that gives no check, the defender's General can
    // usually step somewhere safe, and then the defender is not out of moves.
    bool GeneralCanStep() { return SafeGeneralSteps(m_board.Pos().SideToMove(), nullptr, 1) > 0; }

    // The attacker has just moved (`check`: the move gives check) and has `d` moves
    // in all, this one included. True if it has won, or if every defence loses
    // within the remaining d - 1 moves.
    bool AfterAttackerMove(int d, bool check) {
        Position& pos = m_board.Pos();
        if (d == 1) {
            // Only a move that leaves the defender without a legal move can win
            // unchecked: never in Makruk (a stalemate draws), rarely in Xiangqi.
            if (!check && (!m_xiangqi || GeneralCanStep())) return false;
            return IsWin(m_board.Status(HasLegalMoves(pos), Occurrences()));
        }
        int ply = m_board.Ply();
        Move killer = ply < kMaxPly ? m_killers[ply] : Move();
        // Most defender nodes are refuted by the reply that refuted their
        // siblings (the killer). Xiangqi tries it before generating the others,
        // when it is legal here (then the defender has a move, as Status needs).
        bool killerTried = false;
        if (m_xiangqi && !killer.IsNull() && xiangqi::IsLegal(pos, killer)) {
            Outcome o = m_board.Status(true, Occurrences());
            if (o.IsOver()) return IsWin(o);
            killerTried = true;
            bool holds = DefenceHolds(killer, d);
            if (m_aborted) return false;
            if (holds) return Refuted(killer, d);
        }

        MoveList replies;
        GenerateLegalMoves(pos, replies);
        if (!killerTried) {
            Outcome o = m_board.Status(!replies.Empty(), Occurrences());
            if (o.IsOver()) return IsWin(o);
        }

        // Order the defence: the last refutation found at this depth first, then
        // by how often a reply refuted before (history), captures breaking ties.
        std::array<Move, MoveList::kCapacity> order;
        std::array<int, MoveList::kCapacity> score;
        int n = 0;
        for (Move r : replies) {
            if (killerTried && r == killer) continue;
            int s = r == killer ? 1 << 30
                                : m_refutations[r.From()][r.To()] * 4 +
                                      (IsEmpty(pos.PieceAt(r.To())) ? 0 : 2);
            int j = n++;
            while (j > 0 && score[size_t(j - 1)] < s) {
                order[size_t(j)] = order[size_t(j - 1)];
                score[size_t(j)] = score[size_t(j - 1)];
                --j;
            }
            order[size_t(j)] = r;
            score[size_t(j)] = s;
        }

        for (int i = 0; i < n; ++i) {
            Move r = order[size_t(i)];
            bool holds = DefenceHolds(r, d);
            if (m_aborted) return false;
            if (holds) return Refuted(r, d);
        }
        return true;
    }

    // The defender's reply `r` (legal) to an attacker's move with `d` moves in all:
    // true if the attacker then cannot mate within d - 1.
    bool DefenceHolds(Move r, int d) {
        Position& pos = m_board.Pos();
        m_board.Do(r);
        ++m_nodes;
        bool holds;
        int known = 0;
        // Xiangqi: a position in the table was not over when it was stored, and
        // its status depends on nothing but its key (no count; repetitions by
        // key; fifty moves and the ply limit turn the table off), so its result
        // needs no move generation.
        if (m_xiangqi && m_useTable) known = m_table.Probe(m_board.StateKey(), d - 1);
        if (known) {
            holds = known < 0;
        } else {
            MoveList attacks;
            GenerateLegalMoves(pos, attacks);
            Outcome after = m_board.Status(!attacks.Empty(), Occurrences());
            // Any end after a defender's move is no mate by the attacker.
            holds = after.IsOver() || !AttackerWins(attacks, d - 1);
        }
        m_board.Undo();
        return holds;
    }

    // Records `r` as the refutation at this ply; the attacker's move fails.
    bool Refuted(Move r, int d) {
        int ply = m_board.Ply();
        if (ply < kMaxPly) m_killers[ply] = r;
        m_refutations[r.From()][r.To()] += d * d;
        return false;
    }

    // The attacker is to move with its legal moves `moves` (the game goes on).
    // True if it mates within `d` moves.
    bool AttackerWins(const MoveList& moves, int d) {
        if (CheckLimits()) return false;
        uint64_t key = m_board.StateKey();
        if (m_useTable) {
            int known = m_table.Probe(key, d);
            if (known) return known > 0;
        }
        Position& pos = m_board.Pos();
        if (d == 1) return MatesNow(moves, key);
        struct Scored {
            Move move;
            int score;
            bool check;
        };
        std::array<Scored, MoveList::kCapacity> order;
        int n = 0;
        for (Move m : moves) {
            bool check = GivesCheck(m);
            int score = (check ? 1000 : 0) + 10 * VictimValue(pos.PieceAt(m.To()));
            order[size_t(n++)] = {m, score, check};
        }
        std::stable_sort(order.begin(), order.begin() + n,
                         [](const Scored& a, const Scored& b) { return a.score > b.score; });
        for (int i = 0; i < n; ++i) {
            m_board.Do(order[size_t(i)].move);
            ++m_nodes;
            bool win = AfterAttackerMove(d, order[size_t(i)].check);
            m_board.Undo();
            if (m_aborted) return false;
            if (win) {
                if (m_useTable) m_table.Store(key, d, true);
                return true;
            }
        }
        if (m_useTable) m_table.Store(key, d, false);
        return false;
    }

    // AttackerWins with one move left: a move that gives no check can only win by
    // leaving the defender without a legal move, which needs (Xiangqi) at least
    // a General that cannot step; in Makruk it cannot win (a stalemate draws).
    bool MatesNow(const MoveList& moves, uint64_t key) {
        Position& pos = m_board.Pos();
        Square general = pos.KingSquare(~pos.SideToMove());
        // Xiangqi: the General's safe steps before the move; a move far from such a
        // step (see Related) leaves it safe, so the defender still has a move.
        std::array<Square, 4> safeSteps{};
        int safeCount = 0;
        if (m_xiangqi) safeCount = SafeGeneralSteps(safeSteps);
        for (Move m : moves) {
            bool near = Related(m.From(), general) || Related(m.To(), general);
            bool candidate;
            if (!m_xiangqi) {
                if (!near) continue;  // no check possible, and a stalemate draws
                Piece captured = pos.DoMove(m);
                candidate = pos.InCheck();
                pos.UndoMove(m, captured);
            } else if (near && xiangqi::GivesCheck(pos, m)) {
                candidate = true;
            } else {
                // Only a no-moves finish could win: every safe step must be taken
                // away. A move far from a step (see Related) leaves it safe.
                bool stepLeft = false;
                for (int i = 0; i < safeCount && !stepLeft; ++i) {
                    Square step = safeSteps[size_t(i)];
                    stepLeft = (!Related(m.From(), step) && !Related(m.To(), step)) ||
                               !xiangqi::LeavesGeneralExposedAfter(pos, m, Move(general, step));
                }
                // A step the move opens (a capture on it) is found by the test below.
                candidate = !stepLeft;
            }
            if (!candidate) continue;
            m_board.Do(m);
            ++m_nodes;
            bool win = !HasLegalMoves(pos) && IsWin(m_board.Status(false, Occurrences()));
            m_board.Undo();
            if (win) {
                if (m_useTable) m_table.Store(key, 1, true);
                return true;
            }
        }
        if (m_useTable) m_table.Store(key, 1, false);
        return false;
    }

    // The least d <= maxD within which the attacker (to move, `moves`) mates; 0 if none.
    int LeastMate(const MoveList& moves, int maxD) {
        for (int d = 1; d <= maxD; ++d)
            if (AttackerWins(moves, d)) return d;
        return 0;
    }

    std::vector<Move> MainLine(Move first, int k) {
        const Variant& v = m_board.GetVariant();
        auto byText = [&v](const MoveList& list) { return SortedByText(v, list); };
        std::vector<Move> pv{first};
        m_board.Do(first);
        int d = k;
        while (true) {
            MoveList replies;
            GenerateLegalMoves(m_board.Pos(), replies);
            if (m_board.Status(!replies.Empty(), Occurrences()).IsOver() || d <= 1) break;
            // The defence that resists longest.
            Move best;
            int bestDist = -1;
            for (const auto& [text, r] : byText(replies)) {
                m_board.Do(r);
                MoveList attacks;
                GenerateLegalMoves(m_board.Pos(), attacks);
                int dist = m_board.Status(!attacks.Empty(), Occurrences()).IsOver()
                               ? 0
                               : LeastMate(attacks, d - 1);
                m_board.Undo();
                if (dist > bestDist) bestDist = dist, best = r;
            }
            if (bestDist <= 0) break;  // cannot happen for a proven mate
            pv.push_back(best);
            m_board.Do(best);
            d = bestDist;
            // The attacker's quickest mate from here.
            MoveList attacks;
            GenerateLegalMoves(m_board.Pos(), attacks);
            Move next;
            for (int j = 1; j <= d && next.IsNull(); ++j) {
                for (const auto& [text, m] : byText(attacks)) {
                    bool check = GivesCheck(m);
                    m_board.Do(m);
                    bool win = AfterAttackerMove(j, check);
                    m_board.Undo();
                    if (win) {
                        next = m;
                        d = j;
                        break;
                    }
                }
            }
            if (next.IsNull()) break;  // cannot happen for a proven mate
            pv.push_back(next);
            m_board.Do(next);
        }
        for (size_t i = 0; i < pv.size(); ++i) m_board.Undo();
        return pv;
    }

    static constexpr int kMaxPly = 64;

    SearchBoard m_board;
    Color m_attacker;
    SolveLimits m_limits;
    MateTable m_table;
    Clock::time_point m_start;
    bool m_useTable = true;
    bool m_xiangqi = false;
    bool m_aborted = false;
    bool m_pvMode = false;
    SolveStatus m_status = SolveStatus::Complete;
    uint64_t m_nodes = 0;
    uint64_t m_calls = 0;
    std::array<Move, kMaxPly> m_killers{};
    std::array<std::array<bool, kMaxSquares>, kMaxSquares> m_related{};
    std::array<std::array<int, kMaxSquares>, kMaxSquares> m_refutations{};
};

}  // namespace

SolveResult SolveMate(const Game& game, int maxMoves, const SolveLimits& limits) {
    MateSolver solver(game, maxMoves, limits);
    return solver.Run(game, maxMoves);
}

}  // namespace chatur
