// Helpers for GUI tests: pump events until a condition holds (generous
// timeout, never a fixed sleep); show one window alone in a frame; save a
// picture of a window for the reviewer.
#pragma once

#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/frame.h>
#include <wx/sizer.h>
#include <wx/time.h>
#include <wx/utils.h>

#include <functional>
#include <ostream>
#include <string>

// Readable wxString values in GoogleTest messages.
inline void PrintTo(const wxString& s, std::ostream* os) {
    *os << '"' << s.utf8_string() << '"';
}

namespace chatur::test {

// A Makruk pack of `count` copies of one mate in one (Rua h1-h8), rated
// `firstRating`, +5, +10, ...; `boardAttributes` are added to each <board>
// (say, its last move). The training, status line and last-move tests' pools.
inline std::string MateInOnePackXml(const std::string& id, int count, const std::string& tags,
                                    int firstRating = 800,
                                    const std::string& boardAttributes = "") {
    std::string xml = "<pack format=\"1\" id=\"" + id +
                      "\" variant=\"makruk\" version=\"1\"><title><text lang=\"en\">" + id +
                      "</text></title><description><text lang=\"en\">D</text></description>"
                      "<author>Tests</author><licence>CC0-1.0</licence>";
    for (int i = 0; i < count; ++i)
        xml += "<puzzle id=\"" + id + "." + std::to_string(i) +
               "\" grade=\"2\" stage=\"review\" rating=\"" + std::to_string(firstRating + 5 * i) +
               "\" tags=\"" + tags + "\"><board fen=\"4k3/8/4K3/8/8/8/8/7R w - - 0 1\"" +
               boardAttributes +
               "/><question><text lang=\"en\">Mate in one.</text></question><move goal=\"mate\" "
               "in=\"1\"><line>h1h8</line></move><explanation><text lang=\"en\">Rua h8."
               "</text></explanation></puzzle>";
    return xml + "</pack>";
}

inline bool WaitFor(const std::function<bool()>& done, int timeoutMs = 60000) {
    const wxLongLong start = wxGetLocalTimeMillis();
    while (!done()) {
        if ((wxGetLocalTimeMillis() - start).GetValue() > timeoutMs) return false;
        wxTheApp->Yield(true);
        wxMilliSleep(10);
    }
    return true;
}

// Saves what `window` shows on screen as a PNG at `path` (a picture for the
// reviewer, not compared with anything).
inline void SavePicture(wxWindow* window, const std::string& path) {
    wxTheApp->Yield(true);
    wxClientDC screen(window);
    const wxSize size = window->GetClientSize();
    wxBitmap shot(size);
    wxMemoryDC mem(shot);
    mem.Blit(0, 0, size.x, size.y, &screen, 0, 0);
    mem.SelectObject(wxNullBitmap);
    shot.SaveFile(wxString::FromUTF8(path), wxBITMAP_TYPE_PNG);
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
