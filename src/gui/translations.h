// Which UI language is active, and switching it at run time. Catalogs are looked
// up in the build tree first, then in the installed share/locale; wxWidgets' own
// strings come from wx3.2-i18n (wxstd). No wxLocale is created: CI machines have
// no generated system locales, and gettext lookups do not need one.
#pragma once

#include <wx/string.h>

#include <vector>

namespace chatur::gui {

struct UiLanguage {
    const char* code;       // "en", "id", "de", "th"
    const wchar_t* native;  // the language's own name, never translated
};

const std::vector<UiLanguage>& UiLanguages();
bool IsUiLanguage(const wxString& code);

// The system's language if Chatur speaks it, else "en".
wxString SystemUiLanguage();

// Installs a fresh wxTranslations for `code` (replacing the old one). False
// when Chatur's catalog (`domain`) for a language other than English was not
// found: menus and messages then stay English while the content switches, and
// the app says so (MissingCatalogText).
bool ApplyUiLanguage(const wxString& code, const wxString& domain = "chatur");
// The note shown when the catalog of `code` is missing.
wxString MissingCatalogText(const wxString& code);
wxString CurrentUiLanguage();

}  // namespace chatur::gui
