// Reliability probe 2, N1 and N3: the learner's training.db is never given up
// on while it is healthy. A schema version no Chatur writes (negative, one
// flipped header bit; zero with tables; newer) is named and never written; a
// database another process holds locked is reported busy and left alone; a full
// disk (SQLite's "disk full", injected through a VFS that wraps the default one)
// is reported as such, nothing is moved aside, and the next write goes through
// once there is room. Only a file SQLite proves damaged is kept aside.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <fstream>
#include <sstream>

#ifndef _WIN32
#include <sys/wait.h>
#endif

#include "core/training/training_store.h"

namespace chatur::training {
namespace {

namespace fs = std::filesystem;

class TrainingDbFaults : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::path(::testing::TempDir()) /
                ("chatur-dbfaults-" + std::to_string(getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        m_path = (m_dir / "training.db").string();
    }
    void TearDown() override { fs::remove_all(m_dir); }

    // Runs SQL on the file with the plain C API, as another program would.
    void Raw(const std::string& sql) {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(m_path.c_str(), &db), SQLITE_OK);
        char* message = nullptr;
        EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message), SQLITE_OK)
            << (message ? message : "");
        sqlite3_free(message);
        sqlite3_close(db);
    }

    static std::string Read(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }

    std::vector<std::string> Files() const {
        std::vector<std::string> names;
        for (const auto& e : fs::directory_iterator(m_dir)) names.push_back(e.path().filename());
        std::sort(names.begin(), names.end());
        return names;
    }

    static AttemptCommit Sample(int i) {
        AttemptCommit c;
        c.attempt.puzzleId = "makruk.rules." + std::to_string(i);
        c.attempt.game = "makruk";
        c.attempt.time = 1000 + i;
        c.attempt.result = AttemptResult::Solved;
        c.learnerAfter = Glicko2Rating{1500.0 + i, 300.0 - i, 0.06};
        c.puzzleAfter = PuzzleRatingRow{c.attempt.puzzleId, "makruk", {1400.0 - i, 250, 0.06}, 1};
        c.card = ScheduleReview(std::nullopt, c.attempt.puzzleId, "makruk", 1, c.attempt.time);
        return c;
    }

    // A healthy database with `attempts` attempts, closed (checkpointed).
    void MakeHealthy(int attempts) {
        TrainingStore store;
        ASSERT_FALSE(store.Open(m_path));
        for (int i = 1; i <= attempts; ++i) ASSERT_FALSE(store.Commit(Sample(i)));
    }

    // Opens the file, expects `kind`, and checks that no write is accepted, the
    // file is unchanged and nothing was kept aside (SQLite's own -wal and -shm
    // files may come and go).
    void ExpectLeftAlone(StoreErrorKind kind) {
        const std::string before = Read(m_path);
        {
            TrainingStore store;
            std::optional<StoreError> error = store.Open(m_path);
            ASSERT_TRUE(error);
            EXPECT_EQ(error->kind, kind) << DescribeStoreError(*error);
            EXPECT_FALSE(store.CanWrite());
            EXPECT_TRUE(error->keptAside.empty());
        }
        EXPECT_EQ(Read(m_path), before);
        for (const auto& name : Files())
            EXPECT_TRUE(name == "training.db" || name == "training.db-wal" ||
                        name == "training.db-shm")
                << name;
    }

    fs::path m_dir;
    std::string m_path;
};

TEST_F(TrainingDbFaults, NegativeSchemaVersionIsNamedNeverWrittenNeverACrash) {
    // Before the fix: kMigrations[-1], a SIGSEGV at every start of the CLI and the app.
    for (const int64_t version : {int64_t(-1), int64_t(-2), int64_t(INT_MIN)}) {
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        MakeHealthy(3);
        Raw("PRAGMA user_version = " + std::to_string(version));
        ExpectLeftAlone(StoreErrorKind::UnknownSchema);
        TrainingStore store;
        std::optional<StoreError> error = store.Open(m_path);
        ASSERT_TRUE(error);
        EXPECT_EQ(error->schemaVersion, version);
        EXPECT_NE(DescribeStoreError(*error).find("no Chatur writes"), std::string::npos);
        EXPECT_EQ(store.CountAttempts("makruk"), 3);  // still readable
        std::optional<StoreError> refused = store.Commit(Sample(9));
        ASSERT_TRUE(refused);
        EXPECT_EQ(refused->kind, StoreErrorKind::UnknownSchema);
    }
}

TEST_F(TrainingDbFaults, OneFlippedBitInTheHeadersVersionIsNotACrash) {
    // The probe's training_db_bitflip_user_version.db: byte 60, 00000003 -> 80000003.
    MakeHealthy(2);
    {
        std::fstream file(m_path, std::ios::binary | std::ios::in | std::ios::out);
        file.seekg(60);
        char high = 0;
        file.read(&high, 1);
        high = char(uint8_t(high) ^ 0x80);
        file.seekp(60);
        file.write(&high, 1);
    }
    ExpectLeftAlone(StoreErrorKind::UnknownSchema);
}

