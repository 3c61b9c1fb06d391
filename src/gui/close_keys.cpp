#include "gui/close_keys.h"

#include <wx/accel.h>
#include <wx/button.h>
#include <wx/intl.h>
#include <wx/toplevel.h>

#include <iterator>

namespace chatur::gui {

void CloseWithEscapeAndCtrlW(wxTopLevelWindow* window) {
    wxAcceleratorEntry keys[] = {{wxACCEL_NORMAL, WXK_ESCAPE, wxID_CLOSE},
                                 {wxACCEL_CTRL, 'W', wxID_CLOSE}};
    window->SetAcceleratorTable(wxAcceleratorTable(int(std::size(keys)), keys));
    window->Bind(
        wxEVT_MENU, [window](wxCommandEvent&) { window->Close(); }, wxID_CLOSE);
}

wxButton* NewCloseButton(wxWindow* parent, wxTopLevelWindow* window) {
    auto* button = new wxButton(parent, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                wxDefaultValidator, "close");
    RelabelCloseButton(button);
    button->Bind(wxEVT_BUTTON, [window](wxCommandEvent&) { window->Close(); });
    return button;
}

void RelabelCloseButton(wxButton* button) {
    // TRANSLATORS: the button that closes the Endgame drills or Progress charts window.
    button->SetLabel(_("Close"));
    button->SetToolTip(_("Close this window (Esc)"));
}

}  // namespace chatur::gui
