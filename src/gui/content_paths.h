// Where Chatur finds its bundled content (lessons/, puzzles/) and its compiled
// catalogs. An installed program looks in <prefix>/share, the prefix being the
// folder above its own bin folder, so an installed tree can be moved anywhere
// (a .deb, a Windows folder). A program run from its build tree finds the file
// chatur-build-tree.txt next to itself: CMake writes it there, never installs
// it, and it names the source tree's content and the build's catalogs. No
// source or build path is compiled into the programs.
#pragma once

#include <wx/arrstr.h>
#include <wx/string.h>

namespace chatur::gui {

// The file next to a program in its build tree; lines "data=DIR", "locale=DIR".
inline constexpr const char* kBuildTreeFile = "chatur-build-tree.txt";

struct DataFolders {
    wxArrayString content;  // folders holding lessons/ and puzzles/
    wxArrayString locale;   // folders holding <lang>/LC_MESSAGES/chatur.mo
};

// The folders for the program at `exePath`, most specific first, only existing
// ones: `dataDirOverride` (CHATUR_DATA_DIR) if not empty, then the install
// prefix's share folder, then what a build-tree file next to the program names.
DataFolders DataFoldersFor(const wxString& exePath, const wxString& dataDirOverride);

// DataFoldersFor this program and the environment.
wxArrayString ContentRoots();
wxArrayString LocaleDirs();
// The endgame tables installed with the program (a content root's tablebases/
// folder, made when the package is built); empty when there are none.
wxString ShippedTablesDir();

}  // namespace chatur::gui
