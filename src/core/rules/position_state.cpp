#include "core/rules/position_state.h"

namespace chatur {

PositionState StateOf(const Game& game) {
    PositionState state;
    state.variant = game.GetVariant().id;
    state.toMove = game.SideToMove();
    state.inCheck = game.GetPosition().InCheck();
    state.outcome = game.GetOutcome();
    state.count = game.GetCountStatus();
    return state;
}

PositionState StateOfPosition(const RuleProfile& profile, const Position& pos) {
    const Variant& variant = pos.GetVariant();
    const RuleProfile& rules = profile.variant == variant.id ? profile : DefaultProfile(variant);
    auto game = Game::Create(variant, rules, GameStart{pos, std::nullopt, 0, 1});
    PositionState state;
    if (const auto* made = std::get_if<Game>(&game)) {
        state = StateOf(*made);
    } else {
        state.variant = variant.id;
        state.toMove = pos.SideToMove();
        state.inCheck = pos.InCheck();
    }
    state.count = CountStatus{};
    return state;
}

}  // namespace chatur
