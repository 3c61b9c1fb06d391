#include "gui/puzzle_panel.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <ctime>
#include <set>

#include "gui/board_view.h"
#include "gui/trainer_view.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

progress::ItemResult ToItemResult(AttemptResult result) {
    switch (result) {
        case AttemptResult::SolvedFirstTry:
            return progress::ItemResult::SolvedFirstTry;
        case AttemptResult::SolvedAfterMistakes:
            return progress::ItemResult::SolvedAfterMistakes;
        case AttemptResult::SolvedWithHelp:
            return progress::ItemResult::SolvedWithHelp;
        case AttemptResult::Failed:
            break;
    }
    return progress::ItemResult::Failed;
}

PuzzlePanel::PuzzlePanel(wxWindow* parent, BoardView* board, progress::ProgressStore* store)
    : TextPane(parent), m_boardView(board), m_store(store) {
    m_view = new TrainerView(this, board, this);
    m_view->SetFinishedHandler([this](const TrainerSession& s) { Record(s); });
    ExtraSizer()->Add(m_view, 0, wxEXPAND);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    m_grade = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                           wxDefaultValidator, "grade");
    m_next = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                          wxDefaultValidator, "next");
    m_bookmark = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, "bookmark");
    row->Add(m_grade, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    row->AddStretchSpacer();
    row->Add(m_next, 0, wxALIGN_CENTER_VERTICAL);
    // At the bottom of the pane, whatever the puzzle's text; Bookmark in a row
    // of its own: German and Indonesian labels leave no room beside Next.
    FooterSizer()->Add(m_bookmark, 0, wxALIGN_RIGHT | wxTOP, FromDIP(6));
    FooterSizer()->Add(row, 0, wxEXPAND | wxTOP, FromDIP(8));
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { NextPuzzle(); });
    m_bookmark->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ToggleBookmark(); });
    m_grade->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_grade->GetSelection();
        m_filter.grade = i <= 0 ? std::nullopt : std::optional<int>(m_grades[size_t(i - 1)]);
        m_mistakes = false;
        Open(m_pack, std::string(), m_filter);
    });
    Relabel();
}

PuzzlePanel::~PuzzlePanel() {
    m_view->SetSession(nullptr, nullptr);
}

bool PuzzlePanel::Open(std::shared_ptr<const content::Pack> pack, const std::string& puzzleId,
                       progress::PuzzleFilter filter, bool mistakes) {
    if (!pack) return false;
    const content::Puzzle* puzzle = nullptr;
    if (!puzzleId.empty()) {
        puzzle = pack->FindPuzzle(puzzleId);
    } else if (mistakes) {
        auto queue = progress::MistakesIn(*m_store, *pack);
        if (!queue.empty()) puzzle = queue.front();
    } else {
        puzzle = progress::NextUnsolved(*m_store, *pack, filter);
        if (!puzzle) {
            auto order = progress::PuzzleOrder(*pack, filter);
            if (!order.empty()) puzzle = order.front();
        }
    }
    if (!puzzle) return false;
    m_view->SetSession(nullptr, nullptr);  // before the old session goes
    m_pack = std::move(pack);
    m_puzzle = puzzle;
    m_filter = filter;
    m_mistakes = mistakes;
    m_session =
        std::make_unique<TrainerSession>(TrainerItem::FromPuzzle(*puzzle, *m_pack->variant));
    m_boardView->Interaction().SetFlipped(puzzle->board.orientation == Color::Black);
    m_view->SetSession(m_session.get(), &puzzle->board);
    if (!m_lastPlaceRule || m_lastPlaceRule(*m_pack))
        m_store->SetBookmark({m_pack->id, puzzle->id});
    SaveProgress();
    FillGrades();
    ShowTexts();
    UpdateBookmarkButton();
    if (m_onOpened) m_onOpened();
    return true;
}

bool PuzzlePanel::IsBookmarked() const {
    return m_puzzle &&
           m_store->FindBookmark(progress::BookmarkKind::Puzzle, m_puzzle->id, 0) != nullptr;
}

void PuzzlePanel::ToggleBookmark() {
    if (!m_pack || !m_puzzle || !m_bookmarksShown) return;
    const std::optional<progress::ProgressError> error =
        m_store->ToggleBookmark(progress::BookmarkKind::Puzzle, m_pack->id, m_puzzle->id);
    if (error && m_onError && !m_store->Path().empty()) m_onError(ProgressErrorText(*error));
    UpdateBookmarkButton();
}

