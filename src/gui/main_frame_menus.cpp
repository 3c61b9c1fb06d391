// MainFrame's menus and the small dialogs they open. The menu bar is rebuilt
// from scratch on a language switch, so every label here is asked for anew.
#include <wx/aboutdlg.h>
#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

#include "gui/accessible_name.h"
#include "gui/board_view.h"
#include "gui/editor/editor_frame.h"
#include "gui/main_frame.h"
#include "gui/play_panel.h"
#include "gui/preferences_dialog.h"
#include "gui/puzzle_panel.h"
#include "gui/translations.h"

namespace chatur::gui {

namespace {

enum MenuId {
    kIdNewMakruk = wxID_HIGHEST + 100,
    kIdNewXiangqi,
    kIdUndo,
    kIdRangeMode,
    kIdFlip,
    kIdCoordinates,
    kIdDots,
    kIdAnimate,
    kIdCharacters,
    kIdPictorial,
    kIdTraditional,
    kIdCheckered,
    kIdThemeWood,
    kIdThemeWalnut,
    kIdThemeSlate,
    kIdThemeHighContrast,
    kIdKeyboardHelp,
    kIdContinue,
    kIdReload,
    kIdNewGameDialog,
    kIdEndgameDrills,
    kIdReviewGame,
    kIdReviewPgn,
    kIdReturnToGame,
    kIdResign,
    kIdOfferDraw,
    kIdClaimDraw,
    kIdCopyFen,
    kIdExportPgn,
    kIdNewPack,
    kIdEditPack,
    kIdEditThisPack,
    kIdBookmark,
    kIdBookmarks,
    kIdTextBoard,
    kIdFocusLibrary,
    kIdLanguageFirst,  // one id per UI language follows
};

}  // namespace

wxMenuBar* MainFrame::BuildMenuBar() {
    auto* file = new wxMenu;
    file->Append(wxID_OPEN, _("&Open...\tCtrl+O"));
    file->Append(kIdContinue, _("&Continue where I left off\tCtrl+L"));
    file->Append(kIdBookmark, _("Boo&kmark this puzzle or step\tCtrl+D"));
    file->Append(kIdBookmarks, _("&Bookmarks...\tCtrl+Shift+D"));
    file->Append(kIdReload, _("&Reload library\tF5"));
    file->AppendSeparator();
    file->Append(kIdNewPack, _("&New puzzle pack..."));
    file->Append(kIdEditPack, _("&Edit puzzle pack..."));
    // TRANSLATORS: opens the pack of the puzzle on screen in the pack editor.
    file->Append(kIdEditThisPack, _("Edit &this puzzle's pack"));
    file->AppendSeparator();
    file->Append(wxID_PREFERENCES, _("&Preferences...\tCtrl+,"));
    file->AppendSeparator();
    file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));

    auto* game = new wxMenu;
    // TRANSLATORS: opens the New game dialog (against the computer or a friend).
    game->Append(kIdNewGameDialog, _("&New game...\tCtrl+N"));
    game->Append(kIdReturnToGame, _("&Return to the game"));
    game->Append(kIdNewMakruk, _("New &Makruk game\tCtrl+1"));
    game->Append(kIdNewXiangqi, _("New &Xiangqi game\tCtrl+2"));
    game->AppendSeparator();
    game->Append(kIdUndo, _("&Undo move\tCtrl+Z"));
    game->Append(kIdResign, _("Re&sign"));
    game->Append(kIdOfferDraw, _("Offer &draw"));
    game->Append(kIdClaimDraw, _("C&laim draw"));
    game->Append(kIdCopyFen, _("&Copy FEN\tCtrl+Shift+C"));
    game->Append(kIdExportPgn, _("Export &PGN..."));
    game->AppendSeparator();
    game->AppendCheckItem(kIdRangeMode, _("&Explore piece ranges\tCtrl+E"));
    game->Append(kIdEndgameDrills, _("Endgame dr&ills..."));
    game->Append(kIdReviewGame, _("Re&view this game"));
    game->Append(kIdReviewPgn, _("Review games from a PGN &file..."));

    auto* view = new wxMenu;
    view->AppendCheckItem(kIdFlip, _("&Flip board\tCtrl+R"));
    view->AppendCheckItem(kIdCoordinates, _("Show c&oordinates"));
    view->AppendCheckItem(kIdDots, _("Show &destinations"));
    view->AppendCheckItem(kIdAnimate, _("&Animate moves"));
    // TRANSLATORS: View menu: the position as text with a command line, for screen readers.
    view->AppendCheckItem(kIdTextBoard, _("&Text board\tCtrl+T"));
    // TRANSLATORS: View menu: puts the keyboard focus in the library on the left.
    view->Append(kIdFocusLibrary, _("&Go to the library\tF6"));
    view->AppendSeparator();
    auto* pieces = new wxMenu;
    pieces->AppendRadioItem(kIdCharacters, _("Chinese &characters"));
    pieces->AppendRadioItem(kIdPictorial, _("&Pictures"));
    view->AppendSubMenu(pieces, _("&Xiangqi pieces"));
    auto* board = new wxMenu;
    board->AppendRadioItem(kIdTraditional, _("&Traditional (one colour, lines)"));
    board->AppendRadioItem(kIdCheckered, _("&Checkered"));
    view->AppendSubMenu(board, _("&Makruk board"));
    auto* theme = new wxMenu;
    // TRANSLATORS: board colour themes.
    theme->AppendRadioItem(kIdThemeWood, _("&Light wood"));
    theme->AppendRadioItem(kIdThemeWalnut, _("&Walnut"));
    theme->AppendRadioItem(kIdThemeSlate, _("&Slate"));
    // TRANSLATORS: a board colour theme for low vision: black on white.
    theme->AppendRadioItem(kIdThemeHighContrast, _("&High contrast"));
    view->AppendSubMenu(theme, _("Board &colours"));
    view->AppendSeparator();
    auto* language = new wxMenu;
    const auto& langs = UiLanguages();
    const wxString mnemonics[] = {"&English", "Bahasa &Indonesia", "&Deutsch",
                                  wxString(langs[3].native) + " (&T)"};
    for (size_t i = 0; i < langs.size(); ++i)
        language->AppendRadioItem(kIdLanguageFirst + int(i), mnemonics[i]);
    view->AppendSubMenu(language, _("&Language"));

    auto* help = new wxMenu;
    help->Append(kIdKeyboardHelp, _("&Keyboard\tF1"));
    help->Append(wxID_ABOUT, _("&About Chatur"));

    auto* bar = new wxMenuBar;
    bar->Append(file, _("&File"));
    bar->Append(game, _("&Game"));
    bar->Append(view, _("&View"));
    bar->Append(help, _("&Help"));
    return bar;
}

