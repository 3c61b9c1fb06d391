// Reliability probe 2, N4, N9 and N10: every command writes its output through
// the one safe writer and checks the target before any work. `selfplay` no
// longer empties --out when an option is wrong, nor blocks on a FIFO; `mine`,
// `export` and `import` never replace their own input; `mine` never replaces a
// pack with an empty one. The piecewise writer leaves no temporary file when it
// is abandoned.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "../test_support.h"
#include "core/platform/atomic_file.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;
using platform::ReadWholeFile;

class Writers : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = ::testing::TempDir() + "chatur_writers_" + std::to_string(::getpid());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string Path(const std::string& name) const { return m_dir + "/" + name; }
    std::vector<std::string> Files() const {
        std::vector<std::string> names;
        for (const auto& e : fs::directory_iterator(m_dir)) names.push_back(e.path().filename());
        std::sort(names.begin(), names.end());
        return names;
    }
    std::string m_dir;
};

TEST_F(Writers, SelfplayChecksEveryOptionBeforeTouchingOut) {
    // Before the fix: rc 2 and k.pgn emptied.
    std::ofstream(Path("k.pgn")) << "KEEP\n";
    for (const char* options : {"--variant xiangqi --counted-endings",
                                "--variant makruk --profile makruk/fifty --counted-endings"}) {
        auto r = test::RunCli(std::string("selfplay ") + options + " --games 1 --out '" +
                              Path("k.pgn") + "'");
        EXPECT_EQ(r.status, 2) << r.out;
        EXPECT_EQ(ReadWholeFile(Path("k.pgn")), "KEEP\n") << options;
    }
    EXPECT_EQ(Files(), std::vector<std::string>{"k.pgn"});
}

TEST_F(Writers, SelfplayRefusesAFifoAndWritesAFileWhole) {
    ASSERT_EQ(mkfifo(Path("f").c_str(), 0600), 0);
    // Before the fix: blocked forever opening the FIFO.
    auto fifo = test::RunCli("selfplay --variant xiangqi --games 1 --out '" + Path("f") + "'");
    EXPECT_EQ(fifo.status, 1) << fifo.out;
    EXPECT_NE(fifo.out.find("not a regular file"), std::string::npos) << fifo.out;
    auto folder = test::RunCli("selfplay --variant xiangqi --games 1 --out '" + m_dir + "'");
    EXPECT_EQ(folder.status, 1) << folder.out;
    EXPECT_NE(folder.out.find("is a folder"), std::string::npos) << folder.out;

    std::ofstream(Path("g.pgn")) << "OLD\n";
    auto r = test::RunCli("selfplay --variant makruk --games 1 --max-plies 20 --out '" +
                          Path("g.pgn") + "'");
    EXPECT_EQ(r.status, 0) << r.out;
    auto text = ReadWholeFile(Path("g.pgn"));
    ASSERT_TRUE(text);
    EXPECT_EQ(text->rfind("[Event ", 0), 0u) << *text;
    EXPECT_EQ(Files(), (std::vector<std::string>{"f", "g.pgn"}));  // no temporary file left
}

TEST_F(Writers, NoCommandReplacesItsOwnInput) {
    const std::string games = test::SourcePath("tests/data/reliability/mine_game.pgn");
    fs::copy_file(games, Path("g.pgn"));
    const auto before = ReadWholeFile(Path("g.pgn"));
    // Before the fix: the games were replaced by the pack, rc 0, no backup.
    auto mine = test::RunCli("mine --variant makruk --jobs 1 '" + Path("g.pgn") + "' --out '" +
                             m_dir + "/./g.pgn'");
    EXPECT_EQ(mine.status, 2) << mine.out;
    EXPECT_NE(mine.out.find("is also this command's input"), std::string::npos) << mine.out;
    auto import = test::RunCli("import --from pgn --variant makruk '" + Path("g.pgn") +
                               "' --out '" + Path("g.pgn") + "'");
    EXPECT_EQ(import.status, 2) << import.out;
    EXPECT_EQ(ReadWholeFile(Path("g.pgn")), before);

    fs::copy_file(test::SourcePath("tests/data/good_xiangqi.xml"), Path("p.xml"));
    fs::create_symlink("p.xml", Path("link.xml"));
    const auto pack = ReadWholeFile(Path("p.xml"));
    auto exported = test::RunCli("export --format html '" + Path("p.xml") + "' --out '" +
                                 Path("link.xml") + "'");
    EXPECT_EQ(exported.status, 2) << exported.out;
    EXPECT_NE(exported.out.find("is also this command's input"), std::string::npos) << exported.out;
    EXPECT_EQ(ReadWholeFile(Path("p.xml")), pack);
}

TEST_F(Writers, MineNeverReplacesAPackWithAnEmptyOne) {
    std::ofstream(Path("pack.xml")) << "PACK\n";
    fs::create_directories(Path("somedir"));
    std::ofstream(Path("binary.pgn")) << std::string("\x01\x02\x03\xff", 4);
    // Before the fix: rc 0 and pack.xml replaced by an empty pack ("games=0 ... files=1").
    auto folder = test::RunCli("mine --variant makruk '" + Path("somedir") + "' --out '" +
                               Path("pack.xml") + "'");
    EXPECT_EQ(folder.status, 1) << folder.out;
    auto binary = test::RunCli("mine --variant makruk '" + Path("binary.pgn") + "' --out '" +
                               Path("pack.xml") + "'");
    EXPECT_NE(binary.status, 0) << binary.out;
    EXPECT_EQ(ReadWholeFile(Path("pack.xml")), "PACK\n");
}

TEST_F(Writers, AnAbandonedPiecewiseWriteLeavesNoTrace) {
    std::ofstream(Path("out.txt")) << "old";
    {
        platform::AtomicFileWriter writer;
        ASSERT_FALSE(writer.Open(Path("out.txt"), false));
        ASSERT_FALSE(writer.Append("half"));
        EXPECT_TRUE(fs::exists(writer.TemporaryPath()));
    }
    EXPECT_EQ(ReadWholeFile(Path("out.txt")), "old");
    EXPECT_EQ(Files(), std::vector<std::string>{"out.txt"});
    platform::AtomicFileWriter writer;
    ASSERT_FALSE(writer.Open(Path("out.txt"), true));
    ASSERT_FALSE(writer.Append("new "));
    ASSERT_FALSE(writer.Append("text"));
    ASSERT_FALSE(writer.Commit());
    EXPECT_EQ(ReadWholeFile(Path("out.txt")), "new text");
    EXPECT_EQ(ReadWholeFile(Path("out.txt.bak")), "old");
}

}  // namespace
}  // namespace chatur
