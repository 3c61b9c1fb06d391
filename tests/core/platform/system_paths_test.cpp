// The platform layer's answers to "which program am I" and "give me a private
// temporary folder" hold on the system the tests run on; the user's data folder
// follows each system's convention, read from an environment the tests make up
// (the process's own is never changed).
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <string>

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

// An environment holding just `variables`.
platform::EnvironmentLookup Environment(std::map<std::string, std::string> variables) {
    return [variables = std::move(variables)](std::string_view name) -> std::optional<fs::path> {
        auto it = variables.find(std::string(name));
        if (it == variables.end()) return std::nullopt;
        return fs::path(it->second);
    };
}

fs::path XdgFolder(std::map<std::string, std::string> variables) {
    return platform::UserDataFolder(platform::FolderConvention::Xdg,
                                    Environment(std::move(variables)));
}

fs::path WindowsFolder(std::map<std::string, std::string> variables) {
    return platform::UserDataFolder(platform::FolderConvention::Windows,
                                    Environment(std::move(variables)));
}

TEST(UserDataFolder, FollowsXdgDataHomeThenHome) {
    EXPECT_EQ(XdgFolder({{"XDG_DATA_HOME", "/data/me"}, {"HOME", "/home/me"}}),
              fs::path("/data/me/chatur"));
    EXPECT_EQ(XdgFolder({{"HOME", "/home/me"}}), fs::path("/home/me/.local/share/chatur"));
    EXPECT_EQ(XdgFolder({{"XDG_DATA_HOME", ""}, {"HOME", "/home/me"}}),
              fs::path("/home/me/.local/share/chatur"));
    EXPECT_EQ(XdgFolder({{"XDG_DATA_HOME", "relative/dir"}, {"HOME", "/home/me"}}),
              fs::path("/home/me/.local/share/chatur"));
    // Windows' variables mean nothing there.
    EXPECT_EQ(XdgFolder({{"LOCALAPPDATA", "/local"}, {"HOME", "/home/me"}}),
              fs::path("/home/me/.local/share/chatur"));
}

TEST(UserDataFolder, WithoutHomeXdgIsUnderTheCurrentFolder) {
    EXPECT_EQ(XdgFolder({}), fs::path("./.local/share/chatur"));
    EXPECT_EQ(XdgFolder({{"HOME", ""}}), fs::path("./.local/share/chatur"));
}

TEST(UserDataFolder, WindowsUsesLocalAppDataThenTheProfile) {
    const std::string local = R"(C:\Users\Somchai\AppData\Local)";
    EXPECT_EQ(WindowsFolder({{"LOCALAPPDATA", local},
                             {"USERPROFILE", R"(C:\Users\Somchai)"},
                             {"HOME", "/home/somchai"},
                             {"XDG_DATA_HOME", "/data"}}),
              fs::path(local) / "Chatur");
    EXPECT_EQ(WindowsFolder({{"USERPROFILE", R"(C:\Users\Somchai)"}}),
              fs::path(R"(C:\Users\Somchai)") / "AppData" / "Local" / "Chatur");
    // A profile on a server share, and forward slashes: absolute too.
    EXPECT_EQ(WindowsFolder({{"LOCALAPPDATA", R"(\\server\home\local)"}}),
              fs::path(R"(\\server\home\local)") / "Chatur");
    EXPECT_EQ(WindowsFolder({{"LOCALAPPDATA", "d:/local"}}), fs::path("d:/local") / "Chatur");
}

TEST(UserDataFolder, WindowsIgnoresRelativeValuesAndHome) {
    EXPECT_EQ(WindowsFolder({{"LOCALAPPDATA", "AppData"}, {"USERPROFILE", R"(C:\Users\me)"}}),
              fs::path(R"(C:\Users\me)") / "AppData" / "Local" / "Chatur");
    EXPECT_EQ(WindowsFolder({{"LOCALAPPDATA", "C:"}, {"USERPROFILE", ""}}),
              fs::path(".") / "Chatur");
    // Wine passes no Unix HOME on, and Windows has none: it is not looked at.
    EXPECT_EQ(WindowsFolder({{"HOME", "/root"}}), fs::path(".") / "Chatur");
}

TEST(UserDataFolder, ThisProcessFollowsThisSystemsConvention) {
    const fs::path folder = platform::UserDataFolder();
#ifdef _WIN32
    EXPECT_EQ(folder.filename(), "Chatur");
#else
    EXPECT_EQ(folder.filename(), "chatur");
#endif
}

}  // namespace
}  // namespace chatur
