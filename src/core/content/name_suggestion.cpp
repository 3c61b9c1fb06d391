#include "core/content/name_suggestion.h"

#include <algorithm>
#include <cctype>

namespace chatur::content {

int EditDistance(std::string_view a, std::string_view b) {
    // Optimal string alignment distance, three rows.
    const size_t n = a.size(), m = b.size();
    std::vector<int> prev2(m + 1), prev(m + 1), cur(m + 1);
    for (size_t j = 0; j <= m; ++j) prev[j] = int(j);
    for (size_t i = 1; i <= n; ++i) {
        cur[0] = int(i);
        for (size_t j = 1; j <= m; ++j) {
            int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                cur[j] = std::min(cur[j], prev2[j - 2] + 1);
        }
        std::swap(prev2, prev);
        std::swap(prev, cur);
    }
    return prev[m];
}

namespace {

std::string Lower(std::string_view s) {
    std::string r(s);
    for (char& c : r) c = char(std::tolower(static_cast<unsigned char>(c)));
    return r;
}

}  // namespace

std::optional<std::string> ClosestName(std::string_view name,
                                       const std::vector<std::string_view>& candidates) {
    if (name.size() > 64) return std::nullopt;  // no typo is that long; keep it cheap
    std::string lower = Lower(name);
    std::optional<std::string> best;
    int bestDistance = 1 << 20;
    for (std::string_view c : candidates) {
        int d = EditDistance(lower, Lower(c));
        if (d < bestDistance) {
            bestDistance = d;
            best = std::string(c);
        }
    }
    int allowed = name.size() <= 4 ? 1 : 2;
    if (!best || bestDistance > allowed) return std::nullopt;
    return best;
}

std::string DidYouMean(std::string_view name, const std::vector<std::string_view>& candidates) {
    auto best = ClosestName(name, candidates);
    return best ? " (did you mean '" + *best + "'?)" : "";
}

}  // namespace chatur::content
