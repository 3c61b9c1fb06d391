// The learner's training record in one SQLite database whose path the caller
// chooses: every attempt, the learner's Glicko-2 rating per game with its
// history, the local puzzle ratings and the review schedule (schema:
// docs/training.md).
//
// Durability: WAL journal, synchronous=FULL, and every attempt with all it
// changes is one transaction, so a crash or kill at any moment loses at most
// the attempt in flight and leaves the file intact.
//
// Bad files: a file that is not an SQLite database, is damaged, or belongs to
// another program is moved aside (renamed with a ".damaged-<time>" or
// ".foreign-<time>" suffix, never overwritten) and a fresh database is made;
// Open reports it as an error value for the app to word. A database written by
// a newer Chatur (a higher schema version) is opened for reading only, and
// every write is refused with an error saying so.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/training/attempt.h"
#include "core/training/glicko2.h"
#include "core/training/review_schedule.h"
#include "core/training/sqlite_db.h"

namespace chatur::training {

// The schema version this build writes (PRAGMA user_version) and the
// application id that marks a file as Chatur's (PRAGMA application_id, "CHTR").
constexpr int kTrainingSchemaVersion = 3;
constexpr int32_t kTrainingApplicationId = 0x43485452;

enum class StoreErrorKind : uint8_t {
    CannotOpen,     // the file or its folder cannot be opened or created
    Damaged,        // not a database or failed its check; kept aside, fresh one made
    Foreign,        // not a database or another program's; kept aside, fresh one made
                    // (or, with IfNotTraining::Refuse, left as it is and not opened)
    NewerSchema,    // written by a newer Chatur: read only, writes refused
    WriteFailed,    // a write did not commit (read-only file, I/O error...)
    ReadFailed,     // a read did not finish (I/O error...); nothing was written
    Busy,           // another program holds the file locked: left alone, try again later
    DiskFull,       // no room to open or write: left alone, the next write tries again
    UnknownSchema,  // a schema version no Chatur writes (negative...): read only
};

struct StoreError {
    StoreErrorKind kind = StoreErrorKind::CannotOpen;
    std::string path;       // the database file
    std::string keptAside;  // Damaged/Foreign: where the old file now is ("": left in place)
    int schemaVersion = 0;  // NewerSchema, UnknownSchema: the file's version
    std::string detail;     // SQLite's message, for logs
};

// An English sentence for logs and the CLI (the GUI words the kind itself).
std::string DescribeStoreError(const StoreError& error);

// What a read gives: the value, or the error that kept it from being read
// (never a default in its place: a rating written from a default would
// overwrite the learner's).
template <class T>
using StoreRead = std::variant<T, StoreError>;

struct RatingPoint {
    int64_t time = 0;
    int64_t attemptId = 0;
    Glicko2Rating rating;
};

// A puzzle's local rating and how many rated attempts moved it.
struct PuzzleRatingRow {
    std::string puzzleId;
    std::string game;
    Glicko2Rating rating;
    int attempts = 0;
};

// Everything one attempt changes, written in one transaction.
struct AttemptCommit {
    Attempt attempt;
    std::optional<Glicko2Rating> learnerAfter;  // rated attempts
    std::optional<PuzzleRatingRow> puzzleAfter;
    std::optional<ReviewCard> card;  // the card after the attempt, if it has one
};

// What Open does with a file that is not a Chatur training database -- not an
// SQLite file at all, or another program's database: the app's own training.db
// is renamed out of the way and a new one started (KeepAside); a file the user
// named (chatur-cli's --db, where a typo may name a pack) is refused and left
// exactly as it is (Refuse).
enum class IfNotTraining : uint8_t { KeepAside, Refuse };

class TrainingStore {
public:
    // Opens or creates the database. The error, if any, is for the app to show;
    // after Damaged or Foreign the store is open on a fresh file and usable,
    // unless `ifNotTraining` refused the file (Foreign, the store closed).
    [[nodiscard]] std::optional<StoreError> Open(
        const std::string& path, IfNotTraining ifNotTraining = IfNotTraining::KeepAside);
    bool IsOpen() const { return m_db.IsOpen(); }
    bool CanWrite() const { return m_db.IsOpen() && !m_readOnly; }
    const std::string& Path() const { return m_path; }
    int FileSchemaVersion() const { return m_fileVersion; }
    // The connection, for the other tables' readers and writers (the learner's
    // progress: core/progress/progress_db.h).
    SqliteDb& Db() { return m_db; }
    StoreError WriteError(const std::optional<SqliteError>& e) const {
        return Error(StoreErrorKind::WriteFailed, e);
    }

