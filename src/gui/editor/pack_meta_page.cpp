#include "gui/editor/pack_meta_page.h"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "core/content/rule_profile_names.h"
#include "gui/editor/editor_text.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

constexpr int kTypingPauseMs = 700;  // a pause this long ends one undo step of typing

wxString Utf8(const std::string& s) {
    return wxString::FromUTF8(s);
}

// Licences clubs usually choose (SPDX ids); any other text may be typed.
const char* const kLicences[] = {"CC-BY-4.0", "CC-BY-SA-4.0", "CC0-1.0", "CC-BY-NC-SA-4.0"};

}  // namespace

PackMetaPage::PackMetaPage(wxWindow* parent) : wxPanel(parent), m_typingTimer(this) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    m_heading = new wxStaticText(this, wxID_ANY, wxString());
    m_heading->SetFont(m_heading->GetFont().Scaled(1.25f).Bold());
    column->Add(m_heading, 0, wxALL, FromDIP(12));

    auto* grid = new wxFlexGridSizer(2, FromDIP(8), FromDIP(12));
    grid->AddGrowableCol(1, 1);
    auto label = [&] { return new wxStaticText(this, wxID_ANY, wxString()); };
    auto text = [&](const char* name, long style = 0) {
        return new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, style,
                              wxDefaultValidator, name);
    };
    auto row = [&](wxStaticText* l, wxWindow* control) {
        m_labelled.Add(l, control);
        grid->Add(l, 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    m_idLabel = label();
    m_id = text("pack-id");
    row(m_idLabel, m_id);
    m_variantLabel = label();
    m_variant = new wxStaticText(this, wxID_ANY, wxString());
    row(m_variantLabel, m_variant);
    m_profileLabel = label();
    m_profile = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                             wxDefaultValidator, "profile");
    row(m_profileLabel, m_profile);
    m_versionLabel = label();
    m_version = text("version");
    row(m_versionLabel, m_version);
    m_authorLabel = label();
    m_author = text("author");
    row(m_authorLabel, m_author);
    m_licenceLabel = label();
    wxArrayString licences;
    for (const char* l : kLicences) licences.Add(l);
    m_licence = new wxComboBox(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                               licences, 0, wxDefaultValidator, "licence");
    row(m_licenceLabel, m_licence);
    m_languagesLabel = label();
    auto* languages = new wxBoxSizer(wxHORIZONTAL);
    for (const std::string& code : ContentLanguages()) {
        auto* box = new wxCheckBox(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   wxDefaultValidator, "language-" + code);
        // English is the fallback of every text: a pack always has it.
        if (code == "en") box->Disable();
        m_languages.push_back(box);
        languages->Add(box, 0, wxRIGHT, FromDIP(12));
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
            std::vector<std::string> chosen;
            for (size_t i = 0; i < m_languages.size(); ++i)
                if (m_languages[i]->GetValue()) chosen.push_back(ContentLanguages()[i]);
            SetLanguages(chosen);
        });
    }
    grid->Add(m_languagesLabel, 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(languages, 1, wxEXPAND);

    m_titleLabel = label();
    m_title = text("title");
    m_titleSource = label();
    row(m_titleLabel, m_title);
    grid->AddSpacer(0);
    grid->Add(m_titleSource, 0, wxEXPAND);
    m_descriptionLabel = label();
    m_description = text("description", wxTE_MULTILINE);
    m_description->SetMinSize(FromDIP(wxSize(-1, 110)));
    m_descriptionSource = label();
    m_labelled.Add(m_descriptionLabel, m_description);
    grid->Add(m_descriptionLabel, 0, wxALIGN_TOP | wxTOP, FromDIP(4));
    grid->Add(m_description, 1, wxEXPAND);
    grid->AddSpacer(0);
    grid->Add(m_descriptionSource, 0, wxEXPAND);
    for (wxStaticText* source : {m_titleSource, m_descriptionSource})
        source->SetForegroundColour(wxColour(110, 100, 90));
    column->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(12));
    SetSizer(column);

    for (wxTextCtrl* field : {m_id, m_version, m_author, m_title, m_description}) {
        field->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { OnTyping(); });
        field->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
            CommitTyping();
            e.Skip();
        });
    }
    m_licence->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { OnTyping(); });
    m_licence->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { CommitTyping(); });
    m_licence->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        CommitTyping();
        e.Skip();
    });
    m_profile->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_profile->GetSelection();
        if (i >= 0 && size_t(i) < m_profileNames.size()) SetProfile(m_profileNames[size_t(i)]);
    });
    // A pause keeps the typing session open: its stores join one undo step.
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { StoreTyping(); });
    Relabel();
}