void MainFrame::SyncMenuChecks() {
    wxMenuBar* bar = GetMenuBar();
    if (!bar) return;
    bar->Check(kIdRangeMode, m_freePlay->RangeMode());
    bar->Check(kIdFlip, m_board->Interaction().Flipped());  // the board as shown
    bar->Check(kIdCoordinates, m_prefs.coordinates);
    bar->Check(kIdDots, m_prefs.destinationDots);
    bar->Check(kIdAnimate, m_prefs.animateMoves);
    bar->Check(kIdTextBoard, m_prefs.textBoard);
    bar->Check(m_prefs.xiangqiPieces == XiangqiPieceStyle::Pictorial ? kIdPictorial : kIdCharacters,
               true);
    bar->Check(m_prefs.makrukBoard == MakrukBoardStyle::Checkered ? kIdCheckered : kIdTraditional,
               true);
    bar->Check(kIdThemeWood + int(m_prefs.theme), true);
    const auto& langs = UiLanguages();
    for (size_t i = 0; i < langs.size(); ++i)
        if (CurrentUiLanguage() == langs[i].code) bar->Check(kIdLanguageFirst + int(i), true);
    const bool play = m_mode == FrameMode::Play;
    bar->Enable(kIdUndo, Current().CanUndo());
    bar->Enable(kIdReturnToGame, !play && m_play->HasGame());
    bar->Enable(kIdResign, play && m_play->CanResign());
    bar->Enable(kIdOfferDraw, play && m_play->CanOfferDraw());
    bar->Enable(kIdClaimDraw, play && m_play->CanClaimDraw());
    bar->Enable(kIdCopyFen, Current().HasGame());
    bar->Enable(kIdExportPgn, play);
    bar->Enable(kIdBookmark, CanBookmark());
    bar->Enable(kIdEditThisPack,
                m_mode == FrameMode::Puzzle && m_puzzle->Pack() && !m_puzzle->Pack()->path.empty());
}

