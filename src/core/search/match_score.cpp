#include "core/search/match_score.h"

#include <cmath>
#include <limits>

namespace chatur {

namespace {

constexpr double kZ95 = 1.959964;  // the normal quantile of a two-sided 95 % interval
constexpr double kInf = std::numeric_limits<double>::infinity();

}  // namespace

double EloFromFraction(double fraction) {
    if (fraction <= 0) return -kInf;
    if (fraction >= 1) return kInf;
    return -400.0 * std::log10(1.0 / fraction - 1.0);
}

double FractionFromElo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

EloEstimate EstimateElo(const MatchScore& score) {
    EloEstimate e;
    const int n = score.Games();
    if (n <= 0) {
        e.low = -kInf;
        e.high = kInf;
        return e;
    }
    const double p = score.Points() / n;
    e.fraction = p;
    e.elo = EloFromFraction(p);
    // Wilson: the fractions q for which p lies within z standard errors of q.
    const double z2 = kZ95 * kZ95;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denominator;
    const double half = kZ95 * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
    e.low = EloFromFraction(centre - half);
    e.high = EloFromFraction(centre + half);
    if (p >= 1) e.high = kInf;  // not a rounding error just below 1
    if (p <= 0) e.low = -kInf;
    return e;
}

std::string FormatElo(double elo) {
    if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
    long rounded = std::lround(elo);
    if (rounded == 0) return "0";
    return (rounded > 0 ? "+" : "") + std::to_string(rounded);
}

std::optional<Result> Adjudicator::AfterMove(Color mover, std::optional<int> score, int plies) {
    const int me = Index(mover), them = 1 - me;
    if (!score) {
        m_losing[me] = m_winning[me] = m_level[me] = 0;
        return std::nullopt;
    }
    const int s = *score;
    m_losing[me] = s <= -m_rules.resignCp ? m_losing[me] + 1 : 0;
    m_winning[me] = s >= m_rules.resignCp ? m_winning[me] + 1 : 0;
    m_level[me] = s >= -m_rules.drawCp && s <= m_rules.drawCp ? m_level[me] + 1 : 0;
    if (m_rules.resignMoves > 0) {
        const int n = m_rules.resignMoves;
        if (m_losing[me] >= n && m_winning[them] >= n) return WinFor(~mover);
        if (m_winning[me] >= n && m_losing[them] >= n) return WinFor(mover);
    }
    if (m_rules.drawMoves > 0 && plies >= m_rules.drawFromPly && m_level[me] >= m_rules.drawMoves &&
        m_level[them] >= m_rules.drawMoves)
        return Result::Draw;
    return std::nullopt;
}

}  // namespace chatur