void PackMetaPage::ShowDocument(editor::PackDocument* doc) {
    m_doc = doc;
    m_typed = false;
    ShowAgain();
}

void PackMetaPage::ShowAgain() {
    m_typingTimer.Stop();
    m_typed = false;
    m_filling = true;
    const bool has = m_doc != nullptr;
    for (wxWindow* w : GetChildren()) w->Enable(has);
    m_languages.front()->Disable();
    if (has) {
        const content::Pack& pack = m_doc->GetPack();
        m_id->ChangeValue(Utf8(pack.id));
        m_variant->SetLabelText(VariantName(pack.variant->id));
        FillProfiles();
        m_version->ChangeValue(Utf8(pack.version));
        m_author->ChangeValue(Utf8(pack.author));
        m_licence->ChangeValue(Utf8(pack.licence));
        for (size_t i = 0; i < m_languages.size(); ++i) {
            const std::string& code = ContentLanguages()[i];
            m_languages[i]->SetValue(code == "en" ||
                                     std::find(pack.languages.begin(), pack.languages.end(),
                                               code) != pack.languages.end());
        }
    }
    m_filling = false;
    ShowTexts();
}

void PackMetaPage::ShowTexts() {
    m_filling = true;
    const bool has = m_doc != nullptr;
    const content::Pack* pack = has ? &m_doc->GetPack() : nullptr;
    auto exact = [&](const content::LocalizedText& t) {
        const std::string* s = t.Find(m_lang);
        return s ? Utf8(*s) : wxString();
    };
    m_title->ChangeValue(pack ? exact(pack->title) : wxString());
    m_description->ChangeValue(pack ? exact(pack->description) : wxString());
    // The English text beside a translation, as the translator's source.
    const bool source = pack && m_lang != "en";
    auto english = [&](const content::LocalizedText& t) {
        const std::string* s = t.Find("en");
        // TRANSLATORS: the English original shown under a field being translated.
        return wxString::Format(_("English: %s"),
                                s ? Utf8(*s) : wxString::FromUTF8("\xe2\x80\x94"));
    };
    m_titleSource->SetLabelText(source ? english(pack->title) : wxString());
    m_descriptionSource->SetLabelText(source ? english(pack->description) : wxString());
    m_titleSource->Show(source);
    m_descriptionSource->Show(source);
    if (source) m_descriptionSource->Wrap(std::max(FromDIP(200), m_description->GetSize().x));
    m_filling = false;
    Layout();
}

void PackMetaPage::FillProfiles() {
    m_profile->Clear();
    m_profileNames.clear();
    if (!m_doc) return;
    const content::Pack& pack = m_doc->GetPack();
    for (std::string_view name : content::ProfileNames(*pack.variant)) {
        const RuleProfile& profile = content::ProfileFor(*pack.variant, name);
        m_profileNames.emplace_back(name);
        m_profile->Append(wxString::Format("%s (%s)", ProfileTitle(profile),
                                           wxString::FromUTF8(std::string(name))));
    }
    auto at = std::find(m_profileNames.begin(), m_profileNames.end(), pack.profile);
    m_profile->SetSelection(at == m_profileNames.end() ? wxNOT_FOUND
                                                       : int(at - m_profileNames.begin()));
}

void PackMetaPage::SetContentLanguage(const std::string& lang) {
    CommitTyping();
    m_lang = lang;
    Relabel();
}