void MainFrame::BindMenuEvents() {
    auto change = [this](auto edit) {
        return [this, edit](wxCommandEvent& e) {
            Preferences p = m_prefs;
            edit(p, e);
            ApplyPreferences(p);
        };
    };
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { OpenFileDialog(); }, wxID_OPEN);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ShowPreferencesDialog(); }, wxID_PREFERENCES);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ContinueWhereLeftOff(); }, kIdContinue);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ReloadLibrary(); }, kIdReload);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ToggleBookmark(); }, kIdBookmark);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ShowBookmarks(); }, kIdBookmarks);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { NewGame(VariantId::Makruk); }, kIdNewMakruk);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { NewGame(VariantId::Xiangqi); }, kIdNewXiangqi);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Undo(); }, kIdUndo);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ShowNewGameDialog(); }, kIdNewGameDialog);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ReturnToGame(); }, kIdReturnToGame);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { OpenEndgameDrills(); }, kIdEndgameDrills);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ReviewPlayedGame(); }, kIdReviewGame);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ChooseGamesToReview(); }, kIdReviewPgn);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_play->Resign(); }, kIdResign);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_play->OfferDraw(); }, kIdOfferDraw);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_play->ClaimDraw(); }, kIdClaimDraw);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { CopyFen(); }, kIdCopyFen);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_play->ExportPgnWithDialog(); }, kIdExportPgn);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { SetRangeMode(e.IsChecked()); }, kIdRangeMode);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { FlipBoard(); }, kIdFlip);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { ShowTextBoard(e.IsChecked()); }, kIdTextBoard);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_library->Tree()->SetFocus(); }, kIdFocusLibrary);
    Bind(wxEVT_MENU,
         change([](Preferences& p, wxCommandEvent& e) { p.coordinates = e.IsChecked(); }),
         kIdCoordinates);
    Bind(wxEVT_MENU,
         change([](Preferences& p, wxCommandEvent& e) { p.destinationDots = e.IsChecked(); }),
         kIdDots);
    Bind(wxEVT_MENU,
         change([](Preferences& p, wxCommandEvent& e) { p.animateMoves = e.IsChecked(); }),
         kIdAnimate);
    Bind(wxEVT_MENU, change([](Preferences& p, wxCommandEvent& e) {
             p.xiangqiPieces = e.GetId() == kIdPictorial ? XiangqiPieceStyle::Pictorial
                                                         : XiangqiPieceStyle::Characters;
         }),
         kIdCharacters, kIdPictorial);
    Bind(wxEVT_MENU, change([](Preferences& p, wxCommandEvent& e) {
             p.makrukBoard = e.GetId() == kIdCheckered ? MakrukBoardStyle::Checkered
                                                       : MakrukBoardStyle::Traditional;
         }),
         kIdTraditional, kIdCheckered);
    Bind(wxEVT_MENU, change([](Preferences& p, wxCommandEvent& e) {
             p.theme = BoardTheme(e.GetId() - kIdThemeWood);
         }),
         kIdThemeWood, kIdThemeHighContrast);
    Bind(wxEVT_MENU, change([](Preferences& p, wxCommandEvent& e) {
             p.language = UiLanguages()[size_t(e.GetId() - kIdLanguageFirst)].code;
         }),
         kIdLanguageFirst, kIdLanguageFirst + int(UiLanguages().size()) - 1);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ShowKeyboardHelp(); }, kIdKeyboardHelp);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { ShowAbout(); }, wxID_ABOUT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { NewPack(); }, kIdNewPack);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { EditPackWithDialog(); }, kIdEditPack);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (m_puzzle->Pack()) EditPack(wxString::FromUTF8(m_puzzle->Pack()->path));
        },
        kIdEditThisPack);
    // Pack editors with unsaved edits are asked first; any of them may cancel.
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent& e) {
        for (wxWindow* child : GetChildren())
            if (auto* editor = dynamic_cast<EditorFrame*>(child))
                if (!editor->IsBeingDeleted() && !editor->Close(!e.CanVeto()) && e.CanVeto()) {
                    e.Veto();
                    return;
                }
        e.Skip();
    });
}

