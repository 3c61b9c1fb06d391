#include "core/search/transposition_table.h"

#include <algorithm>

namespace chatur {

TranspositionTable::TranspositionTable(int megabytes) {
    size_t want = size_t(std::max(1, megabytes)) * 1024 * 1024 / sizeof(Bucket);
    size_t buckets = 1;
    while (buckets * 2 <= want) buckets *= 2;
    m_buckets.resize(buckets);  // aligned: std::allocator honours alignas(64)
    m_bucketMask = buckets - 1;
}

void TranspositionTable::Clear() {
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket{});
    m_age = 0;
}

const TableEntry* TranspositionTable::Probe(uint64_t key) const {
    const TableEntry* bucket = BucketOf(key);
    for (size_t i = 0; i < kBucket; ++i)
        if (bucket[i].key == key && bucket[i].depth >= 0) return &bucket[i];
    return nullptr;
}

void TranspositionTable::Store(uint64_t key, int depth, int score, int eval, Bound bound,
                               uint16_t move) {
    TableEntry* bucket = m_buckets[key & m_bucketMask].entries;
    TableEntry* target = nullptr;
    for (size_t i = 0; i < kBucket && !target; ++i)
        if (bucket[i].key == key) target = &bucket[i];
    if (target) {
        // The same position: a shallower bound does not replace a deeper one
        // of this search, but the best move is kept up to date.
        if (move) target->move = move;
        if (target->Age() == m_age && target->depth > depth + 2 && bound != Bound::Exact) return;
    } else {
        // The least worth keeping: its depth less 8 plies for each search since it
        // was stored (an old entry goes before a fresh one unless far deeper).
        auto worth = [this](const TableEntry& e) {
            int age = (m_age - e.Age()) & 63;
            return int(e.depth) - 8 * age;
        };
        target = &bucket[0];
        for (size_t i = 1; i < kBucket; ++i)
            if (worth(bucket[i]) < worth(*target)) target = &bucket[i];
        target->move = move;
    }
    target->key = key;
    target->depth = int8_t(std::clamp(depth, 0, 100));
    target->score = int16_t(score);
    target->eval = int16_t(eval);
    target->boundAndAge = uint8_t(uint8_t(bound) | (m_age << 2));
}

}  // namespace chatur
