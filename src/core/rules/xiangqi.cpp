// Xiangqi move generation on 9x10 points. Sliders (chariot, cannon) read their
// moves from tables indexed by the occupancy of one rank or file; steppers read
// precomputed destination lists with their blocking point (horse leg, elephant
// eye). A pseudo-legal move is tested only when it could expose its own general:
// the general itself moves, the side is in check, the move leaves or enters the
// general's rank or file (chariot and cannon lines, cannon screens, the flying
// general), or it leaves a point diagonally next to the general (a horse leg). Any
// other move cannot change what attacks the general. The test reads the board as
// it would be after the move (AfterMove) instead of making it, and only where the
// move changed something; in check, only moves that can answer a check are tested.
#include <algorithm>
#include <bit>
#include <utility>

#include "core/rules/movegen.h"

namespace chatur::xiangqi {

namespace {

constexpr int kFiles = 9;
constexpr int kRanks = 10;
constexpr int kSquares = 90;

struct Step {
    Square to;
    Square block;  // horse leg / elephant eye; kNoSquare when nothing can block
};

struct StepList {
    Step steps[8];
    int count = 0;
    void Add(Square to, Square block = kNoSquare) { steps[count++] = {to, block}; }
};

// Line tables, index 0 for a rank (9 points), 1 for a file (10 points).
struct LineTables {
    uint16_t slide[2][kRanks][1024];   // empty points reachable
    uint16_t first[2][kRanks][1024];   // first piece in each direction
    uint16_t second[2][kRanks][1024];  // second piece in each direction (cannon targets)
};

struct Tables {
    LineTables line;
    StepList king[kSquares];
    StepList advisor[kSquares];
    StepList elephant[kSquares];
    StepList horse[kSquares];
    StepList horseAttacker[kSquares];  // `to` = horse point, `block` = its leg
    StepList pawn[2][kSquares];
    bool diagNeighbour[kSquares][kSquares];
};

bool OnBoard(int f, int r) {
    return f >= 0 && f < kFiles && r >= 0 && r < kRanks;
}
Square Sq(int f, int r) {
    return Square(r * kFiles + f);
}
bool InAnyPalace(int f, int r) {
    return f >= 3 && f <= 5 && r >= 0 && r < kRanks && (r <= 2 || r >= 7);
}

void BuildLine(LineTables& lt, int kind, int len) {
    for (int p = 0; p < len; ++p)
        for (int occ = 0; occ < (1 << len); ++occ) {
            uint16_t slide = 0, first = 0, second = 0;
            for (int dir : {-1, 1}) {
                int found = 0;
                for (int i = p + dir; i >= 0 && i < len && found < 2; i += dir) {
                    if (occ & (1 << i)) {
                        (found == 0 ? first : second) |= uint16_t(1 << i);
                        ++found;
                    } else if (found == 0) {
                        slide |= uint16_t(1 << i);
                    }
                }
            }
            lt.slide[kind][p][occ] = slide;
            lt.first[kind][p][occ] = first;
            lt.second[kind][p][occ] = second;
        }
}

Tables* BuildTables() {
    auto* t = new Tables();
    BuildLine(t->line, 0, kFiles);
    BuildLine(t->line, 1, kRanks);
    static constexpr int kOrth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static constexpr int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int r = 0; r < kRanks; ++r)
        for (int f = 0; f < kFiles; ++f) {
            Square s = Sq(f, r);
            bool lowHalf = r <= 4;
            for (const auto& d : kOrth) {
                int nf = f + d[0], nr = r + d[1];
                if (InAnyPalace(f, r) && InAnyPalace(nf, nr)) t->king[s].Add(Sq(nf, nr));
            }
            for (const auto& d : kDiag) {
                int nf = f + d[0], nr = r + d[1];
                if (InAnyPalace(f, r) && InAnyPalace(nf, nr)) t->advisor[s].Add(Sq(nf, nr));
                int ef = f + 2 * d[0], er = r + 2 * d[1];
                if (OnBoard(ef, er) && (er <= 4) == lowHalf)
                    t->elephant[s].Add(Sq(ef, er), Sq(nf, nr));
            }
            // Horse: one orthogonal step to the leg, then one diagonal step outward.
            for (const auto& o : kOrth) {
                int lf = f + o[0], lr = r + o[1];
                if (!OnBoard(lf, lr)) continue;
                for (int side : {-1, 1}) {
                    int tf = lf + o[0] + (o[0] == 0 ? side : 0);
                    int tr = lr + o[1] + (o[1] == 0 ? side : 0);
                    if (OnBoard(tf, tr)) {
                        t->horse[s].Add(Sq(tf, tr), Sq(lf, lr));
                        t->horseAttacker[Sq(tf, tr)].Add(s, Sq(lf, lr));
                    }
                }
            }
            for (int c = 0; c < 2; ++c) {
                int fwd = c == 0 ? 1 : -1;
                bool crossed = c == 0 ? r >= 5 : r <= 4;
                if (OnBoard(f, r + fwd)) t->pawn[c][s].Add(Sq(f, r + fwd));
                if (crossed) {
                    if (f > 0) t->pawn[c][s].Add(Sq(f - 1, r));
                    if (f < kFiles - 1) t->pawn[c][s].Add(Sq(f + 1, r));
                }
            }
            for (int o = 0; o < kSquares; ++o) {
                int df = o % kFiles - f, dr = o / kFiles - r;
                t->diagNeighbour[s][o] = (df == 1 || df == -1) && (dr == 1 || dr == -1);
            }
        }
    return t;
}

const Tables& T() {
    static const Tables* t = BuildTables();
    return *t;
}
// Built before main() so that hot paths need no "first use" check.
const Tables& g_t = T();

inline uint16_t RankOcc(const Position& pos, int r) {
    return uint16_t(pos.RankMask(Color::White, r) | pos.RankMask(Color::Black, r));
}
inline uint16_t FileOcc(const Position& pos, int f) {
    return uint16_t(pos.FileMask(Color::White, f) | pos.FileMask(Color::Black, f));
}
inline bool Is(const Position& pos, Square s, Color c, PieceType t) {
    return pos.PieceAt(s) == MakePiece(c, t);
}

}  // namespace

