// Versions before this one kept the learner's progress and saved game in
// `~/.chatur` (wxWidgets' user data folder, which ignores XDG); they now live
// in the user's data folder (core/platform/system_paths.h: `$XDG_DATA_HOME/chatur`
// or `~/.local/share/chatur` on Linux). MoveOldDataFolder moves those files
// over once.
#pragma once

#include <optional>
#include <string>

namespace chatur::progress {

// Moves the files of `oldFolder` (progress.txt, saved-game.txt and their backups)
// into `newFolder` when `oldFolder` has a progress file or a saved game and
// `newFolder` has neither yet; then removes `oldFolder` if it is empty. A file
// already in `newFolder` is never replaced. Nothing when all went well (or there
// was nothing to move); else what went wrong, in English.
[[nodiscard]] std::optional<std::string> MoveOldDataFolder(const std::string& oldFolder,
                                                           const std::string& newFolder);

}  // namespace chatur::progress
