// chatur-cli simulate-learner's --db (docs/training.md): a file that is not a
// training database -- a pack named by a typo -- is refused with an error naming
// it and left exactly as it is; a new database is made and used.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../core/tablebase/tablebase_test_support.h"
#include "../core/test_support.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

std::string Simulate(const fs::path& db) {
    return "simulate-learner --variant makruk --strength 1200 --puzzles 3 --synthetic-pool 20 "
           "--db '" +
           db.string() + "'";
}

std::string Contents(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(SimulateLearnerCli, AFileThatIsNotADatabaseIsRefusedAndLeftAsItIs) {
    test::TempDir dir;
    const fs::path pack = dir.Path() / "mypack.xml";
    const std::string text = "<?xml version=\"1.0\"?>\n<pack id=\"mine\" variant=\"makruk\"/>\n";
    std::ofstream(pack) << text;
    const test::CliResult result = test::RunCli(Simulate(pack));
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find("error: "), std::string::npos) << result.out;
    EXPECT_NE(result.out.find(pack.string()), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("not a Chatur training database"), std::string::npos) << result.out;
    EXPECT_EQ(Contents(pack), text);
    int files = 0;
    for (const auto& entry : fs::directory_iterator(dir.Path())) {
        EXPECT_EQ(entry.path().filename(), "mypack.xml");  // nothing renamed or made beside it
        ++files;
    }
    EXPECT_EQ(files, 1);
}

TEST(SimulateLearnerCli, ANewDatabaseIsMadeAndUsed) {
    test::TempDir dir;
    const fs::path db = dir.Path() / "learner.db";
    const test::CliResult result = test::RunCli(Simulate(db));
    EXPECT_EQ(result.status, 0) << result.out;
    EXPECT_EQ(Contents(db).substr(0, 15), "SQLite format 3");
}

}  // namespace
}  // namespace chatur
