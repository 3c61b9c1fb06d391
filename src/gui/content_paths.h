// Where Chatur finds its bundled content and catalogs: next to the source tree
// when run from a build directory, under <prefix>/share after installation.
#pragma once

#include <wx/arrstr.h>
#include <wx/string.h>

namespace chatur::gui {

// Folders holding lessons/ and puzzles/, most specific first; only existing ones.
wxArrayString ContentRoots();
// Folders holding <lang>/LC_MESSAGES/chatur.mo; only existing ones.
wxArrayString LocaleDirs();

}  // namespace chatur::gui
