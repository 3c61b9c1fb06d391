// A simulated learner for tests and tuning: it trains through the same
// TrainingSession in rated mode (selection, Glicko-2, review schedule, SQLite
// store) as the app, on a simulated clock, and solves
// each puzzle with the chance the rating model gives its true strength against
// the puzzle's true rating: 1 / (1 + 10^((puzzle - strength) / 400)).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/training/trainer.h"

namespace chatur::training {

struct SimulationOptions {
    std::string game = "makruk";
    double strength = 1500;  // the learner's true rating
    int puzzles = 60;
    uint32_t seed = 1;
    Difficulty difficulty = Difficulty::Normal;
    std::string theme;
    int64_t startTime = 1767225600;  // 2026-01-01 00:00 UTC, or after the store's last
                                     // attempt; each attempt takes 90 s
};

struct SimulationStep {
    int attempts = 0;  // attempts made so far
    Glicko2Rating rating;
};

struct SimulationResult {
    int attempts = 0;  // attempts recorded (fewer than asked when the pool ran dry)
    int solved = 0;
    Glicko2Rating rating;
    int64_t endTime = 0;       // the simulated clock at the end
    double selectMsTotal = 0;  // time spent choosing puzzles (TrainingSession::Next)
    double selectMsMax = 0;
    std::optional<StoreError> error;
};

// Runs the simulation on `pool` (whose ratings are taken as the puzzles' true
// ratings) and calls `onStep` after every attempt.
SimulationResult SimulateLearner(TrainingStore& store, const PuzzlePool& pool,
                                 const SimulationOptions& options,
                                 const std::function<void(const SimulationStep&)>& onStep = {});

// `count` generated puzzles ("synthetic.<n>") with ratings spread evenly over
// [low, high], each with one of a few themes drawn at random.
PuzzlePool SyntheticPool(int count, uint32_t seed, double low = 600, double high = 2400);

}  // namespace chatur::training
