#include "gui/preferences_dialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "gui/accessible_name.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

PreferencesDialog::PreferencesDialog(wxWindow* parent, const Preferences& prefs,
                                     std::function<void(const Preferences&)> apply)
    : wxDialog(parent, wxID_ANY, _("Preferences")), m_prefs(prefs), m_apply(std::move(apply)) {
    auto* grid = new wxFlexGridSizer(2, FromDIP(8), FromDIP(12));
    auto addRow = [&](const wxString& label, wxChoice* choice) {
        auto* text = new wxStaticText(this, wxID_ANY, label);
        NameAfterLabel(choice, text);
        grid->Add(text, 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(choice, 1, wxEXPAND);
    };
    wxArrayString languages;
    for (const UiLanguage& l : UiLanguages()) languages.Add(l.native);
    m_language = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, languages);
    for (size_t i = 0; i < UiLanguages().size(); ++i)
        if (CurrentUiLanguage() == UiLanguages()[i].code) m_language->SetSelection(int(i));
    addRow(_("&Language:"), m_language);

    m_pieces = new wxChoice(this, wxID_ANY);
    m_pieces->Append(_("Chinese characters"));
    m_pieces->Append(_("Pictures"));
    m_pieces->SetSelection(int(prefs.xiangqiPieces));
    addRow(_("&Xiangqi pieces:"), m_pieces);

    m_board = new wxChoice(this, wxID_ANY);
    m_board->Append(_("Traditional (one colour, lines)"));
    m_board->Append(_("Checkered"));
    m_board->SetSelection(int(prefs.makrukBoard));
    addRow(_("&Makruk board:"), m_board);

    m_theme = new wxChoice(this, wxID_ANY);
    m_theme->Append(_("Light wood"));
    m_theme->Append(_("Walnut"));
    m_theme->Append(_("Slate"));
    m_theme->Append(_("High contrast"));
    m_theme->SetSelection(int(prefs.theme));
    addRow(_("&Board colours:"), m_theme);

    m_textScale = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                               wxDefaultValidator, "text-size");
    for (int percent : kTextScales) {
        m_textScale->Append(wxString::Format("%d%%", percent));
        if (percent == prefs.textScale) m_textScale->SetSelection(int(m_textScale->GetCount()) - 1);
    }
    // TRANSLATORS: the size of the texts, the library and the board's coordinates.
    addRow(_("Text si&ze:"), m_textScale);
    grid->AddGrowableCol(1);

    m_coordinates = new wxCheckBox(this, wxID_ANY, _("Show c&oordinates"));
    m_coordinates->SetValue(prefs.coordinates);
    m_dots = new wxCheckBox(this, wxID_ANY, _("Show &destinations of the selected piece"));
    m_dots->SetValue(prefs.destinationDots);
    m_flip = new wxCheckBox(this, wxID_ANY, _("&Flip board"));
    m_flip->SetValue(prefs.flipped);
    m_flip->SetToolTip(
        _("Free play from Black's side. Puzzles, lessons and games put their own side at the "
          "bottom."));
    m_animate = new wxCheckBox(this, wxID_ANY, _("&Animate moves"));
    m_animate->SetValue(prefs.animateMoves);
    const wxString example = wxString::FromUTF8(  // "ก๑–ญ๘": msgids stay ASCII
        "\xe0\xb8\x81\xe0\xb9\x91\xe2\x80\x93\xe0\xb8\x8d\xe0\xb9\x98");
    // TRANSLATORS: a Makruk option of the Thai UI: squares named as some Thai books
    // do; %s is an example, "ก๑–ญ๘".
    const wxString thaiLabel = wxString::Format(_("&Thai square names (%s)"), example);
    m_thaiSquares = new wxCheckBox(this, wxID_ANY, thaiLabel, wxDefaultPosition, wxDefaultSize, 0,
                                   wxDefaultValidator, "thai-squares");
    m_thaiSquares->SetToolTip(
        _("Makruk squares as some Thai books name them. Used when the "
          "language is Thai."));
    // Always open to choice (greyed out, it gave no reason: ux-review L10); the
    // names show only in Thai, as the tooltip says.
    m_thaiSquares->SetValue(prefs.thaiSquareNames);
    // TRANSLATORS: a training option: the learner's rating is not shown.
    m_hideRating = new wxCheckBox(this, wxID_ANY, _("Hide my rating"), wxDefaultPosition,
                                  wxDefaultSize, 0, wxDefaultValidator, "hide-rating");
    m_hideRating->SetValue(prefs.hideRating);
    // TRANSLATORS: a training option: puzzles the learner missed come back on a schedule.
    m_spacedReview =
        new wxCheckBox(this, wxID_ANY, _("Bring missed puzzles back for review"), wxDefaultPosition,
                       wxDefaultSize, 0, wxDefaultValidator, "spaced-review");
    m_spacedReview->SetValue(prefs.spacedReview);

    // TRANSLATORS: a box in Preferences for a chess program the user installed
    // (Fairy-Stockfish speaks Makruk and Xiangqi) that can play or analyse.
    auto* engineBox = new wxStaticBoxSizer(wxVERTICAL, this, _("External engine (UCI)"));
    wxWindow* box = engineBox->GetStaticBox();
    auto* engineGrid = new wxFlexGridSizer(2, FromDIP(8), FromDIP(12));
    m_enginePath = new wxFilePickerCtrl(box, wxID_ANY, prefs.enginePath, _("Choose the engine"),
                                        wxFileSelectorDefaultWildcardStr, wxDefaultPosition,
                                        wxSize(FromDIP(320), -1),
                                        wxFLP_OPEN | wxFLP_FILE_MUST_EXIST | wxFLP_USE_TEXTCTRL);
    m_engineArgs = new wxTextCtrl(box, wxID_ANY, prefs.engineArgs);
    m_engineArgs->SetHint(_("none"));
    m_engineSeconds =
        new wxSpinCtrl(box, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                       1, 120, std::max(1, prefs.engineMoveTimeMs / 1000));
    auto engineRow = [&](const wxString& label, wxWindow* control) {
        auto* text = new wxStaticText(box, wxID_ANY, label);
        NameAfterLabel(control, text);
        engineGrid->Add(text, 0, wxALIGN_CENTER_VERTICAL);
        engineGrid->Add(control, 1, wxEXPAND);
    };
    engineRow(_("&Program:"), m_enginePath);
    engineRow(_("A&rguments:"), m_engineArgs);
    engineRow(_("Thi&nk time per move (seconds):"), m_engineSeconds);
    engineGrid->AddGrowableCol(1);
    m_testEngine = new wxButton(box, wxID_ANY, _("Test &engine"));
    m_engineResult = new wxStaticText(box, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                      0, "engine-result");
    auto* testRow = new wxBoxSizer(wxHORIZONTAL);
    testRow->Add(m_testEngine, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    testRow->Add(m_engineResult, 1, wxALIGN_CENTER_VERTICAL);
    engineBox->Add(engineGrid, 0, wxEXPAND | wxALL, FromDIP(8));
    engineBox->Add(testRow, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(16));
    for (wxCheckBox* box :
         {m_coordinates, m_dots, m_flip, m_animate, m_thaiSquares, m_hideRating, m_spacedReview})
        sizer->Add(box, 0, wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(16) / 2 + 4);
    sizer->Add(engineBox, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(16));
    // Not wxID_CLOSE: with a stock id GTK would draw its own "Close", in the
    // system's language rather than Chatur's.
    auto* close = new wxButton(this, wxID_ANY, _("&Close"));
    sizer->Add(close, 0, wxALIGN_RIGHT | wxALL, FromDIP(16));
    SetSizerAndFit(sizer);
    SetEscapeId(close->GetId());

    for (wxChoice* c : {m_language, m_pieces, m_board, m_theme, m_textScale})
        c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { Changed(); });
    for (wxCheckBox* b :
         {m_coordinates, m_dots, m_flip, m_animate, m_thaiSquares, m_hideRating, m_spacedReview})
        b->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { Changed(); });
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); });
    m_enginePath->Bind(wxEVT_FILEPICKER_CHANGED, [this](wxFileDirPickerEvent&) { Changed(); });
    m_engineArgs->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { Changed(); });
    m_engineSeconds->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { Changed(); });
    m_testEngine->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { TestEngine(); });
}

