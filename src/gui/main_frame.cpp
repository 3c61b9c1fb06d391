#include "gui/main_frame.h"

#include <wx/button.h>
#include <wx/confbase.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/time.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "core/notation/fen.h"
#include "core/platform/utf8_path.h"
#include "core/progress/progress_import.h"
#include "core/tablebase/tablebase.h"
#include "gui/app_icon.h"
#include "gui/board_view.h"
#include "gui/content_paths.h"
#include "gui/drill_frame.h"
#include "gui/home_panel.h"
#include "gui/lesson_panel.h"
#include "gui/play_panel.h"
#include "gui/puzzle_panel.h"
#include "gui/text_board_panel.h"
#include "gui/text_pane.h"
#include "gui/text_scale.h"
#include "gui/trainer_view.h"
#include "gui/training/dashboard_frame.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

constexpr int kReloadMs = 4000;  // how often the content folders are looked at
// The window's smallest size and the panes' (DIP): a 1024x700 screen holds it.
constexpr int kMinWidth = 900;
constexpr int kMinHeight = 600;
constexpr int kLibraryMinWidth = 190;
constexpr int kTextMinWidth = 280;

// `line` broken before each " — " part that would make it wider than `width` on
// `label` (a part wider on its own is left to the label's "...").
wxString BreakToWidth(const wxWindow& label, const wxString& line, int width) {
    const wxString dash = wxString::FromUTF8(" \xe2\x80\x94 ");
    wxString out, current;
    size_t start = 0;
    for (;;) {
        const size_t end = line.find(dash, start);
        const wxString part =
            line.substr(start, end == wxString::npos ? wxString::npos : end - start);
        const wxString joined = current.empty() ? part : current + dash + part;
        if (!current.empty() && label.GetTextExtent(joined).x > width) {
            out << current << '\n';
            current = part;
        } else {
            current = joined;
        }
        if (end == wxString::npos) break;
        start = end + dash.length();
    }
    return out + current;
}

}  // namespace

BoardLook MainFrame::LookFrom(const Preferences& p) {
    BoardLook look;
    look.makrukBoard = p.makrukBoard;
    look.theme = p.theme;
    look.xiangqiPieces = p.xiangqiPieces;
    look.coordinates = p.coordinates;
    look.destinationDots = p.destinationDots;
    look.thaiSquareNames = p.thaiSquareNames && CurrentUiLanguage() == "th";
    look.textScale = p.textScale;
    return look;
}

