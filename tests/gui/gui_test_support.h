// Helpers for GUI tests: pump events until a condition holds (generous
// timeout, never a fixed sleep).
#pragma once

#include <wx/app.h>
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

}  // namespace chatur::test
