// The puzzles rated training draws on in one game: the hand-written packs and
// the mined pools (puzzles/pool/*.xml), loaded together into one PuzzlePool with
// their starting ratings, and a way back from a pool entry to the pack and
// puzzle the trainer plays. Which themes have puzzles (and how many) is counted
// here for the theme filter and the dashboard.
//
// Loading a pool of thousands of puzzles takes a noticeable moment, so the app
// builds a TrainingSet only when training starts (never for the library).
#pragma once

#include <map>
#include <memory>
#include <stop_token>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/content/xml_loader.h"
#include "core/training/puzzle_pool.h"

namespace chatur::training {

struct TrainingPuzzle {
    std::shared_ptr<const content::Pack> pack;
    const content::Puzzle* puzzle = nullptr;
};

// A file that could not be used, with its first error.
struct TrainingSetProblem {
    std::string path;
    int line = 0;
    std::string message;
};

class TrainingSet {
public:
    TrainingSet() = default;
    // Adds the puzzles of `pack` (a puzzle id already taken by an earlier pack
    // is skipped).
    void AddPack(std::shared_ptr<const content::Pack> pack);

    // The pool of every puzzle added, with its starting rating.
    PuzzlePool MakePool() const;
    size_t Size() const { return m_order.size(); }
    const TrainingPuzzle* Find(const std::string& puzzleId) const;
    // The pack added with this id (null when none was).
    std::shared_ptr<const content::Pack> FindPack(std::string_view packId) const;
    // Puzzle ids in a fixed order (sorted), for choices that must not depend on
    // the order files were found in (the daily puzzle).
    const std::vector<std::string>& SortedIds() const { return m_sortedIds; }
    // How many puzzles carry each tag.
    const std::map<std::string, int>& ThemeCounts() const { return m_themeCounts; }
    // The tags of a puzzle (none for an unknown id).
    const std::vector<std::string>& ThemesOf(const std::string& puzzleId) const;

private:
    std::vector<std::shared_ptr<const content::Pack>> m_packs;  // that gave puzzles
    std::unordered_map<std::string, TrainingPuzzle> m_byId;
    std::vector<std::string> m_order;
    std::vector<std::string> m_sortedIds;
    std::map<std::string, int> m_themeCounts;
};

// Reads `files` and keeps the packs of `variant` that have puzzles; files that
// cannot be read are reported in `problems` and skipped. Touches nothing shared,
// so it may run on a worker thread; a stop requested on `stop` ends it between files.
std::vector<std::shared_ptr<const content::Pack>> LoadPoolPacks(
    const std::vector<std::string>& files, const Variant& variant,
    std::vector<TrainingSetProblem>* problems = nullptr, std::stop_token stop = {});

// Loads `files` and adds the puzzles of `variant` to `set`; files that cannot
// be read are reported in `problems` and skipped.
void LoadIntoTrainingSet(TrainingSet& set, const std::vector<std::string>& files,
                         const Variant& variant,
                         std::vector<TrainingSetProblem>* problems = nullptr);

}  // namespace chatur::training
