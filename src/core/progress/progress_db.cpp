#include "core/progress/progress_db.h"

namespace chatur::progress {

using training::SqliteStatement;

namespace {

ItemRecord ItemFrom(const SqliteStatement& st, int first) {
    ItemRecord r;
    r.attempts = int(st.Int(first));
    r.solvedFirstTry = int(st.Int(first + 1));
    r.solvedAfterMistakes = int(st.Int(first + 2));
    r.solvedWithHelp = int(st.Int(first + 3));
    r.failed = int(st.Int(first + 4));
    if (!st.IsNull(first + 5)) r.lastResult = ItemResultFromKey(st.Text(first + 5));
    r.lastSeen = st.Int(first + 6);
    return r;
}

constexpr const char* kItemColumns =
    "attempts, solved_first_try, solved_after_mistakes, solved_with_help, failed, last_result, "
    "last_time";

std::string_view BookmarkKindKey(BookmarkKind kind) {
    return kind == BookmarkKind::Lesson ? "lesson" : "puzzle";
}

}  // namespace

std::optional<SqliteError> ReadAllProgress(SqliteDb& db, Learners& out) {
    out.clear();
    SqliteStatement items(
        db, std::string("SELECT learner, item_id, ") + kItemColumns + " FROM item_records");
    while (items.Step()) out[items.Text(0)].items[items.Text(1)] = ItemFrom(items, 2);
    if (items.Error()) return items.Error();
    SqliteStatement lessons(db,
                            "SELECT learner, lesson_id, step, finished, time FROM lesson_progress");
    while (lessons.Step()) {
        LessonRecord& r = out[lessons.Text(0)].lessons[lessons.Text(1)];
        r.lastStep = int(lessons.Int(2));
        r.finished = lessons.Int(3) != 0;
        r.lastSeen = lessons.Int(4);
    }
    if (lessons.Error()) return lessons.Error();
    SqliteStatement queue(db,
                          "SELECT learner, item_id FROM retry_queue ORDER BY learner, position");
    while (queue.Step()) out[queue.Text(0)].retryQueue.push_back(queue.Text(1));
    if (queue.Error()) return queue.Error();
    SqliteStatement place(db, "SELECT learner, pack_id, item_id FROM last_place");
    while (place.Step()) out[place.Text(0)].last = Bookmark{place.Text(1), place.Text(2)};
    return place.Error();
}

std::optional<ItemRecord> ReadItem(SqliteDb& db, std::string_view learner,
                                   std::string_view itemId) {
    SqliteStatement st(db, std::string("SELECT ") + kItemColumns +
                               " FROM item_records WHERE learner = ? AND item_id = ?");
    st.Bind(1, learner).Bind(2, itemId);
    if (!st.Step()) return std::nullopt;
    return ItemFrom(st, 0);
}

std::vector<std::string> ReadRetryQueue(SqliteDb& db, std::string_view learner) {
    std::vector<std::string> queue;
    SqliteStatement st(db, "SELECT item_id FROM retry_queue WHERE learner = ? ORDER BY position");
    st.Bind(1, learner);
    while (st.Step()) queue.push_back(st.Text(0));
    return queue;
}

std::optional<SqliteError> AddAttempt(SqliteDb& db, std::string_view learner,
                                      std::string_view itemId, ItemResult result, int64_t now) {
    const char* column = "failed";
    switch (result) {
        case ItemResult::SolvedFirstTry:
            column = "solved_first_try";
            break;
        case ItemResult::SolvedAfterMistakes:
            column = "solved_after_mistakes";
            break;
        case ItemResult::SolvedWithHelp:
            column = "solved_with_help";
            break;
        case ItemResult::Failed:
            break;
    }
    SqliteStatement up(
        db, std::string("INSERT INTO item_records (learner, item_id, attempts, ") + column +
                ", last_result, last_time) VALUES (?1, ?2, 1, 1, ?3, ?4) "
                "ON CONFLICT (learner, item_id) DO UPDATE SET attempts = attempts + 1, " +
                column + " = " + column + " + 1, last_result = ?3, last_time = ?4");
    up.Bind(1, learner).Bind(2, itemId).Bind(3, ItemResultKey(result)).Bind(4, now);
    if (auto e = up.Run()) return e;
    if (result == ItemResult::SolvedFirstTry) return RemoveRetry(db, learner, itemId);
    SqliteStatement queue(db,
                          "INSERT OR IGNORE INTO retry_queue (learner, item_id, position) "
                          "SELECT ?1, ?2, coalesce(max(position), 0) + 1 FROM retry_queue "
                          "WHERE learner = ?1");
    queue.Bind(1, learner).Bind(2, itemId);
    return queue.Run();
}

std::optional<SqliteError> WriteLesson(SqliteDb& db, std::string_view learner,
                                       std::string_view lessonId, const LessonRecord& r) {
    // A lesson once finished stays finished (another copy of the app may have finished it).
    SqliteStatement st(db,
                       "INSERT INTO lesson_progress (learner, lesson_id, step, finished, time) "
                       "VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (learner, lesson_id) DO UPDATE "
                       "SET step = ?3, finished = max(finished, ?4), time = ?5");
    st.Bind(1, learner)
        .Bind(2, lessonId)
        .Bind(3, r.lastStep)
        .Bind(4, r.finished ? 1 : 0)
        .Bind(5, r.lastSeen);
    return st.Run();
}

std::optional<SqliteError> RemoveRetry(SqliteDb& db, std::string_view learner,
                                       std::string_view itemId) {
    SqliteStatement st(db, "DELETE FROM retry_queue WHERE learner = ? AND item_id = ?");
    st.Bind(1, learner).Bind(2, itemId);
    return st.Run();
}

std::optional<SqliteError> WriteLastPlace(SqliteDb& db, std::string_view learner,
                                          const Bookmark& place) {
    SqliteStatement st(db,
                       "INSERT INTO last_place (learner, pack_id, item_id) VALUES (?1, ?2, ?3) "
                       "ON CONFLICT (learner) DO UPDATE SET pack_id = ?2, item_id = ?3");
    st.Bind(1, learner).Bind(2, place.packId).Bind(3, place.itemId);
    return st.Run();
}

std::optional<SqliteError> ReplaceProgress(SqliteDb& db, const Learners& learners) {
    for (const auto& [name, p] : learners) {
        for (const char* table : {"item_records", "lesson_progress", "retry_queue", "last_place"}) {
            SqliteStatement clear(db, std::string("DELETE FROM ") + table + " WHERE learner = ?");
            clear.Bind(1, name);
            if (auto e = clear.Run()) return e;
        }
        SqliteStatement item(db, std::string("INSERT INTO item_records (learner, item_id, ") +
                                     kItemColumns + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const auto& [id, r] : p.items) {
            item.Reset();
            item.Bind(1, name)
                .Bind(2, id)
                .Bind(3, r.attempts)
                .Bind(4, r.solvedFirstTry)
                .Bind(5, r.solvedAfterMistakes)
                .Bind(6, r.solvedWithHelp)
                .Bind(7, r.failed);
            if (r.lastResult)
                item.Bind(8, ItemResultKey(*r.lastResult));
            else
                item.BindNull(8);
            item.Bind(9, r.lastSeen);
            if (auto e = item.Run()) return e;
        }
        for (const auto& [id, r] : p.lessons)
            if (auto e = WriteLesson(db, name, id, r)) return e;
        SqliteStatement queue(db,
                              "INSERT OR IGNORE INTO retry_queue (learner, item_id, position) "
                              "VALUES (?, ?, ?)");
        int position = 0;
        for (const std::string& id : p.retryQueue) {
            queue.Reset();
            queue.Bind(1, name).Bind(2, id).Bind(3, ++position);
            if (auto e = queue.Run()) return e;
        }
        if (p.last)
            if (auto e = WriteLastPlace(db, name, *p.last)) return e;
    }
    return std::nullopt;
}

std::optional<SqliteError> InsertBookmark(SqliteDb& db, std::string_view learner,
                                          const SavedBookmark& mark, int64_t* id) {
    SqliteStatement st(db,
                       "INSERT INTO bookmarks (learner, kind, pack_id, item_id, step, note, time) "
                       "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) "
                       "ON CONFLICT (learner, kind, item_id, step) DO UPDATE SET "
                       "pack_id = ?3, note = ?6, time = ?7");
    st.Bind(1, learner)
        .Bind(2, BookmarkKindKey(mark.kind))
        .Bind(3, mark.packId)
        .Bind(4, mark.itemId)
        .Bind(5, mark.step)
        .Bind(6, mark.note)
        .Bind(7, mark.time);
    if (auto e = st.Run()) return e;
    SqliteStatement find(db,
                         "SELECT id FROM bookmarks WHERE learner = ? AND kind = ? AND item_id = ? "
                         "AND step = ?");
    find.Bind(1, learner)
        .Bind(2, BookmarkKindKey(mark.kind))
        .Bind(3, mark.itemId)
        .Bind(4, mark.step);
    if (!find.Step()) return find.Error() ? find.Error() : SqliteError{SQLITE_ERROR, "lost"};
    if (id) *id = find.Int(0);
    return std::nullopt;
}

std::optional<SqliteError> DeleteBookmark(SqliteDb& db, int64_t id) {
    SqliteStatement st(db, "DELETE FROM bookmarks WHERE id = ?");
    st.Bind(1, id);
    return st.Run();
}

std::optional<SqliteError> UpdateBookmarkNote(SqliteDb& db, int64_t id, std::string_view note) {
    SqliteStatement st(db, "UPDATE bookmarks SET note = ? WHERE id = ?");
    st.Bind(1, note).Bind(2, id);
    return st.Run();
}

std::vector<SavedBookmark> ReadBookmarks(SqliteDb& db, std::string_view learner) {
    std::vector<SavedBookmark> marks;
    SqliteStatement st(db,
                       "SELECT id, kind, pack_id, item_id, step, note, time FROM bookmarks "
                       "WHERE learner = ? ORDER BY time DESC, id DESC");
    st.Bind(1, learner);
    while (st.Step()) {
        SavedBookmark m;
        m.id = st.Int(0);
        m.kind = st.Text(1) == "lesson" ? BookmarkKind::Lesson : BookmarkKind::Puzzle;
        m.packId = st.Text(2);
        m.itemId = st.Text(3);
        m.step = int(st.Int(4));
        m.note = st.Text(5);
        m.time = st.Int(6);
        marks.push_back(std::move(m));
    }
    return marks;
}

}  // namespace chatur::progress
