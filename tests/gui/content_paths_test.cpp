// Where the app finds its content and catalogs (gui/content_paths.h), for an
// installed tree, a moved one, a build tree, and the CHATUR_DATA_DIR override:
// each case is a real folder layout made in a temporary folder.
#include <gtest/gtest.h>
#include <wx/ffile.h>
#include <wx/filename.h>
#include <wx/utils.h>

#include <filesystem>
#include <string>
#include <vector>

#include "gui/content_paths.h"
#include "gui/library_pane.h"

namespace chatur::gui {
namespace {

namespace fs = std::filesystem;

class ContentPathsTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_root =
            fs::temp_directory_path() /
            ("chatur-paths-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_root);
        fs::create_directories(m_root);
    }
    void TearDown() override { fs::remove_all(m_root); }

    wxString Dir(const std::string& relative) {
        fs::create_directories(m_root / relative);
        return wxString::FromUTF8((m_root / relative).string());
    }
    wxString Path(const std::string& relative) {
        return wxString::FromUTF8((m_root / relative).string());
    }
    void Write(const std::string& relative, const std::string& text) {
        wxFFile file(Path(relative), "w");
        ASSERT_TRUE(file.IsOpened());
        file.Write(wxString::FromUTF8(text));
    }

    fs::path m_root;
};

TEST_F(ContentPathsTest, InstalledProgramUsesItsOwnPrefix) {
    Dir("usr/bin");
    const wxString content = Dir("usr/share/chatur");
    const wxString locale = Dir("usr/share/locale");
    DataFolders found = DataFoldersFor(Path("usr/bin/chatur"), wxString());
    ASSERT_EQ(found.content.size(), 1u);
    EXPECT_EQ(found.content[0], content);
    ASSERT_EQ(found.locale.size(), 1u);
    EXPECT_EQ(found.locale[0], locale);
}

TEST_F(ContentPathsTest, MovedTreeFollowsTheProgram) {
    Dir("usr/share/chatur");  // the original place, no longer the program's
    Dir("opt/chatur/bin");
    const wxString moved = Dir("opt/chatur/share/chatur");
    DataFolders found = DataFoldersFor(Path("opt/chatur/bin/chatur"), wxString());
    ASSERT_EQ(found.content.size(), 1u);
    EXPECT_EQ(found.content[0], moved);
    EXPECT_TRUE(found.locale.empty());  // only folders that exist
}

TEST_F(ContentPathsTest, BuildTreeFileNamesSourceContentAndBuildCatalogs) {
    const wxString source = Dir("src-tree");
    const wxString catalogs = Dir("build/locale");
    Dir("build/src/gui");
    Write("build/src/gui/" + std::string(kBuildTreeFile),
          "data=" + source.utf8_string() + "\nlocale=" + catalogs.utf8_string() + "\n");
    DataFolders found = DataFoldersFor(Path("build/src/gui/chatur"), wxString());
    ASSERT_EQ(found.content.size(), 1u);
    EXPECT_EQ(found.content[0], source);
    ASSERT_EQ(found.locale.size(), 1u);
    EXPECT_EQ(found.locale[0], catalogs);
}

TEST_F(ContentPathsTest, WithoutBuildTreeFileNothingOfTheSourceTreeIsUsed) {
    Dir("src-tree/lessons");
    Dir("build/src/gui");
    DataFolders found = DataFoldersFor(Path("build/src/gui/chatur"), wxString());
    EXPECT_TRUE(found.content.empty());
    EXPECT_TRUE(found.locale.empty());
}

TEST_F(ContentPathsTest, DataDirOverrideComesFirst) {
    Dir("usr/bin");
    const wxString installed = Dir("usr/share/chatur");
    const wxString mine = Dir("my-packs");
    DataFolders found = DataFoldersFor(Path("usr/bin/chatur"), mine);
    ASSERT_EQ(found.content.size(), 2u);
    EXPECT_EQ(found.content[0], mine);
    EXPECT_EQ(found.content[1], installed);
    // An override that does not exist is left out.
    found = DataFoldersFor(Path("usr/bin/chatur"), Path("missing"));
    ASSERT_EQ(found.content.size(), 1u);
    EXPECT_EQ(found.content[0], installed);
}

// ux-review L19: a content folder reached through a symbolic link kept its mined
// pools (puzzles/pool) in the library, as if they were packs.
TEST_F(ContentPathsTest, PoolsStayOutOfTheLibraryThroughALinkedContentFolder) {
    const fs::path share = m_root / "share";
    fs::create_directories(share / "lessons");
    fs::create_directories(share / "puzzles" / "pool");
    for (const char* file : {"lessons/a.xml", "puzzles/b.xml", "puzzles/pool/c.xml"})
        wxFFile((share / file).string(), "w").Write("<pack/>");
    const fs::path linked = m_root / "linked";
    fs::create_directory_symlink(share, linked);
    wxString before;
    const bool had = wxGetEnv("CHATUR_DATA_DIR", &before);
    wxSetEnv("CHATUR_DATA_DIR", wxString::FromUTF8(linked.string()));
    const std::vector<std::string> bundled = BundledContentFiles();
    const std::vector<std::string> pools = PoolContentFiles();
    if (had)
        wxSetEnv("CHATUR_DATA_DIR", before);
    else
        wxUnsetEnv("CHATUR_DATA_DIR");
    ASSERT_EQ(bundled.size(), 2u);
    for (const std::string& f : bundled) EXPECT_EQ(f.find("/pool/"), std::string::npos) << f;
    ASSERT_EQ(pools.size(), 1u);
}

// The endgame tables installed with the program: a content root's tablebases/
// folder, none when no root has one (a build tree).
TEST_F(ContentPathsTest, ShippedTablesAreAContentRootsTablebasesFolder) {
    const wxString data = Dir("data");
    setenv("CHATUR_DATA_DIR", data.utf8_string().c_str(), 1);
    EXPECT_EQ(ShippedTablesDir(), wxString());
    const wxString tables = Dir("data/tablebases");
    EXPECT_EQ(ShippedTablesDir(), tables);
    unsetenv("CHATUR_DATA_DIR");
}

TEST(ContentPaths, ThisTestProgramRunsFromItsBuildTree) {
    // tests/CMakeLists.txt writes the build-tree file next to gui_tests too.
    wxArrayString roots = ContentRoots();
    ASSERT_FALSE(roots.empty());
    EXPECT_TRUE(wxFileName::DirExists(roots[0] + "/lessons"));
    EXPECT_FALSE(LocaleDirs().empty());
}

}  // namespace
}  // namespace chatur::gui
