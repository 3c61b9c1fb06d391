#include "gui/trainer_view.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/tglbtn.h>
#include <wx/wrapsizer.h>

#include <algorithm>

#include "gui/board_view.h"
#include "gui/label_wrap.h"
#include "gui/piece_art.h"
#include "gui/tablebase_text.h"
#include "gui/text_pane.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

using content::TaskKind;

constexpr int kLimits[] = {8, 16, 22, 32, 44, 64};
constexpr CountKind kKinds[] = {CountKind::Board, CountKind::Pieces, CountKind::None};

std::string Lang() {
    return CurrentUiLanguage().utf8_string();
}

FeedbackKind KindOf(Verdict v) {
    switch (v) {
        case Verdict::Correct:
        case Verdict::Progress:
            return FeedbackKind::Good;
        case Verdict::Wrong:
            return FeedbackKind::Problem;
        case Verdict::None:
            break;
    }
    return FeedbackKind::Neutral;
}

// TRANSLATORS: shown while the endgame tables a lesson's "play it out" step
// needs are loaded or made; the board waits meanwhile.
wxString TablesWaitText() {
    return _("Getting the endgame tables ready for this step; the board waits for them.");
}

}  // namespace

TrainerView::TrainerView(wxWindow* parent, BoardView* board, TextPane* pane)
    : wxPanel(parent, wxID_ANY),
      m_boardView(board),
      m_pane(pane),
      m_board(std::make_unique<TrainerBoard>(board)) {
    SetBackgroundColour(parent->GetBackgroundColour());
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_controls = new wxPanel(this);
    m_controls->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        WrapOptionLabels();
        e.Skip();
    });
    sizer->Add(m_controls, 0, wxEXPAND | wxTOP, FromDIP(8));
    // Rows wrap: German and Indonesian labels are longer than the pane is wide.
    auto* row = new wxWrapSizer(wxHORIZONTAL);
    m_hint = AddButton(this, row, "hint", [this] { TakeHint(); });
    m_showAnswer = AddButton(this, row, "answer", [this] { RevealAnswer(); });
    m_retry = AddButton(this, row, "retry", [this] { RetryTask(); });
    sizer->Add(row, 0, wxEXPAND | wxTOP, FromDIP(8));
    // Show answer's line, a move at a time (shown with the answer of a move task).
    m_replayRow = new wxPanel(this);
    auto* replay = new wxBoxSizer(wxVERTICAL);
    auto* steps = new wxBoxSizer(wxHORIZONTAL);
    m_replayBack = AddButton(m_replayRow, steps, "replay-back", [this] { ReplayBack(); });
    m_replayNext = AddButton(m_replayRow, steps, "replay-next", [this] { ReplayForward(); });
    replay->Add(steps, 0);
    m_replayText = new wxStaticText(m_replayRow, wxID_ANY, wxString(), wxDefaultPosition,
                                    wxDefaultSize, 0, "replay-text");
    replay->Add(m_replayText, 0, wxEXPAND | wxTOP, FromDIP(2));
    m_replayRow->SetSizer(replay);
    m_replayRow->Hide();
    sizer->Add(m_replayRow, 0, wxEXPAND | wxTOP, FromDIP(4));
    SetSizer(sizer);
    Relabel();
}

wxButton* TrainerView::AddButton(wxWindow* parent, wxSizer* sizer, const wxString& name,
                                 std::function<void()> action) {
    auto* b = new wxButton(parent, wxID_ANY, name, wxDefaultPosition, wxDefaultSize, 0,
                           wxDefaultValidator, name);
    b->Bind(wxEVT_BUTTON, [action](wxCommandEvent&) { action(); });
    sizer->Add(b, 0, wxRIGHT | wxBOTTOM, FromDIP(6));
    return b;
}

PositionState TrainerView::BoardState() const {
    const Position& shown = m_boardView->Interaction().GetPosition();
    if (!m_session) return StateOfPosition(DefaultProfile(shown.GetVariant()), shown);
    if (!(shown == m_session->CurrentPosition()))
        return StateOfPosition(m_session->Profile(), shown);
    return m_session->State();
}

