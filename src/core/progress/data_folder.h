// Earlier versions kept the learner's progress, training database and saved game
// in wxWidgets' user data folder (`~/.chatur` on Linux, which ignores XDG;
// `%APPDATA%\chatur` on Windows); they now live in the user's data folder
// (core/platform/system_paths.h: `$XDG_DATA_HOME/chatur` or `~/.local/share/chatur`,
// `%LOCALAPPDATA%\Chatur`). MoveOldDataFolder moves those files over once.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace chatur::progress {

// Moves the files of `oldFolder` (progress.txt, training.db, saved-game.txt and
// their backups) into `newFolder` when `oldFolder` has a progress file, a
// training database or a saved game and `newFolder` has none of them yet; then
// removes `oldFolder` if it is empty. A file already in `newFolder` is never
// replaced. Nothing when all went well (or there
// was nothing to move); else what went wrong, in English.
[[nodiscard]] std::optional<std::string> MoveOldDataFolder(const std::filesystem::path& oldFolder,
                                                           const std::filesystem::path& newFolder);

}  // namespace chatur::progress
