#include "core/tablebase/table.h"

#include <zstd.h>

#include <algorithm>
#include <bit>
#include <iomanip>
#include <sstream>

#include "core/platform/fnv1a.h"

namespace chatur::tablebase {

namespace {

constexpr const char* kMagic = "chatur-tablebase";
// 1: the bytes run-length coded; 2: zstd, but Makruk tables without Khon and Bia
// stored with the White Khun on files a-d (now its quadrant a1-d4: Layout).
constexpr int kFormatVersion = 3;

// FNV-1a, 64 bits (the header's checksum).
uint64_t Checksum(const char* data, size_t size) {
    return platform::Fnv1a(std::string_view(data, size));
}

// The values are stored as two zstd frames: the bytes with every kNoPosition
// replaced by the byte before it (so that the scattered illegal positions do not
// break the runs the compressor finds), then one bit per index saying where
// kNoPosition stands. Both frames carry zstd's own checksum of their content.
// The levels (docs/tablebase.md, Cache files): level 5 and 9 made the Makruk set
// 1.9 MB smaller for four times the compressing time (1.75 s against 0.4 s).
constexpr int kValueLevel = 1;
constexpr int kMaskLevel = 3;

// One frame of `data`, or an empty string when zstd fails (out of memory).
std::string Compress(const void* data, size_t size, int level) {
    std::string out(ZSTD_compressBound(size), '\0');
    ZSTD_CCtx* ctx = ZSTD_createCCtx();
    if (!ctx) return {};
    ZSTD_CCtx_setParameter(ctx, ZSTD_c_compressionLevel, level);
    ZSTD_CCtx_setParameter(ctx, ZSTD_c_checksumFlag, 1);
    const size_t n = ZSTD_compress2(ctx, out.data(), out.size(), data, size);
    ZSTD_freeCCtx(ctx);
    if (ZSTD_isError(n)) return {};
    out.resize(n);
    return out;
}

// Decompresses the one frame `data[pos, end)` into `out` (whose size is what the
// frame must hold); false when it is not exactly such a frame.
bool Decompress(const std::string& data, size_t pos, size_t end, void* out, size_t size) {
    const char* src = data.data() + pos;
    if (ZSTD_findFrameCompressedSize(src, end - pos) != end - pos) return false;
    if (ZSTD_getFrameContentSize(src, end - pos) != size) return false;
    const size_t n = ZSTD_decompress(out, size, src, end - pos);
    return !ZSTD_isError(n) && n == size;
}

// False when zstd fails (out of memory).
bool AppendFrames(const std::vector<uint8_t>& values, std::string& out) {
    std::vector<uint8_t> filled(values.size());
    std::vector<uint8_t> mask((values.size() + 7) / 8, 0);
    uint8_t before = kDraw;
    for (size_t i = 0; i < values.size(); ++i) {
        if (values[i] == kNoPosition) {
            mask[i / 8] = uint8_t(mask[i / 8] | (1u << (i % 8)));
            filled[i] = before;
        } else {
            filled[i] = before = values[i];
        }
    }
    const std::string valueFrame = Compress(filled.data(), filled.size(), kValueLevel);
    const std::string maskFrame = Compress(mask.data(), mask.size(), kMaskLevel);
    if (valueFrame.empty() || maskFrame.empty()) return false;
    out += valueFrame;
    out += maskFrame;
    return true;
}

bool ReadFrames(const std::string& data, size_t pos, size_t end, std::vector<uint8_t>& values) {
    if (pos >= end) return false;
    const size_t first = ZSTD_findFrameCompressedSize(data.data() + pos, end - pos);
    if (ZSTD_isError(first) || first >= end - pos) return false;
    std::vector<uint8_t> mask((values.size() + 7) / 8);
    if (!Decompress(data, pos, pos + first, values.data(), values.size()) ||
        !Decompress(data, pos + first, end, mask.data(), mask.size()))
        return false;
    for (size_t byte = 0; byte < mask.size(); ++byte)
        for (unsigned bits = mask[byte]; bits != 0; bits &= bits - 1)
            if (size_t i = byte * 8 + size_t(std::countr_zero(bits)); i < values.size())
                values[i] = kNoPosition;
            else
                return false;
    return true;
}

// The checksum finds damage, not a crafted file. A cheap check of what every
// real table has: an index that names no position holds kNoPosition, and some
// position has a value; about 65,000 indexes are looked at. They are drawn
// pseudo-randomly (a fixed sequence): a fixed stride is a multiple of the last
// slots' domains in some tables and would look at one square of those slots
// only (KRRvK's every 256th index has both Rua on a1: never a position).
bool Plausible(const Layout& layout, const std::vector<uint8_t>& values) {
    constexpr int kSamples = 1 << 16;
    bool anyPosition = false;
    TablePosition p;
    uint64_t state = 0;
    for (int k = 0; k < kSamples; ++k) {
        // splitmix64
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        const uint64_t index = (z ^ (z >> 31)) % values.size();
        const bool names = layout.Decode(index, p);
        if (!names && values[size_t(index)] != kNoPosition) return false;
        anyPosition = anyPosition || (names && values[size_t(index)] != kNoPosition);
    }
    return anyPosition;
}

}  // namespace

uint64_t ValuesChecksum(const std::vector<uint8_t>& values) {
    // FNV-1a's constants over 8 bytes at a time (little-endian, the last word
    // padded with zeros), each step's high half folded into the low one: eight
    // times quicker than byte by byte on a table read at load.
    uint64_t h = 1469598103934665603ull;
    auto step = [&h](uint64_t word) {
        h = (h ^ word) * 1099511628211ull;
        h ^= h >> 32;
    };
    const uint8_t* v = values.data();
    const size_t whole = values.size() / 8 * 8;
    for (size_t i = 0; i < whole; i += 8)
        step(uint64_t(v[i]) | uint64_t(v[i + 1]) << 8 | uint64_t(v[i + 2]) << 16 |
             uint64_t(v[i + 3]) << 24 | uint64_t(v[i + 4]) << 32 | uint64_t(v[i + 5]) << 40 |
             uint64_t(v[i + 6]) << 48 | uint64_t(v[i + 7]) << 56);
    if (whole < values.size()) {
        uint64_t word = 0;
        for (size_t k = whole; k < values.size(); ++k) word |= uint64_t(v[k]) << (8 * (k - whole));
        step(word);
    }
    return h;
}

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
           << table.GetMaterial().Name() << " " << table.Bytes().size() << " " << std::hex
           << std::setw(16) << std::setfill('0') << ValuesChecksum(table.Bytes()) << "\n";
    std::string out = header.str();
    if (!AppendFrames(table.Bytes(), out)) return {};
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
    uint64_t size = 0, valuesChecksum = 0;
    header >> magic >> version >> variant >> name >> size >> std::hex >> valuesChecksum;
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
    if (!ReadFrames(data, eol + 1, body, values)) {
        r.error = "bad compressed data";
        return r;
    }
    // Another table's values under this header decompress as well: their
    // checksum tells.
    if (ValuesChecksum(values) != valuesChecksum) {
        r.error = "values do not match the header";
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
