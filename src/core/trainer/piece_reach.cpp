#include "core/trainer/piece_reach.h"

#include <cstdlib>

#include "core/rules/movegen.h"

namespace chatur {

namespace {

struct Delta {
    int df;
    int dr;
};

constexpr Delta kOrthogonal[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Delta kDiagonal[] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
constexpr Delta kKnight[] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                             {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// Collects reach into `out`, classifying the target square by what stands there.
class ReachBuilder {
public:
    ReachBuilder(const Position& pos, Square from)
        : m_pos(pos), m_v(pos.GetVariant()), m_from(from), m_color(ColorOf(pos.PieceAt(from))) {}

    int File() const { return m_v.FileOf(m_from); }
    int Rank() const { return m_v.RankOf(m_from); }
    Color Us() const { return m_color; }
    int Forward() const { return m_color == Color::White ? 1 : -1; }
    const Variant& V() const { return m_v; }

    bool Empty(int f, int r) const { return IsEmpty(m_pos.PieceAt(m_v.MakeSquare(f, r))); }

    // A step (or jump) onto (f, r): quiet if empty, capture or defend if occupied.
    void Touch(int f, int r, bool mayCapture = true, bool mayQuiet = true) {
        if (!m_v.OnBoard(f, r)) return;
        Square s = m_v.MakeSquare(f, r);
        Piece p = m_pos.PieceAt(s);
        if (IsEmpty(p)) {
            if (mayQuiet) m_out.quiet.set(s);
        } else if (mayCapture) {
            (ColorOf(p) == m_color ? m_out.defends : m_out.captures).set(s);
        }
    }

    void Slide(Delta d) {
        int f = File() + d.df, r = Rank() + d.dr;
        while (m_v.OnBoard(f, r)) {
            Touch(f, r);
            if (!Empty(f, r)) return;
            f += d.df;
            r += d.dr;
        }
    }

    // Xiangqi cannon: quiet moves up to the first piece, then the first piece
    // beyond that screen is what it attacks.
    void CannonLine(Delta d) {
        int f = File() + d.df, r = Rank() + d.dr;
        while (m_v.OnBoard(f, r) && Empty(f, r)) {
            Touch(f, r);
            f += d.df;
            r += d.dr;
        }
        f += d.df;
        r += d.dr;
        while (m_v.OnBoard(f, r)) {
            if (!Empty(f, r)) {
                Touch(f, r);
                return;
            }
            f += d.df;
            r += d.dr;
        }
    }

    // A step that must stay on squares this piece may stand on (palace, own half).
    void Confined(int f, int r, PieceType t) {
        if (m_v.OnBoard(f, r) && m_v.CanStandOn(m_color, t, m_v.MakeSquare(f, r))) Touch(f, r);
    }

    PieceReach Take() { return m_out; }

private:
    const Position& m_pos;
    const Variant& m_v;
    Square m_from;
    Color m_color;
    PieceReach m_out;
};

void MakrukReach(ReachBuilder& b, PieceType t) {
    const int f = b.File(), r = b.Rank(), fw = b.Forward();
    switch (t) {
        case PieceType::King:
            for (Delta d : kOrthogonal) b.Touch(f + d.df, r + d.dr);
            for (Delta d : kDiagonal) b.Touch(f + d.df, r + d.dr);
            break;
        case PieceType::Met:
        case PieceType::BiaNgai:
            for (Delta d : kDiagonal) b.Touch(f + d.df, r + d.dr);
            break;
        case PieceType::Khon:
            for (Delta d : kDiagonal) b.Touch(f + d.df, r + d.dr);
            b.Touch(f, r + fw);
            break;
        case PieceType::Horse:
            for (Delta d : kKnight) b.Touch(f + d.df, r + d.dr);
            break;
        case PieceType::Rook:
            for (Delta d : kOrthogonal) b.Slide(d);
            break;
        case PieceType::Pawn:
            b.Touch(f, r + fw, /*mayCapture=*/false);
            b.Touch(f - 1, r + fw, true, /*mayQuiet=*/false);
            b.Touch(f + 1, r + fw, true, false);
            break;
        default:
            break;
    }
}

void XiangqiReach(ReachBuilder& b, PieceType t) {
    const int f = b.File(), r = b.Rank(), fw = b.Forward();
    switch (t) {
        case PieceType::King:
            for (Delta d : kOrthogonal) b.Confined(f + d.df, r + d.dr, t);
            break;
        case PieceType::Advisor:
            for (Delta d : kDiagonal) b.Confined(f + d.df, r + d.dr, t);
            break;
        case PieceType::Elephant:
            for (Delta d : kDiagonal) {
                int ef = f + d.df, er = r + d.dr;
                if (b.V().OnBoard(ef, er) && b.Empty(ef, er))
                    b.Confined(f + 2 * d.df, r + 2 * d.dr, t);
            }
            break;
        case PieceType::Horse:
            for (Delta d : kOrthogonal) {
                int lf = f + d.df, lr = r + d.dr;
                if (!b.V().OnBoard(lf, lr) || !b.Empty(lf, lr)) continue;
                if (d.df != 0) {
                    b.Touch(f + 2 * d.df, r + 1);
                    b.Touch(f + 2 * d.df, r - 1);
                } else {
                    b.Touch(f + 1, r + 2 * d.dr);
                    b.Touch(f - 1, r + 2 * d.dr);
                }
            }
            break;
        case PieceType::Rook:
            for (Delta d : kOrthogonal) b.Slide(d);
            break;
        case PieceType::Cannon:
            for (Delta d : kOrthogonal) b.CannonLine(d);
            break;
        case PieceType::Pawn: {
            b.Touch(f, r + fw);
            const Variant& v = b.V();
            if (v.OnBoard(f, r) && v.PawnCrossedRiver(b.Us(), v.MakeSquare(f, r))) {
                b.Touch(f - 1, r);
                b.Touch(f + 1, r);
            }
            break;
        }
        default:
            break;
    }
}

int PiecesBetween(const Position& pos, int f0, int r0, int f1, int r1) {
    const Variant& v = pos.GetVariant();
    int df = (f1 > f0) - (f1 < f0), dr = (r1 > r0) - (r1 < r0);
    int n = 0;
    for (int f = f0 + df, r = r0 + dr; f != f1 || r != r1; f += df, r += dr)
        if (!IsEmpty(pos.PieceAt(v.MakeSquare(f, r)))) ++n;
    return n;
}

// The pattern does not allow the step: say what the pattern is.
MoveRefusal PatternReason(const Position& pos, Square from, Square to) {
    const Variant& v = pos.GetVariant();
    const Piece p = pos.PieceAt(from);
    const Piece target = pos.PieceAt(to);
    const Color us = ColorOf(p);
    const int f0 = v.FileOf(from), r0 = v.RankOf(from);
    const int df = v.FileOf(to) - f0;
    const int dr = (v.RankOf(to) - r0) * (us == Color::White ? 1 : -1);  // + is forward
    const int adf = std::abs(df), adr = std::abs(dr);
    const bool straight = df == 0 || dr == 0;
    const bool enemyThere = !IsEmpty(target) && ColorOf(target) != us;

    if (v.id == VariantId::Makruk) {
        switch (TypeOf(p)) {
            case PieceType::King:
                return MoveRefusal::KhunOneStep;
            case PieceType::Met:
                return MoveRefusal::MetOneDiagonal;
            case PieceType::BiaNgai:
                return MoveRefusal::BiaNgaiOneDiagonal;
            case PieceType::Khon:
                if (df == 0 && dr == -1) return MoveRefusal::KhonNoStraightBack;
                if (dr == 0 && adf == 1) return MoveRefusal::KhonNoSideways;
                return MoveRefusal::KhonOneStep;
            case PieceType::Horse:
                return MoveRefusal::MaLShape;
            case PieceType::Rook:
                return straight ? MoveRefusal::RuaBlocked : MoveRefusal::RuaStraightLines;
            case PieceType::Pawn:
                if (dr < 0) return MoveRefusal::BiaNoBackward;
                if (dr == 1 && adf == 1) return MoveRefusal::BiaCapturesDiagonally;
                if (dr == 1 && df == 0 && enemyThere) return MoveRefusal::BiaCapturesDiagonally;
                if (dr == 2 && df == 0) return MoveRefusal::BiaNoDoubleStep;
                return MoveRefusal::BiaOneStepForward;
            default:
                return MoveRefusal::PieceCannotMoveThere;
        }
    }
    switch (TypeOf(p)) {
        case PieceType::King:
            if (!v.InPalace(us, to)) return MoveRefusal::GeneralStaysInPalace;
            return MoveRefusal::GeneralOneOrthogonal;
        case PieceType::Advisor:
            if (!v.InPalace(us, to)) return MoveRefusal::AdvisorStaysInPalace;
            return MoveRefusal::AdvisorOneDiagonal;
        case PieceType::Elephant:
            if (v.RelativeRank(us, to) > v.riverAfterRank) return MoveRefusal::ElephantRiver;
            if (adf == 2 && adr == 2) return MoveRefusal::ElephantEyeBlocked;
            return MoveRefusal::ElephantTwoDiagonal;
        case PieceType::Horse:
            if ((adf == 1 && adr == 2) || (adf == 2 && adr == 1))
                return MoveRefusal::HorseLegBlocked;
            return MoveRefusal::HorseLShape;
        case PieceType::Rook:
            return straight ? MoveRefusal::ChariotBlocked : MoveRefusal::ChariotStraightLines;
        case PieceType::Cannon: {
            if (!straight) return MoveRefusal::CannonStraightLines;
            int between = PiecesBetween(pos, f0, r0, v.FileOf(to), v.RankOf(to));
            if (enemyThere)
                return between == 0 ? MoveRefusal::CannonNeedsScreen : MoveRefusal::CannonOneScreen;
            return MoveRefusal::CannonBlocked;
        }
        case PieceType::Pawn:
            if (dr < 0) return MoveRefusal::SoldierNoBackward;
            if (dr == 0 && adf == 1) return MoveRefusal::SoldierSidewaysAfterRiver;
            return MoveRefusal::SoldierOneStep;
        default:
            return MoveRefusal::PieceCannotMoveThere;
    }
}

}  // namespace

PieceReach ComputeReach(const Position& pos, Square from) {
    if (from >= pos.GetVariant().SquareCount() || IsEmpty(pos.PieceAt(from))) return {};
    ReachBuilder b(pos, from);
    PieceType t = TypeOf(pos.PieceAt(from));
    if (pos.GetVariant().id == VariantId::Makruk)
        MakrukReach(b, t);
    else
        XiangqiReach(b, t);
    return b.Take();
}

MoveRefusal ExplainIllegalMove(const Position& pos, Square from, Square to) {
    const Variant& v = pos.GetVariant();
    if (from >= v.SquareCount() || to >= v.SquareCount()) return MoveRefusal::NotASquare;
    const Piece p = pos.PieceAt(from);
    if (IsEmpty(p)) return MoveRefusal::NoPiece;
    if (from == to) return MoveRefusal::PieceMustMove;
    const Piece target = pos.PieceAt(to);
    if (!IsEmpty(target) && ColorOf(target) == ColorOf(p)) return MoveRefusal::OwnPieceThere;
    for (Move m : LegalMovesFrom(pos, from))
        if (m.To() == to) return MoveRefusal::None;

    PieceReach reach = ComputeReach(pos, from);
    if (!reach.quiet.test(to) && !reach.captures.test(to)) return PatternReason(pos, from, to);

    // The pattern allows it: the move fails on king safety.
    const Color us = ColorOf(p);
    Position after = pos;
    after.SetSideToMove(us);
    const bool wasInCheck = after.InCheck();
    after.DoMove(Move(from, to));
    if (v.flyingGeneral && xiangqi::KingsFacing(after)) return MoveRefusal::FlyingGeneral;
    if (TypeOf(p) == PieceType::King) return MoveRefusal::KingIntoCheck;
    if (wasInCheck) return MoveRefusal::MustAnswerCheck;
    return MoveRefusal::WouldLeaveKingInCheck;
}

}  // namespace chatur
