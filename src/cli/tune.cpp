// chatur-cli tune --variant V [--profile P] [--positions N] [--seed S]
// [--skip-plies K] [--passes P] [--validation PCT] [--label-nodes N] [--result-weight PCT]
// [--match-logs [--label-side a|b] [--both-sides]] FILES...: Texel-style tuning of all the
// evaluation's weights on the quiet positions of played games, labelled with the games' results or
// a blend of them with a search's scores (core/search/texel_tuner.h, docs/engine.md). Prints the
// weights before and after and the prediction error, on the tuning positions and on held-out games;
// the same files and seed give the same output.
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <sstream>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/content/import_entry.h"
#include "core/mining/game_reader.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/search/texel_tuner.h"
#include "core/search/uci_client.h"

namespace chatur::cli {

namespace {

constexpr const char* kUsage =
    "usage: chatur-cli tune --variant makruk|xiangqi [--profile P] [--positions N]\n"
    "         [--seed S] [--skip-plies K] [--passes P] [--validation PCT]\n"
    "         [--label-nodes N] [--label-uci ENGINE] [--result-weight PCT]\n"
    "         [--positions-per-game M] [--weights NAME,...] GAMES.pgn...\n"
    "       chatur-cli tune --variant V --match-logs [--label-side a|b] [--both-sides]\n"
    "         [options] LOG...\n";

constexpr const char* kHelp =
    "Fits the evaluation's weights (piece values, piece-square percentages and\n"
    "positional terms) to played games (for instance `chatur-cli selfplay` output):\n"
    "the quiet positions after the first K plies (default 10), at most N of them\n"
    "(default 100000) chosen with the seed, each labelled with its game's end (a\n"
    "game cut off before its end counts as a draw). The Bia / soldier stays at 100.\n"
    "--label-nodes N: each position is also searched with N nodes, and its label is\n"
    "PCT % (--result-weight, default 50) the game's end and the rest the search\n"
    "score's prediction, with the scale fitted to the games' results. The search is\n"
    "Chatur's own, or with --label-uci another UCI engine's (`go nodes N`; for\n"
    "instance /usr/games/fairy-stockfish).\n"
    "--positions-per-game M: at most M positions a game, evenly spread.\n"
    "--weights NAME,...: tune only these weights (names as printed), the rest fixed.\n"
    "--validation PCT (default 20, 0-90): that share of the games, chosen with the\n"
    "seed, is held out; the error on their quiet positions (all of them) is shown\n"
    "before and after, to see whether the fit carries over to unseen games.\n"
    "--match-logs: the files are `chatur-cli match --show-moves --show-scores`\n"
    "output instead (one line per game: opening=, moves=, scores=); each quiet\n"
    "position is labelled with the score side b (--label-side, default b: the\n"
    "external engine of scripts/match-vs-fsf.py) gave before its move, blended\n"
    "with the result as above; positions with side a to move are not used, or with\n"
    "--both-sides labelled with b's score at its next move, negated. A game\n"
    "number that occurs twice in a file counts once, its last line.\n"
    "Prints the fitted scale k, the prediction error and the weights before and\n"
    "after; it changes nothing in Chatur itself.\n";

// The weights named in `list` (comma-separated), or every one for an empty list;
// nullopt names an unknown one.
std::optional<std::vector<TunedWeight>> ChosenWeights(const Variant& v, const std::string& list) {
    if (list.empty()) return TunableWeights(v);
    std::vector<TunedWeight> chosen;
    std::istringstream names(list);
    for (std::string name; std::getline(names, name, ',');) {
        const std::optional<TunedWeight> found = FindWeight(v, name);
        if (!found) {
            std::cerr << "error: no weight named " << name << '\n';
            return std::nullopt;
        }
        chosen.push_back(*found);
    }
    return chosen;
}

void PrintWeights(const Variant& v, const char* label, const EvalWeights& w) {
    std::cout << label;
    for (TunedWeight t : TunableWeights(v))
        std::cout << ' ' << WeightName(v, t) << '=' << WeightOf(w, t);
    std::cout << '\n';
}

// One game of a match log: its moves from the start and the label side's scores.
struct LoggedGame {
    std::vector<Move> moves;
    PlyScores scores;
};

// The value of `key=` in a match log's game line, or nullopt.
std::optional<std::string_view> LogField(std::string_view line, std::string_view key) {
    for (size_t at = 0; (at = line.find(key, at)) != std::string_view::npos; at += key.size()) {
        if (at > 0 && line[at - 1] != ' ') continue;
        if (at + key.size() >= line.size() || line[at + key.size()] != '=') continue;
        std::string_view rest = line.substr(at + key.size() + 1);
        return rest.substr(0, rest.find(' '));
    }
    return std::nullopt;
}

// The games of a match log (`chatur-cli match --show-moves --show-scores`), each
// with `side`'s ("a" or "b") scores; a line that cannot be read is reported with
// its file and line, and the others are still read.
std::vector<LoggedGame> ReadMatchLog(const std::string& text, const std::string& path,
                                     const Game& start, const std::string& side, bool bothSides,
                                     int& skipped) {
    std::map<long, LoggedGame> games;
    std::istringstream lines(text);
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        const auto game = LogField(line, "game");
        if (!game) continue;  // the command, the sides, the totals
        const auto white = LogField(line, "white"), black = LogField(line, "black");
        const auto opening = LogField(line, "opening"), played = LogField(line, "moves");
        const auto scores = LogField(line, "scores");
        auto fail = [&](const std::string& problem) {
            std::cerr << path << ":" << number << ": " << problem << "\n";
            ++skipped;
        };
        if (!white || !black || !opening || !played || !scores) {
            fail(
                "a game line needs white=, black=, opening=, moves= and scores= "
                "(match --show-moves --show-scores)");
            continue;
        }
        const bool sideWhite = white->substr(0, white->find(':')) == side;
        if (!sideWhite && black->substr(0, black->find(':')) != side) {
            fail("neither white= nor black= is side " + side);
            continue;
        }
        std::vector<std::string> words = content::SplitWords(*opening, ",");
        const size_t openingPlies = words.size();
        // Count declarations (`count-start,` before a move) have no score; the tuner
        // replays the moves only (docs/engine.md).
        std::vector<std::string> moveWords = content::SplitWords(*played, ",");
        std::erase_if(moveWords,
                      [](const std::string& w) { return w == "count-start" || w == "count-stop"; });
        words.insert(words.end(), moveWords.begin(), moveWords.end());
        const std::vector<std::string> scoreWords = content::SplitWords(*scores, ",");
        if (scoreWords.size() != moveWords.size()) {
            fail("moves= has " + std::to_string(moveWords.size()) +
                 " moves but scores= " + std::to_string(scoreWords.size()) + " scores");
            continue;
        }
        LoggedGame logged;
        Game replay = start;
        std::string error;
        for (size_t i = 0; i < words.size() && error.empty(); ++i) {
            // Named only when a move fails: the log holds hundreds of thousands of moves.
            auto which = [&] { return "move " + std::to_string(i + 1) + " (" + words[i] + ")"; };
            auto move = ParseLegalMove(replay.GetPosition(), words[i]);
            if (auto* bad = std::get_if<MoveError>(&move)) {
                error = which() + ": " + bad->message;
            } else if (replay.Play(std::get<Move>(move))) {
                error = which() + " cannot be played: the game is over";
            } else {
                logged.moves.push_back(std::get<Move>(move));
            }
        }
        if (!error.empty()) {
            fail(error);
            continue;
        }
        const Color labelColor = sideWhite ? Color::White : Color::Black;
        logged.scores.assign(words.size(), std::nullopt);
        Color mover = start.SideToMove();
        for (size_t i = 0; i < words.size(); ++i, mover = ~mover) {
            if (i < openingPlies || mover != labelColor) continue;
            const std::string& word = scoreWords[i - openingPlies];
            int value = 0;
            auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
            if (ec == std::errc() && end == word.data() + word.size()) logged.scores[i] = value;
        }
        // The other side's positions: the label side's score one ply later, from the
        // other side's view (the value of the move it played, as the label side saw it).
        mover = start.SideToMove();
        for (size_t i = 0; bothSides && i + 1 < words.size(); ++i, mover = ~mover)
            if (i >= openingPlies && mover != labelColor && logged.scores[i + 1])
                logged.scores[i] = -*logged.scores[i + 1];
        games[std::strtol(std::string(*game).c_str(), nullptr, 10)] = std::move(logged);
    }
    std::vector<LoggedGame> out;
    for (auto& [n, g] : games) out.push_back(std::move(g));
    return out;
}

}  // namespace

