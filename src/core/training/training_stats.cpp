#include "core/training/training_stats.h"

#include <algorithm>
#include <map>

#include "core/training/training_modes.h"

namespace chatur::training {

std::vector<ThemeStat> ThemeStats(
    const std::vector<Attempt>& attempts,
    const std::function<const std::vector<std::string>&(const std::string&)>& themesOf,
    const std::function<Glicko2Rating(const std::string&)>& puzzleRating,
    const std::function<bool(const std::string&)>& keep) {
    std::map<std::string, ThemeStat> byTheme;
    std::map<std::string, Glicko2Rating> ratings;
    for (const Attempt& a : attempts) {
        if (a.mode != AttemptMode::Rated) continue;
        const bool won = RatedAsSolved(a);
        for (const std::string& theme : themesOf(a.puzzleId)) {
            if (!keep(theme)) continue;
            ThemeStat& s = byTheme[theme];
            s.theme = theme;
            ++s.attempts;
            if (won) ++s.solved;
            Glicko2Rating& r = ratings[theme];
            r = Glicko2Update(r, {{puzzleRating(a.puzzleId), won ? 1.0 : 0.0}});
            s.rating = r.rating;
        }
    }
    std::vector<ThemeStat> out;
    for (auto& [id, s] : byTheme) out.push_back(s);
    std::sort(out.begin(), out.end(), [](const ThemeStat& a, const ThemeStat& b) {
        if (a.Accuracy() != b.Accuracy()) return a.Accuracy() < b.Accuracy();
        if (a.rating != b.rating) return a.rating < b.rating;
        return a.theme < b.theme;
    });
    return out;
}

std::vector<DayTally> SolvedPerDay(const std::vector<Attempt>& attempts, int64_t now, int days) {
    std::vector<DayTally> out;
    if (days <= 0) return out;
    // Day starts walking back from today; a day is not always 86,400 s (DST).
    int64_t start = LocalDayStart(now);
    out.resize(size_t(days));
    for (int i = days - 1; i >= 0; --i) {
        out[size_t(i)].dayStart = start;
        start = LocalDayStart(start - 12 * 3600);
    }
    for (const Attempt& a : attempts) {
        if (a.time < out.front().dayStart) continue;
        auto it = std::upper_bound(out.begin(), out.end(), a.time,
                                   [](int64_t t, const DayTally& d) { return t < d.dayStart; });
        if (it == out.begin()) continue;
        DayTally& day = *(it - 1);
        ++day.attempted;
        if (a.mode == AttemptMode::Rated ? RatedAsSolved(a) : a.result == AttemptResult::Solved)
            ++day.solved;
    }
    return out;
}

}  // namespace chatur::training
