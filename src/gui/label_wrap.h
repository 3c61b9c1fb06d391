// Breaks a control's label into lines no wider than a given width, so a
// native button (read by screen readers, pressed with the keyboard) can show a
// long answer in full instead of cutting it off at both ends. Lines break at
// spaces; a word wider than the width on its own (Thai writes a phrase without
// spaces) breaks between characters, never before a combining mark.
#pragma once

#include <wx/string.h>

#include <functional>

class wxControl;

namespace chatur::gui {

// The pixel width `text` takes in the control's font.
using TextMeasure = std::function<int(const wxString& text)>;

// `text` with '\n' where a line would be wider than `width`; unchanged when it
// fits (or `width` is too small to hold a character).
wxString WrapLabel(const wxString& text, int width, const TextMeasure& measure);

// Shows `text` as the control's label (literally: no mnemonic), wrapped to
// `width`; true when the label changed, so the caller lays the pane out again.
bool SetWrappedLabelText(wxControl* control, const wxString& text, int width);

}  // namespace chatur::gui
