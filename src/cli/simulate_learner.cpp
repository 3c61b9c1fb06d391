// chatur-cli simulate-learner: a simulated learner trains through the app's
// training code (selection, Glicko-2, review schedule, SQLite store) and one
// line `after=N rating=R rd=D` is printed after every 10 puzzles. A summary
// with the time taken to choose each puzzle goes to stderr.
#include <chrono>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/data_roots.h"
#include "core/content/xml_loader.h"
#include "core/platform/utf8_path.h"
#include "core/training/learner_simulation.h"
#include "core/training/training_database.h"

namespace chatur::cli {

namespace {

namespace fs = std::filesystem;
using namespace chatur::training;

constexpr const char* kUsage =
    "usage: chatur-cli simulate-learner --variant V --strength R --puzzles N --db FILE\n"
    "         [--seed S] [--difficulty D] [--theme T] [--pool PATH] [--synthetic-pool N] "
    "[PATH...]\n";

std::optional<long> ReadNumber(const Args& args, const std::string& key, long min, long max) {
    auto text = args.Get(key);
    if (!text) return std::nullopt;
    try {
        size_t used = 0;
        const long value = std::stol(*text, &used);
        if (used == text->size() && value >= min && value <= max) return value;
    } catch (const std::exception&) {
    }
    std::cerr << "error: --" << key << " must be a whole number from " << min << " to " << max
              << ", not '" << *text << "'\n";
    return std::nullopt;
}

// The bundled puzzles: $CHATUR_DATA_DIR/puzzles, the installed ones, or the source tree's.
std::string BundledPuzzleDir() {
    std::error_code ec;
    for (const fs::path& root : DataRoots())
        if (fs::is_directory(root / "puzzles", ec)) return platform::Utf8Path(root / "puzzles");
    return {};
}

// The variant's puzzles from the files and folders given, with their starting
// ratings; false after printing an error.
bool LoadPool(const std::vector<std::string>& paths, const Variant& variant,
              std::vector<PoolPuzzle>& pool) {
    std::vector<std::string> files;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_directory(platform::PathFromUtf8(p), ec)) {
            for (auto it = fs::recursive_directory_iterator(platform::PathFromUtf8(p), ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
                if (it->is_regular_file(ec) && it->path().extension() == ".xml")
                    files.push_back(platform::Utf8Path(it->path()));
        } else if (fs::exists(platform::PathFromUtf8(p), ec)) {
            files.push_back(p);
        } else {
            std::cerr << "error: no such file or folder: " << p << "\n";
            return false;
        }
    }
    std::sort(files.begin(), files.end());
    for (const std::string& file : files) {
        content::LoadResult loaded = content::LoadPackFile(file);
        if (!loaded.pack) {
            for (const content::Finding& f : loaded.findings)
                std::cerr << file << ":" << f.line << ": error: " << f.message << "\n";
            return false;
        }
        if (loaded.pack->variant != &variant) continue;
        for (const content::Puzzle& puzzle : loaded.pack->puzzles)
            pool.push_back(
                {puzzle.id, InitialPuzzleRating(puzzle.grade, puzzle.rating), puzzle.tags});
    }
    return true;
}

}  // namespace

int RunSimulateLearner(int argc, char** argv) {
    Args args;
    if (auto err = args.Parse(argc, argv,
                              {"variant", "strength", "puzzles", "db", "seed", "pool",
                               "synthetic-pool", "difficulty", "theme"},
                              {"help"})) {
        std::cerr << "error: " << *err << "\n" << kUsage;
        return kUsageError;
    }
    if (args.Has("help")) {
        std::cout
            << kUsage
            << "A simulated learner of true strength R trains on N puzzles through the\n"
               "app's training code, kept in the SQLite database FILE (created or continued).\n"
               "Prints 'after=N rating=R rd=D' after every 10 puzzles.\n"
               "  --seed S            random seed (default 1)\n"
               "  --difficulty D      easiest|easier|normal|harder|hardest (default normal)\n"
               "  --theme T           only puzzles tagged T\n"
               "  --pool PATH         puzzle files or folders (also as extra arguments);\n"
               "                      default: the bundled puzzles of the variant\n"
               "  --synthetic-pool N  N generated puzzles rated 600..2400 instead\n";
        return 0;
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const auto strength = ReadNumber(args, "strength", 0, 4000);
    const auto puzzles = ReadNumber(args, "puzzles", 1, 1000000);
    const auto db = args.Get("db");
    if (!strength || !puzzles || !db) {
        if (args.Has("strength") && args.Has("puzzles") && db) return kUsageError;
        std::cerr << "error: --strength, --puzzles and --db are required\n" << kUsage;
        return kUsageError;
    }
    SimulationOptions options;
    options.game = std::string(variant->name);
    options.strength = double(*strength);
    options.puzzles = int(*puzzles);
    if (args.Has("seed")) {
        auto seed = ReadNumber(args, "seed", 0, 4294967295L);
        if (!seed) return kUsageError;
        options.seed = uint32_t(*seed);
    }
    if (auto key = args.Get("difficulty")) {
        auto d = DifficultyFromKey(*key);
        if (!d) {
            std::cerr << "error: unknown difficulty '" << *key
                      << "' (easiest, easier, normal, harder, hardest)\n";
            return kUsageError;
        }
        options.difficulty = *d;
    }
    options.theme = args.Get("theme").value_or("");

    PuzzlePool pool;
    if (args.Has("synthetic-pool")) {
        auto count = ReadNumber(args, "synthetic-pool", 1, 1000000);
        if (!count) return kUsageError;
        pool = SyntheticPool(int(*count), options.seed);
    } else {
        std::vector<std::string> paths = args.Positional();
        if (auto p = args.Get("pool")) paths.insert(paths.begin(), *p);
        if (paths.empty()) {
            const std::string bundled = BundledPuzzleDir();
            if (bundled.empty()) {
                std::cerr << "error: the bundled puzzles were not found; give --pool PATH\n";
                return 1;
            }
            paths.push_back(bundled);
        }
        std::vector<PoolPuzzle> loaded;
        if (!LoadPool(paths, *variant, loaded)) return 1;
        if (loaded.empty()) {
            std::cerr << "error: no " << variant->name << " puzzles in the pool\n";
            return 1;
        }
        pool = PuzzlePool(std::move(loaded));
    }

    // A file that is not a training database (a pack named by a typo) is refused
    // and left as it is, never renamed away.
    const OpenedTrainingDatabase opened =
        OpenTrainingDatabase(*db, IfUnopenable::Fail, IfNotTraining::Refuse);
    TrainingStore& store = *opened.store;
    if (const auto& error = opened.error) {
        std::cerr << (store.CanWrite() ? "warning: " : "error: ") << DescribeStoreError(*error)
                  << "\n";
        if (!store.CanWrite()) return 1;
    }
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    SimulationResult result = SimulateLearner(store, pool, options, [](const SimulationStep& s) {
        if (s.attempts % 10 == 0)
            std::cout << "after=" << s.attempts << " rating=" << std::lround(s.rating.rating)
                      << " rd=" << std::lround(s.rating.rd) << std::endl;
    });
    const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
    if (result.error) {
        std::cerr << "error: " << DescribeStoreError(*result.error) << "\n";
        return 1;
    }
    const int64_t end = result.endTime;
    std::cerr << "simulate-learner: " << result.attempts << " puzzles, " << result.solved
              << " solved; rating " << std::lround(result.rating.rating) << " rd "
              << std::lround(result.rating.rd) << " (true strength " << *strength << "); "
              << store.CountCards(options.game) << " puzzles on the review schedule, "
              << store.CountDue(options.game, end + 86400) << " due a day later\n"
              << "simulate-learner: choosing a puzzle from a pool of " << pool.Size() << ": "
              << (result.attempts ? result.selectMsTotal / result.attempts : 0.0)
              << " ms on average, " << result.selectMsMax << " ms at most; " << seconds
              << " s in all\n";
    if (result.attempts < options.puzzles) {
        std::cerr << "error: the pool ran out of puzzles after " << result.attempts << "\n";
        return 1;
    }
    return 0;
}

}  // namespace chatur::cli
