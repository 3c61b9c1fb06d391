// The learner's progress through the library's packs (puzzle records, lesson
// positions, the retry queue, "Continue where I left off" and bookmarks), kept
// in the training database (training.db, schema 3: core/progress/progress_db.h).
// The app hands it the process's one open database (core/training/
// training_database.h); given a path instead it opens one of its own ("" keeps
// it in memory: screenshots, the Try-it pane, tests).
// Records are keyed by the content's stable ids (puzzle ids, lesson ids), so
// editing a pack's text never orphans them. Several learners may share a file.
//
// The readers answer from a copy in memory read at Load; every change is
// written to the database at once, in one transaction of its own (WAL,
// synchronous=FULL), so a crash or kill at any moment loses at most the change
// in flight. Counts are added up in the database itself, so two copies of the
// app on one database add their attempts up. The old text file (progress.txt)
// is read only to import it (progress_import.h).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/training/training_database.h"

namespace chatur::progress {

// How one attempt at a puzzle (or an interactive lesson step) ended (the same
// enum as training's: core/training/attempt.h).
using ItemResult = training::ItemResult;
// "first-try", "after-mistakes", "with-help", "failed".
std::string_view ItemResultKey(ItemResult result);
std::optional<ItemResult> ItemResultFromKey(std::string_view key);

struct ItemRecord {
    int attempts = 0;  // finished attempts
    int solvedFirstTry = 0;
    int solvedAfterMistakes = 0;
    int solvedWithHelp = 0;
    int failed = 0;
    std::optional<ItemResult> lastResult;
    int64_t lastSeen = 0;  // seconds since the epoch

    bool EverSolved() const { return solvedFirstTry + solvedAfterMistakes + solvedWithHelp > 0; }
    bool operator==(const ItemRecord&) const = default;
};

struct LessonRecord {
    bool finished = false;
    int lastStep = 0;  // the step the learner saw last (0-based), for "continue"
    int64_t lastSeen = 0;
    bool operator==(const LessonRecord&) const = default;
};

// Where the learner was last: a pack and an item in it (puzzle or lesson).
struct Bookmark {
    std::string packId;
    std::string itemId;
    bool operator==(const Bookmark&) const = default;
};

// A place the learner marked to come back to: a puzzle, or a step of a lesson.
enum class BookmarkKind : uint8_t { Puzzle, Lesson };
struct SavedBookmark {
    int64_t id = 0;  // the database's row id (set when added)
    BookmarkKind kind = BookmarkKind::Puzzle;
    std::string packId;
    std::string itemId;
    int step = 0;  // lessons: the step (0-based)
    std::string note;
    int64_t time = 0;  // when it was marked
    bool operator==(const SavedBookmark&) const = default;
};

// Everything one learner has done.
struct LearnerProgress {
    std::map<std::string, ItemRecord, std::less<>> items;
    std::map<std::string, LessonRecord, std::less<>> lessons;
    std::vector<std::string> retryQueue;  // "retry my mistakes", oldest first
    std::optional<Bookmark> last;
    bool operator==(const LearnerProgress&) const = default;
};

struct ProgressError {
    enum class Kind : uint8_t {
        Unreadable,   // the file exists but cannot be read (permissions, I/O)
        Corrupt,      // the file is damaged; it was moved to `backupPath`
        WriteFailed,  // a change could not be written; the database is unchanged
    };
    Kind kind = Kind::Corrupt;
    std::string message;                        // for logs; the GUI words the kind itself
    std::string backupPath;                     // Corrupt: where the damaged file now is
    std::optional<training::StoreError> store;  // the database's own error, when it is one
};

class ProgressStore {
public:
    // Opens its own database at `path` on first use.
    explicit ProgressStore(std::string path);
    // Works on a database already opened (its opening error, if any, is Load's).
    explicit ProgressStore(training::OpenedTrainingDatabase database);

    const std::string& Path() const { return m_path; }

    // Opens the database if it is not open yet (made or brought to the current
    // schema as needed) and reads every learner's progress. A damaged or
    // foreign file is kept aside and a fresh one started (the error says
    // where); one that cannot be opened leaves the progress in memory only for
    // this session.
    [[nodiscard]] std::optional<ProgressError> Load();
    // Every change is written when it is made. Save reports the first change
    // since the last Save that could not be written (nothing otherwise) and reads
    // the database again, so another copy of the app's progress shows here too.
    [[nodiscard]] std::optional<ProgressError> Save();

