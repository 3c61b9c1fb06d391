#include "core/tablebase/builder.h"

#include "core/rules/movegen.h"
#include "core/rules/profile.h"
#include "core/tablebase/unmoves.h"

namespace chatur::tablebase {

namespace {

constexpr uint8_t kFixedDraw = 255;  // in the move counters: decided a draw, never changes
constexpr uint8_t kExitDraw = 254;   // in the exit summary: some capture or promotion draws

struct Successor {
    uint64_t key;
    const Table* table;
    bool flip;
};

uint64_t MaterialKeyOf(const Position& pos) {
    uint64_t key = 0;
    const Variant& v = pos.GetVariant();
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (IsEmpty(p) || TypeOf(p) == PieceType::King) continue;
        PieceType t = TypeOf(p) == PieceType::BiaNgai ? PieceType::Met : TypeOf(p);
        key += uint64_t(1) << (3 * (Index(ColorOf(p)) * kPieceTypeCount + int(t)));
    }
    return key;
}

// How often (in positions) a build looks at its stop token.
constexpr uint64_t kStopCheckMask = 0xFFFF;

class Builder {
public:
    Builder(const Material& material, const BuildProgress& progress, std::stop_token stop)
        : m_layout(material),
          m_progress(progress),
          m_stop(std::move(stop)),
          m_size(m_layout.Size()) {}

    // Every successor's table, or the error of the first one missing.
    std::optional<TableError> Connect(const TableSource& source) {
        for (const Material& m : m_layout.GetMaterial().Successors()) {
            const Table* t = source(m);
            if (!t) return TableError{TableProblem::Failed, "table " + m.Name() + " is missing"};
            m_successors.push_back({m.Key(), t, false});
            if (!(m.Flipped() == m)) m_successors.push_back({m.Flipped().Key(), t, true});
        }
        return std::nullopt;
    }

    // The table's bytes; nothing when the build failed or was stopped (Error()).
    std::optional<std::vector<uint8_t>> Run() {
        m_val.assign(m_size, kDraw);
        m_count.assign(m_size, 0);
        m_exit.assign(m_size, 0);
        m_decided.assign(kMaxPlies + 2, {});
        m_pending.assign(kMaxPlies + 2, {});
        if (!Initialise()) return std::nullopt;
        for (int plies = 0;; ++plies) {
            if (plies > kMaxPlies - 1) {
                Fail("mate longer than " + std::to_string(kMaxPlies) + " plies in " +
                     m_layout.GetMaterial().Name());
                return std::nullopt;
            }
            const bool any = Level(plies);
            if (m_error) return std::nullopt;
            if (!any && plies >= m_maxExit) break;
            Report(0.5 + 0.49 * std::min(1.0, plies / 100.0));
        }
        m_count = {};
        m_exit = {};
        return std::move(m_val);
    }

    const std::optional<TableError>& Error() const { return m_error; }

private:
    void Report(double f) {
        if (m_progress) m_progress(f);
    }

    void Fail(std::string message) {
        if (!m_error) m_error = TableError{TableProblem::Failed, std::move(message)};
    }

    // Whether the caller asked the build to stop (and records it as the error).
    bool Stopped() {
        if (!m_stop.stop_requested()) return false;
        if (!m_error) m_error = TableError{TableProblem::Cancelled, "cancelled"};
        return true;
    }

    // The byte of the smaller table a capture or promotion leads to; nothing
    // (and the error recorded) when no table has the position.
    std::optional<uint8_t> ExitValue(Position& pos) {
        uint64_t key = MaterialKeyOf(pos);
        for (const Successor& s : m_successors)
            if (s.key == key) {
                uint8_t b = s.table->Lookup(pos, s.flip);
                if (b == kNoPosition || b >= kMaxPlies) {
                    Fail("bad successor value in " + s.table->GetMaterial().Name());
                    return std::nullopt;
                }
                return b;
            }
        Fail("no table for a position after a capture in " + m_layout.GetMaterial().Name());
        return std::nullopt;
    }

