// The durability promise of ProgressStore::Save: a writer killed at any moment
// leaves the last complete state on disk. A child process saves in a loop and is
// killed with SIGKILL at a random moment after a random number of its saves.
// After every kill the file must load without error, hold a state at least as
// new as the last save the child reported as done, and be internally
// consistent (a half-written state would not be).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <random>

#include "core/progress/progress_store.h"

namespace chatur::progress {
namespace {

namespace fs = std::filesystem;

constexpr int kItems = 300;  // keeps the file large enough (~80 KB) to be caught mid-write

std::string ItemId(int i) {
    return "makruk.kill-test." + std::string(200, 'x') + "." + std::to_string(i);
}

// Save number k: one more attempt on "counter" and on one of the items.
void Apply(ProgressStore& store, int k) {
    store.RecordAttempt("counter", ItemResult::SolvedFirstTry, k);
    store.RecordAttempt(ItemId(k % kItems), k % 3 ? ItemResult::Failed : ItemResult::SolvedFirstTry,
                        k);
    store.SetBookmark({"pack", std::to_string(k)});
}

int Counter(const ProgressStore& store) {
    const ItemRecord* r = store.Item("counter");
    return r ? r->attempts : 0;
}

// The state after save k, checked as a whole.
void ExpectConsistent(const ProgressStore& store, int k) {
    int attempts = 0;
    for (int i = 0; i < kItems; ++i)
        if (const ItemRecord* r = store.Item(ItemId(i))) attempts += r->attempts;
    EXPECT_EQ(attempts, k);
    if (k > 0) {
        ASSERT_TRUE(store.GetBookmark());
        EXPECT_EQ(store.GetBookmark()->itemId, std::to_string(k));
        EXPECT_EQ(store.Item("counter")->lastSeen, k);
    }
}

[[noreturn]] void SaveForever(const std::string& path, int ackFd) {
    ProgressStore store(path);
    if (store.Load()) _exit(3);
    for (int k = Counter(store) + 1;; ++k) {
        Apply(store, k);
        if (store.Save()) _exit(4);
        if (write(ackFd, &k, sizeof k) != sizeof k) _exit(5);
    }
}

TEST(ProgressStoreKill, KillingAWriterMidSaveLosesNothing) {
    const fs::path dir =
        fs::path(::testing::TempDir()) / ("chatur-kill-" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "progress.txt").string();

    std::mt19937 random(20240601);
    int acknowledged = 0;  // the last save a writer reported as done
    int baseline = 0;      // what was on disk when the round began
    int saves = 0;
    int awaited = 0;  // saves the rounds waited for before killing
    int rounds = 0;
    for (; rounds < 40; ++rounds) {
        int fds[2];
        ASSERT_EQ(pipe(fds), 0);
        pid_t pid = fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            close(fds[0]);
            SaveForever(path, fds[1]);
        }
        close(fds[1]);
        // Kill only after the writer has reported a few saves, however slow the
        // machine is, then at a random moment of a later save. Waiting on the
        // writer's reports instead of the clock keeps the test's strength the
        // same on a loaded machine or in a sanitizer build.
        const int target = 1 + int(random() % 6);
        int k = 0;
        for (int seen = 0; seen < target && read(fds[0], &k, sizeof k) == sizeof k; ++seen)
            acknowledged = k;
        awaited += target;
        usleep(useconds_t(random() % 4000));
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        while (read(fds[0], &k, sizeof k) == sizeof k) acknowledged = k;
        close(fds[0]);
        ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
            << "the writer stopped by itself with status " << WEXITSTATUS(status);
        ASSERT_GE(acknowledged, baseline + target) << "round " << rounds;

        ProgressStore store(path);
        std::optional<ProgressError> error = store.Load();
        ASSERT_FALSE(error) << "round " << rounds << ": " << error->message;
        const int saved = Counter(store);
        // At least every acknowledged save is there; at most the one after it,
        // completed just before the kill but not yet acknowledged.
        EXPECT_GE(saved, acknowledged) << "round " << rounds;
        EXPECT_LE(saved, acknowledged + 1) << "round " << rounds;
        ExpectConsistent(store, saved);
        if (::testing::Test::HasFailure()) break;
        saves += saved - baseline;
        baseline = acknowledged = saved;  // the next writer goes on from what is on disk
    }
    EXPECT_GE(saves, awaited);  // every save a round waited for is on disk
    // Loading removed the killed writers' temporary files (the lock file stays).
    std::vector<std::string> left;
    for (const auto& e : fs::directory_iterator(dir)) left.push_back(e.path().filename());
    std::sort(left.begin(), left.end());
    EXPECT_EQ(left, (std::vector<std::string>{"progress.txt", "progress.txt.lock"}));
    fs::remove_all(dir);
}

}  // namespace
}  // namespace chatur::progress
