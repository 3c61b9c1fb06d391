// The main window's modes behind one interface. Each mode -- free play, the puzzle
// trainer, the lesson player, play mode, rated training -- says what a click on the board means,
// what the status line and the buttons under the board show, and what Undo and
// the count buttons do while it is shown; MainFrame asks the current mode instead
// of branching on which one it is. The modes are views over MainFrame's panels
// (main_frame_modes.cpp), each showing a core session; the rules stay in the core.
#pragma once

#include <wx/string.h>

#include "core/trainer/board_interaction.h"

namespace chatur::gui {

class TextPane;

class FrameModeView {
public:
    virtual ~FrameModeView() = default;

    // The text pane shown on the right.
    virtual TextPane* Pane() const = 0;
    // Shown (true) or left (false).
    virtual void SetActive(bool) {}
    // A click on the board; true when the mode handled it fully.
    virtual bool OnBoardResult(const ClickResult&) { return false; }

    // The line under the board and which count buttons it offers.
    struct Status {
        wxString line;
        bool canStartCount = false;
        bool canStopCount = false;
    };
    virtual Status GetStatus() const = 0;

    // A game is played on the board: Undo and New game are shown under it, and
    // the game's FEN can be copied.
    virtual bool HasGame() const { return false; }
    virtual bool CanUndo() const { return false; }
    virtual void Undo() {}
    virtual void StartCount() {}
    virtual void StopCount() {}
    virtual void CopyFen() {}
    // New game under the board (or Game > New game while the mode is shown).
    virtual void NewGame() {}
};

}  // namespace chatur::gui
