#include "gui/drill_frame.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/gauge.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/translation.h>

#include <chrono>

#include "core/notation/coord.h"
#include "gui/accessible_name.h"
#include "gui/board_view.h"
#include "gui/close_keys.h"
#include "gui/tablebase_text.h"
#include "gui/text_board_panel.h"
#include "gui/text_pane.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

using tablebase::Difficulty;
using tablebase::DrillState;

// A core phrase (an English template and its values) in the UI language.
wxString PhraseText(const content::Phrase& phrase) {
    return wxString::FromUTF8(content::Render(phrase, [](const std::string& english) {
        return wxGetTranslation(wxString::FromUTF8(english)).utf8_string();
    }));
}

wxString StarsText(int stars) {
    wxString s;
    for (int i = 0; i < 3; ++i)
        s += i < stars ? wxString::FromUTF8("\xE2\x98\x85") : wxString::FromUTF8("\xE2\x98\x86");
    return s;
}

wxString DifficultyName(Difficulty d) {
    switch (d) {
        case Difficulty::Easy:
            return _("Short mates");
        case Difficulty::Medium:
            return _("Medium mates");
        case Difficulty::Hard:
            return _("Long mates");
    }
    return wxString();
}

}  // namespace

DrillFrame::DrillFrame(wxWindow* parent, std::shared_ptr<tablebase::Tablebase> tables,
                       const BoardLook& look, VariantId variant, bool fixedSeeds)
    : wxFrame(parent, wxID_ANY, wxString(), wxDefaultPosition, wxSize(1200, 780),
              wxDEFAULT_FRAME_STYLE, "endgame-drills"),
      m_look(look),
      m_variant(variant),
      m_fixedSeeds(fixedSeeds),
      m_session(std::move(tables)),
      m_prepare(this),
      m_reply(this, wxWindow::NewControlId()) {
    auto* root = new wxPanel(this);
    auto* columns = new wxBoxSizer(wxHORIZONTAL);

    // Left: the game, its endings, the goal of the selected one, the difficulty.
    auto* left = new wxBoxSizer(wxVERTICAL);
    m_game = new wxChoice(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                          wxDefaultValidator, "game");
    m_endings = new wxListBox(root, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(260, 240)), 0,
                              nullptr, wxLB_SINGLE, wxDefaultValidator, "endings");
    m_difficultyLabel = new wxStaticText(root, wxID_ANY, wxString());
    m_difficulty = new wxChoice(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                wxDefaultValidator, "difficulty");
    m_newPosition = new wxButton(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                 wxDefaultValidator, "new-position");
    left->Add(m_game, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    left->Add(m_endings, 1, wxEXPAND | wxBOTTOM, FromDIP(10));
    left->Add(m_difficultyLabel, 0, wxBOTTOM, FromDIP(2));
    left->Add(m_difficulty, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    left->Add(m_newPosition, 0, wxEXPAND);

    // Centre: the board, the status line (the count) and the progress of a table.
    auto* centre = new wxBoxSizer(wxVERTICAL);
    m_board = new BoardView(root);
    m_board->SetLook(look);
    m_board->SetAccessibleHint([] {
        // TRANSLATORS: the end of the drills board's description for screen readers.
        return _(
            "The text board under it reads the board; View > Text board in the main window "
            "shows it.");
    });
    m_status = new wxStaticText(root, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                wxST_NO_AUTORESIZE, "status");
    m_gauge = new wxGauge(root, wxID_ANY, 100, wxDefaultPosition, wxDefaultSize,
                          wxGA_HORIZONTAL | wxGA_SMOOTH);
    centre->Add(m_board, 1, wxEXPAND);
    centre->Add(m_status, 0, wxEXPAND | wxTOP, FromDIP(6));
    centre->Add(m_gauge, 0, wxEXPAND | wxTOP, FromDIP(4));
    m_textBoard = new TextBoardPanel(root, m_board);
    m_textBoard->Hide();
    centre->Add(m_textBoard, 0, wxEXPAND | wxTOP, FromDIP(6));

    // Right: the text pane with the drill's buttons.
    m_pane = new TextPane(root);
    m_stars = new wxStaticText(m_pane, wxID_ANY, wxString());
    wxFont big = m_stars->GetFont();
    big.SetPointSize(big.GetPointSize() * 2);
    m_stars->SetFont(big);
    m_stars->SetForegroundColour(wxColour(200, 150, 20));
    m_bestMove = new wxButton(m_pane, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, "best-move");
    m_tryAgain = new wxButton(m_pane, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, "try-again");
    m_giveUp = new wxButton(m_pane, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, "give-up");
    m_pane->ExtraSizer()->Add(m_stars, 0, wxALIGN_CENTER_HORIZONTAL | wxBOTTOM, FromDIP(6));
    m_pane->ExtraSizer()->Add(m_bestMove, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(m_tryAgain, 1, wxRIGHT, FromDIP(4));
    row->Add(m_giveUp, 1);
    m_pane->ExtraSizer()->Add(row, 0, wxEXPAND);
    m_close = NewCloseButton(m_pane, this);
    m_pane->FooterSizer()->Add(m_close, 0, wxALIGN_RIGHT);

    columns->Add(left, 0, wxEXPAND | wxALL, FromDIP(8));
    columns->Add(centre, 1, wxEXPAND | wxTOP | wxBOTTOM, FromDIP(8));
    columns->Add(m_pane, 0, wxEXPAND | wxALL, FromDIP(8));
    m_pane->SetMinSize(FromDIP(wxSize(320, -1)));
    root->SetSizer(columns);
    CloseWithEscapeAndCtrlW(this);

    m_board->Interaction().SetMode(InteractionMode::Locked);
    m_board->SetResultHandler([this](const ClickResult& r) {
        if (r.kind == ClickKind::MoveRequested) {
            PlayLearnerMove(r.move);
        } else if (r.kind == ClickKind::Illegal) {
            m_review = ExplanationText(r.reason, m_variant);
            m_reviewGood = false;
            ShowTexts();
        }
    });
    m_game->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_variant = m_game->GetSelection() == 1 ? VariantId::Xiangqi : VariantId::Makruk;
        FillEndings();
        NewPosition();
    });
    m_endings->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { NewPosition(); });
    m_difficulty->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { NewPosition(); });
    m_newPosition->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { NewPosition(); });
    m_bestMove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ShowBestMove(); });
    m_tryAgain->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { TryAgain(); });
    m_giveUp->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { GiveUp(); });
    Bind(
        wxEVT_TIMER, [this](wxTimerEvent&) { DefenderReplies(); }, m_reply.GetId());

    Relabel();
    m_game->SetSelection(variant == VariantId::Xiangqi ? 1 : 0);
    m_difficulty->SetSelection(0);
    FillEndings();
    NewPosition();
}

