// Reliability probe D10 and D11. Writing a file (`--out`, packs, exports) goes
// through a symbolic link to the file it names, never replaces a device, a FIFO
// or a socket, keeps a replaced file's permissions, and never follows a link
// planted where its temporary file goes. N12: a file the program names itself
// (AtSymlink::Replace, the tablebase cache) replaces a link at its name instead.
// Numeric options take whole numbers only: "2.5", "0x10", " 3" and "3abc" are
// refused, not read as a prefix.
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
using platform::WriteFileAtomically;

class OutFile : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = ::testing::TempDir() + "chatur_out_" + std::to_string(::getpid());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string Path(const std::string& name) const { return m_dir + "/" + name; }
    std::string m_dir;
};

TEST_F(OutFile, WritesThroughASymbolicLink) {
    std::ofstream(Path("real.txt")) << "old";
    fs::create_symlink("real.txt", Path("link.txt"));
    ASSERT_FALSE(WriteFileAtomically(Path("link.txt"), "new", true));
    EXPECT_TRUE(fs::is_symlink(Path("link.txt")));
    EXPECT_EQ(ReadWholeFile(Path("real.txt")), "new");
    EXPECT_EQ(ReadWholeFile(Path("real.txt.bak")), "old");
    // A link to a file not there yet creates that file; the link stays.
    fs::create_symlink("later.txt", Path("dangling.txt"));
    ASSERT_FALSE(WriteFileAtomically(Path("dangling.txt"), "made", false));
    EXPECT_TRUE(fs::is_symlink(Path("dangling.txt")));
    EXPECT_EQ(ReadWholeFile(Path("later.txt")), "made");
}

