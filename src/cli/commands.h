// One entry point per chatur-cli subcommand (SPEC section 6). Each receives the
// arguments after the subcommand name and returns the process exit status.
#pragma once

namespace chatur::cli {

int RunLegal(int argc, char** argv);
int RunPerft(int argc, char** argv);

}  // namespace chatur::cli
