#include "core/tablebase/forward.h"

#include <algorithm>
#include <span>

#include "core/rules/bitboard.h"

namespace chatur::tablebase {

namespace {

using bb::Bit;
using bb::Bitboard;
using bb::PopLsb;

// The squares a stepping Makruk piece of colour `c` attacks (for a Bia: takes
// on), by square; nullptr for the Rua, which slides.
const Bitboard* Steps(PieceType t, Color c) {
    const bb::Tables& tables = bb::Get();
    switch (t) {
        case PieceType::King:
            return tables.king;
        case PieceType::Horse:
            return tables.horse;
        case PieceType::Met:
        case PieceType::BiaNgai:
            return tables.met;
        case PieceType::Khon:
            return tables.khon[Index(c)];
        case PieceType::Pawn:
            return tables.pawnAttack[Index(c)];
        default:
            return nullptr;
    }
}

}  // namespace

MakrukTableMoves::MakrukTableMoves(const Layout& layout) : m_slots(layout.Slots()) {
    const Variant& v = layout.GetVariant();
    for (int slot = 0; slot < m_slots; ++slot) {
        const Color c = layout.SlotColor(slot);
        const PieceType type = layout.SlotType(slot);
        m_color[size_t(slot)] = uint8_t(Index(c));
        m_bySlot[size_t(slot)] = {slot, type, Steps(type, c)};
        m_pieces[size_t(Index(c))][size_t(m_count[size_t(Index(c))]++)] = m_bySlot[size_t(slot)];
    }
    for (Color c : {Color::White, Color::Black})
        m_promotionRank[size_t(Index(c))] = v.promotionRank[Index(c)];
}

Bitboard MakrukTableMoves::IllegalLast(const TablePosition& p) const {
    const int last = m_slots - 1;
    const int us = Index(p.sideToMove);
    const Square theirKing = p.squares[size_t(1 - us)];
    const bb::Tables& tables = bb::Get();
    Bitboard others = 0;
    for (int slot = 0; slot < last; ++slot) others |= Bit(p.squares[size_t(slot)]);
    Bitboard illegal = 0;
    for (int slot = 0; slot < last; ++slot) {
        if (m_color[size_t(slot)] != us) continue;
        const Piece& piece = m_bySlot[size_t(slot)];
        const Square s = p.squares[size_t(slot)];
        if (piece.steps) {
            if (piece.steps[s] & Bit(theirKing)) return ~Bitboard(0);
        } else if (bb::RookAttacks(s, 0) & Bit(theirKing)) {
            // Unless the last piece stands between (nothing else does).
            const Bitboard between = tables.between[s][theirKing];
            if (!(between & others)) illegal |= ~between;
        }
    }
    if (m_color[size_t(last)] == us) {
        // The squares from which the last piece attacks the Khun: its steps
        // taken backwards (a Khon's and a Bia's are the other colour's forward).
        const Piece& piece = m_bySlot[size_t(last)];
        const Bitboard* back = Steps(piece.type, Color(1 - us));
        illegal |= back ? back[theirKing] : bb::RookAttacks(theirKing, others);
    }
    return illegal;
}

void MakrukTableMoves::Generate(const TablePosition& p, TableMoves& out, bool legal) const {
    out.Clear();
    const int us = Index(p.sideToMove), them = 1 - us;
    Bitboard occupied = 0;
    std::array<Bitboard, 2> side{};
    for (int slot = 0; slot < m_slots; ++slot) {
        const Bitboard b = Bit(p.squares[size_t(slot)]);
        occupied |= b;
        side[m_color[size_t(slot)]] |= b;
    }
    const Bitboard own = side[size_t(us)], enemy = side[size_t(them)];
    const std::span<const Piece> ours(m_pieces[size_t(us)].data(), size_t(m_count[size_t(us)]));
    const std::span<const Piece> theirs(m_pieces[size_t(them)].data(),
                                        size_t(m_count[size_t(them)]));
    auto attacks = [&p](const Piece& piece, Bitboard occ) {
        const Square s = p.squares[size_t(piece.slot)];
        return piece.steps ? piece.steps[s] : bb::RookAttacks(s, occ);
    };
    // The Khuns are slots 0 (White) and 1 (Black).
    const Square king = p.squares[size_t(us)];
    const Bitboard theirKing = Bit(p.squares[size_t(them)]);
    if (!legal)
        for (const Piece& piece : ours)
            if (attacks(piece, occupied) & theirKing) return;
    out.legal = true;
    // What the enemy attacks with the Khun lifted (so that a Rua's line runs on
    // behind it), the pieces that give check, and which of our pieces are pinned
    // (alone between the Khun and an enemy Rua: only a Rua can pin) with the
    // squares each may still go to (its line to the pinner, the pinner's square).
    const bb::Tables& tables = bb::Get();
    Bitboard attacked = 0, checkers = 0, pinned = 0;
    std::array<Bitboard, kMaxSlots> pinLine{};
    std::array<Square, kMaxSlots> pinnedOn{};
    int pins = 0;
    Bitboard checkRays = 0;  // the squares between the Khun and a checking Rua
    for (const Piece& piece : theirs) {
        const Square s = p.squares[size_t(piece.slot)];
        const Bitboard a = attacks(piece, occupied ^ Bit(king));
        attacked |= a;
        if (a & Bit(king)) {
            checkers |= Bit(s);
            if (!piece.steps) checkRays |= tables.between[king][s];
        } else if (!piece.steps && (bb::RookAttacks(king, 0) & Bit(s))) {
            const Bitboard between = tables.between[king][s] & occupied;
            if (std::has_single_bit(between) && (between & own)) {
                pinned |= between;
                pinnedOn[size_t(pins)] = Square(std::countr_zero(between));
                pinLine[size_t(pins++)] = tables.between[king][s] | Bit(s);
            }
        }
    }
    out.inCheck = checkers != 0;
    // Where a piece other than the Khun may go: anywhere out of check; onto the
    // checker or the line it checks along against one checker; nowhere against
    // two. A move cannot uncover a check otherwise: only a Rua checks from afar.
    const Bitboard evasions = !checkers                       ? ~Bitboard(0)
                              : std::has_single_bit(checkers) ? checkers | checkRays
                                                              : 0;
    auto slotOn = [&p, &theirs](Square s) {
        for (const Piece& piece : theirs)
            if (p.squares[size_t(piece.slot)] == s) return piece.slot;
        return -1;
    };
    for (const Piece& piece : ours) {
        const Square from = p.squares[size_t(piece.slot)];
        Bitboard targets;
        if (piece.type == PieceType::King) {
            // A square the enemy attacks with the Khun lifted is unsafe, and one it
            // does not is safe: a capture removes no attack on the taken square.
            targets = piece.steps[from] & ~own & ~attacked;
        } else {
            if (piece.type == PieceType::Pawn) {
                targets = tables.pawnAttack[us][from] & enemy;
                const int push = from + (us == Index(Color::White) ? 8 : -8);
                if (push >= 0 && push < 64 && !(occupied & Bit(push))) targets |= Bit(push);
            } else {
                targets = attacks(piece, occupied) & ~own;
            }
            targets &= evasions;
            if (pinned & Bit(from))
                for (int k = 0; k < pins; ++k)
                    if (pinnedOn[size_t(k)] == from) targets &= pinLine[size_t(k)];
        }
        // Quiet moves are only counted; captures and promotions are listed.
        Bitboard leaving = targets & enemy;
        if (piece.type == PieceType::Pawn) {
            const Bitboard lastRank = Bitboard(0xFF) << (8 * m_promotionRank[size_t(us)]);
            leaving |= targets & lastRank;
        }
        out.quiet += bb::Count(targets & ~leaving);
        while (leaving) {
            const Square to = Square(PopLsb(leaving));
            const bool takes = (enemy & Bit(to)) != 0;
            const bool promotes =
                piece.type == PieceType::Pawn && to / 8 == m_promotionRank[size_t(us)];
            out.AddExit({piece.slot, takes ? slotOn(to) : -1, to, promotes});
        }
    }
}

Bitboard MakrukTableMoves::QuietTargets(const TablePosition& p, int slot, Bitboard occupied) const {
    const Piece& piece = m_bySlot[size_t(slot)];
    const Square from = p.squares[size_t(slot)];
    if (piece.type == PieceType::Pawn) {
        const int push = from + (m_color[size_t(slot)] == Index(Color::White) ? 8 : -8);
        return push >= 0 && push < 64 ? Bit(push) & ~occupied : 0;
    }
    return (piece.steps ? piece.steps[from] : bb::RookAttacks(from, occupied)) & ~occupied;
}

namespace {

// Xiangqi's steps from each point, with the point that blocks them (a horse's
// leg, an elephant's eye; kNoSquare when nothing can).
struct Step {
    Square to;
    Square block;
};

struct Steps90 {
    std::array<Step, 8> steps{};
    int count = 0;
    void Add(Square to, Square block = kNoSquare) { steps[size_t(count++)] = {to, block}; }
};

struct XiangqiSteps {
    std::array<std::array<Steps90, kMaxSquares>, 2> king, advisor, elephant, pawn;
    std::array<Steps90, kMaxSquares> horse;
};

XiangqiSteps* MakeXiangqiSteps() {
    const Variant& v = XiangqiVariant();
    auto* t = new XiangqiSteps();
    static constexpr int kOrth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static constexpr int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int r = 0; r < v.ranks; ++r)
        for (int f = 0; f < v.files; ++f) {
            const Square s = v.MakeSquare(f, r);
            for (const auto& o : kOrth) {
                const int lf = f + o[0], lr = r + o[1];
                if (!v.OnBoard(lf, lr)) continue;
                for (Color c : {Color::White, Color::Black})
                    if (v.InPalace(c, v.MakeSquare(lf, lr)))
                        t->king[size_t(Index(c))][s].Add(v.MakeSquare(lf, lr));
                // A horse: one straight step to its leg, then one diagonal step out.
                for (int side : {-1, 1}) {
                    const int hf = lf + o[0] + (o[0] == 0 ? side : 0);
                    const int hr = lr + o[1] + (o[1] == 0 ? side : 0);
                    if (v.OnBoard(hf, hr))
                        t->horse[s].Add(v.MakeSquare(hf, hr), v.MakeSquare(lf, lr));
                }
            }
            for (const auto& d : kDiag)
                for (Color c : {Color::White, Color::Black}) {
                    const int af = f + d[0], ar = r + d[1];
                    if (v.OnBoard(af, ar) &&
                        v.CanStandOn(c, PieceType::Advisor, v.MakeSquare(af, ar)))
                        t->advisor[size_t(Index(c))][s].Add(v.MakeSquare(af, ar));
                    const int ef = f + 2 * d[0], er = r + 2 * d[1];
                    if (v.OnBoard(ef, er) &&
                        v.CanStandOn(c, PieceType::Elephant, v.MakeSquare(ef, er)))
                        t->elephant[size_t(Index(c))][s].Add(v.MakeSquare(ef, er),
                                                             v.MakeSquare(af, ar));
                }
            for (Color c : {Color::White, Color::Black}) {
                Steps90& pawn = t->pawn[size_t(Index(c))][s];
                const int forward = c == Color::White ? 1 : -1;
                if (v.OnBoard(f, r + forward)) pawn.Add(v.MakeSquare(f, r + forward));
                if (v.PawnCrossedRiver(c, s))
                    for (int side : {-1, 1})
                        if (v.OnBoard(f + side, r)) pawn.Add(v.MakeSquare(f + side, r));
            }
        }
    return t;
}

const XiangqiSteps& Xiangqi() {
    static const XiangqiSteps* t = MakeXiangqiSteps();
    return *t;
}

constexpr int kFiles = 9;
constexpr int kLines[4] = {1, -1, kFiles, -kFiles};  // the four directions, in points

// A Xiangqi table position on a board of slots (-1: an empty point), changed in
// place to look at the board after a move.
class XiangqiBoard {
public:
    XiangqiBoard(const Layout& layout, const TablePosition& p)
        : m_layout(layout), m_squares(p.squares) {
        m_at.fill(-1);
        for (int slot = 0; slot < layout.Slots(); ++slot)
            m_at[m_squares[size_t(slot)]] = int8_t(slot);
    }

