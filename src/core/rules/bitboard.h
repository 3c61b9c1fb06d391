// Attack tables for Makruk's 8x8 board. Every Makruk piece but the Rua steps
// to fixed neighbours, so one table per piece answers "where can it go" and,
// read backwards, "who attacks this square". The Rua uses magic bitboards whose
// multipliers are searched once, deterministically, on first use.
#pragma once

#include <bit>

#include "core/rules/types.h"

namespace chatur::bb {

using Bitboard = uint64_t;

constexpr Bitboard Bit(int s) {
    return Bitboard(1) << s;
}
inline int PopLsb(Bitboard& b) {
    int s = std::countr_zero(b);
    b &= b - 1;
    return s;
}
// The squares in `b`: std::popcount without a call into the runtime library, which
// is what std::popcount compiles to when the build does not assume the POPCNT
// instruction (it does not: the packages run on any x86-64).
constexpr int Count(Bitboard b) {
    b = b - ((b >> 1) & 0x5555555555555555ull);
    b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return int((b * 0x0101010101010101ull) >> 56);
}

struct Tables {
    Bitboard king[64];
    Bitboard horse[64];
    Bitboard met[64];            // one diagonal step (Met, Bia ngai)
    Bitboard khon[2][64];        // diagonals plus one step forward for that colour
    Bitboard pawnAttack[2][64];  // diagonal forward captures
    Bitboard between[64][64];    // squares strictly between two squares on a rank/file
    Bitboard line[64][64];       // the whole rank/file through two aligned squares
};

struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    int shift;
};

// Filled by a static initializer in bitboard.cpp before main() runs.
extern Tables g_tables;
extern Magic g_rook[64];

inline const Tables& Get() {
    return g_tables;
}

// Rua attacks from `s` with occupancy `occ` (magic lookup).
inline Bitboard RookAttacks(int s, Bitboard occ) {
    const Magic& m = g_rook[s];
    return m.attacks[((occ & m.mask) * m.magic) >> m.shift];
}

}  // namespace chatur::bb