    // Records an attempt with its rating and schedule changes; returns the
    // attempt's row id or the error (nothing is written then).
    [[nodiscard]] std::optional<StoreError> Commit(const AttemptCommit& commit,
                                                   int64_t* attemptId = nullptr);
    // The same, with the commit worked out by `prepare` inside the write
    // transaction (BEGIN IMMEDIATE): what it reads no other connection can change
    // before the commit is written. An error from `prepare` writes nothing.
    using PrepareCommit = std::function<StoreRead<AttemptCommit>()>;
    [[nodiscard]] std::optional<StoreError> Commit(const PrepareCommit& prepare,
                                                   int64_t* attemptId = nullptr);

    // The learner's current rating in `game` (the starting rating if none yet).
    [[nodiscard]] StoreRead<Glicko2Rating> LearnerRating(const std::string& game);
    std::vector<RatingPoint> RatingHistory(const std::string& game);
    [[nodiscard]] StoreRead<std::optional<PuzzleRatingRow>> PuzzleRating(
        const std::string& puzzleId);
    std::vector<PuzzleRatingRow> PuzzleRatings(const std::string& game);
    // Puzzle ids of the last `limit` attempts in `game`, most recent first (repeats kept).
    std::vector<std::string> RecentPuzzles(const std::string& game, int limit);
    [[nodiscard]] StoreRead<std::optional<ReviewCard>> Card(const std::string& puzzleId);
    // Cards due at `now` in `game`, the most overdue first.
    std::vector<ReviewCard> DueReviews(const std::string& game, int64_t now, int limit);
    int CountDue(const std::string& game, int64_t now);
    int CountCards(const std::string& game);
    int CountAttempts(const std::string& game);
    int64_t LastAttemptTime(const std::string& game);  // 0 without attempts
    std::vector<Attempt> Attempts(const std::string& game);
    // When the learner's rating in `game` last moved (0: never).
    [[nodiscard]] StoreRead<int64_t> LearnerRatingUpdated(const std::string& game);
    // Whether `puzzleId` has an attempt in `game` at or after `since` (one
    // indexed lookup: the daily puzzle's "done today").
    bool AttemptedSince(const std::string& game, const std::string& puzzleId, int64_t since);

    // The learner's records (training_store_records.cpp): a number per game and
    // key, e.g. "best-streak".
    std::optional<int64_t> Record(const std::string& game, const std::string& key);
    // Keeps the larger of the stored value and `value`.
    [[nodiscard]] std::optional<StoreError> KeepBest(const std::string& game,
                                                     const std::string& key, int64_t value);

private:
    [[nodiscard]] std::optional<StoreError> Migrate();
    StoreError Error(StoreErrorKind kind, const std::optional<SqliteError>& e) const;
    StoreError ReadError(const SqliteStatement& statement) const;

    SqliteDb m_db;
    std::string m_path;
    bool m_readOnly = false;
    int m_fileVersion = 0;
};

// A puzzle the learner missed outside training (a mistake not found again in the
// game review, docs/review.md) joins the spaced review as a puzzle missed in
// training does: a failed review attempt at `now` and an SM-2 card due the next day.
[[nodiscard]] std::optional<StoreError> QueueMissedPuzzle(TrainingStore& store,
                                                          const std::string& puzzleId,
                                                          const std::string& game, int64_t now);

}  // namespace chatur::training
