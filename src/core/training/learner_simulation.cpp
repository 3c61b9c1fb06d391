#include "core/training/learner_simulation.h"

#include <chrono>
#include <cmath>
#include <unordered_map>

namespace chatur::training {

SimulationResult SimulateLearner(TrainingStore& store, const PuzzlePool& pool,
                                 const SimulationOptions& options,
                                 const std::function<void(const SimulationStep&)>& onStep) {
    std::unordered_map<std::string, double> trueRating;
    for (const PoolPuzzle& p : pool.Puzzles()) trueRating[p.id] = p.rating.rating;
    Trainer trainer(store, options.game, pool);
    std::mt19937 random(options.seed);
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    SimulationResult result;
    const StoreRead<Glicko2Rating> start = trainer.LearnerRating();
    if (const StoreError* error = std::get_if<StoreError>(&start)) {
        result.error = *error;
        return result;
    }
    result.rating = std::get<Glicko2Rating>(start);
    // A continued run goes on after the last attempt already in the store.
    int64_t now = std::max(options.startTime, store.LastAttemptTime(options.game));
    for (int i = 0; i < options.puzzles; ++i) {
        const auto before = std::chrono::steady_clock::now();
        const PoolPuzzle* puzzle = trainer.Next(options.difficulty, options.theme, random);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - before)
                .count();
        result.selectMsTotal += ms;
        result.selectMsMax = std::max(result.selectMsMax, ms);
        if (!puzzle) break;
        const double p =
            1.0 / (1.0 + std::pow(10.0, (trueRating[puzzle->id] - options.strength) / 400.0));
        const bool solved = chance(random) < p;
        now += 90;
        Attempt attempt;
        attempt.puzzleId = puzzle->id;
        attempt.time = now;
        attempt.result = solved ? AttemptResult::Solved : AttemptResult::Failed;
        attempt.answerShown = !solved;
        attempt.timeTakenMs = 90000;
        if (auto error = trainer.Record(attempt)) {
            result.error = error;
            break;
        }
        ++result.attempts;
        result.solved += solved;
        const StoreRead<Glicko2Rating> rating = trainer.LearnerRating();
        if (const StoreError* error = std::get_if<StoreError>(&rating)) {
            result.error = *error;
            break;
        }
        result.rating = std::get<Glicko2Rating>(rating);
        if (onStep) onStep({result.attempts, result.rating});
    }
    result.endTime = now;
    return result;
}

PuzzlePool SyntheticPool(int count, uint32_t seed, double low, double high) {
    static const char* const kThemes[] = {"mate", "fork", "pin", "endgame", "promotion"};
    std::mt19937 random(seed);
    std::vector<PoolPuzzle> puzzles;
    puzzles.reserve(size_t(count));
    for (int i = 0; i < count; ++i) {
        PoolPuzzle p;
        p.id = "synthetic." + std::to_string(i + 1);
        const double step = count > 1 ? (high - low) / (count - 1) : 0;
        p.rating = {low + step * i, 150.0, 0.06};
        p.themes = {kThemes[random() % std::size(kThemes)]};
        puzzles.push_back(std::move(p));
    }
    return PuzzlePool(std::move(puzzles));
}

}  // namespace chatur::training
