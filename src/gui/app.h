// The application object: command line, configuration, translations, the main
// window, and the --screenshot mode (open in a given state, save a PNG, exit).
#pragma once

#include <wx/app.h>

#include <string>

namespace chatur::gui {

class MainFrame;

struct StartOptions {
    wxString screenshot;  // PNG to write, then exit
    wxString language;    // overrides the saved language for this run
    wxString open;        // content file
    std::string item;     // lesson or puzzle id in it
    wxString select;      // square to click after opening
    wxString fen;         // position to show (with --variant)
    wxString variant;     // makruk | xiangqi
    wxString pieces;      // characters | pictures
    wxString board;       // traditional | checkered
    wxString theme;       // wood | walnut | slate
    wxString typed;       // moves to play first, space separated ("e3e4 d6d5")
    // Play mode (--play makruk|xiangqi): the New game dialog's choices.
    wxString play;
    wxString opponent;    // computer | friend
    wxString level;       // easy | normal | hard | maximum
    wxString side;        // white | black (the user's, against the computer)
    wxString profile;     // counting | fifty | auto-count | basic
    wxString clock;       // "5/3/30": minutes, byo-yomi periods, seconds per period
    long step = 0;        // lesson step to show (1-based)
    long hints = 0;       // hints to take in the opened puzzle or step
    long answerStep = 0;  // with answer: moves of the solution stepped on
    bool answer = false;  // show the answer of the opened puzzle or step
    bool finish = false;  // go through the opened lesson to its end
    wxString dialog;      // "preferences", "new-game": open that dialog (the screenshot shows it)
    wxString editor;      // pack file to open in the pack editor (the screenshot shows it)
    wxString contentLanguage;  // the editor's content language (default: the UI's)
    wxString train;            // makruk | xiangqi: start training (with trainMode, trainTheme)
    wxString trainMode;        // rated (default) | review | streak | daily
    wxString trainTheme;       // a theme id for rated training
    wxString dashboard;        // makruk | xiangqi: open the dashboard (the screenshot shows it)
    wxString review;           // PGN file to review (the screenshot shows the finished review)
    bool flip = false;
    bool range = false;
    wxSize size = wxSize(1280, 800);
};

class DrillFrame;
class ReviewFrame;

class App : public wxApp {
public:
    bool OnInit() override;
    int OnRun() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    // The app's own options; main() also uses them for --help without a display.
    static void DescribeOptions(wxCmdLineParser& parser);
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;

private:
    void TakeScreenshotWhenReady(int attempt);
    bool StartPlayFromOptions(wxString* error);
    bool StartTrainingFromOptions();
    bool OpenDashboardFromOptions();
    bool OpenEditorFromOptions();
    bool OpenDrillsFromOptions();
    // Drills screenshot: plays the --hints moves, then --answer; false while busy.
    bool DrillsReady();
    bool DrillsSettled();  // nothing left to play or show

    StartOptions m_options;
    MainFrame* m_frame = nullptr;
    wxWindow* m_dialog = nullptr;     // shown for a screenshot of it
    DrillFrame* m_drills = nullptr;   // --dialog drills
    ReviewFrame* m_review = nullptr;  // --review
    // Training's screenshot: the moves, hints and answer once the puzzle is posed.
    void PlayTrainingOptions();
    bool m_trainingPlayed = false;
    int m_readyRounds = 0;  // screenshot polls since everything was ready
    long m_drillMoves = 0;  // learner moves played in it so far
    int m_drillQuiet = 0;   // polls since the drill last changed
    int m_exitCode = 0;
};

// Saves what `frame` shows as a PNG: the window's pixels from the X server
// where they can be read, else the board rendered off-screen.
bool SaveScreenshot(MainFrame* frame, const wxString& path);
// Saves the pixels of any shown top-level window (a dialog).
bool SaveWindowScreenshot(wxWindow* window, const wxString& path);

}  // namespace chatur::gui
