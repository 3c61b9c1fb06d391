#include "gui/training/train_panel.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/statline.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

#include "core/content/theme_catalog.h"
#include "gui/board_view.h"
#include "gui/trainer_view.h"
#include "gui/training/train_text.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

using training::Difficulty;

constexpr Difficulty kDifficulties[] = {Difficulty::Easiest, Difficulty::Easier, Difficulty::Normal,
                                        Difficulty::Harder, Difficulty::Hardest};

const wxString kDot = wxString::FromUTF8(" \xc2\xb7 ");

wxString ModeTitle(TrainMode mode) {
    switch (mode) {
        // TRANSLATORS: the title of rated training (puzzles chosen near the learner's rating).
        case TrainMode::Rated:
            return _("Rated puzzles");
        // TRANSLATORS: the title of the session of missed puzzles that are due again.
        case TrainMode::Review:
            return _("Review");
        // TRANSLATORS: puzzles of rising difficulty until the first miss.
        case TrainMode::Streak:
            return _("Puzzle streak");
        case TrainMode::Daily:
            return _("Daily puzzle");
    }
    return wxString();
}

}  // namespace

TrainPanel::TrainPanel(wxWindow* parent, BoardView* board, training::TrainingContext* context)
    : TextPane(parent),
      m_boardView(board),
      m_context(context),
      m_clock([] { return std::chrono::system_clock::now(); }),
      m_training([this] { return m_clock(); }, std::random_device{}()) {
    m_view = new TrainerView(this, board, this);
    m_view->SetFinishedHandler([this](const TrainerSession& s) { Record(s); });
    ExtraSizer()->Add(m_view, 0, wxEXPAND);
    ExtraSizer()->Add(new wxStaticLine(this), 0, wxEXPAND | wxTOP | wxBOTTOM, FromDIP(8));

    // Each label above its choice: beside it, a long label ("Tingkat kesulitan:")
    // left the theme's name cut off in a narrow pane (ux-review L8).
    m_difficultyLabel = new wxStaticText(this, wxID_ANY, wxString());
    m_difficultyChoice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                                      0, wxDefaultValidator, "difficulty");
    m_themeLabel = new wxStaticText(this, wxID_ANY, wxString());
    m_themeChoice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                 wxDefaultValidator, "theme");
    ExtraSizer()->Add(m_difficultyLabel, 0);
    ExtraSizer()->Add(m_difficultyChoice, 0, wxEXPAND | wxTOP, FromDIP(2));
    ExtraSizer()->Add(m_themeLabel, 0, wxTOP, FromDIP(6));
    ExtraSizer()->Add(m_themeChoice, 0, wxEXPAND | wxTOP, FromDIP(2));

    m_status = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                "train-status");
    m_status->SetFont(m_status->GetFont().Bold());
    ExtraSizer()->Add(m_status, 0, wxEXPAND | wxTOP, FromDIP(10));

    // The row wraps like the trainer's buttons: in Thai and German the two labels
    // together are wider than the pane, and side by side they would touch.
    auto* row = new wxWrapSizer(wxHORIZONTAL);
    m_dashboard = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                               wxDefaultValidator, "dashboard");
    m_next = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                          wxDefaultValidator, "next");
    row->Add(m_dashboard, 0, wxRIGHT | wxBOTTOM, FromDIP(6));
    row->Add(m_next, 0, wxRIGHT | wxBOTTOM, FromDIP(6));
    m_bookmark = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, "bookmark");
    m_bookmark->Hide();  // until a puzzle is posed and bookmarks can be kept
    row->Add(m_bookmark, 0, wxRIGHT | wxBOTTOM, FromDIP(6));
    ExtraSizer()->Add(row, 0, wxEXPAND | wxTOP, FromDIP(10));

    m_action = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, "explain-action");
    m_action->Hide();
    ExtraSizer()->Insert(0, m_action, 0, wxBOTTOM, FromDIP(8));
    m_action->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_onAction) m_onAction();
    });
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { NextPuzzle(); });
    m_bookmark->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ToggleBookmark(); });
    m_dashboard->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_onDashboard) m_onDashboard(m_variant);
    });
    m_difficultyChoice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_difficultyChoice->GetSelection();
        if (i >= 0 && i < int(std::size(kDifficulties))) SetDifficulty(kDifficulties[i]);
    });
    m_themeChoice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_themeChoice->GetSelection();
        SetTheme(i <= 0 ? std::string() : m_themeIds[size_t(i - 1)]);
    });
    Relabel();
}