namespace {

// The board as it stands.
struct AsIs {
    const Position& pos;
    Piece At(Square s) const { return pos.PieceAt(s); }
    uint16_t Rank(int r) const { return RankOcc(pos, r); }
    uint16_t File(int f) const { return FileOcc(pos, f); }
};

// The board as it would be after the piece on `from` moved to `to` (taking what
// stood there), without making the move: a legality or check test this way costs
// a few table reads instead of a DoMove/UndoMove pair with its key updates.
struct AfterMove {
    AfterMove(const Position& p, Square from, Square to)
        : pos(p),
          from(from),
          to(to),
          moving(p.PieceAt(from)),
          fromFile(from % kFiles),
          fromRank(from / kFiles),
          toFile(to % kFiles),
          toRank(to / kFiles) {}
    const Position& pos;
    Square from, to;
    Piece moving;
    int fromFile, fromRank, toFile, toRank;
    Piece At(Square s) const { return s == to ? moving : s == from ? Piece::None : pos.PieceAt(s); }
    uint16_t Rank(int r) const {
        uint16_t o = RankOcc(pos, r);
        if (r == fromRank) o = uint16_t(o & ~(1u << fromFile));
        if (r == toRank) o = uint16_t(o | (1u << toFile));
        return o;
    }
    uint16_t File(int f) const {
        uint16_t o = FileOcc(pos, f);
        if (f == fromFile) o = uint16_t(o & ~(1u << fromRank));
        if (f == toFile) o = uint16_t(o | (1u << toRank));
        return o;
    }
};

// The board after two moves, neither made: `first`, then `second`.
struct AfterTwoMoves {
    AfterTwoMoves(const Position& p, Move a, Move b)
        : first(p, a.From(), a.To()),
          secondFrom(b.From()),
          secondTo(b.To()),
          moving(first.At(b.From())) {}
    AfterMove first;
    Square secondFrom, secondTo;
    Piece moving;
    Piece At(Square s) const {
        return s == secondTo ? moving : s == secondFrom ? Piece::None : first.At(s);
    }
    uint16_t Rank(int r) const {
        uint16_t o = first.Rank(r);
        if (r == secondFrom / kFiles) o = uint16_t(o & ~(1u << (secondFrom % kFiles)));
        if (r == secondTo / kFiles) o = uint16_t(o | (1u << (secondTo % kFiles)));
        return o;
    }
    uint16_t File(int f) const {
        uint16_t o = first.File(f);
        if (f == secondFrom % kFiles) o = uint16_t(o & ~(1u << (secondFrom / kFiles)));
        if (f == secondTo % kFiles) o = uint16_t(o | (1u << (secondTo / kFiles)));
        return o;
    }
};

// Attacks on a general: only chariots, cannons, horses and soldiers can reach
// the other side's palace (the facing generals are handled by Facing).
template <class Board>
bool AttacksGeneral(const Board& b, Square s, Color by) {
    const int f = s % kFiles, r = s / kFiles;
    const Piece rook = MakePiece(by, PieceType::Rook), cannon = MakePiece(by, PieceType::Cannon);
    const uint16_t ro = b.Rank(r), fo = b.File(f);
    for (uint16_t m = g_t.line.first[0][f][ro]; m; m &= uint16_t(m - 1))
        if (b.At(Sq(std::countr_zero(m), r)) == rook) return true;
    for (uint16_t m = g_t.line.first[1][r][fo]; m; m &= uint16_t(m - 1))
        if (b.At(Sq(f, std::countr_zero(m))) == rook) return true;
    for (uint16_t m = g_t.line.second[0][f][ro]; m; m &= uint16_t(m - 1))
        if (b.At(Sq(std::countr_zero(m), r)) == cannon) return true;
    for (uint16_t m = g_t.line.second[1][r][fo]; m; m &= uint16_t(m - 1))
        if (b.At(Sq(f, std::countr_zero(m))) == cannon) return true;
    const StepList& ha = g_t.horseAttacker[s];
    const Piece horse = MakePiece(by, PieceType::Horse);
    for (int i = 0; i < ha.count; ++i)
        if (b.At(ha.steps[i].to) == horse && IsEmpty(b.At(ha.steps[i].block))) return true;
    // A soldier of `by` attacks from one point behind s (in its own direction) and,
    // once across the river, from the sides.
    const Piece pawn = MakePiece(by, PieceType::Pawn);
    int behind = r + (by == Color::White ? -1 : 1);
    if (behind >= 0 && behind < kRanks && b.At(Sq(f, behind)) == pawn) return true;
    bool crossedHere = by == Color::White ? r >= 5 : r <= 4;
    if (crossedHere) {
        if (f > 0 && b.At(Sq(f - 1, r)) == pawn) return true;
        if (f < kFiles - 1 && b.At(Sq(f + 1, r)) == pawn) return true;
    }
    return false;
}

// Only the chariots and cannons of `by` on one line through `s` (kind 0: its
// rank, 1: its file).
template <class Board>
bool LineAttacks(const Board& b, Square s, Color by, int kind) {
    const int f = s % kFiles, r = s / kFiles;
    const int at = kind == 0 ? f : r;
    const uint16_t occ = kind == 0 ? b.Rank(r) : b.File(f);
    auto point = [&](int i) { return kind == 0 ? Sq(i, r) : Sq(f, i); };
    const Piece rook = MakePiece(by, PieceType::Rook), cannon = MakePiece(by, PieceType::Cannon);
    for (uint16_t m = g_t.line.first[kind][at][occ]; m; m &= uint16_t(m - 1))
        if (b.At(point(std::countr_zero(m))) == rook) return true;
    for (uint16_t m = g_t.line.second[kind][at][occ]; m; m &= uint16_t(m - 1))
        if (b.At(point(std::countr_zero(m))) == cannon) return true;
    return false;
}

// Only the horses of `by` whose leg is the point `leg` (diagonally next to `s`).
template <class Board>
bool HorseAttacksThrough(const Board& b, Square s, Color by, Square leg) {
    const StepList& ha = g_t.horseAttacker[s];
    const Piece horse = MakePiece(by, PieceType::Horse);
    for (int i = 0; i < ha.count; ++i)
        if (ha.steps[i].block == leg && b.At(ha.steps[i].to) == horse && IsEmpty(b.At(leg)))
            return true;
    return false;
}

// An attack on the general on `s` by `by` after the move of `b`, given that there
// was none before it: a new attack needs a point the move changed -- a line
// through `s` that the move left or entered, a horse leg it left, or the moved
// piece itself. Much cheaper than testing every attacker.
bool NewAttack(const AfterMove& b, Square s, Color by) {
    const int f = s % kFiles, r = s / kFiles;
    if ((b.fromRank == r || b.toRank == r) && LineAttacks(b, s, by, 0)) return true;
    if ((b.fromFile == f || b.toFile == f) && LineAttacks(b, s, by, 1)) return true;
    if (g_t.diagNeighbour[s][b.from] && HorseAttacksThrough(b, s, by, b.from)) return true;
    if (ColorOf(b.moving) != by) return false;
    switch (TypeOf(b.moving)) {
        case PieceType::Horse: {
            const StepList& ha = g_t.horseAttacker[s];
            for (int i = 0; i < ha.count; ++i)
                if (ha.steps[i].to == b.to && IsEmpty(b.At(ha.steps[i].block))) return true;
            return false;
        }
        case PieceType::Pawn: {
            const StepList& l = g_t.pawn[Index(by)][b.to];
            for (int i = 0; i < l.count; ++i)
                if (l.steps[i].to == s) return true;
            return false;
        }
        default:
            return false;  // chariots and cannons: on a line through s, seen above
    }
}

// Generals on `a` and `c` face each other on an open file.
template <class Board>
bool Facing(const Board& b, Square a, Square c) {
    if (a == kNoSquare || c == kNoSquare) return false;
    int f = a % kFiles;
    if (c % kFiles != f) return false;
    int ra = a / kFiles, rc = c / kFiles;
    if (ra > rc) std::swap(ra, rc);
    uint16_t betweenMask = uint16_t(((1u << rc) - 1) & ~((2u << ra) - 1));
    return (b.File(f) & betweenMask) == 0;
}

// Would the move from `from` to `to` leave the mover's own general attacked or
// facing the other? The mover is the side of the piece on `from`.
bool ExposesOwnGeneral(const Position& pos, Square from, Square to) {
    const Color us = ColorOf(pos.PieceAt(from));
    const AfterMove b(pos, from, to);
    const Square ksq = pos.KingSquare(us) == from ? to : pos.KingSquare(us);
    return AttacksGeneral(b, ksq, ~us) || Facing(b, ksq, pos.KingSquare(~us));
}

}  // namespace