    int At(Square s) const { return m_at[s]; }
    Square Of(int slot) const { return m_squares[size_t(slot)]; }

    // Moves the piece of `slot` to `to` (taking what stands there).
    void Move(int slot, Square to) {
        m_at[m_squares[size_t(slot)]] = -1;
        m_at[to] = int8_t(slot);
        m_squares[size_t(slot)] = to;
    }
    void Restore(int slot, Square from, Square to, int taken) {
        m_at[to] = int8_t(taken);
        m_at[from] = int8_t(slot);
        m_squares[size_t(slot)] = from;
    }

    // Whether the General of `c` is attacked by a piece of the other colour
    // (not the one of slot `taken`, just taken) or faces the other General.
    bool Exposed(Color c, int taken) const {
        const Square g = Of(Index(c));
        const Color them = ~c;
        const Square other = Of(Index(them));
        if (Same(g, other, kFiles) && Between(g, other) == 0) return true;
        const XiangqiSteps& steps = Xiangqi();
        for (int slot = 2; slot < m_layout.Slots(); ++slot) {
            if (slot == taken || m_layout.SlotColor(slot) != them) continue;
            const Square s = Of(slot);
            switch (m_layout.SlotType(slot)) {
                case PieceType::Rook:
                    if (OnLine(s, g) && Between(s, g) == 0) return true;
                    break;
                case PieceType::Cannon:
                    if (OnLine(s, g) && Between(s, g) == 1) return true;
                    break;
                case PieceType::Horse: {
                    const Steps90& h = steps.horse[s];
                    for (int k = 0; k < h.count; ++k)
                        if (h.steps[size_t(k)].to == g && m_at[h.steps[size_t(k)].block] < 0)
                            return true;
                    break;
                }
                case PieceType::Pawn: {
                    const Steps90& pawn = steps.pawn[size_t(Index(them))][s];
                    for (int k = 0; k < pawn.count; ++k)
                        if (pawn.steps[size_t(k)].to == g) return true;
                    break;
                }
                default:  // Advisors and Elephants never leave their own half
                    break;
            }
        }
        return false;
    }

