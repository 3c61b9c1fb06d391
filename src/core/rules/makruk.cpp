// Makruk move generation on 64-bit boards. Legal moves come straight out of the
// generator: a check mask (capture the checker or, against a Rua, block it), pin
// lines (only a Rua can pin) and attack tests for the Khun's own steps.
#include "core/rules/bitboard.h"
#include "core/rules/movegen.h"

namespace chatur::makruk {

using bb::Bit;
using bb::Bitboard;
using bb::PopLsb;

bool Attacked(const Position& pos, Square s, Color by, Bitboard occ) {
    const bb::Tables& t = bb::Get();
    Color us = ~by;
    return (t.horse[s] & pos.Pieces(by, PieceType::Horse)) ||
           (t.met[s] & (pos.Pieces(by, PieceType::Met) | pos.Pieces(by, PieceType::BiaNgai))) ||
           (t.khon[Index(us)][s] & pos.Pieces(by, PieceType::Khon)) ||
           (t.pawnAttack[Index(us)][s] & pos.Pieces(by, PieceType::Pawn)) ||
           (t.king[s] & pos.Pieces(by, PieceType::King)) ||
           (bb::RookAttacks(s, occ) & pos.Pieces(by, PieceType::Rook));
}

namespace {

// The legal moves of the side to move into `out` (kCaptures: only the captures and
// promotions); with kAny only whether there is one (true at the first found, `out`
// untouched), trying the Khun's steps last since each needs an attack test. `only`:
// just the moves onto these squares.
template <bool kAny, bool kCaptures = false>
bool Generate(const Position& pos, MoveList& out, Bitboard only = ~Bitboard(0)) {
    const bb::Tables& t = bb::Get();
    const Color us = pos.SideToMove(), them = ~us;
    const int u = Index(us);
    const Bitboard own = pos.Pieces(us), enemy = pos.Pieces(them);
    const Bitboard occ = own | enemy;
    const int ksq = pos.KingSquare(us);
    if (ksq == kNoSquare) return false;
    // The destinations kept: a capture's, or any.
    const Bitboard keep = (kCaptures ? enemy : ~Bitboard(0)) & only;

    // Adds every move from `from` to `targets`; with kAny, says whether there is one.
    auto addAll = [&](int from, Bitboard targets) {
        targets &= keep;
        if constexpr (kAny) return targets != 0;
        while (targets) out.Add(Move(Square(from), Square(PopLsb(targets))));
        return false;
    };
    // King steps: the destination must not be attacked once the king has left.
    auto kingSteps = [&] {
        Bitboard targets = t.king[ksq] & ~own & keep;
        const Bitboard occNoKing = occ ^ Bit(ksq);
        while (targets) {
            const int to = PopLsb(targets);
            if (Attacked(pos, Square(to), them, occNoKing)) continue;
            if constexpr (kAny) return true;
            out.Add(Move(Square(ksq), Square(to)));
        }
        return false;
    };

    // Checkers and the squares that answer a single check.
    Bitboard checkers =
        (t.horse[ksq] & pos.Pieces(them, PieceType::Horse)) |
        (t.met[ksq] & (pos.Pieces(them, PieceType::Met) | pos.Pieces(them, PieceType::BiaNgai))) |
        (t.khon[u][ksq] & pos.Pieces(them, PieceType::Khon)) |
        (t.pawnAttack[u][ksq] & pos.Pieces(them, PieceType::Pawn)) |
        (bb::RookAttacks(ksq, occ) & pos.Pieces(them, PieceType::Rook));

    if constexpr (!kAny) kingSteps();
    if (checkers & (checkers - 1)) return kAny && kingSteps();  // double check: only the king

    Bitboard target = ~own;
    if (checkers) {
        int c = std::countr_zero(checkers);
        target = checkers | t.between[ksq][c];
    }

    // Pins: an enemy Rua on the king's rank or file with exactly one own piece between.
    Bitboard pinned = 0;
    Bitboard snipers = bb::RookAttacks(ksq, 0) & pos.Pieces(them, PieceType::Rook);
    while (snipers) {
        int s = PopLsb(snipers);
        Bitboard between = t.between[ksq][s] & occ;
        if (between && !(between & (between - 1)) && (between & own)) pinned |= between;
    }

    auto restrict = [&](int from, Bitboard tg) {
        return (pinned & Bit(from)) ? tg & t.line[ksq][from] : tg;
    };

    Bitboard b = pos.Pieces(us, PieceType::Horse) & ~pinned;  // a pinned Ma never stays on line
    while (b) {
        int from = PopLsb(b);
        if (addAll(from, t.horse[from] & target)) return true;
    }
    // Met-movers leave any rank/file line when they step, so a pinned one cannot move.
    b = (pos.Pieces(us, PieceType::Met) | pos.Pieces(us, PieceType::BiaNgai)) & ~pinned;
    while (b) {
        int from = PopLsb(b);
        if (addAll(from, t.met[from] & target)) return true;
    }
    b = pos.Pieces(us, PieceType::Khon);
    while (b) {
        int from = PopLsb(b);
        if (addAll(from, restrict(from, t.khon[u][from] & target))) return true;
    }
    b = pos.Pieces(us, PieceType::Rook);
    while (b) {
        int from = PopLsb(b);
        if (addAll(from, restrict(from, bb::RookAttacks(from, occ) & target))) return true;
    }
    b = pos.Pieces(us, PieceType::Pawn);
    const int forward = us == Color::White ? 8 : -8;
    const int promoRank = pos.GetVariant().promotionRank[u];
    while (b) {
        int from = PopLsb(b);
        Bitboard tg = t.pawnAttack[u][from] & enemy;
        int push = from + forward;
        if (push >= 0 && push < 64 && !(occ & Bit(push))) tg |= Bit(push);
        tg = restrict(from, tg & target & only);
        if constexpr (kCaptures) tg &= enemy | (Bitboard(0xFF) << (8 * promoRank));
        if constexpr (kAny) {
            if (tg) return true;
        }
        while (tg) {
            int to = PopLsb(tg);
            out.Add(Move(Square(from), Square(to), to / 8 == promoRank));
        }
    }
    return kAny && kingSteps();
}

}  // namespace

void GenerateLegal(const Position& pos, MoveList& out) {
    Generate<false>(pos, out);
}

void GenerateLegalCaptures(const Position& pos, MoveList& out) {
    Generate<false, true>(pos, out);
}

void GenerateLegalCapturesOn(const Position& pos, Square to, MoveList& out) {
    // Most exchanges end on a square nothing more attacks: no need for pins and checks.
    if (!Attacked(pos, to, pos.SideToMove(), pos.Occupied())) return;
    Generate<false, true>(pos, out, Bit(to) & pos.Pieces(~pos.SideToMove()));
}

bool HasLegalMove(const Position& pos) {
    MoveList unused;
    return Generate<true>(pos, unused);
}

}  // namespace chatur::makruk
