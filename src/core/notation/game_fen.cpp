#include "core/notation/game_fen.h"

#include "core/notation/fen.h"

namespace chatur {

std::variant<Game, GameError> GameFromFen(const Variant& variant, const RuleProfile& profile,
                                          std::string_view fen) {
    auto parsed = ParseFen(variant, fen);
    if (auto* err = std::get_if<FenError>(&parsed))
        return GameError{GameErrorKind::BadSetup, err->message};
    return Game::Create(variant, profile, std::get<FenData>(parsed));
}

std::string GameFen(const Game& game) {
    const GameStart now = game.Current();
    return ToFen(now.position, now.countLimitPlies, now.halfmove, now.fullmove);
}

}  // namespace chatur
