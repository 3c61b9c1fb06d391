// chatur-cli review --variant V [--profile P] [--movetime MS | --depth D] [--jobs J]
// GAMES.pgn [--game N] [--out PACK.xml]: every game of the file (or game N)
// reviewed move by move (core/review, docs/review.md), one line per ply and one
// per game as SPEC section 6 words them; --out writes the mistakes and blunders
// as a puzzle pack. Broken games are reported as `import` and `mine` report them:
// a game that cannot be read is left out, one with an illegal move is reviewed
// up to it. Exit 0 when every game was read whole, 1 otherwise, 2 on bad usage.
#include <filesystem>
#include <iostream>
#include <set>
#include <thread>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/data_roots.h"
#include "cli/pack_output.h"
#include "core/content/import_puzzles.h"
#include "core/content/pack_writer.h"
#include "core/mining/game_reader.h"
#include "core/notation/coord.h"
#include "core/platform/atomic_file.h"
#include "core/platform/utf8_path.h"
#include "core/review/game_review.h"
#include "core/review/mistake_puzzles.h"
#include "core/tablebase/tablebase.h"

namespace chatur::cli {

namespace fs = std::filesystem;

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli review --variant makruk|xiangqi [--profile P]\n"
    "         [--movetime MS | --depth D] [--jobs J] [--tables DIR] GAMES.pgn [--game N]\n"
    "         [--out PACK.xml [--pack-id ID] [--title TEXT] [--author NAME]\n"
    "         [--licence SPDX] [--locale DIR]]\n";

constexpr const char* kHelp =
    "Reviews every game of GAMES.pgn (or game N, counting from 1): each position is\n"
    "judged by the endgame tables where they are at hand (--tables DIR, default the\n"
    "user's tables folder; none is made) and else by the engine at depth D (default\n"
    "11; --movetime MS searches each position MS milliseconds instead, which depends\n"
    "on the machine). --jobs J searches J positions at once (the result is the same).\n"
    "One line per ply:\n"
    "  game=<g> ply=<n> move=<m> eval=<cp:N|mate:N> best=<move> class=<c>\n"
    "eval: the position after the move from White's side; best: the move preferred\n"
    "before it; class: best, good, inaccuracy, mistake, blunder or forced. Then\n"
    "  game=<g> white=<i>/<m>/<b> black=<i>/<m>/<b>\n"
    "(inaccuracies/mistakes/blunders); each side's accuracy goes to stderr.\n"
    "--out PACK.xml: the position before every mistake and blunder as a puzzle whose\n"
    "solution is the better move, in every language a catalog is found for.\n"
    "Exit 0 when every game was read whole, 1 when some were left out or cut at an\n"
    "illegal move, 2 on bad usage.\n";

// "<event>, round <r>" for a game's puzzles (the file's name without an event).
std::string GameSource(const mining::PlayedGame& g, const std::string& path) {
    const std::string event = g.event.empty() || g.event == "?"
                                  ? platform::Utf8Path(platform::PathFromUtf8(path).filename())
                                  : g.event;
    const std::string round =
        g.round.empty() || g.round == "?" ? std::to_string(g.number) : g.round;
    return event + ", round " + round;
}

std::optional<int> WritePack(const Args& args, const Variant& variant, const RuleProfile& profile,
                             const std::string& out, std::vector<content::Puzzle> puzzles,
                             const mining::TextCatalogs& catalogs, const std::string& packId) {
    using content::Say;
    content::Pack pack;
    pack.id = packId;
    pack.variant = &variant;
    pack.profile = std::string(profile.name);
    pack.version = "1.0";
    pack.languages = catalogs.Languages();
    pack.title = args.Get("title") ? mining::RenderAll(content::Lit(*args.Get("title")), catalogs)
                                   : mining::RenderAll(Say("Mistakes from games"), catalogs);
    pack.description = mining::RenderAll(
        Say("Positions from reviewed games in which a mistake or a blunder was played. The "
            "solution is the move the engine, or the endgame tables, preferred."),
        catalogs);
    pack.author = args.Get("author").value_or("chatur-cli review");
    pack.licence = args.Get("licence").value_or("unknown");
    pack.puzzles = std::move(puzzles);
    if (!WriteFoundPack(pack, out)) return 1;
    return std::nullopt;
}

}  // namespace

