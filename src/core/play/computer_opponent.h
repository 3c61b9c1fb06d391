// The rules the computer follows as an opponent in play mode, apart from
// choosing its moves: whether it accepts a draw offer, and who plays its side
// when the external engine fails. PlayPanel asks these instead of deciding in
// the view, so the policy is tested without a display.
#pragma once

#include <memory>
#include <optional>

#include "core/play/play_session.h"
#include "core/rules/game.h"
#include "core/search/computer_player.h"

namespace chatur {

// The computer (playing `computer`) accepts a draw when it does not think it
// stands better: by its last search's score for itself when it has searched
// (`lastScore`), else by the static evaluation from its side.
bool ComputerAcceptsDraw(const Game& game, Color computer, std::optional<int> lastScore);

// When the external engine fails the game goes on: Chatur's own computer takes
// the engine's side at the set-up's level and seed.
std::unique_ptr<ComputerPlayer> EngineFallback(const GameSetup& setup);

}  // namespace chatur
