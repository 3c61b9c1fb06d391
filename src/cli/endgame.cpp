// chatur-cli endgame probe|build (docs/cli.md): the endgame tablebases.
//   probe --variant V [--profile P] --fen FEN
//     one line `result=win|draw|loss dtm=<n>|- best=<move>|-`; with --profile a
//     Makruk counting profile also ` count=<kind>:<value>/<limit> [start=now]
//     left=<moves> fits=yes|no` (or ` count=none`).
//   build --variant V [--jobs J]
//     makes every table of the game (or checks the cached ones), progress on stderr,
//     one line per table `table=<name> positions=<n> wins=<n> draws=<n> losses=<n>
//     longest=<moves>` (side to move's view), then `tables=<n> bytes=<size> time_ms=<t>`.
// Both take --cache DIR instead of the user's data folder (docs/tablebase.md);
// probe reads the tables installed with the program (share/chatur/tablebases) first.
#include <algorithm>
#include <array>
#include <chrono>
#include <iostream>
#include <map>
#include <mutex>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/data_roots.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/platform/atomic_file.h"
#include "core/platform/utf8_path.h"
#include "core/tablebase/count_fit.h"
#include "core/tablebase/tablebase.h"

namespace chatur::cli {

namespace {

using namespace chatur::tablebase;
using Clock = std::chrono::steady_clock;

void Help() {
    std::cout
        << "usage: chatur-cli endgame probe --variant makruk|xiangqi [--profile P] --fen FEN\n"
           "       chatur-cli endgame build --variant makruk|xiangqi [--jobs J]\n"
           "options: --cache DIR  tables folder (default: the user's data folder,\n"
           "                      "
        << platform::Utf8Path(Tablebase::DefaultCacheDir())
        << ")\n"
           "         --stats      probe: load and probe times on stderr\n"
           "probe prints  result=win|draw|loss dtm=<n>|- best=<move>|-\n"
           "(dtm: the winner's moves to mate; mate in 1 is dtm=1). With --profile a\n"
           "Makruk counting profile it adds whether the win fits within the count.\n"
           "Tables are made on first use and cached; build makes them all ahead.\n";
}

double Seconds(Clock::time_point since) {
    return std::chrono::duration<double>(Clock::now() - since).count();
}

// Reports the tables being made on stderr; the Access the commands make them with.
Access AttachReporting(Tablebase& tb) {
    auto mutex = std::make_shared<std::mutex>();
    auto started = std::make_shared<std::map<std::string, Clock::time_point>>();
    Access access;
    access.progress = [mutex, started](const Material& material, double fraction) {
        const std::string table = TableName(material);
        std::lock_guard lock(*mutex);
        auto it = started->find(table);
        if (it == started->end()) {
            started->emplace(table, Clock::now());
            std::cerr << "making " << table << "...\n";
        } else if (fraction >= 1.0) {
            std::cerr << "made " << table << " in " << Seconds(it->second) << " s\n";
            started->erase(it);
        }
    };
    tb.SetNotice([mutex](const std::string& message) {
        std::lock_guard lock(*mutex);
        std::cerr << "note: " << message << "\n";
    });
    return access;
}

std::string CountText(const Game& game, const Value& value) {
    const auto [winner, mateMoves] = WinOfValue(game.GetPosition().SideToMove(), value);
    CountFit fit = FitWithinCount(game, winner, mateMoves);
    if (!fit.applies) return " count=none";
    std::string out = std::string(" count=") +
                      (fit.count.kind == CountKind::Pieces ? "pieces:" : "board:") +
                      std::to_string(fit.count.value) + "/" + std::to_string(fit.count.limit);
    if (fit.startedNow) out += " start=now";
    out += " left=" + std::to_string(fit.movesLeft) + " fits=" + (fit.fits ? "yes" : "no");
    return out;
}

int Probe(const Args& args, const Variant& variant, Tablebase& tb, const Access& access) {
    const RuleProfile* profile = RequireProfile(args, variant);
    if (!profile) return kUsageError;
    auto fen = args.Get("fen");
    if (!fen) {
        std::cerr << "error: --fen is required\n";
        return kUsageError;
    }
    auto created = GameFromFen(variant, *profile, *fen);
    if (auto* err = std::get_if<GameError>(&created)) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }
    const Game game = std::get<Game>(std::move(created));
    const Position& pos = game.GetPosition();
    auto start = Clock::now();
    const Material material = Material::Of(pos);
    if (Covered(material)) {
        TableFetch fetched = tb.Fetch(material.Canonical(), access);
        if (!fetched.table) {
            std::cerr << "error: " << fetched.error->message << "\n";
            return 1;
        }
    }
    ProbeResult r = tb.Probe(pos, access);
    double loadSeconds = Seconds(start);
    if (r.status != ProbeStatus::Found) {
        std::cerr << "error: not in the tablebases (" << pos.CountAll() << " pieces)\n";
        return 1;
    }
    if (args.Has("stats")) {
        // Once the table is in memory: the mean of many probes of this position.
        constexpr int kRepeats = 10000;
        auto t = Clock::now();
        for (int i = 0; i < kRepeats; ++i) r = tb.Probe(pos, access);
        std::cerr << "load_ms=" << int(loadSeconds * 1000)
                  << " probe_us=" << Seconds(t) * 1e6 / kRepeats << "\n";
    }
    std::optional<Move> best = tb.BestMove(pos, access);
    const Value& v = r.value;
    std::cout << "result="
              << (v.verdict == Verdict::Win    ? "win"
                  : v.verdict == Verdict::Loss ? "loss"
                                               : "draw")
              << " dtm=";
    if (v.verdict == Verdict::Draw)
        std::cout << "-";
    else
        std::cout << (v.verdict == Verdict::Win ? (v.plies + 1) / 2 : v.plies / 2);
    std::cout << " best=" << (best ? MoveToString(variant, *best) : "-");
    if (args.Has("profile") && v.verdict != Verdict::Draw && variant.id == VariantId::Makruk)
        std::cout << CountText(game, v);
    std::cout << "\n";
    return 0;
}

// One line per table: how its positions divide, and its longest mate in moves.
std::string SummaryLine(const Table& table) {
    std::array<uint64_t, 256> bytes{};
    for (uint8_t b : table.Bytes()) ++bytes[b];
    uint64_t count[3] = {0, 0, 0};
    int longest = 0;
    for (int b = 0; b < kNoPosition; ++b) {
        if (bytes[size_t(b)] == 0) continue;
        Value v = Value::FromByte(uint8_t(b));
        count[int(v.verdict)] += bytes[size_t(b)];
        if (v.verdict == Verdict::Win) longest = std::max(longest, (v.plies + 1) / 2);
    }
    return "table=" + table.GetMaterial().Name() +
           " positions=" + std::to_string(count[0] + count[1] + count[2]) +
           " wins=" + std::to_string(count[0]) + " draws=" + std::to_string(count[1]) +
           " losses=" + std::to_string(count[2]) + " longest=" + std::to_string(longest) + "\n";
}

int Build(const Args& args, const Variant& variant, Tablebase& tb, const Access& access) {
    int jobs = 1;
    if (auto j = args.Get("jobs")) {
        try {
            size_t used = 0;
            jobs = std::stoi(*j, &used);
            if (used != j->size() || jobs < 1 || jobs > 64) throw std::out_of_range("jobs");
        } catch (...) {
            std::cerr << "error: --jobs needs a number from 1 to 64\n";
            return kUsageError;
        }
    }
    // A cache folder that cannot take files fails before hours of building.
    const std::filesystem::path cacheDir = tb.FileFor(AllMaterials(variant).front()).parent_path();
    std::error_code ec;
    std::filesystem::create_directories(cacheDir, ec);
    if (auto err = platform::AtomicFileWriter().Open(platform::Utf8Path(cacheDir / "write-check"),
                                                     false)) {
        std::cerr << "error: the tablebase cache cannot be written: " << err->message << "\n";
        return 1;
    }
    auto start = Clock::now();
    // The summaries are taken from the tables as the build has them (a table just
    // made is the one saved: it is not read back).
    std::mutex summaryMutex;
    std::map<std::string, std::string> summaries;
    auto ready = [&](const Table& table) {
        std::string line = SummaryLine(table);
        std::lock_guard lock(summaryMutex);
        summaries[table.GetMaterial().Name()] = std::move(line);
    };
    if (auto error = tb.BuildAll(variant, jobs, access, ready)) {
        std::cerr << "error: " << error->message << "\n";
        return 1;
    }
    // The purpose of `build` is the tables on disk: one that could not be saved
    // (a full disk, a read-only cache) fails the command.
    uintmax_t bytes = 0;
    auto tables = AllMaterials(variant);
    size_t unsaved = 0;
    for (const Material& m : tables) {
        std::error_code ec;
        auto size = std::filesystem::file_size(tb.FileFor(m), ec);
        if (ec) {
            ++unsaved;
            continue;
        }
        bytes += size;
        std::cout << summaries[m.Name()];
    }
    std::cout << "tables=" << tables.size() - unsaved << " bytes=" << bytes
              << " time_ms=" << int(Seconds(start) * 1000) << "\n";
    if (unsaved) {
        std::cerr << "error: " << unsaved << " of " << tables.size()
                  << " tables could not be saved in " << platform::Utf8Path(cacheDir) << "\n";
        return 1;
    }
    return 0;
}

}  // namespace

