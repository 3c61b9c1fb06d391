// What the dashboard shows, computed from the store's attempts without a
// display: accuracy and a rating per theme (weakest first) and puzzles solved
// per day.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/training/attempt.h"
#include "core/training/glicko2.h"

namespace chatur::training {

struct ThemeStat {
    std::string theme;
    int attempts = 0;      // rated attempts at puzzles with the theme
    int solved = 0;        // of them, rated as solved
    double rating = 1500;  // the learner's Glicko-2 rating over those attempts alone
    double Accuracy() const { return attempts ? double(solved) / attempts : 0.0; }
};

// Per theme (only themes `keep` accepts), from the rated attempts in order:
// each theme's rating starts at 1500 and plays every attempt at a puzzle with
// that theme against the puzzle's rating. Weakest first: lowest accuracy,
// then lowest rating, then by id.
std::vector<ThemeStat> ThemeStats(
    const std::vector<Attempt>& attempts,
    const std::function<const std::vector<std::string>&(const std::string&)>& themesOf,
    const std::function<Glicko2Rating(const std::string&)>& puzzleRating,
    const std::function<bool(const std::string&)>& keep);

struct DayTally {
    int64_t dayStart = 0;  // local midnight
    int solved = 0;        // attempts rated as solved (or review attempts solved)
    int attempted = 0;
};

// The last `days` local days up to `now`, oldest first, each with its tallies.
std::vector<DayTally> SolvedPerDay(const std::vector<Attempt>& attempts, int64_t now, int days);

}  // namespace chatur::training
