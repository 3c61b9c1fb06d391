// A game the user plays in the app, against the computer or a friend on the same
// device: the set-up chosen in the New game dialog, the Game, and the log of every
// action in `chatur-cli play`'s words (moves in coordinate form, `count-start`,
// `count-stop`, `resign`, `draw`, `claim`) plus `time-forfeit`. The log is what a
// saved game holds; replaying it rebuilds the Game exactly (count declarations
// included), which is also how a take-back works.
//
// Time forfeit: the clock is the session's (GameClock, driven by the GUI); a flag
// fall is logged as `time-forfeit` (the side to move ran out of time) and ends the
// Game with Game::LoseOnTime, so the outcome is the Game's (Reason::TimeForfeit).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/play/game_clock.h"
#include "core/rules/game.h"
#include "core/search/computer_player.h"

namespace chatur {

// The built-in computer, a friend on this device, or an external UCI engine the
// user set up in the preferences (it plays the computer's side).
enum class Opponent : uint8_t { Computer, Friend, Engine };
// "computer", "friend", "engine".
std::string_view OpponentKey(Opponent opponent);
std::optional<Opponent> OpponentFromKey(std::string_view key);

// What the New game dialog asks.
struct GameSetup {
    VariantId variant = VariantId::Makruk;
    std::string profile;  // short name ("counting"); empty: the variant's default
    std::string fen;      // empty: the start position
    Opponent opponent = Opponent::Computer;
    Color humanSide = Color::White;      // against the computer: the side the user plays
    Level level = Level::Easy;           // the built-in computer (also when an engine fails)
    uint64_t seed = 0;                   // the computer's random choices (Easy)
    std::optional<ClockSettings> clock;  // two-player games only

    bool operator==(const GameSetup&) const = default;
};

// Why a set-up or an action was refused, or a log could not be replayed.
// `game` is set when the game refused an action: the GUI words that kind in the
// learner's language; `message` is English (CLI, logs, replay errors).
struct SessionError {
    std::string message;
    std::optional<GameErrorKind> game;
};

// The rule profile a set-up names (its variant's default when empty).
[[nodiscard]] std::variant<const RuleProfile*, SessionError> SetupProfile(const GameSetup& setup);
// A new Game for the set-up: the start position or its FEN, checked.
[[nodiscard]] std::variant<Game, SessionError> CreateGame(const GameSetup& setup);

class PlaySession {
public:
    [[nodiscard]] static std::variant<PlaySession, SessionError> Start(const GameSetup& setup);
    // The set-up with `actions` applied; an action that is not allowed (a corrupt
    // or foreign log) is an error naming it.
    [[nodiscard]] static std::variant<PlaySession, SessionError> Replay(
        const GameSetup& setup, const std::vector<std::string>& actions);

    const GameSetup& Setup() const { return m_setup; }
    const Game& GetGame() const { return m_game; }
    const std::vector<std::string>& Actions() const { return m_actions; }
    // The count declarations among the actions, each with the move it was made
    // for (a review replays them with GetGame().Moves()).
    std::vector<CountDeclaration> CountDeclarations() const;

    // The side the computer (or the external engine) plays; none with a friend.
    std::optional<Color> ComputerSide() const;
    // The game goes on and the computer is to move.
    bool IsComputerTurn() const;

    // A move in coordinate form or an action's name (as in a saved log).
    [[nodiscard]] std::optional<SessionError> Apply(std::string_view action);
    [[nodiscard]] std::optional<SessionError> Apply(GameAction action);
    [[nodiscard]] std::optional<SessionError> PlayMove(Move move);
    // The side to move ran out of time and loses.
    [[nodiscard]] std::optional<SessionError> ForfeitOnTime();

    bool IsOver() const { return m_game.IsOver(); }
    // The side that lost on time, if the game ended so.
    std::optional<Color> LostOnTime() const;
    Result FinalResult() const { return m_game.GetOutcome().result; }

    // Friend: takes back the last action (a move with the count declaration made
    // for it, a pending declaration, a resignation, a draw, a time forfeit).
    // Computer: takes back the computer's reply and the user's move, i.e.
    // everything back to the user's previous turn. False when nothing can be
    // taken back.
    bool TakeBack();
    bool CanTakeBack() const;

private:
    PlaySession(const GameSetup& setup, Game game) : m_setup(setup), m_game(std::move(game)) {}
    // Index where the last unit of actions starts (declarations with the move,
    // or the end action, they precede).
    size_t LastUnitStart(size_t end) const;
    void Rebuild(size_t keep);

    GameSetup m_setup;
    Game m_game;
    std::vector<std::string> m_actions;
    std::vector<Color> m_sides;  // the side to move when each action was made
};

}  // namespace chatur