void TrainerView::SetSession(TrainerSession* session, const content::Diagram* setup) {
    m_session = session;
    m_setup = setup;
    m_feedback.reset();
    m_answer.reset();
    m_replay.reset();  // the board forgets it in Show
    m_outcome.clear();
    m_reported = session && session->Finished();
    PrepareTables();
    m_board->Show(session, setup);
    UpdateReplay();
    Build();
    UpdateTexts();
    Show(session != nullptr);
}

void TrainerView::PrepareTables() {
    m_tableJob.Cancel();
    m_tableStatus.clear();
    if (!m_session || m_session->Kind() != TaskKind::PlayOut) return;
    m_session->SetTables(m_tables);
    if (!m_tables) {
        m_tableStatus = _("The endgame tables are not available, so this step cannot be played.");
        return;
    }
    if (!m_session->AwaitsTables()) return;
    m_tableStatus = TablesWaitText();
    TrainerSession* session = m_session;
    m_tableJob.Start(
        [tables = m_tables, start = session->Item().position,
         this](const BackgroundJob::Context& job) {
            tablebase::Access access;
            access.stop = job.stop;
            access.progress = [onGui = job.onGui, this](const tablebase::Material& table,
                                                        double f) {
                onGui([this, table, f] { ShowTableProgress(TableProgressText(table, f)); });
            };
            return PreparePlayOutTables(*tables, start, access);
        },
        [this, session](const std::optional<tablebase::TableError>& error) {
            if (session != m_session) return;
            if (error) {
                m_tableStatus = wxString::Format(
                    // TRANSLATORS: %s is the reason, in English (from the tables' code).
                    _("The endgame tables for this step could not be made: %s"),
                    wxString::FromUTF8(error->message));
            } else {
                m_tableStatus.clear();
                m_session->TablesReady();
            }
            m_board->Refresh();
            UpdateControls();
            UpdateTexts();
            if (m_onChanged) m_onChanged();
        });
}

void TrainerView::ShowTableProgress(const wxString& progress) {
    if (!m_session || !m_session->AwaitsTables()) return;
    m_tableStatus = TablesWaitText() + "\n" + progress;
    UpdateTexts();
}

void TrainerView::SetOutcome(const wxString& text, FeedbackKind kind) {
    m_outcome = text;
    m_outcomeKind = kind;
    UpdateTexts();
}

void TrainerView::Relabel() {
    m_hint->SetLabel(_("H&int"));
    m_showAnswer->SetLabel(_("Show &answer"));
    m_retry->SetLabel(_("&Retry"));
    m_hint->SetToolTip(_("A hint in three steps: a nudge, the piece, then the move"));
    m_showAnswer->SetToolTip(_("Show the answer and the reasoning behind it"));
    // TRANSLATORS: after Show answer, steps back and on through the solution on the
    // board. The letters after & must differ from the pane's other buttons'.
    m_replayBack->SetLabel(_("Pre&vious move"));
    m_replayNext->SetLabel(_("Ne&xt move"));
    UpdateReplay();
    Build();
    UpdateTexts();
}

