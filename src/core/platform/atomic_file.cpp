#include "core/platform/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <variant>

#include "core/platform/posix_io.h"
#include "core/platform/utf8_path.h"

namespace chatur::platform {

namespace {

namespace fs = std::filesystem;

std::string Reason(const std::string& what, int err) {
    return what + ": " + std::strerror(err);
}

bool WriteAll(int fd, std::string_view data) {
    size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

void SyncFolder(const std::string& path) {
    const fs::path target = PathFromUtf8(path);
    const std::string dir = target.has_parent_path() ? Utf8Path(target.parent_path()) : ".";
    int dirFd = open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        fsync(dirFd);
        close(dirFd);
    }
}

// Makes `backup` hold the current content of `path`: a second name for the same
// file when the file system allows it (the rename below then leaves the backup
// untouched), else a copy.
std::optional<WriteError> MakeBackup(const std::string& path, const std::string& backup) {
    std::error_code ec;
    fs::remove(PathFromUtf8(backup), ec);
    if (link(path.c_str(), backup.c_str()) == 0) return std::nullopt;
    fs::copy_file(PathFromUtf8(path), PathFromUtf8(backup), fs::copy_options::overwrite_existing,
                  ec);
    if (ec) return WriteError{"cannot keep the old file as " + backup + ": " + ec.message()};
    return std::nullopt;
}

// The file a write to `path` must change: `path` itself, or for a symbolic link
// the file it points to, following a chain of links (the link stays a link).
std::variant<std::string, WriteError> ResolveTarget(const std::string& path) {
    std::string current = path;
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st {};
        if (lstat(current.c_str(), &st) != 0) {
            if (errno == ENOENT) return current;  // a new file (or a link to one)
            return WriteError{Reason("cannot write " + path, errno)};
        }
        if (!S_ISLNK(st.st_mode)) return current;
        std::error_code ec;
        fs::path next = fs::read_symlink(PathFromUtf8(current), ec);
        if (ec) return WriteError{"cannot write " + path + ": " + ec.message()};
        if (next.is_relative()) next = PathFromUtf8(current).parent_path() / next;
        current = Utf8Path(next);
    }
    return WriteError{"cannot write " + path + ": " + std::strerror(ELOOP)};
}

// Opens a new temporary file; a stale one of the same name (left by a process
// that had this pid) is removed first. Never follows a link planted there.
int CreateTemporary(const std::string& temp) {
    const int flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
    int fd = open(temp.c_str(), flags, 0666);
    if (fd < 0 && errno == EEXIST && unlink(temp.c_str()) == 0)
        fd = open(temp.c_str(), flags, 0666);
    return fd;
}

}  // namespace

namespace {

// The checks of CheckOutputPath on the link-resolved target `real`.
std::optional<WriteError> CheckTarget(const std::string& path, const std::string& real,
                                      const std::vector<std::string>& inputs) {
    struct stat st {};
    if (stat(real.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode)) return WriteError{path + " is a folder"};
        if (!S_ISREG(st.st_mode))
            return WriteError{path +
                              " is not a regular file (a device, a FIFO or a socket); "
                              "not replacing it"};
        for (const std::string& input : inputs) {
            std::error_code ec;
            if (fs::equivalent(PathFromUtf8(real), PathFromUtf8(input), ec))
                return WriteError{path + " is also this command's input " + input +
                                  "; not replacing it"};
        }
    }
    const fs::path target = PathFromUtf8(real);
    std::error_code ec;
    if (target.has_parent_path() && !fs::is_directory(target.parent_path(), ec))
        return WriteError{"no such folder: " + Utf8Path(target.parent_path())};
    return std::nullopt;
}

}  // namespace

std::optional<WriteError> CheckOutputPath(const std::string& path,
                                          const std::vector<std::string>& inputs) {
    auto resolved = ResolveTarget(path);
    if (auto* err = std::get_if<WriteError>(&resolved)) return *err;
    return CheckTarget(path, std::get<std::string>(resolved), inputs);
}

AtomicFileWriter::~AtomicFileWriter() {
    Abandon();
}

