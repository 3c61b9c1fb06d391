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
    const StoreRead<Glicko2Rating> learner = m_store.LearnerRating(m_game);
    if (const Glicko2Rating* rating = std::get_if<Glicko2Rating>(&learner))
        request.learnerRating = rating->rating;
    request.difficulty = difficulty;
    request.theme = theme;
    request.recent = m_store.RecentPuzzles(m_game, kRecentWindow);
    return m_pool.Select(request, random);
}

StoreRead<Glicko2Rating> Trainer::LearnerRatingAt(int64_t now) {
    StoreRead<Glicko2Rating> stored = m_store.LearnerRating(m_game);
    if (std::holds_alternative<StoreError>(stored)) return stored;
    const StoreRead<int64_t> updatedRead = m_store.LearnerRatingUpdated(m_game);
    if (const StoreError* error = std::get_if<StoreError>(&updatedRead)) return *error;
    const int64_t updated = std::get<int64_t>(updatedRead);
    const Glicko2Rating rating = std::get<Glicko2Rating>(stored);
    if (updated <= 0 || now <= updated) return rating;
    const int64_t days = (now - updated) / kRatingPeriodSeconds;
    return Glicko2AfterIdle(rating, double(days), kLearnerMaxRd);
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
    Glicko2Rating learner;
    // Everything read here is read inside the write transaction.
    auto prepare = [&]() -> StoreRead<AttemptCommit> {
        const StoreRead<Glicko2Rating> learnerRead = LearnerRatingAt(attempt.time);
        if (const StoreError* error = std::get_if<StoreError>(&learnerRead)) return *error;
        learner = std::get<Glicko2Rating>(learnerRead);
        commit = {};
        if (attempt.mode == AttemptMode::Rated) {
            const StoreRead<std::optional<PuzzleRatingRow>> stored =
                m_store.PuzzleRating(attempt.puzzleId);
            if (const StoreError* error = std::get_if<StoreError>(&stored)) return *error;
            const PoolPuzzle* inPool = m_pool.Find(attempt.puzzleId);
            // (A puzzle outside the pool has no grade or pack rating to start
            // from: the middle grade it is. The app's pools hold every puzzle it offers.)
            PuzzleRatingRow puzzle =
                std::get<std::optional<PuzzleRatingRow>>(stored).value_or(PuzzleRatingRow{
                    attempt.puzzleId, m_game, inPool ? inPool->rating : InitialPuzzleRating(3)});
            const double score = RatedAsSolved(attempt) ? 1.0 : 0.0;
            Glicko2Rating learnerAfter = Glicko2Update(learner, {{puzzle.rating, score}});
            learnerAfter.rd = std::clamp(learnerAfter.rd, kLearnerMinRd, kLearnerMaxRd);
            puzzle.rating = Glicko2Update(puzzle.rating, {{learner, 1.0 - score}});
            puzzle.rating.rd = std::min(puzzle.rating.rd, kLearnerMaxRd);
            ++puzzle.attempts;
            commit.learnerAfter = learnerAfter;
            commit.puzzleAfter = puzzle;
        }
        const StoreRead<std::optional<ReviewCard>> card = m_store.Card(attempt.puzzleId);
        if (const StoreError* error = std::get_if<StoreError>(&card)) return *error;
        commit.card = ScheduleReview(std::get<std::optional<ReviewCard>>(card), attempt.puzzleId,
                                     m_game, ReviewQuality(attempt), attempt.time);
        commit.attempt = attempt;
        return commit;
    };
    int64_t id = 0;
    if (auto error = m_store.Commit(prepare, &id)) return error;
    if (commit.puzzleAfter) m_pool.SetRating(attempt.puzzleId, commit.puzzleAfter->rating);
    if (outcome) *outcome = {learner, commit.learnerAfter.value_or(learner), commit.card, id};
    return std::nullopt;
}

}  // namespace chatur::training
