// Windows side of posix_io.h.
#ifdef _WIN32

#include "core/platform/posix_io.h"

#include <windows.h>

#include <chrono>
#include <filesystem>

#include "core/platform/utf8_path.h"

int kill(pid_t pid, int signal) {
    if (signal != 0) {
        errno = EINVAL;
        return -1;
    }
    HANDLE process = OpenProcess(SYNCHRONIZE, FALSE, DWORD(pid));
    if (!process) {
        errno = GetLastError() == ERROR_ACCESS_DENIED ? EPERM : ESRCH;
        return -1;
    }
    const bool running = WaitForSingleObject(process, 0) == WAIT_TIMEOUT;
    CloseHandle(process);
    if (running) return 0;
    errno = ESRCH;
    return -1;
}

int flock(int fd, int operation) {
    HANDLE file = reinterpret_cast<HANDLE>(_get_osfhandle(fd));
    if (file == INVALID_HANDLE_VALUE) {
        errno = EBADF;
        return -1;
    }
    OVERLAPPED whole{};
    const BOOL ok = operation == LOCK_UN ? UnlockFileEx(file, 0, MAXDWORD, MAXDWORD, &whole)
                    : operation == LOCK_EX
                        ? LockFileEx(file, LOCKFILE_EXCLUSIVE_LOCK, 0, MAXDWORD, MAXDWORD, &whole)
                        : (SetLastError(ERROR_NOT_SUPPORTED), FALSE);
    if (ok) return 0;
    errno = GetLastError() == ERROR_NOT_SUPPORTED ? EINVAL : EIO;
    return -1;
}

namespace chatur {

int64_t ModifiedNanoseconds(const char* path, const struct stat& info) {
    std::error_code ec;
    const auto time = std::filesystem::last_write_time(platform::PathFromUtf8(path), ec);
    if (ec) return int64_t(info.st_mtime) * 1'000'000'000;
    return std::chrono::duration_cast<std::chrono::nanoseconds>(time.time_since_epoch()).count();
}

int RenameReplacing(const char* from, const char* to) {
    if (MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) return 0;
    errno = GetLastError() == ERROR_ACCESS_DENIED ? EACCES : EIO;
    return -1;
}

}  // namespace chatur

#endif  // _WIN32
