#include "core/progress/pack_progress.h"

#include <algorithm>

namespace chatur::progress {

namespace {

bool Solved(const ProgressStore& store, const std::string& id) {
    const ItemRecord* r = store.Item(id);
    return r && r->EverSolved();
}

}  // namespace

Tally PackTally(const ProgressStore& store, const content::Pack& pack) {
    Tally t;
    for (const content::Puzzle& p : pack.puzzles) {
        ++t.total;
        if (Solved(store, p.id)) ++t.done;
    }
    for (const content::Lesson& l : pack.lessons) {
        ++t.total;
        const LessonRecord* r = store.Lesson(l.id);
        if (r && r->finished) ++t.done;
    }
    return t;
}

Tally StageTally(const ProgressStore& store, const content::Pack& pack, content::Stage stage) {
    Tally t;
    for (const content::Puzzle& p : pack.puzzles) {
        if (p.stage != stage) continue;
        ++t.total;
        if (Solved(store, p.id)) ++t.done;
    }
    return t;
}

std::vector<const content::Puzzle*> PuzzleOrder(const content::Pack& pack,
                                                const PuzzleFilter& filter) {
    std::vector<const content::Puzzle*> out;
    for (const content::Puzzle& p : pack.puzzles) {
        if (filter.stage && p.stage != *filter.stage) continue;
        if (filter.grade && p.grade != *filter.grade) continue;
        out.push_back(&p);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const content::Puzzle* a, const content::Puzzle* b) {
                         if (a->stage != b->stage) return a->stage < b->stage;
                         return a->grade < b->grade;
                     });
    return out;
}

const content::Puzzle* NextPuzzle(const content::Pack& pack, const PuzzleFilter& filter,
                                  const std::string& currentId) {
    auto order = PuzzleOrder(pack, filter);
    auto it = std::find_if(order.begin(), order.end(),
                           [&](const content::Puzzle* p) { return p->id == currentId; });
    if (it == order.end()) return order.empty() || !currentId.empty() ? nullptr : order.front();
    ++it;
    return it == order.end() ? nullptr : *it;
}

const content::Puzzle* NextUnsolved(const ProgressStore& store, const content::Pack& pack,
                                    const PuzzleFilter& filter, const std::string& afterId) {
    auto order = PuzzleOrder(pack, filter);
    auto start = std::find_if(order.begin(), order.end(),
                              [&](const content::Puzzle* p) { return p->id == afterId; });
    if (start != order.end()) {
        for (auto it = start + 1; it != order.end(); ++it)
            if (!Solved(store, (*it)->id)) return *it;
    }
    for (const content::Puzzle* p : order)
        if (!Solved(store, p->id)) return p;
    return nullptr;
}

std::vector<const content::Puzzle*> MistakesIn(const ProgressStore& store,
                                               const content::Pack& pack) {
    std::vector<const content::Puzzle*> out;
    for (const std::string& id : store.RetryQueue())
        if (const content::Puzzle* p = pack.FindPuzzle(id)) out.push_back(p);
    return out;
}

}  // namespace chatur::progress
