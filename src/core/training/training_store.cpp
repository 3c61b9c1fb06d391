// TrainingStore: recording attempts and reading the record back.
#include "core/training/training_store.h"

namespace chatur::training {

namespace {

Glicko2Rating ReadRating(const SqliteStatement& st, int first) {
    return {st.Real(first), st.Real(first + 1), st.Real(first + 2)};
}

ReviewCard ReadCard(const SqliteStatement& st) {
    return {st.Text(0), st.Text(1),     st.Int(2),     st.Real(3),
            st.Real(4), int(st.Int(5)), int(st.Int(6))};
}

constexpr const char* kCardColumns =
    "SELECT puzzle_id, game, due, interval_days, ease, repetitions, lapses FROM review_cards ";

}  // namespace

std::optional<StoreError> TrainingStore::Commit(const AttemptCommit& commit, int64_t* attemptId) {
    return Commit([&]() -> StoreRead<AttemptCommit> { return commit; }, attemptId);
}

std::optional<StoreError> TrainingStore::Commit(const PrepareCommit& prepare, int64_t* attemptId) {
    if (!m_db.IsOpen()) return Error(StoreErrorKind::CannotOpen, m_db.LastError());
    if (m_readOnly) {
        StoreError error = Error(StoreErrorKind::NewerSchema, std::nullopt);
        error.schemaVersion = m_fileVersion;
        return error;
    }
    SqliteTransaction tx(m_db);
    if (tx.BeginError()) return Error(StoreErrorKind::WriteFailed, tx.BeginError());
    StoreRead<AttemptCommit> prepared = prepare();
    if (const StoreError* error = std::get_if<StoreError>(&prepared)) return *error;
    const AttemptCommit& c = std::get<AttemptCommit>(prepared);
    const Attempt& a = c.attempt;
    SqliteStatement insert(
        m_db,
        "INSERT INTO attempts (game, puzzle_id, time, mode, result, mistakes, hints_used, "
        "last_hint_used, answer_shown, time_taken_ms, rated_solved) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insert.Bind(1, a.game)
        .Bind(2, a.puzzleId)
        .Bind(3, a.time)
        .Bind(4, AttemptModeKey(a.mode))
        .Bind(5, AttemptResultKey(a.result))
        .Bind(6, a.mistakes)
        .Bind(7, a.hintsUsed)
        .Bind(8, int(a.lastHintUsed))
        .Bind(9, int(a.answerShown))
        .Bind(10, a.timeTakenMs)
        .Bind(11, int(RatedAsSolved(a)));
    if (auto e = insert.Run()) return Error(StoreErrorKind::WriteFailed, e);
    const int64_t id = m_db.LastInsertRowId();

    if (c.learnerAfter) {
        const Glicko2Rating& r = *c.learnerAfter;
        SqliteStatement up(m_db,
                           "INSERT INTO learner_ratings (game, rating, rd, volatility, "
                           "rated_attempts, updated) VALUES (?1, ?2, ?3, ?4, 1, ?5) "
                           "ON CONFLICT (game) DO UPDATE SET rating = ?2, rd = ?3, "
                           "volatility = ?4, rated_attempts = rated_attempts + 1, updated = ?5");
        up.Bind(1, a.game).Bind(2, r.rating).Bind(3, r.rd).Bind(4, r.volatility).Bind(5, a.time);
        if (auto e = up.Run()) return Error(StoreErrorKind::WriteFailed, e);
        SqliteStatement hist(m_db,
                             "INSERT INTO learner_rating_history (game, attempt_id, time, rating, "
                             "rd, volatility) VALUES (?, ?, ?, ?, ?, ?)");
        hist.Bind(1, a.game)
            .Bind(2, id)
            .Bind(3, a.time)
            .Bind(4, r.rating)
            .Bind(5, r.rd)
            .Bind(6, r.volatility);
        if (auto e = hist.Run()) return Error(StoreErrorKind::WriteFailed, e);
    }
    if (c.puzzleAfter) {
        const PuzzleRatingRow& p = *c.puzzleAfter;
        SqliteStatement up(m_db,
                           "INSERT OR REPLACE INTO puzzle_ratings (puzzle_id, game, rating, rd, "
                           "volatility, rated_attempts) VALUES (?, ?, ?, ?, ?, ?)");
        up.Bind(1, p.puzzleId)
            .Bind(2, p.game)
            .Bind(3, p.rating.rating)
            .Bind(4, p.rating.rd)
            .Bind(5, p.rating.volatility)
            .Bind(6, p.attempts);
        if (auto e = up.Run()) return Error(StoreErrorKind::WriteFailed, e);
    }
    if (c.card) {
        const ReviewCard& r = *c.card;
        SqliteStatement up(
            m_db,
            "INSERT OR REPLACE INTO review_cards (puzzle_id, game, due, "
            "interval_days, ease, repetitions, lapses) VALUES (?, ?, ?, ?, ?, ?, ?)");
        up.Bind(1, r.puzzleId)
            .Bind(2, r.game)
            .Bind(3, r.due)
            .Bind(4, r.intervalDays)
            .Bind(5, r.ease)
            .Bind(6, r.repetitions)
            .Bind(7, r.lapses);
        if (auto e = up.Run()) return Error(StoreErrorKind::WriteFailed, e);
    }
    if (auto e = tx.Commit()) return Error(StoreErrorKind::WriteFailed, e);
    if (attemptId) *attemptId = id;
    return std::nullopt;
}

StoreError TrainingStore::ReadError(const SqliteStatement& statement) const {
    return Error(StoreErrorKind::ReadFailed, statement.Error());
}

StoreRead<Glicko2Rating> TrainingStore::LearnerRating(const std::string& game) {
    SqliteStatement st(m_db, "SELECT rating, rd, volatility FROM learner_ratings WHERE game = ?");
    st.Bind(1, game);
    if (st.Step()) return ReadRating(st, 0);
    if (st.Error()) return ReadError(st);
    return Glicko2Rating{};
}

StoreRead<int64_t> TrainingStore::LearnerRatingUpdated(const std::string& game) {
    SqliteStatement st(m_db, "SELECT updated FROM learner_ratings WHERE game = ?");
    st.Bind(1, game);
    if (st.Step()) return st.Int(0);
    if (st.Error()) return ReadError(st);
    return int64_t(0);
}

bool TrainingStore::AttemptedSince(const std::string& game, const std::string& puzzleId,
                                   int64_t since) {
    SqliteStatement st(m_db,
                       "SELECT 1 FROM attempts WHERE puzzle_id = ? AND game = ? AND time >= ? "
                       "LIMIT 1");
    st.Bind(1, puzzleId).Bind(2, game).Bind(3, since);
    return st.Step();
}

std::vector<RatingPoint> TrainingStore::RatingHistory(const std::string& game) {
    std::vector<RatingPoint> points;
    SqliteStatement st(m_db,
                       "SELECT time, attempt_id, rating, rd, volatility FROM "
                       "learner_rating_history WHERE game = ? ORDER BY id");
    st.Bind(1, game);
    while (st.Step()) points.push_back({st.Int(0), st.Int(1), ReadRating(st, 2)});
    return points;
}

StoreRead<std::optional<PuzzleRatingRow>> TrainingStore::PuzzleRating(const std::string& puzzleId) {
    SqliteStatement st(m_db,
                       "SELECT puzzle_id, game, rating, rd, volatility, rated_attempts FROM "
                       "puzzle_ratings WHERE puzzle_id = ?");
    st.Bind(1, puzzleId);
    if (st.Step())
        return std::optional(
            PuzzleRatingRow{st.Text(0), st.Text(1), ReadRating(st, 2), int(st.Int(5))});
    if (st.Error()) return ReadError(st);
    return std::optional<PuzzleRatingRow>();
}

std::vector<PuzzleRatingRow> TrainingStore::PuzzleRatings(const std::string& game) {
    std::vector<PuzzleRatingRow> rows;
    SqliteStatement st(m_db,
                       "SELECT puzzle_id, game, rating, rd, volatility, rated_attempts FROM "
                       "puzzle_ratings WHERE game = ?");
    st.Bind(1, game);
    while (st.Step()) rows.push_back({st.Text(0), st.Text(1), ReadRating(st, 2), int(st.Int(5))});
    return rows;
}

std::vector<std::string> TrainingStore::RecentPuzzles(const std::string& game, int limit) {
    std::vector<std::string> ids;
    SqliteStatement st(m_db,
                       "SELECT puzzle_id FROM attempts WHERE game = ? ORDER BY id DESC LIMIT ?");
    st.Bind(1, game).Bind(2, limit);
    while (st.Step()) ids.push_back(st.Text(0));
    return ids;
}

StoreRead<std::optional<ReviewCard>> TrainingStore::Card(const std::string& puzzleId) {
    SqliteStatement st(m_db, std::string(kCardColumns) + "WHERE puzzle_id = ?");
    st.Bind(1, puzzleId);
    if (st.Step()) return std::optional(ReadCard(st));
    if (st.Error()) return ReadError(st);
    return std::optional<ReviewCard>();
}

std::vector<ReviewCard> TrainingStore::DueReviews(const std::string& game, int64_t now, int limit) {
    std::vector<ReviewCard> cards;
    SqliteStatement st(
        m_db, std::string(kCardColumns) + "WHERE game = ? AND due <= ? ORDER BY due LIMIT ?");
    st.Bind(1, game).Bind(2, now).Bind(3, limit);
    while (st.Step()) cards.push_back(ReadCard(st));
    return cards;
}

int TrainingStore::CountDue(const std::string& game, int64_t now) {
    SqliteStatement st(m_db, "SELECT count(*) FROM review_cards WHERE game = ? AND due <= ?");
    st.Bind(1, game).Bind(2, now);
    return st.Step() ? int(st.Int(0)) : 0;
}

int64_t TrainingStore::LastAttemptTime(const std::string& game) {
    SqliteStatement st(m_db, "SELECT max(time) FROM attempts WHERE game = ?");
    st.Bind(1, game);
    return st.Step() ? st.Int(0) : 0;
}

int TrainingStore::CountCards(const std::string& game) {
    SqliteStatement st(m_db, "SELECT count(*) FROM review_cards WHERE game = ?");
    st.Bind(1, game);
    return st.Step() ? int(st.Int(0)) : 0;
}

int TrainingStore::CountAttempts(const std::string& game) {
    SqliteStatement st(m_db, "SELECT count(*) FROM attempts WHERE game = ?");
    st.Bind(1, game);
    return st.Step() ? int(st.Int(0)) : 0;
}

std::vector<Attempt> TrainingStore::Attempts(const std::string& game) {
    std::vector<Attempt> out;
    SqliteStatement st(m_db,
                       "SELECT puzzle_id, game, time, result, mode, mistakes, hints_used, "
                       "last_hint_used, answer_shown, time_taken_ms FROM attempts WHERE game = ? "
                       "ORDER BY id");
    st.Bind(1, game);
    while (st.Step()) {
        Attempt a;
        a.puzzleId = st.Text(0);
        a.game = st.Text(1);
        a.time = st.Int(2);
        a.result = st.Text(3) == "solved" ? AttemptResult::Solved : AttemptResult::Failed;
        a.mode = st.Text(4) == "review" ? AttemptMode::Review : AttemptMode::Rated;
        a.mistakes = int(st.Int(5));
        a.hintsUsed = int(st.Int(6));
        a.lastHintUsed = st.Int(7) != 0;
        a.answerShown = st.Int(8) != 0;
        a.timeTakenMs = st.Int(9);
        out.push_back(a);
    }
    return out;
}

}  // namespace chatur::training
