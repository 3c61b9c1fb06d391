// Hosts the GUI tests in a wx application without its own main loop: log to
// stderr instead of modal dialogs, PNG handlers for screenshots, a private config
// file so tests never touch the user's settings. Listing the tests needs no
// display, so ctest can discover them (and run `ctest -L fast`) without one.
#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/image.h>
#include <wx/init.h>
#include <wx/log.h>
#include <wx/utils.h>

class TestApp : public wxApp {
public:
    bool OnInit() override { return true; }
};

wxIMPLEMENT_APP_NO_MAIN(TestApp);

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    if (::testing::GTEST_FLAG(list_tests)) return RUN_ALL_TESTS();
    wxSetEnv("CHATUR_CONFIG", wxString::FromUTF8(::testing::TempDir()) + "chatur-gui-test.conf");
    wxApp::SetInstance(new TestApp);
    if (!wxEntryStart(argc, argv)) {
        fprintf(stderr, "cannot initialise wxWidgets (no display? run under xvfb-run -a)\n");
        return 1;
    }
    wxLog::SetActiveTarget(new wxLogStderr);
    wxInitAllImageHandlers();
    wxTheApp->CallOnInit();
    int rc = RUN_ALL_TESTS();
    wxTheApp->OnExit();
    wxEntryCleanup();
    return rc;
}
