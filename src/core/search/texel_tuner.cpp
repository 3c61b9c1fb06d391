#include "core/search/texel_tuner.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <functional>
#include <memory>
#include <random>

#include "core/notation/fen.h"
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

// The weight's place in `w` (const or not).
template <typename Weights>
auto& WeightRef(Weights& w, TunedWeight t) {
    switch (t.kind) {
        case TunedWeight::Kind::Value:
            return w.value[size_t(t.index)];
        case TunedWeight::Kind::EndValue:
            return w.endValue[size_t(t.index)];
        case TunedWeight::Kind::SquarePercent:
            return w.squarePercent[size_t(t.index)];
        default:
            return w.term[size_t(t.index)];
    }
}

// A piece must keep some value; a term or a percentage may fall to 0.
int LowestWeight(TunedWeight t) {
    return t.kind == TunedWeight::Kind::Value || t.kind == TunedWeight::Kind::EndValue ? 1 : 0;
}

double Prediction(double score, double k) {
    return 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0));
}

double WhiteScore(const TuningPosition& p, const EvalWeights& weights) {
    int score = Evaluate(p.board, weights);
    return p.board.Pos().SideToMove() == Color::Black ? -score : score;
}

// The k in 0.1 .. 10 with the least error, by steps of 0.5, 0.1 and 0.02 from 1.
double FitK(const std::function<double(double k)>& error) {
    double best = 1, bestError = error(best);
    for (double step : {0.5, 0.1, 0.02}) {
        for (bool improved = true; improved;) {
            improved = false;
            for (double k : {best - step, best + step}) {
                if (k < 0.1 || k > 10) continue;
                double e = error(k);
                if (e < bestError) best = k, bestError = e, improved = true;
            }
        }
    }
    return best;
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

PositionScorer SearchScorer(uint64_t nodes) {
    auto engine = std::make_shared<Engine>(1);
    return [engine, nodes](const Game& game) {
        engine->Clear();
        SearchLimits limits;
        limits.maxNodes = nodes;
        return engine->Search(game, limits).info.score;
    };
}

namespace {

// AddGamePositions and AddScoredGamePositions: the quiet plies that `usable` accepts,
// at most `maxPerGame` of them evenly spread, each with its score from `score` (none:
// 0, the position is labelled by its result alone).
void AddQuietPositions(TuningSet& set, Game game, const std::vector<Move>& moves, int skipPlies,
                       size_t maxPerGame, const std::function<bool(size_t ply)>& usable,
                       const std::function<int(const Game& game, size_t ply)>& score) {
    // First the quiet plies, then the positions kept among them, labelled.
    std::vector<size_t> quiet;
    Game replay = game;
    for (size_t i = 0; i < moves.size() && !replay.IsOver(); ++i) {
        const Position& pos = replay.GetPosition();
        if (int(i) >= skipPlies && usable(i) && !pos.InCheck() &&
            IsEmpty(pos.PieceAt(moves[i].To())) && !WinningCapturePending(pos))
            quiet.push_back(i);
        if (replay.Play(moves[i])) break;  // an illegal move ends the game's positions
    }
    const double result = ResultForWhite(replay.GetOutcome());
    const size_t kept = std::min(quiet.size(), maxPerGame);
    for (size_t n = 0, ply = 0; n < kept; ++n) {
        const size_t target = quiet[n * quiet.size() / kept];
        for (; ply < target; ++ply) (void)game.Play(moves[ply]);
        int white = 0;
        if (score) {
            white = std::clamp(score(game, target), -kLabelScoreLimit, kLabelScoreLimit);
            if (game.GetPosition().SideToMove() == Color::Black) white = -white;
        }
        set.positions.push_back({SearchBoard(game, false), result, result, white});
    }
    ++set.games;
}

}  // namespace

void AddGamePositions(TuningSet& set, Game game, const std::vector<Move>& moves, int skipPlies,
                      const PositionScorer& scorer, size_t maxPerGame) {
    std::function<int(const Game&, size_t)> score;
    if (scorer) score = [&](const Game& at, size_t) { return scorer(at); };
    AddQuietPositions(
        set, std::move(game), moves, skipPlies, maxPerGame, [](size_t) { return true; }, score);
}

void AddScoredGamePositions(TuningSet& set, Game game, const std::vector<Move>& moves,
                            int skipPlies, const PlyScores& scores, size_t maxPerGame) {
    AddQuietPositions(
        set, std::move(game), moves, skipPlies, maxPerGame,
        [&](size_t ply) { return ply < scores.size() && scores[ply].has_value(); },
        [&](const Game&, size_t ply) { return *scores[ply]; });
}

double FitSearchScale(const TuningSet& set) {
    return FitK([&](double k) {
        double sum = 0;
        for (const TuningPosition& p : set.positions) {
            const double d = p.result - Prediction(p.searchScore, k);
            sum += d * d;
        }
        return sum;
    });
}

void BlendLabels(TuningSet& set, double resultWeight, double searchK) {
    for (TuningPosition& p : set.positions)
        p.label = resultWeight * p.result + (1 - resultWeight) * Prediction(p.searchScore, searchK);
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

namespace {

double MeanSquaredError(const TuningSet& set, const EvalWeights& weights, double k,
                        double TuningPosition::*target) {
    if (set.positions.empty()) return 0;
    double sum = 0;
    for (const TuningPosition& p : set.positions) {
        const double d = p.*target - Prediction(WhiteScore(p, weights), k);
        sum += d * d;
    }
    return sum / double(set.positions.size());
}

}  // namespace

double PredictionError(const TuningSet& set, const EvalWeights& weights, double k) {
    return MeanSquaredError(set, weights, k, &TuningPosition::label);
}

double ResultError(const TuningSet& set, const EvalWeights& weights, double k) {
    return MeanSquaredError(set, weights, k, &TuningPosition::result);
}

double FitScale(const TuningSet& set, const EvalWeights& weights) {
    return FitK([&](double k) { return PredictionError(set, weights, k); });
}

int WeightOf(const EvalWeights& weights, TunedWeight t) {
    return WeightRef(weights, t);
}

void SetWeight(EvalWeights& w, TunedWeight t, int value) {
    WeightRef(w, t) = value;
    if (t.kind != TunedWeight::Kind::Term && t.index == int(PieceType::Met))
        WeightRef(w, {t.kind, int(PieceType::BiaNgai)}) = value;
}

std::vector<TunedWeight> TunableWeights(const Variant& v) {
    const bool makruk = v.id == VariantId::Makruk;
    std::vector<PieceType> pieces = {PieceType::Rook, PieceType::Horse};
    if (makruk) {
        pieces.insert(pieces.end(), {PieceType::Khon, PieceType::Met});
    } else {
        pieces.insert(pieces.end(), {PieceType::Cannon, PieceType::Advisor, PieceType::Elephant});
    }
    std::vector<TunedWeight> tuned;
    for (PieceType t : pieces) tuned.push_back(TunedWeight::Value(t));
    pieces.insert(pieces.end(), {PieceType::Pawn, PieceType::King});
    // Makruk's endgame values: the Bia's too (the middlegame Bia is the unit).
    if (makruk)
        for (PieceType t :
             {PieceType::Rook, PieceType::Horse, PieceType::Khon, PieceType::Met, PieceType::Pawn})
            tuned.push_back(TunedWeight::EndValue(t));
    for (PieceType t : pieces) {
        // Only these have piece-square terms (evaluation.cpp).
        if (makruk || (t != PieceType::Advisor && t != PieceType::Elephant))
            tuned.push_back(TunedWeight::SquarePercent(t));
    }
    const std::vector<EvalTerm> terms =
        makruk
            ? std::vector<EvalTerm>{EvalTerm::RookMobility,      EvalTerm::HorseMobility,
                                    EvalTerm::PassedBiaRank3,    EvalTerm::PassedBiaRank4,
                                    EvalTerm::PassedBiaRank5,    EvalTerm::PassedBiaEndgamePercent,
                                    EvalTerm::KhunShelter,       EvalTerm::MopUpEdge,
                                    EvalTerm::MopUpKingGap,      EvalTerm::ThreatByBia,
                                    EvalTerm::ThreatByLesser,    EvalTerm::Hanging,
                                    EvalTerm::KhonMobility,      EvalTerm::MetMobility,
                                    EvalTerm::KhunAttackerRua,   EvalTerm::KhunAttackerMa,
                                    EvalTerm::KhunAttackerMinor, EvalTerm::KhunSafeCheckRua,
                                    EvalTerm::KhunSafeCheckMa,   EvalTerm::KhunSafeCheckMinor,
                                    EvalTerm::KhunDefender,      EvalTerm::KhunNoEnemyRua,
                                    EvalTerm::KhunDangerPercent, EvalTerm::Tempo}
            : std::vector<EvalTerm>{EvalTerm::RookMobility,
                                    EvalTerm::HorseMobility,
                                    EvalTerm::CannonMobility,
                                    EvalTerm::ChariotOpenLine,
                                    EvalTerm::CannonScreenFile,
                                    EvalTerm::CannonScreenRank,
                                    EvalTerm::GeneralOffFile,
                                    EvalTerm::GeneralOffHome,
                                    EvalTerm::PalaceDanger,
                                    EvalTerm::PalaceHitChariot,
                                    EvalTerm::PalaceHitHorse,
                                    EvalTerm::PalaceHitCannon,
                                    EvalTerm::Tempo};
    for (EvalTerm t : terms) tuned.push_back(TunedWeight::Term(t));
    return tuned;
}

namespace {

std::string TermName(EvalTerm t) {
    static constexpr const char* kNames[kEvalTermCount] = {"rook-mobility",
                                                           "horse-mobility",
                                                           "cannon-mobility",
                                                           "passed-bia-rank3",
                                                           "passed-bia-rank4",
                                                           "passed-bia-rank5",
                                                           "passed-bia-endgame-percent",
                                                           "khun-shelter",
                                                           "mop-up-edge",
                                                           "mop-up-king-gap",
                                                           "chariot-open-line",
                                                           "cannon-screen-file",
                                                           "cannon-screen-rank",
                                                           "general-off-file",
                                                           "general-off-home",
                                                           "palace-danger",
                                                           "palace-hit-chariot",
                                                           "palace-hit-horse",
                                                           "palace-hit-cannon",
                                                           "threat-by-bia",
                                                           "threat-by-lesser",
                                                           "hanging",
                                                           "khon-mobility",
                                                           "met-mobility",
                                                           "khun-attacker-rua",
                                                           "khun-attacker-ma",
                                                           "khun-attacker-minor",
                                                           "khun-safe-check-rua",
                                                           "khun-safe-check-ma",
                                                           "khun-safe-check-minor",
                                                           "khun-defender",
                                                           "khun-no-enemy-rua",
                                                           "khun-danger-percent",
                                                           "tempo"};
    return kNames[size_t(t)];
}

}  // namespace

std::string WeightName(const Variant& v, TunedWeight t) {
    if (t.kind == TunedWeight::Kind::Term) return TermName(EvalTerm(t.index));
    std::string name = NotationPieceName(v, PieceType(t.index));  // "Rua", "chariot", ...
    for (char& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
    switch (t.kind) {
        case TunedWeight::Kind::Value:
            return name;
        case TunedWeight::Kind::EndValue:
            return name + "-endgame";
        default:
            return name + "-square-percent";
    }
}

std::optional<TunedWeight> FindWeight(const Variant& v, std::string_view name) {
    for (TunedWeight t : TunableWeights(v))
        if (WeightName(v, t) == name) return t;
    return std::nullopt;
}

std::optional<std::string> SetNamedWeights(const Variant& v, std::string_view list,
                                           EvalWeights& weights) {
    EvalWeights result = weights;
    size_t at = 0;
    while (at < list.size()) {
        const size_t end = std::min(list.find_first_of(", \t\n", at), list.size());
        const std::string_view item = list.substr(at, end - at);
        at = end + 1;
        if (item.empty()) continue;
        const size_t equals = item.find('=');
        const std::string_view name = item.substr(0, equals);
        const std::optional<TunedWeight> found = FindWeight(v, name);
        if (!found)
            return "no " + std::string(v.name) + " weight is named \"" + std::string(name) +
                   "\" (the names are those chatur-cli tune prints)";
        int value = 0;
        const std::string_view text =
            equals == std::string_view::npos ? std::string_view() : item.substr(equals + 1);
        const auto [rest, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc() || rest != text.data() + text.size() ||
            value < LowestWeight(*found) || value > kMaxWeight)
            return "\"" + std::string(item) + "\": the value must be a whole number from " +
                   std::to_string(LowestWeight(*found)) + " to " + std::to_string(kMaxWeight);
        SetWeight(result, *found, value);
    }
    weights = result;
    return std::nullopt;
}

TuningReport TuneWeights(const TuningSet& set, const EvalWeights& start,
                         const std::vector<TunedWeight>& tuned, int maxPasses, double k,
                         const TuningProgress& progress) {
    TuningReport r;
    r.weights = start;
    r.k = k > 0 ? k : FitScale(set, start);
    r.errorBefore = r.errorAfter = PredictionError(set, start, r.k);
    r.trials = 1;
    for (int stepSize : {16, 8, 4, 2, 1}) {
        for (int pass = 0; pass < maxPasses; ++pass) {
            bool changed = false;
            for (TunedWeight t : tuned) {
                for (int direction : {+1, -1}) {
                    for (;;) {
                        EvalWeights trial = r.weights;
                        const int value = WeightRef(trial, t) + direction * stepSize;
                        if (value < LowestWeight(t) || value > kMaxWeight) break;
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
