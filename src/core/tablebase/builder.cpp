#include "core/tablebase/builder.h"

#include <bit>
#include <utility>

#include "core/rules/bitboard.h"
#include "core/rules/profile.h"
#include "core/tablebase/forward.h"
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

// How often (in positions) a build looks at its stop token.
constexpr uint64_t kStopCheckMask = 0xFFFF;
// The same in blocks of the first pass (a block is one slot's range, up to 90).
constexpr uint64_t kBlockCheckMask = 0x3FF;

// Decodes the indexes of a walk through a table in increasing order: an index
// that differs from the last one only in the last slot's digit changes that
// slot's square alone, without a division.
class IndexWalk {
public:
    explicit IndexWalk(const Layout& layout)
        : m_layout(layout), m_last(layout.Slots() - 1), m_range(uint64_t(layout.Range(m_last))) {}

    // `p` must be the position this walk decoded last (or any, on its first call).
    void Decode(uint64_t i, TablePosition& p) {
        if (i >= m_blockStart && i < m_blockEnd) {
            p.squares[size_t(m_last)] = m_layout.PlaceSquare(m_last, int(i - m_blockStart));
            return;
        }
        m_layout.Decode(i, p);
        m_blockStart = i - i % m_range;
        m_blockEnd = m_blockStart + m_range;
    }

private:
    const Layout& m_layout;
    int m_last;
    uint64_t m_range;
    uint64_t m_blockStart = 0, m_blockEnd = 0;
};

class Builder {
public:
    Builder(const Material& material, const BuildProgress& progress, std::stop_token stop)
        : m_layout(material),
          m_progress(progress),
          m_stop(std::move(stop)),
          m_size(m_layout.Size()) {
        const Variant& v = m_layout.GetVariant();
        for (int s = 0; s < v.SquareCount(); ++s)
            m_upsideDown[size_t(s)] = TurnedSquare(v, Square(s), false, true);
    }

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
        m_cells.assign(m_size, Cell{});
        m_decided.assign(kMaxPlies + 2, {});
        m_pending.assign(kMaxPlies + 2, {});
        m_now.assign((m_size + 63) / 64, 0);
        m_next.assign((m_size + 63) / 64, 0);
        m_open.assign((m_size + 63) / 64, 0);
        if (m_layout.GetVariant().id == VariantId::Makruk) {
            m_makruk.emplace(m_layout);
            const int last = m_layout.Slots() - 1;
            if (m_layout.Range(last) == 64 && !m_layout.Twinned(last)) m_wordSlot = last;
        }
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
        std::vector<uint8_t> values(m_size);
        for (uint64_t i = 0; i < m_size; ++i) values[i] = m_cells[i].val;
        m_cells = {};
        return values;
    }

    const std::optional<TableError>& Error() const { return m_error; }