void MainFrame::EditPackWithDialog() {
    // Starts in the folder of the pack on screen, if any.
    wxString folder;
    if (m_mode == FrameMode::Puzzle && m_puzzle->Pack() && !m_puzzle->Pack()->path.empty())
        folder = wxFileName(wxString::FromUTF8(m_puzzle->Pack()->path)).GetPath();
    wxFileDialog dialog(this, _("Edit a puzzle pack"), folder, wxString(),
                        _("Chatur content (*.xml)|*.xml|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) EditPack(dialog.GetPath());
}

void MainFrame::OpenFileDialog() {
    wxFileDialog dialog(this, _("Open a lesson or puzzle pack"), wxString(), wxString(),
                        _("Chatur content (*.xml)|*.xml|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    if (OpenContent(dialog.GetPath())) m_library->AddUserFile(dialog.GetPath().utf8_string());
}

void MainFrame::ShowPreferencesDialog() {
    PreferencesDialog dialog(this, m_prefs, [this](const Preferences& p) { ApplyPreferences(p); });
    dialog.ShowModal();
}

void MainFrame::ShowKeyboardHelp() {
    // One text per part of the window, so that each stays short to translate.
    const wxString help = wxString::Format(
        "%s\n\n%s\n\n%s\n\n%s\n\n%s\n\n%s",
        // TRANSLATORS: the keyboard help (F1), its first part.
        _("Everywhere:\n"
          "F1: this help\n"
          "Tab and Shift+Tab: go to the library, the board, the texts and the buttons\n"
          "Alt and an underlined letter: press that button, open that menu\n"
          "F10: the menu bar\n"
          "Ctrl+O: open a file, Ctrl+L: continue where I left off, F5: reload the library\n"
          "Ctrl+D: bookmark, Ctrl+Shift+D: bookmarks, Ctrl+,: preferences, Ctrl+Q: quit"),
        // TRANSLATORS: the keyboard help (F1): the library on the left.
        _("Library:\n"
          "F6: go to the library\n"
          "Up and Down: walk the entries without opening them\n"
          "Enter: open the entry\n"
          "+ and -: unfold and fold a game, a folder or a pack"),
        // TRANSLATORS: the keyboard help (F1): the board, in every mode.
        _("Board:\n"
          "Arrow keys: move the cursor over the board\n"
          "Enter or Space: select the piece under the cursor, or move there\n"
          "Type a move such as d3d4 (or h3e3 in Xiangqi), then Enter\n"
          "Escape: clear the selection\n"
          "Ctrl+R: flip the board\n"
          "Ctrl+E: explore where pieces can go"),
        // TRANSLATORS: the keyboard help (F1): lessons, puzzles, training, drills, games.
        _("Lessons, puzzles, training, drills and games:\n"
          "every button has an underlined letter: Alt and that letter presses it "
          "(Back, Next, Hint, Show answer, Retry, Next puzzle...)\n"
          "Ctrl+N: new game, Ctrl+1: new Makruk game, Ctrl+2: new Xiangqi game\n"
          "Ctrl+Z: undo the last move, Ctrl+Shift+C: copy the position (FEN)"),
        // TRANSLATORS: the keyboard help (F1): the text board (View > Text board). Alt+C:
        // write the letter underlined in your translation of "&Command:".
        _("Text board:\n"
          "Ctrl+T: show or hide the board as text, with a command line and announcements\n"
          "Alt+C: the command line; type a move (d3d4) or a command, help lists them"),
        // TRANSLATORS: the keyboard help (F1): the pack editor's keys for the set-up as text.
        _("Pack editor:\n"
          "Ctrl+Shift+T: the puzzle's position as text; type put, remove, clear, turn or fen "
          "there, help lists them\n"
          "Ctrl+T: try the puzzle as a learner would"));
    // A read-only text rather than a message box: a screen reader can go
    // through it line by line, and the dialog carries its title.
    wxDialog dialog(this, wxID_ANY, _("Keyboard"), wxDefaultPosition, wxDefaultSize,
                    wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* text = new wxTextCtrl(&dialog, wxID_ANY, help, wxDefaultPosition,
                                dialog.FromDIP(wxSize(620, 460)), wxTE_MULTILINE | wxTE_READONLY);
    SetAccessibleName(text, _("Keyboard"));
    auto* close = new wxButton(&dialog, wxID_ANY, _("&Close"));
    close->Bind(wxEVT_BUTTON, [&dialog](wxCommandEvent&) { dialog.EndModal(wxID_CLOSE); });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(text, 1, wxEXPAND | wxALL, dialog.FromDIP(12));
    sizer->Add(close, 0, wxALIGN_RIGHT | wxLEFT | wxRIGHT | wxBOTTOM, dialog.FromDIP(12));
    dialog.SetSizerAndFit(sizer);
    dialog.SetEscapeId(close->GetId());
    text->SetFocus();
    dialog.ShowModal();
}

wxAboutDialogInfo MainFrame::AboutInfo() const {
    wxAboutDialogInfo info;
    info.SetName("Chatur");
#ifdef CHATUR_VERSION
    info.SetVersion(CHATUR_VERSION);
#endif
    wxString description =
        _("A rules tutor and puzzle trainer for Makruk (Thai chess) and "
          "Xiangqi (Chinese chess).");
    if (!m_progressPath.empty())
        // TRANSLATORS: in Help > About; %s is a folder.
        description << "\n\n"
                    << wxString::Format(_("Your progress is kept in %s"),
                                        wxFileName(m_progressPath).GetPath());
    info.SetDescription(description);
    // TRANSLATORS: in Help > About.
    info.SetLicence(
        _("Chatur is free software: you may share and change it under the GNU "
          "General Public License, version 3 or later."));
    info.SetWebSite("https://github.com/chatur/chatur");
    return info;
}

void MainFrame::ShowAbout() {
    wxAboutBox(AboutInfo(), this);
}

}  // namespace chatur::gui
