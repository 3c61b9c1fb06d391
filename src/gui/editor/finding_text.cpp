#include "gui/editor/finding_text.h"

#include <wx/intl.h>
#include <wx/translation.h>

namespace chatur::gui {

namespace {

std::string Translate(const std::string& englishTemplate) {
    // The templates are ASCII msgids (docs/localisation.md); the catalog has them
    // from the core's Say("...") calls (xgettext keyword Say).
    return wxGetTranslation(wxString::FromUTF8(englishTemplate)).utf8_string();
}

}  // namespace

wxString FindingText(const content::Finding& f) {
    if (f.words.Empty()) return wxString::FromUTF8(f.message);  // made without words
    return wxString::FromUTF8(content::Render(f.words, Translate));
}

wxString FindingLine(const content::Finding& f) {
    const wxString where = wxString::FromUTF8(f.path) + ":" + wxString::Format("%d", f.line);
    // TRANSLATORS: a problem found in a content file: %1$s is "file:line", %2$s what
    // is wrong. As the command line prints it: "lessons/x.xml:12: error: ...".
    return f.severity == content::Severity::Error
               ? wxString::Format(_("%1$s: error: %2$s"), where, FindingText(f))
               : wxString::Format(_("%1$s: warning: %2$s"), where, FindingText(f));
}

}  // namespace chatur::gui
