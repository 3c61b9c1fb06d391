// chatur-cli uci: Chatur's engine over the UCI protocol on stdin/stdout, so other
// GUIs can use it (core/search/uci_server.h has the commands and options). This
// file only reads the lines and writes the answers; the server never blocks on
// a search, so `stop`, `isready` and `quit` are read and answered while one runs.
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "core/search/uci_server.h"

namespace chatur::cli {

int RunUci(int argc, char** argv) {
    if (argc > 0) {
        std::cout << "usage: chatur-cli uci   (then speak UCI on stdin; see docs/engine.md)\n";
        return std::string(argv[0]) == "--help" ? 0 : 2;
    }
    UciServer server([](const std::string& line) { std::cout << line << std::endl; });
    std::string line;
    while (std::getline(std::cin, line))
        if (!server.Handle(line)) break;
    server.Finish();
    return 0;
}

}  // namespace chatur::cli
