// A match's score as an Elo difference with its 95 % interval, for benchmarks
// (`chatur-cli match`). The expected score of a player rated D above the other is
// 1 / (1 + 10^(-D/400)); the estimate inverts that for the score fraction. The
// interval is the Wilson score interval of the fraction over the games (a draw
// counts half), mapped to Elo: it is defined for every score, 0 % and 100 %
// included, where the estimate itself is infinite but one end of the interval
// is not. Treating draws as half a win and half a loss overstates the variance
// when there are many draws, so the interval errs on the wide side.
#pragma once

#include <string>

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

}  // namespace chatur
