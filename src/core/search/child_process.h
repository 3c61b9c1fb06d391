// The operating system's side of talking to an engine process (UciClient):
// start a program with pipes to its standard input and output, wait until its
// output can be read, write to it without the app dying of a closed pipe, and
// reap or kill it; and run a helper program to its end. POSIX (posix_spawn, poll, waitpid) in
// child_process.cpp; Windows (CreateProcess, anonymous pipes, PeekNamedPipe) in
// child_process_windows.cpp. The pipe ends are C file descriptors on both, so
// the caller reads with read() and closes with close().
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace chatur::child {

struct Process {
    pid_t id = -1;
    int input = -1;   // write end of the child's standard input
    int output = -1;  // read end of the child's standard output (non-blocking)
};

// Starts `path` with `args`, its standard error going nowhere. A name without a
// folder is looked up on PATH, as a shell would. On failure: why, in English.
[[nodiscard]] std::variant<Process, std::string> Start(const std::string& path,
                                                       const std::vector<std::string>& args);

// 1 when `fd` has data or is at its end, 0 when nothing came within `timeoutMs`,
// -1 on an error (errno says which).
int WaitReadable(int fd, int timeoutMs);

// Writes all of `data`; false when the child no longer reads (it has exited).
[[nodiscard]] bool WriteAll(int fd, std::string_view data);

// Whether process `id` has ended; if so it is reaped (`id` is then invalid) and
// `detail` says how ("the engine exited with status 3"), or stays empty when
// that is unknown.
bool Reap(pid_t id, std::string& detail);

// Ends process `id` at once, without asking, and waits until it is gone.
void Kill(pid_t id);

// Runs `path` with `args` to its end, with no input and its output and errors
// discarded (a helper program such as an SVG renderer); a bare name is looked
// up on PATH. Its exit status, or nullopt when it could not be started or did
// not exit normally.
std::optional<int> RunQuietly(const std::string& path, const std::vector<std::string>& args);

}  // namespace chatur::child
