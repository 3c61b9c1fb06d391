// A small RAII layer over SQLite's C API for the training store: a connection
// that closes itself, and prepared statements that bind by position, step, read
// columns and finalize themselves. Errors are values (SqliteError) carrying
// SQLite's result code and message; nothing here throws.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace chatur::training {

struct SqliteError {
    int code = SQLITE_ERROR;  // SQLite's primary result code
    std::string message;
    int extended = 0;  // its extended code when known (SQLITE_IOERR_SHMSIZE...), else 0
};

class SqliteStatement;

class SqliteDb {
public:
    SqliteDb() = default;
    ~SqliteDb() { Close(); }
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;
    SqliteDb(SqliteDb&& other) noexcept : m_db(other.m_db) { other.m_db = nullptr; }
    SqliteDb& operator=(SqliteDb&& other) noexcept;

    // Opens (creating when missing) a database file for reading and writing.
    [[nodiscard]] std::optional<SqliteError> Open(const std::string& path);
    void Close();
    bool IsOpen() const { return m_db != nullptr; }

    // Runs one or more statements without results.
    [[nodiscard]] std::optional<SqliteError> Exec(std::string_view sql);
    // Runs a statement returning one integer (e.g. a PRAGMA); nullopt in `error` on success.
    std::optional<int64_t> QueryInt(std::string_view sql,
                                    std::optional<SqliteError>* error = nullptr);
    std::optional<std::string> QueryText(std::string_view sql,
                                         std::optional<SqliteError>* error = nullptr);

    SqliteError LastError() const;
    int64_t LastInsertRowId() const { return sqlite3_last_insert_rowid(m_db); }
    sqlite3* Handle() const { return m_db; }

private:
    sqlite3* m_db = nullptr;
};

class SqliteStatement {
public:
    SqliteStatement(SqliteDb& db, std::string_view sql);
    ~SqliteStatement() { sqlite3_finalize(m_stmt); }
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    // Whether preparing succeeded; otherwise Error() says why.
    bool Ok() const { return m_stmt != nullptr; }
    const std::optional<SqliteError>& Error() const { return m_error; }

    // Bind by 1-based position; returns *this for chaining. A failure is kept in Error().
    SqliteStatement& Bind(int index, int64_t value);
    SqliteStatement& Bind(int index, int value) { return Bind(index, int64_t(value)); }
    SqliteStatement& Bind(int index, double value);
    SqliteStatement& Bind(int index, std::string_view value);
    SqliteStatement& BindNull(int index);

    // Steps once: true while a row is available; false when done or on error
    // (check Error()).
    bool Step();
    // Runs a statement without results to its end; the error, if any.
    [[nodiscard]] std::optional<SqliteError> Run();
    void Reset();

    int64_t Int(int column) const { return sqlite3_column_int64(m_stmt, column); }
    double Real(int column) const { return sqlite3_column_double(m_stmt, column); }
    std::string Text(int column) const;
    bool IsNull(int column) const { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }

private:
    void Keep(int rc);

    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
    std::optional<SqliteError> m_error;
};

// A transaction that rolls back unless committed (BEGIN IMMEDIATE: the write
// lock is taken at once, so a second writer waits or fails before any work).
class SqliteTransaction {
public:
    explicit SqliteTransaction(SqliteDb& db);
    ~SqliteTransaction();
    SqliteTransaction(const SqliteTransaction&) = delete;
    SqliteTransaction& operator=(const SqliteTransaction&) = delete;

    const std::optional<SqliteError>& BeginError() const { return m_beginError; }
    [[nodiscard]] std::optional<SqliteError> Commit();

private:
    SqliteDb& m_db;
    bool m_open = false;
    std::optional<SqliteError> m_beginError;
};

}  // namespace chatur::training