DrillFrame::~DrillFrame() {
    m_reply.Stop();
    // m_prepare's destructor stops a table being made and waits for it.
}

void DrillFrame::Relabel() {
    SetTitle(_("Endgame drills"));
    const int game = m_game->GetSelection(), difficulty = m_difficulty->GetSelection();
    m_game->Clear();
    m_game->Append(VariantName(VariantId::Makruk));
    m_game->Append(VariantName(VariantId::Xiangqi));
    m_game->SetSelection(game);
    m_difficulty->Clear();
    for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        m_difficulty->Append(DifficultyName(d));
    m_difficulty->SetSelection(difficulty);
    m_difficultyLabel->SetLabel(_("Difficulty:"));
    m_newPosition->SetLabel(_("&New position"));
    m_bestMove->SetLabel(_("&Show the best move"));
    m_tryAgain->SetLabel(_("&Try again"));
    m_giveUp->SetLabel(_("&Give up"));
    RelabelCloseButton(m_close);
    m_textBoard->Relabel();
    if (m_endings->GetCount() > 0) FillEndings();
    UpdateStatus();
    ShowTexts();
}

void DrillFrame::FillEndings() {
    const int selected = std::max(0, m_endings->GetSelection());
    m_endings->Clear();
    for (const tablebase::Ending* e : tablebase::ClassicEndings(m_variant))
        m_endings->Append(PhraseText(e->title));
    m_endings->SetSelection(std::min(selected, int(m_endings->GetCount()) - 1));
}

const tablebase::Ending* DrillFrame::SelectedEnding() const {
    auto endings = tablebase::ClassicEndings(m_variant);
    const int i = m_endings->GetSelection();
    return i >= 0 && size_t(i) < endings.size() ? endings[size_t(i)] : nullptr;
}

bool DrillFrame::SelectEnding(const std::string& id) {
    const tablebase::Ending* e = tablebase::FindEnding(id);
    if (!e) return false;
    if (e->variant != m_variant) {
        m_variant = e->variant;
        m_game->SetSelection(m_variant == VariantId::Xiangqi ? 1 : 0);
        FillEndings();
    }
    auto endings = tablebase::ClassicEndings(m_variant);
    for (size_t i = 0; i < endings.size(); ++i)
        if (endings[i] == e) m_endings->SetSelection(int(i));
    NewPosition();
    return true;
}

