// Small constructors shared by the pack editor's pages and task panels, so that
// each control is made the same way: named (the GUI tests find controls by
// name), its label set later by Relabel().
#pragma once

class wxButton;
class wxScrolledWindow;
class wxStaticText;
class wxTextCtrl;
class wxWindow;

namespace chatur::gui {

wxButton* MakeButton(wxWindow* parent, const char* name);
wxStaticText* MakeLabel(wxWindow* parent);
// One line (Enter commits) or a few lines of text.
wxTextCtrl* MakeText(wxWindow* parent, const char* name, bool multiline);
// A page of a notebook that scrolls vertically when the window is small.
wxScrolledWindow* MakePage(wxWindow* parent);

}  // namespace chatur::gui
