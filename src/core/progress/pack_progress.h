// Progress seen through a pack: percentages per pack and per stage for the
// library, and the order in which the trainer offers a pack's puzzles (by stage,
// then grade, then as written), with "next unsolved" for "Continue where I left
// off" and the learner's "retry my mistakes" queue restricted to a pack.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/content/pack.h"
#include "core/progress/progress_store.h"

namespace chatur::progress {

struct Tally {
    int done = 0;
    int total = 0;
    int Percent() const { return total == 0 ? 0 : done * 100 / total; }
};

// Puzzles solved plus lessons finished, out of all of the pack's.
Tally PackTally(const ProgressStore& store, const content::Pack& pack);
// Puzzles of one stage solved.
Tally StageTally(const ProgressStore& store, const content::Pack& pack, content::Stage stage);

// Which of a pack's puzzles to practise: all, one stage, one grade, or both.
struct PuzzleFilter {
    std::optional<content::Stage> stage;
    std::optional<int> grade;
};

// The filtered puzzles in trainer order: stage, then grade, then file order.
std::vector<const content::Puzzle*> PuzzleOrder(const content::Pack& pack,
                                                const PuzzleFilter& filter = {});
// The puzzle after `currentId` in that order; nullptr after the last one.
const content::Puzzle* NextPuzzle(const content::Pack& pack, const PuzzleFilter& filter,
                                  const std::string& currentId);
// The first puzzle in that order never solved, looking after `afterId` first
// and then from the start; nullptr when every one is solved.
const content::Puzzle* NextUnsolved(const ProgressStore& store, const content::Pack& pack,
                                    const PuzzleFilter& filter, const std::string& afterId = {});
// The pack's puzzles in the learner's retry queue, in queue order.
std::vector<const content::Puzzle*> MistakesIn(const ProgressStore& store,
                                               const content::Pack& pack);

}  // namespace chatur::progress
