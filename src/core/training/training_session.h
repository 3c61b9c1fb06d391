// One training session, GUI-free: the four ways to train (rated puzzles near
// the learner's rating, the review of missed puzzles that are due, the streak
// of rising difficulty until the first miss, the daily puzzle), the choice of
// the next puzzle in each, the recording of every finished attempt with its
// rules (today's puzzle counts once; a miss ends the streak; the best streak
// is kept), and the state a view shows. The app's Train pane and `chatur-cli
// simulate-learner` both drive it; a second view (text for a screen reader)
// can drive it the same way.
//
// Time comes from an injected clock, so the daily rule across a midnight and
// the time taken are the test's to set.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>

#include "core/training/trainer.h"
#include "core/training/training_modes.h"

namespace chatur::training {

enum class TrainMode : uint8_t { Rated, Review, Streak, Daily };

// What the learner did on the puzzle, as the exercise counted it.
struct AttemptFacts {
    bool solved = false;
    int mistakes = 0;
    int hintsUsed = 0;
    bool lastHintUsed = false;  // the puzzle's last hint (usually the move) was shown
    bool answerShown = false;
};

// How the attempt ended, as the learner is told (the same rules as the
// exercise's own outcome, chatur::TrainerSession::AttemptOutcome).
ItemResult ResultOf(const AttemptFacts& facts);

struct LastAttempt {
    std::string puzzleId;
    ItemResult result = ItemResult::Failed;
    bool counted = true;  // false: a second go at today's puzzle, not recorded
    // Whether it counts as solved for the rating and the streak (RatedAsSolved):
    // solved without a mistake, the last hint or the shown answer. A solve that
    // is not clean is a miss there, and the learner must be told so.
    bool countsAsSolved = false;
    // Streak: this attempt ended the run, after `streakLength` solved in a row.
    bool endedStreak = false;
    int streakLength = 0;
    // Rated attempts that were recorded: the learner's rating before and after.
    std::optional<Glicko2Rating> ratingBefore;
    std::optional<Glicko2Rating> ratingAfter;

    // The rating change as shown (rounded after minus rounded before); none
    // when the attempt moved no rating.
    std::optional<int> RatingChange() const;
};

// Why no puzzle is posed.
enum class NoPuzzle : uint8_t {
    None,         // one is posed
    NotStarted,   // Start was not called yet
    NoneOfTheme,  // rated: no puzzle has the theme
    NoneDue,      // review: nothing is due now
    NoneAtAll,    // the game has no puzzles
};

struct TrainingState {
    TrainMode mode = TrainMode::Rated;
    std::string puzzleId;  // the puzzle posed (empty: none, `noPuzzle` says why)
    NoPuzzle noPuzzle = NoPuzzle::NotStarted;
    std::optional<Glicko2Rating> rating;  // the learner's now (none: it cannot be read)
    int streak = 0;                       // streak: solved in a row in this run
    int bestStreak = 0;                   // streak: the best ever, this run included
    bool streakOver = false;              // streak: missed one; Next starts a new run
    bool dailyDone = false;               // daily: today's puzzle has a counted attempt
    int dueReviews = 0;                   // review: puzzles due now
    std::optional<LastAttempt> last;      // the last attempt of this session
};

class TrainingSession {
public:
    using Clock = std::function<std::chrono::system_clock::time_point()>;
    // The game's trainer, asked again at every step (the app rebuilds it when
    // the library changes).
    using TrainerSource = std::function<Trainer&()>;

    // `seed` seeds the choice of puzzles (Random()).
    TrainingSession(Clock clock, uint32_t seed);

    // Starts `mode` on the game of `trainer` and poses its first puzzle
    // (`theme` is the rated session's filter, empty for any; the other modes
    // keep the last one given).
    void Start(TrainerSource trainer, TrainMode mode, const std::string& theme = {});
    // Poses the next puzzle: in streak mode a new run after one ended; the
    // daily puzzle is the same all day.
    void Next();
    // Records the finished attempt at the posed puzzle. The streak and the
    // daily rule move even when the store refuses the write (its error is
    // returned); a second go at today's puzzle is not recorded.
    [[nodiscard]] std::optional<StoreError> Record(const AttemptFacts& facts);

    // Rated: the difficulty and the theme (Next follows them).
    void SetDifficulty(Difficulty difficulty) { m_difficulty = difficulty; }
    Difficulty GetDifficulty() const { return m_difficulty; }
    void SetTheme(std::string theme) { m_theme = std::move(theme); }
    const std::string& Theme() const { return m_theme; }

    TrainMode Mode() const { return m_mode; }
    const std::string& PuzzleId() const { return m_puzzleId; }
    const StreakRun& Streak() const { return m_streak; }
    const std::optional<LastAttempt>& Last() const { return m_last; }
    // The state as of now (reads the store: rating, best streak, due count).
    TrainingState State();
    std::mt19937& Random() { return m_random; }

private:
    int64_t Now() const;
    void Pose(std::string puzzleId, NoPuzzle none = NoPuzzle::None);
    void StartStreak(Trainer& trainer);

    Clock m_clock;
    std::mt19937 m_random;
    TrainerSource m_trainer;
    TrainMode m_mode = TrainMode::Rated;
    Difficulty m_difficulty = Difficulty::Normal;
    std::string m_theme;
    std::string m_puzzleId;
    NoPuzzle m_noPuzzle = NoPuzzle::NotStarted;
    std::chrono::system_clock::time_point m_posedAt;
    StreakRun m_streak;
    std::optional<LastAttempt> m_last;
};

}  // namespace chatur::training
