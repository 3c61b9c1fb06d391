#include "core/progress/progress_store.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/platform/posix_io.h"
#include "core/progress/progress_merge.h"

namespace chatur::progress {

namespace fs = std::filesystem;

std::string_view ItemResultKey(ItemResult result) {
    switch (result) {
        case ItemResult::SolvedFirstTry:
            return "first-try";
        case ItemResult::SolvedAfterMistakes:
            return "after-mistakes";
        case ItemResult::SolvedWithHelp:
            return "with-help";
        case ItemResult::Failed:
            return "failed";
    }
    return "failed";
}

std::optional<ItemResult> ItemResultFromKey(std::string_view key) {
    for (ItemResult r : {ItemResult::SolvedFirstTry, ItemResult::SolvedAfterMistakes,
                         ItemResult::SolvedWithHelp, ItemResult::Failed})
        if (ItemResultKey(r) == key) return r;
    return std::nullopt;
}

ProgressStore::ProgressStore(std::string path) : m_path(std::move(path)) {}

std::vector<std::string> ProgressStore::Learners() const {
    std::vector<std::string> names;
    for (const auto& [name, progress] : m_learners) names.push_back(name);
    return names;
}

const LearnerProgress& ProgressStore::Current() const {
    static const LearnerProgress kEmpty;
    auto it = m_learners.find(m_learner);
    return it == m_learners.end() ? kEmpty : it->second;
}

LearnerProgress& ProgressStore::Mutable() {
    return m_learners[m_learner];
}

void ProgressStore::RecordAttempt(std::string_view itemId, ItemResult result, int64_t now) {
    LearnerProgress& p = Mutable();
    ItemRecord& r = p.items[std::string(itemId)];
    ++r.attempts;
    switch (result) {
        case ItemResult::SolvedFirstTry:
            ++r.solvedFirstTry;
            break;
        case ItemResult::SolvedAfterMistakes:
            ++r.solvedAfterMistakes;
            break;
        case ItemResult::SolvedWithHelp:
            ++r.solvedWithHelp;
            break;
        case ItemResult::Failed:
            ++r.failed;
            break;
    }
    r.lastResult = result;
    r.lastSeen = now;
    auto& queue = p.retryQueue;
    auto it = std::find(queue.begin(), queue.end(), itemId);
    if (result == ItemResult::SolvedFirstTry) {
        if (it != queue.end()) queue.erase(it);
    } else if (it == queue.end()) {
        queue.emplace_back(itemId);
    }
}

const ItemRecord* ProgressStore::Item(std::string_view itemId) const {
    const auto& items = Current().items;
    auto it = items.find(itemId);
    return it == items.end() ? nullptr : &it->second;
}

void ProgressStore::RecordLessonStep(std::string_view lessonId, int step, int64_t now) {
    LessonRecord& r = Mutable().lessons[std::string(lessonId)];
    r.lastStep = step;
    r.lastSeen = now;
}

void ProgressStore::FinishLesson(std::string_view lessonId, int64_t now) {
    LessonRecord& r = Mutable().lessons[std::string(lessonId)];
    r.finished = true;
    r.lastSeen = now;
}

const LessonRecord* ProgressStore::Lesson(std::string_view lessonId) const {
    const auto& lessons = Current().lessons;
    auto it = lessons.find(lessonId);
    return it == lessons.end() ? nullptr : &it->second;
}

const std::vector<std::string>& ProgressStore::RetryQueue() const {
    return Current().retryQueue;
}

void ProgressStore::RemoveFromRetryQueue(std::string_view itemId) {
    auto& queue = Mutable().retryQueue;
    queue.erase(std::remove(queue.begin(), queue.end(), itemId), queue.end());
}

void ProgressStore::SetBookmark(Bookmark bookmark) {
    Mutable().last = std::move(bookmark);
}

std::optional<Bookmark> ProgressStore::GetBookmark() const {
    return Current().last;
}

int ProgressStore::SolvedPercent(const std::vector<std::string>& itemIds) const {
    if (itemIds.empty()) return 0;
    size_t solved = 0;
    for (const std::string& id : itemIds) {
        const ItemRecord* r = Item(id);
        if (r && r->EverSolved()) ++solved;
    }
    return int(solved * 100 / itemIds.size());
}

namespace {

std::string Errno(const std::string& what, int err) {
    return what + ": " + std::strerror(err);
}

// "<path>.corrupt-20250101-120000" (with "-2", "-3", ... if taken).
std::string BackupPath(const std::string& path) {
    std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    std::string base = path + ".corrupt-" + stamp;
    std::string candidate = base;
    std::error_code ec;
    for (int n = 2; fs::exists(candidate, ec); ++n) candidate = base + "-" + std::to_string(n);
    return candidate;
}

// Temporary files "<name>.tmp-<pid>" left by writers that were killed.
void RemoveStaleTemporaries(const std::string& path) {
    std::error_code ec;
    fs::path p(path);
    fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
    const std::string prefix = p.filename().string() + ".tmp-";
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        // Only a name whose number could be a process id of this system: a stray
        // "progress.txt.tmp-99999999999999999999" is left alone (it used to stop
        // the app from starting).
        const std::string pidText = name.substr(prefix.size());
        pid_t pid = 0;
        auto [end, parsed] = std::from_chars(pidText.data(), pidText.data() + pidText.size(), pid);
        if (pidText.empty() || parsed != std::errc() || end != pidText.data() + pidText.size() ||
            pid <= 0)
            continue;
        if (pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH) fs::remove(entry.path(), ec);
    }
}

// An exclusive flock(2) on a small lock file for as long as it lives (none when the
// file cannot be opened: saving then goes on unlocked, as before).
class FileLock {
public:
    explicit FileLock(const std::string& path)
        : m_fd(open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644)) {
        if (m_fd >= 0)
            while (flock(m_fd, LOCK_EX) != 0 && errno == EINTR) {
            }
    }
    ~FileLock() {
        if (m_fd >= 0) close(m_fd);  // releases the lock
    }
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

private:
    int m_fd;
};

}  // namespace

