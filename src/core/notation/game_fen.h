// A game read from a FEN and written back as one: the step between the rules'
// Game (which knows no text) and FEN (notation/fen.h).
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "core/rules/game.h"

namespace chatur {

// A game from a FEN. Fails with GameErrorKind::BadSetup when the FEN cannot be
// read (the message is ParseFen's) or Game::Create refuses the position.
[[nodiscard]] std::variant<Game, GameError> GameFromFen(const Variant& variant,
                                                        const RuleProfile& profile,
                                                        std::string_view fen);

// The FEN of the game's current position; in a profile that carries the count
// (makruk/auto-count) a running count as Fairy-Stockfish writes it.
std::string GameFen(const Game& game);

}  // namespace chatur
