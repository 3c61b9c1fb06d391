// Writing a file so that a crash, a full disk or a kill never leaves half of it:
// the text goes to a temporary file next to the target, is flushed to the disk
// (fsync), and is renamed over the target in one step; then the folder is
// flushed too. The file being replaced can be kept as `<file>.bak`. Used for
// every file a command or the app writes (packs, exports, diagrams, games,
// saved games, tablebase files); CheckOutputPath lets a command refuse a bad
// target before it starts any work.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace chatur::platform {

// Why a file could not be written (with the system's reason).
struct WriteError {
    std::string message;
};

// What a write does with a symbolic link at the target's name. A file the user
// named is written through its link (the file it points to is replaced, the link
// stays: a user's dotfiles in a linked folder). A file the program names itself
// in a folder others may write to (the tablebase cache) replaces the link, so
// that a link planted there never makes the program overwrite the file it
// points to.
enum class AtSymlink : uint8_t { WriteThrough, Replace };

// Replaces `path` with `data` atomically. With `keepBackup`, an existing `path`
// is kept as `path + ".bak"` (replacing an older backup); the new file appears
// only when it is complete, so `path` always holds the old or the new text.
// A symbolic link is written through or replaced as `atSymlink` says; a
// device, a FIFO or a socket is never replaced (an error); a replaced file
// keeps its permissions. The temporary file is created exclusively and never
// through a link.
[[nodiscard]] std::optional<WriteError> WriteFileAtomically(
    const std::string& path, std::string_view data, bool keepBackup,
    AtSymlink atSymlink = AtSymlink::WriteThrough);

// The same, written piece by piece: a command that makes its output over a long
// time (self-play games) appends as it goes. Open checks the target as
// CheckOutputPath does and creates the temporary file; Commit puts it in the
// target's place. Abandoned (not committed, or a failed write), the temporary
// file is removed; a process killed meanwhile leaves it with what was written.
class AtomicFileWriter {
public:
    AtomicFileWriter() = default;
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

    [[nodiscard]] std::optional<WriteError> Open(const std::string& path, bool keepBackup,
                                                 const std::vector<std::string>& inputs = {},
                                                 AtSymlink atSymlink = AtSymlink::WriteThrough);
    [[nodiscard]] std::optional<WriteError> Append(std::string_view data);
    [[nodiscard]] std::optional<WriteError> Commit();
    const std::string& TemporaryPath() const { return m_temp; }

private:
    void Abandon();
    [[nodiscard]] std::optional<WriteError> Fail(const std::string& what, int err);

    std::string m_path, m_real, m_temp;
    bool m_keepBackup = false;
    bool m_replacing = false;
    int m_fd = -1;
};

// Whether `path` can take a command's output, checked before any work starts:
// it is not a folder, a device, a FIFO or a socket (also behind a symbolic
// link), its folder exists, and it is none of `inputs` (the command's own input
// files, also when named another way). WriteFileAtomically checks the same.
[[nodiscard]] std::optional<WriteError> CheckOutputPath(
    const std::string& path, const std::vector<std::string>& inputs = {});

// Moves a damaged file aside, to `<path>.corrupt-YYYYmmdd-HHMMSS` (with "-2",
// "-3", ... when taken), so that nothing writes over it. The new name, or the
// error when it could not be moved.
[[nodiscard]] std::variant<std::string, WriteError> KeepDamagedFile(const std::string& path);

// Reads a whole file; nothing when it cannot be opened or read.
std::optional<std::string> ReadWholeFile(const std::string& path);

}  // namespace chatur::platform
