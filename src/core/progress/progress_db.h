// The learner's progress through the library's packs in the training database
// (schema version 3, docs/training.md): per learner name, the item records, the
// lesson positions, the retry queue, the last place ("Continue where I left
// off") and the bookmarks. Functions over an open connection; the caller holds
// the transaction (ProgressStore makes each change one).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/progress/progress_merge.h"
#include "core/progress/progress_store.h"
#include "core/training/sqlite_db.h"

namespace chatur::progress {

using training::SqliteDb;
using training::SqliteError;

// Every learner's progress, as the file format held it.
[[nodiscard]] std::optional<SqliteError> ReadAllProgress(SqliteDb& db, Learners& out);
// One learner's record of one item (nothing when it has none).
std::optional<ItemRecord> ReadItem(SqliteDb& db, std::string_view learner, std::string_view itemId);
std::vector<std::string> ReadRetryQueue(SqliteDb& db, std::string_view learner);

// One finished attempt: the counts grow in the database itself (so two copies of
// the app add up), and the retry queue follows the result.
[[nodiscard]] std::optional<SqliteError> AddAttempt(SqliteDb& db, std::string_view learner,
                                                    std::string_view itemId, ItemResult result,
                                                    int64_t now);
[[nodiscard]] std::optional<SqliteError> WriteLesson(SqliteDb& db, std::string_view learner,
                                                     std::string_view lessonId,
                                                     const LessonRecord& record);
[[nodiscard]] std::optional<SqliteError> RemoveRetry(SqliteDb& db, std::string_view learner,
                                                     std::string_view itemId);
[[nodiscard]] std::optional<SqliteError> WriteLastPlace(SqliteDb& db, std::string_view learner,
                                                        const Bookmark& place);
// Replaces the named learners' whole progress with `learners` (the import).
[[nodiscard]] std::optional<SqliteError> ReplaceProgress(SqliteDb& db, const Learners& learners);

// Bookmarks.
[[nodiscard]] std::optional<SqliteError> InsertBookmark(SqliteDb& db, std::string_view learner,
                                                        const SavedBookmark& mark, int64_t* id);
[[nodiscard]] std::optional<SqliteError> DeleteBookmark(SqliteDb& db, int64_t id);
[[nodiscard]] std::optional<SqliteError> UpdateBookmarkNote(SqliteDb& db, int64_t id,
                                                            std::string_view note);
std::vector<SavedBookmark> ReadBookmarks(SqliteDb& db, std::string_view learner);

}  // namespace chatur::progress
