#include "gui/new_game_dialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/radiobut.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <random>

#include "gui/accessible_name.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

constexpr int kRandomSide = 2;  // index in the side choice, after the two colours

std::vector<const RuleProfile*> ProfilesOf(VariantId variant) {
    std::vector<const RuleProfile*> out;
    for (const RuleProfile& p : AllProfiles())
        if (p.variant == variant) out.push_back(&p);
    return out;
}

// The levels with their approximate ratings in `variant` (docs/engine.md), the
// selection kept.
void FillLevels(wxChoice* levels, VariantId variant) {
    const int old = levels->GetSelection();
    levels->Clear();
    for (Level l : kAllLevels)
        levels->Append(wxString::Format(
            // TRANSLATORS: a computer level in the New game dialog with its
            // approximate rating, e.g. "Hard (about 1800 Elo)".
            _("%s (about %d Elo)"), LevelName(l), ApproximateRating(l, variant)));
    if (old >= 0) levels->SetSelection(old);
}

}  // namespace

NewGameDialog::NewGameDialog(wxWindow* parent, const GameSetup& initial, bool randomSide,
                             bool engineSet)
    : wxDialog(parent, wxID_ANY, _("New game"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_engineSet(engineSet) {
    const int gap = FromDIP(8);
    auto* grid = new wxFlexGridSizer(2, gap, FromDIP(12));
    // A label, and the accessible name of the control that follows it.
    auto label = [&](const wxString& text, wxWindow* control = nullptr) {
        auto* shown = new wxStaticText(this, wxID_ANY, text);
        if (control) NameAfterLabel(control, shown);
        grid->Add(shown, 0, wxALIGN_CENTER_VERTICAL);
    };
    auto choice = [&](const char* name) {
        return new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                            wxDefaultValidator, name);
    };

    m_variant = choice("variant");
    m_variant->Append(VariantName(VariantId::Makruk));
    m_variant->Append(VariantName(VariantId::Xiangqi));
    m_variant->SetSelection(int(initial.variant));
    label(_("&Game:"), m_variant);
    grid->Add(m_variant, 1, wxEXPAND);

    m_profile = choice("profile");
    // TRANSLATORS: the rule profile of the game (see GLOSSARY.md).
    label(_("&Rules:"), m_profile);
    grid->Add(m_profile, 1, wxEXPAND);
    grid->AddSpacer(0);
    m_profileSummary = new wxStaticText(this, wxID_ANY, wxString());
    m_profileSummary->SetForegroundColour(wxColour(110, 100, 90));
    grid->Add(m_profileSummary, 1, wxEXPAND);

    m_opponent = choice("opponent");
    // TRANSLATORS: who the user plays against, in the New game dialog.
    m_opponent->Append(_("The computer"));
    m_opponent->Append(_("A friend on this device"));
    // TRANSLATORS: an engine program the user installed and set in Preferences.
    m_opponent->Append(_("The external engine (Preferences)"));
    m_opponent->SetSelection(int(initial.opponent));
    label(_("&Opponent:"), m_opponent);
    grid->Add(m_opponent, 1, wxEXPAND);

    m_side = choice("side");
    label(_("&Your side:"), m_side);
    grid->Add(m_side, 1, wxEXPAND);

    m_level = choice("level");
    FillLevels(m_level, initial.variant);
    m_level->SetSelection(int(initial.level));
    label(_("&Level:"), m_level);
    grid->Add(m_level, 1, wxEXPAND);

    // TRANSLATORS: followed by two choices: "the start position", "this position (FEN):".
    label(_("Start from:"));
    m_fromStart = new wxRadioButton(this, wxID_ANY, _("the s&tart position"), wxDefaultPosition,
                                    wxDefaultSize, wxRB_GROUP);
    grid->Add(m_fromStart, 1, wxEXPAND);
    grid->AddSpacer(0);
    m_fromFen = new wxRadioButton(this, wxID_ANY, _("this &position (FEN):"));
    grid->Add(m_fromFen, 1, wxEXPAND);
    grid->AddSpacer(0);
    m_fen = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(initial.fen), wxDefaultPosition,
                           wxSize(FromDIP(420), -1), 0, wxDefaultValidator, "fen");
    m_fen->SetHint(_("Paste a FEN here"));
    SetAccessibleName(m_fen, m_fromFen->GetLabel());
    grid->Add(m_fen, 1, wxEXPAND);
    grid->AddSpacer(0);
    m_problem = new wxStaticText(this, wxID_ANY, wxString());
    m_problem->SetForegroundColour(wxColour(170, 70, 20));
    grid->Add(m_problem, 1, wxEXPAND);
    grid->AddGrowableCol(1);
    (initial.fen.empty() ? m_fromStart : m_fromFen)->SetValue(true);

    const ClockSettings clock = initial.clock.value_or(ClockSettings{});
    m_clock = new wxCheckBox(this, wxID_ANY, _("&Use a clock (two players)"));
    m_clock->SetValue(initial.clock.has_value());
    auto spin = [&](int value, int max) {
        return new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition,
                              wxSize(FromDIP(140), -1), wxSP_ARROW_KEYS, 0, max, value);
    };
    m_minutes = spin(clock.mainSeconds / 60, 180);
    m_periods = spin(clock.periods, 10);
    m_periodSeconds = spin(clock.periodSeconds, 300);
    // The clock's rows in the form's grid, so that they line up with it (ux-review L13).
    grid->AddSpacer(0);
    grid->Add(m_clock, 0, wxTOP, gap);
    auto clockRow = [&](const wxString& text, wxSpinCtrl* ctrl) {
        label(text, ctrl);
        grid->Add(ctrl);
    };
    // TRANSLATORS: the clock: main time, then byo-yomi periods (a move must be made
    // within each period; a period used up is lost).
    clockRow(_("Main time (minutes):"), m_minutes);
    clockRow(_("Byo-yomi periods:"), m_periods);
    clockRow(_("Seconds per period:"), m_periodSeconds);

    // Not stock ids: GTK would label them in the system's language, not Chatur's.
    m_ok = new wxButton(this, wxID_ANY, _("&Start game"));
    auto* cancel = new wxButton(this, wxID_ANY, _("&Cancel"));
    m_ok->SetDefault();
    SetAffirmativeId(m_ok->GetId());
    SetEscapeId(cancel->GetId());
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->AddStretchSpacer();
    buttons->Add(cancel, 0, wxRIGHT, gap);
    buttons->Add(m_ok);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(16));
    sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(16));

    FillProfiles(initial.profile);
    FillSides();
    m_side->SetSelection(randomSide ? kRandomSide : int(initial.humanSide));
    Update();
    SetSizerAndFit(sizer);

    m_variant->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        FillProfiles(std::string());
        FillSides();
        FillLevels(m_level, Variant());
        Update();
    });
    for (wxChoice* c : {m_profile, m_opponent, m_side, m_level})
        c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { Update(); });
    for (wxRadioButton* r : {m_fromStart, m_fromFen})
        r->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) { Update(); });
    m_fen->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        if (!m_fen->IsEmpty()) m_fromFen->SetValue(true);
        Update();
    });
    m_clock->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { Update(); });
    for (wxSpinCtrl* s : {m_minutes, m_periods, m_periodSeconds})
        s->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { Update(); });
}