int RunEndgame(int argc, char** argv) {
    if (argc < 1 || std::string(argv[0]) == "--help") {
        Help();
        return argc < 1 ? kUsageError : 0;
    }
    const std::string action = argv[0];
    Args args;
    if (auto err = args.Parse(argc - 1, argv + 1, {"variant", "profile", "fen", "jobs", "cache"},
                              {"help", "stats"})) {
        std::cerr << "error: " << *err << "\n";
        return kUsageError;
    }
    if (args.Has("help")) {
        Help();
        return 0;
    }
    if (action != "probe" && action != "build") {
        std::cerr << "error: unknown endgame action '" << action << "' (expected probe or build)\n";
        return kUsageError;
    }
    if (!args.Positional().empty()) {
        std::cerr << "error: unexpected argument '" << args.Positional().front() << "'\n";
        return kUsageError;
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    auto cache = args.Get("cache");
    Tablebase tb(cache ? platform::PathFromUtf8(*cache) : Tablebase::DefaultCacheDir());
    // A probe reads the tables installed with the program first; build makes
    // (or checks) every table in the cache folder itself, shipped or not.
    if (action == "probe") UseShippedTables(tb);
    const Access access = AttachReporting(tb);
    return action == "probe" ? Probe(args, *variant, tb, access)
                             : Build(args, *variant, tb, access);
}

}  // namespace chatur::cli
