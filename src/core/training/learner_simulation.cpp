#include "core/training/learner_simulation.h"

#include <chrono>
#include <cmath>
#include <unordered_map>

#include "core/training/training_session.h"

namespace chatur::training {

SimulationResult SimulateLearner(TrainingStore& store, const PuzzlePool& pool,
                                 const SimulationOptions& options,
                                 const std::function<void(const SimulationStep&)>& onStep) {
    std::unordered_map<std::string, double> trueRating;
    for (const PoolPuzzle& p : pool.Puzzles()) trueRating[p.id] = p.rating.rating;
    Trainer trainer(store, options.game, pool);
    SimulationResult result;
    const StoreRead<Glicko2Rating> start = trainer.LearnerRating();
    if (const StoreError* error = std::get_if<StoreError>(&start)) {
        result.error = *error;
        return result;
    }
    result.rating = std::get<Glicko2Rating>(start);
    // A continued run goes on after the last attempt already in the store; the
    // session's clock is the simulated one.
    int64_t now = std::max(options.startTime, store.LastAttemptTime(options.game));
    TrainingSession session(
        [&now] { return std::chrono::system_clock::time_point(std::chrono::seconds(now)); },
        options.seed);
    session.SetDifficulty(options.difficulty);
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    for (int i = 0; i < options.puzzles; ++i) {
        const auto before = std::chrono::steady_clock::now();
        if (i == 0)
            session.Start([&]() -> Trainer& { return trainer; }, TrainMode::Rated, options.theme);
        else
            session.Next();
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - before)
                .count();
        result.selectMsTotal += ms;
        result.selectMsMax = std::max(result.selectMsMax, ms);
        if (session.PuzzleId().empty()) break;
        const double p =
            1.0 /
            (1.0 + std::pow(10.0, (trueRating[session.PuzzleId()] - options.strength) / 400.0));
        const bool solved = chance(session.Random()) < p;
        now += 90;  // each attempt takes 90 s
        AttemptFacts facts;
        facts.solved = solved;
        facts.answerShown = !solved;
        if (auto error = session.Record(facts)) {
            result.error = error;
            break;
        }
        ++result.attempts;
        result.solved += solved;
        result.rating = *session.Last()->ratingAfter;
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