void TrainerView::Build() {
    m_controls->DestroyChildren();
    m_answerControls.clear();
    m_boxes.clear();
    m_optionLabels.clear();
    m_palette = nullptr;
    m_countKind = m_countSide = m_countLimit = nullptr;
    m_countStart = nullptr;
    m_countMarks.clear();
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_controls->SetSizer(sizer);
    if (!m_session) return;
    auto add = [&](wxSizer* s, const wxString& name, const wxString& label, auto action) {
        wxButton* b = AddButton(m_controls, s, name, action);
        b->SetLabel(label);
        m_answerControls.push_back(b);
        return b;
    };
    switch (m_session->Kind()) {
        case TaskKind::Move:
        case TaskKind::PlayOut:
            break;
        case TaskKind::Legal: {
            auto* row = new wxWrapSizer(wxHORIZONTAL);
            auto answer = [this](bool yes) {
                const Position before = m_session->CurrentPosition();
                Apply(m_session->AnswerLegal(yes), before);
            };
            add(row, "yes", _("&Yes, it is legal"), [=] { answer(true); });
            add(row, "no", _("N&o, it is not"), [=] { answer(false); });
            sizer->Add(row, 0, wxEXPAND);
            break;
        }
        case TaskKind::Range: {
            auto* row = new wxWrapSizer(wxHORIZONTAL);
            add(row, "check", _("&Check"), [this] {
                const Position before = m_session->CurrentPosition();
                Feedback f = m_session->CheckRange();
                m_board->SetWrong(f.extra);
                Apply(f, before);
            });
            add(row, "clear", _("C&lear marks"), [this] {
                while (!m_session->Marks().empty())
                    m_session->ToggleMark(*m_session->Marks().begin());
                m_board->SetWrong({});
                m_board->Refresh();
            });
            sizer->Add(row, 0, wxEXPAND);
            break;
        }
        case TaskKind::Place: {
            const auto* task = m_session->Task().As<content::PlaceTask>();
            const VariantId variant = m_session->GetVariant().id;
            auto* label = new wxStaticText(m_controls, wxID_ANY, _("Piece to place:"));
            sizer->Add(label, 0, wxBOTTOM, FromDIP(4));
            m_palette = new wxToggleButton(m_controls, wxID_ANY,
                                           PieceLabel(variant, task->piece) + " (" +
                                               SideName(variant, ColorOf(task->piece)) + ")",
                                           wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator,
                                           "palette");
            m_palette->SetBitmap(
                PieceBitmap(variant, task->piece, FromDIP(32), XiangqiPieceStyle::Characters));
            m_palette->SetValue(true);
            m_answerControls.push_back(m_palette);
            sizer->Add(m_palette, 0, wxBOTTOM, FromDIP(4));
            break;
        }
        case TaskKind::Choice:
            BuildChoice(sizer);
            break;
        case TaskKind::Count:
            BuildCount(sizer);
            break;
    }
    UpdateControls();
    Layout();
    WrapOptionLabels();
    if (GetParent()) GetParent()->Layout();
}

void TrainerView::WrapOptionLabels() {
    const int width = m_controls->GetClientSize().x;
    if (width < FromDIP(60)) return;
    bool changed = false;
    for (const OptionLabel& o : m_optionLabels) {
        wxControl* c = o.control;
        const wxString wrapped = WrapLabel(
            o.text, width - o.padding, [c](const wxString& t) { return c->GetTextExtent(t).x; });
        if (wrapped == c->GetLabel()) continue;
        c->SetLabel(wrapped);
        c->InvalidateBestSize();
        changed = true;
    }
    if (!changed) return;
    // The new heights reach the pane after this size event.
    CallAfter([this] {
        Layout();
        if (GetParent()) GetParent()->Layout();
    });
}

void TrainerView::MarkOption(size_t index, bool right) {
    if (index >= m_optionLabels.size()) return;
    OptionLabel& o = m_optionLabels[index];
    const wxString mark = right ? wxString(L"\u2713 ") : wxString(L"\u2717 ");
    if (o.text.StartsWith(wxString(L"\u2713 ")) || o.text.StartsWith(wxString(L"\u2717 ")))
        o.text = o.text.Mid(2);
    o.text = mark + o.text;
    o.control->SetLabel(wxString());  // wrapped again from the new text
    WrapOptionLabels();
}

void TrainerView::KeepLabelWrapped(wxControl* control, const wxString& label) {
    const int padding = control->GetBestSize().x - control->GetTextExtent(label).x;
    m_optionLabels.push_back({control, label, std::max(padding, FromDIP(16)) + FromDIP(4)});
    // No wider than the pane: the label wraps instead.
    control->SetMinSize(wxSize(FromDIP(60), -1));
}

