#include "core/search/count_knowledge.h"

#include <algorithm>

namespace chatur {

namespace {

// A board's honour count: the weaker side still has pieces, so the mate is not
// yet in sight; the limit (64) is long, this only matters near its end.
constexpr int kBoardCountEstimate = 16;

}  // namespace

int MovesToMateEstimate(const Position& pos, Color strong) {
    const Variant& v = pos.GetVariant();
    int rua = 0, khon = 0, ma = 0, met = 0;
    for (int s = 0; s < v.SquareCount(); ++s) {
        Piece p = pos.PieceAt(Square(s));
        if (IsEmpty(p) || ColorOf(p) != strong) continue;
        switch (TypeOf(p)) {
            case PieceType::Rook:
                ++rua;
                break;
            case PieceType::Khon:
                ++khon;
                break;
            case PieceType::Horse:
                ++ma;
                break;
            case PieceType::Met:
            case PieceType::BiaNgai:  // moves as a Met
                ++met;
                break;
            default:
                break;
        }
    }
    // Longest forced mates against a lone Khun, in the winner's moves (the
    // tables' figures), for the strongest combination present.
    int longest = -1;
    if (rua >= 2)
        longest = 7;
    else if (rua == 1)
        longest = 16;
    else if (ma >= 1 && khon >= 1)
        longest = 38;
    else if (ma >= 1 && met >= 1)
        longest = 36;
    else if (khon >= 2)
        longest = 51;
    else if (khon >= 1 && met >= 1)
        longest = 57;
    else if (khon + ma + met <= 2)
        return 0;  // KSvK, KNvK, KMvK, KNNvK, KMMvK: (almost) never a win
    return longest < 0 ? -1 : longest * 6 / 10;
}

int ScoreUnderCount(int score, const SearchBoard& board) {
    const CountingState& count = board.Count();
    if (!count.Running()) return score;
    int estimate = kBoardCountEstimate;
    if (count.kind == CountKind::Pieces) {
        int pieces = MovesToMateEstimate(board.Pos(), ~count.side);
        // Pieces that (almost) never mate a lone Khun: a draw but for a rare
        // position, which the search finds as a mate (mate scores are not scaled).
        if (pieces == 0) return score / 16;
        if (pieces > 0) estimate = pieces;
    }
    int left = std::max(0, count.limit - count.value);
    if (left >= estimate + 8) return score;
    return score * (left + 4) / (estimate + 12);
}

}  // namespace chatur
