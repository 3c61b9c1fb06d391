// The platform layer's answers to "which program am I" and "give me a private
// temporary folder" hold on the system the tests run on.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <set>

#include "core/platform/system_paths.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

TEST(SystemPaths, ExecutablePathIsThisTestProgram) {
    const fs::path exe = platform::ExecutablePath();
    ASSERT_FALSE(exe.empty());
    EXPECT_TRUE(exe.is_absolute()) << exe;
    EXPECT_TRUE(fs::is_regular_file(exe)) << exe;
    EXPECT_EQ(exe.stem().string(), "core_tests");
}

TEST(SystemPaths, TemporaryFoldersAreNewEmptyAndPrivate) {
    std::set<fs::path> made;
    for (int i = 0; i < 3; ++i) {
        std::string why;
        const auto folder = platform::MakeTemporaryFolder("chatur-test", why);
        ASSERT_TRUE(folder) << why;
        EXPECT_TRUE(fs::is_directory(*folder));
        EXPECT_TRUE(fs::is_empty(*folder));
        EXPECT_EQ(folder->filename().string().rfind("chatur-test-", 0), 0u) << *folder;
        EXPECT_EQ(folder->parent_path(), fs::temp_directory_path());
#ifndef _WIN32
        struct stat info {};
        ASSERT_EQ(::stat(folder->c_str(), &info), 0);
        EXPECT_EQ(info.st_mode & 0777, 0700u);
#endif
        made.insert(*folder);
    }
    EXPECT_EQ(made.size(), 3u);
    for (const fs::path& folder : made) fs::remove_all(folder);
}

TEST(SystemPaths, TemporaryFolderFailsWithAReasonWhenTheBaseIsMissing) {
#ifndef _WIN32
    const char* old = std::getenv("TMPDIR");
    const std::string saved = old ? old : "";
    ::setenv("TMPDIR", "/nonexistent/chatur-no-such-folder", 1);
    std::string why;
    const auto folder = platform::MakeTemporaryFolder("chatur-test", why);
    if (old)
        ::setenv("TMPDIR", saved.c_str(), 1);
    else
        ::unsetenv("TMPDIR");
    EXPECT_FALSE(folder);
    EXPECT_FALSE(why.empty());
#else
    GTEST_SKIP() << "TMPDIR is a POSIX variable";
#endif
}

}  // namespace
}  // namespace chatur
