// The tables' values and their cache files: the builder gives the values the
// first builder gave (their checksums were recorded from its cache before the
// builder was made faster: issue 33; every placement of the tables stored in
// fewer entries since format 3 probes as in the first builder's), and a cache file that is of the
// old format, truncated inside its compressed data, or carries another table's values is refused
// before use and rebuilt.
#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "core/platform/atomic_file.h"
#include "core/tablebase/table.h"
#include "core/tablebase/tablebase.h"
#include "tablebase_test_support.h"

namespace chatur::tablebase {
namespace {

// The file's last 8 bytes: FNV-1a 64 of everything before them, as the format has it.
std::string Signed(std::string body) {
    uint64_t h = 1469598103934665603ull;
    for (char c : body) {
        h ^= uint8_t(c);
        h *= 1099511628211ull;
    }
    for (int i = 0; i < 8; ++i) body.push_back(char((h >> (8 * i)) & 0xFF));
    return body;
}

std::string Unsigned(const std::string& file) {
    return file.substr(0, file.size() - 8);
}

TEST(TableFile, ValuesAreTheFirstBuildersValues) {
    struct Expected {
        const Variant* variant;
        const char* material;
        uint64_t checksum;
    };
    const Expected expected[] = {
        {&MakrukVariant(), "KvK", 0x49a1e7528f57b9c5},
        {&MakrukVariant(), "KRvK", 0x50e0120c05632724},
        {&MakrukVariant(), "KNvK", 0xc30310d0e61ece80},
        {&MakrukVariant(), "KSvK", 0xbd67090a8fc425b7},
        {&MakrukVariant(), "KMvK", 0xa512707d3056af20},
        {&MakrukVariant(), "KPvK", 0xb7ba805e978e2cd4},
        // A Rua that is not the last slot: its moves back are found a block of
        // positions at a time, less those with the Ma on its way (builder.cpp).
        {&MakrukVariant(), "KRvKN", 0x8bf965a73d2fe7e6},
        {&XiangqiVariant(), "KNvKA", 0x66cbbbc76040e460},
        {&XiangqiVariant(), "KCvKA", 0x2d9b4459425ddfc1},
        {&XiangqiVariant(), "KPvKP", 0x442db9c8208adc8f},
        {&XiangqiVariant(), "KNvKP", 0x46e84d0b337e185c},
        {&XiangqiVariant(), "KRvKN", 0x4d46e3516396a115},
    };
    test::TempDir dir;
    Tablebase tb(dir.Path());
    for (const Expected& e : expected) {
        TableFetch fetched = tb.Fetch(test::MustMaterial(*e.variant, e.material));
        ASSERT_TRUE(fetched.table) << e.material;
        EXPECT_EQ(ValuesChecksum(fetched.table->Bytes()), e.checksum)
            << e.variant->name << " " << e.material;
    }
}

// The tables stored in fewer entries since format 3 (Makruk without Khon and Bia:
// the White Khun's quadrant) answer every placement of their pieces as the first
// builder's tables did: each piece on every square it may stand on, the whole
// board, both sides to move, probed through the layout (illegal placements
// included, as kNoPosition), and the answers hashed in that order; the hashes
// are those of the first builder's tables (format 2).
TEST(TableFile, EveryPlacementProbesAsTheFirstBuildersTables) {
    const std::pair<const char*, uint64_t> expected[] = {
        {"KvK", 0xa8fdf5aafc87b33b},
        {"KRvK", 0x5f18b3e76f184a77},
        {"KNvK", 0x1cce24c248710193},
        {"KMvK", 0x330e117624350ba3},
    };
    const Variant& v = MakrukVariant();
    test::TempDir dir;
    Tablebase tb(dir.Path());
    for (const auto& [name, hash] : expected) {
        const Table* table = tb.Fetch(test::MustMaterial(v, name)).table;
        ASSERT_TRUE(table) << name;
        const Layout& layout = table->GetLayout();
        std::array<std::vector<Square>, kMaxSlots> squares;
        for (int slot = 0; slot < layout.Slots(); ++slot)
            for (int s = 0; s < v.SquareCount(); ++s)
                if (v.CanStandOn(layout.SlotColor(slot), layout.SlotType(slot), Square(s)))
                    squares[size_t(slot)].push_back(Square(s));
        uint64_t h = 1469598103934665603ull;  // FNV-1a over the answers
        for (Color side : {Color::White, Color::Black}) {
            std::array<size_t, kMaxSlots> at{};
            for (int slot = 0; slot >= 0;) {
                TablePosition p;
                p.sideToMove = side;
                for (int k = 0; k < layout.Slots(); ++k)
                    p.squares[size_t(k)] = squares[size_t(k)][at[size_t(k)]];
                const uint64_t index = layout.Encode(p);
                h = (h ^ (index == kNoIndex ? kNoPosition : table->At(index))) * 1099511628211ull;
                for (slot = layout.Slots() - 1;
                     slot >= 0 && ++at[size_t(slot)] == squares[size_t(slot)].size(); --slot)
                    at[size_t(slot)] = 0;
            }
        }
        EXPECT_EQ(h, hash) << name;
    }
}

// A table with two identical pieces reads back: its indexes with the two out of
// order name no position, and the reader's sample of the values must still find
// positions (a fixed stride of 256 looked only at both Rua on a1 in KRRvK, and
// every such table was refused and made again each time it was loaded).
TEST(TableFile, ATableWithTwinPiecesReadsBack) {
    for (auto [variant, name] :
         {std::pair{&MakrukVariant(), "KNNvK"}, std::pair{&XiangqiVariant(), "KRAAvK"}}) {
        const Material m = test::MustMaterial(*variant, name);
        const Layout layout(m);
        std::vector<uint8_t> values(layout.Size());
        TablePosition p;
        std::array<int, kMaxSlots> places{};
        for (uint64_t i = 0; i < values.size(); ++i)
            values[i] =
                (i == 0 ? layout.Decode(0, p) : layout.DecodeNext(places, p)) ? kDraw : kNoPosition;
        TableReadResult r = DeserializeTable(m, SerializeTable(Table(m, values)));
        ASSERT_TRUE(r.table) << name << ": " << r.error;
        EXPECT_EQ(r.table->Bytes(), values) << name;
    }
}

class TableFileDamage : public ::testing::Test {
protected:
    void SetUp() override {
        Tablebase tb(m_dir.Path());
        ASSERT_TRUE(tb.Fetch(m_krk).table);
        m_real = tb.Fetch(m_krk).table->Bytes();
        ASSERT_TRUE(tb.Fetch(m_knk).table);
        m_file = tb.FileFor(m_krk);
        auto data = platform::ReadWholeFile(m_file.string());
        ASSERT_TRUE(data);
        m_data = *data;
        auto other = platform::ReadWholeFile(tb.FileFor(m_knk).string());
        ASSERT_TRUE(other);
        m_other = *other;
    }

