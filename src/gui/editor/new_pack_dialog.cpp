#include "gui/editor/new_pack_dialog.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <cctype>

#include "gui/ui_text.h"

namespace chatur::gui {

bool IsValidPackId(const std::string& id) {
    return !id.empty() && std::all_of(id.begin(), id.end(), [](unsigned char c) {
        return std::isalnum(c) || c == '.' || c == '-' || c == '_';
    });
}

NewPackDialog::NewPackDialog(wxWindow* parent) : wxDialog(parent, wxID_ANY, _("New puzzle pack")) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    const wxString variants[] = {VariantName(VariantId::Makruk), VariantName(VariantId::Xiangqi)};
    m_variant = new wxRadioBox(this, wxID_ANY, _("Variant"), wxDefaultPosition, wxDefaultSize, 2,
                               variants, 1, wxRA_SPECIFY_ROWS);
    column->Add(m_variant, 0, wxEXPAND | wxALL, FromDIP(12));

    auto* grid = new wxFlexGridSizer(2, FromDIP(8), FromDIP(12));
    grid->AddGrowableCol(1, 1);
    m_id = new wxTextCtrl(this, wxID_ANY, "club.homework", wxDefaultPosition,
                          wxSize(FromDIP(280), -1));
    m_title = new wxTextCtrl(this, wxID_ANY, wxString());
    grid->Add(new wxStaticText(this, wxID_ANY, _("Id")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(m_id, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, _("Title (English)")), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(m_title, 1, wxEXPAND);
    column->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(12));
    auto* note = new wxStaticText(
        this, wxID_ANY,
        _("The id stays with the pack: learners' progress is kept under it and its puzzles' "
          "ids. Use letters, digits, dots, dashes and underscores."));
    note->Wrap(FromDIP(380));
    column->Add(note, 0, wxALL, FromDIP(12));

    // Not stock ids: GTK would label them in the system's language, not Chatur's.
    auto* ok = new wxButton(this, wxID_ANY, _("C&reate"));
    auto* cancel = new wxButton(this, wxID_ANY, _("&Cancel"));
    ok->SetDefault();
    SetAffirmativeId(ok->GetId());
    SetEscapeId(cancel->GetId());
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->AddStretchSpacer();
    buttons->Add(cancel, 0, wxRIGHT, FromDIP(8));
    buttons->Add(ok);
    column->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(12));
    SetSizerAndFit(column);
    m_id->SetFocus();
    m_id->SelectAll();
    ok->Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) {
        e.Enable(IsValidPackId(m_id->GetValue().utf8_string()));
    });
}

NewPackChoice NewPackDialog::Choice() const {
    NewPackChoice c;
    c.variant = m_variant->GetSelection() == 1 ? VariantId::Xiangqi : VariantId::Makruk;
    c.id = m_id->GetValue().Strip(wxString::both).utf8_string();
    c.title = m_title->GetValue().Strip(wxString::both).utf8_string();
    return c;
}

}  // namespace chatur::gui
