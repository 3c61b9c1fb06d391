// TrainingStore: opening, checking, keeping bad files aside, and the schema
// migrations (one step per version, applied in order in one transaction).
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>

#include "core/platform/posix_io.h"
#include "core/platform/utf8_path.h"
#include "core/training/training_store.h"

namespace chatur::training {

namespace {

namespace fs = std::filesystem;

// Step i turns schema version i into version i + 1. Never edit a released step:
// add a new one and raise kTrainingSchemaVersion.
constexpr const char* kMigrations[] = {
    // 0 -> 1: attempts, learner ratings with history, puzzle ratings, review cards.
    R"sql(
CREATE TABLE attempts (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    puzzle_id TEXT NOT NULL,
    time INTEGER NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('rated', 'review')),
    result TEXT NOT NULL CHECK (result IN ('solved', 'failed')),
    mistakes INTEGER NOT NULL DEFAULT 0,
    hints_used INTEGER NOT NULL DEFAULT 0,
    last_hint_used INTEGER NOT NULL DEFAULT 0,
    answer_shown INTEGER NOT NULL DEFAULT 0,
    time_taken_ms INTEGER NOT NULL DEFAULT 0,
    rated_solved INTEGER NOT NULL
);
CREATE INDEX attempts_by_game ON attempts (game, id);
CREATE INDEX attempts_by_puzzle ON attempts (puzzle_id, id);
CREATE TABLE learner_ratings (
    game TEXT PRIMARY KEY,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    volatility REAL NOT NULL,
    rated_attempts INTEGER NOT NULL DEFAULT 0,
    updated INTEGER NOT NULL
);
CREATE TABLE learner_rating_history (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    attempt_id INTEGER NOT NULL REFERENCES attempts (id),
    time INTEGER NOT NULL,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    volatility REAL NOT NULL
);
CREATE INDEX history_by_game ON learner_rating_history (game, id);
CREATE TABLE puzzle_ratings (
    puzzle_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    volatility REAL NOT NULL,
    rated_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE review_cards (
    puzzle_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    due INTEGER NOT NULL,
    interval_days REAL NOT NULL,
    ease REAL NOT NULL,
    repetitions INTEGER NOT NULL,
    lapses INTEGER NOT NULL
);
CREATE INDEX review_cards_due ON review_cards (game, due);
)sql",
    // 1 -> 2: the learner's records per game (the best streak).
    R"sql(
CREATE TABLE learner_records (
    game TEXT NOT NULL,
    key TEXT NOT NULL,
    value INTEGER NOT NULL,
    PRIMARY KEY (game, key)
);
)sql",
    // 2 -> 3: the learner's progress through the library's packs (per learner
    // name, "" for the default learner), formerly progress.txt, its imports,
    // and the learner's bookmarks.
    R"sql(
CREATE TABLE item_records (
    learner TEXT NOT NULL,
    item_id TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    solved_first_try INTEGER NOT NULL DEFAULT 0,
    solved_after_mistakes INTEGER NOT NULL DEFAULT 0,
    solved_with_help INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0,
    last_result TEXT CHECK (last_result IN ('first-try', 'after-mistakes', 'with-help', 'failed')),
    last_time INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (learner, item_id)
);
CREATE TABLE lesson_progress (
    learner TEXT NOT NULL,
    lesson_id TEXT NOT NULL,
    step INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0,
    time INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (learner, lesson_id)
);
CREATE TABLE retry_queue (
    learner TEXT NOT NULL,
    item_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (learner, item_id)
);
CREATE TABLE last_place (
    learner TEXT PRIMARY KEY,
    pack_id TEXT NOT NULL,
    item_id TEXT NOT NULL
);
CREATE TABLE bookmarks (
    id INTEGER PRIMARY KEY,
    learner TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('puzzle', 'lesson')),
    pack_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    step INTEGER NOT NULL DEFAULT 0,
    note TEXT NOT NULL DEFAULT '',
    time INTEGER NOT NULL,
    UNIQUE (learner, kind, item_id, step)
);
CREATE TABLE progress_imports (
    path TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    modified_ns INTEGER NOT NULL,
    time INTEGER NOT NULL,
    state TEXT NOT NULL
);
)sql",
};
static_assert(std::size(kMigrations) == kTrainingSchemaVersion);

// A name next to `path` that no file has yet: "<path>.<what>-<UTC time>[-n]".
std::string AsideName(const std::string& path, const char* what) {
    const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    char stamp[32];
    std::tm tm{};
    gmtime_r(&now, &tm);
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    std::string base = path + "." + what + "-" + stamp;
    std::string name = base;
    std::error_code ec;
    for (int n = 2; fs::exists(platform::PathFromUtf8(name), ec) ||
                    fs::exists(platform::PathFromUtf8(name + "-wal"), ec);
         ++n)
        name = base + "-" + std::to_string(n);
    return name;
}

