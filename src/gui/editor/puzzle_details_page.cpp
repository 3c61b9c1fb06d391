#include "gui/editor/puzzle_details_page.h"

#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "core/content/rule_profile_names.h"
#include "core/editor/puzzle_edits.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/field_typing.h"
#include "gui/editor/ui_text_editor.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {
constexpr content::Stage kStages[] = {content::Stage::Rules, content::Stage::Compare,
                                      content::Stage::Review};
}

PuzzleDetailsPage::PuzzleDetailsPage(wxWindow* parent, PuzzleEditHost& host)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                       wxVSCROLL | wxTAB_TRAVERSAL),
      m_host(host) {
    SetScrollRate(0, FromDIP(10));
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1, 1);
    m_idLabel = MakeLabel(this);
    m_id = MakeText(this, "puzzle-id", false);
    m_gradeLabel = MakeLabel(this);
    m_grade = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                             wxSP_ARROW_KEYS, editor::kMinGrade, editor::kMaxGrade, 1, "grade");
    m_stageLabel = MakeLabel(this);
    m_stage = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                           wxDefaultValidator, "stage");
    m_tagsLabel = MakeLabel(this);
    m_tags = MakeText(this, "tags", false);
    m_profileLabel = MakeLabel(this);
    m_profile = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                             wxDefaultValidator, "profile");
    m_sourceLabel = MakeLabel(this);
    m_source = MakeText(this, "source", false);
    const std::pair<wxStaticText*, wxWindow*> rows[] = {
        {m_idLabel, m_id},     {m_gradeLabel, m_grade},     {m_stageLabel, m_stage},
        {m_tagsLabel, m_tags}, {m_profileLabel, m_profile}, {m_sourceLabel, m_source}};
    for (auto [label, ctrl] : rows) {
        m_labelled.Add(label, ctrl);
        grid->Add(label, 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(ctrl, 0, wxEXPAND);
    }
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizer(sizer);

    FieldTyping& typing = m_host.Typing();
    typing.Bind(m_id, [this](const std::string& text, const std::string& key) {
        if (const content::Puzzle* p = m_host.Current())
            StoreDetails(text, p->grade, p->stage, editor::JoinTags(p->tags), key);
    });
    typing.Bind(m_tags, [this](const std::string& text, const std::string& key) {
        if (const content::Puzzle* p = m_host.Current())
            StoreDetails(p->id, p->grade, p->stage, text, key);
    });
    typing.Bind(m_source, [this](const std::string& text, const std::string& key) {
        m_host.EditPuzzle(
            "edit-source", [&](content::Puzzle& p) { return editor::SetSource(p, text); }, key);
    });
    m_grade->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        const content::Puzzle* p = m_host.Current();
        if (m_filling || !p) return;
        m_host.Typing().Commit();
        SetDetails(p->id, m_grade->GetValue(), p->stage, editor::JoinTags(p->tags));
    });
    m_stage->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const content::Puzzle* p = m_host.Current();
        const int i = m_stage->GetSelection();
        if (m_filling || !p || i < 0) return;
        m_host.Typing().Commit();
        SetDetails(p->id, p->grade, kStages[i], editor::JoinTags(p->tags));
    });
    m_profile->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_profile->GetSelection();
        if (!m_filling && i >= 0 && size_t(i) < m_profileNames.size())
            SetProfile(m_profileNames[size_t(i)]);
    });
}

void PuzzleDetailsPage::Relabel() {
    m_filling = true;
    m_idLabel->SetLabel(_("Id:"));
    m_id->SetToolTip(
        _("Keys the learners' progress: change it only before the pack is "
          "shared"));
    m_gradeLabel->SetLabel(_("Grade (1-5):"));
    m_stageLabel->SetLabel(_("Stage:"));
    m_stage->Clear();
    for (content::Stage s : kStages) m_stage->Append(StageLabel(s));
    m_tagsLabel->SetLabel(_("Tags:"));
    m_tags->SetToolTip(_("Themes, separated by spaces or commas"));
    m_profileLabel->SetLabel(_("Rule profile:"));
    m_profile->Clear();
    m_profileNames.clear();
    m_sourceLabel->SetLabel(_("Source:"));
    m_source->SetToolTip(_("Optional credit: a book, a game, an author"));
    m_labelled.Rename();
    m_filling = false;
}

void PuzzleDetailsPage::SetDetails(const std::string& id, int grade, content::Stage stage,
                                   const std::string& tags) {
    StoreDetails(id, grade, stage, tags, std::string());
}

void PuzzleDetailsPage::StoreDetails(const std::string& id, int grade, content::Stage stage,
                                     const std::string& tags, const std::string& mergeKey) {
    m_host.EditPuzzle(
        "edit-details",
        [&](content::Puzzle& p) { return editor::SetDetails(p, id, grade, stage, tags); },
        mergeKey);
}

void PuzzleDetailsPage::SetProfile(const std::string& profile) {
    const std::string packProfile = m_host.CurrentPack().profile;
    m_host.EditPuzzle("set-profile", [&](content::Puzzle& p) {
        return editor::SetProfile(p, packProfile, profile);
    });
}

void PuzzleDetailsPage::SetSource(const std::string& source) {
    m_host.EditPuzzle("edit-source",
                      [&](content::Puzzle& p) { return editor::SetSource(p, source); });
}

void PuzzleDetailsPage::Load(const content::Puzzle& p) {
    m_filling = true;
    FieldTyping& typing = m_host.Typing();
    typing.SetValue(m_id, wxString::FromUTF8(p.id));
    m_grade->SetValue(p.grade);
    m_stage->SetSelection(int(p.stage));
    // Tags as typed stay while they say the same (spaces or commas).
    if (!typing.IsPending(m_tags) && editor::SplitTags(m_tags->GetValue().utf8_string()) != p.tags)
        m_tags->ChangeValue(wxString::FromUTF8(editor::JoinTags(p.tags)));
    typing.SetValue(m_source, wxString::FromUTF8(p.source));

    const content::Pack& pack = m_host.CurrentPack();
    const Variant& v = *pack.variant;
    std::vector<std::string> names{std::string()};
    wxArrayString items;
    items.Add(wxString::Format(_("Pack default (%s)"),
                               ProfileTitle(content::ProfileFor(v, pack.profile))));
    for (std::string_view n : content::ProfileNames(v)) {
        names.emplace_back(n);
        items.Add(ProfileTitle(content::ProfileFor(v, n)));
    }
    if (names != m_profileNames || m_profile->GetCount() != items.size()) {
        m_profile->Set(items);
        m_profileNames = names;
    }
    int selection = 0;
    if (!p.profile.empty() && p.profile != pack.profile)
        for (size_t i = 1; i < names.size(); ++i)
            if (p.profile == names[i] || p.profile == std::string(v.name) + "/" + names[i])
                selection = int(i);
    m_profile->SetSelection(selection);
    m_filling = false;
}

}  // namespace chatur::gui
