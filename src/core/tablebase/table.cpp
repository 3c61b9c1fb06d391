#include "core/tablebase/table.h"

#include <algorithm>
#include <sstream>

namespace chatur::tablebase {

namespace {

constexpr const char* kMagic = "chatur-tablebase";
constexpr int kFormatVersion = 1;

// FNV-1a, 64 bits.
uint64_t Checksum(const char* data, size_t size) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < size; ++i) {
        h ^= uint8_t(data[i]);
        h *= 1099511628211ull;
    }
    return h;
}

// Runs of equal bytes: a run of length n >= 1 is written as the byte, then n - 1
// in base-128 groups (7 bits each, high bit set on all but the last).
void AppendRuns(const std::vector<uint8_t>& values, std::string& out) {
    size_t i = 0;
    while (i < values.size()) {
        size_t j = i + 1;
        while (j < values.size() && values[j] == values[i]) ++j;
        out.push_back(char(values[i]));
        uint64_t extra = j - i - 1;
        while (extra >= 0x80) {
            out.push_back(char(0x80 | (extra & 0x7F)));
            extra >>= 7;
        }
        out.push_back(char(extra));
        i = j;
    }
}

bool ReadRuns(const std::string& data, size_t pos, size_t end, std::vector<uint8_t>& values) {
    size_t filled = 0;
    while (pos < end) {
        uint8_t b = uint8_t(data[pos++]);
        uint64_t extra = 0;
        int shift = 0;
        while (true) {
            if (pos >= end || shift > 56) return false;
            uint8_t g = uint8_t(data[pos++]);
            extra |= uint64_t(g & 0x7F) << shift;
            shift += 7;
            if (!(g & 0x80)) break;
        }
        if (extra >= values.size() - filled) return false;
        std::fill(values.begin() + long(filled), values.begin() + long(filled + extra + 1), b);
        filled += extra + 1;
    }
    return filled == values.size();
}

// The checksum finds damage, not a crafted file. A cheap check of what every
// real table has: an index that names no position holds kNoPosition, and some
// position has a value; at most about a million indexes are looked at.
bool Plausible(const Layout& layout, const std::vector<uint8_t>& values) {
    const uint64_t stride = std::max<uint64_t>(1, values.size() / (1u << 20));
    bool anyPosition = false;
    TablePosition p;
    for (uint64_t index = 0; index < values.size(); index += stride) {
        const bool names = layout.Decode(index, p);
        if (!names && values[size_t(index)] != kNoPosition) return false;
        anyPosition = anyPosition || (names && values[size_t(index)] != kNoPosition);
    }
    return anyPosition;
}

}  // namespace

Value Value::FromByte(uint8_t b) {
    if (b == kDraw || b == kNoPosition) return {};
    int plies = b - 1;
    return {plies % 2 == 1 ? Verdict::Win : Verdict::Loss, plies};
}

Table::Table(const Material& material, std::vector<uint8_t> values)
    : m_layout(material), m_values(std::move(values)) {}

uint8_t Table::Lookup(const Position& pos, bool flip) const {
    uint64_t index = m_layout.Encode(m_layout.FromPosition(pos, flip));
    return index == kNoIndex ? kNoPosition : m_values[index];
}

std::string SerializeTable(const Table& table) {
    std::ostringstream header;
    header << kMagic << " " << kFormatVersion << " " << table.GetMaterial().GetVariant().name << " "
           << table.GetMaterial().Name() << " " << table.Bytes().size() << "\n";
    std::string out = header.str();
    AppendRuns(table.Bytes(), out);
    uint64_t sum = Checksum(out.data(), out.size());
    for (int i = 0; i < 8; ++i) out.push_back(char((sum >> (8 * i)) & 0xFF));
    return out;
}

TableReadResult DeserializeTable(const Material& material, const std::string& data) {
    TableReadResult r;
    if (data.size() < 9) {
        r.error = "file too short";
        return r;
    }
    size_t body = data.size() - 8;
    uint64_t stored = 0;
    for (int i = 0; i < 8; ++i) stored |= uint64_t(uint8_t(data[body + size_t(i)])) << (8 * i);
    if (stored != Checksum(data.data(), body)) {
        r.error = "checksum mismatch";
        return r;
    }
    size_t eol = data.find('\n');
    if (eol == std::string::npos || eol >= body) {
        r.error = "no header";
        return r;
    }
    std::istringstream header(data.substr(0, eol));
    std::string magic, variant, name;
    int version = 0;
    uint64_t size = 0;
    header >> magic >> version >> variant >> name >> size;
    Layout layout(material);
    if (magic != kMagic || version != kFormatVersion) {
        r.error = "not a Chatur tablebase file of format " + std::to_string(kFormatVersion);
        return r;
    }
    if (variant != material.GetVariant().name || name != material.Name() || size != layout.Size()) {
        r.error = "header names " + variant + " " + name + " of " + std::to_string(size) +
                  " positions, expected " + std::string(material.GetVariant().name) + " " +
                  material.Name() + " of " + std::to_string(layout.Size());
        return r;
    }
    std::vector<uint8_t> values(size_t(size), 0);
    if (!ReadRuns(data, eol + 1, body, values)) {
        r.error = "bad run-length data";
        return r;
    }
    if (!Plausible(layout, values)) {
        r.error = "values no real table has";
        return r;
    }
    r.table.emplace(material, std::move(values));
    return r;
}

}  // namespace chatur::tablebase
