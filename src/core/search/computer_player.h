// The computer opponent the GUI and `chatur-cli match` play against, at four
// levels. Easy searches two plies, adds noise to its scores and now and then
// overlooks the reply to its move (a hanging piece: it judges the move by the
// position right after it); Normal searches four plies; Hard searches as deep as
// its time allows (about 2 s a move); Maximum thinks five times as long (10 s a
// move) with a larger hash table. A seed makes every choice repeatable (tests,
// matches). ChooseMove may run in a worker thread; the stop token interrupts it and
// it still returns a legal move. Given a tablebase, Normal, Hard and Maximum play the
// positions whose table is at hand perfectly: the quickest mate, the longest
// resistance, and in a drawn position the engine's choice among the moves that
// keep the draw.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <stop_token>
#include <string_view>

#include "core/search/engine.h"

namespace chatur {

namespace tablebase {
class Tablebase;
}

enum class Level : uint8_t { Easy, Normal, Hard, Maximum };
// Every level, weakest first (the order of the New game dialog).
inline constexpr Level kAllLevels[] = {Level::Easy, Level::Normal, Level::Hard, Level::Maximum};

// "easy", "normal", "hard", "maximum".
std::string_view LevelKey(Level level);
std::optional<Level> LevelFromKey(std::string_view key);

// How a level plays. noiseCp: random +-noise added to each root move's score;
// blunderPercent: the chance of judging moves without looking at any reply.
struct LevelSettings {
    int maxDepth = 64;
    int moveTimeMs = 2000;
    int noiseCp = 0;
    int blunderPercent = 0;
    uint64_t maxNodes = 0;  // 0: no node limit (benchmarks fix it for repeatable games)
    int hashMegabytes = 16;
};

LevelSettings SettingsFor(Level level);

// The level's approximate playing strength in `variant`, in Elo on the scale of
// Fairy-Stockfish's UCI_Elo (its own calibration, from chess), measured with
// `chatur-cli match` against Fairy-Stockfish 11.1 (docs/engine.md, "Levels"). A
// guide for the New game dialog, rounded to 50; not an official rating.
int ApproximateRating(Level level, VariantId variant);

class ComputerPlayer {
public:
    ComputerPlayer(Level level, uint64_t seed);
    ComputerPlayer(const LevelSettings& settings, uint64_t seed);

    const LevelSettings& Settings() const { return m_settings; }
    // The move to play; a null move only when the game is over.
    Move ChooseMove(const Game& game, std::stop_token stop = {},
                    const ProgressCallback& progress = {});
    // The last search's result (depth, score, line) for display.
    const SearchInfo& LastInfo() const { return m_lastInfo; }
    // Makruk, makruk/counting: whether to declare the board's honour count before
    // the next move (the count lets the side that is behind hope for a draw).
    bool WantsCountStart(const Game& game);
    void NewGame() { m_engine.Clear(); }
    // Tables to play covered endings by (not owned; may be shared between players
    // and the app: Tablebase is thread-safe). Only tables at hand are probed
    // (ProbeIfAvailable): the computer never stops to make one, and a missing or
    // damaged table only means the engine searches instead.
    void SetTablebase(tablebase::Tablebase* tablebase) { m_tablebase = tablebase; }

private:
    std::optional<Move> TablebaseMove(const Game& game, const SearchLimits& limits);

    Engine m_engine;
    LevelSettings m_settings;
    std::mt19937_64 m_rng;
    SearchInfo m_lastInfo;
    tablebase::Tablebase* m_tablebase = nullptr;
};

}  // namespace chatur
