// Engine games for puzzle mining (`chatur-cli selfplay`, docs/mining.md): Chatur's
// engine against itself at mixed strengths, one side weaker so that mistakes
// happen, from a varied random opening. Every choice of a game (the opening, the
// strengths, the noise) follows from the seed and the game's number only, and the
// searches are bounded by depth, never by time: the same seed gives the same games
// whatever the number of threads that play them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/rules/game.h"

namespace chatur::mining {

// How one side of a self-play game plays (a ComputerPlayer's LevelSettings
// without a clock).
struct SelfplayStrength {
    int depth = 4;
    int noiseCp = 0;
    int blunderPercent = 0;
    uint64_t nodes = 0;  // a node budget per move instead of the depth (equal games)
};

// One finished (or cut off) self-play game.
struct SelfplayGame {
    int round = 0;  // 1-based game number
    SelfplayStrength white, black;
    std::vector<Move> moves;       // from the start position, the opening included
    std::vector<int> countStarts;  // plies before which a board's count was declared
    int openingPlies = 0;
    std::string startFen;  // counted endings: the start position (else empty)
    Outcome outcome;       // Ongoing when the ply cap cut the game off
};

struct SelfplayOptions {
    uint64_t seed = 1;
    int maxPlies = 240;  // a game still running then is cut off (result "*")
    // Makruk: start every game in a counted ending (counted_endings.h) instead of
    // the opening; the counting side defends at 2 plies with a little noise.
    bool countedEndings = false;
    // Equal games (data for `chatur-cli tune`): with a budget > 0 both sides search
    // exactly this many nodes a move, without noise, from the same random openings.
    uint64_t equalNodes = 0;
};

// Plays game number `round` (1-based) of the series given by `options.seed`.
SelfplayGame PlaySelfplayGame(const Variant& variant, const RuleProfile& profile, int round,
                              const SelfplayOptions& options);

// The game as PGN: tag pairs ([Event], [Site], [Round], [White], [Black],
// [Result], [Variant], [Termination], [PlyCount], and [SetUp]/[FEN] for a game
// from a counted ending) and coordinate movetext; a
// count declaration is a {count-start} comment before its move.
std::string SelfplayPgn(const Variant& variant, const RuleProfile& profile,
                        const SelfplayGame& game, uint64_t seed);

// "depth 4", "depth 2, noise 80, blunders 20%", "nodes 3000".
std::string DescribeStrength(const SelfplayStrength& s);

}  // namespace chatur::mining
