// chatur-cli uci: Chatur's engine over the UCI protocol on stdin/stdout, so other
// GUIs can use it (core/search/uci_server.h has the commands and options). This
// file only reads the lines and writes the answers; the server never blocks on
// a search, so `stop`, `isready` and `quit` are read and answered while one runs.
#include <iostream>
#include <string>
#include <string_view>
#include <utility>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/search/texel_tuner.h"
#include "core/search/uci_server.h"

namespace chatur::cli {

int RunUci(int argc, char** argv) {
    Args args;
    if (auto done = StartCommand(
            args, argc, argv,
            {.valued = {"makruk-weights", "xiangqi-weights"},
             .usage = "usage: chatur-cli uci [--makruk-weights LIST] [--xiangqi-weights LIST]\n",
             .help = "Speaks UCI on stdin and stdout (see docs/engine.md).\n"
                     "--makruk-weights, --xiangqi-weights: the evaluation's weights for that\n"
                     "variant's searches, \"name=value\" items separated by commas or spaces\n"
                     "with the names chatur-cli tune prints; the others keep their default.\n"
                     "For measuring a set of weights without a build of its own.\n",
             .positional = false}))
        return *done;
    UciServerOptions options;
    for (std::string_view name : {"makruk", "xiangqi"}) {
        const std::string option = std::string(name) + "-weights";
        const auto list = args.Get(option);
        if (!list) continue;
        const Variant& variant = *FindVariant(name);
        EvalWeights weights = DefaultWeights(variant);
        if (auto bad = SetNamedWeights(variant, *list, weights)) {
            std::cerr << "error: --" << option << ": " << *bad << '\n';
            return kUsageError;
        }
        options.weights.emplace(variant.id, weights);
    }
    UciServer server([](const std::string& line) { std::cout << line << std::endl; },
                     std::move(options));
    std::string line;
    while (std::getline(std::cin, line))
        if (!server.Handle(line)) break;
    server.Finish();
    return 0;
}

}  // namespace chatur::cli
