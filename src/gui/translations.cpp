#include "gui/translations.h"

#include <wx/filename.h>
#include <wx/intl.h>
#include <wx/stdpaths.h>
#include <wx/translation.h>
#include <wx/uilocale.h>

#include "gui/content_paths.h"

namespace chatur::gui {

namespace {

wxString g_current = "en";

void AddLookupPathsOnce() {
    static bool done = false;
    if (done) return;
    done = true;
    for (const wxString& dir : LocaleDirs())
        wxFileTranslationsLoader::AddCatalogLookupPathPrefix(dir);
}

}  // namespace

const std::vector<UiLanguage>& UiLanguages() {
    static const std::vector<UiLanguage> languages = {
        {"en", L"English"},
        {"id", L"Bahasa Indonesia"},
        {"de", L"Deutsch"},
        {"th", L"\u0e20\u0e32\u0e29\u0e32\u0e44\u0e17\u0e22"},
    };
    return languages;
}

bool IsUiLanguage(const wxString& code) {
    for (const UiLanguage& l : UiLanguages())
        if (code == l.code) return true;
    return false;
}

wxString SystemUiLanguage() {
    int lang = wxUILocale::GetSystemLanguage();
    wxString name =
        lang == wxLANGUAGE_UNKNOWN ? wxString() : wxUILocale::GetLanguageCanonicalName(lang);
    wxString code = name.BeforeFirst('_').BeforeFirst('-').Lower();
    return IsUiLanguage(code) ? code : wxString("en");
}

bool ApplyUiLanguage(const wxString& code, const wxString& domain) {
    AddLookupPathsOnce();
    wxString lang = IsUiLanguage(code) ? code : wxString("en");
    auto* t = new wxTranslations;
    t->SetLanguage(lang);
    t->AddStdCatalog();
    const bool found = t->AddCatalog(domain);  // false for English, the msgid language
    wxTranslations::Set(t);                    // deletes the previous one
    g_current = lang;
    return found || lang == "en";
}

wxString MissingCatalogText(const wxString& code) {
    wxString name = code;
    for (const UiLanguage& l : UiLanguages())
        if (code == l.code) name = l.native;
    // TRANSLATORS: under the board (in English, as the catalog is missing) when the
    // chosen language's translations cannot be found; %s is the language's own name.
    return wxString::Format(_("Menus stay in English: the %s translation was not found."), name);
}

wxString CurrentUiLanguage() {
    return g_current;
}

}  // namespace chatur::gui
