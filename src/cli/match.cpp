// chatur-cli match --variant V (--a LEVEL | --a-uci PATH) (--b LEVEL | --b-uci PATH)
// [--games N] [--movetime-ms T] [--{a,b}-movetime-ms T] [--{a,b}-depth D]
// [--{a,b}-nodes N] [--{a,b}-uci-arg ARG]... [--{a,b}-option NAME=VALUE]...
// [--opening-plies K] [--seed S] [--first-game F] [--profile P] [--show-moves] [--show-scores]
// [--resign-moves N --resign-cp CP] [--draw-moves N --draw-cp CP [--draw-from-ply P]]:
// a match between two Chatur levels or a level and an external UCI engine. Games
// come in pairs from the same random opening of K plies, colours swapped; Chatur's
// Game checks every move and judges every ending, unless the engines' scores
// adjudicate it first (AdjudicationRules). One line per game, then the score with an
// Elo estimate of a against b and its 95 % interval. Chatur's side is single-threaded.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <limits>
#include <memory>
#include <random>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/match_player.h"
#include "core/notation/coord.h"
#include "core/search/match_score.h"

namespace chatur::cli {

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli match --variant makruk|xiangqi (--a LEVEL | --a-uci PATH)\n"
    "         (--b LEVEL | --b-uci PATH) [--games N] [--movetime-ms T]\n"
    "         [--a-movetime-ms T] [--a-depth D] [--a-nodes N] (likewise --b-...)\n"
    "         [--a-uci-arg ARG]... [--a-option NAME=VALUE]... (likewise --b-...)\n"
    "         [--opening-plies K] [--seed S] [--first-game F] [--profile P]\n"
    "         [--show-moves] [--show-scores]\n"
    "         [--resign-moves N --resign-cp CP] [--draw-moves N --draw-cp CP [--draw-from-ply P]]\n"
    "Levels: easy, normal, hard, maximum. --a-uci/--b-uci play an external UCI engine\n"
    "instead (Fairy-Stockfish, or another build's chatur-cli with --b-uci-arg uci);\n"
    "it gets UCI_Variant, then each --b-option, and searches with exactly one of\n"
    "--b-movetime-ms, --b-depth, --b-nodes. A level's limits: --movetime-ms caps\n"
    "both sides' time per move (a level's own cap otherwise: hard 2000 ms); a\n"
    "level given --a-depth or --a-nodes has no time cap unless one is given too.\n"
    "Games are played in pairs from one random opening of K plies (default 4,\n"
    "chosen by --seed), colours swapped; Chatur's rules judge every move and end.\n"
    "--first-game F plays games F..N of the match --games N would play (F odd: a run\n"
    "stopped after a whole pair goes on where it stopped).\n"
    "Prints one line per game (depth=<White's>/<Black's> average search depth),\n"
    "then the score of a against b with an Elo estimate and its 95 % interval.\n"
    "An engine that crashes, hangs or sends an illegal move loses that game.\n"
    "--show-scores adds each move's score for its mover (- where the engine gave none).\n"
    "Adjudication (off unless given): a side loses once, for N moves of each side in a\n"
    "row, its score was at most -CP and its opponent's at least +CP\n"
    "(reason=adjudicated-loss); a draw once both sides' scores stayed within +-CP for N\n"
    "moves of each side in a row after at least P plies (reason=adjudicated-draw).\n";

struct GameRecord {
    Outcome outcome;
    std::string reason;  // the Outcome's, or the failing engine's error key
    int plies = 0;
    std::string opening;
    std::string moves;   // the moves after the opening
    std::string scores;  // each of those moves' score for its mover, "-" for none
    double averageDepth[2] = {0, 0};
};

GameRecord PlayGame(const Variant& variant, const RuleProfile& profile,
                    const std::vector<Move>& opening, MatchPlayer* players[2],
                    const AdjudicationRules& rules) {
    GameRecord record;
    Adjudicator adjudicator(rules);
    std::optional<Result> adjudicated;
    Game game(variant, profile);
    for (Move m : opening) {
        if (game.Play(m)) break;  // never: RandomOpening played each in turn
        if (!record.opening.empty()) record.opening += ',';
        record.opening += MoveToString(variant, m);
    }
    long depthSum[2] = {0, 0}, searches[2] = {0, 0};
    std::string failure;
    while (!game.IsOver()) {
        // A repetition that only ends the game on a claim (makruk/auto-count): both
        // sides of an engine match claim it.
        if (game.CanClaimDraw() && !game.ClaimDraw()) break;
        int side = Index(game.SideToMove());
        MatchPlayer& p = *players[side];
        // A declaration the rules refuse is not made (nor written in the moves).
        const bool count = p.WantsCountStart(game) && !game.StartCount();
        MatchMove chosen = p.ChooseMove(game);
        if (!chosen.errorKey.empty() || chosen.move.IsNull()) {
            failure = chosen.errorKey.empty() ? "no-move" : chosen.errorKey;
            std::cerr << "note: " << p.Label() << " failed (" << failure
                      << "): " << chosen.errorDetail << "; it loses the game\n";
            // The game goes on (the loop's condition): the resignation is accepted,
            // and it ends a declaration made for the move that never came.
            if (auto refused = game.Resign()) std::cerr << "note: " << refused->message << "\n";
            break;
        }
        if (!record.moves.empty()) record.moves += ',';
        if (count) record.moves += "count-start,";
        record.moves += MoveToString(variant, chosen.move);
        if (!record.scores.empty()) record.scores += ',';
        record.scores += chosen.score ? std::to_string(*chosen.score) : std::string("-");
        depthSum[side] += chosen.depth;
        ++searches[side];
        const Color mover = game.SideToMove();
        if (game.Play(chosen.move)) break;
        if (game.IsOver()) break;  // the rules' ending stands over an adjudication
        adjudicated = adjudicator.AfterMove(mover, chosen.score, game.PliesPlayed());
        if (adjudicated) break;
    }
    for (int c = 0; c < 2; ++c)
        record.averageDepth[c] = searches[c] ? double(depthSum[c]) / double(searches[c]) : 0;
    record.plies = game.PliesPlayed();
    record.outcome = game.GetOutcome();
    record.reason = failure.empty() ? std::string(ReasonKey(record.outcome.reason)) : failure;
    if (adjudicated) {
        record.outcome = {*adjudicated, Reason::None};
        record.reason = *adjudicated == Result::Draw ? "adjudicated-draw" : "adjudicated-loss";
    }
    return record;
}

std::vector<Move> RandomOpening(const Variant& variant, const RuleProfile& profile, long plies,
                                std::mt19937_64& rng) {
    Game start(variant, profile);
    std::vector<Move> opening;
    for (long i = 0; i < plies && !start.IsOver(); ++i) {
        MoveList legal = start.LegalMoves();
        Move m = legal[int(rng() % uint64_t(legal.Size()))];
        if (start.Play(m)) break;  // never: one of the legal moves
        opening.push_back(m);
    }
    return opening;
}

}  // namespace

