// The durability promise of ProgressStore: every change is its own transaction
// in the training database, so a writer killed with SIGKILL at any moment loses
// at most the change in flight. A child process records attempts in a loop and
// reports each one on a pipe; the parent kills it at a random moment after a
// random number of reports (events, not the clock, so the test is as strong on
// a loaded machine or in a sanitizer build). After every kill the database
// passes PRAGMA integrity_check (asked of the sqlite3 tool too, when installed),
// holds every reported attempt and at most one more, and each attempt came with
// its retry-queue change (never one without the other).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <random>

#include "core/progress/progress_store.h"

namespace chatur::progress {
namespace {

namespace fs = std::filesystem;

constexpr int kItems = 50;

std::string ItemId(int i) {
    return "makruk.kill-test." + std::to_string(i);
}

// Attempt k: on item k % kItems, failed every third time.
ItemResult ResultOf(int k) {
    return k % 3 ? ItemResult::SolvedFirstTry : ItemResult::Failed;
}

int Attempts(const ProgressStore& store) {
    int attempts = 0;
    for (int i = 0; i < kItems; ++i)
        if (const ItemRecord* r = store.Item(ItemId(i))) attempts += r->attempts;
    return attempts;
}

[[noreturn]] void RecordForever(const std::string& path, int ackFd) {
    ProgressStore store(path);
    if (store.Load()) _exit(3);
    for (int k = Attempts(store) + 1;; ++k) {
        store.RecordAttempt(ItemId(k % kItems), ResultOf(k), k);
        store.SetBookmark({"pack", ItemId(k % kItems)});
        if (store.Save()) _exit(4);  // reports a change that could not be written
        if (write(ackFd, &k, sizeof k) != sizeof k) _exit(5);
    }
}

// "ok" from the sqlite3 tool, its message otherwise; "" when it is not installed.
std::string ToolIntegrityCheck(const std::string& path) {
    if (std::system("command -v sqlite3 >/dev/null 2>&1") != 0) return std::string();
    const std::string command = "sqlite3 -readonly '" + path + "' 'PRAGMA integrity_check' 2>&1";
    std::string out;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[256];
        while (fgets(buffer, sizeof buffer, pipe)) out += buffer;
        pclose(pipe);
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
    return out;
}

TEST(ProgressStoreKill, KillingAWriterLosesAtMostTheChangeInFlight) {
    const fs::path dir =
        fs::path(::testing::TempDir()) / ("chatur-kill-" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "training.db").string();

    std::mt19937 random(20240601);
    int acknowledged = 0;  // the last attempt a writer reported as recorded
    int awaited = 0;       // attempts the rounds waited for before killing
    for (int round = 0; round < 20; ++round) {
        int fds[2];
        ASSERT_EQ(pipe(fds), 0);
        pid_t pid = fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            close(fds[0]);
            RecordForever(path, fds[1]);
        }
        close(fds[1]);
        const int target = 1 + int(random() % 6);
        const int before = acknowledged;
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
        ASSERT_GE(acknowledged, before + target) << "round " << round;

        // As the sqlite3 tool reads it, before any store opens it.
        const std::string tool = ToolIntegrityCheck(path);
        EXPECT_TRUE(tool.empty() || tool == "ok") << "round " << round << ": " << tool;

        ProgressStore store(path);
        std::optional<ProgressError> error = store.Load();
        ASSERT_FALSE(error) << "round " << round << ": " << error->message;
        EXPECT_EQ(store.Database().Db().QueryText("PRAGMA integrity_check"), "ok");
        const int saved = Attempts(store);
        EXPECT_GE(saved, acknowledged) << "round " << round;
        EXPECT_LE(saved, acknowledged + 1) << "round " << round;
        // Each attempt and its retry-queue change were one transaction.
        for (int i = 0; i < kItems; ++i) {
            const ItemRecord* r = store.Item(ItemId(i));
            const auto& queue = store.RetryQueue();
            const bool queued = std::find(queue.begin(), queue.end(), ItemId(i)) != queue.end();
            EXPECT_EQ(queued, r && r->lastResult != ItemResult::SolvedFirstTry)
                << "round " << round << ", item " << i;
        }
        if (saved > 0) {
            EXPECT_EQ(store.Item(ItemId(saved % kItems))->lastSeen, saved);
        }
        if (::testing::Test::HasFailure()) break;
        acknowledged = saved;  // the next writer goes on from what is in the database
    }
    EXPECT_GE(acknowledged, awaited);  // every attempt a round waited for is there
    fs::remove_all(dir);
}

}  // namespace
}  // namespace chatur::progress
