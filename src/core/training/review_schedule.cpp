#include "core/training/review_schedule.h"

#include <algorithm>
#include <cmath>

namespace chatur::training {

namespace {
constexpr int64_t kDay = 24 * 60 * 60;
constexpr double kMinEase = 1.3;
}  // namespace

std::optional<ReviewCard> ScheduleReview(const std::optional<ReviewCard>& card,
                                         const std::string& puzzleId, const std::string& game,
                                         int quality, int64_t now) {
    quality = std::clamp(quality, 0, 5);
    if (!card && quality >= kReviewPassQuality) return std::nullopt;
    ReviewCard next;
    if (card) {
        next = *card;
    } else {
        next.puzzleId = puzzleId;
        next.game = game;
    }
    if (quality < kReviewPassQuality) {
        next.repetitions = 0;
        next.intervalDays = 1;
        ++next.lapses;
    } else {
        ++next.repetitions;
        if (next.repetitions == 1)
            next.intervalDays = 1;
        else if (next.repetitions == 2)
            next.intervalDays = 6;
        else
            next.intervalDays = std::round(next.intervalDays * next.ease);
    }
    const int q = quality;
    next.ease = std::max(kMinEase, next.ease + 0.1 - (5 - q) * (0.08 + (5 - q) * 0.02));
    next.due = now + int64_t(next.intervalDays * kDay);
    return next;
}

}  // namespace chatur::training