MainFrame::MainFrame(const Preferences& prefs, wxConfigBase* config, const wxString& progressPath)
    : wxFrame(nullptr, wxID_ANY, "Chatur", wxDefaultPosition, wxSize(1200, 780)),
      m_prefs(prefs),
      m_config(config),
      m_tablebase(std::make_shared<tablebase::Tablebase>(tablebase::Tablebase::DefaultCacheDir())),
      // The process's one connection to training.db: the progress and the
      // training context share it.
      m_store(std::make_unique<progress::ProgressStore>(training::OpenTrainingDatabase(
          TrainingDbPath(progressPath), training::IfUnopenable::KeepInMemory))),
      m_reloadTimer(this) {
    SetIcons(AppIcons());
    if (const wxString shipped = ShippedTablesDir(); !shipped.empty())
        m_tablebase->SetShippedDir(platform::PathFromUtf8(shipped.utf8_string()));
    // The progress lives in the training database; the old progress file is
    // imported once (and again when an older Chatur changed it), never written.
    if (auto error = m_store->Load()) m_progressProblem = ProgressErrorText(*error);
    m_progressPath = progressPath;
    if (!progressPath.empty()) {
        const progress::ProgressImport imported =
            progress::ImportProgressFile(*m_store, progressPath.utf8_string(), wxGetUTCTime());
        if (!imported.problems.empty()) {
            for (const std::string& problem : imported.problems)
                std::cerr << "chatur: " << problem << "\n";
            if (m_progressProblem.empty())
                m_progressProblem = ProgressImportProblemText(imported.problems);
        }
    }

    // Library | board | text pane in two splitters: the learner drags either
    // sash; extra width goes mostly to the board, some to the text and library.
    m_outerSplit = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                        wxSP_LIVE_UPDATE | wxSP_3DSASH, "library-split");
    m_outerSplit->SetSashGravity(0.12);
    m_outerSplit->SetMinimumPaneSize(FromDIP(kLibraryMinWidth));
    m_library = new LibraryPane(m_outerSplit, &m_packs, m_store.get());
    m_library->SetMinSize(FromDIP(wxSize(kLibraryMinWidth, -1)));
    m_innerSplit = new wxSplitterWindow(m_outerSplit, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                        wxSP_LIVE_UPDATE | wxSP_3DSASH, "text-split");
    m_innerSplit->SetSashGravity(0.7);
    m_innerSplit->SetMinimumPaneSize(FromDIP(kTextMinWidth));

    auto* centre = new wxPanel(m_innerSplit);
    centre->SetBackgroundColour(wxColour(240, 236, 229));
    auto* column = new wxBoxSizer(wxVERTICAL);
    m_board = new BoardView(centre);
    column->Add(m_board, 1, wxEXPAND | wxALL, FromDIP(8));
    m_status = new wxStaticText(centre, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                wxST_ELLIPSIZE_END, "status-line");
    m_status->SetFont(m_status->GetFont().Scaled(1.1f).Bold());
    m_noteLabel = new wxStaticText(centre, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                   wxST_ELLIPSIZE_END);
    m_noteLabel->SetFont(m_noteLabel->GetFont().Scaled(1.05f));
    auto button = [&](const char* name) {
        return new wxButton(centre, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, name);
    };
    m_countStart = button("count-start");
    m_countStop = button("count-stop");
    m_undoButton = button("undo");
    m_flipButton = button("flip");
    m_newButton = button("new-game");
    // The status line (whose move, the count, the outcome) has the full width;
    // under it a note (why a move is illegal, what a piece does), and the
    // buttons, which wrap to a second row when the board's column is narrow.
    auto* buttons = new wxWrapSizer(wxHORIZONTAL);
    for (wxButton* b : {m_countStart, m_countStop, m_undoButton, m_flipButton, m_newButton})
        buttons->Add(b, 0, wxLEFT | wxTOP, FromDIP(6));
    column->Add(m_status, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(12));
    column->Add(m_noteLabel, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(8));
    column->Add(buttons, 0, wxALIGN_RIGHT | wxRIGHT | wxBOTTOM, FromDIP(8));
    m_textBoard = new TextBoardPanel(centre, m_board);
    column->Add(m_textBoard, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
    centre->SetSizer(column);

    m_book = new wxSimplebook(m_innerSplit);
    m_freePlay = new FreePlayPanel(m_book, m_board);
    m_puzzle = new PuzzlePanel(m_book, m_board, m_store.get());
    m_lesson = new LessonPanel(m_book, m_board, m_store.get());
    m_book->AddPage(m_freePlay, wxString());
    m_book->AddPage(m_puzzle, wxString());
    m_book->AddPage(m_lesson, wxString());
    m_puzzle->View()->SetTablebase(m_tablebase);
    m_lesson->View()->SetTablebase(m_tablebase);
    m_play = new PlayPanel(m_book, m_board, m_tablebase);
    m_book->AddPage(m_play, wxString());
    CreateTrainingContext();
    m_train = new TrainPanel(m_book, m_board, m_training.get());
    m_train->View()->SetTablebase(m_tablebase);
    m_book->AddPage(m_train, wxString());
    m_home = new HomePanel(m_book);
    m_book->AddPage(m_home, wxString());
    CreateModes();
    if (!progressPath.empty())
        m_play->SetSavePath(platform::Utf8Path(
            platform::PathFromUtf8(progressPath.utf8_string()).parent_path() / "saved-game.txt"));
    m_book->SetMinSize(FromDIP(wxSize(kTextMinWidth, -1)));
    m_innerSplit->SplitVertically(centre, m_book);
    m_outerSplit->SplitVertically(m_library, m_innerSplit);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_outerSplit, 1, wxEXPAND);
    SetSizer(sizer);
    // Never more than a 1024x700 screen holds, in every language.
    SetMinSize(FromDIP(wxSize(kMinWidth, kMinHeight)));
    PlaceSashes();
    // The panes' widths follow the window until the learner drags a sash.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        if (!m_sashesMoved) CallAfter([this] { PlaceSashes(); });
    });
    for (wxSplitterWindow* split : {m_outerSplit, m_innerSplit})
        split->Bind(wxEVT_SPLITTER_SASH_POS_CHANGED, [this](wxSplitterEvent& e) {
            m_sashesMoved = true;
            e.Skip();
        });

    m_board->SetResultHandler([this](const ClickResult& r) { OnBoardResult(r); });
    m_board->SetTypingHandler([this](const wxString& typed) {
        // TRANSLATORS: shown while the user types a move on the keyboard, e.g. "Move: d3d4".
        SetNote(typed.empty() ? wxString() : wxString::Format(_("Move: %s"), typed));
    });
    m_library->SetHandler([this](const LibraryEntry& e) {
        OnLibrary(e);
        // With the text board shown, what was opened is played from its command
        // line: the focus goes there, and the screen reader speaks the new text.
        using Kind = LibraryEntry::Kind;
        if (m_textBoard->IsShown() && e.kind != Kind::Home && e.kind != Kind::Dashboard)
            m_textBoard->FocusCommandLine();
    });
    auto problem = [this](const wxString& text) { SetNote(text, true); };
    m_puzzle->SetRecordedHandler([this] { OnProgressRecorded(); });
    // The library's selection follows the puzzle shown (Next puzzle too).
    m_puzzle->SetOpenedHandler([this] { ShowCurrentInLibrary(); });
    m_home->SetOpenHandler([this](const std::string& lessonId) {
        for (const LessonRef& l : LessonsOf(m_home->Game()))
            if (l.lesson->id == lessonId) OpenLesson(l.pack, lessonId);
    });
    m_home->SetOpenPackHandler([this](const std::string& packId) { OpenPack(packId); });
    m_puzzle->SetErrorHandler(problem);
    m_lesson->SetFinishedHandler([this] { OnProgressRecorded(); });
    m_lesson->SetNextLessonSource([this](const std::string& lessonId) -> const content::Lesson* {
        const auto next = LessonAfter(lessonId);
        return next ? next->lesson : nullptr;
    });
    m_lesson->SetNextLessonHandler([this](const std::string& finishedId) {
        if (const auto next = LessonAfter(finishedId)) OpenLesson(next->pack, next->lesson->id);
    });
    m_lesson->SetLessonPacksSource(
        [this](const std::string& lessonId) { return PacksOpenedBy(lessonId); });
    m_lesson->SetOpenPackHandler([this](const std::string& packId) { OpenPack(packId); });
    m_lesson->SetErrorHandler(problem);
    m_train->SetRecordedHandler([this] { m_library->UpdateBadges(); });
    m_train->SetErrorHandler(problem);
    m_train->SetDashboardHandler([this](VariantId v) { ShowDashboard(v); });
    m_train->SetBookmarkStore(m_store.get());
    // A rated puzzle's pool pack, opened from a bookmark, is not a place to continue from.
    m_puzzle->SetLastPlaceRule(
        [this](const content::Pack& pack) { return m_packs.FindById(pack.id) != nullptr; });
    m_train->SetShowRating(!m_prefs.hideRating);
    m_library->SetTrainingSource([this](VariantId v) { return TrainingSummary(v); });
    m_countStart->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { StartCount(); });
    m_countStop->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { StopCount(); });
    m_undoButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Undo(); });
    m_flipButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { FlipBoard(); });
    m_newButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Current().NewGame(); });
    m_play->SetChangedHandler([this] { UpdateStatus(); });
    m_freePlay->SetChangedHandler([this] { UpdateStatus(); });
    m_board->SetPositionHandler([this] { UpdateStatus(); });
    m_status->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        if (e.GetSize().x != m_statusWidth) CallAfter([this] { FitStatus(); });
    });
    m_play->SetNoteHandler([this](const wxString& note, bool problem) { SetNote(note, problem); });
    m_play->SetReviewHandler([this] { ReviewPlayedGame(); });
    m_freePlay->SetNoteHandler(
        [this](const wxString& note, bool problem) { SetNote(note, problem); });
    // Packs other people are writing appear while the app runs.
    Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& e) {
        if (e.GetActive()) ReloadLibrary();
        e.Skip();
    });
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { ReloadLibrary(); });
    m_reloadTimer.Start(kReloadMs);

    SetMenuBar(BuildMenuBar());
    BindMenuEvents();
    SetThaiSquareNames(m_prefs.thaiSquareNames);
    m_board->SetLook(LookFrom(m_prefs));
    ApplyTextScale(this, m_prefs.textScale);
    m_board->SetFlipped(m_prefs.flipped);
    m_board->SetAnimationEnabled(m_prefs.animateMoves);
    m_library->Reload(true);
    NewGame(VariantId::Makruk);
    Relabel();
    ResumeSavedGame();
    ShowTextBoard(m_prefs.textBoard);
}

