// The learner's progress, kept in one small text file whose path the caller
// chooses (the GUI puts it in the user's data folder; tests in a temp folder).
// Records are keyed by the content's stable ids (puzzle ids, lesson ids), so
// editing a pack's text never orphans them. Several learners may share a file.
//
// Durability: Save writes a temporary file next to the real one, fsyncs it and
// renames it over the old one (then fsyncs the folder), so a crash or a kill at
// any moment leaves either the previous complete file or the new complete file.
// The file ends with a line holding its record count and a checksum; Load
// recognises a damaged file, moves it aside as a backup and reports it as an
// error value for the GUI to show -- it never crashes and never silently starts
// over. While a file could not be read, Save refuses to overwrite it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::progress {

// How one attempt at a puzzle (or an interactive lesson step) ended.
enum class ItemResult : uint8_t { SolvedFirstTry, SolvedAfterMistakes, SolvedWithHelp, Failed };
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
        WriteFailed,  // Save could not write; the previous file is untouched
    };
    Kind kind = Kind::Corrupt;
    std::string message;     // for logs; the GUI words the kind itself
    std::string backupPath;  // Corrupt: where the damaged file now is
};

class ProgressStore {
public:
    explicit ProgressStore(std::string path);

    const std::string& Path() const { return m_path; }

    // Reads the file. A missing file is an empty store (no error).
    std::optional<ProgressError> Load();
    // Writes the file atomically (temporary file, fsync, rename). Another copy of
    // the app may have saved since this one loaded: under a lock on `<file>.lock`
    // the file is read again and this copy's changes are merged into it
    // (progress_merge.h), so neither copy loses the other's progress.
    std::optional<ProgressError> Save();

    // The learner whose records the functions below read and write ("" is the
    // default learner of a single-user installation).
    void SetLearner(std::string name) { m_learner = std::move(name); }
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

    void SetBookmark(Bookmark bookmark);
    std::optional<Bookmark> GetBookmark() const;

    // The share of `itemIds` ever solved, 0..100 (0 for an empty list).
    int SolvedPercent(const std::vector<std::string>& itemIds) const;

    const LearnerProgress& Current() const;
    const std::map<std::string, LearnerProgress>& All() const { return m_learners; }

private:
    LearnerProgress& Mutable();

    std::string m_path;
    std::string m_learner;
    std::map<std::string, LearnerProgress> m_learners;
    std::map<std::string, LearnerProgress> m_base;  // as in the file at the last Load or Save
    // The file's identity then (inode, size, modification time): when it has not
    // changed, Save need not read it again.
    struct FileStamp {
        uint64_t inode = 0, size = 0;
        int64_t modifiedNs = -1;
        bool operator==(const FileStamp&) const = default;
    };
    FileStamp m_stamp;
    static FileStamp StampOf(const std::string& path);
    bool m_blocked = false;  // the file could not be read: do not overwrite it
};

// The file format, exposed for tests: Serialize gives the complete text Save
// writes; Parse reads it back or says what is wrong with it.
std::string SerializeProgress(const std::map<std::string, LearnerProgress>& learners);
std::optional<std::string> ParseProgress(std::string_view text,
                                         std::map<std::string, LearnerProgress>& out);

}  // namespace chatur::progress
