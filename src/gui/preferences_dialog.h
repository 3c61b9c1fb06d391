// The Preferences dialog: every change is applied at once through the callback
// (and so saved); Close just closes. "Test engine" starts the external engine in a
// worker thread (a handshake may take seconds) and shows its name or the problem.
#pragma once

#include <wx/dialog.h>

#include <functional>
#include <thread>

#include "gui/preferences.h"

class wxButton;
class wxCheckBox;
class wxChoice;
class wxFilePickerCtrl;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class PreferencesDialog : public wxDialog {
public:
    PreferencesDialog(wxWindow* parent, const Preferences& prefs,
                      std::function<void(const Preferences&)> apply);
    ~PreferencesDialog() override;

    // Runs the handshake with the engine set in the dialog; the answer appears in
    // EngineTestText() (tests wait for Testing() to turn false).
    void TestEngine();
    bool Testing() const { return m_testing; }
    wxString EngineTestText() const;
    void SetEngine(const wxString& path, const wxString& args);

private:
    void Changed();
    void OnEngineTested(const wxString& text, bool ok);

    Preferences m_prefs;
    std::function<void(const Preferences&)> m_apply;
    wxChoice* m_language;
    wxChoice* m_pieces;
    wxChoice* m_board;
    wxChoice* m_theme;
    wxChoice* m_textScale;
    wxCheckBox* m_coordinates;
    wxCheckBox* m_dots;
    wxCheckBox* m_flip;
    wxCheckBox* m_animate;
    wxCheckBox* m_thaiSquares;
    wxCheckBox* m_hideRating;
    wxCheckBox* m_spacedReview;
    wxFilePickerCtrl* m_enginePath;
    wxTextCtrl* m_engineArgs;
    wxSpinCtrl* m_engineSeconds;
    wxButton* m_testEngine;
    wxStaticText* m_engineResult;
    bool m_testing = false;
    // Last, so that a running test is joined before the controls go.
    std::jthread m_tester;
};

}  // namespace chatur::gui
