// validate --deep: the solver finds second solutions (cooks) of mate puzzles.
#include <gtest/gtest.h>

#include "../test_support.h"

namespace chatur {
namespace {

TEST(DeepCheck, CooksAreErrorsOnlyWithDeep) {
    std::string file = test::SourcePath("tests/data/deep_cooked_mate.xml");
    auto plain = test::RunCli("validate " + file);
    EXPECT_EQ(plain.status, 0) << plain.out;
    auto deep = test::RunCli("validate --deep " + file);
    EXPECT_EQ(deep.status, 1) << deep.out;
    EXPECT_NE(deep.out.find(":27: error: puzzle 'test.deep.mate1': a9f9 also forces mate in 1"),
              std::string::npos)
        << deep.out;
    EXPECT_NE(deep.out.find("'test.deep.mate1': h1f1 also forces mate in 1"), std::string::npos)
        << deep.out;
    EXPECT_NE(deep.out.find(", 2 errors, 0 warnings"), std::string::npos) << deep.out;
}

TEST(DeepCheck, BundledContentHasNoCooks) {
    auto r = test::RunCli("validate --strict --deep " + test::SourcePath("lessons") + " " +
                          test::SourcePath("puzzles"));
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find(" 0 errors, 0 warnings"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace chatur
