// Rated training in one game: picks the next puzzle for the learner and
// records attempts, moving the learner's and the puzzle's Glicko-2 ratings and
// the review schedule, all through the TrainingStore in one transaction per
// attempt. The app and `chatur-cli simulate-learner` both drive this class.
#pragma once

#include <optional>
#include <random>
#include <string>

#include "core/training/puzzle_pool.h"
#include "core/training/training_store.h"

namespace chatur::training {

// The learner's deviation is kept within these bounds: never so sure that the
// rating stops following real progress, never less sure than a newcomer.
constexpr double kLearnerMinRd = 60.0;
constexpr double kLearnerMaxRd = 350.0;
// Puzzles seen within this many attempts are not offered again (small pools
// relax it, the oldest first: PuzzlePool::Select).
constexpr int kRecentWindow = 500;
// A rating period of the learner's rating while away: one day.
constexpr int64_t kRatingPeriodSeconds = 86400;

struct AttemptOutcome {
    Glicko2Rating learnerBefore;
    Glicko2Rating learnerAfter;  // equal to before for review attempts
    std::optional<ReviewCard> card;
    int64_t attemptId = 0;
};

class Trainer {
public:
    // `pool` holds the game's puzzles with their starting ratings; the ratings
    // the store has learned replace them.
    Trainer(TrainingStore& store, std::string game, PuzzlePool pool);

    const std::string& Game() const { return m_game; }
    TrainingStore& Store() { return m_store; }
    const PuzzlePool& Pool() const { return m_pool; }
    // The learner's rating as stored (as of the last rated attempt).
    [[nodiscard]] StoreRead<Glicko2Rating> LearnerRating() { return m_store.LearnerRating(m_game); }
    // The rating at `now`: after days away its deviation has grown, one
    // Glicko-2 rating period per whole day since the last rated attempt.
    [[nodiscard]] StoreRead<Glicko2Rating> LearnerRatingAt(int64_t now);

    // The next puzzle near the learner's rating moved by `difficulty` (a rating
    // that cannot be read chooses near a newcomer's; nothing is written from it).
    const PoolPuzzle* Next(Difficulty difficulty, const std::string& theme, std::mt19937& random);
    // The next puzzle near `target` (streak mode), never one of `exclude` while
    // another exists, nor one seen lately.
    const PoolPuzzle* NextNear(double target, const std::vector<std::string>& exclude,
                               std::mt19937& random);

    // Records a finished attempt (its game is set to the trainer's). The
    // learner's and the puzzle's ratings and the review card are read inside
    // the write transaction, so an attempt recorded meanwhile by another
    // connection (a second copy of the app) is built upon, never overwritten.
    // Nothing changes when a read fails or the store refuses the write.
    [[nodiscard]] std::optional<StoreError> Record(Attempt attempt,
                                                   AttemptOutcome* outcome = nullptr);

private:
    TrainingStore& m_store;
    std::string m_game;
    PuzzlePool m_pool;
};

}  // namespace chatur::training