TrainPanel::~TrainPanel() {
    m_view->SetSession(nullptr, nullptr);
}

training::Trainer& TrainPanel::CurrentTrainer() {
    return m_context->TrainerFor(GetVariant(m_variant));
}

const training::TrainingSet& TrainPanel::CurrentSet() {
    return m_context->SetFor(GetVariant(m_variant));
}

bool TrainPanel::Start(VariantId variant, TrainMode mode, const std::string& theme) {
    m_loading = false;
    m_variant = variant;
    m_mode = mode;
    CurrentSet();  // read the game's puzzles first: the theme choice lists theirs
    m_current = {};
    m_training.Start(
        [this, variant]() -> training::Trainer& {
            return m_context->TrainerFor(GetVariant(variant));
        },
        mode, theme);
    m_sessionShown = true;
    Relabel();
    ShowPosed();
    return m_current.puzzle != nullptr;
}

void TrainPanel::ShowLoading(VariantId variant, TrainMode mode) {
    m_variant = variant;
    m_mode = mode;
    m_loading = true;
    m_sessionShown = false;
    Relabel();
}

void TrainPanel::Explain(VariantId variant, TrainMode mode, const wxString& why,
                         const wxString& actionLabel, std::function<void()> action) {
    m_loading = false;
    m_variant = variant;
    m_mode = mode;
    m_sessionShown = false;
    Relabel();
    NothingToPose(why);
    m_onAction = std::move(action);
    m_action->SetLabel(actionLabel);
    m_action->Show(m_onAction != nullptr);
    Layout();
}

void TrainPanel::SetDifficulty(Difficulty difficulty) {
    m_training.SetDifficulty(difficulty);
    if (m_mode == TrainMode::Rated && !m_loading) NextPuzzle();
}

void TrainPanel::SetTheme(const std::string& theme) {
    m_training.SetTheme(theme);
    FillChoices();
    if (m_mode == TrainMode::Rated && !m_loading) NextPuzzle();
}

void TrainPanel::NextPuzzle() {
    if (m_loading || !m_sessionShown) return;  // the puzzles are not there yet
    m_training.Next();
    ShowPosed();
}

void TrainPanel::ShowPosed() {
    const std::string& id = m_training.PuzzleId();
    if (const training::TrainingPuzzle* puzzle = id.empty() ? nullptr : CurrentSet().Find(id))
        return void(Pose(*puzzle));
    switch (m_training.State().noPuzzle) {
        case training::NoPuzzle::NoneOfTheme:
            return void(NothingToPose(_("There are no puzzles with this theme yet.")));
        case training::NoPuzzle::NoneDue:
            return void(NothingToPose(
                _("No puzzles are due for review now. Missed puzzles come back here on "
                  "the day they are due.")));
        default:
            return void(NothingToPose(_("There are no puzzles for this game yet.")));
    }
}

bool TrainPanel::NothingToPose(const wxString& why) {
    m_view->SetSession(nullptr, nullptr);
    m_session.reset();
    m_current = {};
    m_onAction = nullptr;
    m_action->Hide();
    // No puzzle: an empty board that takes no clicks, not the last one's.
    m_boardView->Interaction().SetMode(InteractionMode::Locked);
    m_boardView->SetAnnotations({});
    m_boardView->SetPosition(Position(GetVariant(m_variant)), std::nullopt);
    SetContent(ModeTitle(m_mode), VariantName(m_variant), why);
    SetFeedback(wxString());
    SetNotes(wxString());
    UpdateStatus();
    UpdateBookmarkButton();
    Layout();
    return false;
}

bool TrainPanel::Pose(const training::TrainingPuzzle& puzzle) {
    m_view->SetSession(nullptr, nullptr);  // before the old session goes
    m_current = puzzle;
    m_session = std::make_unique<TrainerSession>(
        TrainerItem::FromPuzzle(*puzzle.puzzle, *puzzle.pack->variant));
    m_boardView->Interaction().SetFlipped(puzzle.puzzle->board.orientation == Color::Black);
    m_view->SetSession(m_session.get(), &puzzle.puzzle->board);
    ShowTexts();
    return true;
}

bool TrainPanel::OnBoardResult(const ClickResult& result) {
    return m_view->OnBoardResult(result);
}

void TrainPanel::SetShowRating(bool show) {
    m_showRating = show;
    UpdateStatus();
}