bool GeneralAttacked(const Position& pos, Square s, Color by) {
    return AttacksGeneral(AsIs{pos}, s, by);
}

bool LeavesGeneralExposed(const Position& pos, Move m) {
    return ExposesOwnGeneral(pos, m.From(), m.To());
}

bool LeavesGeneralExposedAfter(const Position& pos, Move first, Move second) {
    const AfterTwoMoves b(pos, first, second);
    const Color side = ColorOf(b.moving);
    auto kingAfter = [&](Color c) {
        Square k = pos.KingSquare(c);
        if (k == first.From()) k = first.To();
        if (k == second.From()) k = second.To();
        return k;
    };
    const Square k = kingAfter(side);
    return AttacksGeneral(b, k, ~side) || Facing(b, k, kingAfter(~side));
}

bool GivesCheck(const Position& pos, Move m) {
    const Color us = ColorOf(pos.PieceAt(m.From()));
    const Square k = pos.KingSquare(~us);
    const AfterMove b(pos, m.From(), m.To());
    // The other general cannot be attacked before our move (it would be taken).
    return NewAttack(b, k, us);
}

bool KingsFacing(const Position& pos) {
    Square a = pos.KingSquare(Color::White), b = pos.KingSquare(Color::Black);
    if (a == kNoSquare || b == kNoSquare) return false;
    int f = a % kFiles;
    if (b % kFiles != f) return false;
    int ra = a / kFiles, rb = b / kFiles;
    if (ra > rb) std::swap(ra, rb);
    uint16_t betweenMask = uint16_t(((1u << rb) - 1) & ~((2u << ra) - 1));
    return (FileOcc(pos, f) & betweenMask) == 0;
}

