// Reliability probe 2, N13: a tablebase file with a valid checksum but values no
// real table has (the probe's four crafted KRvK files: every byte a draw, "no
// position", 0xFE, or "win in 1") is refused by the reader, so the cache
// rebuilds it instead of answering from it; a real table still reads back.
#include <gtest/gtest.h>

#include <filesystem>

#include "../tablebase/tablebase_test_support.h"
#include "../test_support.h"
#include "core/platform/atomic_file.h"
#include "core/tablebase/table.h"
#include "core/tablebase/tablebase.h"

namespace chatur::tablebase {
namespace {

TEST(CraftedTable, ValuesNoRealTableHasAreRefused) {
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    for (const char* kind : {"00", "fe", "ff", "win1"}) {
        auto data = platform::ReadWholeFile(test::SourcePath(
            std::string("tests/data/reliability/tb/makruk-KRvK_all_") + kind + ".ctb"));
        ASSERT_TRUE(data) << kind;
        TableReadResult r = DeserializeTable(krk, *data);
        EXPECT_FALSE(r.table) << kind;
        EXPECT_EQ(r.error, "values no real table has") << kind;
    }
}

TEST(CraftedTable, ARealTableReadsBackAndACraftedOneIsRebuilt) {
    test::TempDir dir;
    const Material krk = test::MustMaterial(MakrukVariant(), "KRvK");
    std::vector<uint8_t> real;
    {
        Tablebase tb(dir.Path());
        TableFetch fetched = tb.Fetch(krk);
        ASSERT_TRUE(fetched.table);
        real = fetched.table->Bytes();
    }
    const std::filesystem::path file = Tablebase(dir.Path()).FileFor(krk);
    auto saved = platform::ReadWholeFile(file.string());
    ASSERT_TRUE(saved);
    EXPECT_TRUE(DeserializeTable(krk, *saved).table);
    std::filesystem::copy_file(
        test::SourcePath("tests/data/reliability/tb/makruk-KRvK_all_win1.ctb"), file,
        std::filesystem::copy_options::overwrite_existing);
    Tablebase tb(dir.Path());
    std::vector<std::string> notices;
    tb.SetNotice([&](const std::string& n) { notices.push_back(n); });
    TableFetch rebuilt = tb.Fetch(krk);
    ASSERT_TRUE(rebuilt.table);
    EXPECT_EQ(rebuilt.table->Bytes(), real);
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_NE(notices[0].find("values no real table has"), std::string::npos) << notices[0];
}

}  // namespace
}  // namespace chatur::tablebase
