#include "core/tablebase/count_fit.h"

namespace chatur::tablebase {

namespace {

// Plays the count forward move by move (as AdvanceCount and Game::Evaluate do)
// and counts the winner's moves until the game would be drawn by it.
int WinnerMovesLeft(CountingState s, Color sideToMove, Color winner) {
    int moves = 0;
    Color side = sideToMove;
    for (int ply = 0; ply < 1000; ++ply) {
        bool lastMove = s.LimitReached() && s.side != side;
        if (side == winner) ++moves;
        if (lastMove) break;
        if (s.side == side) {
            ++s.value;
            ++s.counted;
        }
        side = ~side;
    }
    return moves;
}

}  // namespace

TableWin WinOfValue(Color sideToMove, const Value& value) {
    const bool moverWins = value.verdict == Verdict::Win;
    return {moverWins ? sideToMove : ~sideToMove,
            moverWins ? (value.plies + 1) / 2 : value.plies / 2};
}

CountFit FitWithinCount(const Game& game, Color winner, int mateMoves) {
    CountFit fit;
    const RuleProfile& profile = game.Profile();
    if (profile.counting == CountingRule::None || game.GetVariant().id != VariantId::Makruk)
        return fit;
    fit.count = game.Count();
    if (!fit.count.Running()) {
        if (AnalyzeCount(game.GetPosition()).kind != CountKind::Board) return fit;
        // The losing side starts a board's honour count: its next move counts 1.
        fit.count = CountingState{CountKind::Board, ~winner, 0, 64, 0};
        fit.startedNow = true;
    }
    fit.applies = true;
    // A mate given by the side counting a board's count is a draw under this profile.
    if (profile.counterMateDraws && fit.count.kind == CountKind::Board && fit.count.side == winner)
        return fit;
    fit.movesLeft = WinnerMovesLeft(fit.count, game.GetPosition().SideToMove(), winner);
    fit.fits = mateMoves <= fit.movesLeft;
    return fit;
}

}  // namespace chatur::tablebase
