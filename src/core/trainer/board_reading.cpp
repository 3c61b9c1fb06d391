#include "core/trainer/board_reading.h"

#include <algorithm>
#include <array>

#include "core/rules/movegen.h"

namespace chatur {

namespace {

// A piece kind's place in the order players list a set.
int ListingRank(VariantId variant, PieceType type) {
    static constexpr std::array kMakruk = {PieceType::King,  PieceType::Met,  PieceType::Khon,
                                           PieceType::Horse, PieceType::Rook, PieceType::BiaNgai,
                                           PieceType::Pawn};
    static constexpr std::array kXiangqi = {
        PieceType::King, PieceType::Advisor, PieceType::Elephant, PieceType::Horse,
        PieceType::Rook, PieceType::Cannon,  PieceType::Pawn};
    const auto& order = variant == VariantId::Makruk ? kMakruk : kXiangqi;
    const auto it = std::find(order.begin(), order.end(), type);
    return int(it - order.begin());
}

}  // namespace

std::vector<PlacedPiece> PiecesOf(const Position& pos, Color side) {
    const Variant& v = pos.GetVariant();
    std::vector<PlacedPiece> pieces;
    for (int file = 0; file < v.files; ++file)
        for (int rank = 0; rank < v.ranks; ++rank) {
            const Square s = v.MakeSquare(file, rank);
            const Piece p = pos.PieceAt(s);
            if (!IsEmpty(p) && ColorOf(p) == side) pieces.push_back({p, s});
        }
    std::stable_sort(pieces.begin(), pieces.end(), [&](const PlacedPiece& a, const PlacedPiece& b) {
        return ListingRank(v.id, TypeOf(a.piece)) < ListingRank(v.id, TypeOf(b.piece));
    });
    return pieces;
}

std::vector<PlacedPiece> PiecesOnRank(const Position& pos, int rank) {
    const Variant& v = pos.GetVariant();
    std::vector<PlacedPiece> pieces;
    for (int file = 0; file < v.files && rank >= 0 && rank < v.ranks; ++file) {
        const Square s = v.MakeSquare(file, rank);
        if (!IsEmpty(pos.PieceAt(s))) pieces.push_back({pos.PieceAt(s), s});
    }
    return pieces;
}

std::vector<PlacedPiece> PiecesOnFile(const Position& pos, int file) {
    const Variant& v = pos.GetVariant();
    std::vector<PlacedPiece> pieces;
    for (int rank = 0; rank < v.ranks && file >= 0 && file < v.files; ++rank) {
        const Square s = v.MakeSquare(file, rank);
        if (!IsEmpty(pos.PieceAt(s))) pieces.push_back({pos.PieceAt(s), s});
    }
    return pieces;
}

PieceDestinations DestinationsOf(const Position& pos, Square from) {
    PieceDestinations d;
    for (Move m : LegalMovesFrom(pos, from)) {
        if (IsEmpty(pos.PieceAt(m.To())))
            d.quiet.set(m.To());
        else
            d.captures.set(m.To());
    }
    return d;
}

MoveRefusal WhyNoMoves(const Position& pos, Square from) {
    const Piece p = pos.PieceAt(from);
    if (IsEmpty(p) || !LegalMovesFrom(pos, from).Empty()) return MoveRefusal::None;
    const bool inCheck = ColorOf(p) == pos.SideToMove() && pos.InCheck();
    return inCheck ? MoveRefusal::PieceCannotAnswerCheck : MoveRefusal::PieceHasNoMoves;
}

PieceRange RangeOf(const Position& pos, Square from) {
    PieceRange r;
    r.piece = pos.PieceAt(from);
    if (IsEmpty(r.piece)) return r;
    r.destinations = DestinationsOf(pos, from);
    r.defends = ComputeReach(pos, from).defends;
    r.whyNoMoves = WhyNoMoves(pos, from);
    return r;
}

}  // namespace chatur
