#include "core/rules/bitboard.h"

#include <cstdlib>
#include <vector>

namespace chatur::bb {

namespace {

std::vector<Bitboard> g_rookTable;

bool OnBoard(int f, int r) {
    return f >= 0 && f < 8 && r >= 0 && r < 8;
}

Bitboard StepSet(int s, const int (*deltas)[2], int n) {
    Bitboard b = 0;
    int f = s % 8, r = s / 8;
    for (int i = 0; i < n; ++i) {
        int nf = f + deltas[i][0], nr = r + deltas[i][1];
        if (OnBoard(nf, nr)) b |= Bit(nr * 8 + nf);
    }
    return b;
}

Bitboard SlowRook(int s, Bitboard occ, bool excludeEdges) {
    static constexpr int kDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    Bitboard b = 0;
    for (const auto& d : kDirs) {
        int f = s % 8 + d[0], r = s / 8 + d[1];
        while (OnBoard(f, r)) {
            if (excludeEdges && !OnBoard(f + d[0], r + d[1])) break;
            b |= Bit(r * 8 + f);
            if (occ & Bit(r * 8 + f)) break;
            f += d[0];
            r += d[1];
        }
    }
    return b;
}

// xorshift64*: deterministic, so the search gives the same magics every run.
struct Rng {
    uint64_t s = 0x9E3779B97F4A7C15ull;
    uint64_t Next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ull;
    }
    uint64_t Sparse() { return Next() & Next() & Next(); }
};

// Multipliers found by the search below with its fixed seed; starting from them
// makes start-up instant (the search runs only if one of them ever failed).
constexpr uint64_t kRookMagics[64] = {
    0x1080004008801020ull, 0x0840092002c03000ull, 0x1900200010400900ull, 0x0880100008000480ull,
    0x4200100420080200ull, 0x8100020100080400ull, 0x0200040110886200ull, 0x0200008040220411ull,
    0x0404800084400220ull, 0x0000401000402000ull, 0x0086001081220440ull, 0x0408800800100280ull,
    0x000a001201040820ull, 0x8848800200840080ull, 0x4001000100040200ull, 0x0442000102105084ull,
    0x9080010020804100ull, 0x0040404000201009ull, 0x0000808010002009ull, 0x2200090021d00100ull,
    0x0008008008040080ull, 0x0004004002010040ull, 0x0011040008015042ull, 0x00000a0001768104ull,
    0x0000800080204009ull, 0x2010004140002001ull, 0x9800200280100080ull, 0x1000100080080080ull,
    0x0442000a00049020ull, 0x2100040080020080ull, 0x0800120400900148ull, 0x0010040a00128541ull,
    0x2800804000800030ull, 0x1010002000400041ull, 0x4000200011004100ull, 0x0610008410800800ull,
    0x0400802402800800ull, 0xc100020080800400ull, 0x0002000802000401ull, 0x0182085882000401ull,
    0x0220204000808000ull, 0x2860100040024022ull, 0x0001002004110040ull, 0x99101042000a0020ull,
    0x0004080004008080ull, 0x0010040002008080ull, 0x2012004881020004ull, 0x8300842444820011ull,
    0x0088403882010200ull, 0x0820400080210100ull, 0x0110910040a00300ull, 0x0801100280080480ull,
    0x0242009008200600ull, 0x1002000489500200ull, 0x0040800200010080ull, 0x0091800041000080ull,
    0x0000209300488001ull, 0x04c1002414824001ull, 0x020020000b001041ull, 0x7000100004200901ull,
    0x8002002004100802ull, 0x30010002084c0007ull, 0x0888221800813004ull, 0x4000002840840112ull,
};

void InitRookMagics() {
    g_rookTable.resize(0x19000);  // sum of 2^bits over all squares
    size_t offset = 0;
    Rng rng;
    std::vector<Bitboard> occs, refs;
    std::vector<int> epoch(4096, 0);
    int cnt = 0;
    for (int s = 0; s < 64; ++s) {
        Magic& m = g_rook[s];
        m.mask = SlowRook(s, 0, true);
        int bits = std::popcount(m.mask);
        m.shift = 64 - bits;
        m.attacks = &g_rookTable[offset];
        occs.clear();
        refs.clear();
        Bitboard sub = 0;
        do {  // Carry-Rippler enumeration of every subset of the mask
            occs.push_back(sub);
            refs.push_back(SlowRook(s, sub, false));
            sub = (sub - m.mask) & m.mask;
        } while (sub);
        Bitboard* table = &g_rookTable[offset];
        for (bool first = true;; first = false) {
            m.magic = first ? kRookMagics[s] : rng.Sparse();
            if (!first && std::popcount((m.mask * m.magic) >> 56) < 6) continue;
            ++cnt;
            bool ok = true;
            for (size_t i = 0; i < occs.size() && ok; ++i) {
                size_t idx = ((occs[i] & m.mask) * m.magic) >> m.shift;
                if (epoch[idx] < cnt) {
                    epoch[idx] = cnt;
                    table[idx] = refs[i];
                } else if (table[idx] != refs[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        offset += size_t(1) << bits;
    }
}

void InitTables() {
    static constexpr int kKing[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                        {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static constexpr int kHorse[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                         {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static constexpr int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static constexpr int kKhonW[5][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {0, 1}};
    static constexpr int kKhonB[5][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {0, -1}};
    static constexpr int kPawnW[2][2] = {{1, 1}, {-1, 1}};
    static constexpr int kPawnB[2][2] = {{1, -1}, {-1, -1}};
    Tables& t = g_tables;
    for (int s = 0; s < 64; ++s) {
        t.king[s] = StepSet(s, kKing, 8);
        t.horse[s] = StepSet(s, kHorse, 8);
        t.met[s] = StepSet(s, kDiag, 4);
        t.khon[0][s] = StepSet(s, kKhonW, 5);
        t.khon[1][s] = StepSet(s, kKhonB, 5);
        t.pawnAttack[0][s] = StepSet(s, kPawnW, 2);
        t.pawnAttack[1][s] = StepSet(s, kPawnB, 2);
    }
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            t.between[a][b] = 0;
            t.line[a][b] = 0;
            if (a == b) continue;
            if (SlowRook(a, 0, false) & Bit(b)) {
                t.between[a][b] = SlowRook(a, Bit(b), false) & SlowRook(b, Bit(a), false);
                bool sameFile = a % 8 == b % 8;
                for (int i = 0; i < 8; ++i)
                    t.line[a][b] |= sameFile ? Bit(i * 8 + a % 8) : Bit((a / 8) * 8 + i);
            }
        }
    InitRookMagics();
}

struct Initializer {
    Initializer() { InitTables(); }
} g_init;

}  // namespace

Tables g_tables;
Magic g_rook[64];

}  // namespace chatur::bb
