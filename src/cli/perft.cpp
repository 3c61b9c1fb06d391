// chatur-cli perft --variant V [--fen FEN] --depth N [--divide]
#include <chrono>
#include <iostream>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/rules/movegen.h"

namespace chatur::cli {

int RunPerft(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(args, argc, argv,
                                 {.valued = {"variant", "fen", "depth"},
                                  .flags = {"divide"},
                                  .usage = "usage: chatur-cli perft --variant makruk|xiangqi "
                                           "[--fen FEN] --depth N [--divide]\n",
                                  .help = "Last line: nodes=<n> time_ms=<t> nps=<r>\n"}))
        return *done;
    const Variant* v = RequireVariant(args);
    if (!v) return kUsageError;
    auto depthText = args.Get("depth");
    auto depthValue = depthText ? ParseWholeNumber(*depthText, 0, 20) : std::nullopt;
    if (!depthValue) {
        std::cerr << "error: --depth N (0..20) is required\n";
        return kUsageError;
    }
    int depth = int(*depthValue);
    auto parsed = ParseFen(*v, args.Get("fen").value_or(std::string(v->startFen)));
    if (auto* e = std::get_if<FenError>(&parsed)) {
        std::cerr << "error: " << e->message << "\n";
        return 1;
    }
    Position pos = std::get<FenData>(parsed).position;
    auto start = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    if (args.Has("divide") && depth >= 1) {
        MoveList list;
        GenerateLegalMoves(pos, list);
        for (Move m : list) {
            Piece captured = pos.DoMove(m);
            uint64_t n = Perft(pos, depth - 1);
            pos.UndoMove(m, captured);
            std::cout << MoveToString(*v, m) << ": " << n << "\n";
            nodes += n;
        }
    } else {
        nodes = Perft(pos, depth);
    }
    auto us = std::chrono::duration_cast<std::chrono::microseconds>(
                  std::chrono::steady_clock::now() - start)
                  .count();
    uint64_t nps = us > 0 ? uint64_t(double(nodes) * 1e6 / double(us)) : 0;
    std::cout << "nodes=" << nodes << " time_ms=" << us / 1000 << " nps=" << nps << "\n";
    return 0;
}

}  // namespace chatur::cli