void DrillFrame::SetDifficulty(Difficulty difficulty) {
    m_difficulty->SetSelection(int(difficulty));
    NewPosition();
}

void DrillFrame::NewPosition() {
    const tablebase::Ending* ending = SelectedEnding();
    if (!ending) return;
    m_prepare.Cancel();
    m_reply.Stop();
    m_session.Clear();
    m_review.clear();
    m_bestMoveText.clear();
    m_moveVerdicts.clear();
    const uint64_t seed =
        m_fixedSeeds ? m_seedCounter++
                     : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
    const auto difficulty = Difficulty(std::max(0, m_difficulty->GetSelection()));
    m_prepare.Start(
        [this, ending, difficulty, seed](const BackgroundJob::Context& job) {
            tablebase::Access access;
            access.stop = job.stop;
            access.progress = [onGui = job.onGui, this](const tablebase::Material& table,
                                                        double f) {
                onGui([this, table, f] { OnTableProgress(table, f); });
            };
            return m_session.Prepare(*ending, difficulty, seed, access);
        },
        [this, ending](const tablebase::StartPick& pick) { OnPrepared(ending, pick); });
    m_board->Interaction().SetMode(InteractionMode::Locked);
    // The last drill's position goes while the new one is prepared.
    m_board->SetAnnotations({});
    m_board->SetPosition(Position(GetVariant(ending->variant)), std::nullopt);
    m_gauge->SetValue(0);
    m_gauge->Show();
    m_gauge->Pulse();
    SetStatus(_("Preparing the endgame table..."));
    // A screen reader names the bar, not only its percentage.
    SetAccessibleName(m_gauge, _("Preparing the endgame table..."));
    ShowTexts();
    UpdateButtons();
    Layout();
}

void DrillFrame::OnTableProgress(const tablebase::Material& table, double fraction) {
    m_gauge->SetValue(int(fraction * 100));
    SetStatus(TableProgressText(table, fraction));
}

void DrillFrame::SetStatus(const wxString& text) {
    if (m_statusText == text) return;
    m_statusText = text;
    m_status->SetLabel(text);
    // The label does not resize itself: one line or two (the count, a long
    // table's name in Thai or German), never cut off under the board.
    m_status->Wrap(m_status->GetSize().x > 0 ? m_status->GetSize().x : -1);
    m_status->InvalidateBestSize();
    m_status->GetParent()->Layout();
}

void DrillFrame::OnPrepared(const tablebase::Ending* ending, const tablebase::StartPick& pick) {
    m_gauge->Hide();
    if (pick.start) {
        m_session.Begin(*ending, *pick.start);
        m_board->Interaction().SetUserSide(m_session.Current()->Learner());
        ShowPosition(std::nullopt);
    } else {
        SetStatus(!pick.error ? _("No start position of this ending at this difficulty.")
                              : wxString::Format(_("The endgame table could not be made: %s"),
                                                 wxString::FromUTF8(pick.error->message)));
        UpdateButtons();
    }
    Layout();
}

void DrillFrame::TryAgain() {
    if (!m_session.CanRestart() || m_prepare.Running()) return;
    m_reply.Stop();
    m_session.Restart();
    m_review.clear();
    m_bestMoveText.clear();
    m_moveVerdicts.clear();
    ShowPosition(std::nullopt);
}

void DrillFrame::GiveUp() {
    if (!m_session.Active()) return;
    m_session.GiveUp();
    ShowPosition(std::nullopt);
}

void DrillFrame::PlayLearnerMove(chatur::Move move) {
    if (!m_session.Active()) return;
    const Position before = m_session.GetPosition();
    std::optional<tablebase::MoveReview> review = m_session.PlayLearnerMove(move);
    if (!review) return;
    // The moves as the lessons word them: the piece and its squares ("Rua h1–b1").
    m_review = PhraseText(tablebase::ExplainMove(before.GetVariant(), *review, [&](chatur::Move m) {
        return MoveLabel(before.GetVariant().id, before.PieceAt(m.From()), m).utf8_string();
    }));
    m_reviewGood = review->IsBest();
    m_bestMoveText.clear();
    m_moveVerdicts.push_back(m_review);
    ShowPosition(move);
    if (m_session.Playing()) {
        // The reply comes after the learner's move has been seen to land.
        m_board->Interaction().SetMode(InteractionMode::Locked);
        m_reply.StartOnce(m_board->Animates() ? 400 : 1);
    }
}

