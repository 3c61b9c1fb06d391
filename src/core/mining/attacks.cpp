#include "core/mining/attacks.h"

#include <cstdlib>

#include "core/content/task.h"

namespace chatur::mining {

namespace {

struct Walker {
    const Position& pos;
    const Variant& v;
    int file, rank;
    std::vector<Square>& out;

    bool Empty(int f, int r) const { return IsEmpty(pos.PieceAt(v.MakeSquare(f, r))); }
    void Step(int df, int dr) {
        if (v.OnBoard(file + df, rank + dr)) out.push_back(v.MakeSquare(file + df, rank + dr));
    }
    void Slide(int df, int dr) {
        for (int f = file + df, r = rank + dr; v.OnBoard(f, r); f += df, r += dr) {
            out.push_back(v.MakeSquare(f, r));
            if (!Empty(f, r)) return;
        }
    }
    // A cannon's captures: the first piece behind exactly one screen.
    void Jump(int df, int dr) {
        bool screened = false;
        for (int f = file + df, r = rank + dr; v.OnBoard(f, r); f += df, r += dr) {
            if (Empty(f, r)) continue;
            if (screened) {
                out.push_back(v.MakeSquare(f, r));
                return;
            }
            screened = true;
        }
    }
};

constexpr int kOrth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

}  // namespace

std::vector<Square> AttackedSquares(const Position& pos, Square from) {
    std::vector<Square> out;
    // No piece reaches more than 17 points; reserving also spares GCC 12 a false
    // -Wstringop-overflow on a vector of bytes growing from empty.
    out.reserve(20);
    Piece p = pos.PieceAt(from);
    if (IsEmpty(p)) return out;
    const Variant& v = pos.GetVariant();
    const Color c = ColorOf(p);
    const int forward = c == Color::White ? 1 : -1;
    const bool xiangqi = v.id == VariantId::Xiangqi;
    Walker w{pos, v, v.FileOf(from), v.RankOf(from), out};
    auto keepIf = [&](auto allowed) {
        std::vector<Square> kept;
        for (Square s : out)
            if (allowed(s)) kept.push_back(s);
        out = kept;
    };
    switch (TypeOf(p)) {
        case PieceType::King:
            for (auto& d : kOrth) w.Step(d[0], d[1]);
            if (xiangqi) {
                keepIf([&](Square s) { return v.InPalace(c, s); });
            } else {
                for (auto& d : kDiag) w.Step(d[0], d[1]);
            }
            break;
        case PieceType::Rook:
            for (auto& d : kOrth) w.Slide(d[0], d[1]);
            break;
        case PieceType::Cannon:
            for (auto& d : kOrth) w.Jump(d[0], d[1]);
            break;
        case PieceType::Horse:
            for (auto& d : kOrth) {
                // One orthogonal step (the leg), then one diagonal step outward.
                int lf = w.file + d[0], lr = w.rank + d[1];
                if (!v.OnBoard(lf, lr)) continue;
                if (xiangqi && !w.Empty(lf, lr)) continue;
                for (int side : {-1, 1}) {
                    int f = lf + d[0] + (d[0] == 0 ? side : 0);
                    int r = lr + d[1] + (d[1] == 0 ? side : 0);
                    if (v.OnBoard(f, r)) out.push_back(v.MakeSquare(f, r));
                }
            }
            break;
        case PieceType::Pawn:
            w.Step(0, forward);
            if (!xiangqi) {
                out.clear();
                w.Step(1, forward);
                w.Step(-1, forward);
            } else if (v.PawnCrossedRiver(c, from)) {
                w.Step(1, 0);
                w.Step(-1, 0);
            }
            break;
        case PieceType::Met:
        case PieceType::BiaNgai:
            for (auto& d : kDiag) w.Step(d[0], d[1]);
            break;
        case PieceType::Khon:
            for (auto& d : kDiag) w.Step(d[0], d[1]);
            w.Step(0, forward);
            break;
        case PieceType::Advisor:
            for (auto& d : kDiag) w.Step(d[0], d[1]);
            keepIf([&](Square s) { return v.InPalace(c, s); });
            break;
        case PieceType::Elephant:
            for (auto& d : kDiag) {
                int ef = w.file + d[0], er = w.rank + d[1];
                if (!v.OnBoard(ef + d[0], er + d[1]) || !w.Empty(ef, er)) continue;
                Square s = v.MakeSquare(ef + d[0], er + d[1]);
                if (v.CanStandOn(c, PieceType::Elephant, s)) out.push_back(s);
            }
            break;
        default:
            break;
    }
    return out;
}

bool Attacks(const Position& pos, Square from, Square target) {
    for (Square s : AttackedSquares(pos, from))
        if (s == target) return true;
    return false;
}

std::vector<Square> Attackers(const Position& pos, Square target, Color by) {
    std::vector<Square> out;
    const Variant& v = pos.GetVariant();
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (!IsEmpty(p) && ColorOf(p) == by && Attacks(pos, Square(s), target))
            out.push_back(Square(s));
    }
    return out;
}

Square CannonScreen(const Position& pos, Square from, Square target) {
    Piece p = pos.PieceAt(from);
    if (IsEmpty(p) || TypeOf(p) != PieceType::Cannon || !Attacks(pos, from, target))
        return kNoSquare;
    const Variant& v = pos.GetVariant();
    int df = (v.FileOf(target) > v.FileOf(from)) - (v.FileOf(target) < v.FileOf(from));
    int dr = (v.RankOf(target) > v.RankOf(from)) - (v.RankOf(target) < v.RankOf(from));
    for (int f = v.FileOf(from) + df, r = v.RankOf(from) + dr; v.OnBoard(f, r); f += df, r += dr) {
        Square s = v.MakeSquare(f, r);
        if (s == target) break;
        if (!IsEmpty(pos.PieceAt(s))) return s;
    }
    return kNoSquare;
}

bool MoveGivesCheck(const Position& pos, Move m) {
    Position after = pos;
    after.DoMove(m);
    return after.InCheck();
}

int Points(const Position& pos, Square s) {
    Piece p = pos.PieceAt(s);
    if (IsEmpty(p)) return 0;
    if (TypeOf(p) == PieceType::King) return 100;
    return content::MaterialValue(pos.GetVariant().id, TypeOf(p));
}

}  // namespace chatur::mining