    static bool Same(Square a, Square b, int by) {
        return by == kFiles ? a % kFiles == b % kFiles : a / kFiles == b / kFiles;
    }
    static bool OnLine(Square a, Square b) { return Same(a, b, kFiles) || Same(a, b, 1); }
    // Whether a piece on `s` may expose the General on `g` by leaving: on its
    // rank or file, or diagonally next to it (a horse's leg).
    static bool Shields(Square s, Square g) {
        const int df = s % kFiles - g % kFiles, dr = s / kFiles - g / kFiles;
        return df == 0 || dr == 0 || ((df == 1 || df == -1) && (dr == 1 || dr == -1));
    }

private:
    // The pieces strictly between two points of one rank or file.
    int Between(Square a, Square b) const {
        const int step = Same(a, b, kFiles) ? kFiles : 1;
        const int lo = std::min(a, b), hi = std::max(a, b);
        int n = 0;
        for (int s = lo + step; s < hi; s += step) n += m_at[size_t(s)] >= 0;
        return n;
    }

    const Layout& m_layout;
    std::array<Square, kMaxSlots> m_squares;
    std::array<int8_t, kMaxSquares> m_at;
};

// Calls `target(to)` for every point the piece of `slot` reaches by its moves
// alone on `board`, `us` being its colour: its steps whose leg or eye is free,
// a Chariot's lines up to and including the first piece, a Cannon's up to the
// first piece and the piece beyond it. Points of its own side are included
// (the caller drops them); its General's safety is not tested.
template <class Target>
void ForEachTarget(const Layout& layout, const XiangqiBoard& board, int slot, Color us,
                   Target&& target) {
    const XiangqiSteps& steps = Xiangqi();
    const PieceType type = layout.SlotType(slot);
    const Square from = board.Of(slot);
    auto stepsFrom = [&](const Steps90& list) {
        for (int k = 0; k < list.count; ++k) {
            const Step& st = list.steps[size_t(k)];
            if (st.block == kNoSquare || board.At(st.block) < 0) target(st.to);
        }
    };
    const size_t c = size_t(Index(us));
    switch (type) {
        case PieceType::King:
            stepsFrom(steps.king[c][from]);
            break;
        case PieceType::Advisor:
            stepsFrom(steps.advisor[c][from]);
            break;
        case PieceType::Elephant:
            stepsFrom(steps.elephant[c][from]);
            break;
        case PieceType::Horse:
            stepsFrom(steps.horse[from]);
            break;
        case PieceType::Pawn:
            stepsFrom(steps.pawn[c][from]);
            break;
        case PieceType::Rook:
        case PieceType::Cannon:
            for (int line = 0; line < 4; ++line) {
                const int d = kLines[line];
                bool screened = false;
                for (int s = from + d;; s += d) {
                    // Off the board: a step along a rank that leaves it, or off its ends.
                    if (s < 0 || s >= kMaxSquares) break;
                    if ((d == 1 || d == -1) && s / kFiles != from / kFiles) break;
                    if (board.At(Square(s)) < 0) {
                        if (!screened) target(Square(s));
                        continue;
                    }
                    if (type == PieceType::Rook || screened) {
                        target(Square(s));
                        break;
                    }
                    screened = true;
                }
            }
            break;
        default:
            break;
    }
}

}  // namespace