TEST_F(TrainingDbFaults, VersionZeroWithTablesIsNotMigratedOverTheTables) {
    MakeHealthy(1);
    Raw("PRAGMA user_version = 0");
    ExpectLeftAlone(StoreErrorKind::UnknownSchema);
}

TEST_F(TrainingDbFaults, NewerSchemaIsStillNamedNewer) {
    MakeHealthy(1);
    Raw("PRAGMA user_version = 99");
    ExpectLeftAlone(StoreErrorKind::NewerSchema);
}

TEST_F(TrainingDbFaults, DamageProvedBySqliteIsStillKeptAside) {
    MakeHealthy(20);
    const auto size = fs::file_size(m_path);
    fs::resize_file(m_path, size - 4096 - 100);  // cut into the last pages
    TrainingStore store;
    std::optional<StoreError> error = store.Open(m_path);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::Damaged) << DescribeStoreError(*error);
    EXPECT_FALSE(error->keptAside.empty());
    EXPECT_TRUE(store.CanWrite());
}

#ifndef _WIN32
// A second process holds the database locked until the parent closes the pipe.
class LockHolder {
public:
    LockHolder(const std::string& path, const std::string& sql) {
        int ready[2], release[2];
        if (pipe(ready) != 0 || pipe(release) != 0) return;
        m_pid = fork();
        if (m_pid == 0) {
            close(ready[0]);
            close(release[1]);
            sqlite3* db = nullptr;
            if (sqlite3_open(path.c_str(), &db) != SQLITE_OK) _exit(2);
            if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) _exit(3);
            const char one = 1;
            if (write(ready[1], &one, 1) != 1) _exit(4);
            char byte = 0;
            while (read(release[0], &byte, 1) > 0) {
            }
            _exit(0);
        }
        close(ready[1]);
        close(release[0]);
        m_release = release[1];
        char byte = 0;
        m_holding = read(ready[0], &byte, 1) == 1;
        close(ready[0]);
    }
    ~LockHolder() {
        if (m_release >= 0) close(m_release);
        if (m_pid > 0) waitpid(m_pid, nullptr, 0);
    }
    bool Holding() const { return m_holding; }

private:
    pid_t m_pid = -1;
    int m_release = -1;
    bool m_holding = false;
};

TEST_F(TrainingDbFaults, ADatabaseLockedByAnotherProcessIsBusyNotDamaged) {
    // Before the fix: "was damaged (database is locked)", the learner's record
    // renamed to .damaged-… and an empty one started. Three ways to hold it.
    const std::vector<std::pair<const char*, const char*>> holders = {
        {"PRAGMA journal_mode=DELETE", "BEGIN EXCLUSIVE; SELECT count(*) FROM attempts"},
        {nullptr, "PRAGMA locking_mode=EXCLUSIVE; BEGIN EXCLUSIVE; SELECT count(*) FROM attempts"},
        {"PRAGMA journal_mode=DELETE",
         "PRAGMA locking_mode=EXCLUSIVE; SELECT count(*) FROM attempts; "
         "INSERT INTO learner_records VALUES ('makruk', 'x', 1)"},
    };
    for (const auto& [setup, hold] : holders) {
        SCOPED_TRACE(hold);
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        MakeHealthy(5);
        if (setup) Raw(setup);
        LockHolder holder(m_path, hold);
        ASSERT_TRUE(holder.Holding());
        const auto files = Files();
        TrainingStore store;
        std::optional<StoreError> error = store.Open(m_path);
        ASSERT_TRUE(error);
        EXPECT_EQ(error->kind, StoreErrorKind::Busy) << DescribeStoreError(*error);
        EXPECT_TRUE(error->keptAside.empty());
        EXPECT_NE(DescribeStoreError(*error).find("locked by another program"), std::string::npos);
        EXPECT_EQ(Files(), files);
    }
    TrainingStore store;
    ASSERT_FALSE(store.Open(m_path));  // the holder is gone: all there
    EXPECT_EQ(store.CountAttempts("makruk"), 5);
}
#endif

// A VFS over the default one whose writes fail with SQLITE_FULL (what SQLite
// reports for ENOSPC) while `full` is set: the disk fills up mid-session.
struct FullDisk {
    static inline bool full = false;
    static inline sqlite3_vfs* base = nullptr;
    static inline sqlite3_vfs vfs{};
    static inline sqlite3_io_methods methods{};

    struct File {
        sqlite3_file file;
        sqlite3_file* real;
    };
    static sqlite3_file* Real(sqlite3_file* f) { return reinterpret_cast<File*>(f)->real; }

