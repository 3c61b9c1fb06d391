// The two sides of `chatur-cli match`: a Chatur level (ComputerPlayer, with its
// time, depth or node limit) or an external UCI engine (UciClient, e.g.
// Fairy-Stockfish or another build's `chatur-cli uci`) with its options and its
// `go` limit. The match asks each for a move in the Game it keeps; Chatur's rules
// check every move and judge every ending.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/rules/game.h"
#include "core/search/computer_player.h"
#include "core/search/uci_client.h"

namespace chatur::cli {

// A move, or why the player could not give one (the game is then lost by it).
struct MatchMove {
    Move move;
    int depth = 0;             // of the search that chose it
    std::optional<int> score;  // its score for the mover (none: the engine gave none)
    std::string errorKey;      // "engine-crashed", ... (empty: a move)
    std::string errorDetail;
};

class MatchPlayer {
public:
    virtual ~MatchPlayer() = default;
    // "hard", "uci", ...: what the per-game lines call this side.
    virtual std::string Label() const = 0;
    // A line describing the player for the match's header.
    virtual std::string Describe() const = 0;
    // Before each game; an error text when the player cannot play.
    virtual std::optional<std::string> StartGame(uint64_t seed) = 0;
    // Makruk counting: whether to declare the board's honour count now.
    virtual bool WantsCountStart(const Game&) { return false; }
    virtual MatchMove ChooseMove(const Game& game) = 0;
};

class LevelPlayer : public MatchPlayer {
public:
    LevelPlayer(Level level, const LevelSettings& settings)
        : m_level(level), m_settings(settings) {}
    std::string Label() const override;
    std::string Describe() const override;
    std::optional<std::string> StartGame(uint64_t seed) override;
    bool WantsCountStart(const Game& game) override;
    MatchMove ChooseMove(const Game& game) override;

private:
    Level m_level;
    LevelSettings m_settings;
    std::unique_ptr<ComputerPlayer> m_player;
};

struct UciPlayerSetup {
    UciCommand command;
    std::vector<std::pair<std::string, std::string>> options;  // set after UCI_Variant
    UciGo go;
    VariantId variant = VariantId::Makruk;
    std::string profile;
};

class UciPlayer : public MatchPlayer {
public:
    // A benchmark may run on a loaded machine: the engine gets up to two minutes to start
    // (Fairy-Stockfish sets up all its games first) and to answer than in the app.
    explicit UciPlayer(UciPlayerSetup setup)
        : m_setup(std::move(setup)), m_client(UciTimeouts{120000, 10000, 3000, 500}) {}
    std::string Label() const override { return "uci"; }
    std::string Describe() const override;
    std::optional<std::string> StartGame(uint64_t seed) override;
    MatchMove ChooseMove(const Game& game) override;

private:
    UciPlayerSetup m_setup;
    UciClient m_client;
};

}  // namespace chatur::cli
