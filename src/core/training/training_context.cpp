#include "core/training/training_context.h"

#include <chrono>

namespace chatur::training {

TrainingContext::TrainingContext(std::shared_ptr<TrainingStore> store)
    : m_store(std::move(store)) {}

TrainingContext::~TrainingContext() {
    StopReading();
}

void TrainingContext::SetBackground(ToOwnerThread toOwner,
                                    std::function<void(const PendingSession&)> ready) {
    m_toOwner = std::move(toOwner);
    m_ready = std::move(ready);
}

void TrainingContext::WaitForPools(PendingSession session) {
    m_pending = std::move(session);
    if (!m_reading) ReadInBackground(*m_pending->variant);
}

void TrainingContext::ReadInBackground(const Variant& variant) {
    m_reading = &variant;
    // Assigning joins the previous worker, which has handed its pools over.
    m_reader = std::jthread([this, &variant, files = m_poolFiles](std::stop_token stop) {
        PoolRead pools = ReadPools(files, variant, stop);
        if (stop.stop_requested() || !m_toOwner) return;
        m_toOwner([this, &variant, pools = std::move(pools)]() mutable {
            OnPoolsRead(variant, std::move(pools));
        });
    });
}

void TrainingContext::OnPoolsRead(const Variant& variant, PoolRead pools) {
    m_reading = nullptr;
    Adopt(variant, std::move(pools));  // kept even when nobody waits any more
    if (!m_pending) return;
    if (!IsBuilt(*m_pending->variant)) return ReadInBackground(*m_pending->variant);
    const PendingSession ready = std::move(*m_pending);
    m_pending.reset();
    if (m_ready) m_ready(ready);
}

void TrainingContext::StopReading() {
    m_reader.request_stop();  // stops between pool files
    if (m_reader.joinable()) m_reader.join();
    m_reading = nullptr;
    m_pending.reset();
}

void TrainingContext::SetSources(PackSource packs, std::vector<std::string> poolFiles) {
    m_packs = std::move(packs);
    m_poolFiles = std::move(poolFiles);
    m_games.clear();
}

bool TrainingContext::IsBuilt(const Variant& variant) const {
    return m_games.count(std::string(variant.name)) > 0;
}

TrainingContext::PoolRead TrainingContext::ReadPools(const std::vector<std::string>& files,
                                                     const Variant& variant, std::stop_token stop) {
    const auto start = std::chrono::steady_clock::now();
    PoolRead read;
    read.packs = LoadPoolPacks(files, variant, &read.problems, stop);
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