void AtomicFileWriter::Abandon() {
    if (m_fd < 0) return;
    close(m_fd);
    unlink(m_temp.c_str());
    m_fd = -1;
}

std::optional<WriteError> AtomicFileWriter::Fail(const std::string& what, int err) {
    Abandon();
    return WriteError{Reason(what, err)};
}

std::optional<WriteError> AtomicFileWriter::Open(const std::string& path, bool keepBackup,
                                                 const std::vector<std::string>& inputs,
                                                 AtSymlink atSymlink) {
    Abandon();
    struct stat link {};
    const bool replaceLink =
        atSymlink == AtSymlink::Replace && lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode);
    m_path = path;
    m_keepBackup = keepBackup;
    struct stat old {};
    if (replaceLink) {
        // The link itself is renamed over: nothing of the file it points to is
        // read, kept or changed (not even its permissions).
        m_real = path;
        m_replacing = false;
    } else {
        auto resolved = ResolveTarget(path);
        if (auto* err = std::get_if<WriteError>(&resolved)) return *err;
        m_real = std::get<std::string>(resolved);
        if (auto err = CheckTarget(path, m_real, inputs)) return err;
        m_replacing = stat(m_real.c_str(), &old) == 0;
    }

    m_temp = m_real + ".tmp-" + std::to_string(getpid());
    m_fd = CreateTemporary(m_temp);
    if (m_fd < 0) return WriteError{Reason("cannot create " + m_temp, errno)};
    if (m_replacing) {
        // The new file keeps the old one's permissions (and owner, where allowed).
        (void)!fchown(m_fd, old.st_uid, old.st_gid);
        fchmod(m_fd, old.st_mode & 07777);
    }
    return std::nullopt;
}

std::optional<WriteError> AtomicFileWriter::Append(std::string_view data) {
    if (m_fd < 0) return WriteError{"cannot write " + m_path + ": not open"};
    if (!WriteAll(m_fd, data)) return Fail("cannot write " + m_temp, errno);
    return std::nullopt;
}

std::optional<WriteError> AtomicFileWriter::Commit() {
    if (m_fd < 0) return WriteError{"cannot write " + m_path + ": not open"};
    if (fsync(m_fd) != 0) return Fail("cannot write " + m_temp, errno);
    const int fd = m_fd;
    m_fd = -1;
    if (close(fd) != 0) {
        const int err = errno;
        unlink(m_temp.c_str());
        return WriteError{Reason("cannot write " + m_temp, err)};
    }
    if (m_keepBackup && m_replacing) {
        if (auto err = MakeBackup(m_real, m_real + ".bak")) {
            unlink(m_temp.c_str());
            return err;
        }
    }
    if (RenameReplacing(m_temp.c_str(), m_real.c_str()) != 0) {
        const int err = errno;
        unlink(m_temp.c_str());
        return WriteError{Reason("cannot replace " + m_path, err)};
    }
    SyncFolder(m_real);
    return std::nullopt;
}

std::optional<WriteError> WriteFileAtomically(const std::string& path, std::string_view data,
                                              bool keepBackup, AtSymlink atSymlink) {
    AtomicFileWriter writer;
    if (auto err = writer.Open(path, keepBackup, {}, atSymlink)) return err;
    if (auto err = writer.Append(data)) return err;
    return writer.Commit();
}

std::variant<std::string, WriteError> KeepDamagedFile(const std::string& path) {
    std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    const std::string base = path + ".corrupt-" + stamp;
    std::string candidate = base;
    std::error_code ec;
    for (int n = 2;
         fs::exists(PathFromUtf8(candidate), ec) || fs::is_symlink(PathFromUtf8(candidate), ec);
         ++n)
        candidate = base + "-" + std::to_string(n);
    if (std::rename(path.c_str(), candidate.c_str()) != 0)
        return WriteError{Reason("cannot move " + path + " aside", errno)};
    return candidate;
}

std::optional<std::string> ReadWholeFile(const std::string& path) {
    std::error_code ec;
    const fs::path file = PathFromUtf8(path);
    if (!fs::is_regular_file(file, ec)) return std::nullopt;
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return text.str();
}

}  // namespace chatur::platform