// Renames the database and its WAL and shared-memory files; the new name, or
// nothing when the rename failed.
std::optional<std::string> KeepAside(const std::string& path, const char* what) {
    const std::string aside = AsideName(path, what);
    std::error_code ec;
    fs::rename(platform::PathFromUtf8(path), platform::PathFromUtf8(aside), ec);
    if (ec) return std::nullopt;
    for (const char* suffix : {"-wal", "-shm"}) {
        std::error_code ignored;
        const fs::path from = platform::PathFromUtf8(path + suffix);
        if (fs::exists(from, ignored))
            fs::rename(from, platform::PathFromUtf8(aside + suffix), ignored);
    }
    return aside;
}

// Whether the file is empty (a new database) or starts as SQLite files do.
bool HasSqliteHeader(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return true;  // no file (or ":memory:"): SQLite makes it
    char header[16] = {};
    in.read(header, sizeof header);
    if (in.gcount() == 0) return true;
    return in.gcount() == sizeof header && std::memcmp(header, "SQLite format 3", 16) == 0;
}

}  // namespace

std::string DescribeStoreError(const StoreError& e) {
    switch (e.kind) {
        case StoreErrorKind::CannotOpen:
            return "cannot open the training database " + e.path + ": " + e.detail;
        case StoreErrorKind::Damaged:
            return "the training database " + e.path + " was damaged (" + e.detail +
                   "); it was kept as " + e.keptAside + " and a new one was started";
        case StoreErrorKind::Foreign:
            if (e.keptAside.empty())
                return "the file " + e.path + " is not a Chatur training database (" + e.detail +
                       "); it was left as it is";
            return "the file " + e.path + " is not a Chatur training database; it was kept as " +
                   e.keptAside + " and a new one was started";
        case StoreErrorKind::NewerSchema:
            return "the training database " + e.path + " was written by a newer Chatur (schema " +
                   std::to_string(e.schemaVersion) + ", this version knows " +
                   std::to_string(kTrainingSchemaVersion) + "); it is read only";
        case StoreErrorKind::WriteFailed:
            return "could not write to the training database " + e.path + ": " + e.detail;
        case StoreErrorKind::ReadFailed:
            return "could not read the training database " + e.path + ": " + e.detail;
        case StoreErrorKind::Busy:
            return "the training database " + e.path + " is locked by another program (" +
                   e.detail + "); it was left as it is, try again when that program is done";
        case StoreErrorKind::DiskFull:
            return "the disk holding the training database " + e.path + " is full (" + e.detail +
                   "); the file was left as it is";
        case StoreErrorKind::UnknownSchema:
            return "the training database " + e.path + " has a schema version no Chatur writes (" +
                   std::to_string(e.schemaVersion) + ", this version knows 0 to " +
                   std::to_string(kTrainingSchemaVersion) + "); it is read only";
    }
    return e.detail;
}

StoreError TrainingStore::Error(StoreErrorKind kind, const std::optional<SqliteError>& e) const {
    StoreError error;
    error.kind = kind;
    error.path = m_path;
    if (e) error.detail = e->message;
    // A failed open or write says why when SQLite knows: the file is locked or
    // the disk is full. Neither is damage, and neither is lasting.
    if (e && (kind == StoreErrorKind::CannotOpen || kind == StoreErrorKind::WriteFailed)) {
        if (e->code == SQLITE_BUSY || e->code == SQLITE_LOCKED) error.kind = StoreErrorKind::Busy;
        // No room to grow the shared-memory file is a full disk as well.
        if (e->code == SQLITE_FULL || e->extended == SQLITE_IOERR_SHMSIZE)
            error.kind = StoreErrorKind::DiskFull;
    }
    // A refused write to a read-only file names the file's version and whether
    // it is newer or one no Chatur writes.
    if (kind == StoreErrorKind::NewerSchema || kind == StoreErrorKind::UnknownSchema) {
        error.kind = m_fileVersion > kTrainingSchemaVersion ? StoreErrorKind::NewerSchema
                                                            : StoreErrorKind::UnknownSchema;
        error.schemaVersion = m_fileVersion;
    }
    return error;
}

namespace {

// Whether SQLite's answer proves the file damaged (rather than locked, on a
// full disk, unreadable for its permissions, or failing for lack of memory).
bool ProvesDamage(const std::optional<SqliteError>& e) {
    return e && (e->code == SQLITE_CORRUPT || e->code == SQLITE_NOTADB);
}

}  // namespace

