// The engine's transposition table: buckets of four 16-byte entries, each bucket
// one cache line (aligned to 64 bytes, so a probe reads one line), probed by the
// key of the position and the running count (SearchBoard::StateKey). A new entry
// replaces, in its bucket, the entry of the same key, else the one worth least:
// shallow, or left from an earlier search (each search is a new generation). Mate
// scores are stored relative to the node.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/rules/types.h"

namespace chatur {

enum class Bound : uint8_t { None, Exact, Lower, Upper };

struct TableEntry {
    uint64_t key = 0;
    int16_t score = 0;
    int16_t eval = 0;  // the static evaluation (kNoEval: not known)
    uint16_t move = 0;
    int8_t depth = -1;
    uint8_t boundAndAge = 0;  // bound in the low 2 bits, the generation above
    Bound GetBound() const { return Bound(boundAndAge & 3); }
    uint8_t Age() const { return uint8_t(boundAndAge >> 2); }
};
static_assert(sizeof(TableEntry) == 16);

constexpr int kNoEval = -32768;

class TranspositionTable {
public:
    explicit TranspositionTable(int megabytes);
    void Clear();
    // A new search: entries from earlier ones count 8 plies shallower for each.
    void NewSearch() { m_age = uint8_t((m_age + 1) & 63); }
    const TableEntry* Probe(uint64_t key) const;
    // Asks the processor to bring `key`'s bucket into the cache: called as soon
    // as a move is made, so that the line arrives while the node tests its moves
    // and status before it probes.
    void Prefetch(uint64_t key) const {
#if defined(__GNUC__)
        __builtin_prefetch(BucketOf(key));
#else
        (void)key;
#endif
    }
    // The first entry of `key`'s bucket.
    const TableEntry* BucketOf(uint64_t key) const {
        return m_buckets[key & m_bucketMask].entries;
    }
    // `score` relative to the node already (see ToTable).
    void Store(uint64_t key, int depth, int score, int eval, Bound bound, uint16_t move);

private:
    static constexpr size_t kBucket = 4;
    struct alignas(64) Bucket {
        TableEntry entries[kBucket];
    };
    static_assert(sizeof(Bucket) == 64);
    std::vector<Bucket> m_buckets;
    size_t m_bucketMask = 0;
    uint8_t m_age = 0;
};

}  // namespace chatur