TEST_F(OutFile, ReplacesALinkWhenToldAndLeavesWhatItPointsToAlone) {
    std::ofstream(Path("victim.txt")) << "secret";
    ASSERT_EQ(chmod(Path("victim.txt").c_str(), 0600), 0);
    fs::create_symlink("victim.txt", Path("table.ctb"));
    ASSERT_FALSE(
        WriteFileAtomically(Path("table.ctb"), "table", false, platform::AtSymlink::Replace));
    EXPECT_FALSE(fs::is_symlink(Path("table.ctb")));
    EXPECT_EQ(ReadWholeFile(Path("table.ctb")), "table");
    EXPECT_EQ(ReadWholeFile(Path("victim.txt")), "secret");
    struct stat st {};
    ASSERT_EQ(stat(Path("victim.txt").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
    // A link to a device, a folder or nothing is replaced as well, not refused.
    for (const char* target : {"/dev/null", ".", "nowhere.txt"}) {
        fs::remove(Path("table.ctb"));
        fs::create_symlink(target, Path("table.ctb"));
        ASSERT_FALSE(
            WriteFileAtomically(Path("table.ctb"), target, false, platform::AtSymlink::Replace))
            << target;
        EXPECT_FALSE(fs::is_symlink(Path("table.ctb"))) << target;
        EXPECT_EQ(ReadWholeFile(Path("table.ctb")), target);
    }
    EXPECT_FALSE(fs::exists(Path("nowhere.txt")));
}

TEST_F(OutFile, RefusesFifosDevicesAndLinkLoops) {
    ASSERT_EQ(mkfifo(Path("pipe").c_str(), 0644), 0);
    auto fifo = WriteFileAtomically(Path("pipe"), "x", false);
    ASSERT_TRUE(fifo);
    EXPECT_NE(fifo->message.find("is not a regular file"), std::string::npos) << fifo->message;
    struct stat st {};
    ASSERT_EQ(lstat(Path("pipe").c_str(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));

    fs::create_symlink("null", Path("to-null"));
    fs::create_symlink("/dev/null", Path("null"));
    auto device = WriteFileAtomically(Path("to-null"), "x", false);
    ASSERT_TRUE(device);
    EXPECT_NE(device->message.find("is not a regular file"), std::string::npos);
    ASSERT_EQ(stat("/dev/null", &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode));

    fs::create_symlink("loop-b", Path("loop-a"));
    fs::create_symlink("loop-a", Path("loop-b"));
    auto loop = WriteFileAtomically(Path("loop-a"), "x", false);
    ASSERT_TRUE(loop);
    EXPECT_NE(loop->message.find("symbolic links"), std::string::npos) << loop->message;
    EXPECT_TRUE(fs::is_symlink(Path("loop-a")));
}

TEST_F(OutFile, KeepsTheModeAndNeverFollowsAPlantedTemporary) {
    std::ofstream(Path("secret.txt")) << "old";
    ASSERT_EQ(chmod(Path("secret.txt").c_str(), 0600), 0);
    // A link where the temporary file goes must not be written through.
    std::ofstream(Path("victim.txt")) << "untouched";
    fs::create_symlink(Path("victim.txt"), Path("secret.txt.tmp-" + std::to_string(getpid())));
    ASSERT_FALSE(WriteFileAtomically(Path("secret.txt"), "new", false));
    struct stat st {};
    ASSERT_EQ(stat(Path("secret.txt").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0600u);
    EXPECT_EQ(ReadWholeFile(Path("secret.txt")), "new");
    EXPECT_EQ(ReadWholeFile(Path("victim.txt")), "untouched");
}

TEST_F(OutFile, CliOutputsGoThroughTheSameWriter) {
    std::ofstream(Path("board.svg")) << "old";
    fs::create_symlink("board.svg", Path("link.svg"));
    ASSERT_EQ(mkfifo(Path("fifo.svg").c_str(), 0644), 0);
    const std::string fen = "'k7/8/8/8/8/8/8/7K w - - 0 1'";
    auto link =
        test::RunCli("diagram --variant makruk --fen " + fen + " --out '" + Path("link.svg") + "'");
    EXPECT_EQ(link.status, 0) << link.out;
    EXPECT_TRUE(fs::is_symlink(Path("link.svg")));
    EXPECT_EQ(ReadWholeFile(Path("board.svg")).value_or("").rfind("<svg", 0), 0u);
    auto fifo =
        test::RunCli("diagram --variant makruk --fen " + fen + " --out '" + Path("fifo.svg") + "'");
    EXPECT_EQ(fifo.status, 2);
    EXPECT_NE(fifo.out.find("is not a regular file"), std::string::npos) << fifo.out;
    auto exported =
        test::RunCli("export --format pgn '" + test::SourcePath("tests/data/good_xiangqi.xml") +
                     "' --out '" + Path("fifo.svg") + "'");
    EXPECT_EQ(exported.status, 2);
    struct stat st {};
    ASSERT_EQ(lstat(Path("fifo.svg").c_str(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));
}

TEST(NumericOptions, RejectTrailingGarbage) {
    for (const char* depth : {"2.5", "0x10", "' 3'", "+3", "3abc", "''", "-1", "21"}) {
        auto r = test::RunCli(std::string("perft --variant makruk --depth ") + depth);
        EXPECT_EQ(r.status, 2) << depth << ": " << r.out;
        EXPECT_NE(r.out.find("error: --depth N (0..20) is required"), std::string::npos) << r.out;
    }
    EXPECT_NE(test::RunCli("perft --variant makruk --depth 2").out.find("nodes=529 "),
              std::string::npos);
    const std::string fen = " --fen 'k7/8/8/8/8/8/8/7K w - - 0 1'";
    EXPECT_EQ(test::RunCli("diagram --variant makruk" + fen + " --size 48abc").status, 2);
    EXPECT_EQ(test::RunCli("diagram --variant makruk" + fen + " --size ' 48'").status, 2);
    EXPECT_EQ(test::RunCli("diagram --variant makruk" + fen + " --size 48").status, 0);
    EXPECT_EQ(test::RunCli("solve --variant makruk" + fen + " --mate 2x").status, 2);
    EXPECT_EQ(test::RunCli("solve --variant makruk" + fen + " --mate 1 --max-nodes 1e6").status, 2);
    EXPECT_EQ(test::RunCli("match --variant makruk --a easy --b easy --games 2.5").status, 2);
}

}  // namespace
}  // namespace chatur