std::optional<StoreError> TrainingStore::Open(const std::string& path,
                                              IfNotTraining ifNotTraining) {
    m_db.Close();
    m_path = path;
    m_readOnly = false;
    m_fileVersion = 0;
    const bool refuse = ifNotTraining == IfNotTraining::Refuse;
    if (!HasSqliteHeader(path) && refuse) {
        StoreError notOurs = Error(StoreErrorKind::Foreign, std::nullopt);
        notOurs.detail = "not an SQLite database";
        return notOurs;
    }
    if (!HasSqliteHeader(path)) {
        // Kept aside before SQLite touches it: SQLite takes a file shorter than a
        // page for an empty database and would write over it.
        StoreError damaged = Error(StoreErrorKind::Damaged, std::nullopt);
        damaged.detail = "not an SQLite database";
        auto kept = KeepAside(path, "damaged");
        if (!kept) {
            damaged.kind = StoreErrorKind::CannotOpen;
            damaged.detail = "not an SQLite database, and it cannot be renamed out of the way";
            return damaged;
        }
        damaged.keptAside = *kept;
        if (auto e = Open(path)) return e;
        return damaged;
    }
    if (auto e = m_db.Open(path)) return Error(StoreErrorKind::CannotOpen, e);

    // What is the file? Reading the header fails on a file that is not SQLite.
    std::optional<StoreError> problem;
    std::optional<SqliteError> e;
    const auto appId = m_db.QueryInt("PRAGMA application_id", &e);
    const auto version = appId ? m_db.QueryInt("PRAGMA user_version", &e) : std::nullopt;
    const auto tables =
        version ? m_db.QueryInt("SELECT count(*) FROM sqlite_master", &e) : std::nullopt;
    const auto check = tables ? m_db.QueryText("PRAGMA quick_check", &e) : std::nullopt;
    if (!check && !ProvesDamage(e)) {
        // Locked, a full disk, no permission: the file may well be healthy, so
        // it is left exactly as it is.
        m_db.Close();
        return Error(StoreErrorKind::CannotOpen, e);
    }
    const char* aside = nullptr;
    if (!check || *check != "ok") {
        problem = Error(StoreErrorKind::Damaged, e);
        if (check) problem->detail = *check;
        aside = "damaged";
    } else if (*appId != kTrainingApplicationId && (*appId != 0 || *tables != 0)) {
        problem = Error(StoreErrorKind::Foreign, e);
        aside = "foreign";
        if (refuse) {
            m_db.Close();
            problem->detail = "another program's database";
            return problem;
        }
    }
    if (aside) {
        m_db.Close();
        auto kept = KeepAside(path, aside);
        if (!kept) {
            StoreError error = Error(StoreErrorKind::CannotOpen, std::nullopt);
            error.detail =
                problem->kind == StoreErrorKind::Damaged
                    ? "damaged (" + problem->detail + "), and it cannot be renamed out of the way"
                    : "another program's database, and it cannot be renamed out of "
                      "the way";
            return error;
        }
        problem->keptAside = *kept;
        if (auto reopen = m_db.Open(path)) return Error(StoreErrorKind::CannotOpen, reopen);
    } else {
        m_fileVersion = int(*version);
        // Versions this program wrote: 0 (a new, empty file) up to its own. A
        // version 0 file that already has tables, or a negative one (one flipped
        // header bit), was not written by any Chatur: read, never written.
        const bool known = m_fileVersion > 0 || (m_fileVersion == 0 && *tables == 0);
        if (!known || m_fileVersion > kTrainingSchemaVersion) {
            m_readOnly = true;
            return Error(StoreErrorKind::UnknownSchema, std::nullopt);
        }
    }

    if (auto pe = m_db.Exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; "
                            "PRAGMA foreign_keys=ON"))
        return Error(StoreErrorKind::CannotOpen, pe);
    if (auto me = Migrate()) return me;
    return problem;
}

std::optional<StoreError> TrainingStore::Migrate() {
    if (m_fileVersion == kTrainingSchemaVersion) return std::nullopt;
    if (m_fileVersion < 0 || m_fileVersion > kTrainingSchemaVersion)
        return Error(StoreErrorKind::UnknownSchema, std::nullopt);
    SqliteTransaction tx(m_db);
    if (tx.BeginError()) return Error(StoreErrorKind::WriteFailed, tx.BeginError());
    for (int v = m_fileVersion; v < kTrainingSchemaVersion; ++v)
        if (auto e = m_db.Exec(kMigrations[v])) return Error(StoreErrorKind::WriteFailed, e);
    if (auto e = m_db.Exec("PRAGMA application_id=" + std::to_string(kTrainingApplicationId) +
                           "; PRAGMA user_version=" + std::to_string(kTrainingSchemaVersion)))
        return Error(StoreErrorKind::WriteFailed, e);
    if (auto e = tx.Commit()) return Error(StoreErrorKind::WriteFailed, e);
    m_fileVersion = kTrainingSchemaVersion;
    return std::nullopt;
}

}  // namespace chatur::training
