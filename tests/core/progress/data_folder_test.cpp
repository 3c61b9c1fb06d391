// Reliability probe D9: progress and the saved game live in the XDG data folder
// (its lookup: tests/core/platform/system_paths_test.cpp), and the files of the
// old ~/.chatur are moved there once.
#include "core/progress/data_folder.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace chatur::progress {
namespace {

namespace fs = std::filesystem;

TEST(DataFolder, OldFilesMoveOnceAndNothingIsReplaced) {
    const fs::path home =
        fs::path(::testing::TempDir()) / ("chatur-home-" + std::to_string(getpid()));
    fs::remove_all(home);
    const fs::path old = home / ".chatur", now = home / ".local/share/chatur";
    fs::create_directories(old);
    std::ofstream(old / "progress.txt") << "old progress";
    std::ofstream(old / "saved-game.txt") << "old game";
    std::ofstream(old / "progress.txt.corrupt-20260101-000000") << "kept";
    EXPECT_FALSE(MoveOldDataFolder(old.string(), now.string()));
    EXPECT_FALSE(fs::exists(old));
    std::ifstream moved(now / "progress.txt");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(moved), {}), "old progress");
    EXPECT_TRUE(fs::exists(now / "saved-game.txt"));
    EXPECT_TRUE(fs::exists(now / "progress.txt.corrupt-20260101-000000"));

    // Once the new folder has data, an old folder (another version's) is left alone.
    fs::create_directories(old);
    std::ofstream(old / "progress.txt") << "older";
    EXPECT_FALSE(MoveOldDataFolder(old.string(), now.string()));
    EXPECT_TRUE(fs::exists(old / "progress.txt"));
    std::ifstream kept(now / "progress.txt");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), "old progress");
    fs::remove_all(home);
}

}  // namespace
}  // namespace chatur::progress
