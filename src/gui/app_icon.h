// The window icon of Chatur's frames (title bar, task bar, Alt+Tab): the same
// drawing as the installed application icon, data/icons/io.github.chatur.Chatur.svg,
// compiled into the program so that it shows without an installed icon theme.
#pragma once

#include <wx/iconbndl.h>

namespace chatur::gui {

// The icon in the sizes window managers ask for (16 to 256 pixels).
wxIconBundle AppIcons();

}  // namespace chatur::gui
