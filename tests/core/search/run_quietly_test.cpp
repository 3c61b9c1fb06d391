// "Run this helper quietly" (diagram's PNG renderer, simulate-learner's bundled
// pool): the helper's exit status, or nothing when it cannot start or is killed.
#include <gtest/gtest.h>

#include "core/search/child_process.h"

namespace chatur {
namespace {

#ifndef _WIN32
TEST(RunQuietly, GivesTheHelpersExitStatus) {
    EXPECT_EQ(child::RunQuietly("sh", {"-c", "echo noise; echo more >&2; exit 3"}), 3);
    EXPECT_EQ(child::RunQuietly("true", {}), 0);
    EXPECT_EQ(child::RunQuietly("/bin/sh", {"-c", "exit 0"}), 0);
}

TEST(RunQuietly, NothingWhenTheProgramCannotStartOrIsKilled) {
    EXPECT_FALSE(child::RunQuietly("chatur-no-such-program-anywhere", {}));
    EXPECT_FALSE(child::RunQuietly("sh", {"-c", "kill -9 $$"}));
}
#endif

}  // namespace
}  // namespace chatur
