// One endgame table in memory: a byte per position of its Layout, and reading and
// writing it as a cache file. A byte holds 0 for a draw, 255 for an index that
// names no legal position, and otherwise 1 + the plies to mate with best play:
// an odd number of plies means the side to move mates, an even number that it is
// mated (0: it is mated now). The file is a short text header, the bytes
// compressed with zstd, and a checksum over everything before it (docs/tablebase.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/tablebase/layout.h"

namespace chatur::tablebase {

constexpr uint8_t kDraw = 0;
constexpr uint8_t kNoPosition = 255;
constexpr int kMaxPlies = 253;

enum class Verdict : uint8_t { Win, Draw, Loss };

// A table's answer for the side to move.
struct Value {
    Verdict verdict = Verdict::Draw;
    int plies = 0;  // to mate with best play (0 for a draw, or when mated now)

    static Value FromByte(uint8_t b);
    bool operator==(const Value&) const = default;
};

class Table {
public:
    Table(const Material& material, std::vector<uint8_t> values);

    const Layout& GetLayout() const { return m_layout; }
    const Material& GetMaterial() const { return m_layout.GetMaterial(); }
    uint8_t At(uint64_t index) const { return m_values[index]; }
    const std::vector<uint8_t>& Bytes() const { return m_values; }
    // The byte for `pos` (of this material, or its colour-swapped twin when
    // `flip`); kNoPosition when the position cannot be stored (a piece off its points).
    uint8_t Lookup(const Position& pos, bool flip) const;

private:
    Layout m_layout;
    std::vector<uint8_t> m_values;
};

// A 64-bit checksum of a table's bytes (FNV-1a's constants over 8-byte words):
// the cache file's header names it, the reader checks it, and two builds can be
// compared by their files (scripts/bench-tablebase.sh).
uint64_t ValuesChecksum(const std::vector<uint8_t>& values);

// The cache file's contents for `table`; empty when it cannot be compressed
// (out of memory).
std::string SerializeTable(const Table& table);
// Reads a cache file's contents; an error message when the file is damaged
// (bad header, wrong material or size, checksum mismatch).
struct TableReadResult {
    std::optional<Table> table;
    std::string error;
};
TableReadResult DeserializeTable(const Material& material, const std::string& data);

}  // namespace chatur::tablebase
