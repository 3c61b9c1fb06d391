#include "gui/editor/editor_widgets.h"

#include <wx/button.h>
#include <wx/scrolwin.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace chatur::gui {

wxButton* MakeButton(wxWindow* parent, const char* name) {
    return new wxButton(parent, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                        wxDefaultValidator, name);
}

wxStaticText* MakeLabel(wxWindow* parent) {
    return new wxStaticText(parent, wxID_ANY, wxString());
}

wxTextCtrl* MakeText(wxWindow* parent, const char* name, bool multiline) {
    const long style = multiline ? wxTE_MULTILINE : wxTE_PROCESS_ENTER;
    return new wxTextCtrl(parent, wxID_ANY, wxString(), wxDefaultPosition,
                          multiline ? parent->FromDIP(wxSize(-1, 64)) : wxDefaultSize, style,
                          wxDefaultValidator, name);
}

wxScrolledWindow* MakePage(wxWindow* parent) {
    auto* page = new wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                      wxVSCROLL | wxTAB_TRAVERSAL);
    page->SetScrollRate(0, page->FromDIP(10));
    return page;
}

}  // namespace chatur::gui
