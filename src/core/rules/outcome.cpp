#include "core/rules/outcome.h"

#include <array>
#include <utility>

namespace chatur {

namespace {

constexpr std::array<std::pair<Reason, std::string_view>, 13> kReasonKeys{{
    {Reason::None, "none"},
    {Reason::Checkmate, "checkmate"},
    {Reason::Stalemate, "stalemate"},
    {Reason::NoMoves, "no-moves"},
    {Reason::Counting, "counting"},
    {Reason::Repetition, "repetition"},
    {Reason::PerpetualCheck, "perpetual-check"},
    {Reason::FiftyMoves, "fifty-moves"},
    {Reason::InsufficientMaterial, "insufficient-material"},
    {Reason::MoveLimit, "move-limit"},
    {Reason::Resignation, "resignation"},
    {Reason::Agreement, "agreement"},
    {Reason::TimeForfeit, "time-forfeit"},
}};

constexpr std::array<std::pair<Result, std::string_view>, 4> kResultKeys{{
    {Result::Ongoing, "ongoing"},
    {Result::WhiteWins, "white-wins"},
    {Result::BlackWins, "black-wins"},
    {Result::Draw, "draw"},
}};

}  // namespace

std::string_view ReasonKey(Reason reason) {
    for (const auto& [r, key] : kReasonKeys)
        if (r == reason) return key;
    return "none";
}

std::optional<Reason> ReasonFromKey(std::string_view key) {
    for (const auto& [r, k] : kReasonKeys)
        if (k == key) return r;
    return std::nullopt;
}

std::string_view ResultKey(Result result) {
    for (const auto& [r, key] : kResultKeys)
        if (r == result) return key;
    return "ongoing";
}

std::optional<Result> ResultFromKey(std::string_view key) {
    for (const auto& [r, k] : kResultKeys)
        if (k == key) return r;
    return std::nullopt;
}

}  // namespace chatur