PreferencesDialog::~PreferencesDialog() {
    if (m_tester.joinable()) m_tester.join();  // a handshake ends within its time-out
}

void PreferencesDialog::SetEngine(const wxString& path, const wxString& args) {
    m_enginePath->SetPath(path);
    m_engineArgs->ChangeValue(args);
    Changed();
}

wxString PreferencesDialog::EngineTestText() const {
    return m_engineResult->GetLabelText();
}

void PreferencesDialog::TestEngine() {
    if (m_testing) return;
    if (m_tester.joinable()) m_tester.join();
    const UciCommand command = EngineCommand(m_prefs);
    if (command.path.empty()) {
        OnEngineTested(_("Choose the engine's program first."), false);
        return;
    }
    m_testing = true;
    m_testEngine->Disable();
    // TRANSLATORS: shown while the external engine is started and asked for its name.
    m_engineResult->SetLabelText(_("Testing..."));
    // The answer is worded on the GUI thread (gettext there only).
    m_tester = std::jthread([this, command] {
        auto tested = TestUciEngine(command);
        CallAfter([this, tested] {
            if (auto* info = std::get_if<UciEngineInfo>(&tested)) {
                const wxString name = wxString::FromUTF8(info->name);
                if (info->makruk && info->xiangqi)
                    // TRANSLATORS: %s is the engine's name, e.g. "Fairy-Stockfish 14".
                    OnEngineTested(wxString::Format(_("%s plays Makruk and Xiangqi."), name), true);
                else
                    // TRANSLATORS: "Some engine plays only Xiangqi."
                    OnEngineTested(wxString::Format(_("%s plays only %s."), name,
                                                    VariantName(info->makruk ? VariantId::Makruk
                                                                             : VariantId::Xiangqi)),
                                   true);
            } else {
                OnEngineTested(UciErrorText(std::get<UciError>(tested)), false);
            }
        });
    });
}

