// Start positions for self-play games in Makruk's counted endings
// (`chatur-cli selfplay --counted-endings`, docs/mining.md): games from the
// opening almost never reach a count, so the puzzles "mate before the count ends"
// need games that begin in one. A position is drawn from the seed: a material
// set from a fixed list (a lone Khun against Rua, Ma, Khon, Met; or a few pieces
// against one, which the weaker side counts with the board's honour count), the
// pieces on random squares, and a count already running with a few moves left.
// The count itself is the rules engine's: AnalyzeCount decides which count the
// position calls for and its limit, CountToFenFields writes it into the FEN, and
// the FEN is read back by GameFromFen.
#pragma once

#include <cstdint>
#include <random>
#include <string>

#include "core/rules/game.h"

namespace chatur::mining {

// A FEN (Makruk, move number 1) of a position in which the count runs and the
// counting side has between 2 and 12 counted moves left; the game is not over
// and neither side is in check. `rng` is advanced; the same state gives the same
// FEN. `profile` must be a Makruk profile with counting.
std::string CountedEndingFen(const RuleProfile& profile, std::mt19937_64& rng);

}  // namespace chatur::mining
