#include "core/training/training_context.h"

#include <chrono>

namespace chatur::training {

TrainingContext::TrainingContext(std::shared_ptr<TrainingStore> store)
    : m_store(std::move(store)) {}

void TrainingContext::SetSources(PackSource packs, std::vector<std::string> poolFiles) {
    m_packs = std::move(packs);
    m_poolFiles = std::move(poolFiles);
    m_games.clear();
}

bool TrainingContext::IsBuilt(const Variant& variant) const {
    return m_games.count(std::string(variant.name)) > 0;
}

TrainingContext::PoolRead TrainingContext::ReadPools(const std::vector<std::string>& files,
                                                     const Variant& variant,
                                                     const std::atomic<bool>* cancel) {
    const auto start = std::chrono::steady_clock::now();
    PoolRead read;
    read.packs = LoadPoolPacks(files, variant, &read.problems, cancel);
    read.ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return read;
}

TrainingContext::Game& TrainingContext::Assemble(const Variant& variant, PoolRead pools) {
    const auto start = std::chrono::steady_clock::now();
    Game built;
    if (m_packs)
        for (const auto& pack : m_packs(variant))
            if (pack && pack->variant == &variant) built.set.AddPack(pack);
    for (auto& pack : pools.packs) built.set.AddPack(std::move(pack));
    m_problems = std::move(pools.problems);
    built.trainer =
        std::make_unique<Trainer>(*m_store, std::string(variant.name), built.set.MakePool());
    m_lastBuildMs =
        pools.ms +
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return m_games.emplace(std::string(variant.name), std::move(built)).first->second;
}

void TrainingContext::Adopt(const Variant& variant, PoolRead pools) {
    if (!IsBuilt(variant)) Assemble(variant, std::move(pools));
}

TrainingContext::Game& TrainingContext::Build(const Variant& variant) {
    auto it = m_games.find(std::string(variant.name));
    if (it != m_games.end()) return it->second;
    return Assemble(variant, ReadPools(m_poolFiles, variant));
}

std::shared_ptr<const content::Pack> TrainingContext::FindPack(std::string_view packId,
                                                               bool build) {
    for (const Variant* variant : {&MakrukVariant(), &XiangqiVariant()}) {
        if (!build && !IsBuilt(*variant)) continue;
        if (auto pack = Build(*variant).set.FindPack(packId)) return pack;
    }
    return nullptr;
}

Trainer& TrainingContext::TrainerFor(const Variant& variant) {
    return *Build(variant).trainer;
}

const TrainingSet& TrainingContext::SetFor(const Variant& variant) {
    return Build(variant).set;
}

}  // namespace chatur::training