int RunReview(int argc, char** argv) {
    Args args;
    if (auto err = args.Parse(argc, argv,
                              {"variant", "profile", "movetime", "depth", "jobs", "game", "out",
                               "tables", "pack-id", "title", "author", "licence", "locale"},
                              {"help"})) {
        std::cerr << "error: " << *err << "\n" << kUsage;
        return kUsageError;
    }
    if (args.Has("help")) {
        std::cout << kUsage << kHelp;
        return 0;
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;
    auto depth = NumberOption(args, "depth", 1, 40, review::kDefaultDepth);
    auto movetime = NumberOption(args, "movetime", 1, 3'600'000, 0);
    auto jobs =
        NumberOption(args, "jobs", 1, 256, std::max(1u, std::thread::hardware_concurrency()));
    auto only = NumberOption(args, "game", 1, 100'000'000, 0);
    if (!depth || !movetime || !jobs || !only) return kUsageError;
    if (args.Has("depth") && args.Has("movetime")) {
        std::cerr << "error: --movetime MS or --depth D, not both\n" << kUsage;
        return kUsageError;
    }
    if (args.Positional().size() != 1) {
        std::cerr << "error: one GAMES.pgn is required\n" << kUsage;
        return kUsageError;
    }
    const std::string path = args.Positional().front();
    const auto out = args.Get("out");
    if (out && out->empty()) {
        std::cerr << "error: --out needs a file name\n";
        return kUsageError;
    }
    std::string packId;
    if (out) {
        const std::optional<std::string> given = PackIdFor(args, *out);
        if (!given) return kUsageError;
        packId = *given;
    }
    if (out)
        if (auto err = platform::CheckOutputPath(*out, args.Positional())) {
            std::cerr << "error: " << err->message << "\n";
            return kUsageError;
        }

    auto text = platform::ReadWholeFile(path);
    if (!text) {
        std::cerr << "error: cannot read " << path << " (not a readable file)\n";
        return 1;
    }
    const mining::ReadGames read =
        mining::ReadPgnGames(*text, path, *variant, *profile, mining::BadMove::StopThere);
    for (const content::Finding& f : read.findings) std::cout << content::FormatFinding(f) << "\n";
    if (*only > read.found) {
        std::cerr << "error: --game " << *only << ": " << path << " has " << read.found
                  << " game(s)\n";
        return kUsageError;
    }

    review::ReviewOptions options;
    options.depth = int(*depth);
    options.moveTimeMs = int(*movetime);
    options.jobs = int(*jobs);
    tablebase::Tablebase tables(args.Get("tables") ? platform::PathFromUtf8(*args.Get("tables"))
                                                   : tablebase::Tablebase::DefaultCacheDir());
    UseShippedTables(tables);
    mining::TextCatalogs catalogs;
    if (out) catalogs = LoadPackCatalogs(args);
    std::vector<content::Puzzle> puzzles;
    std::set<std::string> positions;  // placement and side to move of each puzzle
    for (const mining::PlayedGame& g : read.games) {
        if (*only && g.number != *only) continue;
        auto reviewed = review::ReviewGame(*variant, *profile, g.startFen, g.moves, g.declarations,
                                           options, &tables);
        if (auto* err = std::get_if<review::ReviewError>(&reviewed)) {
            std::cout << path << ":" << g.line << ": error: " << err->message << "\n";
            continue;
        }
        const review::GameReview& r = std::get<review::GameReview>(reviewed);
        const std::string gameTag = "game=" + std::to_string(g.number);
        for (const review::ReviewedMove& m : r.moves)
            std::cout << gameTag << " ply=" << m.ply << " move=" << MoveToString(*variant, m.played)
                      << " eval=" << review::FormatScore(m.evalAfter)
                      << " best=" << (m.best ? MoveToString(*variant, *m.best) : "-")
                      << " class=" << review::MoveClassKey(m.moveClass) << "\n";
        auto counts = [](const review::SideSummary& s) {
            return std::to_string(s.inaccuracies) + "/" + std::to_string(s.mistakes) + "/" +
                   std::to_string(s.blunders);
        };
        std::cout << gameTag << " white=" << counts(r.white) << " black=" << counts(r.black)
                  << std::endl;
        char accuracy[96];
        std::snprintf(accuracy, sizeof accuracy, "%s accuracy white=%.1f black=%.1f\n",
                      gameTag.c_str(), r.white.accuracy, r.black.accuracy);
        std::cerr << accuracy;
        if (out) {
            const review::MistakeOrigin origin{packId + ".g" + std::to_string(g.number),
                                               GameSource(g, path)};
            // As `mine` does: a position met in another game already is left out.
            for (content::Puzzle& p :
                 review::MistakePuzzles(*variant, *profile, g.startFen, g.moves, g.declarations, r,
                                        origin, catalogs)) {
                const std::string& fen = p.board.fen;
                if (positions.insert(fen.substr(0, fen.find(' ', fen.find(' ') + 1))).second)
                    puzzles.push_back(std::move(p));
            }
        }
    }
    if (out) {
        const size_t count = puzzles.size();
        if (auto status =
                WritePack(args, *variant, *profile, *out, std::move(puzzles), catalogs, packId))
            return *status;
        std::cerr << "wrote " << count << " puzzle(s) to " << *out << "\n";
    }
    return read.findings.empty() ? 0 : 1;
}

}  // namespace chatur::cli