void TrainerView::BuildChoice(wxBoxSizer* sizer) {
    const auto* task = m_session->Task().As<content::ChoiceTask>();
    const std::string lang = Lang();
    const bool multiple = m_session->MultipleChoice();
    for (const content::ChoiceOption& o : task->options) {
        const wxString label = wxString::FromUTF8(o.label.Get(lang));
        const wxString name = "option-" + wxString::FromUTF8(o.id);
        if (multiple) {
            auto* box = new wxCheckBox(m_controls, wxID_ANY, label, wxDefaultPosition,
                                       wxDefaultSize, 0, wxDefaultValidator, name);
            box->SetValue(m_session->Picked().count(o.id) > 0);
            KeepLabelWrapped(box, label);
            const std::string id = o.id;
            box->Bind(wxEVT_CHECKBOX, [this, id](wxCommandEvent&) {
                m_session->Pick(id);
                if (m_onChanged) m_onChanged();
            });
            m_boxes.emplace_back(o.id, box);
            m_answerControls.push_back(box);
            sizer->Add(box, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
        } else {
            const std::string id = o.id;
            const size_t at = m_optionLabels.size();  // KeepLabelWrapped adds it below
            wxButton* b = AddButton(m_controls, sizer, name, [this, id, at] {
                const Position before = m_session->CurrentPosition();
                const Feedback f = m_session->Pick(id);
                // The picked answer keeps a mark, right or wrong, once judged.
                if (f.verdict == Verdict::Correct || f.verdict == Verdict::Wrong)
                    MarkOption(at, f.verdict == Verdict::Correct);
                Apply(f, before);
            });
            b->SetLabel(label);
            sizer->GetItem(b)->SetFlag(wxEXPAND | wxBOTTOM);
            KeepLabelWrapped(b, label);
            m_answerControls.push_back(b);
        }
    }
    if (multiple) {
        wxButton* check = AddButton(m_controls, sizer, "check", [this] {
            const Position before = m_session->CurrentPosition();
            Apply(m_session->CheckChoice(), before);
        });
        check->SetLabel(_("&Check"));
        m_answerControls.push_back(check);
    }
}

void TrainerView::BuildCount(wxBoxSizer* sizer) {
    const auto* task = m_session->Task().As<content::CountTask>();
    const VariantId variant = m_session->GetVariant().id;
    auto* grid = new wxFlexGridSizer(3, FromDIP(6), FromDIP(8));
    auto row = [&](bool asked, const wxString& label, wxWindow* control) {
        auto* mark = new wxStaticText(m_controls, wxID_ANY, wxString(), wxDefaultPosition,
                                      wxSize(FromDIP(16), -1));
        mark->SetFont(mark->GetFont().Bold());
        m_countMarks.push_back(mark);
        if (!asked) {
            control->Hide();
            mark->Hide();
            return;
        }
        grid->Add(new wxStaticText(m_controls, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 0, wxEXPAND);
        grid->Add(mark, 0, wxALIGN_CENTER_VERTICAL);
        m_answerControls.push_back(control);
    };
    m_countKind = new wxChoice(m_controls, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                               0, wxDefaultValidator, "count-kind");
    for (CountKind k : kKinds) m_countKind->Append(CountKindName(k));
    m_countSide = new wxChoice(m_controls, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                               0, wxDefaultValidator, "count-side");
    for (Color c : {Color::White, Color::Black}) m_countSide->Append(SideName(variant, c));
    m_countStart = new wxSpinCtrl(m_controls, wxID_ANY, wxString(), wxDefaultPosition,
                                  wxDefaultSize, wxSP_ARROW_KEYS, 0, 99, 0, "count-start");
    m_countLimit = new wxChoice(m_controls, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                                0, wxDefaultValidator, "count-limit");
    for (int limit : kLimits) m_countLimit->Append(wxString::Format("%d", limit));
    row(task->kind.has_value(), _("Which count?"), m_countKind);
    row(task->side.has_value(), _("Who counts?"), m_countSide);
    row(task->start.has_value(), _("Counting starts at"), m_countStart);
    row(task->limit.has_value(), _("Limit"), m_countLimit);
    grid->AddGrowableCol(1);
    sizer->Add(grid, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    wxButton* check = AddButton(m_controls, sizer, "check", [this] { CheckCount(); });
    check->SetLabel(_("&Check"));
    m_answerControls.push_back(check);
}

void TrainerView::CheckCount() {
    CountAnswer a;
    if (m_countKind->GetSelection() != wxNOT_FOUND) a.kind = kKinds[m_countKind->GetSelection()];
    if (m_countSide->GetSelection() != wxNOT_FOUND)
        a.side = m_countSide->GetSelection() == 0 ? Color::White : Color::Black;
    if (m_countStart->GetValue() > 0) a.start = m_countStart->GetValue();
    if (m_countLimit->GetSelection() != wxNOT_FOUND)
        a.limit = kLimits[m_countLimit->GetSelection()];
    const Position before = m_session->CurrentPosition();
    Feedback f = m_session->AnswerCount(a);
    if (f.verdict != Verdict::None) {
        const CountFieldErrors& e = f.countErrors;
        const bool wrong[] = {e.kind, e.side, e.start, e.limit};
        for (size_t i = 0; i < m_countMarks.size(); ++i) {
            m_countMarks[i]->SetLabel(wrong[i] ? wxString(L"\u2717") : wxString(L"\u2713"));
            m_countMarks[i]->SetForegroundColour(wrong[i] ? wxColour(190, 40, 30)
                                                          : wxColour(30, 120, 60));
        }
    }
    Apply(f, before);
}

bool TrainerView::OnBoardResult(const ClickResult& r) {
    if (!m_session || m_session->Finished()) return false;
    if (r.kind == ClickKind::MoveRequested && m_session->PlaysMoves()) {
        const Position before = m_session->CurrentPosition();
        Apply(m_session->PlayMove(r.move), before);
        return true;
    }
    if (r.kind != ClickKind::Picked) return false;
    if (m_session->Kind() == TaskKind::Range) {
        m_session->ToggleMark(r.from);
        m_board->SetWrong({});
        // "Not quite" was about the marks checked: they changed.
        if (m_feedback && m_feedback->verdict == Verdict::Wrong) {
            m_feedback.reset();
            UpdateTexts();
        }
        if (m_onChanged) m_onChanged();
        return true;
    }
    if (m_session->Kind() == TaskKind::Place && m_palette && m_palette->GetValue()) {
        const Position before = m_session->CurrentPosition();
        Feedback f = m_session->Place(r.from);
        m_board->SetWrong(f.verdict == Verdict::Wrong ? std::vector<Square>{r.from}
                                                      : std::vector<Square>{});
        Apply(f, before);
        return true;
    }
    return false;
}

void TrainerView::Apply(const Feedback& f, const Position& before) {
    if (f.verdict == Verdict::None && f.key.empty()) return;
    m_feedback = f;
    m_board->Animate(f, before);
    ReportIfFinished();
    UpdateControls();
    UpdateTexts();
    if (m_onChanged) m_onChanged();
}

void TrainerView::ReportIfFinished() {
    if (m_session && m_session->Finished() && !m_reported) {
        m_reported = true;
        if (m_onFinished) m_onFinished(*m_session);
    }
}

void TrainerView::TakeHint() {
    if (!m_session || !m_session->NextHint()) return;
    m_board->Refresh();
    UpdateControls();
    UpdateTexts();
    if (m_onChanged) m_onChanged();
}

void TrainerView::RevealAnswer() {
    if (!m_session) return;
    m_answer = m_session->ShowAnswer();
    m_board->ShowAnswer(*m_answer);
    if (m_session->PlaysMoves() && !m_answer->line.empty()) {
        // The line with the replies, from the position on the board, one move at
        // a time: the arrow shows the next move, Next move plays it.
        m_replay = std::make_unique<LineReplay>(m_session->CurrentPosition(), m_answer->line);
        m_board->ShowReplay(m_replay.get());
    }
    UpdateReplay();
    // The answer takes the place of the last wrong try's feedback.
    if (m_feedback && m_feedback->verdict == Verdict::Wrong) m_feedback.reset();
    ReportIfFinished();
    UpdateControls();
    UpdateTexts();
    m_pane->ShowNotesFrom(m_answerOffset);
    if (m_onChanged) m_onChanged();
}

void TrainerView::ReplayForward() {
    if (!m_replay || !m_replay->Forward()) return;
    m_board->Refresh();
    UpdateReplay();
    if (m_onChanged) m_onChanged();
}

void TrainerView::ReplayBack() {
    if (!m_replay || !m_replay->Back()) return;
    m_board->Refresh();
    UpdateReplay();
    if (m_onChanged) m_onChanged();
}

wxString TrainerView::ReplayText() const {
    return m_replayLine;
}

void TrainerView::UpdateReplay() {
    const bool shown = m_replay != nullptr;
    if (!shown) m_replayLine.clear();
    if (shown) {
        const VariantId variant = m_session->GetVariant().id;
        wxString text;
        if (const std::optional<chatur::Move> last = m_replay->LastMove()) {
            const wxString move =
                MoveLabel(variant, m_replay->Before().PieceAt(last->From()), *last);
            text = m_replay->LastMoveBy(m_session->SolverSide())
                       // TRANSLATORS: stepping through a shown solution: "Move 1 of 3: Ma
                       // b5–c7, your move."
                       ? wxString::Format(_("Move %d of %d: %s, your move."), int(m_replay->Step()),
                                          int(m_replay->Size()), move)
                       // TRANSLATORS: the opponent's reply in a shown solution.
                       : wxString::Format(_("Move %d of %d: %s, the reply."), int(m_replay->Step()),
                                          int(m_replay->Size()), move);
        } else {
            // TRANSLATORS: before the first move of a shown solution; %d is its length.
            text = wxString::Format(wxPLURAL("The solution has %d move: the arrow shows it.",
                                             "The solution has %d moves: the arrow shows the "
                                             "first.",
                                             int(m_replay->Size())),
                                    int(m_replay->Size()));
        }
        if (text != m_replayLine) {
            m_replayLine = text;
            m_replayText->SetLabel(text);
            m_replayText->Wrap(std::max(GetClientSize().x, FromDIP(200)));
        }
        m_replayBack->Enable(!m_replay->AtStart());
        m_replayNext->Enable(!m_replay->AtEnd());
    }
    if (m_replayRow->IsShown() != shown || shown) {
        m_replayRow->Show(shown);
        Layout();
        if (GetParent()) GetParent()->Layout();
    }
}

void TrainerView::RetryTask() {
    if (!m_session) return;
    m_session->Retry();
    SetSession(m_session, m_setup);
    if (m_onChanged) m_onChanged();
}

void TrainerView::UpdateControls() {
    const bool open = m_session && !m_session->Finished() && !m_session->AwaitsTables();
    for (wxWindow* w : m_answerControls) w->Enable(open);
    m_hint->Enable(open && m_session->HasMoreHints());
    m_showAnswer->Enable(open);
    m_retry->Enable(m_session && (m_session->Finished() || m_session->Mistakes() > 0 ||
                                  m_session->HintsUsed() > 0 || m_session->LastMove()));
}

void TrainerView::UpdateTexts() {
    if (!m_session) return;
    const std::string lang = Lang();
    if (!m_tableStatus.empty())
        m_pane->SetFeedback(m_tableStatus, FeedbackKind::Neutral);
    else if (m_session->Finished() && !m_outcome.empty())
        m_pane->SetFeedback(m_outcome, m_outcomeKind);
    else if (m_feedback)
        m_pane->SetFeedback(FeedbackText(*m_feedback, *m_session, lang),
                            KindOf(m_feedback->verdict));
    else
        m_pane->SetFeedback(wxString());
    wxString notes;
    int n = 0;
    for (const HintView& h : m_session->UsedHints()) {
        wxString text = HintText(h, *m_session, lang);
        if (text.empty()) continue;
        // TRANSLATORS: numbered hints in the text pane: "Hint 1: ..."
        notes << (notes.empty() ? "" : "\n\n") << wxString::Format(_("Hint %d: %s"), ++n, text);
    }
    if (m_answer) {
        notes << (notes.empty() ? "" : "\n\n");
        m_answerOffset = notes.length();
        notes << AnswerText(*m_answer, *m_session, lang);
    } else if (m_session->Solved()) {
        wxString why = wxString::FromUTF8(m_session->Item().explanation.Get(lang));
        if (!why.empty()) notes << (notes.empty() ? "" : "\n\n") << why;
    }
    if (m_session->Finished()) {
        notes << (notes.empty() ? "" : "\n\n") << ResultText(m_session->AttemptOutcome());
        // Once it is over (never before: it would give the answer away), what the
        // endgame tables say about the start position, if it is in one at hand.
        const wxString table = TablebaseVerdictText(m_tables.get(), m_session->Item().position);
        if (!table.empty()) notes << "\n\n" << table;
    }
    m_pane->SetNotes(notes);
}

}  // namespace chatur::gui