void TrainPanel::Record(const TrainerSession& s) {
    if (!m_current.puzzle || !m_sessionShown) return;
    training::AttemptFacts facts;
    facts.solved = s.Solved();
    facts.mistakes = s.Mistakes();
    facts.hintsUsed = s.HintsUsed();
    const auto used = s.UsedHints();
    facts.lastHintUsed = !used.empty() && used.back().last;
    facts.answerShown = s.AnswerShown();
    const std::optional<training::StoreError> error = m_training.Record(facts);
    if (error && m_onError) m_onError(TrainingStoreErrorText(*error));
    if (!m_training.Last()->counted) {
        UpdateStatus();  // today's puzzle again: practice, not recorded
        return;
    }
    ShowOutcome();
    UpdateStatus();
    Relabel();
    if (m_onRecorded) m_onRecorded();
}

void TrainPanel::ShowOutcome() {
    const std::optional<training::LastAttempt>& last = m_training.Last();
    if (!m_session || !m_session->Finished() || !last || !last->counted || !m_current.puzzle ||
        last->puzzleId != m_current.puzzle->id)
        return;
    const OutcomeWords words = AttemptOutcomeWords(*last, m_showRating);
    if (words.text.empty()) return;
    m_view->SetOutcome(words.text, words.good      ? FeedbackKind::Good
                                   : words.problem ? FeedbackKind::Problem
                                                   : FeedbackKind::Neutral);
}

void TrainPanel::Relabel() {
    // The Train pane's mnemonics (&) are unique among its controls, with the
    // trainer view's (Hint, Show answer, Retry, Yes/No, Check, Clear marks), in
    // every language (tests/gui/train_keys_test.cpp checks them).
    // TRANSLATORS: a label before the choice of difficulty in rated training. The
    // letter after & must differ from the Train pane's other controls' letters.
    m_difficultyLabel->SetLabel(_("&Difficulty:"));
    // TRANSLATORS: a label before the choice of a puzzle theme (fork, mate in 2...).
    m_themeLabel->SetLabel(_("&Theme:"));
    // TRANSLATORS: a button that opens the charts of the learner's training.
    m_dashboard->SetLabel(_("Progress c&harts"));
    const bool streakOver = m_mode == TrainMode::Streak && m_training.Streak().over;
    // TRANSLATORS: starts a new streak after the last one ended with a miss.
    m_next->SetLabel(streakOver ? _("New &streak") : _("&Next puzzle"));
    // Next only where it can pose one: not while loading, not when the mode
    // cannot start (review off).
    m_next->Show(m_mode != TrainMode::Daily && !m_loading && m_sessionShown);
    m_dashboard->Show(!m_loading);
    m_view->Relabel();
    ShowOutcome();
    FillChoices();
    ShowTexts();
    UpdateStatus();
    if (m_loading) {
        // TRANSLATORS: in the Train pane while the game's puzzles are read (a moment).
        NothingToPose(_("Loading puzzles..."));
        m_status->Hide();
    }
    Layout();
}

void TrainPanel::FillChoices() {
    m_difficultyChoice->Clear();
    for (Difficulty d : kDifficulties) m_difficultyChoice->Append(DifficultyLabel(d));
    m_difficultyChoice->SetSelection(int(m_training.GetDifficulty()));
    m_themeChoice->Clear();
    m_themeIds.clear();
    // TRANSLATORS: the theme choice's entry for puzzles of every theme.
    m_themeChoice->Append(_("Any theme"));
    if (m_context->IsBuilt(GetVariant(m_variant))) {
        const auto& counts = CurrentSet().ThemeCounts();
        for (const content::Theme* theme : content::ThemesOf(m_variant)) {
            auto it = counts.find(std::string(theme->id));
            if (it == counts.end()) continue;
            m_themeIds.push_back(std::string(theme->id));
            m_themeChoice->Append(
                wxString::Format("%s (%d)", ThemeName(std::string(theme->id)), it->second));
        }
    }
    auto at = std::find(m_themeIds.begin(), m_themeIds.end(), m_training.Theme());
    m_themeChoice->SetSelection(at == m_themeIds.end() ? 0 : int(at - m_themeIds.begin()) + 1);
    const bool rated = m_mode == TrainMode::Rated && !m_loading;
    for (wxWindow* w :
         {static_cast<wxWindow*>(m_difficultyLabel), static_cast<wxWindow*>(m_difficultyChoice),
          static_cast<wxWindow*>(m_themeLabel), static_cast<wxWindow*>(m_themeChoice)})
        w->Show(rated);
}

