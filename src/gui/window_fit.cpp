#include "gui/window_fit.h"

#include <wx/toplevel.h>

#include <algorithm>

namespace chatur::gui {

void FitWithin(wxTopLevelWindow* window, const wxWindow* owner) {
    if (!window || !owner) return;
    const wxSize limit = owner->GetSize();
    const wxSize least = window->GetMinSize();
    wxSize size = window->GetSize();
    size.x = std::max(std::min(size.x, limit.x), least.x);
    size.y = std::max(std::min(size.y, limit.y), least.y);
    window->SetSize(size);
    window->CentreOnParent();
}

}  // namespace chatur::gui
