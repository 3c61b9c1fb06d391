// Placeholder until the subcommand lands.
#include <iostream>

#include "cli/commands.h"

namespace chatur::cli {

int RunPlay(int, char**) {
    std::cerr << "error: 'play' is not available yet\n";
    return 2;
}

}  // namespace chatur::cli