void PackMetaPage::Relabel() {
    m_heading->SetLabelText(_("Pack"));
    // TRANSLATORS: the pack editor's metadata fields.
    m_idLabel->SetLabelText(_("Id"));
    m_variantLabel->SetLabelText(_("Variant"));
    m_profileLabel->SetLabelText(_("Rule profile"));
    m_versionLabel->SetLabelText(_("Version"));
    m_authorLabel->SetLabelText(_("Author"));
    m_licenceLabel->SetLabelText(_("Licence"));
    m_languagesLabel->SetLabelText(_("Languages"));
    for (size_t i = 0; i < m_languages.size(); ++i)
        m_languages[i]->SetLabel(ContentLanguageName(ContentLanguages()[i]));
    const wxString language = ContentLanguageName(m_lang);
    // TRANSLATORS: a field label with the content language, e.g. "Title (Thai)".
    m_titleLabel->SetLabelText(wxString::Format(_("Title (%s)"), language));
    m_descriptionLabel->SetLabelText(wxString::Format(_("Description (%s)"), language));
    m_labelled.Rename();
    m_id->SetToolTip(_("A stable id such as club.homework; progress is kept under it"));
    m_languages.front()->SetToolTip(_("English is the fallback of every text"));
    if (m_doc) {
        m_variant->SetLabelText(VariantName(m_doc->GetPack().variant->id));
        m_filling = true;
        FillProfiles();
        m_filling = false;
    }
    ShowTexts();
}

void PackMetaPage::OnTyping() {
    if (m_filling || !m_doc) return;
    m_typed = true;
    m_typingTimer.StartOnce(kTypingPauseMs);
}

bool PackMetaPage::CommitTyping() {
    const bool changed = StoreTyping();
    ++m_typingSession;
    return changed;
}

bool PackMetaPage::StoreTyping() {
    m_typingTimer.Stop();
    if (!m_typed || !m_doc) return false;
    m_typed = false;
    const content::Pack& pack = m_doc->GetPack();
    const std::string id = m_id->GetValue().utf8_string();
    const std::string version = m_version->GetValue().utf8_string();
    const std::string author = m_author->GetValue().utf8_string();
    const std::string licence = m_licence->GetValue().utf8_string();
    const std::string title = m_title->GetValue().utf8_string();
    const std::string description = m_description->GetValue().utf8_string();
    auto differs = [&](const content::LocalizedText& t, const std::string& s) {
        const std::string* old = t.Find(m_lang);
        return old ? *old != s : !s.empty();
    };
    if (id == pack.id && version == pack.version && author == pack.author &&
        licence == pack.licence && !differs(pack.title, title) &&
        !differs(pack.description, description))
        return false;
    content::Pack& edit = m_doc->Edit("edit-pack", "pack:" + std::to_string(m_typingSession));
    edit.id = id;
    edit.version = version;
    edit.author = author;
    edit.licence = licence;
    if (differs(edit.title, title)) edit.title.Set(m_lang, title);
    if (differs(edit.description, description)) edit.description.Set(m_lang, description);
    if (m_onChange) m_onChange();
    return true;
}

template <typename Change>
void PackMetaPage::Apply(Change change) {
    if (!m_doc || m_filling) return;
    CommitTyping();
    change(m_doc->Edit("edit-pack"));
    ShowAgain();
    if (m_onChange) m_onChange();
}

void PackMetaPage::SetPackId(const std::string& id) {
    if (m_doc && m_doc->GetPack().id != id) Apply([&](content::Pack& p) { p.id = id; });
}
void PackMetaPage::SetProfile(const std::string& profile) {
    if (m_doc && m_doc->GetPack().profile != profile)
        Apply([&](content::Pack& p) { p.profile = profile; });
}
void PackMetaPage::SetVersion(const std::string& version) {
    if (m_doc && m_doc->GetPack().version != version)
        Apply([&](content::Pack& p) { p.version = version; });
}
void PackMetaPage::SetAuthor(const std::string& author) {
    if (m_doc && m_doc->GetPack().author != author)
        Apply([&](content::Pack& p) { p.author = author; });
}
void PackMetaPage::SetLicence(const std::string& licence) {
    if (m_doc && m_doc->GetPack().licence != licence)
        Apply([&](content::Pack& p) { p.licence = licence; });
}
void PackMetaPage::SetLanguages(const std::vector<std::string>& languages) {
    std::vector<std::string> chosen = languages;
    if (std::find(chosen.begin(), chosen.end(), "en") == chosen.end())
        chosen.insert(chosen.begin(), "en");
    if (m_doc && m_doc->GetPack().languages != chosen)
        Apply([&](content::Pack& p) { p.languages = chosen; });
}
void PackMetaPage::SetTitle(const std::string& text) {
    if (m_doc) Apply([&](content::Pack& p) { p.title.Set(m_lang, text); });
}
void PackMetaPage::SetDescription(const std::string& text) {
    if (m_doc) Apply([&](content::Pack& p) { p.description.Set(m_lang, text); });
}

}  // namespace chatur::gui