void PreferencesDialog::OnEngineTested(const wxString& text, bool ok) {
    m_testing = false;
    m_testEngine->Enable();
    m_engineResult->SetForegroundColour(ok ? wxColour(30, 110, 40) : wxColour(170, 70, 20));
    m_engineResult->SetLabelText(text);
    m_engineResult->Wrap(FromDIP(360));
    Layout();
    Fit();
}

void PreferencesDialog::Changed() {
    int lang = m_language->GetSelection();
    if (lang >= 0) m_prefs.language = UiLanguages()[size_t(lang)].code;
    m_prefs.xiangqiPieces = XiangqiPieceStyle(std::max(0, m_pieces->GetSelection()));
    m_prefs.makrukBoard = MakrukBoardStyle(std::max(0, m_board->GetSelection()));
    m_prefs.theme = BoardTheme(std::max(0, m_theme->GetSelection()));
    m_prefs.textScale = kTextScales[std::max(0, m_textScale->GetSelection())];
    m_prefs.coordinates = m_coordinates->GetValue();
    m_prefs.destinationDots = m_dots->GetValue();
    m_prefs.flipped = m_flip->GetValue();
    m_prefs.animateMoves = m_animate->GetValue();
    m_prefs.thaiSquareNames = m_thaiSquares->GetValue();
    m_prefs.hideRating = m_hideRating->GetValue();
    m_prefs.spacedReview = m_spacedReview->GetValue();
    m_prefs.enginePath = m_enginePath->GetPath();
    m_prefs.engineArgs = m_engineArgs->GetValue();
    m_prefs.engineMoveTimeMs = m_engineSeconds->GetValue() * 1000;
    m_apply(m_prefs);
}

}  // namespace chatur::gui