void PuzzlePanel::UpdateBookmarkButton() {
    // TRANSLATORS: the mnemonic letter must differ from the puzzle pane's other
    // buttons: Next puzzle, Hint, Show answer, Retry, Check, Yes/No; the Train
    // pane shows it too, beside Progress charts, Next puzzle / New streak,
    // Difficulty and Theme.
    m_bookmark->SetLabel(IsBookmarked() ? _("Remove boo&kmark") : _("Boo&kmark"));
    m_bookmark->SetToolTip(_("Keep this puzzle in your bookmarks to come back to it (Ctrl+D)"));
    m_bookmark->Show(m_bookmarksShown && m_puzzle != nullptr);
    Layout();
}

void PuzzlePanel::NextPuzzle() {
    if (!m_pack || !m_puzzle) return;
    const std::string current = m_puzzle->id;
    if (m_mistakes) {
        for (const content::Puzzle* p : progress::MistakesIn(*m_store, *m_pack))
            if (p->id != current) {
                Open(m_pack, p->id, m_filter, true);
                return;
            }
    }
    const content::Puzzle* next = progress::NextUnsolved(*m_store, *m_pack, m_filter, current);
    if (!next || next->id == current) next = progress::NextPuzzle(*m_pack, m_filter, current);
    if (!next) next = progress::NextPuzzle(*m_pack, m_filter, std::string());  // wrap around
    if (next) Open(m_pack, next->id, m_filter, false);
}

bool PuzzlePanel::OnBoardResult(const ClickResult& result) {
    return m_view->OnBoardResult(result);
}

void PuzzlePanel::Relabel() {
    m_next->SetLabel(_("&Next puzzle"));
    UpdateBookmarkButton();
    m_view->Relabel();
    FillGrades();
    ShowTexts();
    Layout();
}

void PuzzlePanel::FillGrades() {
    m_grade->Clear();
    m_grades.clear();
    m_grade->Append(_("All grades"));
    if (m_pack) {
        std::set<int> grades;
        for (const content::Puzzle& p : m_pack->puzzles)
            if (!m_filter.stage || p.stage == *m_filter.stage) grades.insert(p.grade);
        for (int g : grades) {
            m_grades.push_back(g);
            // TRANSLATORS: a choice of difficulty, 1 (easiest) to 5.
            m_grade->Append(wxString::Format(_("Grade %d"), g));
        }
    }
    auto at = m_filter.grade ? std::find(m_grades.begin(), m_grades.end(), *m_filter.grade)
                             : m_grades.end();
    m_grade->SetSelection(at == m_grades.end() ? 0 : int(at - m_grades.begin()) + 1);
    m_grade->Show(m_grades.size() > 1);
}

void PuzzlePanel::ShowTexts() {
    if (!m_pack || !m_puzzle || !m_session) {
        SetContent(_("Puzzles"), wxString(), wxString());
        return;
    }
    const std::string lang = CurrentUiLanguage().utf8_string();
    auto order = progress::PuzzleOrder(*m_pack, m_filter);
    auto it = std::find(order.begin(), order.end(), m_puzzle);
    wxString where;
    if (m_mistakes) {
        where = _("Retrying a mistake");
    } else if (it != order.end()) {
        // TRANSLATORS: position of the puzzle in the pack (or in the chosen stage/grade).
        where =
            wxString::Format(_("Puzzle %d of %d"), int(it - order.begin()) + 1, int(order.size()));
    }
    wxString subtitle = StageLabel(m_puzzle->stage) + wxString::FromUTF8(" \xc2\xb7 ") +
                        wxString::Format(_("grade %d"), m_puzzle->grade);
    if (!where.empty()) subtitle = where + wxString::FromUTF8(" \xc2\xb7 ") + subtitle;
    wxString body = wxString::FromUTF8(m_puzzle->question.Get(lang));
    body << "\n\n" << TaskInstruction(*m_session);
    SetContent(wxString::FromUTF8(m_pack->title.Get(lang)), subtitle, body);
    m_view->UpdateTexts();
    Layout();
}

void PuzzlePanel::Record(const TrainerSession& session) {
    if (!m_puzzle) return;
    m_store->RecordAttempt(m_puzzle->id, ToItemResult(session.AttemptOutcome()),
                           int64_t(std::time(nullptr)));
    SaveProgress();
    if (m_onRecorded) m_onRecorded();
}

void PuzzlePanel::SaveProgress() {
    if (m_store->Path().empty()) return;  // a session that saves nothing (screenshots)
    if (auto error = m_store->Save(); error && m_onError) m_onError(ProgressErrorText(*error));
}

}  // namespace chatur::gui
