// The puzzles one training session picks from, kept sorted by their current
// rating so that choosing the next puzzle near a target rating is a binary
// search and a short walk outward (well under a millisecond for 10,000).
//
// Starting ratings (docs/training.md): a puzzle's own `rating` when its pack
// gives one, else from its grade: 1 -> 800, 2 -> 1100, 3 -> 1400, 4 -> 1700,
// 5 -> 2000. A rating the store has learned from attempts replaces either.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/training/glicko2.h"

namespace chatur::training {

struct PoolPuzzle {
    std::string id;
    Glicko2Rating rating;
    std::vector<std::string> themes;  // the puzzle's tags
};

// The starting rating of a puzzle: `packRating` (> 0) when given, else from the grade.
Glicko2Rating InitialPuzzleRating(int grade, int packRating = 0);

// Difficulty settings: the target is the learner's rating plus an offset.
enum class Difficulty : uint8_t { Easiest, Easier, Normal, Harder, Hardest };
int DifficultyOffset(Difficulty difficulty);                        // -600, -300, 0, +300, +600
std::optional<Difficulty> DifficultyFromKey(std::string_view key);  // "easiest" ... "hardest"

struct SelectionRequest {
    double learnerRating = 1500;
    Difficulty difficulty = Difficulty::Normal;
    std::string theme;                // empty: any theme
    std::vector<std::string> recent;  // puzzles seen lately, most recent first
};

class PuzzlePool {
public:
    PuzzlePool() = default;
    explicit PuzzlePool(std::vector<PoolPuzzle> puzzles);

    size_t Size() const { return m_puzzles.size(); }
    const std::vector<PoolPuzzle>& Puzzles() const { return m_puzzles; }  // by rating
    const PoolPuzzle* Find(const std::string& id) const;
    // The puzzles' ids in a fixed order (sorted), for the daily puzzle.
    const std::vector<std::string>& SortedIds() const { return m_sortedIds; }

    // Moves a puzzle to its new rating (after an attempt, or from the store).
    void SetRating(const std::string& id, const Glicko2Rating& rating);

    // The next puzzle: among the eligible puzzles (matching the theme, not among
    // the recent ones) one of the few nearest to the target rating, at random.
    // When the theme has fewer unseen puzzles than the recent list excludes,
    // the oldest recent ones become eligible again (but never the last one seen
    // while another exists). Nothing when no puzzle has the theme.
    const PoolPuzzle* Select(const SelectionRequest& request, std::mt19937& random) const;

private:
    std::vector<PoolPuzzle> m_puzzles;  // sorted by rating
    std::vector<std::string> m_sortedIds;
};

}  // namespace chatur::training
