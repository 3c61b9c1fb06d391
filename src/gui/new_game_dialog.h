// Game > New game...: the variant, its rule profile, the opponent (the computer,
// a friend on this device, or the external engine set in Preferences), against the
// computer or engine the user's side and the level (the engine's stand-in if it
// fails), for two players an optional clock (main time plus byo-yomi periods), and
// the start position or a pasted FEN -- checked as it is typed, the reason shown
// under it, and OK only enabled for a position that can be played.
#pragma once

#include <wx/dialog.h>

#include "core/play/play_session.h"

class wxButton;
class wxCheckBox;
class wxChoice;
class wxRadioButton;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class NewGameDialog : public wxDialog {
public:
    // Starts with `initial`'s choices; `randomSide`: "random" was chosen last time.
    // `engineSet`: Preferences name an external engine (else choosing it is refused).
    NewGameDialog(wxWindow* parent, const GameSetup& initial, bool randomSide = false,
                  bool engineSet = true);

    // The chosen set-up. A random side is drawn anew on each call; the seed stays 0
    // (the caller picks one).
    GameSetup Setup() const;
    bool RandomSide() const;
    // Whether the chosen position can be played; else Problem() says why.
    bool IsValid() const { return m_problemText.empty(); }
    const wxString& Problem() const { return m_problemText; }

    // What a user does with the controls (tests use these too).
    void SetVariant(VariantId variant);
    void SetOpponent(Opponent opponent);
    void SetFen(const wxString& fen);

private:
    void FillProfiles(const std::string& select);
    void FillSides();
    void Update();
    VariantId Variant() const;

    wxChoice* m_variant;
    wxChoice* m_profile;
    wxStaticText* m_profileSummary;
    wxChoice* m_opponent;
    wxChoice* m_side;
    wxChoice* m_level;
    wxRadioButton* m_fromStart;
    wxRadioButton* m_fromFen;
    wxTextCtrl* m_fen;
    wxStaticText* m_problem;
    wxCheckBox* m_clock;
    wxSpinCtrl* m_minutes;
    wxSpinCtrl* m_periods;
    wxSpinCtrl* m_periodSeconds;
    wxButton* m_ok;
    wxString m_problemText;
    bool m_engineSet;
};

}  // namespace chatur::gui