MainFrame::~MainFrame() {
    m_reloadTimer.Stop();
    m_training->StopReading();  // no pools reach the frame from now on
    // The children outlive the members they point to: let no late event reach them.
    m_library->SetHandler({});
    m_puzzle->SetOpenedHandler({});
    m_play->SetChangedHandler({});
    m_play->SetNoteHandler({});
    m_play->SetReviewHandler({});
    m_freePlay->SetChangedHandler({});
    m_freePlay->SetNoteHandler({});
    m_board->SetResultHandler({});
    m_board->SetPositionHandler({});
    m_board->SetTypingHandler({});
}

void MainFrame::ApplyPreferences(const Preferences& prefs) {
    const bool languageChanged = prefs.language != m_prefs.language;
    const bool squaresChanged = prefs.thaiSquareNames != m_prefs.thaiSquareNames;
    const bool flipChanged = prefs.flipped != m_prefs.flipped;
    m_prefs = prefs;
    const bool catalogFound = !languageChanged || ApplyUiLanguage(m_prefs.language);
    SetThaiSquareNames(m_prefs.thaiSquareNames);
    m_board->SetLook(LookFrom(m_prefs));
    ApplyTextScale(this, m_prefs.textScale);
    // The preference is free play's side; a puzzle, lesson or game keeps its own.
    if (flipChanged && m_mode == FrameMode::FreePlay) m_board->SetFlipped(m_prefs.flipped);
    m_board->SetAnimationEnabled(m_prefs.animateMoves);
    m_play->SetExternalEngine(EngineCommand(m_prefs), m_prefs.engineMoveTimeMs);
    m_train->SetShowRating(!m_prefs.hideRating);
    m_library->UpdateBadges();  // the rating and the review entry follow the options
    if (languageChanged || squaresChanged)
        Relabel();
    else
        SyncMenuChecks();
    if (!catalogFound) WarnMissingCatalog();
    if (m_config) SavePreferences(*m_config, m_prefs);
}