VariantId NewGameDialog::Variant() const {
    return m_variant->GetSelection() == 1 ? VariantId::Xiangqi : VariantId::Makruk;
}

void NewGameDialog::FillProfiles(const std::string& select) {
    m_profile->Clear();
    const auto profiles = ProfilesOf(Variant());
    const std::string_view wanted =
        select.empty() ? GetVariant(Variant()).defaultProfile : std::string_view(select);
    for (size_t i = 0; i < profiles.size(); ++i) {
        m_profile->Append(ProfileTitle(*profiles[i]));
        if (profiles[i]->name == wanted) m_profile->SetSelection(int(i));
    }
    if (m_profile->GetSelection() < 0) m_profile->SetSelection(0);
}

void NewGameDialog::FillSides() {
    const int old = m_side->GetSelection();
    m_side->Clear();
    m_side->Append(SideName(Variant(), Color::White));
    m_side->Append(SideName(Variant(), Color::Black));
    // TRANSLATORS: the user's side against the computer, drawn by lot.
    m_side->Append(_("Random"));
    m_side->SetSelection(old < 0 ? 0 : old);
}

bool NewGameDialog::RandomSide() const {
    return m_side->GetSelection() == kRandomSide;
}

GameSetup NewGameDialog::Setup() const {
    GameSetup s;
    s.variant = Variant();
    const auto profiles = ProfilesOf(s.variant);
    const int p = m_profile->GetSelection();
    if (p >= 0 && size_t(p) < profiles.size()) s.profile = std::string(profiles[size_t(p)]->name);
    if (m_fromFen->GetValue()) s.fen = m_fen->GetValue().Strip(wxString::both).utf8_string();
    const int opponent = m_opponent->GetSelection();
    s.opponent = opponent == 1   ? Opponent::Friend
                 : opponent == 2 ? Opponent::Engine
                                 : Opponent::Computer;
    if (RandomSide()) {
        std::random_device device;
        s.humanSide = (device() & 1) ? Color::Black : Color::White;
    } else {
        s.humanSide = m_side->GetSelection() == 1 ? Color::Black : Color::White;
    }
    s.level = Level(std::max(0, m_level->GetSelection()));
    if (s.opponent == Opponent::Friend && m_clock->GetValue())
        s.clock = ClockSettings{m_minutes->GetValue() * 60, m_periods->GetValue(),
                                m_periodSeconds->GetValue()};
    return s;
}

