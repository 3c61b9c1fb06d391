// Two ways to train besides the rated series (docs/training.md):
// - the daily puzzle: one puzzle per game and calendar day, the same all day
//   and for everybody with the same puzzles, chosen from the date alone;
// - streak mode: puzzles of rising difficulty until the first miss. It starts
//   below the learner's rating and climbs a fixed step per puzzle solved; the
//   best streak per game is kept in the store.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/training/training_set.h"

namespace chatur::training {

// The local calendar day of `time` as "YYYY-MM-DD", and when that day began.
std::string LocalDayKey(int64_t time);
int64_t LocalDayStart(int64_t time);

// The daily puzzle of `game` on `dayKey` ("YYYY-MM-DD"), from the sorted ids of
// the game's puzzles (a set's, or the same set's pool's) by a hash of game and
// day; empty when there are none.
std::string DailyPuzzleId(const std::vector<std::string>& sortedIds, const std::string& game,
                          const std::string& dayKey);
std::string DailyPuzzleId(const TrainingSet& set, const std::string& game,
                          const std::string& dayKey);

// The store key of the best streak.
inline constexpr const char* kBestStreakKey = "best-streak";
// Where a streak starts below the learner's rating, and the climb per puzzle.
constexpr double kStreakStartBelow = 400.0;
constexpr double kStreakStep = 60.0;

// One streak run.
struct StreakRun {
    double startRating = 1500;      // the learner's rating when the run began
    int solved = 0;                 // puzzles solved in a row so far
    bool over = false;              // missed one: the run has ended
    std::vector<std::string> seen;  // this run's puzzles, most recent first

    // The rating of the next puzzle to pose.
    double Target() const { return startRating - kStreakStartBelow + kStreakStep * solved; }
    // After an attempt at `puzzleId`: a clean solve extends the run, else it ends.
    void Result(const std::string& puzzleId, bool cleanSolve);
};

}  // namespace chatur::training