    // Decides the positions that end at once; false when the build must stop.
    bool Initialise() {
        const Variant& v = m_layout.GetVariant();
        const bool xiangqi = v.id == VariantId::Xiangqi;
        Position pos(v);
        TablePosition p;
        MoveList moves;
        for (uint64_t i = 0; i < m_size; ++i) {
            if ((i & kStopCheckMask) == 0 && Stopped()) return false;
            if ((i & 0xFFFFF) == 0) Report(0.5 * double(i) / double(m_size));
            if (!m_layout.Decode(i, p)) {
                m_val[i] = kNoPosition;
                continue;
            }
            m_layout.ToPosition(p, pos);
            if (pos.KingExposed(~pos.SideToMove())) {
                m_val[i] = kNoPosition;
                continue;
            }
            moves.Clear();
            GenerateLegalMoves(pos, moves);
            if (moves.Empty()) {
                // Mated; or without check a Makruk stalemate (a draw) or Xiangqi's
                // loss for having no move.
                if (pos.InCheck() || xiangqi)
                    Decide(i, 0);
                else
                    m_count[i] = kFixedDraw;
                continue;
            }
            // Material that ends the game at once (after the no-move test, as Game does).
            if (xiangqi ? XiangqiNoAttackers(pos) : OnlyKings(pos)) {
                m_count[i] = kFixedDraw;
                continue;
            }
            int quiet = 0;
            uint8_t exit = 0;
            for (Move m : moves) {
                if (IsEmpty(pos.PieceAt(m.To())) && !m.IsPromotion()) {
                    ++quiet;
                    continue;
                }
                Piece captured = pos.DoMove(m);
                std::optional<uint8_t> child = ExitValue(pos);
                pos.UndoMove(m, captured);
                if (!child) return false;
                exit = Better(exit, *child);
            }
            m_count[i] = uint8_t(quiet);
            m_exit[i] = exit;
            if (exit != 0 && exit != kExitDraw) m_maxExit = std::max(m_maxExit, int(exit) - 1);
            if (quiet == 0) {
                if (exit == kExitDraw)
                    m_count[i] = kFixedDraw;
                else
                    Decide(i, exit - 1);
            } else if (exit != 0 && exit != kExitDraw) {
                m_pending[size_t(exit - 1)].push_back(uint32_t(i));
            }
        }
        return true;
    }

    // The better of an exit summary and one more capture's child byte (the child's
    // side to move is the opponent), as a summary: a win (odd plies + 1), else a
    // draw, else the longest loss.
    static uint8_t Better(uint8_t summary, uint8_t child) {
        uint8_t mine = child == kDraw ? kExitDraw : uint8_t(child + 1);  // plies + 1 for us
        if (summary == 0) return mine;
        auto rank = [](uint8_t s) {
            if (s == kExitDraw) return 1;
            return (s - 1) % 2 == 1 ? 2 : 0;
        };
        int a = rank(summary), b = rank(mine);
        if (a != b) return a > b ? summary : mine;
        if (a == 2) return std::min(summary, mine);  // the quicker win
        if (a == 0) return std::max(summary, mine);  // the slower loss
        return summary;
    }

    void Decide(uint64_t i, int plies) {
        m_val[i] = uint8_t(plies + 1);
        m_decided[size_t(plies)].push_back(uint32_t(i));
    }

    // Decides the positions of `plies` that come from captures, then plays every
    // position decided at `plies` backwards. Returns whether any position has
    // `plies` (false too when the build was stopped).
    bool Level(int plies) {
        if (Stopped()) return false;
        const uint8_t here = uint8_t(plies + 1);
        const bool win = plies % 2 == 1;
        for (uint32_t i : m_pending[size_t(plies)])
            if (m_val[i] == kDraw && (win || m_count[i] == 0)) Decide(i, plies);
        m_pending[size_t(plies)] = {};
        std::vector<uint32_t> frontier = std::move(m_decided[size_t(plies)]);
        TablePosition p, q;
        UnMoveList unmoves;
        uint64_t done = 0;
        for (uint32_t i : frontier) {
            if ((++done & kStopCheckMask) == 0 && Stopped()) return false;
            m_layout.Decode(i, p);
            GenerateUnMoves(m_layout, p, unmoves);
            for (int k = 0; k < unmoves.size; ++k) {
                q = p;
                q.sideToMove = ~p.sideToMove;
                q.squares[size_t(unmoves.items[size_t(k)].slot)] = unmoves.items[size_t(k)].from;
                uint64_t j = m_layout.Encode(q);
                if (j == kNoIndex || m_val[j] != kDraw || m_count[j] == kFixedDraw) continue;
                if (!win) {
                    Decide(j, plies + 1);  // moving here wins
                    continue;
                }
                if (m_count[j] == 0 || --m_count[j] != 0) continue;
                uint8_t e = m_exit[j];
                if (e == 0 || (e != kExitDraw && (e - 1) % 2 == 0 && e <= here + 1))
                    Decide(j, plies + 1);  // every move loses: the longest is this one
                // Otherwise a capture wins or draws, or loses later (decided at its ply).
            }
        }
        return !frontier.empty();
    }

    Layout m_layout;
    BuildProgress m_progress;
    std::stop_token m_stop;
    std::optional<TableError> m_error;
    uint64_t m_size;
    std::vector<Successor> m_successors;
    std::vector<uint8_t> m_val, m_count, m_exit;
    // Per ply: the positions decided at it, and those whose capture decides them then.
    std::vector<std::vector<uint32_t>> m_decided, m_pending;
    int m_maxExit = 0;
};

}  // namespace

BuildResult BuildTable(const Material& material, const TableSource& source,
                       const BuildProgress& progress, std::stop_token stop) {
    Builder builder(material, progress, std::move(stop));
    if (auto error = builder.Connect(source)) return {nullptr, std::move(error)};
    std::optional<std::vector<uint8_t>> values = builder.Run();
    if (!values) return {nullptr, builder.Error()};
    return {std::make_unique<Table>(material, std::move(*values)), std::nullopt};
}

}  // namespace chatur::tablebase
