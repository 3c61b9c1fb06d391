// The text size of Preferences, for learners who need larger text: applied at
// once to every text pane (lessons, puzzles, play, training, the home page) and
// to the library under a window, without each owner having to know them all.
// The board's coordinates follow it through BoardLook.
#pragma once

class wxWindow;

namespace chatur::gui {

// Sets the text size, in percent of the system font's, of every TextPane and
// LibraryPane in `root` and its children (top-level ones included).
void ApplyTextScale(wxWindow* root, int percent);

}  // namespace chatur::gui