    // The learner whose records the functions below read and write ("" is the
    // default learner of a single-user installation).
    void SetLearner(std::string name);
    const std::string& Learner() const { return m_learner; }
    std::vector<std::string> Learners() const;

    // One finished attempt. A result other than a first-try solve puts the item
    // in the retry queue; a first-try solve takes it out.
    void RecordAttempt(std::string_view itemId, ItemResult result, int64_t now);
    const ItemRecord* Item(std::string_view itemId) const;

    void RecordLessonStep(std::string_view lessonId, int step, int64_t now);
    void FinishLesson(std::string_view lessonId, int64_t now);
    const LessonRecord* Lesson(std::string_view lessonId) const;

    const std::vector<std::string>& RetryQueue() const;
    void RemoveFromRetryQueue(std::string_view itemId);

    // The last place, for "Continue where I left off".
    void SetBookmark(Bookmark bookmark);
    std::optional<Bookmark> GetBookmark() const;

    // The learner's bookmarks, the newest first. Marking the same puzzle (or
    // lesson step) again moves it to the top; `mark.id` and `mark.time` are set.
    [[nodiscard]] std::optional<ProgressError> AddBookmark(SavedBookmark& mark);
    [[nodiscard]] std::optional<ProgressError> RemoveBookmark(int64_t id);
    // The learner's own words on a bookmark ("the Met sacrifice I missed");
    // empty clears them. The bookmark keeps its place in the list.
    [[nodiscard]] std::optional<ProgressError> SetBookmarkNote(int64_t id, std::string note);
    // Marks the puzzle (or lesson step) when it is not marked, otherwise removes
    // its mark: what a Bookmark button and Ctrl+D do.
    [[nodiscard]] std::optional<ProgressError> ToggleBookmark(BookmarkKind kind,
                                                              const std::string& packId,
                                                              const std::string& itemId,
                                                              int step = 0);
    const std::vector<SavedBookmark>& Bookmarks() const { return m_bookmarks; }
    // The bookmark of this puzzle or lesson step, if marked.
    const SavedBookmark* FindBookmark(BookmarkKind kind, std::string_view itemId, int step) const;

    // The share of `itemIds` ever solved, 0..100 (0 for an empty list).
    int SolvedPercent(const std::vector<std::string>& itemIds) const;

    const LearnerProgress& Current() const;
    const std::map<std::string, LearnerProgress>& All() const { return m_learners; }

    // The database (opened on first use), for the import of progress.txt.
    training::TrainingStore& Database();
    // The same, for the process's other users of it (the training context).
    std::shared_ptr<training::TrainingStore> SharedDatabase();

private:
    LearnerProgress& Mutable();
    // Runs `write` in one transaction; a failure is kept for Save to report.
    template <class WriteFn>
    bool Write(WriteFn&& write);
    // Runs `write` as Write does and returns its own failure at once (bookmarks
    // answer their caller); a failure kept for Save stays kept.
    template <class WriteFn>
    [[nodiscard]] std::optional<ProgressError> WriteNow(WriteFn&& write);
    void ReadAll();

    std::string m_path;
    std::string m_learner;
    std::map<std::string, LearnerProgress> m_learners;
    std::vector<SavedBookmark> m_bookmarks;         // the current learner's
    std::shared_ptr<training::TrainingStore> m_db;  // null until opened
    std::optional<ProgressError> m_openError;       // the database could not be opened
    std::optional<ProgressError> m_writeError;      // since the last Save
};

// The old progress file's format (progress_format.cpp), for the import and
// tests: Serialize gives a complete file's text; Parse reads it back or says what
// is wrong with it; ParseProgressTolerant reads every line it can and lists the
// others ("line 12: bad number") and any damage to the whole.
std::string SerializeProgress(const std::map<std::string, LearnerProgress>& learners);
[[nodiscard]] std::optional<std::string> ParseProgress(std::string_view text,
                                                       std::map<std::string, LearnerProgress>& out);
std::vector<std::string> ParseProgressTolerant(std::string_view text,
                                               std::map<std::string, LearnerProgress>& out);

}  // namespace chatur::progress