int RunTune(int argc, char** argv) {
    Args args;
    CommandSpec spec{{"variant", "profile", "positions", "seed", "skip-plies", "passes",
                      "validation", "label-nodes", "label-uci", "result-weight",
                      "positions-per-game", "weights", "label-side"},
                     {"match-logs", "both-sides"},
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
    auto labelNodes = NumberOption(args, "label-nodes", 0, 10'000'000, 0);
    auto resultWeight = NumberOption(args, "result-weight", 0, 100, 50);
    auto perGame = NumberOption(args, "positions-per-game", 1, 100'000, 100'000);
    if (!positions || !seed || !skip || !passes || !validation || !labelNodes || !resultWeight ||
        !perGame)
        return kUsageError;
    const auto chosen = ChosenWeights(*variant, args.Get("weights").value_or(""));
    if (!chosen) return kUsageError;
    if (args.Positional().empty()) {
        std::cerr << "error: GAMES.pgn... is required\n" << kUsage;
        return kUsageError;
    }

    TuningSet set, heldOut;
    std::mt19937_64 split(uint64_t(*seed) ^ 0x5eed'0f'4e1dull);
    int skipped = 0;
    PositionScorer scorer;
    UciClient labeller;
    std::optional<UciError> labelError;
    if (auto engine = args.Get("label-uci")) {
        if (*labelNodes == 0) {
            std::cerr << "error: --label-uci needs --label-nodes N\n" << kUsage;
            return kUsageError;
        }
        if (auto error = labeller.Open({*engine, {}}, variant->id)) {
            std::cerr << "error: " << UciErrorKey(error->kind) << ": " << error->detail << '\n';
            return 1;
        }
        scorer = [&, nodes = uint64_t(*labelNodes)](const Game& game) {
            if (labelError) return 0;
            auto found = labeller.Search(game, UciGo{.nodes = nodes});
            if (auto* error = std::get_if<UciError>(&found)) {
                labelError = *error;
                return 0;
            }
            return std::get<UciSearchResult>(found).info.score;
        };
    } else if (*labelNodes > 0) {
        scorer = SearchScorer(uint64_t(*labelNodes));
    }
    const bool matchLogs = args.Has("match-logs");
    const std::string labelSide = args.Get("label-side").value_or("b");
    if (labelSide != "a" && labelSide != "b") {
        std::cerr << "error: --label-side must be a or b\n" << kUsage;
        return kUsageError;
    }
    if (matchLogs && (args.Get("label-uci") || *labelNodes > 0)) {
        std::cerr << "error: --match-logs takes its labels from the logs, not from "
                     "--label-uci or --label-nodes\n"
                  << kUsage;
        return kUsageError;
    }
    if (!matchLogs && (args.Get("label-side") || args.Has("both-sides"))) {
        std::cerr << "error: --label-side and --both-sides need --match-logs\n" << kUsage;
        return kUsageError;
    }
    for (const std::string& path : args.Positional()) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::cerr << "error: cannot read " << path << "\n";
            return 1;
        }
        std::ostringstream text;
        text << in.rdbuf();
        if (matchLogs) {
            const Game start(*variant, *profile);
            for (const LoggedGame& g : ReadMatchLog(text.str(), path, start, labelSide,
                                                    args.Has("both-sides"), skipped)) {
                const bool held = int(split() % 100) < *validation;
                AddScoredGamePositions(held ? heldOut : set, start, g.moves, int(*skip), g.scores,
                                       size_t(*perGame));
            }
            continue;
        }
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
            AddGamePositions(held ? heldOut : set, std::move(start), g.moves, int(*skip), scorer,
                             size_t(*perGame));
        }
    }
    if (labelError) {
        std::cerr << "error: the labelling engine failed: " << UciErrorKey(labelError->kind) << ": "
                  << labelError->detail << '\n';
        return 1;
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
    if (scorer || matchLogs) {
        const double searchK = FitSearchScale(set);
        const double weight = double(*resultWeight) / 100;
        BlendLabels(set, weight, searchK);
        BlendLabels(heldOut, weight, searchK);
        std::cout << "search_k=" << searchK << " result_weight=" << weight << '\n';
    }
    const EvalWeights& start = DefaultWeights(*variant);
    PrintWeights(*variant, "before:", start);
    TuningReport r =
        TuneWeights(set, start, *chosen, int(*passes), 0, [&](const TuningReport& sofar) {
            std::cerr << "error=" << sofar.errorAfter << " trials=" << sofar.trials << '\n';
        });
    PrintWeights(*variant, "after:", r.weights);
    std::cout.precision(6);
    std::cout << "k=" << r.k << " error_before=" << r.errorBefore << " error_after=" << r.errorAfter
              << " trials=" << r.trials << '\n';
    if (!heldOut.positions.empty()) {
        std::cout << "validation_error_before=" << PredictionError(heldOut, start, r.k)
                  << " validation_error_after=" << PredictionError(heldOut, r.weights, r.k) << '\n';
        if (scorer || matchLogs)
            std::cout << "validation_result_error_before=" << ResultError(heldOut, start, r.k)
                      << " validation_result_error_after=" << ResultError(heldOut, r.weights, r.k)
                      << '\n';
    }
    return 0;
}

}  // namespace chatur::cli