ProgressStore::FileStamp ProgressStore::StampOf(const std::string& path) {
    struct stat st {};
    if (stat(path.c_str(), &st) != 0) return {};
    // (Windows has no inode numbers: st_ino is 0 there, and size and time decide.)
    return {uint64_t(st.st_ino), uint64_t(st.st_size), ModifiedNanoseconds(path.c_str(), st)};
}

namespace {

// The file's text; nothing when it does not exist or cannot be read.
std::optional<std::string> ReadFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return text.str();
}

bool WriteAll(int fd, const std::string& data) {
    size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

}  // namespace

std::optional<ProgressError> ProgressStore::Load() {
    m_learners.clear();
    m_blocked = false;
    std::error_code dirError;
    if (fs::is_directory(m_path, dirError)) {
        m_blocked = true;
        return ProgressError{ProgressError::Kind::Unreadable, m_path + " is a folder", {}};
    }
    std::ifstream in(m_path, std::ios::binary);
    if (!in) {
        std::error_code ec;
        if (!fs::exists(m_path, ec) && !ec) return std::nullopt;  // a first start
        m_blocked = true;
        return ProgressError{
            ProgressError::Kind::Unreadable, Errno("cannot open " + m_path, errno), {}};
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        m_blocked = true;
        return ProgressError{ProgressError::Kind::Unreadable, "cannot read " + m_path, {}};
    }
    RemoveStaleTemporaries(m_path);
    std::map<std::string, LearnerProgress> parsed;
    std::optional<std::string> problem = ParseProgress(text.str(), parsed);
    if (!problem) {
        m_learners = std::move(parsed);
        m_base = m_learners;
        m_stamp = StampOf(m_path);
        return std::nullopt;
    }
    // Damaged: keep it aside for the learner (or a developer) and start empty.
    ProgressError error{ProgressError::Kind::Corrupt, m_path + ": " + *problem, BackupPath(m_path)};
    if (std::rename(m_path.c_str(), error.backupPath.c_str()) != 0) {
        m_blocked = true;
        error.kind = ProgressError::Kind::Unreadable;
        error.message += "; " + Errno("cannot move it aside", errno);
        error.backupPath.clear();
    }
    return error;
}

std::optional<ProgressError> ProgressStore::Save() {
    auto fail = [](std::string message) {
        return ProgressError{ProgressError::Kind::WriteFailed, std::move(message), {}};
    };
    if (m_blocked) return fail("not overwriting " + m_path + ", which could not be read");
    fs::path target(m_path);
    std::error_code ec;
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);

    // One copy of the app at a time reads, merges and writes.
    FileLock lock(m_path + ".lock");
    std::map<std::string, LearnerProgress> merged = m_learners;
    const bool changedElsewhere = !(StampOf(m_path) == m_stamp);
    if (auto text = changedElsewhere ? ReadFile(m_path) : std::nullopt) {
        std::map<std::string, LearnerProgress> disk;
        if (!ParseProgress(*text, disk)) {
            merged = MergeProgress(m_base, m_learners, disk);
        } else {
            // Damaged since this copy loaded it: kept aside, never overwritten.
            const std::string backup = BackupPath(m_path);
            if (std::rename(m_path.c_str(), backup.c_str()) != 0)
                return fail(Errno("not overwriting the damaged " + m_path, errno));
        }
    }
    const std::string data = SerializeProgress(merged);
    const std::string temp = m_path + ".tmp-" + std::to_string(getpid());
    int fd = open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return fail(Errno("cannot create " + temp, errno));
    if (!WriteAll(fd, data) || fsync(fd) != 0) {
        int err = errno;
        close(fd);
        unlink(temp.c_str());
        return fail(Errno("cannot write " + temp, err));
    }
    if (close(fd) != 0) {
        int err = errno;
        unlink(temp.c_str());
        return fail(Errno("cannot write " + temp, err));
    }
    if (RenameReplacing(temp.c_str(), m_path.c_str()) != 0) {
        int err = errno;
        unlink(temp.c_str());
        return fail(Errno("cannot replace " + m_path, err));
    }
    // Make the rename itself durable.
    const std::string dir = target.has_parent_path() ? target.parent_path().string() : ".";
    int dirFd = open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        fsync(dirFd);
        close(dirFd);
    }
    m_learners = std::move(merged);
    m_base = m_learners;
    m_stamp = StampOf(m_path);
    return std::nullopt;
}

}  // namespace chatur::progress
