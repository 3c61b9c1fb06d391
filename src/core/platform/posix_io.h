// The few POSIX file calls Chatur's atomic writes use, on Windows too. On Linux
// this adds only RenameReplacing (which is rename()). On Windows (MinGW-w64's C
// runtime, which has open, write, close, unlink and getpid) it adds:
//   O_CLOEXEC    _O_NOINHERIT: not inherited by child processes (engines);
//   O_DIRECTORY  0: Windows cannot open a folder as a file, so open() fails and
//                the callers skip the folder's fsync (NTFS journals the rename);
//   fsync        _commit (FlushFileBuffers);
//   link         always fails (EXDEV): the callers then copy instead;
//   kill         for signal 0 only: whether a process with that id exists;
//   localtime_r  localtime_s (arguments swapped);
//   lstat        stat, and S_ISLNK never true: the C runtime sees no symbolic
//                links (they are rare on Windows and need special rights);
//   O_NOFOLLOW   0, for the same reason;
//   fchown       nothing: a file's owner there is the one who creates it;
//   fchmod       nothing: access is governed by the folder's inherited ACL,
//                not by mode bits (the C runtime's only bit is read-only);
//   gmtime_r     gmtime_s (arguments swapped);
//   flock        LOCK_EX and LOCK_UN only, with LockFileEx on the whole file
//                (closing the descriptor releases it, as with flock).
// Everywhere: ModifiedNanoseconds, a file's last change time at the file
// system's own resolution (st_mtim on POSIX; on Windows, where stat() has whole
// seconds only, the 100 ns time std::filesystem reads).
#pragma once

#include <sys/stat.h>

#include <cstdint>
#include <cstdio>

#ifdef _WIN32
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC _O_NOINHERIT
#endif
#ifndef O_DIRECTORY
#define O_DIRECTORY 0
#endif

#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif
#ifndef S_ISLNK
#define S_ISLNK(mode) 0
#endif

inline int lstat(const char* path, struct stat* info) {
    return stat(path, info);
}
inline int fchown(int, unsigned, unsigned) {
    return 0;
}
inline int fchmod(int, unsigned) {
    return 0;
}
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
inline struct tm* gmtime_r(const time_t* time, struct tm* out) {
    return gmtime_s(out, time) == 0 ? out : nullptr;
}
#endif
#ifndef LOCK_EX
#define LOCK_EX 2
#define LOCK_UN 8
#endif
int flock(int fd, int operation);
#endif

namespace chatur {

// When the file `path`, whose stat() is `info`, was last changed, in
// nanoseconds since 1970 on POSIX (any fixed epoch on Windows: only compared).
#ifdef _WIN32
int64_t ModifiedNanoseconds(const char* path, const struct stat& info);
#elif defined(__APPLE__)
inline int64_t ModifiedNanoseconds(const char*, const struct stat& info) {
    return int64_t(info.st_mtimespec.tv_sec) * 1'000'000'000 + info.st_mtimespec.tv_nsec;
}
#else
inline int64_t ModifiedNanoseconds(const char*, const struct stat& info) {
    return int64_t(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec;
}
#endif

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