void DrillFrame::PlayBestMove() {
    if (auto best = m_session.BestMove()) PlayLearnerMove(best->first);
}

void DrillFrame::DefenderReplies() {
    std::optional<chatur::Move> reply = m_session.DefenderReplies();
    if (reply) ShowPosition(reply);
}

void DrillFrame::ShowBestMove() {
    auto best = m_session.BestMove();
    if (!best) return;
    // The move as the lessons word it: the piece and its squares ("Rua d6–c5").
    const Position& pos = m_session.GetPosition();
    m_bestMoveText = wxString::Format(
        _("Best move: %s, mate in %d."),
        MoveLabel(pos.GetVariant().id, pos.PieceAt(best->first.From()), best->first), best->second);
    BoardAnnotations notes;
    notes.hintArrows.push_back({best->first.From(), best->first.To()});
    m_board->SetAnnotations(notes);
    ShowTexts();
}

void DrillFrame::ShowPosition(std::optional<chatur::Move> lastMove) {
    if (!m_session.Active()) return;
    m_board->SetAnnotations({});
    m_board->SetPosition(m_session.GetPosition(), lastMove, lastMove.has_value());
    m_board->Interaction().SetMode(m_session.LearnerToMove() ? InteractionMode::Play
                                                             : InteractionMode::Locked);
    UpdateStatus();
    ShowTexts();
    UpdateButtons();
}

void DrillFrame::ShowTexts() {
    const tablebase::Ending* ending = SelectedEnding();
    if (!ending) return;
    // The goal goes into the body: a subtitle is not broken between Thai words.
    wxString body = PhraseText(ending->goal) + "\n\n";
    const tablebase::Drill* drill = m_session.Current();
    if (drill) {
        body += wxString::Format(_("Par: mate in %d."), drill->Par()) + "\n" +
                wxString::Format(_("Your moves: %d."), drill->LearnerMoves()) + "\n\n" +
                _("You play the stronger side; the computer defends perfectly, with the "
                  "longest resistance the endgame table knows.");
    } else {
        body += _("Preparing a start position...");
    }
    m_pane->SetContent(PhraseText(ending->title),
                       DifficultyName(Difficulty(std::max(0, m_difficulty->GetSelection()))), body);
    if (drill && m_session.State() != DrillState::Playing) {
        const bool won = m_session.State() == DrillState::Won;
        m_stars->SetLabel(StarsText(m_session.Stars()));
        wxString text = PhraseText(m_session.Summary());
        if (!m_review.empty()) text = m_review + "\n" + text;
        m_pane->SetFeedback(text, won ? FeedbackKind::Good : FeedbackKind::Problem);
    } else {
        m_stars->SetLabel(wxString());
        m_pane->SetFeedback(m_review, m_review.empty() ? FeedbackKind::Neutral
                                      : m_reviewGood   ? FeedbackKind::Good
                                                       : FeedbackKind::Problem);
    }
    wxString notes = m_bestMoveText;
    if (drill && m_session.State() != DrillState::Playing && !m_moveVerdicts.empty()) {
        // Over: every move's verdict, not only the last one (ux-review L5).
        // TRANSLATORS: heading of the list of the learner's moves at the end of a drill.
        notes << (notes.empty() ? "" : "\n\n") << _("Your moves, one by one:");
        for (size_t i = 0; i < m_moveVerdicts.size(); ++i)
            notes << "\n" << wxString::Format("%zu. %s", i + 1, m_moveVerdicts[i]);
    }
    m_pane->SetNotes(notes);
    m_pane->Layout();
}

void DrillFrame::UpdateStatus() {
    if (!m_session.Active()) return;  // the progress of a table is shown instead
    SetStatus(PositionStateText(StateOf(m_session.Current()->GetGame())));
    m_textBoard->Follow(m_statusText);
}

void DrillFrame::ShowTextBoard(bool show) {
    m_textBoard->Show(show);
    m_board->GetParent()->Layout();
    if (show) m_textBoard->FocusCommandLine();
}

wxString DrillFrame::StarsLabel() const {
    return m_stars->GetLabel();
}

wxString DrillFrame::StatusLine() const {
    return m_statusText;
}

void DrillFrame::UpdateButtons() {
    m_bestMove->Enable(m_session.LearnerToMove());
    m_giveUp->Enable(m_session.Playing());
    m_tryAgain->Enable(m_session.CanRestart() && !m_prepare.Running());
}

}  // namespace chatur::gui
