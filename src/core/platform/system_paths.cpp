#include "core/platform/system_paths.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "core/platform/utf8_path.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <stdlib.h>
#include <unistd.h>
#endif
#ifdef __APPLE__
#include <mach-o/dyld.h>
#endif

namespace chatur::platform {

namespace fs = std::filesystem;

fs::path ExecutablePath() {
#if defined(_WIN32)
    std::vector<wchar_t> buffer(MAX_PATH);
    for (;;) {
        const DWORD n = GetModuleFileNameW(nullptr, buffer.data(), DWORD(buffer.size()));
        if (n == 0) return {};
        if (n < buffer.size()) return fs::path(std::wstring(buffer.data(), n));
        buffer.resize(buffer.size() * 2);  // truncated: try a bigger buffer
    }
#elif defined(__APPLE__)
    uint32_t size = 0;
    _NSGetExecutablePath(nullptr, &size);
    std::vector<char> buffer(size + 1);
    if (_NSGetExecutablePath(buffer.data(), &size) != 0) return {};
    std::error_code ec;
    fs::path path = fs::canonical(buffer.data(), ec);
    return ec ? fs::path(buffer.data()) : path;
#else
    std::error_code ec;
    fs::path path = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : path;
#endif
}

std::optional<fs::path> MakeTemporaryFolder(const std::string& stem, std::string& error) {
    std::error_code ec;
    const fs::path base = fs::temp_directory_path(ec);
    if (ec) {
        error = "the system's temporary folder (TMPDIR, or TEMP on Windows) is not usable: " +
                ec.message();
        return std::nullopt;
    }
#ifndef _WIN32
    std::string pattern = (base / (stem + "-XXXXXX")).string();
    if (mkdtemp(pattern.data())) return fs::path(pattern);  // mode 0700
    error = "cannot make a folder in " + base.string() + ": " + std::strerror(errno);
    return std::nullopt;
#else
    // The folder inherits the ACL of the user's own %TEMP%, which others cannot read.
    std::random_device seed;
    std::mt19937_64 random(seed());
    for (int attempt = 0; attempt < 100; ++attempt) {
        char suffix[17];
        std::snprintf(suffix, sizeof suffix, "%016llx", static_cast<unsigned long long>(random()));
        fs::path folder = base / (stem + "-" + suffix);
        if (fs::create_directory(folder, ec)) return folder;
        if (ec) break;  // failed for another reason than "exists"
    }
    error = "cannot make a folder in " + Utf8Path(base) + (ec ? ": " + ec.message() : "");
    return std::nullopt;
#endif
}

namespace {

// Whether `value` is an absolute path by `convention`'s rules, whatever system
// this runs on (so that each convention can be tested on the other system).
bool IsAbsoluteFor(FolderConvention convention, const fs::path& value) {
    const auto& text = value.native();
    if (convention == FolderConvention::Xdg) return !text.empty() && text[0] == '/';
    auto isSeparator = [](auto c) { return c == '\\' || c == '/'; };
    const bool drive = text.size() >= 3 &&
                       ((text[0] >= 'A' && text[0] <= 'Z') || (text[0] >= 'a' && text[0] <= 'z')) &&
                       text[1] == ':' && isSeparator(text[2]);
    const bool share = text.size() >= 3 && isSeparator(text[0]) && isSeparator(text[1]);
    return drive || share;
}

}  // namespace

fs::path UserDataFolder(FolderConvention convention, const EnvironmentLookup& environment) {
    auto absolute = [&](std::string_view name) -> std::optional<fs::path> {
        std::optional<fs::path> value = environment(name);
        if (value && IsAbsoluteFor(convention, *value)) return value;
        return std::nullopt;
    };
    if (convention == FolderConvention::Windows) {
        if (auto local = absolute("LOCALAPPDATA")) return *local / "Chatur";
        if (auto profile = absolute("USERPROFILE"))
            return *profile / "AppData" / "Local" / "Chatur";
        return fs::path(".") / "Chatur";
    }
    if (auto data = absolute("XDG_DATA_HOME")) return *data / "chatur";
    std::optional<fs::path> home = environment("HOME");  // as before: even a relative one
    if (!home || home->empty()) home = fs::path(".");
    return *home / ".local" / "share" / "chatur";
}

fs::path UserDataFolder() {
    auto environment = [](std::string_view name) -> std::optional<fs::path> {
#ifdef _WIN32
        // The wide variable: a user name outside the ANSI code page survives.
        const std::wstring wideName(name.begin(), name.end());
        const wchar_t* value = _wgetenv(wideName.c_str());
#else
        const char* value = std::getenv(std::string(name).c_str());
#endif
        if (!value || !*value) return std::nullopt;
        return fs::path(value);
    };
#ifdef _WIN32
    return UserDataFolder(FolderConvention::Windows, environment);
#else
    return UserDataFolder(FolderConvention::Xdg, environment);
#endif
}

}  // namespace chatur::platform
