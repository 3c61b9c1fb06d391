// Windows opened beside the main window (Endgame drills, Progress charts) close
// with Escape and Ctrl+W, as dialogs do, and have a Close button: without a
// window manager's close box (a kiosk, a tiling desktop, keyboard-only use)
// there was no way out.
#pragma once

class wxButton;
class wxTopLevelWindow;
class wxWindow;

namespace chatur::gui {

// Escape and Ctrl+W close `window` (as its close box does: wxEVT_CLOSE_WINDOW).
void CloseWithEscapeAndCtrlW(wxTopLevelWindow* window);
// A "Close" button on `parent` that closes `window` (no mnemonic: Escape does it).
wxButton* NewCloseButton(wxWindow* parent, wxTopLevelWindow* window);
// Its label in the UI language (for a window's Relabel).
void RelabelCloseButton(wxButton* button);

}  // namespace chatur::gui
