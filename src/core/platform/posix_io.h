// The few POSIX file calls Chatur's atomic writes use, on Windows too. On Linux
// this adds only RenameReplacing (which is rename()). On Windows (MinGW-w64's C
// runtime, which has open, write, close, unlink and getpid) it adds:
//   O_CLOEXEC    _O_NOINHERIT: not inherited by child processes (engines);
//   O_DIRECTORY  0: Windows cannot open a folder as a file, so open() fails and
//                the callers skip the folder's fsync (NTFS journals the rename);
//   fsync        _commit (FlushFileBuffers);
//   link         always fails (EXDEV): the callers then copy instead;
//   kill         for signal 0 only: whether a process with that id exists;
//   localtime_r  localtime_s (arguments swapped).
#pragma once

#include <cstdio>

#ifdef _WIN32
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <sys/types.h>
#include <time.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC _O_NOINHERIT
#endif
#ifndef O_DIRECTORY
#define O_DIRECTORY 0
#endif

inline int fsync(int fd) {
    return _commit(fd);
}
inline int link(const char*, const char*) {
    errno = EXDEV;
    return -1;
}
int kill(pid_t pid, int signal);
#if !defined(_POSIX_C_SOURCE) && !defined(_POSIX_THREAD_SAFE_FUNCTIONS)
inline struct tm* localtime_r(const time_t* time, struct tm* out) {
    return localtime_s(out, time) == 0 ? out : nullptr;
}
#endif
#endif

namespace chatur {

// rename(): `to` is replaced if it exists. Windows' own rename() refuses an
// existing target, so there it is MoveFileEx with MOVEFILE_REPLACE_EXISTING.
// 0 on success, else -1 with errno set.
#ifdef _WIN32
int RenameReplacing(const char* from, const char* to);
#else
inline int RenameReplacing(const char* from, const char* to) {
    return std::rename(from, to);
}
#endif

}  // namespace chatur
