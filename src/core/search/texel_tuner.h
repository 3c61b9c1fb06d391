// Texel-style tuning of the evaluation's weights (docs/engine.md): positions from
// played games, each labelled with its game's result or with a blend of the result
// and a deeper search's score, and the weights that make the static evaluation
// predict those labels best. The prediction for a score s (White's view,
// centipawns) is 1 / (1 + 10^(-k s / 400)); the error is the mean of
// (label - prediction)^2 over the positions, with k fitted to the starting
// weights first. The search is a local one: each weight in turn is moved by a
// step up or down while that lowers the error, with steps of 16, 8, 4, 2 and 1,
// until a pass changes nothing. Everything is deterministic for a given seed.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules/game.h"
#include "core/search/engine.h"
#include "core/search/evaluation.h"

namespace chatur {

struct TuningPosition {
    SearchBoard board;
    double result;        // for White: 1 a win, 0.5 a draw, 0 a loss
    double label;         // what the evaluation should predict: the result or a blend
    int searchScore = 0;  // White's view; set when a SearchScorer labels the position
};

// Scores a game's current position for a search label: the side to move's score in
// centipawns (kMateScore - plies for a mate), as Engine and UciClient report it.
using PositionScorer = std::function<int(const Game& game)>;
// Chatur's own search of `nodes` nodes, from an empty table each time (so a score
// does not depend on what was searched before).
PositionScorer SearchScorer(uint64_t nodes);
// Search labels are cut to this (mates and lost causes alike).
constexpr int kLabelScoreLimit = 3000;

struct TuningSet {
    std::vector<TuningPosition> positions;
    int games = 0;
};

// Adds the quiet positions of one game: after the first `skipPlies` plies, not in
// check, the move played from them captures nothing, and no capture that wins
// material (static exchange > 0) is open to the side to move. The label is the game's
// end after `moves` (a game that is not over counts as a draw). With a scorer each
// position also gets its search score (White's view, cut to +-kLabelScoreLimit). At
// most `maxPerGame` positions are kept, evenly spread over the game's quiet ones.
void AddGamePositions(TuningSet& set, Game game, const std::vector<Move>& moves, int skipPlies,
                      const PositionScorer& scorer = {},
                      size_t maxPerGame = std::numeric_limits<size_t>::max());

// A score recorded for each ply of a game (a match log's, `chatur-cli match
// --show-scores`): the side to move's score before moves[i], in centipawns, or none.
using PlyScores = std::vector<std::optional<int>>;
// As AddGamePositions, with a recorded score as each position's search score
// instead of a new search: only the quiet positions that have one are used.
void AddScoredGamePositions(TuningSet& set, Game game, const std::vector<Move>& moves,
                            int skipPlies, const PlyScores& scores,
                            size_t maxPerGame = std::numeric_limits<size_t>::max());

// The k (0.1 .. 10) with which the positions' search scores predict their games'
// results best.
double FitSearchScale(const TuningSet& set);
// Every label becomes resultWeight * result + (1 - resultWeight) * the search
// score's prediction with scale `searchK`.
void BlendLabels(TuningSet& set, double resultWeight, double searchK);

// Keeps at most `count` positions, a random choice made with `seed`.
void SamplePositions(TuningSet& set, size_t count, uint64_t seed);

// The mean squared error of the evaluation's predictions against the labels, and
// against the games' results alone.
double PredictionError(const TuningSet& set, const EvalWeights& weights, double k);
double ResultError(const TuningSet& set, const EvalWeights& weights, double k);
// The k (0.1 .. 10) that makes `weights` predict best.
double FitScale(const TuningSet& set, const EvalWeights& weights);

// A weight the tuner may move: a piece type's value, endgame value (Makruk) or
// piece-square percentage (the Met's and the Bia ngai's move together), or a
// positional term.
struct TunedWeight {
    enum class Kind : uint8_t { Value, EndValue, SquarePercent, Term };
    Kind kind;
    int index;  // a PieceType, or an EvalTerm

    static TunedWeight Value(PieceType t) { return {Kind::Value, int(t)}; }
    static TunedWeight EndValue(PieceType t) { return {Kind::EndValue, int(t)}; }
    static TunedWeight SquarePercent(PieceType t) { return {Kind::SquarePercent, int(t)}; }
    static TunedWeight Term(EvalTerm t) { return {Kind::Term, int(t)}; }
};
int WeightOf(const EvalWeights& weights, TunedWeight t);
// Sets one weight (a Met's value or percentage sets the Bia ngai's too).
void SetWeight(EvalWeights& weights, TunedWeight t, int value);
// Every weight the variant's evaluation uses except the Bia / soldier's (middlegame)
// value, the unit: what the tuner may move.
std::vector<TunedWeight> TunableWeights(const Variant& variant);
// A weight's name, as `chatur-cli tune` prints it: "rua", "ma-endgame",
// "chariot-square-percent", "khun-danger-percent", ...
std::string WeightName(const Variant& variant, TunedWeight t);
// The tunable weight of that name, if any.
std::optional<TunedWeight> FindWeight(const Variant& variant, std::string_view name);
// Sets the weights that `list` names: "name=value" items separated by commas or
// white space (the tuner's "after:" line less its label). Returns a message naming
// the first unknown name or bad value, and then leaves `weights` as they were.
std::optional<std::string> SetNamedWeights(const Variant& variant, std::string_view list,
                                           EvalWeights& weights);

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
