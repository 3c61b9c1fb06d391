// Reliability probe D9: progress and the saved game live in the user's data
// folder (its lookup: tests/core/platform/system_paths_test.cpp), and the files
// of the old ~/.chatur (Windows: %APPDATA%\chatur) are moved there once.
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
    EXPECT_FALSE(MoveOldDataFolder(old, now));
    EXPECT_FALSE(fs::exists(old));
    std::ifstream moved(now / "progress.txt");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(moved), {}), "old progress");
    EXPECT_TRUE(fs::exists(now / "saved-game.txt"));
    EXPECT_TRUE(fs::exists(now / "progress.txt.corrupt-20260101-000000"));

    // Once the new folder has data, an old folder (another version's) is left alone.
    fs::create_directories(old);
    std::ofstream(old / "progress.txt") << "older";
    EXPECT_FALSE(MoveOldDataFolder(old, now));
    EXPECT_TRUE(fs::exists(old / "progress.txt"));
    std::ifstream kept(now / "progress.txt");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), "old progress");
    fs::remove_all(home);
}

// Windows kept training.db in %APPDATA%\chatur, where a learner who never had a
// progress.txt or a saved game has only the database: it moves too.
TEST(DataFolder, ATrainingDatabaseAloneMoves) {
    const fs::path root =
        fs::path(::testing::TempDir()) / ("chatur-appdata-" + std::to_string(getpid()));
    fs::remove_all(root);
    const fs::path old = root / "Roaming" / "chatur", now = root / "Local" / "Chatur";
    fs::create_directories(old);
    std::ofstream(old / "training.db") << "sqlite";
    std::ofstream(old / "training.db-wal") << "wal";
    EXPECT_FALSE(MoveOldDataFolder(old, now));
    EXPECT_TRUE(fs::exists(now / "training.db"));
    EXPECT_TRUE(fs::exists(now / "training.db-wal"));
    EXPECT_FALSE(fs::exists(old));

    // A new folder with its own database keeps it, and the old one stays.
    fs::create_directories(old);
    std::ofstream(old / "training.db") << "older";
    EXPECT_FALSE(MoveOldDataFolder(old, now));
    EXPECT_TRUE(fs::exists(old / "training.db"));
    std::ifstream kept(now / "training.db");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), "sqlite");
    fs::remove_all(root);
}

}  // namespace
}  // namespace chatur::progress
