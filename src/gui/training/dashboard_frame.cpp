#include "gui/training/dashboard_frame.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/time.h>
#include <wx/utils.h>

#include "core/content/theme_catalog.h"
#include "core/training/training_modes.h"
#include "gui/close_keys.h"
#include "gui/ui_text.h"

namespace chatur::gui {

DashboardData GatherDashboard(training::TrainingContext& context, const Variant& variant,
                              int64_t now) {
    DashboardData d;
    training::TrainingStore& store = context.Store();
    const std::string game(variant.name);
    training::Trainer& trainer = context.TrainerFor(variant);
    const training::TrainingSet& set = context.SetFor(variant);
    d.history = store.RatingHistory(game);
    const training::StoreRead<training::Glicko2Rating> rating = trainer.LearnerRatingAt(now);
    if (const auto* read = std::get_if<training::Glicko2Rating>(&rating)) d.rating = *read;
    const std::vector<training::Attempt> attempts = store.Attempts(game);
    d.attempts = int(attempts.size());
    d.bestStreak = int(store.Record(game, training::kBestStreakKey).value_or(0));
    d.themes = training::ThemeStats(
        attempts,
        [&](const std::string& id) -> const std::vector<std::string>& { return set.ThemesOf(id); },
        [&](const std::string& id) {
            const training::PoolPuzzle* p = trainer.Pool().Find(id);
            return p ? p->rating : training::Glicko2Rating{};
        },
        [&](const std::string& theme) {
            const content::Theme* t = content::FindTheme(theme);
            return t && (!t->only || *t->only == variant.id);
        });
    d.days = training::SolvedPerDay(attempts, now, 30);
    return d;
}

DashboardFrame::DashboardFrame(wxWindow* parent, training::TrainingContext* context)
    : wxFrame(parent, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
              wxDEFAULT_FRAME_STYLE | wxFRAME_FLOAT_ON_PARENT, "dashboard"),
      m_context(context) {
    auto* panel = new wxPanel(this);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_game = new wxChoice(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                          wxDefaultValidator, "dashboard-game");
    m_charts = new DashboardCharts(panel);
    m_close = NewCloseButton(panel, this);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(m_game, 0, wxALIGN_CENTER_VERTICAL);
    top->AddStretchSpacer();
    top->Add(m_close, 0, wxALIGN_CENTER_VERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, FromDIP(10));
    sizer->Add(m_charts, 1, wxEXPAND);
    panel->SetSizer(sizer);
    CloseWithEscapeAndCtrlW(this);
    SetClientSize(FromDIP(wxSize(760, 900)));
    m_game->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        ShowGame(m_game->GetSelection() == 1 ? VariantId::Xiangqi : VariantId::Makruk);
    });
    m_charts->SetThemeHandler([this](const std::string& theme) {
        if (m_onTrain) m_onTrain(m_variant, theme);
    });
}

DashboardFrame* DashboardFrame::Open(wxWindow* parent, training::TrainingContext* context,
                                     VariantId variant, bool showRating) {
    DashboardFrame* frame = nullptr;
    for (wxWindow* child : parent->GetChildren())
        if (auto* d = dynamic_cast<DashboardFrame*>(child)) frame = d;
    if (!frame) frame = new DashboardFrame(parent, context);
    frame->m_showRating = showRating;
    frame->ShowGame(variant);
    frame->wxFrame::Show();
    frame->Raise();
    return frame;
}

void DashboardFrame::Relabel() {
    // TRANSLATORS: the title of the window with the charts of the learner's training.
    SetTitle(_("Training progress"));
    m_game->Clear();
    m_game->Append(VariantName(VariantId::Makruk));
    m_game->Append(VariantName(VariantId::Xiangqi));
    m_game->SetSelection(m_variant == VariantId::Xiangqi ? 1 : 0);
    RelabelCloseButton(m_close);
}

void DashboardFrame::ShowGame(VariantId variant) {
    m_variant = variant;
    Relabel();
    wxBusyCursor busy;  // the first time, the game's pools are read
    m_charts->SetData(GatherDashboard(*m_context, GetVariant(variant), int64_t(wxGetUTCTime())),
                      m_showRating);
}

}  // namespace chatur::gui
