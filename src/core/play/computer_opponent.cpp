#include "core/play/computer_opponent.h"

#include "core/search/evaluation.h"
#include "core/search/search_board.h"

namespace chatur {

bool ComputerAcceptsDraw(const Game& game, Color computer, std::optional<int> lastScore) {
    if (lastScore) return *lastScore <= 0;
    const int forMover = Evaluate(SearchBoard(game));
    const int forComputer = game.GetPosition().SideToMove() == computer ? forMover : -forMover;
    return forComputer <= 0;
}

std::unique_ptr<ComputerPlayer> EngineFallback(const GameSetup& setup) {
    return std::make_unique<ComputerPlayer>(setup.level, setup.seed);
}

}  // namespace chatur
