// Placeholder until the subcommand lands.
#include <iostream>

#include "cli/commands.h"

namespace chatur::cli {

int RunValidate(int, char**) {
    std::cerr << "error: 'validate' is not available yet\n";
    return 2;
}

}  // namespace chatur::cli
