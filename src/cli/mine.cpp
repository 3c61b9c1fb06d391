// chatur-cli mine --variant V [--profile P] [--jobs J] [--max N] GAMES.pgn...
// --out PACK.xml: verified, themed, rated puzzles found in games (core/mining,
// docs/mining.md). `mine --rate PACK.xml...` prints the rating the miner would
// give each puzzle of written packs (scripts/rerate-pools.py applies it). Broken games are reported
// as `import` reports skipped entries and left out; exit 0 when every game was read, 1 when some
// were skipped, 2 on bad usage.
#include <algorithm>
#include <atomic>
#include <filesystem>
#include <iostream>
#include <set>
#include <thread>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/pack_output.h"
#include "core/content/import_puzzles.h"
#include "core/content/pack_writer.h"
#include "core/content/rule_profile_names.h"
#include "core/content/theme_catalog.h"
#include "core/content/validator.h"
#include "core/content/xml_loader.h"
#include "core/mining/game_reader.h"
#include "core/mining/puzzle_rating.h"
#include "core/mining/puzzle_texts.h"
#include "core/notation/game_fen.h"
#include "core/platform/atomic_file.h"
#include "core/platform/utf8_path.h"

namespace chatur::cli {

namespace fs = std::filesystem;

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli mine --variant makruk|xiangqi [--profile P] [--jobs J] [--max N]\n"
    "         [--kinds all|mate|tactic] [--per-file K] [--pack-id ID] [--title TEXT]\n"
    "         [--author NAME] [--licence SPDX] [--locale DIR] [--theme ID] [--keep-count]\n"
    "         GAMES.pgn... --out PACK.xml\n"
    "       chatur-cli mine --rate PACK.xml...\n";

// "<stem><tail>", or "<stem><tail>-2", "-3"... when taken: the first id not in
// `taken`. Each candidate differs from the ones before, so it ends.
std::string UniqueId(const std::string& stem, const std::string& tail,
                     const std::set<std::string>& taken) {
    for (size_t k = 1;; ++k) {
        std::string id =
            content::SanitizeIdWithSuffix(stem, k == 1 ? tail : tail + "-" + std::to_string(k));
        if (!taken.count(id)) return id;
    }
}

// "a-1.xml" for part 1 of "a.xml".
std::string PartPath(const std::string& out, int part, int parts) {
    if (parts == 1) return out;
    const fs::path p = platform::PathFromUtf8(out);
    char number[16];
    std::snprintf(number, sizeof number, "-%02d", part);
    fs::path name = p.stem();
    name += number;
    name += p.extension();
    return platform::Utf8Path(p.parent_path() / name);
}

struct GameRef {
    const mining::PlayedGame* game;
    std::string path;
};

// `--rate`: one line per puzzle with a move task, "<id> rating=<r> grade=<g>" and the
// signals behind them; puzzles without one are left out. Exit 1 when a pack cannot
// be read.
int RatePacks(const std::vector<std::string>& paths) {
    int status = 0;
    for (const std::string& path : paths) {
        content::LoadResult loaded = content::LoadPackFile(path);
        if (!loaded.pack) {
            std::cerr << "error: cannot read the pack " << path << "\n";
            status = 1;
            continue;
        }
        const content::Pack& pack = *loaded.pack;
        for (const content::Puzzle& puzzle : pack.puzzles) {
            const RuleProfile& profile = content::ProfileFor(*pack.variant, puzzle.profile);
            auto made = GameFromFen(*pack.variant, profile, puzzle.board.fen);
            if (!std::holds_alternative<Game>(made)) continue;
            const Game& start = std::get<Game>(made);
            auto mined = mining::MinedPuzzleFromContent(puzzle, start);
            if (!mined) continue;
            const mining::DifficultySignals s =
                mining::MeasureDifficulty(start, mined->line.front());
            const int rating = mining::EstimateRating(start, *mined, s);
            std::cout << puzzle.id << " rating=" << rating
                      << " grade=" << mining::GradeForRating(rating) << " forcing=" << s.forcing
                      << " candidates=" << s.candidates << " key-rank=" << s.keyRank
                      << " settle-nodes=" << s.settleNodes << " pieces=" << s.pieces << "\n";
        }
    }
    return status;
}

}  // namespace

