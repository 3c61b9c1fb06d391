// A match's score as an Elo difference with its 95 % interval, for benchmarks
// (`chatur-cli match`). The expected score of a player rated D above the other is
// 1 / (1 + 10^(-D/400)); the estimate inverts that for the score fraction. The
// interval is the Wilson score interval of the fraction over the games (a draw
// counts half), mapped to Elo: it is defined for every score, 0 % and 100 %
// included, where the estimate itself is infinite but one end of the interval
// is not. Treating draws as half a win and half a loss overstates the variance
// when there are many draws, so the interval errs on the wide side.
#pragma once

#include <optional>
#include <string>

#include "core/rules/outcome.h"

namespace chatur {

struct MatchScore {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int Games() const { return wins + draws + losses; }
    double Points() const { return wins + 0.5 * draws; }
};

struct EloEstimate {
    double fraction = 0.5;  // points / games
    double elo = 0;         // +-infinity for a score of 100 % or 0 %
    double low = 0;         // the 95 % interval (low may be -infinity, high +infinity)
    double high = 0;
    // Half the interval's width (infinite when an end is).
    double Margin() const { return (high - low) / 2; }
};

// The Elo difference whose expected score is `fraction` (0..1).
double EloFromFraction(double fraction);
// The expected score of a player `elo` above the other.
double FractionFromElo(double elo);
// Needs at least one game (else an estimate of 0 with an infinite interval).
EloEstimate EstimateElo(const MatchScore& score);
// "+123", "-45", "0", "+inf", "-inf".
std::string FormatElo(double elo);

// Ending an engine game early on the engines' own scores, as tournament managers do
// (cutechess-cli's -resign and -draw): a match at a second a move spends most of its
// time on games that are long decided. Off (0 moves) unless set. Each score is the
// mover's, from the search that chose its move.
struct AdjudicationRules {
    // A loss for a side once, for this many moves of each side in a row, its own score
    // was at most -resignCp and its opponent's at least +resignCp: both engines agree.
    int resignMoves = 0;
    int resignCp = 0;
    // A draw once both sides' scores stayed within +-drawCp for this many moves of
    // each side in a row, and at least drawFromPly plies of the game were played.
    int drawMoves = 0;
    int drawCp = 0;
    int drawFromPly = 0;
};

class Adjudicator {
public:
    explicit Adjudicator(const AdjudicationRules& rules) : m_rules(rules) {}
    // After `mover`'s move, with the score its search reported (none: the streaks of
    // that side start again) and `plies` plies of the game played: the result the
    // rules give the game now, or nothing while it goes on.
    std::optional<Result> AfterMove(Color mover, std::optional<int> score, int plies);

private:
    AdjudicationRules m_rules;
    // Per side (Color's index): moves in a row at or below -resignCp, at or above
    // +resignCp, and within +-drawCp.
    int m_losing[2] = {0, 0};
    int m_winning[2] = {0, 0};
    int m_level[2] = {0, 0};
};

}  // namespace chatur
