// chatur-cli tune --variant V [--profile P] [--positions N] [--seed S]
// [--skip-plies K] [--passes P] [--validation PCT] GAMES.pgn...: Texel-style tuning of the
// evaluation's piece values and piece-square weight on the quiet positions of
// played games, labelled with the games' results (core/search/texel_tuner.h,
// docs/engine.md). Prints the weights before and after and the prediction error,
// on the tuning positions and on held-out games; the same files and seed give the
// same output.
#include <cctype>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/mining/game_reader.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/search/texel_tuner.h"

namespace chatur::cli {

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli tune --variant makruk|xiangqi [--profile P] [--positions N]\n"
    "         [--seed S] [--skip-plies K] [--passes P] [--validation PCT] GAMES.pgn...\n";

constexpr const char* kHelp =
    "Fits the evaluation's piece values and the weight of its piece-square terms to\n"
    "the results of played games (for instance `chatur-cli selfplay` output): the\n"
    "quiet positions after the first K plies (default 10), at most N of them\n"
    "(default 100000) chosen with the seed, each labelled with its game's end (a\n"
    "game cut off before its end counts as a draw). The Bia / soldier stays at 100.\n"
    "--validation PCT (default 20, 0-90): that share of the games, chosen with the\n"
    "seed, is held out; the error on their quiet positions (all of them) is shown\n"
    "before and after, to see whether the fit carries over to unseen games.\n"
    "Prints the fitted scale k, the prediction error and the weights before and\n"
    "after; it changes nothing in Chatur itself.\n";

std::vector<TunedWeight> TunedFor(const Variant& v) {
    if (v.id == VariantId::Makruk)
        return {{PieceType::Rook},
                {PieceType::Horse},
                {PieceType::Khon},
                {PieceType::Met},
                {PieceType::None}};
    return {{PieceType::Rook},    {PieceType::Cannon},   {PieceType::Horse},
            {PieceType::Advisor}, {PieceType::Elephant}, {PieceType::None}};
}

std::string WeightName(const Variant& v, TunedWeight t) {
    if (t.type == PieceType::None) return "piece-square-percent";
    std::string name = NotationPieceName(v, t.type);  // "Rua", "chariot", ...
    for (char& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

int WeightOf(const EvalWeights& w, TunedWeight t) {
    return t.type == PieceType::None ? w.pieceSquarePercent : w.value[size_t(t.type)];
}

void PrintWeights(const Variant& v, const char* label, const EvalWeights& w) {
    std::cout << label;
    for (TunedWeight t : TunedFor(v)) std::cout << ' ' << WeightName(v, t) << '=' << WeightOf(w, t);
    std::cout << '\n';
}

}  // namespace

int RunTune(int argc, char** argv) {
    Args args;
    CommandSpec spec{
        {"variant", "profile", "positions", "seed", "skip-plies", "passes", "validation"},
        {},
        kUsage,
        kHelp};
    if (auto done = StartCommand(args, argc, argv, spec)) return *done;
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;
    auto positions = NumberOption(args, "positions", 1, 10'000'000, 100'000);
    auto seed = NumberOption(args, "seed", 0, (1ll << 62), 1);
    auto skip = NumberOption(args, "skip-plies", 0, 1000, 10);
    auto passes = NumberOption(args, "passes", 1, 1000, 20);
    auto validation = NumberOption(args, "validation", 0, 90, 20);
    if (!positions || !seed || !skip || !passes || !validation) return kUsageError;
    if (args.Positional().empty()) {
        std::cerr << "error: GAMES.pgn... is required\n" << kUsage;
        return kUsageError;
    }

    TuningSet set, heldOut;
    std::mt19937_64 split(uint64_t(*seed) ^ 0x5eed'0f'4e1dull);
    int skipped = 0;
    for (const std::string& path : args.Positional()) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::cerr << "error: cannot read " << path << "\n";
            return 1;
        }
        std::ostringstream text;
        text << in.rdbuf();
        mining::ReadGames read = mining::ReadPgnGames(text.str(), path, *variant, *profile);
        for (const content::Finding& f : read.findings)
            std::cerr << content::FormatFinding(f) << "\n";
        skipped += int(read.findings.size());
        for (const mining::PlayedGame& g : read.games) {
            Game start(*variant, *profile);
            if (!g.startFen.empty()) {
                auto made = GameFromFen(*variant, *profile, g.startFen);
                if (!std::holds_alternative<Game>(made)) continue;  // the reader checked it
                start = std::get<Game>(std::move(made));
            }
            const bool held = int(split() % 100) < *validation;
            AddGamePositions(held ? heldOut : set, std::move(start), g.moves, int(*skip));
        }
    }
    const size_t quiet = set.positions.size();
    SamplePositions(set, size_t(*positions), uint64_t(*seed));
    std::cout << "games=" << set.games + heldOut.games << " skipped=" << skipped
              << " quiet_positions=" << quiet << " used=" << set.positions.size()
              << " validation_games=" << heldOut.games
              << " validation_positions=" << heldOut.positions.size() << '\n';
    if (set.positions.empty()) {
        std::cerr << "error: no positions to tune on\n";
        return 1;
    }
    const EvalWeights& start = DefaultWeights(*variant);
    PrintWeights(*variant, "before:", start);
    TuningReport r = TuneWeights(
        set, start, TunedFor(*variant), int(*passes), 0, [&](const TuningReport& sofar) {
            std::cerr << "error=" << sofar.errorAfter << " trials=" << sofar.trials << '\n';
        });
    PrintWeights(*variant, "after:", r.weights);
    std::cout.precision(6);
    std::cout << "k=" << r.k << " error_before=" << r.errorBefore << " error_after=" << r.errorAfter
              << " trials=" << r.trials << '\n';
    if (!heldOut.positions.empty()) {
        std::cout << "validation_error_before=" << PredictionError(heldOut, start, r.k)
                  << " validation_error_after=" << PredictionError(heldOut, r.weights, r.k) << '\n';
    }
    return 0;
}

}  // namespace chatur::cli
