// POSIX side of child_process.h; Windows has child_process_windows.cpp.
#ifndef _WIN32

#include "core/search/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

extern char** environ;

namespace chatur::child {

namespace {

// posix_spawn, or posix_spawnp for a name without a folder; 0 or an errno value.
int Spawn(pid_t& pid, const std::string& path, const std::vector<std::string>& args,
          const posix_spawn_file_actions_t& actions) {
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(path.c_str()));
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const bool bare = path.find('/') == std::string::npos;
    return bare ? posix_spawnp(&pid, path.c_str(), &actions, nullptr, argv.data(), environ)
                : posix_spawn(&pid, path.c_str(), &actions, nullptr, argv.data(), environ);
}

}  // namespace

std::variant<Process, std::string> Start(const std::string& path,
                                         const std::vector<std::string>& args) {
    int toChild[2], fromChild[2];
    if (pipe2(toChild, O_CLOEXEC) != 0) return std::string(std::strerror(errno));
    if (pipe2(fromChild, O_CLOEXEC) != 0) {
        const int e = errno;
        close(toChild[0]);
        close(toChild[1]);
        return std::string(std::strerror(e));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO);
    // An engine's diagnostics are not the protocol; they would only fill a pipe.
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = -1;
    const int rc = Spawn(pid, path, args, actions);
    posix_spawn_file_actions_destroy(&actions);
    close(toChild[0]);
    close(fromChild[1]);
    if (rc != 0) {
        close(toChild[1]);
        close(fromChild[0]);
        return path + ": " + std::strerror(rc);
    }
    fcntl(fromChild[0], F_SETFL, fcntl(fromChild[0], F_GETFL) | O_NONBLOCK);
    return Process{pid, toChild[1], fromChild[0]};
}

int WaitReadable(int fd, int timeoutMs) {
    pollfd pfd{fd, POLLIN, 0};
    const int ready = poll(&pfd, 1, timeoutMs);
    if (ready < 0 && errno == EINTR) return 0;
    return ready < 0 ? -1 : ready > 0 ? 1 : 0;
}

bool WriteAll(int fd, std::string_view data) {
    // A write to an engine that has exited raises SIGPIPE, whose default action
    // would end the app: block it for this thread and swallow a pending one.
    sigset_t pipeSet, old;
    sigemptyset(&pipeSet);
    sigaddset(&pipeSet, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSet, &old);
    size_t done = 0;
    bool ok = true;
    while (done < data.size()) {
        const ssize_t n = write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok = false;
            if (errno == EPIPE) {
                timespec zero{0, 0};
                sigtimedwait(&pipeSet, nullptr, &zero);
            }
            break;
        }
        done += size_t(n);
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    return ok;
}

bool Reap(pid_t id, std::string& detail) {
    int status = 0;
    const pid_t r = waitpid(id, &status, WNOHANG);
    if (r < 0 && errno == ECHILD) return true;  // already reaped
    if (r != id) return false;
    if (WIFEXITED(status))
        detail = "the engine exited with status " + std::to_string(WEXITSTATUS(status));
    else if (WIFSIGNALED(status))
        detail = "the engine was ended by signal " + std::to_string(WTERMSIG(status));
    return true;
}

void Kill(pid_t id) {
    int status = 0;
    kill(id, SIGKILL);
    waitpid(id, &status, 0);
}

std::optional<int> RunQuietly(const std::string& path, const std::vector<std::string>& args) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    pid_t pid = -1;
    const int rc = Spawn(pid, path, args, actions);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) return std::nullopt;
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return std::nullopt;
    if (!WIFEXITED(status)) return std::nullopt;
    return WEXITSTATUS(status);
}

}  // namespace chatur::child

#endif  // !_WIN32
