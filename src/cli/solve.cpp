// chatur-cli solve --variant V [--profile P] --fen FEN --mate N: every first move
// that forces mate in at most N moves under the profile's rules (docs/cli.md),
// one line each, `<move> mate=<k> pv=<m1,m2,...>` sorted by move, then
// `solutions=<count>`. See docs/engine.md for what counts as a mate.
#include <iostream>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/search/solver.h"

namespace chatur::cli {

namespace {

std::optional<int> ParseCount(const std::string& text, int lo, int hi) {
    auto value = ParseWholeNumber(text, lo, hi);
    if (!value) return std::nullopt;
    return int(*value);
}

constexpr std::string_view kUsage =
    "usage: chatur-cli solve --variant makruk|xiangqi [--profile P] --fen FEN --mate N\n"
    "                        [--count-start] [--max-nodes N] [--max-time-ms T] [--stats]\n";
constexpr std::string_view kHelp =
    "Prints every first move that forces mate in at most N moves:\n"
    "  <move> mate=<k> pv=<m1,m2,...>     (sorted by move)\n"
    "  solutions=<count>\n"
    "--count-start declares a board's honour count for the first move\n"
    "(makruk/counting). A budget that runs out leaves the list incomplete: the\n"
    "lines printed are proven, a note goes to stderr and the exit status is 1.\n"
    "--stats prints nodes and time to stderr.\n";

}  // namespace

int RunSolve(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"variant", "profile", "fen", "mate", "max-nodes", "max-time-ms"},
             .flags = {"count-start", "stats"},
             .usage = kUsage,
             .help = kHelp,
             .positional = false}))
        return *done;
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;
    auto fen = args.Get("fen");
    auto mateText = args.Get("mate");
    if (!fen || !mateText) {
        std::cerr << "error: --fen and --mate are required\n";
        return kUsageError;
    }
    auto mate = ParseCount(*mateText, 1, 20);
    if (!mate) {
        std::cerr << "error: --mate needs a number from 1 to 20\n";
        return kUsageError;
    }
    SolveLimits limits;
    if (auto v = args.Get("max-nodes")) {
        auto n = ParseCount(*v, 1, 2000000000);
        if (!n) {
            std::cerr << "error: bad --max-nodes '" << *v << "'\n";
            return kUsageError;
        }
        limits.maxNodes = uint64_t(*n);
    }
    if (auto v = args.Get("max-time-ms")) {
        auto n = ParseCount(*v, 1, 2000000000);
        if (!n) {
            std::cerr << "error: bad --max-time-ms '" << *v << "'\n";
            return kUsageError;
        }
        limits.maxTimeMs = *n;
    }
    auto created = GameFromFen(*variant, *profile, *fen);
    if (auto* err = std::get_if<GameError>(&created)) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }
    Game game = std::get<Game>(std::move(created));
    if (args.Has("count-start")) {
        if (auto err = game.StartCount()) {
            std::cerr << "error: " << err->message << "\n";
            return kUsageError;
        }
    }

    // A finished game has no solutions; say which rule ended it (stdout keeps the
    // contract's lines, so the note goes to stderr).
    if (game.IsOver())
        std::cerr << "note: the game is already over: " << ResultKey(game.GetOutcome().result)
                  << " by " << ReasonKey(game.GetOutcome().reason) << "\n";
    SolveResult result = SolveMate(game, *mate, limits);
    for (const MateSolution& s : result.solutions) {
        std::cout << MoveToString(*variant, s.first) << " mate=" << s.mateIn << " pv=";
        for (size_t i = 0; i < s.pv.size(); ++i)
            std::cout << (i ? "," : "") << MoveToString(*variant, s.pv[i]);
        std::cout << "\n";
    }
    std::cout << "solutions=" << result.solutions.size() << "\n";
    if (args.Has("stats"))
        std::cerr << "nodes=" << result.nodes << " time_ms=" << result.elapsedMs
                  << " status=" << SolveStatusKey(result.status) << "\n";
    if (result.status != SolveStatus::Complete) {
        std::cerr << "note: search incomplete (" << SolveStatusKey(result.status)
                  << "): more solutions may exist\n";
        return 1;
    }
    return 0;
}

}  // namespace chatur::cli
