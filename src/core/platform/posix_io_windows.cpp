// Windows side of posix_io.h.
#ifdef _WIN32

#include "core/platform/posix_io.h"

#include <windows.h>

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

namespace chatur {

int RenameReplacing(const char* from, const char* to) {
    if (MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) return 0;
    errno = GetLastError() == ERROR_ACCESS_DENIED ? EACCES : EIO;
    return -1;
}

}  // namespace chatur

#endif  // _WIN32
