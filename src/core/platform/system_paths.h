// Three things the operating system tells a program about where it is, on
// Linux, Windows and (untested) macOS alike:
//   ExecutablePath       the running program's own file, so an installed tree
//                        finds <prefix>/share from <prefix>/bin (Linux reads
//                        /proc/self/exe, Windows asks GetModuleFileNameW, macOS
//                        _NSGetExecutablePath);
//   MakeTemporaryFolder  a new, empty, private folder in the system's temporary
//                        folder (TMPDIR or /tmp; %TEMP% on Windows);
//   UserDataFolder       the one folder where Chatur keeps what it makes for
//                        its user (progress, training database, saved game,
//                        endgame tables, reviews), each program and module in
//                        a subfolder of its own or by file name.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace chatur::platform {

// The absolute path of the running program; empty when the system does not say.
std::filesystem::path ExecutablePath();

// A folder named <stem>-<random> that did not exist before, made readable only
// by this user where the system has such modes. nullopt with `error` set (in
// English) when none can be made.
std::optional<std::filesystem::path> MakeTemporaryFolder(const std::string& stem,
                                                         std::string& error);

// How a system names the user's data folder:
//   Windows  %LOCALAPPDATA%\Chatur, or %USERPROFILE%\AppData\Local\Chatur
//            without it (the folder is per machine: the tables are big);
//   Xdg      $XDG_DATA_HOME/chatur, or $HOME/.local/share/chatur (Linux and
//            other XDG desktops; macOS too, for now).
// LOCALAPPDATA, USERPROFILE and XDG_DATA_HOME count only when they hold an
// absolute path, HOME when it is not empty. Without any, the folder is
// relative to the current folder (.\Chatur, ./.local/share/chatur).
enum class FolderConvention { Windows, Xdg };
// The environment variable `name`'s value, nothing when it is not set (an
// empty value counts as not set).
using EnvironmentLookup =
    std::function<std::optional<std::filesystem::path>(std::string_view name)>;

std::filesystem::path UserDataFolder(FolderConvention convention,
                                     const EnvironmentLookup& environment);
// The same for this system and this process's environment.
std::filesystem::path UserDataFolder();

}  // namespace chatur::platform
