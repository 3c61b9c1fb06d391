#include "core/search/computer_player.h"

#include <algorithm>

#include "core/search/evaluation.h"

namespace chatur {

std::string_view LevelKey(Level level) {
    switch (level) {
        case Level::Easy:
            return "easy";
        case Level::Normal:
            return "normal";
        case Level::Hard:
            return "hard";
    }
    return "normal";
}

std::optional<Level> LevelFromKey(std::string_view key) {
    for (Level l : {Level::Easy, Level::Normal, Level::Hard})
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
    }
    return {};
}

ComputerPlayer::ComputerPlayer(Level level, uint64_t seed)
    : ComputerPlayer(SettingsFor(level), seed) {}

ComputerPlayer::ComputerPlayer(const LevelSettings& settings, uint64_t seed)
    : m_settings(settings), m_rng(seed) {}

Move ComputerPlayer::ChooseMove(const Game& game, std::stop_token stop,
                                const ProgressCallback& progress) {
    MoveList legal = game.LegalMoves();
    if (legal.Empty()) return Move();
    SearchLimits limits;
    limits.maxDepth = m_settings.maxDepth;
    limits.moveTimeMs = m_settings.moveTimeMs;
    limits.stop = stop;
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

bool ComputerPlayer::WantsCountStart(const Game& game) {
    if (!game.GetCountStatus().canStart) return false;
    // Count when clearly behind: the opponent must then mate within 64 moves.
    SearchBoard board(game);
    return Evaluate(board) < -150;
}

}  // namespace chatur
