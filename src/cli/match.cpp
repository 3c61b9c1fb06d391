// chatur-cli match --variant V --a LEVEL --b LEVEL [--games N] [--movetime-ms T]
// [--a-movetime-ms T] [--b-movetime-ms T] [--opening-plies K] [--seed S]
// [--profile P] [--show-moves]: self-play between two computer levels. Games come in pairs from
// the same random opening of K plies, colours swapped; one line per game, then the
// score. Single-threaded: one core.
#include <iomanip>
#include <iostream>
#include <limits>
#include <random>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/notation/coord.h"
#include "core/search/computer_player.h"

namespace chatur::cli {

namespace {

std::optional<long> ParseNumber(const std::string& text) {
    auto value = ParseWholeNumber(text, 0, std::numeric_limits<long>::max());
    if (!value) return std::nullopt;
    return long(*value);
}

struct Side {
    std::string name;  // "a" or "b"
    Level level;
    LevelSettings settings;
};

// What one game produced besides its outcome.
struct GameRecord {
    int plies = 0;
    std::string opening;
    std::string moves;                // the moves after the opening
    double averageDepth[2] = {0, 0};  // of White's and Black's searches
};

// Plays one game from `opening`; returns its outcome.
Outcome PlayGame(const Variant& variant, const RuleProfile& profile,
                 const std::vector<Move>& opening, const Side& white, const Side& black,
                 uint64_t seed, GameRecord& record) {
    std::string& openingText = record.opening;
    Game game(variant, profile);
    openingText.clear();
    for (Move m : opening) {
        if (!openingText.empty()) openingText += ',';
        openingText += MoveToString(variant, m);
        game.Play(m);
    }
    ComputerPlayer players[2] = {ComputerPlayer(white.settings, seed * 2 + 1),
                                 ComputerPlayer(black.settings, seed * 2 + 2)};
    long depthSum[2] = {0, 0}, searches[2] = {0, 0};
    while (!game.IsOver()) {
        int side = Index(game.SideToMove());
        ComputerPlayer& p = players[side];
        bool count = p.WantsCountStart(game);
        if (count) game.StartCount();
        Move m = p.ChooseMove(game);
        if (m.IsNull()) break;
        if (!record.moves.empty()) record.moves += ',';
        if (count) record.moves += "count-start,";
        record.moves += MoveToString(variant, m);
        depthSum[side] += p.LastInfo().depth;
        ++searches[side];
        if (game.Play(m)) break;
    }
    for (int c = 0; c < 2; ++c)
        record.averageDepth[c] = searches[c] ? double(depthSum[c]) / double(searches[c]) : 0;
    record.plies = game.PliesPlayed();
    return game.GetOutcome();
}

}  // namespace

int RunMatch(int argc, char** argv) {
    Args args;
    if (auto err = args.Parse(argc, argv,
                              {"variant", "profile", "a", "b", "games", "movetime-ms",
                               "a-movetime-ms", "b-movetime-ms", "opening-plies", "seed"},
                              {"help", "show-moves"})) {
        std::cerr << "error: " << *err << "\n";
        return kUsageError;
    }
    if (args.Has("help")) {
        std::cout
            << "usage: chatur-cli match --variant makruk|xiangqi --a LEVEL --b LEVEL\n"
               "         [--games N] [--movetime-ms T] [--a-movetime-ms T] [--b-movetime-ms T]\n"
               "         [--opening-plies K] [--seed S] [--profile P] [--show-moves]\n"
               "Levels: easy, normal, hard. Games are played in pairs from one random\n"
               "opening of K plies (default 4), colours swapped. --movetime-ms caps the\n"
               "time per move of both sides (a level's own cap otherwise: hard 2000 ms).\n"
               "Prints one line per game (depth=<White's>/<Black's> average search\n"
               "depth), then the score of a against b.\n";
        return 0;
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;
    Side sides[2];
    for (int i = 0; i < 2; ++i) {
        std::string name = i == 0 ? "a" : "b";
        auto text = args.Get(name);
        auto level = text ? LevelFromKey(*text) : std::nullopt;
        if (!level) {
            std::cerr << "error: --" << name << " easy|normal|hard is required\n";
            return kUsageError;
        }
        sides[i] = {name, *level, SettingsFor(*level)};
    }
    auto number = [&args](const std::string& key, long fallback) -> std::optional<long> {
        auto text = args.Get(key);
        if (!text) return fallback;
        auto v = ParseNumber(*text);
        if (!v) std::cerr << "error: bad --" << key << " '" << *text << "'\n";
        return v;
    };
    auto games = number("games", 50);
    auto movetime = number("movetime-ms", 0);
    auto openingPlies = number("opening-plies", 4);
    auto seed = number("seed", 1);
    if (!games || !movetime || !openingPlies || !seed) return kUsageError;
    for (int i = 0; i < 2; ++i) {
        if (*movetime) sides[i].settings.moveTimeMs = int(*movetime);
        auto own = number(sides[i].name + "-movetime-ms", 0);
        if (!own) return kUsageError;
        if (*own) sides[i].settings.moveTimeMs = int(*own);
    }

    std::mt19937_64 rng{uint64_t(*seed)};
    double points[2] = {0, 0};
    int wins[2] = {0, 0}, draws = 0;
    std::vector<Move> opening;
    for (long g = 0; g < *games; ++g) {
        if (g % 2 == 0) {
            // A new random opening for each pair of games.
            Game start(*variant, *profile);
            opening.clear();
            for (long i = 0; i < *openingPlies && !start.IsOver(); ++i) {
                MoveList legal = start.LegalMoves();
                Move m = legal[int(rng() % uint64_t(legal.Size()))];
                start.Play(m);
                opening.push_back(m);
            }
        }
        // Side a has White in even games.
        const Side& white = sides[g % 2];
        const Side& black = sides[1 - g % 2];
        GameRecord record;
        Outcome o = PlayGame(*variant, *profile, opening, white, black,
                             uint64_t(*seed) * 1000 + uint64_t(g), record);
        int whiteIndex = int(g % 2);
        if (o.result == Result::WhiteWins || o.result == Result::BlackWins) {
            int winner = o.result == Result::WhiteWins ? whiteIndex : 1 - whiteIndex;
            points[winner] += 1;
            ++wins[winner];
        } else {
            points[0] += 0.5;
            points[1] += 0.5;
            ++draws;
        }
        std::cout << "game=" << g + 1 << " white=" << white.name << ":" << LevelKey(white.level)
                  << " black=" << black.name << ":" << LevelKey(black.level)
                  << " status=" << ResultKey(o.result) << " reason=" << ReasonKey(o.reason)
                  << " plies=" << record.plies << " depth=" << std::fixed << std::setprecision(1)
                  << record.averageDepth[0] << "/" << record.averageDepth[1]
                  << " opening=" << record.opening;
        if (args.Has("show-moves")) std::cout << " moves=" << record.moves;
        std::cout << std::endl;
    }
    std::cout << "a=" << LevelKey(sides[0].level) << " b=" << LevelKey(sides[1].level)
              << " games=" << *games << " a_wins=" << wins[0] << " b_wins=" << wins[1]
              << " draws=" << draws << " score=" << std::setprecision(1) << points[0] << "-"
              << points[1] << std::endl;
    return 0;
}

}  // namespace chatur::cli
