#include "core/rules/movegen.h"

namespace chatur {

void GenerateLegalMoves(Position& pos, MoveList& out) {
    if (pos.GetVariant().id == VariantId::Makruk)
        makruk::GenerateLegal(pos, out);
    else
        xiangqi::GenerateLegal(pos, out);
}

void GenerateLegalCaptures(Position& pos, MoveList& out) {
    if (pos.GetVariant().id == VariantId::Makruk)
        makruk::GenerateLegalCaptures(pos, out);
    else
        xiangqi::GenerateLegalCaptures(pos, out);
}

bool HasLegalMoves(Position& pos) {
    if (pos.GetVariant().id == VariantId::Xiangqi) return xiangqi::HasLegalMove(pos);
    return makruk::HasLegalMove(pos);
}

void GenerateLegalMoves(Position& pos, MoveList& out, bool inCheck) {
    if (pos.GetVariant().id == VariantId::Makruk)
        makruk::GenerateLegal(pos, out);
    else
        xiangqi::GenerateLegal(pos, out, inCheck);
}

void GenerateLegalCaptures(Position& pos, MoveList& out, bool inCheck) {
    if (pos.GetVariant().id == VariantId::Makruk)
        makruk::GenerateLegalCaptures(pos, out);
    else
        xiangqi::GenerateLegalCaptures(pos, out, inCheck);
}

bool HasLegalMoves(Position& pos, bool inCheck) {
    if (pos.GetVariant().id == VariantId::Xiangqi) return xiangqi::HasLegalMove(pos, inCheck);
    return makruk::HasLegalMove(pos);
}

MoveList LegalMoves(const Position& pos) {
    Position copy = pos;
    MoveList list;
    GenerateLegalMoves(copy, list);
    return list;
}

bool IsLegalMove(const Position& pos, Move m) {
    return LegalMoves(pos).Contains(m);
}

MoveList LegalMovesFrom(const Position& pos, Square from) {
    MoveList result;
    Piece p = pos.PieceAt(from);
    if (IsEmpty(p)) return result;
    Position copy = pos;
    copy.SetSideToMove(ColorOf(p));
    MoveList all;
    GenerateLegalMoves(copy, all);
    for (Move m : all)
        if (m.From() == from) result.Add(m);
    return result;
}

uint64_t Perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    GenerateLegalMoves(pos, list);
    if (depth == 1) return uint64_t(list.Size());
    uint64_t nodes = 0;
    for (Move m : list) {
        Piece captured = pos.DoMove(m);
        nodes += Perft(pos, depth - 1);
        pos.UndoMove(m, captured);
    }
    return nodes;
}

}  // namespace chatur
