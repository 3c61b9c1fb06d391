// Xiangqi move generation on 9x10 points. Sliders (chariot, cannon) read their
// moves from tables indexed by the occupancy of one rank or file; steppers read
// precomputed destination lists with their blocking point (horse leg, elephant
// eye). A pseudo-legal move is made and tested only when it could expose its own
// general: the general itself moves, the side is in check, the move leaves or
// enters the general's rank or file (chariot and cannon lines, cannon screens,
// the flying general), or it leaves a point diagonally next to the general (a
// horse leg). Any other move cannot change what attacks the general.
#include <bit>

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

bool OnBoard(int f, int r) { return f >= 0 && f < kFiles && r >= 0 && r < kRanks; }
Square Sq(int f, int r) { return Square(r * kFiles + f); }
bool InAnyPalace(int f, int r) { return f >= 3 && f <= 5 && r >= 0 && r < kRanks && (r <= 2 || r >= 7); }

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

// Attacks on a general: only chariots, cannons, horses and soldiers can reach
// the other side's palace (the facing generals are handled by KingsFacing).
bool GeneralAttacked(const Position& pos, Square s, Color by) {
    const int f = s % kFiles, r = s / kFiles;
    const Piece rook = MakePiece(by, PieceType::Rook), cannon = MakePiece(by, PieceType::Cannon);
    const uint16_t ro = RankOcc(pos, r), fo = FileOcc(pos, f);
    for (uint16_t m = g_t.line.first[0][f][ro]; m; m &= uint16_t(m - 1))
        if (pos.PieceAt(Sq(std::countr_zero(m), r)) == rook) return true;
    for (uint16_t m = g_t.line.first[1][r][fo]; m; m &= uint16_t(m - 1))
        if (pos.PieceAt(Sq(f, std::countr_zero(m))) == rook) return true;
    for (uint16_t m = g_t.line.second[0][f][ro]; m; m &= uint16_t(m - 1))
        if (pos.PieceAt(Sq(std::countr_zero(m), r)) == cannon) return true;
    for (uint16_t m = g_t.line.second[1][r][fo]; m; m &= uint16_t(m - 1))
        if (pos.PieceAt(Sq(f, std::countr_zero(m))) == cannon) return true;
    const StepList& ha = g_t.horseAttacker[s];
    const Piece horse = MakePiece(by, PieceType::Horse);
    for (int i = 0; i < ha.count; ++i)
        if (pos.PieceAt(ha.steps[i].to) == horse && IsEmpty(pos.PieceAt(ha.steps[i].block)))
            return true;
    // A soldier of `by` attacks from one point behind s (in its own direction) and,
    // once across the river, from the sides.
    const Piece pawn = MakePiece(by, PieceType::Pawn);
    int behind = r + (by == Color::White ? -1 : 1);
    if (behind >= 0 && behind < kRanks && pos.PieceAt(Sq(f, behind)) == pawn) return true;
    bool crossedHere = by == Color::White ? r >= 5 : r <= 4;
    if (crossedHere) {
        if (f > 0 && pos.PieceAt(Sq(f - 1, r)) == pawn) return true;
        if (f < kFiles - 1 && pos.PieceAt(Sq(f + 1, r)) == pawn) return true;
    }
    return false;
}

namespace {

inline bool SelfExposed(const Position& pos, Color us) {
    return GeneralAttacked(pos, pos.KingSquare(us), ~us) || KingsFacing(pos);
}

}  // namespace

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
        if (Is(pos, el.steps[i].to, by, PieceType::Elephant) && IsEmpty(pos.PieceAt(el.steps[i].block)))
            return true;
    return false;
}

void GenerateLegal(Position& pos, MoveList& out) {
    const Color us = pos.SideToMove(), them = ~us;
    const Square ksq = pos.KingSquare(us);
    if (ksq == kNoSquare) return;
    const bool inCheck = GeneralAttacked(pos, ksq, them);
    const int kf = ksq % kFiles, kr = ksq / kFiles;

    auto tryAdd = [&](Square from, Square to, bool mustTest) {
        if (!mustTest && !inCheck) {
            int tf = to % kFiles, tr = to / kFiles;
            if (tf != kf && tr != kr) {
                out.Add(Move(from, to));
                return;
            }
        }
        Move m(from, to);
        Piece cap = pos.DoMove(m);
        bool bad = SelfExposed(pos, us);
        pos.UndoMove(m, cap);
        if (!bad) out.Add(m);
    };
    auto notOwn = [&](Square s) {
        Piece p = pos.PieceAt(s);
        return IsEmpty(p) || ColorOf(p) != us;
    };

    for (int r = 0; r < kRanks; ++r) {
        for (uint16_t m = pos.RankMask(us, r); m; m &= uint16_t(m - 1)) {
            const int f = std::countr_zero(m);
            const Square from = Sq(f, r);
            // A move from the general's lines or from a horse-leg point must be tested.
            const bool fromSensitive = f == kf || r == kr || g_t.diagNeighbour[ksq][from];
            switch (TypeOf(pos.PieceAt(from))) {
                case PieceType::King: {
                    const StepList& l = g_t.king[from];
                    for (int i = 0; i < l.count; ++i)
                        if (notOwn(l.steps[i].to)) tryAdd(from, l.steps[i].to, true);
                    break;
                }
                case PieceType::Advisor: {
                    const StepList& l = g_t.advisor[from];
                    for (int i = 0; i < l.count; ++i)
                        if (notOwn(l.steps[i].to)) tryAdd(from, l.steps[i].to, fromSensitive);
                    break;
                }
                case PieceType::Elephant: {
                    const StepList& l = g_t.elephant[from];
                    for (int i = 0; i < l.count; ++i)
                        if (IsEmpty(pos.PieceAt(l.steps[i].block)) && notOwn(l.steps[i].to))
                            tryAdd(from, l.steps[i].to, fromSensitive);
                    break;
                }
                case PieceType::Horse: {
                    const StepList& l = g_t.horse[from];
                    for (int i = 0; i < l.count; ++i)
                        if (IsEmpty(pos.PieceAt(l.steps[i].block)) && notOwn(l.steps[i].to))
                            tryAdd(from, l.steps[i].to, fromSensitive);
                    break;
                }
                case PieceType::Pawn: {
                    const StepList& l = g_t.pawn[Index(us)][from];
                    for (int i = 0; i < l.count; ++i)
                        if (notOwn(l.steps[i].to)) tryAdd(from, l.steps[i].to, fromSensitive);
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
                        tryAdd(from, Sq(std::countr_zero(rankT), r), fromSensitive);
                    for (; fileT; fileT &= uint16_t(fileT - 1))
                        tryAdd(from, Sq(f, std::countr_zero(fileT)), fromSensitive);
                    break;
                }
                default:
                    break;
            }
        }
    }
}

}  // namespace chatur::xiangqi
