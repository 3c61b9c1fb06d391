// chatur-cli play --variant V [--profile P] [--fen FEN]: plays the moves and
// commands read from stdin, one per line, and prints the game's state after each
// (docs/cli.md). `ply` is the number of plies played in this run (since the
// given position); see docs/rules.md.
#include <iostream>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"

namespace chatur::cli {

namespace {

std::string CountField(const Game& game) {
    const CountingState& c = game.Count();
    switch (c.kind) {
        case CountKind::Board:
            return "board:" + std::to_string(c.value) + "/" + std::to_string(c.limit);
        case CountKind::Pieces:
            return "pieces:" + std::to_string(c.value) + "/" + std::to_string(c.limit);
        case CountKind::None:
            break;
    }
    return "none";
}

void PrintState(const Game& game) {
    Outcome o = game.GetOutcome();
    std::cout << "ply=" << game.PliesPlayed() << " status=" << ResultKey(o.result)
              << " reason=" << ReasonKey(o.reason) << " count=" << CountField(game)
              << " fen=" << GameFen(game) << "\n";
}

std::string Trim(const std::string& s) {
    size_t b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return "";
    size_t e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

}  // namespace

int RunPlay(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"variant", "profile", "fen"},
             .usage = "usage: chatur-cli play --variant makruk|xiangqi [--profile P] [--fen FEN]\n",
             .help = "Reads moves (d3d4, a5a6m) and commands (count-start, count-stop, resign,\n"
                     "draw, claim) from stdin, one per line, and prints after each move\n"
                     "  ply=<n> status=<s> reason=<r> count=<none|board:v/l|pieces:v/l> fen=<fen>\n"
                     "Profiles: makruk counting (default), fifty, auto-count; xiangqi basic.\n",
             .positional = false}))
        return *done;
    const Variant* variant = RequireVariant(args);
    if (!variant) return kUsageError;
    const RuleProfile* profile = RequireProfile(args, *variant);
    if (!profile) return kUsageError;
    auto created =
        GameFromFen(*variant, *profile, args.Get("fen").value_or(std::string(variant->startFen)));
    if (auto* err = std::get_if<GameError>(&created)) {
        std::cerr << "error: " << err->message << "\n";
        return kUsageError;
    }
    Game game = std::get<Game>(std::move(created));

    std::string line;
    while (std::getline(std::cin, line)) {
        std::string item = Trim(line);
        if (item.empty()) continue;
        if (game.IsOver()) {
            // docs/cli.md: which rule ended the game, in the reason words of the state line.
            std::cout << "error: game over: " << ReasonKey(game.GetOutcome().reason) << "\n";
            return 1;
        }
        std::optional<GameError> err;
        bool print = true;
        const std::optional<GameAction> action = ParseGameAction(item);
        if (action && action != GameAction::TimeForfeit) {
            err = game.Apply(*action);
            // A declaration takes effect with the next move: nothing to print yet.
            print = action != GameAction::CountStart && action != GameAction::CountStop;
        } else {
            auto move = ParseLegalMove(game.GetPosition(), item);
            if (auto* e = std::get_if<MoveError>(&move))
                err = GameError{GameErrorKind::IllegalMove, e->message};
            else
                err = game.Play(std::get<Move>(move));
        }
        if (err) {
            std::cout << "error: " << err->message << "\n";
            return 1;
        }
        if (print) PrintState(game);
    }
    return 0;
}

}  // namespace chatur::cli
