// Windows opened beside the main window (Endgame drills, Progress charts) close
// with Escape and Ctrl+W, as dialogs do: without a window manager's close box
// (a kiosk, a tiling desktop, keyboard-only use) there was no way out.
#pragma once

class wxTopLevelWindow;

namespace chatur::gui {

// Escape and Ctrl+W close `window` (as its close box does: wxEVT_CLOSE_WINDOW).
void CloseWithEscapeAndCtrlW(wxTopLevelWindow* window);

}  // namespace chatur::gui
