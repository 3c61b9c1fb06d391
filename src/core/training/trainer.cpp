#include "core/training/trainer.h"

#include <algorithm>

namespace chatur::training {

Trainer::Trainer(TrainingStore& store, std::string game, PuzzlePool pool)
    : m_store(store), m_game(std::move(game)), m_pool(std::move(pool)) {
    for (const PuzzleRatingRow& row : m_store.PuzzleRatings(m_game))
        m_pool.SetRating(row.puzzleId, row.rating);
}

const PoolPuzzle* Trainer::Next(Difficulty difficulty, const std::string& theme,
                                std::mt19937& random) {
    SelectionRequest request;
    request.learnerRating = m_store.LearnerRating(m_game).rating;
    request.difficulty = difficulty;
    request.theme = theme;
    request.recent = m_store.RecentPuzzles(m_game, kRecentWindow);
    return m_pool.Select(request, random);
}

Glicko2Rating Trainer::LearnerRatingAt(int64_t now) {
    const Glicko2Rating stored = m_store.LearnerRating(m_game);
    const int64_t updated = m_store.LearnerRatingUpdated(m_game);
    if (updated <= 0 || now <= updated) return stored;
    const int64_t days = (now - updated) / kRatingPeriodSeconds;
    return Glicko2AfterIdle(stored, double(days), kLearnerMaxRd);
}

const PoolPuzzle* Trainer::NextNear(double target, const std::vector<std::string>& exclude,
                                    std::mt19937& random) {
    SelectionRequest request;
    request.learnerRating = target;
    request.recent = exclude;
    std::vector<std::string> recent = m_store.RecentPuzzles(m_game, kRecentWindow);
    request.recent.insert(request.recent.end(), recent.begin(), recent.end());
    return m_pool.Select(request, random);
}

std::optional<StoreError> Trainer::Record(Attempt attempt, AttemptOutcome* outcome) {
    attempt.game = m_game;
    AttemptCommit commit;
    const Glicko2Rating learner = LearnerRatingAt(attempt.time);
    Glicko2Rating learnerAfter = learner;
    if (attempt.mode == AttemptMode::Rated) {
        const PoolPuzzle* inPool = m_pool.Find(attempt.puzzleId);
        std::optional<PuzzleRatingRow> stored = m_store.PuzzleRating(attempt.puzzleId);
        PuzzleRatingRow puzzle =
            stored ? *stored
                   : PuzzleRatingRow{attempt.puzzleId, m_game,
                                     inPool ? inPool->rating : InitialPuzzleRating(3)};
        // (A puzzle outside the pool has no grade or pack rating to start from:
        // the middle grade it is. The app's pools hold every puzzle it offers.)
        const double score = RatedAsSolved(attempt) ? 1.0 : 0.0;
        learnerAfter = Glicko2Update(learner, {{puzzle.rating, score}});
        learnerAfter.rd = std::clamp(learnerAfter.rd, kLearnerMinRd, kLearnerMaxRd);
        puzzle.rating = Glicko2Update(puzzle.rating, {{learner, 1.0 - score}});
        puzzle.rating.rd = std::min(puzzle.rating.rd, kLearnerMaxRd);
        ++puzzle.attempts;
        commit.learnerAfter = learnerAfter;
        commit.puzzleAfter = puzzle;
    }
    commit.card = ScheduleReview(m_store.Card(attempt.puzzleId), attempt.puzzleId, m_game,
                                 ReviewQuality(attempt), attempt.time);
    commit.attempt = attempt;
    int64_t id = 0;
    if (auto error = m_store.Commit(commit, &id)) return error;
    if (commit.puzzleAfter) m_pool.SetRating(attempt.puzzleId, commit.puzzleAfter->rating);
    if (outcome) *outcome = {learner, learnerAfter, commit.card, id};
    return std::nullopt;
}

}  // namespace chatur::training
