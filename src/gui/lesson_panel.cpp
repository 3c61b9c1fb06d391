#include "gui/lesson_panel.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/intl.h>
#include <wx/sizer.h>

#include <ctime>

#include "gui/board_view.h"
#include "gui/label_wrap.h"
#include "gui/trainer_view.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

int64_t Now() {
    return int64_t(std::time(nullptr));
}

}  // namespace

LessonPanel::LessonPanel(wxWindow* parent, BoardView* board, progress::ProgressStore* store)
    : TextPane(parent), m_boardView(board), m_store(store) {
    m_view = new TrainerView(this, board, this);
    m_view->SetChangedHandler([this] {
        UpdateButtons();
        if (m_rangesShown && RangesAllowed())
            m_boardView->Interaction().SetMode(InteractionMode::Range);
    });
    ExtraSizer()->Add(m_view, 0, wxEXPAND);
    m_ranges = new wxCheckBox(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, "ranges");
    m_bookmark = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, "bookmark");
    ExtraSizer()->Add(m_ranges, 0, wxTOP, FromDIP(10));
    // A finished lesson's offers, above the navigation (which never moves).
    m_nextLessonOffer = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                     0, wxDefaultValidator, "next-lesson");
    m_puzzlesOffer = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                  wxDefaultValidator, "lesson-puzzles");
    FooterSizer()->Add(m_nextLessonOffer, 0, wxEXPAND | wxTOP, FromDIP(6));
    FooterSizer()->Add(m_puzzlesOffer, 0, wxEXPAND | wxTOP, FromDIP(6));
    m_nextLessonOffer->Hide();
    m_puzzlesOffer->Hide();
    m_nextLessonOffer->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { GoNext(); });
    m_puzzlesOffer->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { OpenLessonPuzzles(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        WrapOfferLabels();
        e.Skip();
    });
    // Bookmark, Back and Next at the bottom of the pane, whatever the step's text.
    FooterSizer()->Add(m_bookmark, 0, wxALIGN_RIGHT | wxTOP, FromDIP(6));
    m_bookmark->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ToggleBookmark(); });
    auto button = [&](const char* name) {
        return new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, name);
    };
    // Skip belongs to the task (shown while it is unsolved); Back and Next never move.
    m_skip = button("skip");
    ExtraSizer()->Add(m_skip, 0, wxALIGN_RIGHT | wxTOP, FromDIP(6));
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    m_back = button("back");
    m_next = button("next");
    row->Add(m_back, 0);
    row->AddStretchSpacer();
    row->Add(m_next, 0);
    FooterSizer()->Add(row, 0, wxEXPAND | wxTOP, FromDIP(10));
    m_back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { GoBack(); });
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { GoNext(); });
    m_skip->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { SkipStep(); });
    m_ranges->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent& e) { SetRangesShown(e.IsChecked()); });
    Relabel();
}

LessonPanel::~LessonPanel() {
    m_view->SetSession(nullptr, nullptr);
}

bool LessonPanel::Open(std::shared_ptr<const content::Pack> pack, const std::string& lessonId,
                       std::optional<size_t> step) {
    if (!pack) return false;
    const content::Lesson* lesson = pack->FindLesson(lessonId);
    if (!lesson || lesson->steps.empty()) return false;
    m_view->SetSession(nullptr, nullptr);  // before the old session goes
    m_pack = std::move(pack);
    m_session = std::make_unique<LessonSession>(*lesson, *m_pack->variant);
    if (!step) {
        const progress::LessonRecord* r = m_store->Lesson(lessonId);
        if (r && !r->finished) step = size_t(r->lastStep);
    }
    if (step) m_session->GoTo(*step);
    ShowStep();
    return true;
}

bool LessonPanel::RangesAllowed() const {
    if (!m_session || !m_session->HasTask()) return true;
    const content::TaskKind k = m_session->Step().task->Kind();
    return k != content::TaskKind::Range && k != content::TaskKind::Legal;
}

void LessonPanel::ShowStep() {
    if (!m_session) return;
    m_rangesShown = !m_session->HasTask();
    const content::Diagram* setup = StepBoard();
    m_boardView->Interaction().SetFlipped(setup && setup->orientation == Color::Black);
    SetFeedback(wxString());
    SetNotes(wxString());
    if (TrainerSession* t = m_session->Trainer()) {
        m_view->SetSession(t, setup);
    } else {
        m_view->SetSession(nullptr, nullptr);
        ShowBoardOnly();
    }
    m_store->RecordLessonStep(m_session->Lesson().id, int(m_session->Index()), Now());
    m_store->SetBookmark({m_pack->id, m_session->Lesson().id});
    SaveProgress();
    ShowTexts();
    UpdateButtons();
}

