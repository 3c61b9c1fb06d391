// TrainingStore: the learner's records (best streak), and a puzzle missed
// outside training put in the spaced review.
#include "core/training/training_store.h"

namespace chatur::training {

std::optional<int64_t> TrainingStore::Record(const std::string& game, const std::string& key) {
    SqliteStatement st(m_db, "SELECT value FROM learner_records WHERE game = ? AND key = ?");
    st.Bind(1, game).Bind(2, key);
    if (!st.Step()) return std::nullopt;
    return st.Int(0);
}

std::optional<StoreError> TrainingStore::KeepBest(const std::string& game, const std::string& key,
                                                  int64_t value) {
    if (!m_db.IsOpen()) return Error(StoreErrorKind::CannotOpen, m_db.LastError());
    if (m_readOnly) {
        StoreError error = Error(StoreErrorKind::NewerSchema, std::nullopt);
        error.schemaVersion = m_fileVersion;
        return error;
    }
    SqliteStatement up(m_db,
                       "INSERT INTO learner_records (game, key, value) VALUES (?1, ?2, ?3) "
                       "ON CONFLICT (game, key) DO UPDATE SET value = max(value, ?3)");
    up.Bind(1, game).Bind(2, key).Bind(3, value);
    if (auto e = up.Run()) return Error(StoreErrorKind::WriteFailed, e);
    return std::nullopt;
}

std::optional<StoreError> QueueMissedPuzzle(TrainingStore& store, const std::string& puzzleId,
                                            const std::string& game, int64_t now) {
    AttemptCommit commit;
    commit.attempt = {puzzleId, game, now, AttemptResult::Failed, AttemptMode::Review};
    commit.card = ScheduleReview(std::nullopt, puzzleId, game, 0, now);
    return store.Commit(commit);
}

}  // namespace chatur::training