    // Writes `contents` as KRvK's file; the table read back is the real one and
    // the one notice names `why`.
    void ExpectRebuilt(const std::string& contents, const std::string& why) {
        ASSERT_FALSE(platform::WriteFileAtomically(m_file.string(), contents, false,
                                                   platform::AtSymlink::Replace));
        EXPECT_FALSE(DeserializeTable(m_krk, contents).table);
        Tablebase tb(m_dir.Path());
        std::vector<std::string> notices;
        tb.SetNotice([&](const std::string& n) { notices.push_back(n); });
        TableFetch fetched = tb.Fetch(m_krk);
        ASSERT_TRUE(fetched.table);
        EXPECT_EQ(fetched.table->Bytes(), m_real);
        ASSERT_EQ(notices.size(), 1u);
        EXPECT_NE(notices[0].find(why), std::string::npos) << notices[0];
        auto again = platform::ReadWholeFile(m_file.string());
        ASSERT_TRUE(again);
        EXPECT_TRUE(DeserializeTable(m_krk, *again).table);
    }

    size_t BodyStart() const { return m_data.find('\n') + 1; }

    test::TempDir m_dir;
    Material m_krk = test::MustMaterial(MakrukVariant(), "KRvK");
    Material m_knk = test::MustMaterial(MakrukVariant(), "KNvK");
    std::vector<uint8_t> m_real;
    std::filesystem::path m_file;
    std::string m_data, m_other;
};

TEST_F(TableFileDamage, AFileOfAnEarlierFormatIsRebuilt) {
    // Format 1: the same header line with version 1, the bytes run-length coded.
    std::string first = "chatur-tablebase 1 makruk KRvK 262144\n";
    first += std::string(1, '\0') + "\xff\xff\x0f";
    ExpectRebuilt(Signed(first), "not a Chatur tablebase file of format 3");
    // Format 2: this format's frames, but KRvK stored with the White Khun on
    // files a-d (twice as many positions).
    std::string second = Unsigned(m_data);
    second.replace(0, BodyStart(), "chatur-tablebase 2 makruk KRvK 262144 b1b74c619c54fcb0\n");
    ExpectRebuilt(Signed(second), "not a Chatur tablebase file of format 3");
}

TEST_F(TableFileDamage, ACompressedTableCutShortIsRebuilt) {
    const std::string body = Unsigned(m_data);
    ExpectRebuilt(Signed(body.substr(0, BodyStart() + (body.size() - BodyStart()) / 2)),
                  "bad compressed data");
    ExpectRebuilt(Signed(body.substr(0, body.size() - 1)), "bad compressed data");
}

TEST_F(TableFileDamage, ACompressedTableWithAFlippedByteIsRebuilt) {
    std::string body = Unsigned(m_data);
    body[BodyStart() + 40] = char(body[BodyStart() + 40] ^ 0x10);
    ExpectRebuilt(Signed(body), "bad compressed data");
}

TEST_F(TableFileDamage, AnotherTablesValuesUnderThisHeaderAreRebuilt) {
    // KNvK has as many positions as KRvK: its frames decompress to the right size.
    const std::string header = m_data.substr(0, BodyStart());
    const std::string frames = Unsigned(m_other).substr(m_other.find('\n') + 1);
    ExpectRebuilt(Signed(header + frames), "values do not match the header");
}

TEST_F(TableFileDamage, ABodyThatIsNoZstdFrameIsRebuilt) {
    ExpectRebuilt(Signed(m_data.substr(0, BodyStart()) + "not a zstd frame at all"),
                  "bad compressed data");
}

// Tables installed with the program are used as they are: nothing is made or
// written, and at-hand access has them. A damaged one is passed over: the
// table is made into the cache folder.
TEST(ShippedTables, AreUsedReadOnlyAndADamagedOneIsMadeIntoTheCache) {
    test::TempDir shipped, cache;
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    const Material kk = test::MustMaterial(MakrukVariant(), "KvK");
    std::vector<uint8_t> real;
    {
        Tablebase maker(shipped.Path());
        ASSERT_TRUE(maker.Fetch(krk).table);
        real = maker.Fetch(krk).table->Bytes();
    }
    {
        Tablebase tb(cache.Path());
        tb.SetShippedDir(shipped.Path());
        TableFetch fetched = tb.Fetch(krk, Access::AtHand());
        ASSERT_TRUE(fetched.table);
        EXPECT_EQ(fetched.table->Bytes(), real);
        EXPECT_TRUE(std::filesystem::is_empty(cache.Path()));
    }
    const std::filesystem::path file = Tablebase(shipped.Path()).FileFor(krk);
    auto data = platform::ReadWholeFile(file.string());
    ASSERT_TRUE(data);
    (*data)[data->size() / 2] = char((*data)[data->size() / 2] ^ 1);
    ASSERT_FALSE(
        platform::WriteFileAtomically(file.string(), *data, false, platform::AtSymlink::Replace));
    Tablebase tb(cache.Path());
    tb.SetShippedDir(shipped.Path());
    std::vector<std::string> notices;
    tb.SetNotice([&](const std::string& n) { notices.push_back(n); });
    EXPECT_FALSE(tb.Fetch(krk, Access::AtHand()).table);
    TableFetch made = tb.Fetch(krk);
    ASSERT_TRUE(made.table);
    EXPECT_EQ(made.table->Bytes(), real);
    EXPECT_TRUE(std::filesystem::exists(tb.FileFor(krk)));
    EXPECT_FALSE(std::filesystem::exists(tb.FileFor(kk)));  // KvK came from the shipped folder
    ASSERT_FALSE(notices.empty());
    EXPECT_NE(notices[0].find("damaged (checksum mismatch): not used"), std::string::npos)
        << notices[0];
    // The shipped file is left as it was.
    EXPECT_EQ(platform::ReadWholeFile(file.string()), data);
}

}  // namespace
}  // namespace chatur::tablebase
