// How a game ended, as data. The core never words an outcome for people: it
// returns a Result and a Reason, and the stable keys below ("checkmate",
// "perpetual-check", ...) are what `chatur-cli play` prints and what the GUI maps
// to translated text in one place. Keep the keys stable: tests and saved games
// depend on them (docs/cli.md).
#pragma once

#include <optional>
#include <string_view>

#include "core/rules/types.h"

namespace chatur {

enum class Result : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

enum class Reason : uint8_t {
    None,                  // the game goes on
    Checkmate,             // the side to move is mated
    Stalemate,             // Makruk: no legal move, not in check (a draw)
    NoMoves,               // Xiangqi: no legal move, not in check (a loss)
    Counting,              // a count ran out, or the board's counter gave mate
    Repetition,            // third occurrence of a position (or a claim of it)
    PerpetualCheck,        // Xiangqi: the side that checked with every move loses
    FiftyMoves,            // makruk/fifty: 100 plies without capture or Bia move
    InsufficientMaterial,  // two Khuns, dead material, no Xiangqi attackers
    MoveLimit,             // 400 (Makruk) / 300 (Xiangqi) plies in total
    Resignation,           // the side to move resigned
    Agreement,             // both players agreed to a draw
    TimeForfeit,           // a player's time ran out (a loss, whatever the material)
};

// The outcome of a game so far: `Result::Ongoing` with `Reason::None` while it
// runs. A value type the GUI, the CLI and the content checker can compare.
struct Outcome {
    Result result = Result::Ongoing;
    Reason reason = Reason::None;

    bool IsOver() const { return result != Result::Ongoing; }
    bool operator==(const Outcome&) const = default;
};

// "none", "checkmate", "stalemate", "no-moves", "counting", "repetition",
// "perpetual-check", "fifty-moves", "insufficient-material", "move-limit",
// "resignation", "agreement", "time-forfeit".
std::string_view ReasonKey(Reason reason);
std::optional<Reason> ReasonFromKey(std::string_view key);
// "ongoing", "white-wins", "black-wins", "draw".
std::string_view ResultKey(Result result);
std::optional<Result> ResultFromKey(std::string_view key);

// The result in which `winner` wins.
constexpr Result WinFor(Color winner) {
    return winner == Color::White ? Result::WhiteWins : Result::BlackWins;
}

}  // namespace chatur
