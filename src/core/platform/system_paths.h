// Two things the operating system tells a program about where it is, on Linux,
// Windows and (untested) macOS alike:
//   ExecutablePath       the running program's own file, so an installed tree
//                        finds <prefix>/share from <prefix>/bin (Linux reads
//                        /proc/self/exe, Windows asks GetModuleFileNameW, macOS
//                        _NSGetExecutablePath);
//   MakeTemporaryFolder  a new, empty, private folder in the system's temporary
//                        folder (TMPDIR or /tmp; %TEMP% on Windows).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace chatur::platform {

// The absolute path of the running program; empty when the system does not say.
std::filesystem::path ExecutablePath();

// A folder named <stem>-<random> that did not exist before, made readable only
// by this user where the system has such modes. nullopt with `error` set (in
// English) when none can be made.
std::optional<std::filesystem::path> MakeTemporaryFolder(const std::string& stem,
                                                         std::string& error);

}  // namespace chatur::platform