int RunMine(int argc, char** argv) {
    Args args;
    if (auto err = args.Parse(argc, argv,
                              {"variant", "profile", "jobs", "max", "out", "kinds", "per-file",
                               "pack-id", "title", "author", "licence", "locale", "theme"},
                              {"help", "keep-count", "rate"})) {
        std::cerr << "error: " << *err << "\n" << kUsage;
        return kUsageError;
    }
    if (args.Has("help")) {
        std::cout
            << kUsage
            << "Replays every game and keeps, at least 6 plies apart within a game:\n"
               "mates in 1-5 that the solver proves to have exactly one first move, and\n"
               "tactics whose first move beats every other by 200 centipawns at depth 4\n"
               "and wins at least a minor piece. Texts are written in English and in each\n"
               "language whose catalog <locale>/<lang>.po is found. --per-file K splits\n"
               "the pack into files of K puzzles (PACK-01.xml, ...). --theme ID keeps only\n"
               "puzzles with that theme. --keep-count (Makruk): a puzzle's FEN carries the\n"
               "count running in the game. Last line:\n"
               "'games=<G> skipped=<S> puzzles=<P> mates=<M> tactics=<T>'.\n"
               "Exit 0 when every game was read, 1 when some were skipped, 2 on bad usage.\n"
               "--rate PACK.xml... prints, for each puzzle with a move task, the rating and\n"
               "grade the miner would give it, and the signals behind them: '<id> rating=<R>\n"
               "grade=<G> forcing=<F> candidates=<C> key-rank=<K> settle-nodes=<N>\n"
               "pieces=<P>' (docs/mining.md, 'Rating').\n";
        return 0;
    }
    if (args.Has("rate")) {
        if (args.Positional().empty()) {
            std::cerr << "error: --rate needs PACK.xml...\n" << kUsage;
            return kUsageError;
        }
        return RatePacks(args.Positional());
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;
    auto number = [&args](const std::string& key, long long lo, long long hi, long long fallback) {
        return NumberOption(args, key, lo, hi, fallback);
    };
    auto jobs = number("jobs", 1, 256, std::max(1u, std::thread::hardware_concurrency()));
    auto maxPuzzles = number("max", 1, 100'000'000, 100'000'000);
    auto perFile = number("per-file", 1, 100'000'000, 100'000'000);
    if (!jobs || !maxPuzzles || !perFile) return kUsageError;
    std::string kinds = args.Get("kinds").value_or("all");
    if (kinds != "all" && kinds != "mate" && kinds != "tactic") {
        std::cerr << "error: --kinds all|mate|tactic, not '" << kinds << "'\n";
        return kUsageError;
    }
    auto out = args.Get("out");
    if (!out || out->empty() || args.Positional().empty()) {
        std::cerr << "error: GAMES.pgn... and --out PACK.xml are required\n" << kUsage;
        return kUsageError;
    }

    const std::optional<std::string> packIdOption = PackIdFor(args, *out);
    if (!packIdOption) return kUsageError;
    const std::string& packId = *packIdOption;

    if (auto err = platform::CheckOutputPath(*out, args.Positional())) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }

    // Read every file; broken games are reported and skipped.
    std::vector<mining::ReadGames> files;
    std::vector<GameRef> games;
    int skipped = 0;
    bool unreadable = false;
    for (const std::string& path : args.Positional()) {
        auto text = platform::ReadWholeFile(path);
        if (!text) {
            std::cerr << "error: cannot read " << path << " (not a readable file)\n";
            unreadable = true;
            continue;
        }
        files.push_back(mining::ReadPgnGames(*text, path, *variant, *profile));
        for (const content::Finding& f : files.back().findings)
            std::cout << content::FormatFinding(f) << "\n";
        skipped += int(files.back().findings.size());
    }
    for (size_t f = 0; f < files.size(); ++f)
        for (const mining::PlayedGame& g : files[f].games)
            games.push_back({&g, args.Positional()[f]});
    if (unreadable) return 1;
    if (games.empty()) {
        // As `import` does: an existing pack is not replaced by an empty one.
        std::cerr << "error: no games to mine; " << *out << " was not written\n";
        return 1;
    }

    // Mine the games in parallel; each game's result depends on the game alone.
    mining::MineOptions options;
    options.keepCount = args.Has("keep-count");
    const std::string theme = args.Get("theme").value_or("");
    if (!theme.empty() && !content::FindTheme(theme)) {
        std::cerr << "error: --theme: unknown theme '" << theme << "' (docs/content-format.md)\n";
        return kUsageError;
    }
    std::vector<std::vector<mining::MinedPuzzle>> found(games.size());
    std::atomic<size_t> next{0};
    auto worker = [&] {
        for (size_t i = next++; i < games.size(); i = next++)
            found[i] = mining::MineGame(*variant, *profile, games[i].game->startFen,
                                        games[i].game->moves, options);
    };
    std::vector<std::thread> threads;
    for (long long t = 1; t < *jobs; ++t) threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads) t.join();

    // The pack(s): in game order, no position twice, at most --max puzzles.
    const mining::TextCatalogs catalogs = LoadPackCatalogs(args);
    std::set<std::string> positions, ids;
    std::vector<content::Puzzle> puzzles;
    int mates = 0, tactics = 0;
    for (size_t i = 0; i < games.size() && int(puzzles.size()) < *maxPuzzles; ++i) {
        const mining::PlayedGame& g = *games[i].game;
        for (const mining::MinedPuzzle& m : found[i]) {
            if (int(puzzles.size()) >= *maxPuzzles) break;
            if (kinds == "mate" && m.kind != mining::PuzzleKind::Mate) continue;
            if (kinds == "tactic" && m.kind != mining::PuzzleKind::Tactic) continue;
            if (!theme.empty() &&
                std::find(m.themes.begin(), m.themes.end(), theme) == m.themes.end())
                continue;
            // Placement and side to move: the same position from another game is a duplicate.
            std::string key = m.fen.substr(0, m.fen.find(' ', m.fen.find(' ') + 1));
            if (!positions.insert(key).second) continue;
            std::string round =
                g.round.empty() || g.round == "?" ? std::to_string(g.number) : g.round;
            const std::string id =
                UniqueId(packId + ".g" + round, "-p" + std::to_string(m.ply), ids);
            ids.insert(id);
            std::string event =
                g.event.empty() || g.event == "?"
                    ? platform::Utf8Path(platform::PathFromUtf8(games[i].path).filename())
                    : g.event;
            std::string source = event + ", round " + round + ", ply " + std::to_string(m.ply) +
                                 " (move " + std::to_string(m.ply / 2 + 1) + ")";
            puzzles.push_back(
                mining::MakePuzzle(*variant, std::string(profile->name), m, id, source, catalogs));
            (m.kind == mining::PuzzleKind::Mate ? mates : tactics) += 1;
        }
    }

    const int parts =
        std::max<int>(1, int((puzzles.size() + size_t(*perFile) - 1) / size_t(*perFile)));
    using content::Say;
    content::Phrase kindTitle = kinds == "mate"     ? Say("Mates from games")
                                : kinds == "tactic" ? Say("Tactics from games")
                                                    : Say("Puzzles from games");
    // TRANSLATORS: the title of a pack of mined puzzles of one theme ("Counting").
    if (!theme.empty())
        kindTitle = Say("Puzzles from games: {1}", {content::FindTheme(theme)->name});
    for (int part = 1; part <= parts; ++part) {
        content::Pack pack;
        pack.id =
            parts == 1 ? packId : content::SanitizeIdWithSuffix(packId, "-" + std::to_string(part));
        pack.variant = variant;
        pack.profile = std::string(profile->name);
        pack.version = "1.0";
        pack.languages = catalogs.Languages();
        content::Phrase title = kindTitle;
        if (auto t = args.Get("title")) title = content::Lit(*t);
        if (parts > 1) title = Say("{1}, part {2}", {title, content::Lit(part)});
        pack.title = mining::RenderAll(title, catalogs);
        pack.description = mining::RenderAll(
            Say("Puzzles found by chatur-cli mine in played games. Every mate is proved by "
                "Chatur's solver to have exactly one first move; every tactic's moves are the "
                "engine's clear best. Each puzzle has its themes and a first rating."),
            catalogs);
        pack.author = args.Get("author").value_or("chatur-cli mine");
        pack.licence = args.Get("licence").value_or("unknown");
        size_t from = size_t(part - 1) * size_t(*perFile);
        size_t to = std::min(puzzles.size(), from + size_t(*perFile));
        pack.puzzles.assign(puzzles.begin() + long(from), puzzles.begin() + long(to));
        const std::string path = PartPath(*out, part, parts);
        if (!WriteFoundPack(pack, path)) return 1;
    }
    std::cout << "games=" << games.size() + size_t(skipped) << " skipped=" << skipped
              << " puzzles=" << puzzles.size() << " mates=" << mates << " tactics=" << tactics
              << " files=" << parts << "\n";
    return skipped ? 1 : 0;
}

}  // namespace chatur::cli
