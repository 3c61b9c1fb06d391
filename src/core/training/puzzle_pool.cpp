#include "core/training/puzzle_pool.h"

#include <algorithm>
#include <unordered_set>

namespace chatur::training {

namespace {

// How many of the nearest eligible puzzles the choice is made among: enough
// variety that two sessions differ, few enough to stay near the target.
constexpr size_t kCandidates = 6;

bool HasTheme(const PoolPuzzle& p, const std::string& theme) {
    return theme.empty() || std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
}

bool ByRating(const PoolPuzzle& a, const PoolPuzzle& b) {
    return a.rating.rating < b.rating.rating;
}

}  // namespace

Glicko2Rating InitialPuzzleRating(int grade, int packRating) {
    if (packRating > 0) return {double(packRating), 150.0, 0.06};
    grade = std::clamp(grade, 1, 5);
    return {800.0 + 300.0 * (grade - 1), 250.0, 0.06};
}

int DifficultyOffset(Difficulty d) {
    switch (d) {
        case Difficulty::Easiest:
            return -600;
        case Difficulty::Easier:
            return -300;
        case Difficulty::Normal:
            return 0;
        case Difficulty::Harder:
            return 300;
        case Difficulty::Hardest:
            return 600;
    }
    return 0;
}

std::optional<Difficulty> DifficultyFromKey(std::string_view key) {
    if (key == "easiest") return Difficulty::Easiest;
    if (key == "easier") return Difficulty::Easier;
    if (key == "normal") return Difficulty::Normal;
    if (key == "harder") return Difficulty::Harder;
    if (key == "hardest") return Difficulty::Hardest;
    return std::nullopt;
}

PuzzlePool::PuzzlePool(std::vector<PoolPuzzle> puzzles) : m_puzzles(std::move(puzzles)) {
    std::stable_sort(m_puzzles.begin(), m_puzzles.end(), ByRating);
    for (const PoolPuzzle& p : m_puzzles) m_sortedIds.push_back(p.id);
    std::sort(m_sortedIds.begin(), m_sortedIds.end());
}

const PoolPuzzle* PuzzlePool::Find(const std::string& id) const {
    for (const PoolPuzzle& p : m_puzzles)
        if (p.id == id) return &p;
    return nullptr;
}

void PuzzlePool::SetRating(const std::string& id, const Glicko2Rating& rating) {
    auto it = std::find_if(m_puzzles.begin(), m_puzzles.end(),
                           [&](const PoolPuzzle& p) { return p.id == id; });
    if (it == m_puzzles.end()) return;
    PoolPuzzle moved = std::move(*it);
    m_puzzles.erase(it);
    moved.rating = rating;
    auto at = std::upper_bound(m_puzzles.begin(), m_puzzles.end(), moved, ByRating);
    m_puzzles.insert(at, std::move(moved));
}

const PoolPuzzle* PuzzlePool::Select(const SelectionRequest& request, std::mt19937& random) const {
    const double target = request.learnerRating + DifficultyOffset(request.difficulty);
    PoolPuzzle probe;
    probe.rating.rating = target;
    const auto start = std::lower_bound(m_puzzles.begin(), m_puzzles.end(), probe, ByRating);
    const size_t middle = size_t(start - m_puzzles.begin());

    // Fewer excluded each round: all recent ones, then the newer half, ... then
    // only the last one, then none.
    size_t excluded = request.recent.size();
    for (;;) {
        std::unordered_set<std::string_view> skip;
        for (size_t i = 0; i < excluded; ++i) skip.insert(request.recent[i]);
        // Walk outward from the target, taking the nearer side each step.
        std::vector<const PoolPuzzle*> found;
        size_t lo = middle, hi = middle;  // next below is lo - 1, next above is hi
        while (found.size() < kCandidates && (lo > 0 || hi < m_puzzles.size())) {
            const bool takeLow =
                hi >= m_puzzles.size() || (lo > 0 && target - m_puzzles[lo - 1].rating.rating <
                                                         m_puzzles[hi].rating.rating - target);
            const PoolPuzzle& p = takeLow ? m_puzzles[--lo] : m_puzzles[hi++];
            if (HasTheme(p, request.theme) && !skip.count(p.id)) found.push_back(&p);
        }
        if (!found.empty())
            return found[std::uniform_int_distribution<size_t>(0, found.size() - 1)(random)];
        if (excluded == 0) return nullptr;
        excluded = excluded > 1 ? std::max<size_t>(1, excluded / 2) : 0;
    }
}

}  // namespace chatur::training