void TrainPanel::ShowTexts() {
    if (!m_current.puzzle || !m_session) return;
    const std::string lang = CurrentUiLanguage().utf8_string();
    const content::Puzzle& p = *m_current.puzzle;
    wxString subtitle = VariantName(m_variant);
    if (const training::PoolPuzzle* pooled = CurrentTrainer().Pool().Find(p.id))
        // TRANSLATORS: the rating of the puzzle on screen, e.g. "puzzle rated 1450".
        subtitle << kDot
                 << wxString::Format(_("puzzle rated %d"), int(std::lround(pooled->rating.rating)));
    const wxString themes = ThemeList(p.tags);
    // The themes give the answer away before it is found: shown once the attempt ends.
    if (!themes.empty() && m_session->Finished()) subtitle << kDot << themes;
    wxString body = wxString::FromUTF8(p.question.Get(lang));
    body << "\n\n" << TaskInstruction(*m_session);
    SetContent(ModeTitle(m_mode), subtitle, body);
    m_view->UpdateTexts();
    UpdateBookmarkButton();
    Layout();
}

void TrainPanel::SetBookmarkStore(progress::ProgressStore* store) {
    m_bookmarks = store;
    UpdateBookmarkButton();
}

bool TrainPanel::IsBookmarked() const {
    return m_bookmarks && m_current.puzzle &&
           m_bookmarks->FindBookmark(progress::BookmarkKind::Puzzle, m_current.puzzle->id, 0);
}

void TrainPanel::ToggleBookmark() {
    if (!m_bookmarks || !m_current.puzzle || !m_current.pack || m_loading) return;
    const std::optional<progress::ProgressError> error = m_bookmarks->ToggleBookmark(
        progress::BookmarkKind::Puzzle, m_current.pack->id, m_current.puzzle->id);
    if (error && m_onError && !m_bookmarks->Path().empty()) m_onError(ProgressErrorText(*error));
    UpdateBookmarkButton();
}

void TrainPanel::UpdateBookmarkButton() {
    // The same words as the puzzle pane's button; opened from the Bookmarks
    // window, a rated puzzle comes back as practice, without a rating.
    m_bookmark->SetLabel(IsBookmarked() ? _("Remove boo&kmark") : _("Boo&kmark"));
    m_bookmark->SetToolTip(_("Keep this puzzle in your bookmarks to come back to it (Ctrl+D)"));
    const bool shown = m_bookmarks && m_current.puzzle && !m_loading;
    if (m_bookmark->IsShown() != shown) {
        m_bookmark->Show(shown);
        Layout();
    }
}

wxString TrainPanel::StatusLine() const {
    return m_status->GetLabel();
}

void TrainPanel::UpdateStatus() {
    wxString line;
    if (m_sessionShown) {
        const training::TrainingState state = m_training.State();
        if (m_mode == TrainMode::Streak) {
            // TRANSLATORS: streak mode: puzzles solved in a row now, and the best streak ever.
            if (state.streakOver)
                // TRANSLATORS: streak mode after a miss: the run that ended, and the best.
                line = wxString::Format(_("Streak over: %d (best: %d)"), state.streak,
                                        state.bestStreak);
            else
                // TRANSLATORS: streak mode: puzzles solved in a row now, and the best streak ever.
                line = wxString::Format(_("Streak: %d (best: %d)"), state.streak, state.bestStreak);
        } else if (m_mode == TrainMode::Review) {
            line = wxString::Format(
                wxPLURAL("%d puzzle due for review", "%d puzzles due for review", state.dueReviews),
                state.dueReviews);
        } else if (m_showRating && state.rating) {
            // TRANSLATORS: the learner's rating in this game, e.g. "Your rating: 1523 ± 80".
            line = wxString::Format(_("Your rating: %s"), RatingValue(*state.rating));
            if (state.last && state.last->ratingBefore && state.last->ratingAfter) {
                const int delta = int(std::lround(state.last->ratingAfter->rating)) -
                                  int(std::lround(state.last->ratingBefore->rating));
                line << " (" << wxString::Format(delta >= 0 ? "+%d" : "%d", delta) << ")";
            }
        }
        if (m_mode == TrainMode::Daily && state.dailyDone)
            line << (line.empty() ? "" : "\n")
                 // TRANSLATORS: the daily puzzle was already tried today; more tries are not
                 // recorded.
                 << _("Done for today: come back tomorrow for a new one.");
    }
    if (line != m_status->GetLabel()) Speak(line);  // a rating change is announced
    m_status->SetLabel(line);
    m_status->Show(!line.empty());
}

}  // namespace chatur::gui
