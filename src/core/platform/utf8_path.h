// The one way a path changes between a UTF-8 std::string and a
// std::filesystem::path. Chatur keeps paths as UTF-8 strings between modules
// and hands them to the C library's narrow calls (open, stat, rename), which
// take UTF-8 on Windows too because both programs' manifests make UTF-8 the
// process's code page (src/gui/chatur.manifest, src/cli/chatur-cli.manifest).
// std::filesystem::path does not follow that code page: on Windows, libstdc++
// (MinGW-w64) reads a std::string's bytes as Latin-1 when it makes a path of
// it, so a folder named in Thai (a user name, a club's folder) became another
// folder, "à¸ª..." instead of "ส...". The conversions below go through
// char8_t, which every platform reads as UTF-8; the path's own std::string
// constructor and .string() are not used for paths a user may name.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

namespace chatur::platform {

// The path a UTF-8 string names.
inline std::filesystem::path PathFromUtf8(std::string_view utf8) {
    return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

// A path as a UTF-8 string: for the narrow C calls, for messages, for files.
inline std::string Utf8Path(const std::filesystem::path& path) {
    const std::u8string text = path.u8string();
    return std::string(text.begin(), text.end());
}

// One spelling per file: `path` with symbolic links, "." and ".." resolved, as
// far as the file system can tell (std::filesystem::weakly_canonical); `path`
// itself when it cannot. Used wherever a file named two ways must be one entry
// (the library, the open packs, the editor's file).
inline std::string CanonicalUtf8Path(const std::string& path) {
    std::error_code error;
    const std::filesystem::path canonical =
        std::filesystem::weakly_canonical(PathFromUtf8(path), error);
    return error ? path : Utf8Path(canonical);
}

}  // namespace chatur::platform
