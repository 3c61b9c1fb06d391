// Helpers for GUI tests: pump events until a condition holds (generous
// timeout, never a fixed sleep); show one window alone in a frame.
#pragma once

#include <wx/app.h>
#include <wx/frame.h>
#include <wx/sizer.h>
#include <wx/time.h>
#include <wx/utils.h>

#include <functional>
#include <ostream>

// Readable wxString values in GoogleTest messages.
inline void PrintTo(const wxString& s, std::ostream* os) {
    *os << '"' << s.utf8_string() << '"';
}

namespace chatur::test {

inline bool WaitFor(const std::function<bool()>& done, int timeoutMs = 60000) {
    const wxLongLong start = wxGetLocalTimeMillis();
    while (!done()) {
        if ((wxGetLocalTimeMillis() - start).GetValue() > timeoutMs) return false;
        wxTheApp->Yield(true);
        wxMilliSleep(10);
    }
    return true;
}

// A 1280x800 frame holding `child` (created with the frame as its parent) and
// nothing else, shown; false if it never reached the screen.
inline bool ShowAlone(wxFrame* frame, wxWindow* child) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(child, 1, wxEXPAND);
    frame->SetSizer(sizer);
    frame->SetSize(1280, 800);
    frame->Show();
    return WaitFor([&] { return frame->IsShownOnScreen(); });
}

}  // namespace chatur::test
