#include "core/progress/progress_store.h"

#include <algorithm>
#include <ctime>
#include <filesystem>

#include "core/progress/progress_db.h"

namespace chatur::progress {

std::string_view ItemResultKey(ItemResult result) {
    switch (result) {
        case ItemResult::SolvedFirstTry:
            return "first-try";
        case ItemResult::SolvedAfterMistakes:
            return "after-mistakes";
        case ItemResult::SolvedWithHelp:
            return "with-help";
        case ItemResult::Failed:
            return "failed";
    }
    return "failed";
}

std::optional<ItemResult> ItemResultFromKey(std::string_view key) {
    for (ItemResult r : {ItemResult::SolvedFirstTry, ItemResult::SolvedAfterMistakes,
                         ItemResult::SolvedWithHelp, ItemResult::Failed})
        if (ItemResultKey(r) == key) return r;
    return std::nullopt;
}

namespace {

ProgressError FromStoreError(const training::StoreError& e) {
    ProgressError error;
    switch (e.kind) {
        case training::StoreErrorKind::Damaged:
        case training::StoreErrorKind::Foreign:
            error.kind = ProgressError::Kind::Corrupt;
            break;
        case training::StoreErrorKind::WriteFailed:
        case training::StoreErrorKind::NewerSchema:
        case training::StoreErrorKind::UnknownSchema:
            error.kind = ProgressError::Kind::WriteFailed;
            break;
        case training::StoreErrorKind::CannotOpen:
        case training::StoreErrorKind::ReadFailed:
        case training::StoreErrorKind::Busy:
        case training::StoreErrorKind::DiskFull:
            error.kind = ProgressError::Kind::Unreadable;
            break;
    }
    error.message = training::DescribeStoreError(e);
    error.backupPath = e.keptAside;
    error.store = e;
    return error;
}

}  // namespace

ProgressStore::ProgressStore(std::string path) : m_path(std::move(path)) {}

ProgressStore::ProgressStore(training::OpenedTrainingDatabase database)
    : m_path(std::move(database.path)), m_db(std::move(database.store)) {
    if (database.error) m_openError = FromStoreError(*database.error);
}

training::TrainingStore& ProgressStore::Database() {
    if (m_db) return *m_db;
    training::OpenedTrainingDatabase opened =
        training::OpenTrainingDatabase(m_path, training::IfUnopenable::KeepInMemory);
    m_db = std::move(opened.store);
    if (opened.error) m_openError = FromStoreError(*opened.error);
    return *m_db;
}

std::shared_ptr<training::TrainingStore> ProgressStore::SharedDatabase() {
    Database();
    return m_db;
}

std::optional<ProgressError> ProgressStore::Load() {
    m_writeError.reset();
    ReadAll();
    return m_openError;
}

void ProgressStore::ReadAll() {
    training::SqliteDb& db = Database().Db();
    std::map<std::string, LearnerProgress> learners;
    if (!ReadAllProgress(db, learners)) m_learners = std::move(learners);
    m_bookmarks = ReadBookmarks(db, m_learner);
}

std::optional<ProgressError> ProgressStore::Save() {
    std::optional<ProgressError> error = std::move(m_writeError);
    m_writeError.reset();
    if (!error && m_openError && m_openError->kind != ProgressError::Kind::Corrupt) {
        error = m_openError;
        error->kind = ProgressError::Kind::WriteFailed;
    }
    ReadAll();
    return error;
}

template <class WriteFn>
bool ProgressStore::Write(WriteFn&& write) {
    training::TrainingStore& store = Database();
    auto fail = [&](const std::optional<training::SqliteError>& e) {
        if (!m_writeError) m_writeError = FromStoreError(store.WriteError(e));
        return false;
    };
    if (!store.CanWrite()) {
        if (!m_writeError && m_openError) {
            m_writeError = m_openError;
            m_writeError->kind = ProgressError::Kind::WriteFailed;
        }
        return false;
    }
    training::SqliteTransaction tx(store.Db());
    if (tx.BeginError()) return fail(tx.BeginError());
    if (auto e = write(store.Db())) return fail(e);
    if (auto e = tx.Commit()) return fail(e);
    return true;
}

template <class WriteFn>
std::optional<ProgressError> ProgressStore::WriteNow(WriteFn&& write) {
    std::optional<ProgressError> pending = std::move(m_writeError);  // Save's to report
    m_writeError.reset();
    Write(std::forward<WriteFn>(write));
    std::optional<ProgressError> error = std::move(m_writeError);
    m_writeError = std::move(pending);
    return error;
}

void ProgressStore::SetLearner(std::string name) {
    m_learner = std::move(name);
    if (m_db) m_bookmarks = ReadBookmarks(m_db->Db(), m_learner);
}

std::vector<std::string> ProgressStore::Learners() const {
    std::vector<std::string> names;
    for (const auto& [name, progress] : m_learners) names.push_back(name);
    return names;
}

const LearnerProgress& ProgressStore::Current() const {
    static const LearnerProgress kEmpty;
    auto it = m_learners.find(m_learner);
    return it == m_learners.end() ? kEmpty : it->second;
}

LearnerProgress& ProgressStore::Mutable() {
    return m_learners[m_learner];
}

void ProgressStore::RecordAttempt(std::string_view itemId, ItemResult result, int64_t now) {
    LearnerProgress& p = Mutable();
    ItemRecord& r = p.items[std::string(itemId)];
    ++r.attempts;
    switch (result) {
        case ItemResult::SolvedFirstTry:
            ++r.solvedFirstTry;
            break;
        case ItemResult::SolvedAfterMistakes:
            ++r.solvedAfterMistakes;
            break;
        case ItemResult::SolvedWithHelp:
            ++r.solvedWithHelp;
            break;
        case ItemResult::Failed:
            ++r.failed;
            break;
    }
    r.lastResult = result;
    r.lastSeen = now;
    auto& queue = p.retryQueue;
    auto it = std::find(queue.begin(), queue.end(), itemId);
    if (result == ItemResult::SolvedFirstTry) {
        if (it != queue.end()) queue.erase(it);
    } else if (it == queue.end()) {
        queue.emplace_back(itemId);
    }
    if (!Write(
            [&](training::SqliteDb& db) { return AddAttempt(db, m_learner, itemId, result, now); }))
        return;
    // The database adds up what other copies of the app recorded too.
    if (auto stored = ReadItem(m_db->Db(), m_learner, itemId)) r = *stored;
    queue = ReadRetryQueue(m_db->Db(), m_learner);
}

const ItemRecord* ProgressStore::Item(std::string_view itemId) const {
    const auto& items = Current().items;
    auto it = items.find(itemId);
    return it == items.end() ? nullptr : &it->second;
}

void ProgressStore::RecordLessonStep(std::string_view lessonId, int step, int64_t now) {
    LessonRecord& r = Mutable().lessons[std::string(lessonId)];
    r.lastStep = step;
    r.lastSeen = now;
    Write([&](training::SqliteDb& db) { return WriteLesson(db, m_learner, lessonId, r); });
}

void ProgressStore::FinishLesson(std::string_view lessonId, int64_t now) {
    LessonRecord& r = Mutable().lessons[std::string(lessonId)];
    r.finished = true;
    r.lastSeen = now;
    Write([&](training::SqliteDb& db) { return WriteLesson(db, m_learner, lessonId, r); });
}

const LessonRecord* ProgressStore::Lesson(std::string_view lessonId) const {
    const auto& lessons = Current().lessons;
    auto it = lessons.find(lessonId);
    return it == lessons.end() ? nullptr : &it->second;
}

const std::vector<std::string>& ProgressStore::RetryQueue() const {
    return Current().retryQueue;
}

void ProgressStore::RemoveFromRetryQueue(std::string_view itemId) {
    auto& queue = Mutable().retryQueue;
    queue.erase(std::remove(queue.begin(), queue.end(), itemId), queue.end());
    Write([&](training::SqliteDb& db) { return RemoveRetry(db, m_learner, itemId); });
}

void ProgressStore::SetBookmark(Bookmark bookmark) {
    if (Current().last == bookmark) return;
    Mutable().last = std::move(bookmark);
    Write([&](training::SqliteDb& db) { return WriteLastPlace(db, m_learner, *Current().last); });
}

std::optional<Bookmark> ProgressStore::GetBookmark() const {
    return Current().last;
}

int ProgressStore::SolvedPercent(const std::vector<std::string>& itemIds) const {
    if (itemIds.empty()) return 0;
    size_t solved = 0;
    for (const std::string& id : itemIds) {
        const ItemRecord* r = Item(id);
        if (r && r->EverSolved()) ++solved;
    }
    return int(solved * 100 / itemIds.size());
}

std::optional<ProgressError> ProgressStore::AddBookmark(SavedBookmark& mark) {
    if (mark.time == 0) mark.time = int64_t(std::time(nullptr));
    std::optional<ProgressError> error = WriteNow(
        [&](training::SqliteDb& db) { return InsertBookmark(db, m_learner, mark, &mark.id); });
    m_bookmarks = ReadBookmarks(m_db->Db(), m_learner);
    if (error) {
        // Not saved: kept for this session all the same.
        mark.id = -int64_t(m_bookmarks.size()) - 1;
        m_bookmarks.insert(m_bookmarks.begin(), mark);
    }
    return error;
}

std::optional<ProgressError> ProgressStore::RemoveBookmark(int64_t id) {
    std::optional<ProgressError> error =
        WriteNow([&](training::SqliteDb& db) { return DeleteBookmark(db, id); });
    m_bookmarks.erase(std::remove_if(m_bookmarks.begin(), m_bookmarks.end(),
                                     [&](const SavedBookmark& m) { return m.id == id; }),
                      m_bookmarks.end());
    return error;
}

std::optional<ProgressError> ProgressStore::SetBookmarkNote(int64_t id, std::string note) {
    std::optional<ProgressError> error =
        WriteNow([&](training::SqliteDb& db) { return UpdateBookmarkNote(db, id, note); });
    for (SavedBookmark& m : m_bookmarks)
        if (m.id == id) m.note = std::move(note);  // kept for this session if not saved
    return error;
}

std::optional<ProgressError> ProgressStore::ToggleBookmark(BookmarkKind kind,
                                                           const std::string& packId,
                                                           const std::string& itemId, int step) {
    if (const SavedBookmark* mark = FindBookmark(kind, itemId, step))
        return RemoveBookmark(mark->id);
    SavedBookmark added;
    added.kind = kind;
    added.packId = packId;
    added.itemId = itemId;
    added.step = kind == BookmarkKind::Lesson ? step : 0;
    return AddBookmark(added);
}

const SavedBookmark* ProgressStore::FindBookmark(BookmarkKind kind, std::string_view itemId,
                                                 int step) const {
    for (const SavedBookmark& m : m_bookmarks)
        if (m.kind == kind && m.itemId == itemId &&
            (kind == BookmarkKind::Puzzle || m.step == step))
            return &m;
    return nullptr;
}

}  // namespace chatur::progress
