// The library picks up packs that appear, change or go while the app runs
// (other people write them), and a half-written file does not stop the rest.
#include "core/content/pack_library.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include "../trainer/trainer_test_support.h"

namespace chatur::test {
namespace {

namespace fs = std::filesystem;

std::string Puzzle(const std::string& id) {
    return PuzzleXml(id, "7k/8/8/8/3M4/8/8/3K4 w - - 0 1", R"(<range square="d4"/>)");
}

TEST(PackLibrary, PicksUpNewChangedAndRemovedFiles) {
    const fs::path dir =
        fs::path(::testing::TempDir()) / ("chatur-lib-" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "sub");
    const std::string a = (dir / "a.xml").string();
    const std::string b = (dir / "sub" / "b.xml").string();
    std::ofstream(a) << PackXml(Puzzle("p.one"));

    PackLibrary library;
    EXPECT_TRUE(library.Refresh(ContentFilesIn(dir.string())));
    ASSERT_EQ(library.Packs().size(), 1u);
    EXPECT_FALSE(library.Refresh(ContentFilesIn(dir.string())));  // nothing changed
    auto first = library.Get(a);
    ASSERT_TRUE(first);

    // A new file in a subfolder, half written: it loads without a pack.
    std::ofstream(b) << "<pack format=\"1\" id=\"test.half\"";
    EXPECT_TRUE(library.Refresh(ContentFilesIn(dir.string())));
    ASSERT_EQ(library.Packs().size(), 2u);
    EXPECT_FALSE(library.Packs()[1].pack);
    EXPECT_FALSE(library.Packs()[1].findings.empty());

    // Finished later (bigger, so the change shows even within the same second).
    std::ofstream(b) << PackXml(Puzzle("p.two") + Puzzle("p.three"));
    EXPECT_TRUE(library.Refresh(ContentFilesIn(dir.string())));
    ASSERT_TRUE(library.Packs()[1].pack);
    EXPECT_EQ(library.Packs()[1].pack->puzzles.size(), 2u);
    EXPECT_EQ(library.FindByItem("p.three"), library.Packs()[1].pack);
    EXPECT_EQ(library.FindById("test.trainer"), library.Packs()[0].pack);
    EXPECT_EQ(library.Get(a), first);  // unchanged packs are kept, not reloaded

    fs::remove(a);
    EXPECT_TRUE(library.Refresh(ContentFilesIn(dir.string())));
    EXPECT_EQ(library.Packs().size(), 1u);
    EXPECT_EQ(first->puzzles.size(), 1u);  // a pack in use stays alive
    fs::remove_all(dir);
}

}  // namespace
}  // namespace chatur::test
