// MainFrame and training: the training database in the data folder, the
// library's training entries, and starting a training session.
#include <wx/intl.h>
#include <wx/simplebook.h>
#include <wx/time.h>
#include <wx/utils.h>

#include <filesystem>

#include "core/platform/utf8_path.h"
#include "gui/library_pane.h"
#include "gui/main_frame.h"
#include "gui/training/dashboard_frame.h"
#include "gui/training/train_text.h"
#include "gui/ui_text.h"
#include "gui/window_fit.h"

namespace chatur::gui {

std::string TrainingDbPath(const wxString& progressPath) {
    // Next to the progress file (the data folder); CHATUR_TRAINING_DB names
    // another; a session that saves nothing (screenshots) keeps it in memory.
    wxString path;
    if (wxGetEnv("CHATUR_TRAINING_DB", &path)) return path.utf8_string();
    if (progressPath.empty()) return std::string();
    return platform::Utf8Path(platform::PathFromUtf8(progressPath.utf8_string()).parent_path() /
                              "training.db");
}

void MainFrame::CreateTrainingContext() {
    // The progress store opened the database (and reported its problem).
    m_training = std::make_unique<training::TrainingContext>(m_store->SharedDatabase());
    m_training->SetSources(
        [this](const Variant& variant) {
            std::vector<std::shared_ptr<const content::Pack>> packs;
            for (const LibraryPack& lp : m_packs.Packs())
                if (lp.pack && lp.pack->variant == &variant) packs.push_back(lp.pack);
            return packs;
        },
        PoolContentFiles());
    // The pools read in the background come to the frame on its own thread. The
    // destructor stops the reader first, so nothing is queued for a frame that
    // is going (and wx drops what was queued for a deleted window).
    m_training->SetBackground([this](std::function<void()> adopt) { CallAfter(std::move(adopt)); },
                              [this](const training::TrainingContext::PendingSession& session) {
                                  if (IsBeingDeleted() || m_mode != FrameMode::Train) return;
                                  m_trainingPosed = PoseTraining(session.variant->id, session.mode,
                                                                 session.theme);
                              });
}

LibraryTraining MainFrame::TrainingSummary(VariantId variant) {
    LibraryTraining t;
    training::TrainingStore& store = m_training->Store();
    if (!store.IsOpen()) return t;
    const std::string game(GetVariant(variant).name);
    const training::StoreRead<training::Glicko2Rating> rating = store.LearnerRating(game);
    const auto* read = std::get_if<training::Glicko2Rating>(&rating);
    if (!m_prefs.hideRating && read && store.CountAttempts(game) > 0)
        t.rating = int(read->rating + 0.5);
    t.review = m_prefs.spacedReview;
    t.due = store.CountDue(game, int64_t(wxGetUTCTime()));
    t.bestStreak = int(store.Record(game, training::kBestStreakKey).value_or(0));
    return t;
}

bool MainFrame::StartTraining(VariantId variant, TrainMode mode, const std::string& theme) {
    if (Trying()) UsePuzzlePanel(m_learnerPuzzle);
    SetMode(FrameMode::Train);
    SetNote(wxString());
    // The library shows which training runs (also when the dashboard started it).
    m_library->ShowEntry(mode == TrainMode::Review   ? LibraryEntry::Kind::Review
                         : mode == TrainMode::Streak ? LibraryEntry::Kind::Streak
                         : mode == TrainMode::Daily  ? LibraryEntry::Kind::Daily
                                                     : LibraryEntry::Kind::Train,
                         variant);
    m_trainingPosed = false;
    if (mode == TrainMode::Review && !m_prefs.spacedReview) {
        m_train->Explain(variant, TrainMode::Review,
                         _("Spaced review is off. Turn on \"Bring missed puzzles back for "
                           "review\" in Preferences: puzzles you miss then come back the next "
                           "day, and again after longer and longer gaps while you solve "
                           "them."),
                         // TRANSLATORS: a button in the Train pane when spaced review is off.
                         _("Turn on &review"), [this, variant] {
                             Preferences prefs = m_prefs;
                             prefs.spacedReview = true;
                             ApplyPreferences(prefs);
                             StartTraining(variant, TrainMode::Review);
                         });
        return false;
    }
    if (!m_training->IsBuilt(GetVariant(variant))) {
        // The first time in a run: the game's pools (thousands of puzzles) are
        // read on the context's worker while the pane says so and the window
        // stays usable; the session starts when they arrive.
        m_train->ShowLoading(variant, mode);
        m_training->WaitForPools({&GetVariant(variant), mode, theme});
        return true;
    }
    m_trainingPosed = PoseTraining(variant, mode, theme);
    return m_trainingPosed;
}

bool MainFrame::PoseTraining(VariantId variant, TrainMode mode, const std::string& theme) {
    const bool posed = m_train->Start(variant, mode, theme);
    if (!m_progressProblem.empty()) SetNote(m_progressProblem, true);
    m_library->UpdateBadges();
    return posed;
}

void MainFrame::ShowDashboard(VariantId variant) {
    DashboardFrame* dashboard =
        DashboardFrame::Open(this, m_training.get(), variant, !m_prefs.hideRating);
    FitWithin(dashboard, this);  // never taller than the main window
    dashboard->SetTrainHandler([this](VariantId v, const std::string& theme) {
        StartTraining(v, TrainMode::Rated, theme);
        Raise();
    });
}

}  // namespace chatur::gui