private:
    // A position's value (`val`) and, while it is undecided, its quiet moves not
    // yet known to lose (`count`, or kFixedDraw) and the best of its captures and
    // promotions (`exit`): kept together, as the analysis reads all three at once.
    struct Cell {
        uint8_t val = kDraw;
        uint8_t count = 0;
        uint8_t exit = 0;
    };

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

    // Where an exit of one kind (which piece moves, which it takes, whether it
    // promotes) leads: the smaller table, whether its colours are swapped, and
    // for each of its slots the slot of this table whose piece stands there.
    struct ExitMap {
        const Table* table = nullptr;
        bool flip = false;
        std::array<int, kMaxSlots> source{};
    };

    // The exit map of `e`'s kind, worked out on its first use; nullptr (and
    // the error recorded) when no successor table has its material.
    const ExitMap* MapOf(const Exit& e) {
        ExitMap& map = m_exitMaps[size_t(e.slot)][size_t(e.captured + 1)][e.promotes ? 1 : 0];
        if (map.table) return &map;
        const Color mover = m_layout.SlotColor(e.slot);
        uint64_t key = m_key;
        if (e.captured >= 0) key -= PieceKey(~mover, m_layout.SlotType(e.captured));
        if (e.promotes)
            key = key - PieceKey(mover, PieceType::Pawn) + PieceKey(mover, PieceType::Met);
        const Successor* successor = nullptr;
        for (const Successor& s : m_successors)
            if (s.key == key) successor = &s;
        if (!successor) {
            Fail("no table for a position after a capture in " + m_layout.GetMaterial().Name());
            return nullptr;
        }
        // Each piece left goes to the successor's first free slot of its kind, as
        // Layout::FromPieces places them (identical pieces are put in order by
        // Encode).
        const Layout& layout = successor->table->GetLayout();
        std::array<bool, kMaxSlots> filled{};
        for (int slot = 0; slot < m_layout.Slots(); ++slot) {
            if (slot == e.captured) continue;
            Color c = m_layout.SlotColor(slot);
            PieceType t = slot == e.slot && e.promotes ? PieceType::Met : m_layout.SlotType(slot);
            if (successor->flip) c = ~c;
            for (int k = 0; k < layout.Slots(); ++k)
                if (!filled[size_t(k)] && layout.SlotColor(k) == c && layout.SlotType(k) == t) {
                    filled[size_t(k)] = true;
                    map.source[size_t(k)] = slot;
                    break;
                }
        }
        map.flip = successor->flip;
        map.table = successor->table;
        return &map;
    }

    // The byte of the smaller table that the exit `e` from `p` leads to;
    // nothing (and the error recorded) when no table has the position.
    std::optional<uint8_t> ExitValue(const TablePosition& p, const Exit& e) {
        const ExitMap* map = MapOf(e);
        if (!map) return std::nullopt;
        const Layout& layout = map->table->GetLayout();
        TablePosition q;
        q.sideToMove = map->flip ? p.sideToMove : ~p.sideToMove;
        for (int k = 0; k < layout.Slots(); ++k) {
            const int slot = map->source[size_t(k)];
            const Square s = slot == e.slot ? e.to : p.squares[size_t(slot)];
            q.squares[size_t(k)] = map->flip ? m_upsideDown[s] : s;
        }
        const uint64_t j = layout.Encode(q);
        const uint8_t b = j == kNoIndex ? kNoPosition : map->table->At(j);
        if (b == kNoPosition || b >= kMaxPlies) {
            Fail("bad successor value in " + map->table->GetMaterial().Name());
            return std::nullopt;
        }
        return b;
    }

    // Decides the positions that end at once; false when the build must stop.
    // The indexes are walked a block at a time (those that differ only in the
    // last slot's place): the other pieces are decoded and checked once a block.
    bool Initialise() {
        const int last = m_layout.Slots() - 1;
        const uint64_t range = uint64_t(m_layout.Range(last));
        TablePosition p;
        std::array<int, kMaxSlots> places{};
        uint64_t blocks = 0;
        for (uint64_t block = 0; block < m_size; block += range) {
            if ((blocks++ & kBlockCheckMask) == 0) {
                if (Stopped()) return false;
                Report(0.5 * double(block) / double(m_size));
            }
            if (block == 0) {
                m_layout.Decode(0, p);
            } else {
                places[size_t(last)] = int(range) - 1;  // the next index starts a block
                m_layout.DecodeNext(places, p);
            }
            if (!m_layout.NamesBeforeLast(p)) {
                for (uint64_t i = block; i < block + range; ++i) m_cells[i].val = kNoPosition;
                continue;
            }
            // Makruk: the last piece's squares on which the side to move attacks
            // the enemy Khun, worked out for the block.
            const bool masked = m_makruk && last >= 2;
            const uint64_t illegal = masked ? m_makruk->IllegalLast(p) : 0;
            for (uint64_t k = 0; k < range; ++k) {
                const Square s = m_layout.PlaceSquare(last, int(k));
                p.squares[size_t(last)] = s;
                if (!m_layout.LastFits(p) || (masked && ((illegal >> s) & 1))) {
                    m_cells[block + k].val = kNoPosition;
                    continue;
                }
                if (!InitialiseOne(block + k, p, masked)) return false;
            }
        }
        return true;
    }

    // The first pass on one position `p` (index `i`, named by the layout; in
    // Makruk with `legal`, known not to have the enemy Khun attacked); false when
    // the build must stop.
    bool InitialiseOne(uint64_t i, const TablePosition& p, bool legal) {
        const bool xiangqi = !m_makruk;
        TableMoves& moves = m_moves;
        Cell& cell = m_cells[i];
        if (xiangqi)
            GenerateXiangqiTableMoves(m_layout, p, moves);
        else
            m_makruk->Generate(p, moves, legal);
        if (!moves.legal) {
            cell.val = kNoPosition;
            return true;
        }
        if (moves.quiet == 0 && moves.exits == 0) {
            // Mated; or without check a Makruk stalemate (a draw) or Xiangqi's
            // loss for having no move.
            if (moves.inCheck || xiangqi)
                Decide(i, 0);
            else
                cell.count = kFixedDraw;
            return true;
        }
        // Material that ends the game at once (after the no-move test, as Game
        // does): it depends on the material alone, judged on the first position.
        if (!m_dead) {
            Position pos(m_layout.GetVariant());
            m_layout.ToPosition(p, pos);
            m_dead = xiangqi ? XiangqiNoAttackers(pos) : OnlyKings(pos);
        }
        if (*m_dead) {
            cell.count = kFixedDraw;
            return true;
        }
        uint8_t exit = 0;
        for (int k = 0; k < moves.exits; ++k) {
            std::optional<uint8_t> child = ExitValue(p, moves.exit[size_t(k)]);
            if (!child) return false;
            exit = Better(exit, *child);
        }
        const int quiet = moves.quiet;
        cell.count = uint8_t(quiet);
        cell.exit = exit;
        if (exit != 0 && exit != kExitDraw) m_maxExit = std::max(m_maxExit, int(exit) - 1);
        if (quiet == 0) {
            if (exit == kExitDraw)
                cell.count = kFixedDraw;
            else
                Decide(i, exit - 1);
            return true;
        }
        Open(i);
        if (exit != 0 && exit != kExitDraw) m_pending[size_t(exit - 1)].push_back(uint32_t(i));
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

    // Decides `i` at `plies` while the first pass runs (a list per ply).
    void Decide(uint64_t i, int plies) {
        m_cells[i].val = uint8_t(plies + 1);
        m_decided[size_t(plies)].push_back(uint32_t(i));
    }

    static void Mark(std::vector<uint64_t>& bits, uint64_t i) {
        bits[i / 64] |= uint64_t(1) << (i % 64);
    }
    static void Unmark(std::vector<uint64_t>& bits, uint64_t i) {
        bits[i / 64] &= ~(uint64_t(1) << (i % 64));
    }
    static bool Marked(const std::vector<uint64_t>& bits, uint64_t i) {
        return (bits[i / 64] >> (i % 64)) & 1;
    }

    // One predecessor `j` of a position decided at `plies` (won there when `win`).
    void Visit(uint64_t j, int plies, bool win) {
        if (!Marked(m_open, j)) return;
        Cell& c = m_cells[j];
        if (!win) {
            DecideNext(c, j, plies);  // moving here wins
            return;
        }
        if (c.count == 0 || --c.count != 0) return;
        const uint8_t e = c.exit;
        if (e == 0 || (e != kExitDraw && (e - 1) % 2 == 0 && e <= plies + 2))
            DecideNext(c, j, plies);  // every move loses: the longest is this one
        // Otherwise a capture wins or draws, or loses later (decided at its ply).
    }

    // Decides `j` (cell `c`) at `plies` + 1, in the backward pass of `plies`.
    void DecideNext(Cell& c, uint64_t j, int plies) {
        c.val = uint8_t(plies + 2);
        Close(j);
        Mark(m_next, j);
        ++m_nextCount[size_t(SideOf(j))];
    }

    // Opens `i` (undecided, not a fixed draw) or closes it (decided).
    void Open(uint64_t i) {
        Mark(m_open, i);
        ++m_openCount[SideOf(i)];
    }
    void Close(uint64_t i) {
        Unmark(m_open, i);
        --m_openCount[SideOf(i)];
    }
    // 0 when White is to move in the position of index `i`, 1 when Black is.
    int SideOf(uint64_t i) const { return i >= m_half ? 1 : 0; }

    // Decides the positions of `plies` that come from captures, then finds the
    // predecessors of every position decided at `plies`. Returns whether any
    // position has `plies` (false too when the build was stopped). The order of
    // the visits does not change what is decided.
    bool Level(int plies) {
        if (Stopped()) return false;
        const bool win = plies % 2 == 1;
        // m_now holds the positions decided at `plies` by the last backward pass.
        std::swap(m_now, m_next);
        std::array<uint64_t, 2> now = std::exchange(m_nextCount, {});
        for (uint32_t i : m_pending[size_t(plies)])
            if (m_cells[i].val == kDraw && (win || m_cells[i].count == 0)) {
                m_cells[i].val = uint8_t(plies + 1);
                Close(i);
                Mark(m_now, i);
                ++now[size_t(SideOf(i))];
            }
        m_pending[size_t(plies)] = {};
        for (uint32_t i : m_decided[size_t(plies)]) {
            Mark(m_now, i);
            ++now[size_t(SideOf(i))];
        }
        m_decided[size_t(plies)] = {};
        // Every predecessor of a lost position is won, so once most of them are
        // decided, most visits from a lost position find nothing to do: when the
        // other side has fewer than twice as many open positions as this side has
        // lost ones, those are played forward instead, each looking for a move
        // into a lost one (the factor that made the fewest instructions in the
        // Rua and Khon tables; a forward look stops at its first hit).
        std::array<bool, 2> forward{};
        for (int side : {0, 1}) {
            forward[size_t(side)] = !win && now[size_t(side)] != 0 &&
                                    m_openCount[size_t(1 - side)] < 2 * now[size_t(side)];
            if (forward[size_t(side)] && !ForwardPass(1 - side, plies)) return false;
        }
        return BackwardPass(plies, win, forward) && now[0] + now[1] != 0;
    }

    // The predecessors a backward pass finds, each visited a few steps after
    // its cell is asked for (a prefetch); Flush visits the last few.
    class VisitQueue {
    public:
        VisitQueue(Builder& builder, int plies, bool win)
            : m_builder(builder), m_cells(builder.m_cells.data()), m_plies(plies), m_win(win) {}
        void Push(uint64_t j) {
            __builtin_prefetch(&m_cells[j], 1);
            if (m_queued >= kAhead) m_builder.Visit(m_ahead[m_queued % kAhead], m_plies, m_win);
            m_ahead[m_queued++ % kAhead] = j;
        }
        void Flush() {
            for (size_t k = m_queued > kAhead ? m_queued - kAhead : 0; k < m_queued; ++k)
                m_builder.Visit(m_ahead[k % kAhead], m_plies, m_win);
            m_queued = 0;
        }

    private:
        static constexpr size_t kAhead = 16;
        Builder& m_builder;
        const Cell* m_cells;  // the builder's, which no pass resizes
        int m_plies;
        bool m_win;
        std::array<uint64_t, kAhead> m_ahead{};
        size_t m_queued = 0;
    };

    // Plays every position decided at `plies` (m_now, cleared here) backwards,
    // except those of a side to move in `skip`, in the order of their indexes:
    // a predecessor differs from its position in one piece's place and the side
    // to move, so the cells visited move through the table as a few sweeps
    // instead of jumping all over it. The predecessors still open are visited a
    // few steps after their cells are asked for (a prefetch).
    bool BackwardPass(int plies, bool win, std::array<bool, 2> skip) {
        if (m_wordSlot >= 0) return BackwardPassByWords(plies, win, skip);
        VisitQueue queue(*this, plies, win);
        TablePosition p;
        IndexWalk walk(m_layout);
        UnMoveList unmoves;
        uint64_t done = 0;
        for (size_t word = 0; word < m_now.size(); ++word) {
            for (uint64_t bits = std::exchange(m_now[word], 0); bits != 0; bits &= bits - 1) {
                const uint64_t i = word * 64 + uint64_t(std::countr_zero(bits));
                if (skip[size_t(SideOf(i))]) continue;
                if ((++done & kStopCheckMask) == 0 && Stopped()) return false;
                walk.Decode(i, p);
                GenerateUnMoves(m_layout, p, unmoves);
                for (int k = 0; k < unmoves.size; ++k) {
                    const UnMove& u = unmoves.items[size_t(k)];
                    const uint64_t j = m_layout.EncodeUnMove(i, p, u.slot, u.from);
                    if (j != kNoIndex && Marked(m_open, j)) queue.Push(j);
                }
            }
        }
        queue.Flush();
        return true;
    }

    // BackwardPass for a Makruk table whose last slot's digit is its square
    // (m_wordSlot): one word of m_now is one block, the positions that differ
    // only in where the last slot's piece stands. A move back of another piece
    // takes every position of the block to the same squares of one other block,
    // so its predecessors are found a word at a time: the block's positions,
    // less those whose last piece stands on the square the move comes from or
    // (a Rua's move) on its way, and with m_open's word of that block. The last
    // slot's own moves back, and the moves that need Encode (a twin, the White
    // Khun leaving the stored part), are played position by position.
    bool BackwardPassByWords(int plies, bool win, std::array<bool, 2> skip) {
        VisitQueue queue(*this, plies, win);
        auto visit = [&queue](uint64_t j) { queue.Push(j); };
        const int last = m_wordSlot;
        const bb::Tables& tables = bb::Get();
        TablePosition p;
        uint64_t done = 0;
        for (size_t word = 0; word < m_now.size(); ++word) {
            const uint64_t bits = std::exchange(m_now[word], 0);
            if (bits == 0) continue;
            const uint64_t block = word * 64;
            if (skip[size_t(SideOf(block))]) continue;
            if ((++done & (kStopCheckMask >> 6)) == 0 && Stopped()) return false;
            m_layout.Decode(block + uint64_t(std::countr_zero(bits)), p);
            const Color mover = ~p.sideToMove;
            const uint64_t other = SideOf(block) == 0 ? block + m_half : block - m_half;
            uint64_t occupied = 0;  // the pieces but the last
            for (int slot = 0; slot < last; ++slot) occupied |= bb::Bit(p.squares[size_t(slot)]);
            for (int slot = 0; slot < last; ++slot) {
                if (m_layout.SlotColor(slot) != mover) continue;
                const Square to = p.squares[size_t(slot)];
                const bool rook = m_layout.SlotType(slot) == PieceType::Rook;
                for (uint64_t from = MakrukUnMoveSquares(m_layout, slot, to, occupied); from != 0;
                     from &= from - 1) {
                    const Square f = Square(std::countr_zero(from));
                    // The last piece may not stand where this one came from, nor
                    // (a Rua's move) on the squares it passed.
                    uint64_t fits = bits & ~bb::Bit(f);
                    if (rook) fits &= ~tables.between[to][f];
                    int64_t delta = 0;
                    if (m_layout.UnMoveDelta(slot, to, f, delta)) {
                        const uint64_t target = uint64_t(int64_t(other) + delta);
                        for (uint64_t open = fits & m_open[target / 64]; open != 0;
                             open &= open - 1)
                            visit(target + uint64_t(std::countr_zero(open)));
                        continue;
                    }
                    for (; fits != 0; fits &= fits - 1) {
                        p.squares[size_t(last)] = Square(std::countr_zero(fits));
                        const uint64_t j =
                            m_layout.EncodeUnMove(block + p.squares[size_t(last)], p, slot, f);
                        if (j != kNoIndex && Marked(m_open, j)) visit(j);
                    }
                }
            }
            if (m_layout.SlotColor(last) != mover) continue;
            // The last piece's moves back: the same block's other squares.
            for (uint64_t now = bits; now != 0; now &= now - 1) {
                const Square to = Square(std::countr_zero(now));
                for (uint64_t open =
                         m_open[other / 64] &
                         MakrukUnMoveSquares(m_layout, last, to, occupied | bb::Bit(to));
                     open != 0; open &= open - 1)
                    visit(other + uint64_t(std::countr_zero(open)));
            }
        }
        queue.Flush();
        return true;
    }

    // Decides at `plies` + 1 every open position with `side` to move that has a
    // quiet move into a position lost at `plies` (m_now, left as it is): the
    // predecessors the backward pass would find, found forward.
    bool ForwardPass(int side, int plies) {
        const uint64_t begin = uint64_t(side) * m_half, end = begin + m_half;
        TablePosition p;
        IndexWalk walk(m_layout);
        uint64_t done = 0;
        for (size_t word = begin / 64; word < (end + 63) / 64; ++word) {
            for (uint64_t bits = m_open[word]; bits != 0; bits &= bits - 1) {
                const uint64_t j = word * 64 + uint64_t(std::countr_zero(bits));
                if (j < begin || j >= end) continue;
                if ((++done & kStopCheckMask) == 0 && Stopped()) return false;
                walk.Decode(j, p);
                if (MovesIntoNow(j, p)) DecideNext(m_cells[j], j, plies);
            }
        }
        return true;
    }

    // Whether the position `p` of index `j` has a quiet move into m_now (a move
    // that leaves its own king in check leads to no position there).
    bool MovesIntoNow(uint64_t j, const TablePosition& p) {
        if (!m_makruk) {
            GenerateXiangqiQuietMoves(m_layout, p, m_quietMoves);
            for (int k = 0; k < m_quietMoves.size; ++k) {
                const QuietMove& m = m_quietMoves.items[size_t(k)];
                const uint64_t next = m_layout.EncodeUnMove(j, p, m.slot, m.to);
                if (next != kNoIndex && Marked(m_now, next)) return true;
            }
            return false;
        }
        // Makruk: the moves as bit boards, each piece's at once.
        uint64_t occupied = 0;
        for (int slot = 0; slot < m_layout.Slots(); ++slot)
            occupied |= uint64_t(1) << p.squares[size_t(slot)];
        for (int slot = 0; slot < m_layout.Slots(); ++slot) {
            if (m_layout.SlotColor(slot) != p.sideToMove) continue;
            for (uint64_t to = m_makruk->QuietTargets(p, slot, occupied); to != 0; to &= to - 1) {
                const uint64_t k = m_layout.EncodeUnMove(j, p, slot, Square(std::countr_zero(to)));
                if (k != kNoIndex && Marked(m_now, k)) return true;
            }
        }
        return false;
    }

    Layout m_layout;
    BuildProgress m_progress;
    std::stop_token m_stop;
    std::optional<TableError> m_error;
    uint64_t m_size;
    std::vector<Successor> m_successors;
    // By the moving slot, the taken slot + 1 and whether it promotes.
    std::array<std::array<std::array<ExitMap, 2>, kMaxSlots + 1>, kMaxSlots> m_exitMaps{};
    uint64_t m_key = m_layout.GetMaterial().Key();
    std::array<Square, kMaxSquares> m_upsideDown{};  // each square on the board turned over
    std::vector<Cell> m_cells;
    // Per ply: the positions the first pass decided at it, and those whose capture
    // decides them then.
    std::vector<std::vector<uint32_t>> m_decided, m_pending;
    // One bit per index: decided at the ply being played backwards, and at the next.
    std::vector<uint64_t> m_now, m_next;
    // One bit per index: still undecided and not a fixed draw (the cells that a
    // backward visit can change), so that the many visits to decided positions
    // read a bit instead of a cell.
    std::vector<uint64_t> m_open;
    // Positions by side to move: open, and decided at the next ply.
    std::array<uint64_t, 2> m_openCount{}, m_nextCount{};
    uint64_t m_half = m_size / 2;              // the first index with Black to move
    std::optional<MakrukTableMoves> m_makruk;  // Makruk's moves (Xiangqi: none)
    QuietMoveList m_quietMoves;                // Xiangqi's, in a forward pass
    TableMoves m_moves;                        // the first pass's, one position's
    std::optional<bool> m_dead;                // whether the material is dead (first pass)
    // Makruk: the last slot when it ranges over the whole board (its digit is the
    // square, the index's lowest) and has no twin: a position's predecessors by a
    // move of that piece lie in one word of a bit set.
    int m_wordSlot = -1;
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
