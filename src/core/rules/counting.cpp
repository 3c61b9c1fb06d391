#include "core/rules/counting.h"

namespace chatur {

int PiecesCountLimit(const Position& pos, Color strong) {
    int rua = pos.CountPieces(strong, PieceType::Rook);
    int khon = pos.CountPieces(strong, PieceType::Khon);
    int ma = pos.CountPieces(strong, PieceType::Horse);
    if (rua >= 2) return 8;
    if (rua == 1) return 16;
    if (khon >= 2) return 22;
    if (ma >= 2) return 32;  // no Rua, fewer than two Khon
    if (khon == 1) return 44;
    return 64;
}

CountInfo AnalyzeCount(const Position& pos) {
    CountInfo info;
    if (pos.GetVariant().id != VariantId::Makruk) return info;
    if (pos.HasAny(PieceType::Pawn)) return info;
    bool whiteLone = pos.CountNonKing(Color::White) == 0;
    bool blackLone = pos.CountNonKing(Color::Black) == 0;
    if (whiteLone && blackLone) return info;  // two bare Khuns: a draw, nothing to count
    if (whiteLone || blackLone) {
        Color lone = whiteLone ? Color::White : Color::Black;
        info.kind = CountKind::Pieces;
        info.countingSide = lone;
        info.startValue = pos.CountAll() + 1;
        info.limit = PiecesCountLimit(pos, ~lone);
        return info;
    }
    info.kind = CountKind::Board;
    info.countingSide = pos.SideToMove();
    info.startValue = 1;
    info.limit = 64;
    return info;
}

}  // namespace chatur