PositionState LessonPanel::BoardState() const {
    if (!m_session || m_view->Session()) return m_view->BoardState();
    return m_session->BoardState();
}

const content::Diagram* LessonPanel::StepBoard() {
    const content::Diagram* board = m_session->Board();
    if (!board || m_session->Step().board) return board;
    // A step without a board of its own goes on with the previous position,
    // but the arrows and highlights were that step's: they are not repeated.
    m_inheritedBoard = *board;
    m_inheritedBoard->highlights.clear();
    m_inheritedBoard->arrows.clear();
    return &*m_inheritedBoard;
}

void LessonPanel::ShowBoardOnly() {
    const content::Diagram* setup = StepBoard();
    m_boardView->SetPosition(setup ? setup->position : Position::Start(m_session->GetVariant()),
                             std::nullopt);
    BoardAnnotations notes;
    if (setup) {
        notes.marks = setup->highlights;
        for (const content::Arrow& a : setup->arrows) notes.arrows.emplace_back(a.from, a.to);
    }
    m_boardView->SetAnnotations(notes);
    m_boardView->Interaction().SetUserSide(std::nullopt);
    m_boardView->Interaction().SetMode(m_rangesShown ? InteractionMode::Range
                                                     : InteractionMode::Locked);
}

void LessonPanel::SetRangesShown(bool on) {
    m_rangesShown = on && RangesAllowed();
    m_ranges->SetValue(m_rangesShown);
    if (!m_session) return;
    if (m_session->HasTask() && !m_rangesShown) {
        m_view->Board().Refresh();  // back to answering
        m_boardView->Interaction().SetMode(m_view->Session()->BoardMode());
    } else {
        m_boardView->Interaction().SetMode(m_rangesShown ? InteractionMode::Range
                                                         : InteractionMode::Locked);
    }
    m_boardView->Refresh();
}

void LessonPanel::GoToStep(size_t index) {
    if (!m_session) return;
    m_session->GoTo(index);
    ShowStep();
}

void LessonPanel::GoBack() {
    if (!m_session || !m_session->CanGoBack()) return;
    m_session->Back();
    ShowStep();
}

const content::Lesson* LessonPanel::NextLesson() const {
    if (!m_session || !m_session->Finished() || !m_nextLesson) return nullptr;
    return m_nextLesson(m_session->Lesson().id);
}

void LessonPanel::GoNext() {
    if (!m_session) return;
    if (m_session->Finished()) {
        if (NextLesson() && m_onNextLesson) m_onNextLesson(m_session->Lesson().id);
        return;
    }
    if (!m_session->Next()) return;
    if (m_session->Finished()) {
        m_store->FinishLesson(m_session->Lesson().id, Now());
        SaveProgress();
        ShowTexts();
        UpdateButtons();
        if (m_onFinished) m_onFinished();
        return;
    }
    ShowStep();
}

void LessonPanel::OpenLessonPuzzles() {
    if (!m_session || !m_session->Finished() || m_offeredPacks.empty() || !m_onOpenPack) return;
    m_onOpenPack(m_offeredPacks.front()->id);
}

void LessonPanel::UpdateOffers() {
    const bool finished = m_session && m_session->Finished();
    const content::Lesson* next = finished ? NextLesson() : nullptr;
    const std::string lang = CurrentUiLanguage().utf8_string();
    m_offeredPacks.clear();
    if (finished && m_lessonPacks) m_offeredPacks = m_lessonPacks(m_session->Lesson().id);
    m_nextLessonText =
        next ? wxString::Format(_("Next lesson: %s"), wxString::FromUTF8(next->title.Get(lang)))
             : wxString();
    m_nextLessonOffer->Show(next != nullptr);
    // TRANSLATORS: a button at the end of a lesson: opens the puzzle pack that goes with it.
    m_puzzlesOffer->SetLabel(_("Puzzles for this lesson"));
    wxString titles;
    for (const auto& pack : m_offeredPacks)
        titles << (titles.empty() ? "" : "\n") << wxString::FromUTF8(pack->title.Get(lang));
    m_puzzlesOffer->SetToolTip(titles);
    m_puzzlesOffer->Show(!m_offeredPacks.empty());
    WrapOfferLabels();
}

void LessonPanel::WrapOfferLabels() {
    // A long lesson title wraps inside the button instead of being cut off.
    const int width = GetClientSize().x - FromDIP(32) - FromDIP(40);
    if (SetWrappedLabelText(m_nextLessonOffer, m_nextLessonText, width))
        CallAfter([this] { Layout(); });
}

