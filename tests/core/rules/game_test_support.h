// Helpers shared by the Game tests: a game from a FEN under a named profile, and
// playing a move given in coordinate form. Both fail the running test (not crash)
// on bad input.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"

namespace chatur::test {

inline Game MakeGame(const Variant& v, std::string_view profile, const std::string& fen) {
    auto found = FindProfile(v, profile);
    const RuleProfile& rules = std::holds_alternative<const RuleProfile*>(found)
                                   ? *std::get<const RuleProfile*>(found)
                                   : DefaultProfile(v);
    if (!std::holds_alternative<const RuleProfile*>(found)) ADD_FAILURE() << "profile " << profile;
    auto made = GameFromFen(v, rules, fen);
    if (auto* e = std::get_if<GameError>(&made)) {
        ADD_FAILURE() << fen << ": " << e->message;
        return Game(v, rules);
    }
    return std::get<Game>(std::move(made));
}

inline void Play(Game& g, std::string_view text) {
    auto m = ParseLegalMove(g.GetPosition(), text);
    if (auto* e = std::get_if<MoveError>(&m)) {
        ADD_FAILURE() << text << ": " << e->message;
        return;
    }
    if (auto err = g.Play(std::get<Move>(m))) ADD_FAILURE() << text << ": " << err->message;
}

}  // namespace chatur::test
