#include "core/training/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace chatur::training {

namespace {

constexpr double kScale = 173.7178;  // the Glicko-2 scale: 400 / ln(10)
constexpr double kEpsilon = 0.000001;

double G(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double E(double mu, double muJ, double phiJ) {
    return 1.0 / (1.0 + std::exp(-G(phiJ) * (mu - muJ)));
}

// Step 5 of the paper: the new volatility, by the Illinois variant of regula falsi.
double NewVolatility(double phi, double sigma, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0) ++k;
        B = a - k * tau;
    }
    double fA = f(A), fB = f(B);
    for (int i = 0; i < 200 && std::fabs(B - A) > kEpsilon; ++i) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

}  // namespace

double Glicko2Expected(const Glicko2Rating& player, const Glicko2Rating& opponent) {
    return E((player.rating - 1500.0) / kScale, (opponent.rating - 1500.0) / kScale,
             opponent.rd / kScale);
}

Glicko2Rating Glicko2Update(const Glicko2Rating& player, const std::vector<Glicko2Game>& games,
                            double tau) {
    const double mu = (player.rating - 1500.0) / kScale;
    const double phi = player.rd / kScale;
    if (games.empty()) {
        Glicko2Rating r = player;
        r.rd = std::sqrt(phi * phi + player.volatility * player.volatility) * kScale;
        return r;
    }
    double vInverse = 0.0, sum = 0.0;
    for (const Glicko2Game& game : games) {
        const double muJ = (game.opponent.rating - 1500.0) / kScale;
        const double phiJ = game.opponent.rd / kScale;
        const double g = G(phiJ);
        const double e = E(mu, muJ, phiJ);
        vInverse += g * g * e * (1.0 - e);
        sum += g * (game.score - e);
    }
    const double v = 1.0 / vInverse;
    const double delta = v * sum;
    const double sigma = NewVolatility(phi, player.volatility, v, delta, tau);
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    return {muNew * kScale + 1500.0, phiNew * kScale, sigma};
}

}  // namespace chatur::training

namespace chatur::training {

Glicko2Rating Glicko2AfterIdle(const Glicko2Rating& player, double periods, double maxRd) {
    if (periods <= 0) return player;
    const double phi = player.rd / kScale;
    Glicko2Rating out = player;
    out.rd = std::min(
        maxRd, kScale * std::sqrt(phi * phi + periods * player.volatility * player.volatility));
    return out;
}

}  // namespace chatur::training
