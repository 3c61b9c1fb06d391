// Windows side of child_process.h: CreateProcessW with anonymous pipes turned
// into C file descriptors (_open_osfhandle), PeekNamedPipe for waiting, and the
// process handles kept here by process id until the process is reaped.
#ifdef _WIN32

#include "core/search/child_process.h"

#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include <cerrno>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>

namespace chatur::child {

namespace {

std::mutex g_mutex;
std::map<pid_t, HANDLE> g_processes;  // started and not yet reaped

HANDLE Handle(pid_t id) {
    std::lock_guard<std::mutex> lock(g_mutex);
    auto it = g_processes.find(id);
    return it == g_processes.end() ? nullptr : it->second;
}

void Forget(pid_t id) {
    std::lock_guard<std::mutex> lock(g_mutex);
    auto it = g_processes.find(id);
    if (it == g_processes.end()) return;
    CloseHandle(it->second);
    g_processes.erase(it);
}

std::wstring Widen(const std::string& utf8) {
    if (utf8.empty()) return {};
    const int n = MultiByteToWideChar(CP_UTF8, 0, utf8.data(), int(utf8.size()), nullptr, 0);
    std::wstring wide(size_t(n), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, utf8.data(), int(utf8.size()), wide.data(), n);
    return wide;
}

// One argument quoted as the C runtime's command-line parser expects.
std::wstring Quote(const std::wstring& arg) {
    if (!arg.empty() && arg.find_first_of(L" \t\"") == std::wstring::npos) return arg;
    std::wstring out = L"\"";
    size_t backslashes = 0;
    for (wchar_t c : arg) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        out.append(c == L'"' ? backslashes * 2 + 1 : backslashes, L'\\');
        backslashes = 0;
        out += c;
    }
    out.append(backslashes * 2, L'\\');
    return out + L"\"";
}

std::wstring CommandLine(const std::string& path, const std::vector<std::string>& args) {
    std::wstring line = Quote(Widen(path));
    for (const std::string& a : args) line += L" " + Quote(Widen(a));
    return line;
}

std::string LastErrorText(DWORD code) {
    char* text = nullptr;
    FormatMessageA(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, code, 0, reinterpret_cast<char*>(&text), 0, nullptr);
    std::string result = text ? text : "error " + std::to_string(code);
    if (text) LocalFree(text);
    while (!result.empty() &&
           (result.back() == '\n' || result.back() == '\r' || result.back() == '.'))
        result.pop_back();
    return result;
}

}  // namespace

std::variant<Process, std::string> Start(const std::string& path,
                                         const std::vector<std::string>& args) {
    // Our ends are not inherited; the child's ends are.
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE childIn = nullptr, toChild = nullptr, fromChild = nullptr, childOut = nullptr;
    if (!CreatePipe(&childIn, &toChild, &inherit, 0)) return LastErrorText(GetLastError());
    if (!CreatePipe(&fromChild, &childOut, &inherit, 0)) {
        const DWORD e = GetLastError();
        CloseHandle(childIn);
        CloseHandle(toChild);
        return LastErrorText(e);
    }
    SetHandleInformation(toChild, HANDLE_FLAG_INHERIT, 0);
    SetHandleInformation(fromChild, HANDLE_FLAG_INHERIT, 0);
    // An engine's diagnostics are not the protocol; they would only fill a pipe.
    HANDLE nul =
        CreateFileW(L"NUL", GENERIC_WRITE, FILE_SHARE_WRITE, &inherit, OPEN_EXISTING, 0, nullptr);

    std::wstring commandLine = CommandLine(path, args);
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = childIn;
    startup.hStdOutput = childOut;
    startup.hStdError = nul;
    PROCESS_INFORMATION info{};
    // No application name: CreateProcess then looks a bare name up on PATH.
    const BOOL ok = CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE,
                                   CREATE_NO_WINDOW, nullptr, nullptr, &startup, &info);
    const DWORD error = GetLastError();
    CloseHandle(childIn);
    CloseHandle(childOut);
    if (nul != INVALID_HANDLE_VALUE) CloseHandle(nul);
    if (!ok) {
        CloseHandle(toChild);
        CloseHandle(fromChild);
        return path + ": " + LastErrorText(error);
    }
    CloseHandle(info.hThread);
    {
        std::lock_guard<std::mutex> lock(g_mutex);
        g_processes[pid_t(info.dwProcessId)] = info.hProcess;
    }
    Process process;
    process.id = pid_t(info.dwProcessId);
    process.input = _open_osfhandle(reinterpret_cast<intptr_t>(toChild), _O_WRONLY | _O_BINARY);
    process.output = _open_osfhandle(reinterpret_cast<intptr_t>(fromChild), _O_RDONLY | _O_BINARY);
    return process;
}

int WaitReadable(int fd, int timeoutMs) {
    HANDLE pipe = reinterpret_cast<HANDLE>(_get_osfhandle(fd));
    if (pipe == INVALID_HANDLE_VALUE) {
        errno = EBADF;
        return -1;
    }
    // Anonymous pipes cannot be waited on: look every few milliseconds.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        DWORD available = 0;
        if (!PeekNamedPipe(pipe, nullptr, 0, nullptr, &available, nullptr))
            return 1;  // broken: the child closed its end; read() then reports the end
        if (available > 0) return 1;
        if (std::chrono::steady_clock::now() >= deadline) return 0;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}

bool WriteAll(int fd, std::string_view data) {
    size_t done = 0;
    while (done < data.size()) {
        const int n = _write(fd, data.data() + done, unsigned(data.size() - done));
        if (n <= 0) return false;  // no SIGPIPE here: a closed pipe is just an error
        done += size_t(n);
    }
    return true;
}

bool Reap(pid_t id, std::string& detail) {
    HANDLE process = Handle(id);
    if (!process) return true;
    if (WaitForSingleObject(process, 0) != WAIT_OBJECT_0) return false;
    DWORD code = 0;
    if (GetExitCodeProcess(process, &code))
        detail = "the engine exited with status " + std::to_string(code);
    Forget(id);
    return true;
}

void Kill(pid_t id) {
    HANDLE process = Handle(id);
    if (!process) return;
    TerminateProcess(process, 1);
    WaitForSingleObject(process, INFINITE);
    Forget(id);
}

std::optional<int> RunQuietly(const std::string& path, const std::vector<std::string>& args) {
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE nulIn =
        CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ, &inherit, OPEN_EXISTING, 0, nullptr);
    HANDLE nulOut =
        CreateFileW(L"NUL", GENERIC_WRITE, FILE_SHARE_WRITE, &inherit, OPEN_EXISTING, 0, nullptr);
    std::wstring commandLine = CommandLine(path, args);
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = nulIn;
    startup.hStdOutput = nulOut;
    startup.hStdError = nulOut;
    PROCESS_INFORMATION info{};
    const BOOL ok = CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE,
                                   CREATE_NO_WINDOW, nullptr, nullptr, &startup, &info);
    if (nulIn != INVALID_HANDLE_VALUE) CloseHandle(nulIn);
    if (nulOut != INVALID_HANDLE_VALUE) CloseHandle(nulOut);
    if (!ok) return std::nullopt;
    CloseHandle(info.hThread);
    WaitForSingleObject(info.hProcess, INFINITE);
    DWORD code = 0;
    const bool known = GetExitCodeProcess(info.hProcess, &code);
    CloseHandle(info.hProcess);
    if (!known) return std::nullopt;
    return int(code);
}

}  // namespace chatur::child

#endif  // _WIN32
