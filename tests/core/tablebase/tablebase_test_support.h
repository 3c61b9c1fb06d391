// Shared by the tablebase tests: random positions of a table (a cache folder of
// its own per test is test::TempDir, test_support.h).
#pragma once

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "../test_support.h"
#include "core/tablebase/tablebase.h"

namespace chatur::test {

inline tablebase::Material MustMaterial(const Variant& v, const std::string& name) {
    auto m = tablebase::ParseMaterial(v, name);
    if (!m) throw std::runtime_error("bad material " + name);
    return *m;
}

// Random legal positions of a table, as positions of the game; with `maxPlies`,
// only wins and losses within that many plies.
inline std::vector<Position> Sample(tablebase::Tablebase& tb, const tablebase::Material& m,
                                    int count, uint64_t seed, int maxPlies = -1) {
    const tablebase::Table* table = tb.Fetch(m).table;
    std::mt19937_64 rng(seed);
    std::vector<Position> out;
    Position pos(m.GetVariant());
    while (int(out.size()) < count) {
        uint64_t i = rng() % table->GetLayout().Size();
        tablebase::TablePosition p;
        uint8_t b = table->At(i);
        if (b == tablebase::kNoPosition || !table->GetLayout().Decode(i, p)) continue;
        if (maxPlies >= 0 && (b == tablebase::kDraw || b - 1 > maxPlies)) continue;
        table->GetLayout().ToPosition(p, pos);
        out.push_back(pos);
    }
    return out;
}

}  // namespace chatur::test
