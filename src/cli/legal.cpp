// chatur-cli legal --variant V: one FEN per line on stdin, its legal moves out.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/rules/movegen.h"

namespace chatur::cli {

int RunLegal(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"variant"},
             .usage = "usage: chatur-cli legal --variant makruk|xiangqi < fens.txt\n",
             .help = "Prints, for each FEN line, its legal moves sorted and space-separated;\n"
                     "a bad FEN prints 'error: <reason>'. Exit 1 if any line was bad.\n"}))
        return *done;
    const Variant* v = RequireVariant(args);
    if (!v) return kUsageError;
    int status = 0;
    std::string line;
    std::vector<std::string> moves;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        auto parsed = ParseFen(*v, line);
        if (auto* e = std::get_if<FenError>(&parsed)) {
            std::cout << "error: " << e->message << "\n";
            status = 1;
            continue;
        }
        moves.clear();
        for (Move m : LegalMoves(std::get<FenData>(parsed).position))
            moves.push_back(MoveToString(*v, m));
        std::sort(moves.begin(), moves.end());
        for (size_t i = 0; i < moves.size(); ++i) std::cout << (i ? " " : "") << moves[i];
        std::cout << "\n";
    }
    return status;
}

}  // namespace chatur::cli
