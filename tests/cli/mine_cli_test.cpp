// Reliability probe 2, N2 and N7: `mine` gives every puzzle a unique id however
// long the stem it is made from (a long [Round] tag, --pack-id, or --out name;
// before the fix the de-duplication loop cut every candidate to the same 100
// characters and never ended), and a --pack-id that is not an id is refused
// before any work, not written into a pack `validate` rejects. `import` keeps
// the suffix of its puzzle ids whole too.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "../core/test_support.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

class MineCli : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = ::testing::TempDir() + "chatur_mine_" + std::to_string(::getpid());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    // Mines `games` into `out` and checks the pack has both mates (the tactics found
    // besides depend on the evaluation's weights) and validates.
    void ExpectTwoValidPuzzles(const std::string& games, const std::string& out,
                               const std::string& options = "") {
        auto r = test::RunCli("mine --variant makruk --jobs 1 " + options + " '" +
                              test::SourcePath("tests/data/reliability/" + games) + "' --out '" +
                              out + "'");
        EXPECT_EQ(r.status, 0) << r.out;
        EXPECT_NE(r.out.find(" mates=2 "), std::string::npos) << r.out;
        auto v = test::RunCli("validate '" + out + "'");
        EXPECT_EQ(v.status, 0) << v.out;
    }

    std::string m_dir;
};

TEST_F(MineCli, ALongRoundTagStillGivesUniqueIds) {
    ExpectTwoValidPuzzles("mine_long_round.pgn", m_dir + "/m.xml");
}

TEST_F(MineCli, ALongOutNameStillGivesUniqueIds) {
    ExpectTwoValidPuzzles("mine_game.pgn", m_dir + "/" + std::string(95, 'm') + ".xml");
}

TEST_F(MineCli, AHundredCharacterPackIdStillGivesUniqueIds) {
    ExpectTwoValidPuzzles("mine_game.pgn", m_dir + "/m.xml", "--pack-id " + std::string(100, 'p'));
}

TEST_F(MineCli, ImportWithAHundredCharacterPackIdKeepsEveryEntry) {
    // The probe's side note: every id was cut to the same 100 characters, and
    // every entry after the first was skipped as a duplicate.
    const std::string file = test::SourcePath("tests/data/import/lichess_makruk.csv");
    auto plain = test::RunCli("import --from csv --variant makruk '" + file + "' --out '" + m_dir +
                              "/a.xml'");
    auto longId =
        test::RunCli("import --from csv --variant makruk --pack-id " + std::string(100, 'q') +
                     " '" + file + "' --out '" + m_dir + "/b.xml'");
    const auto summary = [](const std::string& out) {
        return out.substr(out.rfind(" entries, ") == std::string::npos
                              ? 0
                              : out.rfind('\n', out.rfind(" entries, ")) + 1);
    };
    EXPECT_EQ(longId.status, plain.status) << longId.out;
    EXPECT_EQ(summary(longId.out), summary(plain.out)) << longId.out;
    EXPECT_EQ(test::RunCli("validate '" + m_dir + "/b.xml'").status, 0);
}

TEST_F(MineCli, APackIdThatIsNotAnIdIsRefusedBeforeAnyWork) {
    for (const std::string& id : {std::string("'../../x y<>\"&'"), std::string(101, 'p'),
                                  std::string(".x"), std::string("''")}) {
        auto r = test::RunCli("mine --variant makruk --jobs 1 --pack-id " + id + " '" +
                              test::SourcePath("tests/data/reliability/mine_game.pgn") +
                              "' --out '" + m_dir + "/m.xml'");
        EXPECT_EQ(r.status, 2) << id << ": " << r.out;
        EXPECT_NE(r.out.find("--pack-id must be an id"), std::string::npos) << r.out;
        EXPECT_FALSE(fs::exists(m_dir + "/m.xml")) << id;
    }
}

}  // namespace
}  // namespace chatur