wxString LessonPanel::FinishedText() const {
    wxString text = _("Lesson finished. Well done!");
    if (const content::Lesson* next = NextLesson())
        // TRANSLATORS: under "Lesson finished. Well done!": the lesson the Next button opens.
        text << "\n"
             << wxString::Format(
                    _("Next lesson: %s"),
                    wxString::FromUTF8(next->title.Get(CurrentUiLanguage().utf8_string())));
    return text;
}

void LessonPanel::SkipStep() {
    if (!m_session || m_session->CanGoNext()) return;
    m_session->Skip();
    ShowStep();
}

void LessonPanel::FinishBySkipping() {
    while (m_session && !m_session->Finished()) {
        if (m_session->CanGoNext())
            GoNext();
        else
            SkipStep();
    }
}

bool LessonPanel::OnBoardResult(const ClickResult& result) {
    if (m_rangesShown) return false;  // exploring: the frame shows what the piece does
    return m_view->OnBoardResult(result);
}

void LessonPanel::Relabel() {
    m_back->SetLabel(_("&Back"));
    m_skip->SetLabel(_("&Skip"));
    m_ranges->SetLabel(_("Sho&w ranges"));
    m_ranges->SetToolTip(_("Click any piece, of either side, to see where it can go"));
    m_view->Relabel();
    ShowTexts();
    UpdateButtons();
}

void LessonPanel::ShowTexts() {
    if (!m_session) {
        SetContent(_("Lessons"), wxString(), wxString());
        return;
    }
    const std::string lang = CurrentUiLanguage().utf8_string();
    const content::Lesson& lesson = m_session->Lesson();
    // TRANSLATORS: where the learner is in a lesson.
    wxString subtitle = wxString::Format(_("Step %d of %d"), int(m_session->Index()) + 1,
                                         int(m_session->StepCount()));
    const progress::LessonRecord* r = m_store->Lesson(lesson.id);
    if (r && r->finished) subtitle << wxString::FromUTF8(" \xc2\xb7 ") << _("finished");
    wxString body = wxString::FromUTF8(m_session->Step().text.Get(lang));
    if (const TrainerSession* t = m_session->Trainer()) body << "\n\n" << TaskInstruction(*t);
    SetContent(wxString::FromUTF8(lesson.title.Get(lang)), subtitle, body);
    if (m_session->Trainer()) m_view->UpdateTexts();
    if (m_session->Finished()) SetFeedback(FinishedText(), FeedbackKind::Good);
    Layout();
}

void LessonPanel::UpdateButtons() {
    if (!m_session) return;
    const bool finished = m_session->Finished();
    m_back->Enable(m_session->CanGoBack());
    // TRANSLATORS: the lesson pane's Next button once the lesson is finished.
    m_next->SetLabel(finished && NextLesson()  ? _("&Next lesson")
                     : m_session->IsLastStep() ? _("Fi&nish")
                                               : _("&Next"));
    m_next->Enable(finished ? NextLesson() != nullptr : m_session->CanGoNext());
    m_skip->Show(!finished && m_session->HasTask() && !m_session->CanGoNext());
    m_ranges->Enable(RangesAllowed());
    m_ranges->SetValue(m_rangesShown);
    // TRANSLATORS: the mnemonic letter must differ from the lesson pane's other
    // buttons: Back, Skip, Next/Finish, Show ranges, Hint, Show answer, Retry, Check.
    m_bookmark->SetLabel(IsBookmarked() ? _("Remove boo&kmark") : _("Boo&kmark"));
    m_bookmark->SetToolTip(_("Keep this step in your bookmarks to come back to it (Ctrl+D)"));
    UpdateOffers();
    Layout();
}

bool LessonPanel::IsBookmarked() const {
    return m_session &&
           m_store->FindBookmark(progress::BookmarkKind::Lesson, m_session->Lesson().id,
                                 int(m_session->Index())) != nullptr;
}

void LessonPanel::ToggleBookmark() {
    if (!m_session || !m_pack) return;
    const std::string& lessonId = m_session->Lesson().id;
    const int step = int(m_session->Index());
    const std::optional<progress::ProgressError> error =
        m_store->ToggleBookmark(progress::BookmarkKind::Lesson, m_pack->id, lessonId, step);
    if (error && m_onError && !m_store->Path().empty()) m_onError(ProgressErrorText(*error));
    UpdateButtons();
}

void LessonPanel::SaveProgress() {
    if (m_store->Path().empty()) return;
    if (auto error = m_store->Save(); error && m_onError) m_onError(ProgressErrorText(*error));
}

}  // namespace chatur::gui
