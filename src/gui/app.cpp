#include "gui/app.h"

#include <wx/cmdline.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/display.h>
#include <wx/fileconf.h>
#include <wx/filename.h>
#include <wx/image.h>
#include <wx/log.h>
#include <wx/stdpaths.h>
#include <wx/tokenzr.h>
#include <wx/utils.h>

#include <cstdlib>
#include <iostream>

#include "core/notation/fen.h"
#include "core/platform/system_paths.h"
#include "core/platform/utf8_path.h"
#include "core/progress/data_folder.h"
#include "gui/board_view.h"
#include "gui/bookmarks_dialog.h"
#include "gui/drill_frame.h"
#include "gui/editor/editor_frame.h"
#include "gui/lesson_panel.h"
#include "gui/main_frame.h"
#include "gui/new_game_dialog.h"
#include "gui/preferences_dialog.h"
#include "gui/puzzle_panel.h"
#include "gui/review_frame.h"
#include "gui/trainer_view.h"
#include "gui/training/train_panel.h"
#include "gui/translations.h"

#ifdef __WXMSW__
#include <wx/msw/wrapwin.h>
#endif

namespace chatur::gui {

#ifdef __WXMSW__
namespace {

// Whether this session can make windows at all. Windows always can; Wine
// cannot when the program joins a Wine session that was started without an X
// display (a console tool such as winepath run just before, outside Xvfb): it
// has no display driver then, every window fails to be made, and wxWidgets'
// checks on the missing windows end in a breakpoint exception (0x80000003)
// and a crash in the first list control. Stopping with a sentence is better.
bool CanMakeWindows() {
    HWND probe = ::CreateWindowExW(0, L"STATIC", L"", WS_POPUP, 0, 0, 1, 1, nullptr, nullptr,
                                   ::GetModuleHandleW(nullptr), nullptr);
    if (!probe) return false;
    ::DestroyWindow(probe);
    return true;
}

}  // namespace
#endif

void App::OnInitCmdLine(wxCmdLineParser& p) {
    wxApp::OnInitCmdLine(p);
    DescribeOptions(p);
}

void App::DescribeOptions(wxCmdLineParser& p) {
    p.AddOption("", "screenshot", "save a PNG of the window and exit");
    p.AddOption("", "lang", "UI language: en, id, de or th");
    p.AddOption("", "open", "lesson or puzzle pack to open");
    p.AddOption("", "item", "lesson or puzzle id within the opened file");
    p.AddOption("", "select", "square to select, e.g. e3");
    p.AddOption("", "size", "window size, e.g. 1280x800");
    p.AddOption("", "fen", "position to show");
    p.AddOption("", "variant", "makruk or xiangqi (for --fen or a new game)");
    p.AddOption("", "pieces", "Xiangqi pieces: characters or pictures");
    p.AddOption("", "board", "Makruk board: traditional or checkered");
    p.AddOption("", "theme", "board colours: wood, walnut, slate or high-contrast");
    p.AddOption("", "moves", "moves to play first, e.g. \"e3e4 d6d5\" (also count-start)");
    p.AddOption("", "play", "play mode: makruk or xiangqi (with --fen, --moves)");
    p.AddOption("", "opponent", "play mode: computer (default) or friend");
    p.AddOption("", "level", "play mode: easy (default), normal, hard or maximum");
    p.AddOption("", "side", "play mode: white (default) or black, the user's side");
    p.AddOption("", "profile", "play mode: rule profile, e.g. counting, fifty, auto-count");
    p.AddOption("", "clock", "play mode, two players: minutes/periods/seconds, e.g. 5/3/30");
    p.AddOption("", "step", "lesson step to show (1-based)", wxCMD_LINE_VAL_NUMBER);
    p.AddOption("", "hints", "hints to take in the opened puzzle", wxCMD_LINE_VAL_NUMBER);
    p.AddSwitch("", "answer", "show the answer of the opened puzzle");
    p.AddSwitch("", "finish", "go through the opened lesson to its end, its tasks skipped");
    p.AddOption("", "answer-step", "with --answer: moves of the solution to step on",
                wxCMD_LINE_VAL_NUMBER);
    p.AddOption(
        "", "dialog",
        "open a window for the screenshot: preferences, new-game, bookmarks or drills (with --item "
        "an ending such as makruk-KRvK, --level the difficulty, --hints learner moves, "
        "--answer the best move)");
    p.AddOption("", "review", "PGN file to review (with --item: the number of the game to show)");
    p.AddOption("", "editor", "pack file to open in the pack editor (with --item: a puzzle)");
    p.AddOption("", "content-lang", "pack editor: content language en, id, de or th");
    p.AddOption("", "train", "start training: makruk or xiangqi");
    p.AddOption("", "train-mode", "training: rated (default), review, streak or daily");
    p.AddOption("", "train-theme", "rated training: a theme id, e.g. fork");
    p.AddOption("", "dashboard", "open the training dashboard: makruk or xiangqi");
    p.AddSwitch("", "flip", "show the board from Black's side");
    p.AddSwitch("", "range", "start in piece-range mode");
    p.AddSwitch("", "version", "print the version and exit (handled in main.cpp)");
}

bool App::OnCmdLineParsed(wxCmdLineParser& p) {
    if (!wxApp::OnCmdLineParsed(p)) return false;
    wxString s;
    p.Found("screenshot", &m_options.screenshot);
    p.Found("lang", &m_options.language);
    p.Found("open", &m_options.open);
    if (p.Found("item", &s)) m_options.item = s.utf8_string();
    p.Found("select", &m_options.select);
    p.Found("fen", &m_options.fen);
    p.Found("variant", &m_options.variant);
    p.Found("pieces", &m_options.pieces);
    p.Found("board", &m_options.board);
    p.Found("theme", &m_options.theme);
    p.Found("moves", &m_options.typed);
    p.Found("play", &m_options.play);
    p.Found("train", &m_options.train);
    p.Found("train-mode", &m_options.trainMode);
    p.Found("train-theme", &m_options.trainTheme);
    p.Found("dashboard", &m_options.dashboard);
    p.Found("opponent", &m_options.opponent);
    p.Found("level", &m_options.level);
    p.Found("side", &m_options.side);
    p.Found("profile", &m_options.profile);
    p.Found("clock", &m_options.clock);
    p.Found("step", &m_options.step);
    p.Found("hints", &m_options.hints);
    p.Found("answer-step", &m_options.answerStep);
    m_options.answer = p.Found("answer");
    m_options.finish = p.Found("finish");
    p.Found("dialog", &m_options.dialog);
    p.Found("editor", &m_options.editor);
    p.Found("review", &m_options.review);
    p.Found("content-lang", &m_options.contentLanguage);
    m_options.flip = p.Found("flip");
    m_options.range = p.Found("range");
    if (p.Found("size", &s)) {
        long w = 0, h = 0;
        if (!s.BeforeFirst('x').ToLong(&w) || !s.AfterFirst('x').ToLong(&h) || w < 200 || h < 200) {
            wxLogError("--size expects WIDTHxHEIGHT, e.g. 1280x800");
            return false;
        }
        m_options.size = wxSize(int(w), int(h));
    }
    if (!m_options.language.empty() && !IsUiLanguage(m_options.language)) {
        wxLogError("--lang expects one of: en id de th");
        return false;
    }
    return true;
}

bool App::OnInit() {
    if (!wxApp::OnInit()) return false;
#ifdef __WXMSW__
    if (!CanMakeWindows()) {
        std::cerr << "chatur: the system cannot make a window; under Wine, the Wine session "
                     "has no display driver: end it (wineserver -k) and start Chatur with "
                     "DISPLAY set\n";
        return false;
    }
#endif
    SetAppName("chatur");
    SetAppDisplayName("Chatur");
    wxInitAllImageHandlers();
    const bool screenshot = !m_options.screenshot.empty();
    if (screenshot) wxLog::SetActiveTarget(new wxLogStderr);

    // The screenshot mode reads the saved preferences but never writes them.
    wxStandardPaths::Get().SetFileLayout(wxStandardPaths::FileLayout_XDG);
    wxString configPath;
    if (!wxGetEnv("CHATUR_CONFIG", &configPath)) {
        configPath = wxStandardPaths::Get().GetUserConfigDir() + "/chatur.conf";
    }
    // A fresh account may have no ~/.config yet: saving a preference would fail
    // with an error dialog.
    if (!screenshot)
        wxFileName::Mkdir(wxFileName(configPath).GetPath(), wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL);
    auto* config =
        new wxFileConfig("chatur", wxString(), configPath, wxString(), wxCONFIG_USE_LOCAL_FILE);
    wxConfigBase::Set(config);
    Preferences prefs = LoadPreferences(*config);
    if (prefs.language.empty() || !IsUiLanguage(prefs.language))
        prefs.language = SystemUiLanguage();
    if (!m_options.language.empty()) prefs.language = m_options.language;
    if (m_options.pieces == "pictures") prefs.xiangqiPieces = XiangqiPieceStyle::Pictorial;
    if (m_options.pieces == "characters") prefs.xiangqiPieces = XiangqiPieceStyle::Characters;
    if (m_options.board == "checkered") prefs.makrukBoard = MakrukBoardStyle::Checkered;
    if (m_options.board == "traditional") prefs.makrukBoard = MakrukBoardStyle::Traditional;
    if (m_options.theme == "walnut") prefs.theme = BoardTheme::Walnut;
    if (m_options.theme == "slate") prefs.theme = BoardTheme::Slate;
    if (m_options.theme == "wood") prefs.theme = BoardTheme::Wood;
    if (m_options.theme == "high-contrast") prefs.theme = BoardTheme::HighContrast;
    if (m_options.flip) prefs.flipped = true;
    if (screenshot) prefs.animateMoves = false;
    const bool catalogFound = ApplyUiLanguage(prefs.language);

    // Progress: the user's data folder (or CHATUR_PROGRESS); none in screenshot mode.
    // That is %LOCALAPPDATA%\Chatur on Windows, the XDG data folder
    // (~/.local/share/chatur) elsewhere (core/platform/system_paths.h), where the
    // files of wxWidgets' user data folder that earlier versions used (%APPDATA%\chatur,
    // ~/.chatur) are moved once (core/progress/data_folder.h).
    wxString progressPath;
    if (!screenshot && !wxGetEnv("CHATUR_PROGRESS", &progressPath)) {
        const std::filesystem::path folder = platform::UserDataFolder();
#ifdef __WXMSW__
        const std::filesystem::path oldFolder =
            wxStandardPaths::Get().GetUserDataDir().ToStdWstring();
#else
        const std::filesystem::path oldFolder =
            platform::PathFromUtf8(wxGetHomeDir().utf8_string()) / ".chatur";
#endif
        if (auto problem = progress::MoveOldDataFolder(oldFolder, folder))
            std::cerr << "chatur: " << *problem << "\n";
        progressPath = wxString::FromUTF8(platform::Utf8Path(folder / "progress.txt"));
    }
    m_frame = new MainFrame(prefs, screenshot ? nullptr : config, progressPath);
    wxSize size = m_options.size;
    // No larger than the screen's free area (a 1024x768 laptop), unless a
    // screenshot asks for a size.
    if (!screenshot) size.DecTo(wxDisplay(m_frame).GetClientArea().GetSize());
    m_frame->SetSize(size);
    if (screenshot) m_frame->SetPosition(wxPoint(0, 0));

    const Variant* variant = FindVariant(m_options.variant.utf8_string());
    if (!m_options.open.empty()) {
        const std::string item = m_options.editor.empty() ? m_options.item : std::string();
        if (!m_frame->OpenContent(m_options.open, item) && screenshot) m_exitCode = 1;
        if (m_options.step > 0 && m_frame->Mode() == FrameMode::Lesson)
            m_frame->LessonPane()->GoToStep(size_t(m_options.step - 1));
        if (m_options.finish && m_frame->Mode() == FrameMode::Lesson)
            m_frame->LessonPane()->FinishBySkipping();
        TrainerView* view = m_frame->Mode() == FrameMode::Puzzle   ? m_frame->PuzzlePane()->View()
                            : m_frame->Mode() == FrameMode::Lesson ? m_frame->LessonPane()->View()
                                                                   : nullptr;
        for (long i = 0; view && i < m_options.hints; ++i) view->TakeHint();
        if (view && m_options.answer) view->RevealAnswer();
        for (long i = 0; view && i < m_options.answerStep; ++i) view->ReplayForward();
    } else if (!m_options.play.empty()) {
        wxString error;
        if (!StartPlayFromOptions(&error)) {
            wxLogError("--play: %s", error);
            if (screenshot) m_exitCode = 1;
        }
    } else if (!m_options.train.empty()) {
        if (!StartTrainingFromOptions() && screenshot) m_exitCode = 1;
    } else if (!m_options.fen.empty()) {
        auto parsed = ParseFen(variant ? *variant : MakrukVariant(), m_options.fen.utf8_string());
        if (auto* data = std::get_if<FenData>(&parsed)) {
            m_frame->SetGamePosition(data->position);
        } else {
            wxLogError("--fen: %s", wxString::FromUTF8(std::get<FenError>(parsed).message));
            if (screenshot) m_exitCode = 1;
        }
    } else if (variant) {
        m_frame->NewGame(variant->id);
    } else if (m_options.typed.empty() && m_options.select.empty() && !m_options.range) {
        m_frame->ShowHomeOnFirstStart();  // a newcomer sees where to begin
    }
    if (!m_options.typed.empty() && m_options.train.empty()) {
        wxStringTokenizer moves(m_options.typed, " ,");
        while (moves.HasMoreTokens()) {
            const wxString token = moves.GetNextToken();
            const std::optional<GameAction> action = ParseGameAction(token.utf8_string());
            if (action == GameAction::CountStart)
                m_frame->StartCount();
            else if (action == GameAction::CountStop)
                m_frame->StopCount();
            else
                m_frame->Board()->SubmitTypedMove(token);
        }
    }
    if (m_options.range) m_frame->SetRangeMode(true);
    if (!m_options.select.empty()) {
        const Variant& v = m_frame->Board()->Interaction().GetVariant();
        if (auto sq = ParseSquare(v, m_options.select.Lower().utf8_string()))
            m_frame->Board()->ClickSquare(*sq);
        else
            wxLogError("--select: '%s' is not a square of this board", m_options.select);
    }
    // A missing catalog is said, not left to be guessed from English menus.
    if (!catalogFound) m_frame->WarnMissingCatalog();
    m_frame->Show();
    if (m_options.dialog == "preferences") {
        auto* dialog = new PreferencesDialog(m_frame, prefs, [](const Preferences&) {});
        dialog->Show();
        m_dialog = dialog;
    } else if (m_options.dialog == "new-game") {
        auto* dialog = new NewGameDialog(m_frame, GameSetup{});
        dialog->Show();
        m_dialog = dialog;
    } else if (m_options.dialog == "bookmarks") {
        MainFrame* frame = m_frame;
        frame->ReadBookmarkedPools();  // as File > Bookmarks... does
        auto* dialog = new BookmarksDialog(
            frame, &frame->Progress(),
            [frame](const progress::SavedBookmark& m) { return frame->DescribeBookmark(m); });
        dialog->Show();
        m_dialog = dialog;
    } else if (m_options.dialog == "drills" && !OpenDrillsFromOptions() && screenshot) {
        m_exitCode = 1;
    }
    if (!m_options.editor.empty() && !OpenEditorFromOptions() && screenshot) m_exitCode = 1;
    if (!m_options.dashboard.empty() && !OpenDashboardFromOptions() && screenshot) m_exitCode = 1;
    if (!m_options.review.empty()) {
        m_review = m_frame->ReviewGamesFile(m_options.review);
        if (!m_review && screenshot) m_exitCode = 1;
        if (m_review && !m_options.item.empty())
            m_review->SelectGame(std::atoi(m_options.item.c_str()) - 1);
        if (m_review && screenshot) {
            m_review->SetSize(m_options.size);
            m_review->SetPosition(wxPoint(0, 0));
            m_dialog = m_review;
        }
    }
    if (screenshot) CallAfter([this] { TakeScreenshotWhenReady(0); });
    return true;
}

bool App::StartTrainingFromOptions() {
    if (!m_options.train.empty()) {
        const Variant* variant = FindVariant(m_options.train.utf8_string());
        const wxString& m = m_options.trainMode;
        const std::optional<TrainMode> mode = m.empty() || m == "rated"
                                                  ? std::optional(TrainMode::Rated)
                                              : m == "review" ? std::optional(TrainMode::Review)
                                              : m == "streak" ? std::optional(TrainMode::Streak)
                                              : m == "daily"  ? std::optional(TrainMode::Daily)
                                                              : std::nullopt;
        if (!variant || !mode) {
            wxLogError(
                "--train expects makruk or xiangqi, --train-mode rated, review, streak "
                "or daily");
            return false;
        }
        // The pools are read in the background: the screenshot waits for them
        // and logs how long they took (TakeScreenshotWhenReady).
        m_frame->StartTraining(variant->id, *mode, m_options.trainTheme.utf8_string());
    }
    return true;
}

bool App::OpenDashboardFromOptions() {
    const Variant* variant = FindVariant(m_options.dashboard.utf8_string());
    if (!variant) {
        wxLogError("--dashboard expects makruk or xiangqi");
        return false;
    }
    m_frame->ShowDashboard(variant->id);
    if (!m_options.screenshot.empty()) {
        for (wxWindow* child : m_frame->GetChildren())
            if (child->GetName() == "dashboard") m_dialog = child;
        if (m_dialog) m_dialog->SetPosition(wxPoint(0, 0));
    }
    return true;
}

bool App::OpenEditorFromOptions() {
    wxString error;
    EditorFrame* editor = m_frame->EditPack(m_options.editor, &error);
    if (!editor) {
        wxLogError("--editor: %s", error);
        return false;
    }
    if (!m_options.contentLanguage.empty()) {
        if (!IsUiLanguage(m_options.contentLanguage)) {
            wxLogError("--content-lang expects one of: en id de th");
            return false;
        }
        editor->SetContentLanguage(m_options.contentLanguage.utf8_string());
    }
    if (!m_options.item.empty()) {
        auto index = editor->Document().FindPuzzleIndex(m_options.item);
        if (!index) {
            wxLogError("--item: no puzzle \"%s\" in %s", wxString::FromUTF8(m_options.item),
                       m_options.editor);
            return false;
        }
        editor->ShowPuzzle(*index);
    }
    if (!m_options.screenshot.empty()) {
        editor->SetSize(m_options.size);
        editor->SetPosition(wxPoint(0, 0));
        m_dialog = editor;  // the screenshot is of the editor's window
    }
    return true;
}

bool App::OpenDrillsFromOptions() {
    m_drills = m_frame->OpenEndgameDrills(!m_options.screenshot.empty());
    if (!m_options.item.empty() && !m_drills->SelectEnding(m_options.item)) {
        wxLogError("--item: no ending \"%s\" (e.g. makruk-KRvK, xiangqi-KRvKAA)",
                   wxString::FromUTF8(m_options.item));
        return false;
    }
    if (m_options.level == "normal") m_drills->SetDifficulty(tablebase::Difficulty::Medium);
    if (m_options.level == "hard") m_drills->SetDifficulty(tablebase::Difficulty::Hard);
    if (!m_options.screenshot.empty()) {
        m_drills->SetSize(m_options.size);
        m_drills->SetPosition(wxPoint(0, 0));
        m_dialog = m_drills;
    }
    return true;
}

bool App::DrillsReady() {
    if (!m_drills) return true;
    // A few quiet polls after the last change, so that every control has repainted.
    if (!DrillsSettled()) {
        m_drillQuiet = 0;
        return false;
    }
    return ++m_drillQuiet > 5;
}

bool App::DrillsSettled() {
    if (m_drills->IsPreparing() || !m_drills->CurrentDrill()) return false;
    const tablebase::Drill& drill = *m_drills->CurrentDrill();
    if (drill.State() == tablebase::DrillState::Playing && !drill.LearnerToMove()) return false;
    if (m_drillMoves < m_options.hints && drill.LearnerToMove()) {
        ++m_drillMoves;
        m_drills->PlayBestMove();
        return false;
    }
    if (m_options.answer && m_drillMoves == m_options.hints) {
        ++m_drillMoves;  // once
        m_drills->ShowBestMove();
        return false;
    }
    return true;
}

void App::TakeScreenshotWhenReady(int attempt) {
    // Wait until the window has its size and has painted (polling, not sleeping
    // a fixed time: a loaded machine is slow). The drills may first make a table.
    wxSize client = m_frame->Board()->GetClientSize();
    // A lesson's play-out step may first load (or make) its endgame tables.
    const TrainerSession* lessonTask =
        m_frame->Mode() == FrameMode::Lesson && m_frame->LessonPane()->Session()
            ? m_frame->LessonPane()->Session()->Trainer()
            : nullptr;
    const bool tablesLoading = lessonTask && lessonTask->AwaitsTables();
    const bool ready = m_frame->IsShownOnScreen() && client.x > 100 && client.y > 100 &&
                       (!m_dialog || m_dialog->IsShownOnScreen()) && DrillsReady() &&
                       !m_frame->TrainingLoading() && !tablesLoading &&
                       (!m_review || !m_review->IsAnalysing());
    const int limit =
        m_drills || m_review || m_frame->TrainingLoading() || tablesLoading ? 12000 : 200;
    // A few more rounds once ready, so that what became ready late (the training
    // pool read in the background) is laid out and painted before the picture.
    if (ready && !m_options.train.empty()) PlayTrainingOptions();
    m_readyRounds = ready ? m_readyRounds + 1 : 0;
    if (m_readyRounds < 6 && attempt < limit) {
        wxTheApp->Yield(true);
        CallAfter([this, attempt] {
            wxMilliSleep(25);
            TakeScreenshotWhenReady(attempt + 1);
        });
        return;
    }
    if (const Variant* trained = FindVariant(m_options.train.utf8_string());
        trained && m_frame->Training().IsBuilt(*trained))  // a figure for docs/training.md
        wxLogMessage("training: %zu %s puzzles, read in %.0f ms (in the background)",
                     m_frame->Training().SetFor(*trained).Size(),
                     wxString::FromUTF8(std::string(trained->name)),
                     m_frame->Training().LastBuildMs());
    m_frame->Update();
    if (m_dialog) {
        m_dialog->Update();
        if (!SaveWindowScreenshot(m_dialog, m_options.screenshot)) m_exitCode = 1;
        m_dialog->Destroy();
    } else if (!SaveScreenshot(m_frame, m_options.screenshot)) {
        m_exitCode = 1;
    }
    m_frame->Destroy();
    ExitMainLoop();
}

void App::PlayTrainingOptions() {
    if (m_trainingPlayed) return;
    m_trainingPlayed = true;
    TrainerView* view = m_frame->TrainPane()->View();
    wxStringTokenizer moves(m_options.typed, " ,");
    while (moves.HasMoreTokens()) m_frame->Board()->SubmitTypedMove(moves.GetNextToken());
    for (long i = 0; i < m_options.hints; ++i) view->TakeHint();
    if (m_options.answer) view->RevealAnswer();
    for (long i = 0; i < m_options.answerStep; ++i) view->ReplayForward();
}

bool App::StartPlayFromOptions(wxString* error) {
    const Variant* variant = FindVariant(m_options.play.utf8_string());
    if (!variant) {
        *error = "expects makruk or xiangqi";
        return false;
    }
    GameSetup setup;
    setup.variant = variant->id;
    setup.fen = m_options.fen.utf8_string();
    setup.profile = m_options.profile.utf8_string();
    setup.opponent = m_options.opponent == "friend" ? Opponent::Friend : Opponent::Computer;
    setup.level = LevelFromKey(m_options.level.utf8_string()).value_or(Level::Easy);
    setup.humanSide = m_options.side == "black" ? Color::Black : Color::White;
    if (!m_options.clock.empty()) {
        long minutes = 0, periods = 0, seconds = 0;
        wxArrayString parts = wxSplit(m_options.clock, '/');
        if (parts.size() != 3 || !parts[0].ToLong(&minutes) || !parts[1].ToLong(&periods) ||
            !parts[2].ToLong(&seconds)) {
            *error = "--clock expects minutes/periods/seconds, e.g. 5/3/30";
            return false;
        }
        setup.clock = ClockSettings{int(minutes * 60), int(periods), int(seconds)};
    }
    return m_frame->StartPlay(setup, error);
}

int App::OnRun() {
    int rc = wxApp::OnRun();
    return m_exitCode != 0 ? m_exitCode : rc;
}

namespace {

bool LooksBlank(const wxImage& image) {
    if (!image.IsOk()) return true;
    const unsigned char* d = image.GetData();
    const size_t n = size_t(image.GetWidth()) * size_t(image.GetHeight()) * 3;
    for (size_t i = 3; i < n; i += 3 * 97)
        if (d[i] != d[0] || d[i + 1] != d[1] || d[i + 2] != d[2]) return false;
    return true;
}

}  // namespace

bool SaveWindowScreenshot(wxWindow* window, const wxString& path) {
    const wxRect rect = window->GetScreenRect();
    wxBitmap bitmap(rect.GetSize(), 24);
    {
        wxMemoryDC mem(bitmap);
        wxScreenDC screen;
        mem.Blit(0, 0, rect.width, rect.height, &screen, rect.x, rect.y);
    }
    wxImage image = bitmap.ConvertToImage();
    if (LooksBlank(image) || !image.SaveFile(path, wxBITMAP_TYPE_PNG)) {
        wxLogError("cannot write %s", path);
        return false;
    }
    return true;
}

bool SaveScreenshot(MainFrame* frame, const wxString& path) {
    const wxRect rect = frame->GetScreenRect();
    wxBitmap bitmap(rect.GetSize(), 24);
    {
        wxMemoryDC mem(bitmap);
        wxScreenDC screen;
        mem.Blit(0, 0, rect.width, rect.height, &screen, rect.x, rect.y);
    }
    wxImage image = bitmap.ConvertToImage();
    if (LooksBlank(image)) {
        // The window's pixels cannot be read here: render the board itself.
        BoardView* board = frame->Board();
        wxSize size = board->GetClientSize();
        if (size.x < 100 || size.y < 100) size = wxSize(800, 800);
        image = board->RenderToBitmap(size).ConvertToImage();
    }
    if (!image.SaveFile(path, wxBITMAP_TYPE_PNG)) {
        wxLogError("cannot write %s", path);
        return false;
    }
    return true;
}

}  // namespace chatur::gui