void GenerateXiangqiTableMoves(const Layout& layout, const TablePosition& p, TableMoves& out) {
    out.Clear();
    XiangqiBoard board(layout, p);
    const Color us = p.sideToMove;
    if (board.Exposed(~us, -1)) return;
    out.legal = true;
    out.inCheck = board.Exposed(us, -1);
    const Square general = board.Of(Index(us));
    // One move of the piece of `slot` from `from` to `to`: counted or kept when legal.
    auto add = [&](int slot, Square from, Square to, bool test) {
        const int taken = board.At(to);
        if (test) {
            board.Move(slot, to);
            const bool exposed = board.Exposed(us, taken);
            board.Restore(slot, from, to, taken);
            if (exposed) return;
        }
        if (taken < 0)
            ++out.quiet;
        else
            out.AddExit({slot, taken, to, false});
    };
    for (int slot = 0; slot < layout.Slots(); ++slot) {
        if (layout.SlotColor(slot) != us) continue;
        const Square from = p.squares[size_t(slot)];
        // Another piece's move can only expose the General when it stands in check,
        // leaves a point that shields it, or comes to the General's rank or file.
        const bool leaves = layout.SlotType(slot) == PieceType::King || out.inCheck ||
                            XiangqiBoard::Shields(from, general);
        ForEachTarget(layout, board, slot, us, [&](Square to) {
            const int there = board.At(to);
            if (there >= 0 && layout.SlotColor(there) == us) return;
            add(slot, from, to, leaves || XiangqiBoard::OnLine(to, general));
        });
    }
}

void GenerateXiangqiQuietMoves(const Layout& layout, const TablePosition& p, QuietMoveList& out) {
    out.size = 0;
    const XiangqiBoard board(layout, p);
    for (int slot = 0; slot < layout.Slots(); ++slot) {
        if (layout.SlotColor(slot) != p.sideToMove) continue;
        ForEachTarget(layout, board, slot, p.sideToMove, [&](Square to) {
            if (board.At(to) < 0) out.Add(slot, to);
        });
    }
}

}  // namespace chatur::tablebase
