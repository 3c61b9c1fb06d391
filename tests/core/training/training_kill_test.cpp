// The durability promise of the training store: a writer killed with SIGKILL at
// any moment leaves a database that passes PRAGMA integrity_check and keeps
// every attempt committed before the kill. A child process records attempts
// through the Trainer and reports each commit on a pipe; the parent kills it at
// a random moment after a random number of reports (events, not the clock).
#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <random>

#include "core/training/learner_simulation.h"

namespace chatur::training {
namespace {

namespace fs = std::filesystem;

[[noreturn]] void TrainForever(const std::string& path, int ackFd) {
    TrainingStore store;
    if (store.Open(path)) _exit(3);
    Trainer trainer(store, "makruk", SyntheticPool(500, 5));
    std::mt19937 random{uint32_t(getpid())};
    for (int64_t k = store.CountAttempts("makruk") + 1;; ++k) {
        const PoolPuzzle* puzzle = trainer.Next(Difficulty::Normal, "", random);
        if (!puzzle) _exit(4);
        Attempt attempt;
        attempt.puzzleId = puzzle->id;
        attempt.time = k;
        attempt.result = k % 3 ? AttemptResult::Solved : AttemptResult::Failed;
        if (trainer.Record(attempt)) _exit(5);
        const int done = int(k);
        if (write(ackFd, &done, sizeof done) != sizeof done) _exit(6);
    }
}

int64_t Query(sqlite3* db, const char* sql) {
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, sql, -1, &st, nullptr);
    const int64_t value = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    return value;
}

TEST(TrainingStoreKill, KillingAWriterKeepsEveryCommittedAttempt) {
    const fs::path dir =
        fs::path(::testing::TempDir()) / ("chatur-training-kill-" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "training.db").string();

    std::mt19937 random(20261201);
    int acknowledged = 0;
    for (int round = 0; round < 12; ++round) {
        int fds[2];
        ASSERT_EQ(pipe(fds), 0);
        const pid_t pid = fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            close(fds[0]);
            TrainForever(path, fds[1]);
        }
        close(fds[1]);
        const int target = 1 + int(random() % 5);
        int k = 0;
        for (int seen = 0; seen < target && read(fds[0], &k, sizeof k) == sizeof k; ++seen)
            acknowledged = k;
        usleep(useconds_t(random() % 3000));
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        while (read(fds[0], &k, sizeof k) == sizeof k) acknowledged = k;
        close(fds[0]);
        ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
            << "the writer stopped by itself with status " << WEXITSTATUS(status);

        // Read it as the sqlite3 tool would, before the store touches it.
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        sqlite3_stmt* st = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &st, nullptr);
        ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
        EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), "ok")
            << "round " << round;
        sqlite3_finalize(st);
        const int64_t attempts = Query(db, "SELECT count(*) FROM attempts");
        // Every acknowledged attempt is there; at most one more, committed just
        // before the kill but not yet acknowledged.
        EXPECT_GE(attempts, acknowledged) << "round " << round;
        EXPECT_LE(attempts, acknowledged + 1) << "round " << round;
        // Each attempt came with its rating change: never one without the other.
        EXPECT_EQ(Query(db, "SELECT count(*) FROM learner_rating_history"), attempts);
        EXPECT_EQ(Query(db, "SELECT rated_attempts FROM learner_ratings"), attempts);
        EXPECT_EQ(Query(db, "SELECT max(id) FROM attempts"), attempts);
        sqlite3_close(db);
        if (::testing::Test::HasFailure()) break;
        acknowledged = int(attempts);
    }
    EXPECT_GE(acknowledged, 12);
    fs::remove_all(dir);
}

}  // namespace
}  // namespace chatur::training