void MainFrame::PlaceSashes() {
    // The library a quarter of the width (wide enough for its titles where there
    // is room), the text pane a third of the rest; the board takes what is left.
    const int width = m_outerSplit->GetClientSize().x;
    if (width < FromDIP(kMinWidth) / 2) return;
    const int library = std::clamp(width / 4, FromDIP(kLibraryMinWidth + 20), FromDIP(420));
    const int text =
        std::clamp((width - library) * 34 / 100, FromDIP(kTextMinWidth + 20), FromDIP(560));
    m_outerSplit->SetSashPosition(library);
    m_innerSplit->SetSize(m_outerSplit->GetWindow2()->GetSize());
    m_innerSplit->SetSashPosition(m_innerSplit->GetClientSize().x - text);
}

void MainFrame::FlipBoard() {
    if (m_mode == FrameMode::FreePlay) {
        Preferences p = m_prefs;
        p.flipped = !p.flipped;
        ApplyPreferences(p);
        return;
    }
    m_board->SetFlipped(!m_board->Interaction().Flipped());
    SyncMenuChecks();
}

void MainFrame::Relabel() {
    wxMenuBar* old = GetMenuBar();
    SetMenuBar(BuildMenuBar());
    delete old;
    SyncMenuChecks();
    SetTitle(wxString(L"Chatur \u2014 ") + _("Makruk and Xiangqi trainer"));
    // TRANSLATORS: buttons under the board for Makruk's board's honour count.
    m_countStart->SetLabel(_("&Start count"));
    m_countStop->SetLabel(_("S&top count"));
    m_countStart->SetToolTip(_("Declare the board's honour count; it starts with your next move"));
    m_countStop->SetToolTip(_("Stop counting; your next move still counts"));
    m_undoButton->SetLabel(_("&Undo"));
    m_flipButton->SetLabel(_("&Flip board"));
    m_newButton->SetLabel(_("&New game"));
    m_library->Reload(true);
    m_puzzle->Relabel();
    m_lesson->Relabel();
    m_play->Relabel();
    if (auto* drills = dynamic_cast<DrillFrame*>(FindWindowByName("endgame-drills", this)))
        drills->Relabel();
    m_train->Relabel();
    m_textBoard->Relabel();
    if (m_mode == FrameMode::Home) ShowHome(m_home->Game());
    for (wxWindow* child : GetChildren())  // the dashboard, if open, in the new language
        if (auto* dashboard = dynamic_cast<DashboardFrame*>(child))
            dashboard->ShowGame(dashboard->Game());
    UpdateStatus();
    m_freePlay->Relabel();
    SetNote(m_progressProblem, !m_progressProblem.empty());
    m_board->GetParent()->Layout();
    Layout();
}

