#include "core/training/training_modes.h"

#include <ctime>

#include "core/platform/posix_io.h"  // localtime_r on Windows

namespace chatur::training {

std::string LocalDayKey(int64_t time) {
    const std::time_t t = std::time_t(time);
    std::tm tm{};
    localtime_r(&t, &tm);
    char key[16];
    std::strftime(key, sizeof key, "%Y-%m-%d", &tm);
    return key;
}

int64_t LocalDayStart(int64_t time) {
    const std::time_t t = std::time_t(time);
    std::tm tm{};
    localtime_r(&t, &tm);
    tm.tm_hour = tm.tm_min = tm.tm_sec = 0;
    tm.tm_isdst = -1;
    return int64_t(std::mktime(&tm));
}

std::string DailyPuzzleId(const TrainingSet& set, const std::string& game,
                          const std::string& dayKey) {
    return DailyPuzzleId(set.SortedIds(), game, dayKey);
}

std::string DailyPuzzleId(const std::vector<std::string>& ids, const std::string& game,
                          const std::string& dayKey) {
    if (ids.empty()) return {};
    // FNV-1a: the same on every platform and build, unlike std::hash.
    uint64_t h = 0xcbf29ce484222325ull;
    for (char c : game + "/" + dayKey) {
        h ^= uint8_t(c);
        h *= 0x100000001b3ull;
    }
    return ids[size_t(h % ids.size())];
}

void StreakRun::Result(const std::string& puzzleId, bool cleanSolve) {
    seen.insert(seen.begin(), puzzleId);
    if (cleanSolve)
        ++solved;
    else
        over = true;
}

}  // namespace chatur::training
