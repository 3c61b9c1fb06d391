// One attempt at a puzzle in training, as the store records it, and how it
// counts: for the rating (solved or not) and for the review schedule (a grade).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace chatur::training {

enum class AttemptResult : uint8_t { Solved, Failed };

// How an attempt at a puzzle (or an interactive lesson step) ended, as the
// learner is told: the one four-valued result of training and of the learner's
// progress through the packs (progress::ItemResult is this enum).
enum class ItemResult : uint8_t {
    SolvedFirstTry,       // no wrong answer, not the last hint (earlier hints allowed)
    SolvedAfterMistakes,  // solved after at least one wrong answer
    SolvedWithHelp,       // solved after the last hint or after seeing the answer
    Failed,               // not solved
};
// "solved", "failed".
std::string_view AttemptResultKey(AttemptResult result);

// Rated: a training attempt that moves the learner's and the puzzle's ratings.
// Review: a second look at a missed puzzle; only its review card moves.
enum class AttemptMode : uint8_t { Rated, Review };
std::string_view AttemptModeKey(AttemptMode mode);  // "rated", "review"

struct Attempt {
    std::string puzzleId;
    std::string game;  // variant id, e.g. "makruk"
    int64_t time = 0;  // when it ended, seconds since the epoch
    AttemptResult result = AttemptResult::Failed;
    AttemptMode mode = AttemptMode::Rated;
    int mistakes = 0;           // wrong answers before the end
    int hintsUsed = 0;          // hints shown
    bool lastHintUsed = false;  // the puzzle's last hint (usually the move) was shown
    bool answerShown = false;   // the learner asked for the answer
    int64_t timeTakenMs = 0;
};

// Whether the attempt counts as a win for the learner: solved without a
// mistake, without the last hint and without the shown answer. Earlier hints
// (a nudge, the piece) still allow a win.
bool RatedAsSolved(const Attempt& attempt);

// The SM-2 quality (0..5) of the attempt for its review card: 5 solved cleanly,
// 4 solved with an early hint, 3 solved after a mistake, 2 solved with the last
// hint, 1 failed or answer shown.
int ReviewQuality(const Attempt& attempt);

}  // namespace chatur::training
