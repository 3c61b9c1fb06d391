#include "core/search/texel_tuner.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "core/rules/movegen.h"
#include "core/search/static_exchange.h"

namespace chatur {

namespace {

double ResultForWhite(const Outcome& outcome) {
    switch (outcome.result) {
        case Result::WhiteWins:
            return 1.0;
        case Result::BlackWins:
            return 0.0;
        default:
            return 0.5;
    }
}

constexpr int kMaxWeight = 5000;

int& WeightRef(EvalWeights& w, TunedWeight t) {
    return t.type == PieceType::None ? w.pieceSquarePercent : w.value[size_t(t.type)];
}

void SetWeight(EvalWeights& w, TunedWeight t, int value) {
    WeightRef(w, t) = value;
    if (t.type == PieceType::Met) w.value[size_t(PieceType::BiaNgai)] = value;
}

// A capture that wins material is pending: the static evaluation would miss it.
bool WinningCapturePending(const Position& position) {
    Position pos = position;
    MoveList legal;
    GenerateLegalMoves(pos, legal);
    for (Move m : legal)
        if (!IsEmpty(pos.PieceAt(m.To())) && StaticExchange(pos, m) > 0) return true;
    return false;
}

}  // namespace

void AddGamePositions(TuningSet& set, Game game, const std::vector<Move>& moves, int skipPlies) {
    std::vector<SearchBoard> quiet;
    for (size_t i = 0; i < moves.size() && !game.IsOver(); ++i) {
        const Position& pos = game.GetPosition();
        if (int(i) >= skipPlies && !pos.InCheck() && IsEmpty(pos.PieceAt(moves[i].To())) &&
            !WinningCapturePending(pos))
            quiet.emplace_back(game, false);
        if (game.Play(moves[i])) break;  // an illegal move ends the game's positions
    }
    const double result = ResultForWhite(game.GetOutcome());
    for (SearchBoard& b : quiet) set.positions.push_back({std::move(b), result});
    ++set.games;
}

void SamplePositions(TuningSet& set, size_t count, uint64_t seed) {
    if (set.positions.size() <= count) return;
    std::mt19937_64 rng(seed);
    for (size_t i = 0; i < count; ++i) {
        std::uniform_int_distribution<size_t> pick(i, set.positions.size() - 1);
        std::swap(set.positions[i], set.positions[pick(rng)]);
    }
    set.positions.erase(set.positions.begin() + ptrdiff_t(count), set.positions.end());
}

double PredictionError(const TuningSet& set, const EvalWeights& weights, double k) {
    if (set.positions.empty()) return 0;
    double sum = 0;
    for (const TuningPosition& p : set.positions) {
        int score = Evaluate(p.board, weights);
        if (p.board.Pos().SideToMove() == Color::Black) score = -score;
        double predicted = 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0));
        sum += (p.result - predicted) * (p.result - predicted);
    }
    return sum / double(set.positions.size());
}

double FitScale(const TuningSet& set, const EvalWeights& weights) {
    double best = 1, bestError = PredictionError(set, weights, best);
    for (double step : {0.5, 0.1, 0.02}) {
        for (bool improved = true; improved;) {
            improved = false;
            for (double k : {best - step, best + step}) {
                if (k < 0.1 || k > 10) continue;
                double e = PredictionError(set, weights, k);
                if (e < bestError) best = k, bestError = e, improved = true;
            }
        }
    }
    return best;
}

TuningReport TuneWeights(const TuningSet& set, const EvalWeights& start,
                         const std::vector<TunedWeight>& tuned, int maxPasses, double k,
                         const TuningProgress& progress) {
    TuningReport r;
    r.weights = start;
    r.k = k > 0 ? k : FitScale(set, start);
    r.errorBefore = r.errorAfter = PredictionError(set, start, r.k);
    r.trials = 1;
    for (int stepSize : {16, 8, 4, 2}) {
        for (int pass = 0; pass < maxPasses; ++pass) {
            bool changed = false;
            for (TunedWeight t : tuned) {
                for (int direction : {+1, -1}) {
                    for (;;) {
                        EvalWeights trial = r.weights;
                        const int value = WeightRef(trial, t) + direction * stepSize;
                        if (value < 1 || value > kMaxWeight) break;
                        SetWeight(trial, t, value);
                        const double e = PredictionError(set, trial, r.k);
                        ++r.trials;
                        if (e >= r.errorAfter) break;
                        r.weights = trial, r.errorAfter = e, changed = true;
                    }
                }
            }
            if (progress) progress(r);
            if (!changed) break;
        }
    }
    return r;
}

}  // namespace chatur
