// Names that screen readers speak for controls whose own text does not say
// what they are: a tree, a text field or a list next to a label. On GTK,
// wxWindow::SetName names only the widget (for themes and tests), and
// wxAccessible does not exist (wxUSE_ACCESSIBILITY is off), so the name is set
// on the widget's ATK object, which the AT-SPI bridge hands to Orca. On
// Windows, MSAA names such a control after the label created just before it,
// which is how the dialogs are built, so nothing is done there
// (docs/accessibility.md). One helper, so that every dialog does it alike.
//
// A drawn window (the board) has no text of its own: DescribeDrawnWindow gives
// it a name and a description that follows what it shows, on the ATK object on
// GTK and through a wxAccessible on Windows (where wxUSE_ACCESSIBILITY is on).
// On Windows the announcements go through UI Automation's notification event
// (Windows 10 1709 on, looked up at run time).
#pragma once

#include <wx/string.h>

#include <utility>
#include <vector>

class wxWindow;
class wxStaticText;

namespace chatur::gui {

// Gives `window` the accessible name `name` (mnemonic ampersands removed).
void SetAccessibleName(wxWindow* window, const wxString& name);

// Names `control` after the label shown next to it ("Level:" -> "Level").
void NameAfterLabel(wxWindow* control, const wxStaticText* label);

// The accessible name of `window` (tests; empty where not set or not GTK).
wxString AccessibleName(wxWindow* window);

// Names a drawn window and describes what it shows now ("Board"; "White to
// move. ..."): call it again whenever that changes. On Windows the window gets
// a wxAccessible answering the name, a graphic's role and the description (also
// as its value), and screen readers are told of the change.
void DescribeDrawnWindow(wxWindow* window, const wxString& name, const wxString& description);
// The accessible description of `window` (tests; empty where not set or not GTK).
wxString AccessibleDescription(wxWindow* window);

// Asks the screen reader to speak `text` now, on behalf of `window`: ATK's
// "announcement" signal (ATK 2.46 on), which the AT-SPI bridge sends as
// object:announcement and Orca speaks, as a live region would; on Windows UI
// Automation's notification event from the window (UiaRaiseNotificationEvent,
// Windows 10 1709 on), which Narrator and NVDA speak. Does nothing where there
// is neither (older ATK, older Windows). The text board uses it.
void AnnounceToScreenReader(wxWindow* window, const wxString& text);

// Speaks `text` through `focused`, the control that has the keyboard focus, by
// giving that control `text` as its accessible description for a moment. Orca
// 43 (Debian 12) has no announcement signal but speaks at once a new
// description of the focused control, from the event, and later versions do so
// too. The description is emptied before (so the same text twice is spoken
// twice) and after (so that the screen reader, reading the control when the
// focus comes to it just then, does not read it a second time); an empty
// description is not spoken.
void SpeakThroughFocusedControl(wxWindow* focused, const wxString& text);
// Gives `control`, which is about to get the focus, `text` as its description:
// the screen reader reads it with the focus, once (a change of a control
// without the focus is not spoken). ForgetSpokenDescription empties it (when
// the focus leaves).
void DescribeForComingFocus(wxWindow* control, const wxString& text);
void ForgetSpokenDescription(wxWindow* control);

// Labels and their controls in a window whose labels change with the language:
// Rename(), after each relabelling, names every control after its label.
class LabelledControls {
public:
    void Add(wxStaticText* label, wxWindow* control) { m_pairs.emplace_back(label, control); }
    void Rename() const;

private:
    std::vector<std::pair<wxStaticText*, wxWindow*>> m_pairs;
};

}  // namespace chatur::gui
