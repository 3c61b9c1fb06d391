#include "gui/content_paths.h"

#include <wx/filename.h>
#include <wx/stdpaths.h>
#include <wx/textfile.h>
#include <wx/utils.h>

#ifndef CHATUR_DATADIR_FROM_BINDIR
#define CHATUR_DATADIR_FROM_BINDIR "../share"
#endif

namespace chatur::gui {

namespace {

// `dir` joined with the relative path `rel`, with its ".." resolved.
wxString Resolve(const wxString& dir, const wxString& rel) {
    wxFileName name = wxFileName::DirName(dir + wxFILE_SEP_PATH + rel);
    name.Normalize(wxPATH_NORM_DOTS | wxPATH_NORM_ABSOLUTE);
    return name.GetPath();
}

void AddIfDir(wxArrayString& out, const wxString& dir) {
    if (!dir.empty() && wxFileName::DirExists(dir) && out.Index(dir) == wxNOT_FOUND) out.Add(dir);
}

void ReadBuildTreeFile(const wxString& path, DataFolders& out) {
    if (!wxFileName::FileExists(path)) return;
    wxTextFile file(path);
    if (!file.Open()) return;
    for (size_t i = 0; i < file.GetLineCount(); ++i) {
        wxString value;
        if (file[i].StartsWith("data=", &value)) AddIfDir(out.content, value);
        if (file[i].StartsWith("locale=", &value)) AddIfDir(out.locale, value);
    }
}

}  // namespace

DataFolders DataFoldersFor(const wxString& exePath, const wxString& dataDirOverride) {
    DataFolders found;
    AddIfDir(found.content, dataDirOverride);
    const wxString exeDir = wxFileName(exePath).GetPath();
    const wxString share = Resolve(exeDir, CHATUR_DATADIR_FROM_BINDIR);
    AddIfDir(found.content, share + wxFILE_SEP_PATH + "chatur");
    AddIfDir(found.locale, share + wxFILE_SEP_PATH + "locale");
    ReadBuildTreeFile(exeDir + wxFILE_SEP_PATH + kBuildTreeFile, found);
    return found;
}

namespace {

DataFolders ThisProgramsFolders() {
    wxString env;
    wxGetEnv("CHATUR_DATA_DIR", &env);
    return DataFoldersFor(wxStandardPaths::Get().GetExecutablePath(), env);
}

}  // namespace

wxArrayString ContentRoots() {
    return ThisProgramsFolders().content;
}

wxArrayString LocaleDirs() {
    return ThisProgramsFolders().locale;
}

wxString ShippedTablesDir() {
    for (const wxString& root : ContentRoots()) {
        const wxString dir = wxFileName(root, "tablebases").GetFullPath();
        if (wxFileName::DirExists(dir)) return dir;
    }
    return {};
}

}  // namespace chatur::gui
