// Writing a file so that a crash, a full disk or a kill never leaves half of it:
// the text goes to a temporary file next to the target, is flushed to the disk
// (fsync), and is renamed over the target in one step; then the folder is
// flushed too. The file being replaced can be kept as `<file>.bak`. Used for
// content packs (the editor's Save, `chatur-cli import`) and exported files.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace chatur::platform {

// Why a file could not be written (with the system's reason).
struct WriteError {
    std::string message;
};

// Replaces `path` with `data` atomically. With `keepBackup`, an existing `path`
// is kept as `path + ".bak"` (replacing an older backup); the new file appears
// only when it is complete, so `path` always holds the old or the new text.
// A symbolic link is written through (the file it points to is replaced, the link
// stays); a device, a FIFO or a socket is never replaced (an error); a replaced
// file keeps its permissions. The temporary file is created exclusively and
// never through a link.
std::optional<WriteError> WriteFileAtomically(const std::string& path, std::string_view data,
                                              bool keepBackup);

// Moves a damaged file aside, to `<path>.corrupt-YYYYmmdd-HHMMSS` (with "-2",
// "-3", ... when taken), so that nothing writes over it. The new name, or the
// error when it could not be moved.
std::variant<std::string, WriteError> KeepDamagedFile(const std::string& path);

// Reads a whole file; nothing when it cannot be opened or read.
std::optional<std::string> ReadWholeFile(const std::string& path);

}  // namespace chatur::platform