int RunMatch(int argc, char** argv) {
    std::set<std::string> valued = {"variant",       "profile",    "games",      "movetime-ms",
                                    "opening-plies", "seed",       "first-game", "resign-moves",
                                    "resign-cp",     "draw-moves", "draw-cp",    "draw-from-ply"};
    for (std::string side : {"a", "b"})
        for (std::string key :
             {"", "-movetime-ms", "-depth", "-nodes", "-uci", "-uci-arg", "-option"})
            valued.insert(side + key);
    Args args;
    if (auto err = args.Parse(argc, argv, valued, {"help", "show-moves", "show-scores"})) {
        std::cerr << "error: " << *err << "\n";
        return kUsageError;
    }
    if (args.Has("help")) {
        std::cout << kUsage;
        return 0;
    }
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;

    auto number = [&args](const std::string& key, long fallback, long lo) -> std::optional<long> {
        auto text = args.Get(key);
        if (!text) return fallback;
        auto v = ParseWholeNumber(*text, lo, std::numeric_limits<long>::max());
        if (!v) std::cerr << "error: bad --" << key << " '" << *text << "'\n";
        return v ? std::optional<long>(long(*v)) : std::nullopt;
    };
    auto games = number("games", 50, 1);
    auto movetime = number("movetime-ms", 0, 0);
    auto openingPlies = number("opening-plies", 4, 0);
    auto seed = number("seed", 1, 0);
    auto firstGame = number("first-game", 1, 1);
    if (!games || !movetime || !openingPlies || !seed || !firstGame) return kUsageError;
    if (*firstGame % 2 == 0 || *firstGame > *games) {
        std::cerr << "error: --first-game must be odd (the first of a pair) and at most --games\n";
        return kUsageError;
    }
    AdjudicationRules rules;
    {
        auto resignMoves = number("resign-moves", 0, 1), resignCp = number("resign-cp", 0, 1);
        auto drawMoves = number("draw-moves", 0, 1), drawCp = number("draw-cp", 0, 0);
        auto drawFrom = number("draw-from-ply", 0, 0);
        if (!resignMoves || !resignCp || !drawMoves || !drawCp || !drawFrom) return kUsageError;
        if (args.Has("resign-moves") != args.Has("resign-cp")) {
            std::cerr << "error: --resign-moves and --resign-cp go together\n";
            return kUsageError;
        }
        if (args.Has("draw-moves") != args.Has("draw-cp") ||
            (args.Has("draw-from-ply") && !args.Has("draw-moves"))) {
            std::cerr << "error: --draw-moves and --draw-cp go together (--draw-from-ply "
                         "with them)\n";
            return kUsageError;
        }
        rules = {int(std::min(*resignMoves, 1000L)), int(std::min(*resignCp, 100000L)),
                 int(std::min(*drawMoves, 1000L)), int(std::min(*drawCp, 100000L)),
                 int(std::min(*drawFrom, 100000L))};
    }

    std::unique_ptr<MatchPlayer> sides[2];
    for (int i = 0; i < 2; ++i) {
        const std::string name = i == 0 ? "a" : "b";
        auto ownTime = number(name + "-movetime-ms", 0, 1);
        auto depth = number(name + "-depth", 0, 1);
        auto nodes = number(name + "-nodes", 0, 1);
        if (!ownTime || !depth || !nodes) return kUsageError;
        const long time = *ownTime ? *ownTime : *movetime;
        if (auto path = args.Get(name + "-uci")) {
            if (args.Has(name)) {
                std::cerr << "error: --" << name << " and --" << name
                          << "-uci exclude each other\n";
                return kUsageError;
            }
            UciPlayerSetup setup;
            setup.command = {*path, args.GetAll(name + "-uci-arg")};
            for (const std::string& option : args.GetAll(name + "-option")) {
                size_t eq = option.find('=');
                if (eq == std::string::npos || eq == 0) {
                    std::cerr << "error: bad --" << name << "-option '" << option
                              << "' (expected NAME=VALUE)\n";
                    return kUsageError;
                }
                setup.options.emplace_back(option.substr(0, eq), option.substr(eq + 1));
            }
            if ((time > 0) + (*depth > 0) + (*nodes > 0) != 1) {
                std::cerr << "error: --" << name << "-uci needs exactly one of --" << name
                          << "-movetime-ms (or --movetime-ms), --" << name << "-depth, --" << name
                          << "-nodes\n";
                return kUsageError;
            }
            setup.go.moveTimeMs = int(time);
            setup.go.depth = int(*depth);
            setup.go.nodes = uint64_t(*nodes);
            setup.variant = variant->id;
            setup.profile = std::string(profile->name);
            sides[i] = std::make_unique<UciPlayer>(std::move(setup));
            continue;
        }
        if (args.Has(name + "-uci-arg") || args.Has(name + "-option")) {
            std::cerr << "error: --" << name << "-uci-arg and --" << name << "-option need --"
                      << name << "-uci\n";
            return kUsageError;
        }
        auto text = args.Get(name);
        auto level = text ? LevelFromKey(*text) : std::nullopt;
        if (!level) {
            std::cerr << "error: --" << name << " easy|normal|hard|maximum or --" << name
                      << "-uci PATH is required\n";
            return kUsageError;
        }
        LevelSettings settings = SettingsFor(*level);
        if (*depth || *nodes) settings.moveTimeMs = 0;
        if (*depth) settings.maxDepth = int(*depth);
        if (*nodes) settings.maxNodes = uint64_t(*nodes);
        if (time) settings.moveTimeMs = int(time);
        sides[i] = std::make_unique<LevelPlayer>(*level, settings);
    }
    // Engines start before the first game, so a wrong path fails at once.
    for (int i = 0; i < 2; ++i) {
        if (auto error = sides[i]->StartGame(0)) {
            std::cerr << "error: " << (i == 0 ? "a" : "b") << ": " << *error << "\n";
            return 1;
        }
        std::cout << (i == 0 ? "a: " : "b: ") << sides[i]->Describe() << std::endl;
    }

    std::mt19937_64 rng{uint64_t(*seed)};
    MatchScore score;  // a's
    std::vector<Move> opening;
    for (long g = 0; g < *games; ++g) {
        // A new random opening for each pair of games; side a has White in even games.
        if (g % 2 == 0) opening = RandomOpening(*variant, *profile, *openingPlies, rng);
        if (g + 1 < *firstGame) continue;  // its opening drawn, so the later ones are the same
        const int whiteIndex = int(g % 2);
        MatchPlayer* players[2] = {sides[whiteIndex].get(), sides[1 - whiteIndex].get()};
        for (int c = 0; c < 2; ++c) {
            if (auto error = players[c]->StartGame(uint64_t(*seed) * 2000 + uint64_t(g) * 2 +
                                                   uint64_t(c) + 1)) {
                std::cerr << "error: game " << g + 1 << ": " << *error << "\n";
                return 1;
            }
        }
        GameRecord record = PlayGame(*variant, *profile, opening, players, rules);
        const Result result = record.outcome.result;
        if (result == Result::WhiteWins || result == Result::BlackWins) {
            bool aWon = (result == Result::WhiteWins) == (whiteIndex == 0);
            ++(aWon ? score.wins : score.losses);
        } else {
            ++score.draws;
        }
        std::cout << "game=" << g + 1 << " white=" << (whiteIndex == 0 ? "a:" : "b:")
                  << players[0]->Label() << " black=" << (whiteIndex == 0 ? "b:" : "a:")
                  << players[1]->Label() << " status=" << ResultKey(result)
                  << " reason=" << record.reason << " plies=" << record.plies
                  << " depth=" << std::fixed << std::setprecision(1) << record.averageDepth[0]
                  << "/" << record.averageDepth[1] << " opening=" << record.opening;
        if (args.Has("show-moves")) std::cout << " moves=" << record.moves;
        if (args.Has("show-scores")) std::cout << " scores=" << record.scores;
        std::cout << std::endl;
    }
    const EloEstimate elo = EstimateElo(score);
    std::cout << "a=" << sides[0]->Label() << " b=" << sides[1]->Label()
              << " games=" << score.Games() << " a_wins=" << score.wins
              << " b_wins=" << score.losses << " draws=" << score.draws
              << " score=" << std::setprecision(1) << score.Points() << "-"
              << (score.Games() - score.Points()) << " elo=" << FormatElo(elo.elo) << " margin="
              << (std::isinf(elo.Margin())
                      ? "inf"
                      : FormatElo(elo.Margin()).substr(elo.Margin() >= 0.5 ? 1 : 0))
              << " elo_low=" << FormatElo(elo.low) << " elo_high=" << FormatElo(elo.high)
              << std::endl;
    return 0;
}

}  // namespace chatur::cli