void MainFrame::SetMode(FrameMode mode) {
    // Leaving training while its puzzles load cancels the session (the pools
    // are still kept when they arrive).
    if (mode != FrameMode::Train) m_training->CancelPending();
    m_mode = mode;
    m_book->ChangeSelection(size_t(mode));
    for (size_t i = 0; i < m_modes.size(); ++i) m_modes[i]->SetActive(i == size_t(mode));
    m_undoButton->Show(Current().HasGame());
    m_newButton->Show(Current().HasGame());
    UpdateStatus();
}

TextPane* MainFrame::ActivePane() const {
    return Current().Pane();
}

void MainFrame::NewGame(VariantId variant) {
    SetGamePosition(Position::Start(GetVariant(variant)));
}

void MainFrame::SetGamePosition(const Position& position) {
    SetMode(FrameMode::FreePlay);
    m_freePlay->Start(position, m_prefs.flipped);
}

void MainFrame::Undo() {
    Current().Undo();
}

void MainFrame::StartCount() {
    Current().StartCount();
}

void MainFrame::StopCount() {
    Current().StopCount();
}

void MainFrame::SetRangeMode(bool on) {
    m_freePlay->SetRangeMode(on);
    m_board->Refresh();
    SyncMenuChecks();
}

void MainFrame::OnBoardResult(const ClickResult& r) {
    if (m_mode == FrameMode::FreePlay) {
        Current().OnBoardResult(r);  // free play words its own notes
        return;
    }
    if (Current().OnBoardResult(r)) {
        SetNote(wxString());
        UpdateStatus();
        return;
    }
    // A click the panel did not expect.
    const VariantId variant = m_board->Interaction().GetVariant().id;
    switch (r.kind) {
        case ClickKind::MoveRequested:
        case ClickKind::Deselected:
            SetNote(wxString());
            break;
        case ClickKind::Illegal:
            SetNote(ExplanationText(r.reason, variant), true);
            break;
        case ClickKind::Selected: {
            // Exploring in a lesson: say what the piece does under the board.
            const Piece p = m_board->Interaction().GetPosition().PieceAt(r.from);
            SetNote(PieceLabel(variant, p) + ": " + PieceMoveSummary(variant, TypeOf(p)));
            break;
        }
        case ClickKind::Picked:
        case ClickKind::None:
            break;
    }
}

void MainFrame::FitStatus() {
    m_statusWidth = m_status->GetSize().x;
    wxString fitted;
    for (const wxString& line : wxSplit(m_statusText, '\n', '\0'))
        fitted << (fitted.empty() ? "" : "\n") << BreakToWidth(*m_status, line, m_statusWidth);
    if (fitted == m_status->GetLabelText()) return;
    m_status->SetLabelText(fitted);
    m_status->GetParent()->Layout();
}

void MainFrame::UpdateStatus() {
    const FrameModeView::Status status = Current().GetStatus();
    m_statusText = status.line;
    m_textBoard->Follow(status.line);
    FitStatus();
    m_status->SetToolTip(status.line);  // a part wider than the window is cut with "..."
    m_countStart->Show(status.canStartCount);
    m_countStop->Show(status.canStopCount);
    m_undoButton->Enable(Current().CanUndo());
    SyncMenuChecks();
    m_board->GetParent()->Layout();
}

void MainFrame::WarnMissingCatalog() {
    SetNote(MissingCatalogText(m_prefs.language), true);
}

void MainFrame::SetNote(const wxString& note, bool problem) {
    m_note = note;
    m_noteIsProblem = problem;
    m_noteLabel->SetForegroundColour(problem ? wxColour(170, 70, 20) : wxColour(90, 80, 70));
    m_noteLabel->SetLabelText(note);
    m_noteLabel->SetToolTip(note);
}

wxString MainFrame::StatusText() const {
    return m_statusText;
}
wxString MainFrame::NoteText() const {
    return m_note;
}

}  // namespace chatur::gui
