// A path named in Thai keeps its name on the way from a UTF-8 string to a
// std::filesystem::path and back, and names the same file the narrow C calls
// (the atomic writes) make: on Windows a path's own std::string conversions
// read Latin-1 and made another folder of it (core/platform/utf8_path.h).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "core/platform/atomic_file.h"
#include "core/platform/system_paths.h"
#include "core/platform/utf8_path.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

const std::string kThaiFolder =
    "\xe0\xb8\x95\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\x87";  // ตาราง

TEST(Utf8Path, ReadsTheStringAsUtf8) {
    const fs::path path = platform::PathFromUtf8(kThaiFolder + "/KRvK.ctb");
    EXPECT_EQ(path.filename().u16string(), u"KRvK.ctb");
    EXPECT_EQ(path.parent_path().u16string(), u"\u0e15\u0e32\u0e23\u0e32\u0e07");
    EXPECT_EQ(platform::Utf8Path(path.parent_path()), kThaiFolder);
}

TEST(Utf8Path, WritesAsUtf8) {
    EXPECT_EQ(platform::Utf8Path(fs::path(u"\u0e2a\u0e21/x")), "\xe0\xb8\xaa\xe0\xb8\xa1/x");
    EXPECT_EQ(platform::Utf8Path(fs::path()), "");
}

TEST(Utf8Path, NamesTheFileTheAtomicWritesMake) {
    std::string error;
    const auto temp = platform::MakeTemporaryFolder("utf8-path", error);
    ASSERT_TRUE(temp) << error;
    const fs::path folder = *temp / platform::PathFromUtf8(kThaiFolder);
    ASSERT_TRUE(fs::create_directory(folder));
    const std::string file = platform::Utf8Path(folder / "saved-game.txt");
    ASSERT_FALSE(platform::WriteFileAtomically(file, "game", false));
    EXPECT_TRUE(fs::is_regular_file(platform::PathFromUtf8(file)));
    int found = 0;
    for (const auto& entry : fs::directory_iterator(*temp)) {
        EXPECT_EQ(platform::Utf8Path(entry.path().filename()), kThaiFolder);
        ++found;
    }
    EXPECT_EQ(found, 1);
    fs::remove_all(*temp);
}

}  // namespace
}  // namespace chatur