bool Attacked(const Position& pos, Square s, Color by) {
    if (GeneralAttacked(pos, s, by)) return true;
    // The pieces that stay at home: general and advisors (inside their palace),
    // elephants (on their side of the river).
    if (pos.GetVariant().InPalace(by, s)) {
        const StepList& k = g_t.king[s];
        for (int i = 0; i < k.count; ++i)
            if (Is(pos, k.steps[i].to, by, PieceType::King)) return true;
        const StepList& a = g_t.advisor[s];
        for (int i = 0; i < a.count; ++i)
            if (Is(pos, a.steps[i].to, by, PieceType::Advisor)) return true;
    }
    const StepList& el = g_t.elephant[s];
    for (int i = 0; i < el.count; ++i)
        if (Is(pos, el.steps[i].to, by, PieceType::Elephant) &&
            IsEmpty(pos.PieceAt(el.steps[i].block)))
            return true;
    return false;
}

namespace {

// A set of points (bit s for point s).
struct PointSet {
    uint64_t word[2] = {0, 0};
    void Add(Square s) { word[s >> 6] |= uint64_t(1) << (s & 63); }
    bool Has(Square s) const { return (word[s >> 6] >> (s & 63)) & 1; }
};

// When the general of `us` on `ksq` is in check, a move of another piece can only
// answer it by landing on a point of `to` (taking a checker, blocking a chariot or
// cannon line, adding a second cannon screen, blocking a horse leg) or by leaving a
// point of `from` (a cannon's screen). Every other move leaves each checker
// attacking exactly as before, so it is illegal without being tried.
struct Evasions {
    PointSet to;
    PointSet from;
};

// The points of one line (kind 0: rank `line`, 1: file `line`) strictly between
// positions a and b on it.
void AddBetween(PointSet& set, int kind, int line, int a, int b) {
    if (a > b) std::swap(a, b);
    for (int i = a + 1; i < b; ++i) set.Add(kind == 0 ? Sq(i, line) : Sq(line, i));
}

Evasions FindEvasions(const Position& pos, Square ksq, Color them) {
    Evasions e;
    const int kf = ksq % kFiles, kr = ksq / kFiles;
    const Piece rook = MakePiece(them, PieceType::Rook),
                cannon = MakePiece(them, PieceType::Cannon);
    const uint16_t occ[2] = {RankOcc(pos, kr), FileOcc(pos, kf)};
    const int line[2] = {kr, kf}, at[2] = {kf, kr};
    for (int kind = 0; kind < 2; ++kind) {
        auto point = [&](int i) { return kind == 0 ? Sq(i, kr) : Sq(kf, i); };
        for (uint16_t m = g_t.line.first[kind][at[kind]][occ[kind]]; m; m &= uint16_t(m - 1)) {
            int i = std::countr_zero(m);
            if (pos.PieceAt(point(i)) != rook) continue;
            e.to.Add(point(i));
            AddBetween(e.to, kind, line[kind], i, at[kind]);
        }
        for (uint16_t m = g_t.line.second[kind][at[kind]][occ[kind]]; m; m &= uint16_t(m - 1)) {
            int i = std::countr_zero(m);
            if (pos.PieceAt(point(i)) != cannon) continue;
            e.to.Add(point(i));
            AddBetween(e.to, kind, line[kind], i, at[kind]);
            // The screen: the one piece between.
            uint16_t between = uint16_t(occ[kind] & g_t.line.first[kind][at[kind]][occ[kind]]);
            for (; between; between &= uint16_t(between - 1)) {
                int j = std::countr_zero(between);
                if ((j - at[kind]) * (i - at[kind]) > 0) e.from.Add(point(j));
            }
        }
    }
    const StepList& ha = g_t.horseAttacker[ksq];
    const Piece horse = MakePiece(them, PieceType::Horse);
    for (int i = 0; i < ha.count; ++i)
        if (pos.PieceAt(ha.steps[i].to) == horse && IsEmpty(pos.PieceAt(ha.steps[i].block))) {
            e.to.Add(ha.steps[i].to);
            e.to.Add(ha.steps[i].block);
        }
    // Soldiers: only taking them helps. Every point next to the general may hold
    // one (a soldier never checks from elsewhere).
    const Piece pawn = MakePiece(them, PieceType::Pawn);
    for (const auto& d : {std::pair{0, 1}, std::pair{0, -1}, std::pair{1, 0}, std::pair{-1, 0}}) {
        int f = kf + d.first, r = kr + d.second;
        if (OnBoard(f, r) && pos.PieceAt(Sq(f, r)) == pawn) e.to.Add(Sq(f, r));
    }
    return e;
}

// The points of the pieces of `by` that could move onto `s` (pseudo-legal: their
// own general is not looked at), in increasing order, into `out`; returns how many.
// At most 31 even on a board set up with more pieces than a game has: 4 on the lines,
// 4 cannons, 8 horses, 4 generals' and 4 advisors' and 4 elephants' points, 3 soldiers.
constexpr int kMaxReaching = 32;
int PiecesReaching(const Position& pos, Square s, Color by, Square (&out)[kMaxReaching]) {
    int n = 0;
    const int f = s % kFiles, r = s / kFiles;
    const Piece rook = MakePiece(by, PieceType::Rook), cannon = MakePiece(by, PieceType::Cannon);
    const uint16_t ro = RankOcc(pos, r), fo = FileOcc(pos, f);
    auto lines = [&](const uint16_t(&table)[2][kRanks][1024], Piece piece) {
        for (uint16_t m = table[0][f][ro]; m; m &= uint16_t(m - 1))
            if (pos.PieceAt(Sq(std::countr_zero(m), r)) == piece)
                out[n++] = Sq(std::countr_zero(m), r);
        for (uint16_t m = table[1][r][fo]; m; m &= uint16_t(m - 1))
            if (pos.PieceAt(Sq(f, std::countr_zero(m))) == piece)
                out[n++] = Sq(f, std::countr_zero(m));
    };
    lines(g_t.line.first, rook);
    lines(g_t.line.second, cannon);
    auto steps = [&](const StepList& l, PieceType type, bool blockable) {
        const Piece piece = MakePiece(by, type);
        for (int i = 0; i < l.count; ++i)
            if (pos.PieceAt(l.steps[i].to) == piece &&
                (!blockable || IsEmpty(pos.PieceAt(l.steps[i].block))))
                out[n++] = l.steps[i].to;
    };
    steps(g_t.horseAttacker[s], PieceType::Horse, true);
    // The general, advisors and elephants step between points of one palace or one
    // half of the board, so their tables read both ways.
    steps(g_t.king[s], PieceType::King, false);
    steps(g_t.advisor[s], PieceType::Advisor, false);
    steps(g_t.elephant[s], PieceType::Elephant, true);
    // A soldier from the point behind s in its direction and, across the river, from
    // either side.
    const Piece pawn = MakePiece(by, PieceType::Pawn);
    const int behind = r + (by == Color::White ? -1 : 1);
    if (behind >= 0 && behind < kRanks && pos.PieceAt(Sq(f, behind)) == pawn)
        out[n++] = Sq(f, behind);
    if (by == Color::White ? r >= 5 : r <= 4) {
        if (f > 0 && pos.PieceAt(Sq(f - 1, r)) == pawn) out[n++] = Sq(f - 1, r);
        if (f < kFiles - 1 && pos.PieceAt(Sq(f + 1, r)) == pawn) out[n++] = Sq(f + 1, r);
    }
    std::sort(out, out + n);
    return n;
}

// The legal moves of the side to move, each passed to `add`; generation stops
// when `add` returns true (then so does Generate). kKingFirst tries the general's
// steps before the other pieces (a quick "is there any move" after a check);
// otherwise the order is by point, which the move lists keep. `only`: just the
// moves of the piece on that point (of the side to move). kCaptures: just the captures.
// `knownCheck`: whether the side to move is in check, when the caller knows (-1: not known).
// `target` (with kCaptures): just the captures onto that point.
template <bool kKingFirst, bool kCaptures = false, class Add>
bool Generate(Position& pos, Add&& add, Square only = kNoSquare, int knownCheck = -1,
              Square target = kNoSquare) {
    const Color us = pos.SideToMove(), them = ~us;
    const Square ksq = pos.KingSquare(us);
    if (ksq == kNoSquare) return false;
    // With a target, the pieces that could take on it, found from the target; the
    // check test below only when there is one.
    Square reaching[kMaxReaching];
    int reachingCount = 0;
    if constexpr (kCaptures)
        if (target != kNoSquare) {
            reachingCount = PiecesReaching(pos, target, us, reaching);
            if (reachingCount == 0) return false;
        }
    const bool inCheck = knownCheck < 0 ? GeneralAttacked(pos, ksq, them) : knownCheck != 0;
    const int kf = ksq % kFiles, kr = ksq / kFiles;
    Evasions evasions;
    if (inCheck) evasions = FindEvasions(pos, ksq, them);

    const Square theirKing = pos.KingSquare(them);
    // True when `add` asked to stop.
    auto tryAdd = [&](Square from, Square to, bool mustTest) {
        if constexpr (kCaptures)
            if (IsEmpty(pos.PieceAt(to))) return false;
        if (!inCheck) {
            if (!mustTest) {
                int tf = to % kFiles, tr = to / kFiles;
                if (tf != kf && tr != kr) return add(Move(from, to));
            }
            if (from != ksq) {
                // Not in check and the general stays: only an attack the move
                // opens can make it illegal.
                const AfterMove b(pos, from, to);
                bool bad = NewAttack(b, ksq, them) ||
                           ((b.fromFile == kf || b.toFile == kf) && Facing(b, ksq, theirKing));
                return !bad && add(Move(from, to));
            }
        } else if (from != ksq && !evasions.to.Has(to) && !evasions.from.Has(from)) {
            return false;
        }
        return !ExposesOwnGeneral(pos, from, to) && add(Move(from, to));
    };
    auto notOwn = [&](Square s) {
        Piece p = pos.PieceAt(s);
        return IsEmpty(p) || ColorOf(p) != us;
    };
    auto kingMoves = [&]() {
        const StepList& l = g_t.king[ksq];
        for (int i = 0; i < l.count; ++i)
            if (notOwn(l.steps[i].to) && tryAdd(ksq, l.steps[i].to, true)) return true;
        return false;
    };

    // A move from the general's lines or from a horse-leg point must be tested.
    auto sensitive = [&](Square from) {
        return from % kFiles == kf || from / kFiles == kr || g_t.diagNeighbour[ksq][from];
    };
    // The moves of the piece on `from` (not the general's unless kKingFirst is off).
    auto pieceMoves = [&](Square from) {
        const int f = from % kFiles, r = from / kFiles;
        const bool fromSensitive = sensitive(from);
        switch (TypeOf(pos.PieceAt(from))) {
            case PieceType::King: {
                if constexpr (!kKingFirst)
                    if (kingMoves()) return true;
                break;
            }
            case PieceType::Advisor: {
                const StepList& l = g_t.advisor[from];
                for (int i = 0; i < l.count; ++i)
                    if (notOwn(l.steps[i].to) && tryAdd(from, l.steps[i].to, fromSensitive))
                        return true;
                break;
            }
            case PieceType::Elephant: {
                const StepList& l = g_t.elephant[from];
                for (int i = 0; i < l.count; ++i)
                    if (IsEmpty(pos.PieceAt(l.steps[i].block)) && notOwn(l.steps[i].to) &&
                        tryAdd(from, l.steps[i].to, fromSensitive))
                        return true;
                break;
            }
            case PieceType::Horse: {
                const StepList& l = g_t.horse[from];
                for (int i = 0; i < l.count; ++i)
                    if (IsEmpty(pos.PieceAt(l.steps[i].block)) && notOwn(l.steps[i].to) &&
                        tryAdd(from, l.steps[i].to, fromSensitive))
                        return true;
                break;
            }
            case PieceType::Pawn: {
                const StepList& l = g_t.pawn[Index(us)][from];
                for (int i = 0; i < l.count; ++i)
                    if (notOwn(l.steps[i].to) && tryAdd(from, l.steps[i].to, fromSensitive))
                        return true;
                break;
            }
            case PieceType::Rook:
            case PieceType::Cannon: {
                const bool rook = TypeOf(pos.PieceAt(from)) == PieceType::Rook;
                const uint16_t ro = RankOcc(pos, r), fo = FileOcc(pos, f);
                const uint16_t enemyR = pos.RankMask(them, r), enemyF = pos.FileMask(them, f);
                uint16_t rankT = g_t.line.slide[0][f][ro] |
                                 ((rook ? g_t.line.first : g_t.line.second)[0][f][ro] & enemyR);
                uint16_t fileT = g_t.line.slide[1][r][fo] |
                                 ((rook ? g_t.line.first : g_t.line.second)[1][r][fo] & enemyF);
                for (; rankT; rankT &= uint16_t(rankT - 1))
                    if (tryAdd(from, Sq(std::countr_zero(rankT), r), fromSensitive)) return true;
                for (; fileT; fileT &= uint16_t(fileT - 1))
                    if (tryAdd(from, Sq(f, std::countr_zero(fileT)), fromSensitive)) return true;
                break;
            }
            default:
                break;
        }
        return false;
    };

    if (only != kNoSquare) {
        Piece p = pos.PieceAt(only);
        if (IsEmpty(p) || ColorOf(p) != us) return false;
        if constexpr (kKingFirst)
            if (only == ksq) return kingMoves();
        return pieceMoves(only);
    }
    if constexpr (kKingFirst)
        if (kingMoves()) return true;
    if constexpr (kCaptures)
        if (target != kNoSquare) {
            // In point order, as the loop below would find them.
            for (int i = 0; i < reachingCount; ++i) {
                const Square from = reaching[i];
                if (tryAdd(from, target, sensitive(from))) return true;  // the general too
            }
            return false;
        }
    for (int r = 0; r < kRanks; ++r)
        for (uint16_t m = pos.RankMask(us, r); m; m &= uint16_t(m - 1))
            if (pieceMoves(Sq(std::countr_zero(m), r))) return true;
    return false;
}

}  // namespace

void GenerateLegal(Position& pos, MoveList& out, int knownCheck) {
    Generate<false>(
        pos,
        [&out](Move m) {
            out.Add(m);
            return false;
        },
        kNoSquare, knownCheck);
}

void GenerateLegalCaptures(Position& pos, MoveList& out, int knownCheck) {
    Generate<false, true>(
        pos,
        [&out](Move m) {
            out.Add(m);
            return false;
        },
        kNoSquare, knownCheck);
}

void GenerateLegalCapturesOn(Position& pos, Square to, MoveList& out) {
    const Piece victim = pos.PieceAt(to);
    if (IsEmpty(victim) || ColorOf(victim) == pos.SideToMove()) return;
    Generate<false, true>(
        pos,
        [&out](Move m) {
            out.Add(m);
            return false;
        },
        kNoSquare, -1, to);
}

bool HasLegalMove(Position& pos, int knownCheck) {
    return Generate<true>(
        pos, [](Move) { return true; }, kNoSquare, knownCheck);
}

bool IsLegal(Position& pos, Move m) {
    if (m.IsNull() || m.IsPromotion()) return false;
    auto match = [m](Move x) { return x == m; };
    return Generate<true>(pos, match, m.From());
}

}  // namespace chatur::xiangqi
