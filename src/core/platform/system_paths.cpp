#include "core/platform/system_paths.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

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
    error = "cannot make a folder in " + base.string() + (ec ? ": " + ec.message() : "");
    return std::nullopt;
#endif
}

}  // namespace chatur::platform
