// chatur-cli selfplay --variant V --games N [--seed S] [--jobs J] [--profile P]
// [--max-plies K] [--counted-endings] [--equal-nodes N] --out GAMES.pgn: engine
// games at mixed strengths for puzzle mining (core/mining/selfplay.h,
// docs/mining.md), or with --equal-nodes between equal players, for tuning. Games
// are written in order as they finish to a temporary file beside --out (a long run
// that is stopped keeps what it made there), which replaces --out when complete;
// the file is the same for a seed whatever --jobs is.
#include <atomic>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/mining/selfplay.h"
#include "core/platform/atomic_file.h"

namespace chatur::cli {

int RunSelfplay(int argc, char** argv) {
    Args args;
    if (auto err = args.Parse(
            argc, argv,
            {"variant", "profile", "games", "seed", "jobs", "out", "max-plies", "equal-nodes"},
            {"help", "counted-endings"})) {
        std::cerr << "error: " << *err << "\n";
        return kUsageError;
    }
    if (args.Has("help")) {
        std::cout << "usage: chatur-cli selfplay --variant makruk|xiangqi --games N [--seed S]\n"
                     "         [--jobs J] [--profile P] [--max-plies K] [--counted-endings]\n"
                     "         [--equal-nodes N] --out GAMES.pgn\n"
                     "Engine games at mixed strengths (one side searches 3-4 plies, the\n"
                     "other 1-2 plies with noise and blunders) from random openings of 4-10\n"
                     "plies. The same seed gives the same file for any --jobs (default: the\n"
                     "number of cores). Games longer than K plies (default 240) are cut off.\n"
                     "--counted-endings (Makruk): every game starts instead in an ending drawn\n"
                     "from the seed in which a count runs with 2-12 moves left.\n"
                     "--equal-nodes N: both sides play alike instead, searching N nodes a move\n"
                     "(100-10000000) without noise: games whose results say who stood\n"
                     "better, for `chatur-cli tune`.\n";
        return 0;
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;
    auto number = [&args](const std::string& key, long long lo, long long hi, long long fallback) {
        return NumberOption(args, key, lo, hi, fallback);
    };
    auto games = number("games", 1, 10'000'000, -1);
    auto seed = number("seed", 0, (1ll << 62), 1);
    auto jobs = number("jobs", 1, 256, std::max(1u, std::thread::hardware_concurrency()));
    auto maxPlies = number("max-plies", 10, 1000, 240);
    auto equalNodes = number("equal-nodes", 100, 10'000'000, 0);
    if (!games || !seed || !jobs || !maxPlies || !equalNodes) return kUsageError;
    if (*games < 0) {
        std::cerr << "error: --games N is required\n";
        return kUsageError;
    }
    auto outPath = args.Get("out");
    if (!outPath) {
        std::cerr << "error: --out GAMES.pgn is required\n";
        return kUsageError;
    }
    mining::SelfplayOptions options{uint64_t(*seed), int(*maxPlies), args.Has("counted-endings"),
                                    uint64_t(*equalNodes)};
    if (options.countedEndings &&
        (variant->id != VariantId::Makruk || profile->counting == CountingRule::None)) {
        std::cerr << "error: --counted-endings needs Makruk with a counting profile, not "
                  << profile->FullName() << "\n";
        return kUsageError;
    }
    // Every option checked, the target too, before any game is played. The
    // games go to a temporary file beside it, which replaces it when complete.
    platform::AtomicFileWriter out;
    std::optional<platform::WriteError> writeError = out.Open(*outPath, false);
    if (writeError) {
        std::cerr << "error: " << writeError->message << "\n";
        return 1;
    }
    std::atomic<int> next{1};
    std::mutex lock;
    std::map<int, std::string> finished;  // games done but not yet written (out of order)
    int written = 0;
    int decisive = 0;
    auto worker = [&] {
        for (int round = next++; round <= *games; round = next++) {
            mining::SelfplayGame game =
                mining::PlaySelfplayGame(*variant, *profile, round, options);
            std::string pgn = mining::SelfplayPgn(*variant, *profile, game, options.seed);
            std::lock_guard<std::mutex> guard(lock);
            if (game.outcome.result == Result::WhiteWins ||
                game.outcome.result == Result::BlackWins)
                ++decisive;
            finished.emplace(round, std::move(pgn));
            while (!finished.empty() && finished.begin()->first == written + 1) {
                if (!writeError) writeError = out.Append(finished.begin()->second);
                finished.erase(finished.begin());
                ++written;
            }
        }
    };
    std::vector<std::thread> threads;
    for (long long i = 1; i < *jobs; ++i) threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads) t.join();
    if (!writeError) writeError = out.Commit();
    if (writeError) {
        std::cerr << "error: " << writeError->message << "\n";
        return 1;
    }
    std::cout << "games=" << written << " decisive=" << decisive << " out=" << *outPath << "\n";
    return 0;
}

}  // namespace chatur::cli
