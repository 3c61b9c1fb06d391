// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
// deviation (how unsure the rating is) and its volatility (how erratic the
// player's results are). Training treats every attempt as one rating period in
// which the learner plays one game against the puzzle: solving it is a win for
// the learner and a loss for the puzzle, and the reverse.
#pragma once

#include <vector>

namespace chatur::training {

struct Glicko2Rating {
    double rating = 1500.0;
    double rd = 350.0;  // rating deviation
    double volatility = 0.06;
    bool operator==(const Glicko2Rating&) const = default;
};

struct Glicko2Game {
    Glicko2Rating opponent;
    double score = 0.0;  // 1 win, 0.5 draw, 0 loss
};

// The system constant tau: how much volatility may change in one period. The
// paper suggests 0.3 .. 1.2; 0.5 is its example's value.
constexpr double kGlicko2Tau = 0.5;

// The rating after one rating period with the given games (none: only the
// deviation grows with the volatility).
Glicko2Rating Glicko2Update(const Glicko2Rating& player, const std::vector<Glicko2Game>& games,
                            double tau = kGlicko2Tau);

// The rating after `periods` rating periods without games: the deviation grows
// as Glicko-2's step 6 has it, phi* = sqrt(phi^2 + sigma^2) per period, but never
// past `maxRd` (a newcomer's uncertainty). Training counts a day away as one
// period (docs/training.md, "Days away").
Glicko2Rating Glicko2AfterIdle(const Glicko2Rating& player, double periods, double maxRd = 350.0);

// The expected score of `player` against `opponent` (the opponent's deviation
// flattens it), as the Glicko-2 model predicts.
double Glicko2Expected(const Glicko2Rating& player, const Glicko2Rating& opponent);

}  // namespace chatur::training
