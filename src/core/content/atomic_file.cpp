#include "core/content/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/platform/posix_io.h"

namespace chatur::content {

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

void SyncFolder(const fs::path& target) {
    const std::string dir = target.has_parent_path() ? target.parent_path().string() : ".";
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
    fs::remove(backup, ec);
    if (link(path.c_str(), backup.c_str()) == 0) return std::nullopt;
    fs::copy_file(path, backup, fs::copy_options::overwrite_existing, ec);
    if (ec) return WriteError{"cannot keep the old file as " + backup + ": " + ec.message()};
    return std::nullopt;
}

}  // namespace

std::optional<WriteError> WriteFileAtomically(const std::string& path, std::string_view data,
                                              bool keepBackup) {
    fs::path target(path);
    std::error_code ec;
    if (fs::is_directory(target, ec)) return WriteError{path + " is a folder"};
    if (target.has_parent_path() && !fs::is_directory(target.parent_path(), ec))
        return WriteError{"no such folder: " + target.parent_path().string()};

    const std::string temp = path + ".tmp-" + std::to_string(getpid());
    int fd = open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return WriteError{Reason("cannot create " + temp, errno)};
    if (!WriteAll(fd, data) || fsync(fd) != 0) {
        int err = errno;
        close(fd);
        unlink(temp.c_str());
        return WriteError{Reason("cannot write " + temp, err)};
    }
    if (close(fd) != 0) {
        int err = errno;
        unlink(temp.c_str());
        return WriteError{Reason("cannot write " + temp, err)};
    }
    if (keepBackup && fs::is_regular_file(target, ec)) {
        if (auto err = MakeBackup(path, path + ".bak")) {
            unlink(temp.c_str());
            return err;
        }
    }
    if (RenameReplacing(temp.c_str(), path.c_str()) != 0) {
        int err = errno;
        unlink(temp.c_str());
        return WriteError{Reason("cannot replace " + path, err)};
    }
    SyncFolder(target);
    return std::nullopt;
}

std::optional<std::string> ReadWholeFile(const std::string& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return text.str();
}

}  // namespace chatur::content
