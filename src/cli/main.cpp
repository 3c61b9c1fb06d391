// chatur-cli: the command-line face of the Chatur core (docs/cli.md).
#include <cstring>
#include <iostream>
#include <string>

#include "cli/commands.h"

namespace {

struct Command {
    const char* name;
    int (*run)(int, char**);
    const char* summary;
};

const Command kCommands[] = {
    {"legal", chatur::cli::RunLegal, "legal moves of each FEN read from stdin"},
    {"perft", chatur::cli::RunPerft, "count the leaves of the legal move tree"},
    {"play", chatur::cli::RunPlay, "play a game from stdin moves and report its state"},
    {"validate", chatur::cli::RunValidate, "check lesson and puzzle files"},
    {"solve", chatur::cli::RunSolve, "list every first move that mates in at most N"},
    {"match", chatur::cli::RunMatch, "engine self-play match between two levels"},
    {"uci", chatur::cli::RunUci, "speak UCI on stdin/stdout (engine for other GUIs)"},
    {"import", chatur::cli::RunImport, "make a puzzle pack from EPD, CSV or PGN"},
    {"diagram", chatur::cli::RunDiagram, "draw a position as SVG or PNG"},
    {"export", chatur::cli::RunExport, "write a pack as PGN or as a printable worksheet"},
    {"endgame", chatur::cli::RunEndgame, "endgame tablebases: probe a position, build the tables"},
    {"simulate-learner", chatur::cli::RunSimulateLearner,
     "train a simulated learner (ratings, SQLite)"},
    {"selfplay", chatur::cli::RunSelfplay, "engine games at mixed strengths, as PGN"},
    {"mine", chatur::cli::RunMine, "find verified, themed puzzles in PGN games"},
    {"review", chatur::cli::RunReview,
     "classify every move of PGN games; mistakes as a puzzle pack"},
    {"tune", chatur::cli::RunTune, "fit the evaluation's weights to played games"},
};

void Usage(std::ostream& os) {
    os << "usage: chatur-cli <command> [options]\n\ncommands:\n";
    for (const Command& c : kCommands)
        os << "  " << c.name << std::string(18 - std::strlen(c.name), ' ') << c.summary << "\n";
    os << "\nRun 'chatur-cli <command> --help' for a command's options,\n"
          "'chatur-cli --version' for the version.\n";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
        Usage(argc < 2 ? std::cerr : std::cout);
        return argc < 2 ? 2 : 0;
    }
    if (std::strcmp(argv[1], "--version") == 0) {
        std::cout << "chatur-cli " << CHATUR_VERSION << "\n";
        return 0;
    }
    for (const Command& c : kCommands)
        if (std::strcmp(argv[1], c.name) == 0) return c.run(argc - 2, argv + 2);
    std::cerr << "error: unknown command '" << argv[1] << "'\n";
    Usage(std::cerr);
    return 2;
}
