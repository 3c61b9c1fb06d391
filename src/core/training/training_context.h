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
#include <thread>
#include <vector>

#include "core/training/trainer.h"
#include "core/training/training_session.h"
#include "core/training/training_set.h"

namespace chatur::training {

class TrainingContext {
public:
    // The hand-written packs of a game, already loaded by the library.
    using PackSource =
        std::function<std::vector<std::shared_ptr<const content::Pack>>(const Variant& variant)>;

    // Trains on `store`, the one the rest of the process uses too.
    explicit TrainingContext(std::shared_ptr<TrainingStore> store);
    // Stops a pool read under way and joins its thread.
    ~TrainingContext();
    TrainingContext(const TrainingContext&) = delete;
    TrainingContext& operator=(const TrainingContext&) = delete;
    TrainingStore& Store() { return *m_store; }

    // Where the puzzles come from: the library's packs and the pool files
    // (every game's; each keeps its own variant's puzzles). Drops built sets.
    void SetSources(PackSource packs, std::vector<std::string> poolFiles);
    // Built sets are dropped (the library's packs changed); they are rebuilt
    // when next asked for.
    void Invalidate() { m_games.clear(); }

    // A game's pools read ahead, off the owner's thread: ReadPools touches
    // nothing of the context, so a worker thread may run it; Adopt, on the
    // thread that owns the context, builds the game from it (the library's packs
    // first, as Build does). Adopting a built game does nothing.
    struct PoolRead {
        std::vector<std::shared_ptr<const content::Pack>> packs;
        std::vector<TrainingSetProblem> problems;
        double ms = 0;  // how long reading took
    };
    static PoolRead ReadPools(const std::vector<std::string>& files, const Variant& variant,
                              std::stop_token stop = {});
    void Adopt(const Variant& variant, PoolRead pools);

    // A training session waiting for its game's pools.
    struct PendingSession {
        const Variant* variant = nullptr;
        TrainMode mode = TrainMode::Rated;
        std::string theme;
    };
    // Runs a function on the owner's thread (the GUI: CallAfter); called on the
    // context's worker thread.
    using ToOwnerThread = std::function<void(std::function<void()>)>;
    // How the background reading reaches the owner: `toOwner` takes the read
    // pools to the owner's thread, where they are adopted and `ready` is called
    // with the session that waited for them.
    void SetBackground(ToOwnerThread toOwner, std::function<void(const PendingSession&)> ready);
    // Lets `session` wait for its game: its pools are read on the context's
    // worker thread (a std::jthread; one game at a time, a game asked for
    // meanwhile is read next) and adopted on the owner's thread; then `ready`
    // gets the session. A newer session replaces a waiting one.
    void WaitForPools(PendingSession session);
    // The session waits no more (the learner went elsewhere); pools read are
    // still adopted when they arrive, so the next start is instant.
    void CancelPending() { m_pending.reset(); }
    bool Pending() const { return m_pending.has_value(); }
    // Whether pools are being read or wait to be adopted.
    bool ReadingPools() const { return m_reading != nullptr; }
    // Stops the read between pool files and joins the worker; nothing more
    // reaches the owner (the owner calls it before it goes; so does the destructor).
    void StopReading();

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
    void ReadInBackground(const Variant& variant);
    void OnPoolsRead(const Variant& variant, PoolRead pools);

    std::shared_ptr<TrainingStore> m_store;
    PackSource m_packs;
    std::vector<std::string> m_poolFiles;
    std::map<std::string, Game> m_games;
    std::vector<TrainingSetProblem> m_problems;
    double m_lastBuildMs = 0;
    ToOwnerThread m_toOwner;
    std::function<void(const PendingSession&)> m_ready;
    std::optional<PendingSession> m_pending;
    const Variant* m_reading = nullptr;  // the game whose pools are read
    std::jthread m_reader;               // last: stopped and joined first
};

}  // namespace chatur::training
