// The pack writer: load -> save -> load gives an equal pack for every bundled
// file and good fixture; the output is stable, passes the schema and the
// validator; unchanged items keep their hand layout and comments; saving is
// atomic and keeps a backup.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "../test_support.h"
#include "content_test_support.h"
#include "core/content/pack_compare.h"
#include "core/content/pack_writer.h"
#include "core/notation/fen.h"
#include "core/platform/atomic_file.h"

namespace chatur::test {
namespace {

namespace fs = std::filesystem;
using content::LoadPackFromString;
using content::WritePackXml;

std::vector<std::string> ContentFiles() {
    std::vector<std::string> files;
    for (const char* folder : {"lessons", "puzzles"})
        for (const auto& e : fs::recursive_directory_iterator(SourcePath(folder)))
            if (e.is_regular_file() && e.path().extension() == ".xml")
                files.push_back(e.path().string());
    for (const auto& e : fs::directory_iterator(SourcePath("tests/data")))
        if (e.path().filename().string().rfind("good_", 0) == 0) files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

std::string ReadText(const std::string& path) {
    return platform::ReadWholeFile(path).value_or("");
}

int Xmllint(const std::string& file) {
    std::string cmd = "xmllint --noout --schema '" + SourcePath("docs/chatur-content.xsd") + "' '" +
                      file + "' >/dev/null 2>&1";
    int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

content::Pack MustLoad(const std::string& xml, const std::string& name = "test.xml") {
    content::LoadResult r = LoadPackFromString(xml, name);
    EXPECT_TRUE(r.pack.has_value()) << name;
    return r.pack ? *r.pack : content::Pack{};
}

// A board's `last` (the opponent's move that led to it) is read, checked and
// written back; one that cannot have led to the position is an error.
TEST(PackWriter, TheBoardsLastMoveIsReadCheckedAndWritten) {
    auto pack = [](const std::string& last, const std::string& board = "4k3/8/4K3/8/8/8/8/7R b") {
        return "<pack format=\"1\" id=\"t\" variant=\"makruk\" version=\"1\"><title><text "
               "lang=\"en\">T</text></title><description><text lang=\"en\">D</text>"
               "</description><author>A</author><licence>CC0-1.0</licence><puzzle id=\"t.1\" "
               "grade=\"1\" stage=\"review\"><board fen=\"" +
               board + " - - 0 1\" last=\"" + last +
               "\"/><question><text lang=\"en\">Q</text></question><move><line>e8d8</line>"
               "</move><explanation><text lang=\"en\">E</text></explanation></puzzle></pack>";
    };
    const content::Pack read = MustLoad(pack("h2h1"));
    const content::Arrow& last = read.puzzles.at(0).board.lastMove;
    EXPECT_EQ(SquareName(MakrukVariant(), last.from), "h2");
    EXPECT_EQ(SquareName(MakrukVariant(), last.to), "h1");
    const std::string written = WritePackXml(read);
    EXPECT_NE(written.find("last=\"h2h1\""), std::string::npos) << written;
    EXPECT_EQ(MustLoad(written).puzzles.at(0).board.lastMove.from, last.from);
    EXPECT_EQ(BoardFen(*content::PositionBeforeLastMove(read.puzzles.at(0).board)),
              "4k3/8/4K3/8/8/8/7R/8 w");
    // The piece it took and a Bia's promotion: the position before is exact.
    const content::Pack took = MustLoad(pack("h2h1\" captured=\"p"));
    EXPECT_EQ(took.puzzles.at(0).board.lastCaptured, MakePiece(Color::Black, PieceType::Pawn));
    EXPECT_EQ(BoardFen(*content::PositionBeforeLastMove(took.puzzles.at(0).board)),
              "4k3/8/4K3/8/8/8/7R/7p w");
    const std::string tookWritten = WritePackXml(took);
    EXPECT_NE(tookWritten.find("last=\"h2h1\" captured=\"p\""), std::string::npos) << tookWritten;
    const content::Pack promoted =
        MustLoad(pack("g5h6m\" captured=\"n", "4k3/8/4K2M~/8/8/8/8/R7 b"));
    EXPECT_TRUE(promoted.puzzles.at(0).board.lastPromotion);
    EXPECT_EQ(BoardFen(*content::PositionBeforeLastMove(promoted.puzzles.at(0).board)),
              "4k3/8/4K2n/6P1/8/8/8/R7 w");
    EXPECT_NE(WritePackXml(promoted).find("last=\"g5h6m\" captured=\"n\""), std::string::npos);
    for (const char* wrong :
         {"h2h1\" captured=\"P", "h2h1\" captured=\"k", "h2h1\" captured=\"x"}) {
        content::LoadResult r = LoadPackFromString(pack(wrong), "wrong.xml");
        bool said = false;
        for (const content::Finding& f : r.findings)
            said |=
                f.message.find("is not a piece the last move can have taken") != std::string::npos;
        EXPECT_TRUE(said) << wrong;
    }
    for (const char* wrong : {"h1h2", "e8e7", "h9h1", "x", "h2h1m"}) {
        content::LoadResult r = LoadPackFromString(pack(wrong), "wrong.xml");
        bool said = false;
        for (const content::Finding& f : r.findings)
            said |= f.message.find("is not a move that led to this position") != std::string::npos;
        EXPECT_TRUE(said) << wrong;
    }
}

TEST(PackWriter, RoundTripOfEveryBundledFileAndGoodFixture) {
    std::vector<std::string> files = ContentFiles();
    ASSERT_GE(files.size(), 20u);
    const TempDir folder;
    const std::string dir = folder.String();
    for (const std::string& file : files) {
        SCOPED_TRACE(file);
        content::Pack original = MustLoad(ReadText(file), file);
        std::string written = WritePackXml(original);
        content::LoadResult again = LoadPackFromString(written, "written.xml");
        ASSERT_TRUE(again.pack.has_value());
        EXPECT_TRUE(again.findings.empty()) << content::FormatFinding(again.findings.front());
        auto difference = content::FirstDifference(original, *again.pack);
        EXPECT_FALSE(difference.has_value()) << *difference;
        // Stable: writing the reloaded pack gives the same bytes.
        EXPECT_EQ(WritePackXml(*again.pack), written);
        // Valid for the engine and for the schema.
        ValidatedFile checked = LoadAndValidateText(written);
        for (const std::string& f : checked.findings) ADD_FAILURE() << f;
        std::string out = dir + "/" + fs::path(file).filename().string();
        std::ofstream(out) << written;
        EXPECT_EQ(Xmllint(out), 0) << out;
    }
}

TEST(PackWriter, UnchangedPackKeepsEveryByteOfItsFile) {
    for (const std::string& file : ContentFiles()) {
        SCOPED_TRACE(file);
        std::string text = ReadText(file);
        content::WriteOptions options;
        options.original = text;
        EXPECT_EQ(WritePackXml(MustLoad(text, file), options), text);
    }
}

constexpr const char* kCommentedPack = R"(<?xml version="1.0" encoding="UTF-8"?>
<!-- A club pack, kept in git. -->
<pack format="1" id="club.pack" variant="makruk" version="1.0" languages="en">
  <title><text lang="en">Club</text></title>
  <description><text lang="en">Our puzzles.</text></description>
  <author>Club</author>
  <licence>CC0-1.0</licence>

  <!-- From the 2024 club championship, round 3. -->
  <puzzle id="club.01" grade="1" stage="rules">
    <board fen="7k/8/8/8/3M4/8/8/3K4 w - - 0 1"/>
    <question><text lang="en">Can the Met go to f6?</text></question>
    <legal move="d4f6" answer="no"/>   <!-- the classic -->
    <hint kind="nudge"><text lang="en">One step.</text></hint>
    <explanation><text lang="en">No.</text></explanation>
  </puzzle>

  <!-- Second: the range. -->
  <puzzle id="club.02" grade="1" stage="rules">
    <board fen="7k/8/8/8/3M4/8/8/3K4 w - - 0 1"/>
    <question><text lang="en">Where can the Met go?</text></question>
    <range square="d4"/>
    <hint kind="nudge"><text lang="en">Diagonals.</text></hint>
    <explanation><text lang="en">c3 c5 e3 e5.</text></explanation>
  </puzzle>
  <puzzle id="club.03" grade="9" stage="rules">
    <board fen="7k/8/8/8/3M4/8/8/3K4 w - - 0 1"/>
  </puzzle>
  <!-- end of pack -->
</pack>
)";

TEST(PackWriter, EditingOnePuzzleKeepsTheOthersAsWritten) {
    std::string text = kCommentedPack;
    content::Pack pack = MustLoad(text);
    ASSERT_EQ(pack.puzzles.size(), 2u);  // club.03 is broken and left out
    pack.puzzles[1].question.Set("en", "Mark every square the Met can reach.");
    content::WriteOptions options;
    options.original = text;
    std::string written = WritePackXml(pack, options);

    // The header, the first puzzle with its comments, the broken puzzle and the
    // end of the file are copied; only club.02 is written anew (below its comment).
    EXPECT_NE(written.find("<!-- A club pack, kept in git. -->"), std::string::npos);
    EXPECT_NE(written.find("<!-- From the 2024 club championship, round 3. -->\n"
                           "  <puzzle id=\"club.01\""),
              std::string::npos);
    EXPECT_NE(written.find("answer=\"no\"/>   <!-- the classic -->"), std::string::npos);
    EXPECT_NE(written.find("<!-- Second: the range. -->\n  <puzzle id=\"club.02\""),
              std::string::npos)
        << "a changed puzzle keeps the comment above it";
    EXPECT_NE(written.find("      <text lang=\"en\">Mark every square the Met can reach.</text>"),
              std::string::npos);
    EXPECT_NE(written.find("<puzzle id=\"club.03\" grade=\"9\""), std::string::npos)
        << "a puzzle the loader could not read is kept, not lost";
    EXPECT_NE(written.find("  <!-- end of pack -->\n</pack>\n"), std::string::npos);

    content::LoadResult again = LoadPackFromString(written, "again.xml");
    ASSERT_TRUE(again.pack.has_value());
    auto difference = content::FirstDifference(pack, *again.pack);
    EXPECT_FALSE(difference.has_value()) << *difference;
}

TEST(PackWriter, ChangedHeaderIsWrittenAnewWithTheSchemaLocation) {
    std::string text = ReadText(SourcePath("puzzles/makruk-met.xml"));
    content::Pack pack = MustLoad(text);
    pack.version = "1.1";
    content::WriteOptions options;
    options.original = text;
    std::string written = WritePackXml(pack, options);
    EXPECT_NE(written.find("xsi:noNamespaceSchemaLocation=\"../docs/chatur-content.xsd\""),
              std::string::npos);
    EXPECT_NE(written.find("version=\"1.1\""), std::string::npos);
    auto difference = content::FirstDifference(pack, MustLoad(written));
    EXPECT_FALSE(difference.has_value()) << *difference;
}

TEST(PackWriter, RemovedAndAddedPuzzles) {
    std::string text = kCommentedPack;
    content::Pack pack = MustLoad(text);
    content::Puzzle added = pack.puzzles[0];
    added.id = "club.04";
    added.task.data = content::LegalTask{27, 36, true};  // d4e5
    added.hints.clear();
    pack.puzzles.erase(pack.puzzles.begin());
    pack.puzzles.push_back(added);
    content::WriteOptions options;
    options.original = text;
    std::string written = WritePackXml(pack, options);
    EXPECT_EQ(written.find("club.01"), std::string::npos);
    EXPECT_NE(written.find("<!-- Second: the range. -->"), std::string::npos);
    EXPECT_NE(written.find("<legal move=\"d4e5\" answer=\"yes\"/>"), std::string::npos);
    auto difference = content::FirstDifference(pack, MustLoad(written));
    EXPECT_FALSE(difference.has_value()) << *difference;
}

TEST(PackWriter, EscapesMarkupAndKeepsParagraphs) {
    content::Pack pack = MustLoad(ReadText(SourcePath("puzzles/makruk-met.xml")));
    content::Puzzle& p = pack.puzzles[0];
    p.question.Set("en", "Q&A: is <b> \"bold\"?\n\nA second paragraph.");
    p.source = "Smith & Jones <1998>";
    p.tags = {"met", "a-b_c.d"};
    std::string written = WritePackXml(pack);
    EXPECT_NE(written.find("Q&amp;A: is &lt;b&gt; \"bold\"?\n\nA second paragraph."),
              std::string::npos);
    content::Pack again = MustLoad(written);
    EXPECT_EQ(again.puzzles[0].question.Get("en"), p.question.Get("en"));
    EXPECT_EQ(again.puzzles[0].source, "Smith & Jones <1998>");
    auto difference = content::FirstDifference(pack, again);
    EXPECT_FALSE(difference.has_value()) << *difference;
}

TEST(PackWriter, TextsFollowThePacksLanguageOrder) {
    std::string written = WritePackXml(MustLoad(ReadText(SourcePath("puzzles/makruk-met.xml"))));
    size_t en = written.find("<text lang=\"en\">"), id = written.find("<text lang=\"id\">");
    size_t de = written.find("<text lang=\"de\">"), th = written.find("<text lang=\"th\">");
    EXPECT_LT(en, id);
    EXPECT_LT(id, de);
    EXPECT_LT(de, th);
    EXPECT_EQ(written.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<pack ", 0), 0u);
    EXPECT_EQ(written.find('\t'), std::string::npos);
    EXPECT_EQ(written.back(), '\n');
}

TEST(PackWriter, SaveIsAtomicAndKeepsABackup) {
    const TempDir folder;
    const std::string dir = folder.String();
    std::string path = dir + "/pack.xml";
    std::string text = kCommentedPack;
    std::ofstream(path) << text;
    content::Pack pack = MustLoad(text);
    pack.puzzles[0].grade = 2;
    ASSERT_FALSE(content::SavePackFile(pack, path).has_value());
    EXPECT_EQ(ReadText(path + ".bak"), text);
    std::string saved = ReadText(path);
    EXPECT_NE(saved.find("<puzzle id=\"club.01\" grade=\"2\""), std::string::npos);
    EXPECT_NE(saved.find("<!-- Second: the range. -->"), std::string::npos);
    for (const auto& e : fs::directory_iterator(dir))
        EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos) << e.path();

    // A second save replaces the backup with the previous version.
    pack.puzzles[0].grade = 3;
    ASSERT_FALSE(content::SavePackFile(pack, path).has_value());
    EXPECT_EQ(ReadText(path + ".bak"), saved);

    auto error = content::SavePackFile(pack, dir + "/no/such/folder/pack.xml");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->message.find("no such folder"), std::string::npos);
}

}  // namespace
}  // namespace chatur::test
