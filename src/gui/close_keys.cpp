#include "gui/close_keys.h"

#include <wx/accel.h>
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

}  // namespace chatur::gui
