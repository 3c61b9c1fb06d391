#include "core/rules/movegen.h"

namespace chatur {

namespace {

// `knownCheck`: whether the side to move is in check, as the caller knows it (-1:
// not known). Only Xiangqi's generator uses it (Makruk's finds its checkers anyway).
void Generate(Position& pos, MoveList& out, int knownCheck) {
    if (pos.GetVariant().id == VariantId::Makruk)
        makruk::GenerateLegal(pos, out);
    else
        xiangqi::GenerateLegal(pos, out, knownCheck);
}

void GenerateCaptures(Position& pos, MoveList& out, int knownCheck) {
    if (pos.GetVariant().id == VariantId::Makruk)
        makruk::GenerateLegalCaptures(pos, out);
    else
        xiangqi::GenerateLegalCaptures(pos, out, knownCheck);
}

bool HasMove(Position& pos, int knownCheck) {
    if (pos.GetVariant().id == VariantId::Xiangqi) return xiangqi::HasLegalMove(pos, knownCheck);
    return makruk::HasLegalMove(pos);
}

}  // namespace

void GenerateLegalMoves(Position& pos, MoveList& out) {
    Generate(pos, out, -1);
}
void GenerateLegalMoves(Position& pos, MoveList& out, bool inCheck) {
    Generate(pos, out, inCheck);
}
void GenerateLegalCaptures(Position& pos, MoveList& out) {
    GenerateCaptures(pos, out, -1);
}
void GenerateLegalCaptures(Position& pos, MoveList& out, bool inCheck) {
    GenerateCaptures(pos, out, inCheck);
}
void GenerateLegalCapturesOn(Position& pos, Square to, MoveList& out) {
    if (pos.GetVariant().id == VariantId::Makruk)
        makruk::GenerateLegalCapturesOn(pos, to, out);
    else
        xiangqi::GenerateLegalCapturesOn(pos, to, out);
}
bool HasLegalMoves(Position& pos) {
    return HasMove(pos, -1);
}
bool HasLegalMoves(Position& pos, bool inCheck) {
    return HasMove(pos, inCheck);
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
