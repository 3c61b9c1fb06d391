#include "core/training/training_session.h"

#include <cmath>

namespace chatur::training {

namespace {

// How many due cards the review looks at to find one with a puzzle.
constexpr int kDueLookahead = 50;

}  // namespace

ItemResult ResultOf(const AttemptFacts& facts) {
    if (!facts.solved) return ItemResult::Failed;
    if (facts.lastHintUsed || facts.answerShown) return ItemResult::SolvedWithHelp;
    if (facts.mistakes > 0) return ItemResult::SolvedAfterMistakes;
    return ItemResult::SolvedFirstTry;
}

std::optional<int> LastAttempt::RatingChange() const {
    if (!ratingBefore || !ratingAfter) return std::nullopt;
    return int(std::lround(ratingAfter->rating)) - int(std::lround(ratingBefore->rating));
}

TrainingSession::TrainingSession(Clock clock, uint32_t seed)
    : m_clock(std::move(clock)), m_random(seed) {}

int64_t TrainingSession::Now() const {
    return std::chrono::duration_cast<std::chrono::seconds>(m_clock().time_since_epoch()).count();
}

void TrainingSession::StartStreak(Trainer& trainer) {
    m_streak = {};
    // A rating that cannot be read starts the run from a newcomer's: it only
    // chooses puzzles, nothing is written from it.
    const StoreRead<Glicko2Rating> rating = trainer.LearnerRatingAt(Now());
    if (const Glicko2Rating* read = std::get_if<Glicko2Rating>(&rating))
        m_streak.startRating = read->rating;
}

void TrainingSession::Start(TrainerSource trainer, TrainMode mode, const std::string& theme) {
    m_trainer = std::move(trainer);
    m_mode = mode;
    if (mode == TrainMode::Rated) m_theme = theme;
    m_last.reset();
    m_puzzleId.clear();
    if (mode == TrainMode::Streak) StartStreak(m_trainer());
    Next();
}

void TrainingSession::Pose(std::string puzzleId, NoPuzzle none) {
    m_puzzleId = std::move(puzzleId);
    m_noPuzzle = m_puzzleId.empty() ? none : NoPuzzle::None;
    m_posedAt = m_clock();
}

void TrainingSession::Next() {
    if (!m_trainer) return;
    Trainer& trainer = m_trainer();
    const std::string current = m_puzzleId;
    switch (m_mode) {
        case TrainMode::Rated: {
            const PoolPuzzle* p = trainer.Next(m_difficulty, m_theme, m_random);
            return Pose(p ? p->id : std::string(),
                        trainer.Pool().Size() ? NoPuzzle::NoneOfTheme : NoPuzzle::NoneAtAll);
        }
        case TrainMode::Review: {
            // The most overdue puzzle there is, other than the one just tried
            // while another is due.
            std::string next;
            for (const ReviewCard& card :
                 trainer.Store().DueReviews(trainer.Game(), Now(), kDueLookahead))
                if (trainer.Pool().Find(card.puzzleId) && (next.empty() || next == current))
                    next = card.puzzleId;
            return Pose(next, NoPuzzle::NoneDue);
        }
        case TrainMode::Streak: {
            if (m_streak.over) StartStreak(trainer);
            const PoolPuzzle* p = trainer.NextNear(m_streak.Target(), m_streak.seen, m_random);
            return Pose(p ? p->id : std::string(), NoPuzzle::NoneAtAll);
        }
        case TrainMode::Daily:
            return Pose(
                DailyPuzzleId(trainer.Pool().SortedIds(), trainer.Game(), LocalDayKey(Now())),
                NoPuzzle::NoneAtAll);
    }
}

std::optional<StoreError> TrainingSession::Record(const AttemptFacts& facts) {
    if (!m_trainer || m_puzzleId.empty()) return std::nullopt;
    Trainer& trainer = m_trainer();
    const auto now = m_clock();
    Attempt a;
    a.puzzleId = m_puzzleId;
    a.time = std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
    a.result = facts.solved ? AttemptResult::Solved : AttemptResult::Failed;
    a.mode = m_mode == TrainMode::Review ? AttemptMode::Review : AttemptMode::Rated;
    a.mistakes = facts.mistakes;
    a.hintsUsed = facts.hintsUsed;
    a.lastHintUsed = facts.lastHintUsed;
    a.answerShown = facts.answerShown;
    a.timeTakenMs = std::chrono::duration_cast<std::chrono::milliseconds>(now - m_posedAt).count();

    m_last = LastAttempt{};
    m_last->puzzleId = a.puzzleId;
    m_last->result = ResultOf(facts);
    m_last->countsAsSolved = RatedAsSolved(a);
    // Today's puzzle counts once; a second go the same day is for practice.
    if (m_mode == TrainMode::Daily &&
        trainer.Store().AttemptedSince(trainer.Game(), a.puzzleId, LocalDayStart(a.time))) {
        m_last->counted = false;
        return std::nullopt;
    }
    AttemptOutcome outcome;
    std::optional<StoreError> error = trainer.Record(a, &outcome);
    if (!error && a.mode == AttemptMode::Rated) {
        m_last->ratingBefore = outcome.learnerBefore;
        m_last->ratingAfter = outcome.learnerAfter;
    }
    if (m_mode == TrainMode::Streak) {
        const bool wasOver = m_streak.over;
        m_streak.Result(a.puzzleId, m_last->countsAsSolved);
        m_last->endedStreak = m_streak.over && !wasOver;
        m_last->streakLength = m_streak.solved;
        std::optional<StoreError> kept =
            trainer.Store().KeepBest(trainer.Game(), kBestStreakKey, m_streak.solved);
        if (!error) error = std::move(kept);
    }
    return error;
}

TrainingState TrainingSession::State() {
    TrainingState state;
    state.mode = m_mode;
    state.puzzleId = m_puzzleId;
    state.noPuzzle = m_noPuzzle;
    state.last = m_last;
    state.streak = m_streak.solved;
    state.streakOver = m_streak.over;
    if (!m_trainer) return state;
    Trainer& trainer = m_trainer();
    TrainingStore& store = trainer.Store();
    const int64_t now = Now();
    const StoreRead<Glicko2Rating> rating = trainer.LearnerRatingAt(now);
    if (const Glicko2Rating* read = std::get_if<Glicko2Rating>(&rating)) state.rating = *read;
    switch (m_mode) {
        case TrainMode::Streak:
            state.bestStreak = std::max(
                int(store.Record(trainer.Game(), kBestStreakKey).value_or(0)), m_streak.solved);
            break;
        case TrainMode::Review:
            state.dueReviews = store.CountDue(trainer.Game(), now);
            break;
        case TrainMode::Daily:
            state.dailyDone = !m_puzzleId.empty() &&
                              store.AttemptedSince(trainer.Game(), m_puzzleId, LocalDayStart(now));
            break;
        case TrainMode::Rated:
            break;
    }
    return state;
}

}  // namespace chatur::training