void NewGameDialog::Update() {
    const GameSetup s = Setup();
    const auto profiles = ProfilesOf(s.variant);
    const int p = m_profile->GetSelection();
    m_profileSummary->SetLabelText(
        p >= 0 && size_t(p) < profiles.size() ? ProfileSummary(*profiles[size_t(p)]) : wxString());
    m_profileSummary->Wrap(FromDIP(420));
    const bool computer = s.opponent != Opponent::Friend;
    m_side->Enable(computer);
    m_level->Enable(computer);
    m_clock->Enable(!computer);
    for (wxSpinCtrl* c : {m_minutes, m_periods, m_periodSeconds})
        c->Enable(!computer && m_clock->GetValue());

    m_problemText.clear();
    if (s.opponent == Opponent::Engine && !m_engineSet) {
        m_problemText = _("Choose an external engine in Preferences first.");
    } else if (m_fromFen->GetValue() && s.fen.empty()) {
        m_problemText = _("Paste a position in FEN, or start from the start position.");
    } else if (s.clock && !s.clock->IsValid()) {
        m_problemText = _("The clock needs some time: main time or byo-yomi periods.");
    } else {
        auto game = CreateGame(s);
        if (auto* error = std::get_if<SessionError>(&game))
            m_problemText = SetupErrorText(s, *error);
        else if (std::get<Game>(game).IsOver())
            m_problemText =
                wxString::Format(_("The game is already over in this position (%s)."),
                                 OutcomeText(s.variant, std::get<Game>(game).GetOutcome()));
    }
    m_problem->SetLabelText(m_problemText);
    m_problem->Wrap(FromDIP(420));
    m_ok->Enable(IsValid());
    if (GetSizer()) Layout();
}

void NewGameDialog::SetVariant(VariantId variant) {
    m_variant->SetSelection(int(variant));
    FillProfiles(std::string());
    FillSides();
    Update();
}

void NewGameDialog::SetOpponent(Opponent opponent) {
    m_opponent->SetSelection(int(opponent));
    Update();
}

void NewGameDialog::SetFen(const wxString& fen) {
    m_fen->ChangeValue(fen);
    (fen.empty() ? m_fromStart : m_fromFen)->SetValue(true);
    Update();
}

}  // namespace chatur::gui
