// Spaced review of missed puzzles with SM-2 (Wozniak's SuperMemo 2 algorithm;
// why SM-2 and not FSRS: docs/training.md). A puzzle gets a review card when the
// learner misses it; every later attempt at it grades the card 0..5 and moves its
// due date: a lapse brings it back tomorrow, a success pushes it out (1, 6, then
// interval x ease days).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace chatur::training {

struct ReviewCard {
    std::string puzzleId;
    std::string game;         // variant id, e.g. "makruk"
    int64_t due = 0;          // seconds since the epoch
    double intervalDays = 0;  // the last interval given
    double ease = 2.5;        // SM-2 easiness factor, never below 1.3
    int repetitions = 0;      // successful reviews in a row
    int lapses = 0;           // times missed
    bool operator==(const ReviewCard&) const = default;
};

// SM-2 quality of an answer: 5 perfect ... 3 correct with difficulty, below 3 a lapse.
constexpr int kReviewPassQuality = 3;

// The card after an answer of `quality` (0..5) at `now`. Without a card yet, a
// lapse opens one (a success opens none: nothing to review).
std::optional<ReviewCard> ScheduleReview(const std::optional<ReviewCard>& card,
                                         const std::string& puzzleId, const std::string& game,
                                         int quality, int64_t now);

}  // namespace chatur::training
