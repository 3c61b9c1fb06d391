#include "core/search/transposition_table.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace chatur {
namespace {

// 1 MB holds 16,384 buckets of four entries: keys 16,384 apart share a bucket.
constexpr uint64_t kSameBucket = 16384;

TEST(TranspositionTable, EachBucketIsOneCacheLine) {
    for (int megabytes : {1, 16}) {
        TranspositionTable table(megabytes);
        for (uint64_t key : {uint64_t(0), uint64_t(1), uint64_t(12345), ~uint64_t(0)}) {
            const auto address = reinterpret_cast<uintptr_t>(table.BucketOf(key));
            EXPECT_EQ(address % 64, 0u) << megabytes << " MB, key " << key;
        }
    }
}

TEST(TranspositionTable, FindsWhatItStored) {
    TranspositionTable table(1);
    EXPECT_EQ(table.Probe(77), nullptr);
    table.Store(77, 5, -120, 30, Bound::Lower, 0x1234);
    const TableEntry* e = table.Probe(77);
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->depth, 5);
    EXPECT_EQ(e->score, -120);
    EXPECT_EQ(e->eval, 30);
    EXPECT_EQ(e->GetBound(), Bound::Lower);
    EXPECT_EQ(e->move, 0x1234);
    EXPECT_EQ(table.Probe(77 + kSameBucket), nullptr);  // same bucket, another key
    table.Clear();
    EXPECT_EQ(table.Probe(77), nullptr);
}

TEST(TranspositionTable, AFullBucketGivesUpItsShallowestEntry) {
    TranspositionTable table(1);
    const int depths[] = {6, 2, 9, 4};
    for (uint64_t i = 0; i < 4; ++i)
        table.Store(5 + i * kSameBucket, depths[i], 0, 0, Bound::Exact, 1);
    table.Store(5 + 4 * kSameBucket, 3, 0, 0, Bound::Exact, 1);
    EXPECT_EQ(table.Probe(5 + 1 * kSameBucket), nullptr);  // depth 2 went
    for (uint64_t i : {0, 2, 3, 4}) EXPECT_NE(table.Probe(5 + i * kSameBucket), nullptr) << i;
}

// An entry's worth is its depth less 8 for each search since it was stored.
TEST(TranspositionTable, AnEarlierSearchsEntryCountsEightPliesShallower) {
    for (int oldDepth : {10, 12}) {
        TranspositionTable table(1);
        table.Store(9, oldDepth, 0, 0, Bound::Exact, 1);  // from the search before
        table.NewSearch();
        for (uint64_t i = 1; i <= 4; ++i)
            table.Store(9 + i * kSameBucket, 3, 0, 0, Bound::Exact, 1);
        // Depth 10 is worth 2 now, less than this search's depth 3: it goes. Depth 12
        // is worth 4 and stays; the first of this search's entries goes instead.
        const bool oldKept = oldDepth == 12;
        EXPECT_EQ(table.Probe(9) != nullptr, oldKept) << oldDepth;
        EXPECT_EQ(table.Probe(9 + kSameBucket) != nullptr, !oldKept) << oldDepth;
        for (uint64_t i = 2; i <= 4; ++i) EXPECT_NE(table.Probe(9 + i * kSameBucket), nullptr);
    }
}

TEST(TranspositionTable, AShallowBoundKeepsADeeperOneOfTheSameSearch) {
    TranspositionTable table(1);
    table.Store(3, 10, 50, 0, Bound::Lower, 0x11);
    table.Store(3, 4, -20, 0, Bound::Upper, 0x22);
    const TableEntry* e = table.Probe(3);
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->depth, 10);
    EXPECT_EQ(e->score, 50);
    EXPECT_EQ(e->move, 0x22);                       // the best move is kept up to date
    table.Store(3, 4, -20, 0, Bound::Exact, 0x22);  // an exact score always replaces
    EXPECT_EQ(table.Probe(3)->depth, 4);
}

}  // namespace
}  // namespace chatur
