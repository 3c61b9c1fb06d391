#include "core/training/sqlite_db.h"

namespace chatur::training {

SqliteDb& SqliteDb::operator=(SqliteDb&& other) noexcept {
    if (this != &other) {
        Close();
        m_db = other.m_db;
        other.m_db = nullptr;
    }
    return *this;
}

std::optional<SqliteError> SqliteDb::Open(const std::string& path) {
    Close();
    const int rc =
        sqlite3_open_v2(path.c_str(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        SqliteError error{rc, m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc)};
        Close();
        return error;
    }
    sqlite3_extended_result_codes(m_db, 0);
    sqlite3_busy_timeout(m_db, 5000);
    return std::nullopt;
}

void SqliteDb::Close() {
    if (m_db) sqlite3_close_v2(m_db);
    m_db = nullptr;
}

SqliteError SqliteDb::LastError() const {
    if (!m_db) return {SQLITE_MISUSE, "the database is not open"};
    return {sqlite3_errcode(m_db), sqlite3_errmsg(m_db), sqlite3_extended_errcode(m_db)};
}

std::optional<SqliteError> SqliteDb::Exec(std::string_view sql) {
    if (!m_db) return LastError();
    const std::string text(sql);
    char* message = nullptr;
    const int rc = sqlite3_exec(m_db, text.c_str(), nullptr, nullptr, &message);
    if (rc == SQLITE_OK) return std::nullopt;
    SqliteError error{rc, message ? message : sqlite3_errstr(rc), sqlite3_extended_errcode(m_db)};
    sqlite3_free(message);
    return error;
}

std::optional<int64_t> SqliteDb::QueryInt(std::string_view sql, std::optional<SqliteError>* error) {
    SqliteStatement st(*this, sql);
    if (st.Step()) return st.Int(0);
    if (error) *error = st.Error();
    return std::nullopt;
}

std::optional<std::string> SqliteDb::QueryText(std::string_view sql,
                                               std::optional<SqliteError>* error) {
    SqliteStatement st(*this, sql);
    if (st.Step()) return st.Text(0);
    if (error) *error = st.Error();
    return std::nullopt;
}

SqliteStatement::SqliteStatement(SqliteDb& db, std::string_view sql) : m_db(db.Handle()) {
    if (!m_db) {
        m_error = db.LastError();
        return;
    }
    const int rc = sqlite3_prepare_v2(m_db, sql.data(), int(sql.size()), &m_stmt, nullptr);
    if (rc != SQLITE_OK) {
        m_error = SqliteError{rc, sqlite3_errmsg(m_db), sqlite3_extended_errcode(m_db)};
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

void SqliteStatement::Keep(int rc) {
    if (rc != SQLITE_OK && !m_error)
        m_error = SqliteError{rc, sqlite3_errmsg(m_db), sqlite3_extended_errcode(m_db)};
}

SqliteStatement& SqliteStatement::Bind(int index, int64_t value) {
    if (m_stmt) Keep(sqlite3_bind_int64(m_stmt, index, value));
    return *this;
}

SqliteStatement& SqliteStatement::Bind(int index, double value) {
    if (m_stmt) Keep(sqlite3_bind_double(m_stmt, index, value));
    return *this;
}

SqliteStatement& SqliteStatement::Bind(int index, std::string_view value) {
    if (m_stmt)
        Keep(sqlite3_bind_text(m_stmt, index, value.data(), int(value.size()), SQLITE_TRANSIENT));
    return *this;
}

SqliteStatement& SqliteStatement::BindNull(int index) {
    if (m_stmt) Keep(sqlite3_bind_null(m_stmt, index));
    return *this;
}

bool SqliteStatement::Step() {
    if (!m_stmt || m_error) return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) return true;
    if (rc != SQLITE_DONE) Keep(rc);
    return false;
}

std::optional<SqliteError> SqliteStatement::Run() {
    while (Step()) {
    }
    return m_error;
}

void SqliteStatement::Reset() {
    if (!m_stmt) return;
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
    m_error.reset();
}

std::string SqliteStatement::Text(int column) const {
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    return text ? std::string(text, size_t(sqlite3_column_bytes(m_stmt, column))) : std::string();
}

SqliteTransaction::SqliteTransaction(SqliteDb& db) : m_db(db) {
    m_beginError = m_db.Exec("BEGIN IMMEDIATE");
    m_open = !m_beginError;
}

SqliteTransaction::~SqliteTransaction() {
    // A destructor has no one to tell: should ROLLBACK fail, the connection's
    // next BEGIN fails and says so, and closing it rolls the transaction back.
    if (m_open && m_db.Exec("ROLLBACK")) return;
}

std::optional<SqliteError> SqliteTransaction::Commit() {
    if (!m_open) return m_beginError ? m_beginError : SqliteError{SQLITE_MISUSE, "no transaction"};
    auto error = m_db.Exec("COMMIT");
    if (!error) m_open = false;
    return error;
}

}  // namespace chatur::training
