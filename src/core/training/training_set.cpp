#include "core/training/training_set.h"

#include <algorithm>

namespace chatur::training {

void TrainingSet::AddPack(std::shared_ptr<const content::Pack> pack) {
    if (!pack) return;
    bool added = false;
    for (const content::Puzzle& puzzle : pack->puzzles) {
        if (m_byId.count(puzzle.id)) continue;
        m_byId.emplace(puzzle.id, TrainingPuzzle{pack, &puzzle});
        m_order.push_back(puzzle.id);
        for (const std::string& tag : puzzle.tags) ++m_themeCounts[tag];
        added = true;
    }
    if (!added) return;
    m_packs.push_back(pack);
    m_sortedIds = m_order;
    std::sort(m_sortedIds.begin(), m_sortedIds.end());
}

PuzzlePool TrainingSet::MakePool() const {
    std::vector<PoolPuzzle> puzzles;
    puzzles.reserve(m_order.size());
    for (const std::string& id : m_order) {
        const content::Puzzle& p = *m_byId.at(id).puzzle;
        puzzles.push_back({p.id, InitialPuzzleRating(p.grade, p.rating), p.tags});
    }
    return PuzzlePool(std::move(puzzles));
}

const TrainingPuzzle* TrainingSet::Find(const std::string& puzzleId) const {
    auto it = m_byId.find(puzzleId);
    return it == m_byId.end() ? nullptr : &it->second;
}

std::shared_ptr<const content::Pack> TrainingSet::FindPack(std::string_view packId) const {
    for (const auto& pack : m_packs)
        if (pack->id == packId) return pack;
    return nullptr;
}

const std::vector<std::string>& TrainingSet::ThemesOf(const std::string& puzzleId) const {
    static const std::vector<std::string> kNone;
    const TrainingPuzzle* p = Find(puzzleId);
    return p ? p->puzzle->tags : kNone;
}

std::vector<std::shared_ptr<const content::Pack>> LoadPoolPacks(
    const std::vector<std::string>& files, const Variant& variant,
    std::vector<TrainingSetProblem>* problems, std::stop_token stop) {
    std::vector<std::shared_ptr<const content::Pack>> packs;
    for (const std::string& file : files) {
        if (stop.stop_requested()) break;
        content::LoadResult loaded = content::LoadPackFile(file);
        if (!loaded.pack) {
            if (problems) {
                TrainingSetProblem problem{file, 0, "cannot be read"};
                for (const content::Finding& f : loaded.findings)
                    if (f.severity == content::Severity::Error) {
                        problem.line = f.line;
                        problem.message = f.message;
                        break;
                    }
                problems->push_back(problem);
            }
            continue;
        }
        if (loaded.pack->variant != &variant || loaded.pack->puzzles.empty()) continue;
        packs.push_back(std::make_shared<const content::Pack>(std::move(*loaded.pack)));
    }
    return packs;
}

void LoadIntoTrainingSet(TrainingSet& set, const std::vector<std::string>& files,
                         const Variant& variant, std::vector<TrainingSetProblem>* problems) {
    for (auto& pack : LoadPoolPacks(files, variant, problems)) set.AddPack(std::move(pack));
}

}  // namespace chatur::training
