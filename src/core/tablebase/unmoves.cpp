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

void Slides(const Board& b, UnMoveList& out, int slot, int tf, int tr) {
    for (const auto& d : kOrth)
        for (int f = tf + d[0], r = tr + d[1]; b.Empty(f, r); f += d[0], r += d[1])
            out.Add(slot, b.At(f, r));
}

// Makruk on bit boards: the points a piece on `to` came from are the points it
// attacks from there (every step but the Khon's and the Bia's is its own
// reverse; a Khon's straight step back is the other colour's step forward).
bb::Bitboard MakrukUnMoveSquares(PieceType type, Color c, Square to, bb::Bitboard occupied) {
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
    return from & ~occupied;
}

// Where a Xiangqi piece standing on a point may have come from by a step, and the
// point that must have been empty for it (a horse's leg, next to the point it came
// from; an elephant's eye), by colour, piece and point: worked out once.
struct UnStep {
    Square from;
    Square block;  // kNoSquare: nothing can block the step
};

struct UnSteps {
    std::array<UnStep, 8> steps{};
    int count = 0;
};

enum StepPiece { kKing, kAdvisor, kElephant, kHorse, kPawn, kStepPieces };

using XiangqiUnStepTable = std::array<std::array<std::array<UnSteps, kMaxSquares>, kStepPieces>, 2>;

XiangqiUnStepTable* MakeXiangqiUnSteps() {
    const Variant& v = XiangqiVariant();
    auto* table = new XiangqiUnStepTable();
    for (Color c : {Color::White, Color::Black}) {
        const int forward = c == Color::White ? 1 : -1;
        for (int tr = 0; tr < v.ranks; ++tr)
            for (int tf = 0; tf < v.files; ++tf) {
                const Square to = v.MakeSquare(tf, tr);
                auto& at = (*table)[size_t(Index(c))];
                auto add = [&](StepPiece piece, int f, int r, Square block = kNoSquare) {
                    UnSteps& list = at[piece][to];
                    list.steps[size_t(list.count++)] = {v.MakeSquare(f, r), block};
                };
                auto canStand = [&](PieceType type, int f, int r) {
                    return v.OnBoard(f, r) && v.CanStandOn(c, type, v.MakeSquare(f, r));
                };
                for (const auto& d : kOrth)
                    if (canStand(PieceType::King, tf - d[0], tr - d[1]))
                        add(kKing, tf - d[0], tr - d[1]);
                for (const auto& d : kDiag) {
                    if (canStand(PieceType::Advisor, tf - d[0], tr - d[1]))
                        add(kAdvisor, tf - d[0], tr - d[1]);
                    if (canStand(PieceType::Elephant, tf - 2 * d[0], tr - 2 * d[1]))
                        add(kElephant, tf - 2 * d[0], tr - 2 * d[1],
                            v.MakeSquare(tf - d[0], tr - d[1]));
                }
                for (const auto& d : kJumps) {
                    const int f = tf - d[0], r = tr - d[1];
                    // The leg is the point next to `from` along the jump's long side.
                    const int lf = f + (std::abs(d[0]) == 2 ? d[0] / 2 : 0);
                    const int lr = r + (std::abs(d[1]) == 2 ? d[1] / 2 : 0);
                    if (v.OnBoard(f, r)) add(kHorse, f, r, v.MakeSquare(lf, lr));
                }
                if (canStand(PieceType::Pawn, tf, tr - forward)) add(kPawn, tf, tr - forward);
                if (v.PawnCrossedRiver(c, to))
                    for (int df : {-1, 1})
                        if (v.OnBoard(tf + df, tr)) add(kPawn, tf + df, tr);
            }
    }
    return table;
}

const XiangqiUnStepTable& XiangqiUnStepsTable() {
    static const XiangqiUnStepTable* table = MakeXiangqiUnSteps();
    return *table;
}

void XiangqiUnMoves(const Board& b, PieceType type, Color c, int slot, Square to, UnMoveList& out) {
    StepPiece piece;
    switch (type) {
        case PieceType::Rook:
        case PieceType::Cannon:
            Slides(b, out, slot, b.v.FileOf(to), b.v.RankOf(to));
            return;
        case PieceType::King:
            piece = kKing;
            break;
        case PieceType::Advisor:
            piece = kAdvisor;
            break;
        case PieceType::Elephant:
            piece = kElephant;
            break;
        case PieceType::Horse:
            piece = kHorse;
            break;
        case PieceType::Pawn:
            piece = kPawn;
            break;
        default:
            return;
    }
    const UnSteps& list = XiangqiUnStepsTable()[size_t(Index(c))][piece][to];
    for (int k = 0; k < list.count; ++k) {
        const UnStep& step = list.steps[size_t(k)];
        if (!b.occupied[step.from] && (step.block == kNoSquare || !b.occupied[step.block]))
            out.Add(slot, step.from);
    }
}

bb::Bitboard Occupied(const Layout& layout, const TablePosition& p) {
    bb::Bitboard occupied = 0;
    for (int i = 0; i < layout.Slots(); ++i) occupied |= bb::Bit(p.squares[size_t(i)]);
    return occupied;
}

}  // namespace

void GenerateUnMoves(const Layout& layout, const TablePosition& p, UnMoveList& out) {
    const Variant& v = layout.GetVariant();
    const Color mover = ~p.sideToMove;
    out.size = 0;
    if (v.id == VariantId::Makruk) {
        const bb::Bitboard occupied = Occupied(layout, p);
        for (int slot = 0; slot < layout.Slots(); ++slot)
            if (layout.SlotColor(slot) == mover)
                for (bb::Bitboard from = MakrukUnMoveSquares(layout.SlotType(slot), mover,
                                                             p.squares[size_t(slot)], occupied);
                     from;)
                    out.Add(slot, Square(bb::PopLsb(from)));
        return;
    }
    Board board{v};
    for (int i = 0; i < layout.Slots(); ++i) board.occupied[p.squares[size_t(i)]] = true;
    for (int slot = 0; slot < layout.Slots(); ++slot) {
        if (layout.SlotColor(slot) != mover) continue;
        XiangqiUnMoves(board, layout.SlotType(slot), mover, slot, p.squares[size_t(slot)], out);
    }
}

uint64_t MakrukUnMoveSquares(const Layout& layout, int slot, Square to, uint64_t occupied) {
    return MakrukUnMoveSquares(layout.SlotType(slot), layout.SlotColor(slot), to, occupied);
}

}  // namespace chatur::tablebase
