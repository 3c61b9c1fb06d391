#include "core/training/attempt.h"

namespace chatur::training {

std::string_view AttemptResultKey(AttemptResult result) {
    return result == AttemptResult::Solved ? "solved" : "failed";
}

std::string_view AttemptModeKey(AttemptMode mode) {
    return mode == AttemptMode::Rated ? "rated" : "review";
}

bool RatedAsSolved(const Attempt& a) {
    return a.result == AttemptResult::Solved && a.mistakes == 0 && !a.lastHintUsed &&
           !a.answerShown;
}

int ReviewQuality(const Attempt& a) {
    if (a.result != AttemptResult::Solved || a.answerShown) return 1;
    if (a.lastHintUsed) return 2;
    if (a.mistakes > 0) return 3;
    if (a.hintsUsed > 0) return 4;
    return 5;
}

}  // namespace chatur::training
