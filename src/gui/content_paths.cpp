#include "gui/content_paths.h"

#include <wx/filename.h>
#include <wx/stdpaths.h>
#include <wx/utils.h>

namespace chatur::gui {

namespace {

// <prefix> when the executable is <prefix>/bin/chatur.
wxString InstallPrefix() {
    wxFileName exe(wxStandardPaths::Get().GetExecutablePath());
    exe.RemoveLastDir();
    return exe.GetPath();
}

void AddIfDir(wxArrayString& out, const wxString& dir) {
    if (wxFileName::DirExists(dir) && out.Index(dir) == wxNOT_FOUND) out.Add(dir);
}

}  // namespace

wxArrayString ContentRoots() {
    wxArrayString roots;
    wxString env;
    if (wxGetEnv("CHATUR_DATA_DIR", &env)) AddIfDir(roots, env);
#ifdef CHATUR_SOURCE_DIR
    AddIfDir(roots, CHATUR_SOURCE_DIR);
#endif
    AddIfDir(roots, InstallPrefix() + "/share/chatur");
    return roots;
}

wxArrayString LocaleDirs() {
    wxArrayString dirs;
#ifdef CHATUR_BUILD_LOCALE_DIR
    AddIfDir(dirs, CHATUR_BUILD_LOCALE_DIR);
#endif
    AddIfDir(dirs, InstallPrefix() + "/share/locale");
    return dirs;
}

}  // namespace chatur::gui
