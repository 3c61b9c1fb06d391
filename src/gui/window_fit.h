// Windows opened from the main window (Progress charts, the pack editor) must
// not be larger than it: on a 768-pixel laptop screen their bottoms would be
// out of reach. One rule for all of them, here.
#pragma once

class wxTopLevelWindow;
class wxWindow;

namespace chatur::gui {

// Shrinks `window` to no more than `owner`'s size (its own minimum allowing)
// and centres it on `owner`.
void FitWithin(wxTopLevelWindow* window, const wxWindow* owner);

}  // namespace chatur::gui
