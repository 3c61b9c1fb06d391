// The Preferences dialog: every change is applied at once through the callback
// (and so saved); Close just closes.
#pragma once

#include <wx/dialog.h>

#include <functional>

#include "gui/preferences.h"

class wxCheckBox;
class wxChoice;

namespace chatur::gui {

class PreferencesDialog : public wxDialog {
public:
    PreferencesDialog(wxWindow* parent, const Preferences& prefs,
                      std::function<void(const Preferences&)> apply);

private:
    void Changed();

    Preferences m_prefs;
    std::function<void(const Preferences&)> m_apply;
    wxChoice* m_language;
    wxChoice* m_pieces;
    wxChoice* m_board;
    wxChoice* m_theme;
    wxCheckBox* m_coordinates;
    wxCheckBox* m_dots;
    wxCheckBox* m_flip;
    wxCheckBox* m_animate;
    wxCheckBox* m_thaiSquares;
};

}  // namespace chatur::gui
