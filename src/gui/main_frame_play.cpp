// MainFrame and play mode: the New game dialog, starting and resuming games
// (the saved game lies next to the progress file), copying the FEN. The external
// engine of the preferences is handed to the play panel before every game (and by
// ApplyPreferences when it changes).
#include <wx/intl.h>

#include "core/play/saved_game.h"
#include "gui/board_view.h"
#include "gui/main_frame.h"
#include "gui/new_game_dialog.h"
#include "gui/play_panel.h"
#include "gui/ui_text.h"

namespace chatur::gui {

void MainFrame::ShowNewGameDialog() {
    NewGameDialog dialog(this, m_lastSetup, m_lastRandomSide, !EngineCommand(m_prefs).path.empty());
    if (dialog.ShowModal() != dialog.GetAffirmativeId()) return;
    m_lastRandomSide = dialog.RandomSide();
    wxString error;
    if (!StartPlay(dialog.Setup(), &error)) SetNote(error, true);
}

bool MainFrame::StartPlay(const GameSetup& setup, wxString* error) {
    m_play->SetExternalEngine(EngineCommand(m_prefs), m_prefs.engineMoveTimeMs);
    if (!m_play->Start(setup, error)) return false;
    m_lastSetup = m_play->Session().Setup();
    m_lastSetup.seed = 0;  // a new seed for every game
    SetNote(wxString());
    FaceUsersSide();
    SetMode(FrameMode::Play);
    return true;
}

void MainFrame::FaceUsersSide() {
    // This game's side only: the preference (free play's side) stays as it is.
    const PlaySession& session = m_play->Session();
    const bool flip =
        session.ComputerSide() ? session.Setup().humanSide == Color::Black : m_prefs.flipped;
    m_board->SetFlipped(flip);
}

bool MainFrame::ResumeSavedGame() {
    const std::string& path = m_play->SavePath();
    if (path.empty()) return false;
    auto loaded = LoadGameFile(path);
    if (auto* error = std::get_if<SavedGameError>(&loaded)) {
        if (error->kind != SavedGameError::Kind::Missing) SetNote(SavedGameErrorText(*error), true);
        return false;
    }
    const SavedGame& saved = std::get<SavedGame>(loaded);
    m_play->SetExternalEngine(EngineCommand(m_prefs), m_prefs.engineMoveTimeMs);
    wxString why;
    if (!m_play->Resume(saved, &why)) {
        SetNote(why, true);
        return false;
    }
    m_lastSetup = saved.setup;
    m_lastSetup.seed = 0;
    // A finished game stays available (Return to the game) but is not reopened.
    if (m_play->Session().IsOver()) return false;
    FaceUsersSide();
    SetMode(FrameMode::Play);
    SetNote(_("Your unfinished game has been restored."));
    return true;
}

void MainFrame::ReturnToGame() {
    if (!m_play->HasGame()) return;
    SetNote(wxString());
    FaceUsersSide();
    SetMode(FrameMode::Play);
}

void MainFrame::CopyFen() {
    Current().CopyFen();
}

}  // namespace chatur::gui
