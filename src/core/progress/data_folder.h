// Where the learner's progress and the saved game live on Linux and other
// desktops that follow the XDG Base Directory convention: `$XDG_DATA_HOME/chatur`,
// or `~/.local/share/chatur` when XDG_DATA_HOME is unset, empty or not an absolute
// path. Versions before this one used `~/.chatur` (wxWidgets' user data folder,
// which ignores XDG); MoveOldDataFolder moves those files over once.
#pragma once

#include <optional>
#include <string>

namespace chatur::progress {

// The data folder from the environment's values (either may be null).
std::string XdgDataFolder(const char* xdgDataHome, const char* home);

// Moves the files of `oldFolder` (progress.txt, saved-game.txt and their backups)
// into `newFolder` when `oldFolder` has a progress file or a saved game and
// `newFolder` has neither yet; then removes `oldFolder` if it is empty. A file
// already in `newFolder` is never replaced. Nothing when all went well (or there
// was nothing to move); else what went wrong, in English.
[[nodiscard]] std::optional<std::string> MoveOldDataFolder(const std::string& oldFolder,
                                                           const std::string& newFolder);

}  // namespace chatur::progress
