// MainFrame and training: the training database in the data folder, the
// library's training entries, and starting a training session.
#include <wx/intl.h>
#include <wx/simplebook.h>
#include <wx/time.h>
#include <wx/utils.h>

#include <filesystem>

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
    return (std::filesystem::path(progressPath.utf8_string()).parent_path() / "training.db")
        .string();
}

void MainFrame::OpenTrainingStore(const wxString& progressPath) {
    m_training = std::make_unique<training::TrainingContext>();
    std::string path = TrainingDbPath(progressPath);
    if (path.empty()) path = ":memory:";
    if (auto error = m_training->Open(path)) m_trainingProblem = TrainingStoreErrorText(*error);
    m_training->SetSources(
        [this](const Variant& variant) {
            std::vector<std::shared_ptr<const content::Pack>> packs;
            for (const LibraryPack& lp : m_packs.Packs())
                if (lp.pack && lp.pack->variant == &variant) packs.push_back(lp.pack);
            return packs;
        },
        PoolContentFiles());
}

LibraryTraining MainFrame::TrainingSummary(VariantId variant) {
    LibraryTraining t;
    training::TrainingStore& store = m_training->Store();
    if (!store.IsOpen()) return t;
    const std::string game(GetVariant(variant).name);
    if (!m_prefs.hideRating && store.CountAttempts(game) > 0)
        t.rating = int(store.LearnerRating(game).rating + 0.5);
    t.review = m_prefs.spacedReview;
    t.due = store.CountDue(game, int64_t(wxGetUTCTime()));
    t.bestStreak = int(store.Record(game, training::kBestStreakKey).value_or(0));
    return t;
}

bool MainFrame::StartTraining(VariantId variant, TrainMode mode, const std::string& theme) {
    if (Trying()) UsePuzzlePanel(m_learnerPuzzle);
    SetMode(FrameMode::Train);
    SetNote(wxString());
    if (mode == TrainMode::Review && !m_prefs.spacedReview) {
        m_train->Explain(variant, TrainMode::Review,
                         _("Spaced review is off. Turn on \"Bring missed puzzles back for "
                           "review\" in Preferences: puzzles you miss then come back the next "
                           "day, and again after longer and longer gaps while you solve "
                           "them."));
        return false;
    }
    m_trainingPosed = false;
    if (!m_training->IsBuilt(GetVariant(variant))) {
        // The first time in a run: the game's pools (thousands of puzzles) are
        // read on a worker while the pane says so and the window stays usable.
        m_pendingTraining = PendingTraining{variant, mode, theme};
        m_train->ShowLoading(variant, mode);
        if (!m_poolReader.joinable()) ReadPoolsInBackground(variant);
        return true;
    }
    m_trainingPosed = PoseTraining(variant, mode, theme);
    return m_trainingPosed;
}

bool MainFrame::PoseTraining(VariantId variant, TrainMode mode, const std::string& theme) {
    const bool posed = m_train->Start(variant, mode, theme);
    if (!m_trainingProblem.empty()) SetNote(m_trainingProblem, true);
    m_library->UpdateBadges();
    return posed;
}

void MainFrame::ReadPoolsInBackground(VariantId variant) {
    m_stopPoolReader = false;
    const Variant* game = &GetVariant(variant);
    m_poolReader = std::thread([this, game, variant, files = m_training->PoolFiles()] {
        training::TrainingContext::PoolRead pools =
            training::TrainingContext::ReadPools(files, *game, &m_stopPoolReader);
        if (m_stopPoolReader) return;  // the frame is closing: it joins this thread
        // CallAfter is safe from another thread; a frame deleted meanwhile drops it.
        CallAfter([this, variant, pools = std::move(pools)]() mutable {
            OnPoolsRead(variant, std::move(pools));
        });
    });
}

void MainFrame::OnPoolsRead(VariantId variant, training::TrainingContext::PoolRead pools) {
    if (m_poolReader.joinable()) m_poolReader.join();
    if (IsBeingDeleted()) return;
    // Kept even when the learner went elsewhere meanwhile: the next Train is instant.
    m_training->Adopt(GetVariant(variant), std::move(pools));
    if (!m_pendingTraining) return;
    const PendingTraining pending = *m_pendingTraining;
    if (!m_training->IsBuilt(GetVariant(pending.variant))) {
        ReadPoolsInBackground(pending.variant);  // asked for the other game meanwhile
        return;
    }
    m_pendingTraining.reset();
    if (m_mode != FrameMode::Train) return;
    m_trainingPosed = PoseTraining(pending.variant, pending.mode, pending.theme);
}

void MainFrame::StopPoolReader() {
    m_stopPoolReader = true;  // stops between pool files
    if (m_poolReader.joinable()) m_poolReader.join();
    m_pendingTraining.reset();
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
