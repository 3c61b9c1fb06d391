#include "gui/text_scale.h"

#include <wx/window.h>

#include "gui/library_pane.h"
#include "gui/text_pane.h"

namespace chatur::gui {

void ApplyTextScale(wxWindow* root, int percent) {
    if (auto* pane = dynamic_cast<TextPane*>(root)) pane->SetTextScale(percent);
    if (auto* library = dynamic_cast<LibraryPane*>(root)) library->SetTextScale(percent);
    for (wxWindow* child : root->GetChildren()) ApplyTextScale(child, percent);
}

}  // namespace chatur::gui
