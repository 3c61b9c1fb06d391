#include "core/training/training_context.h"

#include <chrono>

namespace chatur::training {

std::optional<StoreError> TrainingContext::Open(const std::string& dbPath) {
    m_games.clear();
    return m_store.Open(dbPath);
}

void TrainingContext::SetSources(PackSource packs, std::vector<std::string> poolFiles) {
    m_packs = std::move(packs);
    m_poolFiles = std::move(poolFiles);
    m_games.clear();
}

bool TrainingContext::IsBuilt(const Variant& variant) const {
    return m_games.count(std::string(variant.name)) > 0;
}

TrainingContext::Game& TrainingContext::Build(const Variant& variant) {
    const std::string game(variant.name);
    auto it = m_games.find(game);
    if (it != m_games.end()) return it->second;
    const auto start = std::chrono::steady_clock::now();
    Game built;
    if (m_packs)
        for (const auto& pack : m_packs(variant))
            if (pack && pack->variant == &variant) built.set.AddPack(pack);
    m_problems.clear();
    LoadIntoTrainingSet(built.set, m_poolFiles, variant, &m_problems);
    built.trainer = std::make_unique<Trainer>(m_store, game, built.set.MakePool());
    m_lastBuildMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return m_games.emplace(game, std::move(built)).first->second;
}

Trainer& TrainingContext::TrainerFor(const Variant& variant) {
    return *Build(variant).trainer;
}

const TrainingSet& TrainingContext::SetFor(const Variant& variant) {
    return Build(variant).set;
}

}  // namespace chatur::training
