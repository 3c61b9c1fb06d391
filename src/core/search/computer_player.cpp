#include "core/search/computer_player.h"

#include <algorithm>

#include "core/search/evaluation.h"
#include "core/tablebase/tablebase.h"

namespace chatur {

std::string_view LevelKey(Level level) {
    switch (level) {
        case Level::Easy:
            return "easy";
        case Level::Normal:
            return "normal";
        case Level::Hard:
            return "hard";
        case Level::Maximum:
            return "maximum";
    }
    return "normal";
}

std::optional<Level> LevelFromKey(std::string_view key) {
    for (Level l : kAllLevels)
        if (LevelKey(l) == key) return l;
    return std::nullopt;
}

LevelSettings SettingsFor(Level level) {
    switch (level) {
        case Level::Easy:
            return {2, 1000, 40, 20};
        case Level::Normal:
            return {4, 1500, 0, 0};
        case Level::Hard:
            return {64, 2000, 0, 0};
        case Level::Maximum:
            return {64, 10000, 0, 0, 0, 128};
    }
    return {};
}

int ApproximateRating(Level level, VariantId variant) {
    const bool makruk = variant == VariantId::Makruk;
    switch (level) {
        case Level::Easy:
            return makruk ? 1250 : 1150;
        case Level::Normal:
            return 1950;  // in both games
        case Level::Hard:
            return makruk ? 2700 : 2600;
        case Level::Maximum:
            // Hard's rating plus Maximum's Elo against Hard at five times its nodes.
            return 2950;  // in both games (docs/engine.md)
    }
    return 0;
}

ComputerPlayer::ComputerPlayer(Level level, uint64_t seed)
    : ComputerPlayer(SettingsFor(level), seed) {}

ComputerPlayer::ComputerPlayer(const LevelSettings& settings, uint64_t seed)
    : m_engine(settings.hashMegabytes), m_settings(settings), m_rng(seed) {}

Move ComputerPlayer::ChooseMove(const Game& game, std::stop_token stop,
                                const ProgressCallback& progress) {
    MoveList legal = game.LegalMoves();
    if (legal.Empty()) return Move();
    SearchLimits limits;
    limits.maxDepth = m_settings.maxDepth;
    limits.moveTimeMs = m_settings.moveTimeMs;
    limits.maxNodes = m_settings.maxNodes;
    limits.stop = stop;
    if (auto move = TablebaseMove(game, limits)) return *move;
    if (m_settings.noiseCp == 0 && m_settings.blunderPercent == 0) {
        SearchResult r = m_engine.Search(game, limits, progress);
        m_lastInfo = r.info;
        return r.best.IsNull() ? legal[0] : r.best;
    }
    // The weaker levels score every root move, then err like a person: a blunder
    // judges the moves without any reply, and noise blurs close choices.
    std::uniform_int_distribution<int> percent(0, 99);
    bool blunder = percent(m_rng) < m_settings.blunderPercent;
    int depth = blunder ? 0 : std::max(1, m_settings.maxDepth);
    std::vector<ScoredMove> scored = m_engine.ScoreRootMoves(game, depth, limits);
    if (scored.empty()) return legal[0];
    std::uniform_int_distribution<int> noise(-m_settings.noiseCp, m_settings.noiseCp);
    Move best = scored.front().move;
    int bestScore = -2 * kMateScore;
    for (const ScoredMove& s : scored) {
        // Mates are never blurred: even a beginner takes a mate in one.
        int value = std::abs(s.score) > kMateBound ? s.score : s.score + noise(m_rng);
        if (value > bestScore) bestScore = value, best = s.move;
    }
    m_lastInfo = SearchInfo{depth, bestScore, 0, 0, {best}};
    return best;
}

std::optional<Move> ComputerPlayer::TablebaseMove(const Game& game, const SearchLimits& limits) {
    using namespace tablebase;
    if (!m_tablebase || m_settings.noiseCp != 0 || m_settings.blunderPercent != 0)
        return std::nullopt;
    // Only the tables at hand (in memory or intact in the cache): the computer's
    // turn never waits for a table to be made, and no probe throws.
    const Position& pos = game.GetPosition();
    std::optional<TablebaseAnswer> answer = ProbeIfAvailable(*m_tablebase, pos);
    if (!answer) return std::nullopt;
    const Value& v = answer->value;
    const int score = v.verdict == Verdict::Win    ? kMateScore - v.plies
                      : v.verdict == Verdict::Loss ? -(kMateScore - v.plies)
                                                   : 0;
    std::optional<Move> best;
    if (v.verdict != Verdict::Draw) {
        best = answer->best;
    } else {
        // Among the moves that hold the draw, the one the engine likes best (it
        // knows the repetition rules, which the tables do not).
        int bestScore = 0;
        Position after = pos;
        for (const ScoredMove& s : m_engine.ScoreRootMoves(game, 4, limits)) {
            Piece captured = after.DoMove(s.move);
            ProbeResult child = m_tablebase->Probe(after, Access::AtHand());
            after.UndoMove(s.move, captured);
            if (child.status != ProbeStatus::Found || child.value.verdict != Verdict::Draw)
                continue;
            if (!best || s.score > bestScore) best = s.move, bestScore = s.score;
        }
    }
    if (best) m_lastInfo = SearchInfo{0, score, 0, 0, {*best}};
    return best;
}

bool ComputerPlayer::WantsCountStart(const Game& game) {
    if (!game.GetCountStatus().canStart) return false;
    // Count when clearly behind: the opponent must then mate within 64 moves.
    SearchBoard board(game);
    return Evaluate(board) < -150;
}

}  // namespace chatur
