// Texel-style tuning of the evaluation's weights (docs/engine.md): positions from
// played games, each labelled with its game's result, and the weights that make
// the static evaluation predict those results best. The prediction for a score s
// (White's view, centipawns) is 1 / (1 + 10^(-k s / 400)); the error is the mean
// of (result - prediction)^2 over the positions, with k fitted to the starting
// weights first. The search is a local one: each weight in turn is moved by a
// step up or down while that lowers the error, with steps of 16, 8, 4 and 2,
// until a pass changes nothing. Everything is deterministic for a given seed.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/rules/game.h"
#include "core/search/evaluation.h"

namespace chatur {

struct TuningPosition {
    SearchBoard board;
    double result;  // for White: 1 a win, 0.5 a draw, 0 a loss
};

struct TuningSet {
    std::vector<TuningPosition> positions;
    int games = 0;
};

// Adds the quiet positions of one game: after the first `skipPlies` plies, not in
// check, the move played from them captures nothing, and no capture that wins
// material (static exchange > 0) is open to the side to move. The label is the game's
// end after `moves` (a game that is not over counts as a draw).
void AddGamePositions(TuningSet& set, Game game, const std::vector<Move>& moves, int skipPlies);

// Keeps at most `count` positions, a random choice made with `seed`.
void SamplePositions(TuningSet& set, size_t count, uint64_t seed);

double PredictionError(const TuningSet& set, const EvalWeights& weights, double k);
// The k (0.1 .. 10) that makes `weights` predict best.
double FitScale(const TuningSet& set, const EvalWeights& weights);

// A weight the tuner may move: a piece type's value (tied: Met and Bia ngai move
// together) or, with PieceType::None, the piece-square percentage.
struct TunedWeight {
    PieceType type;
};

struct TuningReport {
    EvalWeights weights;
    double k = 1;
    double errorBefore = 0;
    double errorAfter = 0;
    int trials = 0;  // error evaluations
};

using TuningProgress = std::function<void(const TuningReport& sofar)>;

// k: the scale to tune with; 0 fits it to `start` first.
TuningReport TuneWeights(const TuningSet& set, const EvalWeights& start,
                         const std::vector<TunedWeight>& tuned, int maxPasses, double k = 0,
                         const TuningProgress& progress = {});

}  // namespace chatur