    static int Open(sqlite3_vfs*, const char* name, sqlite3_file* f, int flags, int* outFlags) {
        File* file = reinterpret_cast<File*>(f);
        file->real = reinterpret_cast<sqlite3_file*>(file + 1);
        const int rc = base->xOpen(base, name, file->real, flags, outFlags);
        if (rc != SQLITE_OK || !file->real->pMethods) {
            file->file.pMethods = nullptr;
            return rc;
        }
        methods = *file->real->pMethods;
        methods.xClose = [](sqlite3_file* g) { return Real(g)->pMethods->xClose(Real(g)); };
        methods.xRead = [](sqlite3_file* g, void* p, int n, sqlite3_int64 o) {
            return Real(g)->pMethods->xRead(Real(g), p, n, o);
        };
        methods.xWrite = [](sqlite3_file* g, const void* p, int n, sqlite3_int64 o) {
            return full ? SQLITE_FULL : Real(g)->pMethods->xWrite(Real(g), p, n, o);
        };
        methods.xTruncate = [](sqlite3_file* g, sqlite3_int64 n) {
            return Real(g)->pMethods->xTruncate(Real(g), n);
        };
        methods.xSync = [](sqlite3_file* g, int fl) {
            return Real(g)->pMethods->xSync(Real(g), fl);
        };
        methods.xFileSize = [](sqlite3_file* g, sqlite3_int64* n) {
            return Real(g)->pMethods->xFileSize(Real(g), n);
        };
        methods.xLock = [](sqlite3_file* g, int l) { return Real(g)->pMethods->xLock(Real(g), l); };
        methods.xUnlock = [](sqlite3_file* g, int l) {
            return Real(g)->pMethods->xUnlock(Real(g), l);
        };
        methods.xCheckReservedLock = [](sqlite3_file* g, int* r) {
            return Real(g)->pMethods->xCheckReservedLock(Real(g), r);
        };
        methods.xFileControl = [](sqlite3_file* g, int op, void* a) {
            return Real(g)->pMethods->xFileControl(Real(g), op, a);
        };
        methods.xSectorSize = [](sqlite3_file* g) {
            return Real(g)->pMethods->xSectorSize(Real(g));
        };
        methods.xDeviceCharacteristics = [](sqlite3_file* g) {
            return Real(g)->pMethods->xDeviceCharacteristics(Real(g));
        };
        methods.xShmMap = [](sqlite3_file* g, int page, int size, int extend, void volatile** p) {
            // Growing the shared-memory file needs room too.
            if (full && extend) return SQLITE_FULL;
            return Real(g)->pMethods->xShmMap(Real(g), page, size, extend, p);
        };
        methods.xShmLock = [](sqlite3_file* g, int o, int n, int fl) {
            return Real(g)->pMethods->xShmLock(Real(g), o, n, fl);
        };
        methods.xShmBarrier = [](sqlite3_file* g) { Real(g)->pMethods->xShmBarrier(Real(g)); };
        methods.xShmUnmap = [](sqlite3_file* g, int d) {
            return Real(g)->pMethods->xShmUnmap(Real(g), d);
        };
        methods.xFetch = [](sqlite3_file* g, sqlite3_int64 o, int n, void** p) {
            return Real(g)->pMethods->xFetch(Real(g), o, n, p);
        };
        methods.xUnfetch = [](sqlite3_file* g, sqlite3_int64 o, void* p) {
            return Real(g)->pMethods->xUnfetch(Real(g), o, p);
        };
        file->file.pMethods = &methods;
        return SQLITE_OK;
    }

    // Installs the VFS as the default for as long as the object lives.
    FullDisk() {
        base = sqlite3_vfs_find(nullptr);
        vfs = *base;
        vfs.zName = "chatur-full-disk";
        vfs.szOsFile = int(sizeof(File)) + base->szOsFile;
        vfs.xOpen = Open;
        sqlite3_vfs_register(&vfs, 1);
    }
    ~FullDisk() {
        full = false;
        sqlite3_vfs_unregister(&vfs);
        sqlite3_vfs_register(base, 1);
    }
};

TEST_F(TrainingDbFaults, AFullDiskIsReportedAndTheNextWriteGoesThrough) {
    FullDisk disk;
    MakeHealthy(5);

    // Opening on a full disk: before the fix the file was renamed .damaged-…
    // and a 0-byte database put in its place.
    FullDisk::full = true;
    ExpectLeftAlone(StoreErrorKind::DiskFull);

    // The disk fills up during a session: the write is refused as "disk full".
    FullDisk::full = false;
    TrainingStore store;
    ASSERT_FALSE(store.Open(m_path));
    FullDisk::full = true;
    std::optional<StoreError> error = store.Commit(Sample(6));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, StoreErrorKind::DiskFull) << DescribeStoreError(*error);
    EXPECT_NE(DescribeStoreError(*error).find("is full"), std::string::npos);
    EXPECT_TRUE(store.CanWrite());

    // Room again: the next write goes through, nothing was lost or moved.
    FullDisk::full = false;
    EXPECT_FALSE(store.Commit(Sample(7)));
    EXPECT_EQ(store.CountAttempts("makruk"), 6);
    store = TrainingStore();
    for (const auto& name : Files()) EXPECT_EQ(name.find(".damaged"), std::string::npos) << name;
}

}  // namespace
}  // namespace chatur::training
