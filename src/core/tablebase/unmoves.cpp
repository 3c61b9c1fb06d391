#include "core/tablebase/unmoves.h"

#include <cstdlib>

#include "core/rules/bitboard.h"

namespace chatur::tablebase {

namespace {

struct Board {
    const Variant& v;
    std::array<bool, kMaxSquares> occupied{};

    bool Empty(int f, int r) const { return v.OnBoard(f, r) && !occupied[v.MakeSquare(f, r)]; }
    Square At(int f, int r) const { return v.MakeSquare(f, r); }
};

constexpr int kOrth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr int kJumps[8][2] = {{1, 2},  {2, 1},  {-1, 2},  {-2, 1},
                              {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};

// Adds `from` when it is an empty point on the board.
void AddStep(const Board& b, UnMoveList& out, int slot, int f, int r) {
    if (b.Empty(f, r)) out.Add(slot, b.At(f, r));
}

void Slides(const Board& b, UnMoveList& out, int slot, int tf, int tr) {
    for (const auto& d : kOrth)
        for (int f = tf + d[0], r = tr + d[1]; b.Empty(f, r); f += d[0], r += d[1])
            out.Add(slot, b.At(f, r));
}

// Makruk on bit boards: the points a piece on `to` came from are the points it
// attacks from there (every step but the Khon's and the Bia's is its own
// reverse; a Khon's straight step back is the other colour's step forward).
void MakrukUnMoves(PieceType type, Color c, int slot, Square to, bb::Bitboard occupied,
                   UnMoveList& out) {
    const bb::Tables& t = bb::Get();
    bb::Bitboard from = 0;
    switch (type) {
        case PieceType::King:
            from = t.king[to];
            break;
        case PieceType::Met:
        case PieceType::BiaNgai:
            from = t.met[to];
            break;
        case PieceType::Khon:
            from = t.khon[Index(~c)][to];
            break;
        case PieceType::Horse:
            from = t.horse[to];
            break;
        case PieceType::Rook:
            from = bb::RookAttacks(to, occupied);
            break;
        case PieceType::Pawn: {
            // A quiet Bia move is one step forward that does not promote (the Bia
            // still stands unpromoted on `to`).
            const int back = to - (c == Color::White ? 8 : -8);
            if (back >= 0 && back < 64) from = bb::Bit(back);
            break;
        }
        default:
            break;
    }
    for (from &= ~occupied; from;) out.Add(slot, Square(bb::PopLsb(from)));
}

void XiangqiUnMoves(const Board& b, PieceType type, Color c, int slot, int tf, int tr,
                    UnMoveList& out) {
    const Variant& v = b.v;
    const int forward = c == Color::White ? 1 : -1;
    auto canStand = [&](int f, int r) {
        return v.OnBoard(f, r) && v.CanStandOn(c, type, v.MakeSquare(f, r));
    };
    switch (type) {
        case PieceType::King:
            for (const auto& d : kOrth)
                if (canStand(tf - d[0], tr - d[1])) AddStep(b, out, slot, tf - d[0], tr - d[1]);
            break;
        case PieceType::Advisor:
            for (const auto& d : kDiag)
                if (canStand(tf - d[0], tr - d[1])) AddStep(b, out, slot, tf - d[0], tr - d[1]);
            break;
        case PieceType::Elephant:
            for (const auto& d : kDiag) {
                int f = tf - 2 * d[0], r = tr - 2 * d[1];
                if (canStand(f, r) && b.Empty(tf - d[0], tr - d[1])) AddStep(b, out, slot, f, r);
            }
            break;
        case PieceType::Horse:
            for (const auto& d : kJumps) {
                int f = tf - d[0], r = tr - d[1];
                // The leg is the point next to `from` along the jump's long side.
                int lf = f + (std::abs(d[0]) == 2 ? d[0] / 2 : 0);
                int lr = r + (std::abs(d[1]) == 2 ? d[1] / 2 : 0);
                if (v.OnBoard(f, r) && b.Empty(lf, lr)) AddStep(b, out, slot, f, r);
            }
            break;
        case PieceType::Rook:
        case PieceType::Cannon:
            Slides(b, out, slot, tf, tr);
            break;
        case PieceType::Pawn: {
            if (canStand(tf, tr - forward)) AddStep(b, out, slot, tf, tr - forward);
            Square to = v.MakeSquare(tf, tr);
            if (v.PawnCrossedRiver(c, to))
                for (int df : {-1, 1}) AddStep(b, out, slot, tf + df, tr);
            break;
        }
        default:
            break;
    }
}

}  // namespace

void GenerateUnMoves(const Layout& layout, const TablePosition& p, UnMoveList& out) {
    const Variant& v = layout.GetVariant();
    const Color mover = ~p.sideToMove;
    out.size = 0;
    if (v.id == VariantId::Makruk) {
        bb::Bitboard occupied = 0;
        for (int i = 0; i < layout.Slots(); ++i) occupied |= bb::Bit(p.squares[size_t(i)]);
        for (int slot = 0; slot < layout.Slots(); ++slot)
            if (layout.SlotColor(slot) == mover)
                MakrukUnMoves(layout.SlotType(slot), mover, slot, p.squares[size_t(slot)], occupied,
                              out);
        return;
    }
    Board board{v};
    for (int i = 0; i < layout.Slots(); ++i) board.occupied[p.squares[size_t(i)]] = true;
    for (int slot = 0; slot < layout.Slots(); ++slot) {
        if (layout.SlotColor(slot) != mover) continue;
        Square to = p.squares[size_t(slot)];
        XiangqiUnMoves(board, layout.SlotType(slot), mover, slot, v.FileOf(to), v.RankOf(to), out);
    }
}

}  // namespace chatur::tablebase
