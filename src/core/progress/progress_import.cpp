#include "core/progress/progress_import.h"

#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "core/platform/posix_io.h"
#include "core/progress/progress_db.h"

namespace chatur::progress {

using training::SqliteStatement;

namespace {

struct Stamp {
    int64_t size = -1;
    int64_t modifiedNs = -1;
};

}  // namespace

ProgressImport ImportProgressFile(ProgressStore& store, const std::string& textPath, int64_t now) {
    ProgressImport report;
    struct stat st {};
    if (textPath.empty() || stat(textPath.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return report;  // nothing to import
    const Stamp stamp{int64_t(st.st_size), ModifiedNanoseconds(textPath.c_str(), st)};

    training::TrainingStore& database = store.Database();
    if (!database.CanWrite()) return report;  // read only (newer schema): nothing to record
    training::SqliteDb& db = database.Db();
    std::optional<std::string> baseText;
    {
        SqliteStatement known(db,
                              "SELECT size, modified_ns, state FROM progress_imports "
                              "WHERE path = ?");
        known.Bind(1, textPath);
        if (known.Step()) {
            if (known.Int(0) == stamp.size && known.Int(1) == stamp.modifiedNs) return report;
            baseText = known.Text(2);
        }
    }

    std::ifstream in(textPath, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in || in.bad()) {
        report.problems.push_back(textPath + ": cannot be read");
        return report;
    }
    Learners file;
    for (const std::string& problem : ParseProgressTolerant(text.str(), file))
        report.problems.push_back(textPath + ": " + problem);
    Learners base;
    if (baseText && ParseProgress(*baseText, base)) base.clear();
    Learners current;
    if (auto e = ReadAllProgress(db, current)) {
        report.problems.push_back(textPath + ": not imported: " + e->message);
        return report;
    }
    // The database with what the file gained since its last import.
    const Learners merged = MergeProgress(base, file, current);

    training::SqliteTransaction tx(db);
    std::optional<SqliteError> e = tx.BeginError();
    if (!e) e = ReplaceProgress(db, merged);
    if (!e) {
        SqliteStatement record(
            db,
            "INSERT INTO progress_imports (path, size, modified_ns, time, state) "
            "VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (path) DO UPDATE SET "
            "size = ?2, modified_ns = ?3, time = ?4, state = ?5");
        record.Bind(1, textPath)
            .Bind(2, stamp.size)
            .Bind(3, stamp.modifiedNs)
            .Bind(4, now)
            .Bind(5, SerializeProgress(file));
        e = record.Run();
    }
    if (!e) e = tx.Commit();
    if (e) {
        report.problems.push_back(textPath + ": not imported: " + e->message);
        return report;
    }
    report.imported = true;
    for (const auto& [name, p] : file) {
        ++report.learners;
        report.items += int(p.items.size());
        report.lessons += int(p.lessons.size());
    }
    if (auto e = store.Load())
        report.problems.push_back(textPath + ": imported, but not read back: " + e->message);
    return report;
}

}  // namespace chatur::progress
