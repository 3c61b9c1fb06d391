#include "gui/preferences_dialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "gui/translations.h"

namespace chatur::gui {

PreferencesDialog::PreferencesDialog(wxWindow* parent, const Preferences& prefs,
                                     std::function<void(const Preferences&)> apply)
    : wxDialog(parent, wxID_ANY, _("Preferences")), m_prefs(prefs), m_apply(std::move(apply)) {
    auto* grid = new wxFlexGridSizer(2, FromDIP(8), FromDIP(12));
    auto addRow = [&](const wxString& label, wxChoice* choice) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
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
    m_theme->SetSelection(int(prefs.theme));
    addRow(_("&Board colours:"), m_theme);
    grid->AddGrowableCol(1);

    m_coordinates = new wxCheckBox(this, wxID_ANY, _("Show c&oordinates"));
    m_coordinates->SetValue(prefs.coordinates);
    m_dots = new wxCheckBox(this, wxID_ANY, _("Show &destinations of the selected piece"));
    m_dots->SetValue(prefs.destinationDots);
    m_flip = new wxCheckBox(this, wxID_ANY, _("&Flip board"));
    m_flip->SetValue(prefs.flipped);
    m_animate = new wxCheckBox(this, wxID_ANY, _("&Animate moves"));
    m_animate->SetValue(prefs.animateMoves);
    const wxString example = wxString::FromUTF8(  // "ก๑–ญ๘": msgids stay ASCII
        "\xe0\xb8\x81\xe0\xb9\x91\xe2\x80\x93\xe0\xb8\x8d\xe0\xb9\x98");
    // TRANSLATORS: a Makruk option of the Thai UI: squares named as some Thai books
    // do; %s is an example, "ก๑–ญ๘".
    const wxString thaiLabel = wxString::Format(_("&Thai square names (%s)"), example);
    m_thaiSquares = new wxCheckBox(this, wxID_ANY, thaiLabel);
    m_thaiSquares->SetToolTip(_("Makruk squares as some Thai books name them. Used when the "
                                "language is Thai."));
    m_thaiSquares->SetValue(prefs.thaiSquareNames);
    m_thaiSquares->Enable(CurrentUiLanguage() == "th");

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(16));
    for (wxCheckBox* box : {m_coordinates, m_dots, m_flip, m_animate, m_thaiSquares})
        sizer->Add(box, 0, wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(16) / 2 + 4);
    // Not wxID_CLOSE: with a stock id GTK would draw its own "Close", in the
    // system's language rather than Chatur's.
    auto* close = new wxButton(this, wxID_ANY, _("&Close"));
    sizer->Add(close, 0, wxALIGN_RIGHT | wxALL, FromDIP(16));
    SetSizerAndFit(sizer);
    SetEscapeId(close->GetId());

    for (wxChoice* c : {m_language, m_pieces, m_board, m_theme})
        c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { Changed(); });
    for (wxCheckBox* b : {m_coordinates, m_dots, m_flip, m_animate, m_thaiSquares})
        b->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { Changed(); });
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); });
}

void PreferencesDialog::Changed() {
    int lang = m_language->GetSelection();
    if (lang >= 0) m_prefs.language = UiLanguages()[size_t(lang)].code;
    m_prefs.xiangqiPieces = XiangqiPieceStyle(std::max(0, m_pieces->GetSelection()));
    m_prefs.makrukBoard = MakrukBoardStyle(std::max(0, m_board->GetSelection()));
    m_prefs.theme = BoardTheme(std::max(0, m_theme->GetSelection()));
    m_prefs.coordinates = m_coordinates->GetValue();
    m_prefs.destinationDots = m_dots->GetValue();
    m_prefs.flipped = m_flip->GetValue();
    m_prefs.animateMoves = m_animate->GetValue();
    m_prefs.thaiSquareNames = m_thaiSquares->GetValue();
    m_thaiSquares->Enable(m_prefs.language == "th");
    m_apply(m_prefs);
}

}  // namespace chatur::gui
