// chatur's entry point. `--version` and `--help` are answered before wxWidgets
// starts, so that they work without a display; everything else goes to the wx App.
#include <wx/app.h>
#include <wx/cmdline.h>

#include <cstring>
#include <iostream>

#include "gui/app.h"

#ifdef __WXMSW__
#include <windows.h>
#endif

wxIMPLEMENT_APP_NO_MAIN(chatur::gui::App);

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0) {
            std::cout << "chatur " << CHATUR_VERSION << "\n";
            return 0;
        }
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            wxCmdLineParser parser(argc, argv);
            parser.AddSwitch("h", "help", "show this help and exit");
            chatur::gui::App::DescribeOptions(parser);
            std::cout << parser.GetUsageString().utf8_string();
            return 0;
        }
    }
#ifdef __WXMSW__
    // This overload reads the UTF-16 command line itself, so arguments outside
    // the ANSI code page (Thai file names) arrive intact.
    return wxEntry(::GetModuleHandle(nullptr), nullptr, nullptr, SW_SHOWNORMAL);
#else
    return wxEntry(argc, argv);
#endif
}
