// Everything the app's training needs, in one place it owns: the training
// database (the process's one store, training_database.h) and, per game, the TrainingSet (the
// library's packs plus the mined pools) and its Trainer. A game's set is built the first time it is
// asked for, never at start-up, so a pool of thousands of puzzles costs the library nothing.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/training/trainer.h"
#include "core/training/training_set.h"

namespace chatur::training {

class TrainingContext {
public:
    // The hand-written packs of a game, already loaded by the library.
    using PackSource =
        std::function<std::vector<std::shared_ptr<const content::Pack>>(const Variant& variant)>;

    // Trains on `store`, the one the rest of the process uses too.
    explicit TrainingContext(std::shared_ptr<TrainingStore> store);
    TrainingStore& Store() { return *m_store; }

    // Where the puzzles come from: the library's packs and the pool files
    // (every game's; each keeps its own variant's puzzles). Drops built sets.
    void SetSources(PackSource packs, std::vector<std::string> poolFiles);
    // Built sets are dropped (the library's packs changed); they are rebuilt
    // when next asked for.
    void Invalidate() { m_games.clear(); }

    // A game's pools read ahead, off the UI thread: ReadPools touches nothing of
    // the context (give it PoolFiles() copied), so a worker thread may run it;
    // Adopt, on the thread that owns the context, builds the game from it (the
    // library's packs first, as Build does). Adopting a built game does nothing.
    struct PoolRead {
        std::vector<std::shared_ptr<const content::Pack>> packs;
        std::vector<TrainingSetProblem> problems;
        double ms = 0;  // how long reading took
    };
    static PoolRead ReadPools(const std::vector<std::string>& files, const Variant& variant,
                              const std::atomic<bool>* cancel = nullptr);
    const std::vector<std::string>& PoolFiles() const { return m_poolFiles; }
    void Adopt(const Variant& variant, PoolRead pools);

    // The game's trainer and set, built on first use.
    Trainer& TrainerFor(const Variant& variant);
    const TrainingSet& SetFor(const Variant& variant);
    bool IsBuilt(const Variant& variant) const;
    // A pack training draws on (a pool pack, say, for a bookmark of a rated
    // puzzle), looked up in the games already built; with `build`, the games
    // not built yet are built first (reading their pools takes a moment).
    std::shared_ptr<const content::Pack> FindPack(std::string_view packId, bool build);
    // Pool files that could not be used (after a build), and how long the last
    // build took, in milliseconds.
    const std::vector<TrainingSetProblem>& Problems() const { return m_problems; }
    double LastBuildMs() const { return m_lastBuildMs; }

private:
    struct Game {
        TrainingSet set;
        std::unique_ptr<Trainer> trainer;
    };
    Game& Build(const Variant& variant);
    Game& Assemble(const Variant& variant, PoolRead pools);

    std::shared_ptr<TrainingStore> m_store;
    PackSource m_packs;
    std::vector<std::string> m_poolFiles;
    std::map<std::string, Game> m_games;
    std::vector<TrainingSetProblem> m_problems;
    double m_lastBuildMs = 0;
};

}  // namespace chatur::training
