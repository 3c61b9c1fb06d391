// PlayPanel (see play_panel.h): the user's actions, the status line and the texts.
#include <wx/activityindicator.h>
#include <wx/button.h>
#include <wx/clipbrd.h>
#include <wx/datetime.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/stattext.h>
#include <wx/tglbtn.h>
#include <wx/utils.h>

#include "core/notation/game_fen.h"
#include "core/platform/atomic_file.h"
#include "core/play/computer_opponent.h"
#include "gui/play_panel.h"
#include "gui/ui_text.h"

namespace chatur::gui {

bool PlayPanel::CanTakeBack() const {
    return m_session && m_session->CanTakeBack();
}

bool PlayPanel::CanStartCount() const {
    return UsersTurn() && m_session->GetGame().GetCountStatus().canStart;
}

bool PlayPanel::CanStopCount() const {
    return UsersTurn() && m_session->GetGame().GetCountStatus().canStop;
}

bool PlayPanel::CanClaimDraw() const {
    return UsersTurn() && m_session->GetGame().CanClaimDraw();
}

void PlayPanel::TakeBack() {
    if (!CanTakeBack()) return;
    StopThinking();  // a running search is for a position that goes away
    m_session->TakeBack();
    m_drawOffered = false;
    if (m_clock && !m_session->IsOver() && m_active)
        m_clock->Start(m_session->GetGame().SideToMove(), Now());
    Note(wxString());
    AfterAction(false);
}

void PlayPanel::StartCount() {
    if (CanStartCount() && Do(GameAction::CountStart)) AfterAction(false);
}

void PlayPanel::StopCount() {
    if (CanStopCount() && Do(GameAction::CountStop)) AfterAction(false);
}

void PlayPanel::Resign() {
    if (CanResign() && Do(GameAction::Resign)) AfterAction(false);
}

void PlayPanel::OfferDraw() {
    if (!CanOfferDraw()) return;
    if (!m_session->ComputerSide()) {
        m_drawOffered = true;  // the friend answers with Accept / Decline
        UpdateControls();
        Changed();
        return;
    }
    if (!ComputerAcceptsDraw(m_session->GetGame(), *m_session->ComputerSide(), m_lastScore)) {
        Note(_("The computer declines the draw: it thinks it stands better."));
        return;
    }
    if (Do(GameAction::AgreeDraw)) {
        Note(_("The computer accepts the draw."));
        AfterAction(false);
    }
}

void PlayPanel::AnswerDraw(bool accept) {
    if (!m_drawOffered) return;
    m_drawOffered = false;
    if (accept && Do(GameAction::AgreeDraw)) {
        AfterAction(false);
        return;
    }
    Note(_("The draw offer was declined."));
    UpdateControls();
    Changed();
}

void PlayPanel::ClaimDraw() {
    if (CanClaimDraw() && Do(GameAction::ClaimDraw)) AfterAction(false);
}

void PlayPanel::CopyFen() {
    if (!m_session) return;
    const wxString fen = wxString::FromUTF8(GameFen(m_session->GetGame()));
    if (wxTheClipboard->Open()) {
        wxTheClipboard->SetData(new wxTextDataObject(fen));
        wxTheClipboard->Close();
        // TRANSLATORS: %s is the position in FEN.
        Note(wxString::Format(_("FEN copied: %s"), fen));
    } else {
        Note(_("The clipboard cannot be used right now."), true);
    }
}

std::string PlayPanel::Pgn() const {
    if (!m_session) return std::string();
    PgnTags tags;
    tags.date = wxDateTime::Now().Format("%Y.%m.%d").utf8_string();
    if (auto computer = m_session->ComputerSide()) {
        wxString user = wxGetUserName();
        if (user.empty()) user = wxGetUserId();
        std::string name = "Chatur (" + std::string(LevelKey(m_session->Setup().level)) + ")";
        if (m_session->Setup().opponent == Opponent::Engine)
            name = m_engineName.empty() ? "External engine" : m_engineName;
        (*computer == Color::White ? tags.white : tags.black) = name;
        (*computer == Color::White ? tags.black : tags.white) = user.utf8_string();
    }
    return ToPgn(*m_session, tags);
}

bool PlayPanel::ExportPgn(const wxString& path, wxString* error) const {
    if (auto e = platform::WriteFileAtomically(path.utf8_string(), Pgn(), false)) {
        if (error) *error = wxString::FromUTF8(e->message);
        return false;
    }
    return true;
}

void PlayPanel::ExportPgnWithDialog() {
    if (!m_session) return;
    wxFileDialog dialog(this, _("Export the game as PGN"), wxString(), "chatur-game.pgn",
                        _("PGN files (*.pgn)|*.pgn|All files|*"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    wxString error;
    if (ExportPgn(dialog.GetPath(), &error))
        Note(wxString::Format(_("Game saved as %s"), dialog.GetPath()));
    else
        Note(wxString::Format(_("The game could not be exported (%s)."), error), true);
}

wxString PlayPanel::StatusLine() const {
    if (!m_session) return wxString();
    // TRANSLATORS: added to the status line while a friend's draw offer waits.
    const wxString offer =
        m_drawOffered && !m_session->IsOver() ? _("A draw is offered") : wxString();
    return PositionStateText(StateOf(m_session->GetGame()), offer);
}

wxString PlayPanel::ClockLine(Color side) const {
    if (!m_clock || !m_session) return wxString();
    const VariantId variant = m_session->GetGame().GetVariant().id;
    return SideName(variant, side) + ": " + ClockText(m_clock->Read(side, Now()));
}

void PlayPanel::Relabel() {
    // TRANSLATORS: buttons of a game in play mode.
    m_resign->SetLabel(_("&Resign"));
    m_offerDraw->SetLabel(_("Offer &draw"));
    m_claimDraw->SetLabel(_("C&laim draw"));
    m_claimDraw->SetToolTip(_("Threefold repetition: in these rules the draw must be claimed"));
    m_copyFen->SetLabel(_("&Copy FEN"));
    m_exportPgn->SetLabel(_("Export &PGN..."));
    m_reviewGame->SetLabel(_("Re&view this game"));
    m_accept->SetLabel(_("&Accept draw"));
    m_decline->SetLabel(_("D&ecline"));
    // TRANSLATORS: a toggle button of play mode: show an engine's score and best line.
    m_analyse->SetLabel(_("Anal&yse"));
    m_analyse->SetToolTip(
        _("Show the score and the best line for the position on the board "
          "(the external engine of Preferences, or Chatur's own)"));
    if (m_session) ShowTexts();
    UpdateControls();
}

void PlayPanel::ShowTexts() {
    if (!m_session) return;
    const GameSetup& setup = m_session->Setup();
    const Game& game = m_session->GetGame();
    const VariantId variant = setup.variant;
    const bool computer = setup.opponent != Opponent::Friend;
    const bool engine = setup.opponent == Opponent::Engine && !m_engineError;
    // TRANSLATORS: titles of play mode; %s is the game's name (Makruk, Xiangqi).
    const wxString title =
        computer ? wxString::Format(_("%s against the computer"), VariantName(variant))
                 : wxString::Format(_("%s for two players"), VariantName(variant));
    wxString subtitle = ProfileTitle(game.Profile());
    if (engine)
        subtitle << L" \u00b7 "
                 // TRANSLATORS: e.g. "You play Black against Fairy-Stockfish" (a side, an
                 // engine's name, or "the external engine" before it has answered).
                 << wxString::Format(_("You play %s against %s"),
                                     SideName(variant, setup.humanSide),
                                     m_engineName.empty() ? _("the external engine")
                                                          : wxString::FromUTF8(m_engineName));
    else if (computer)
        subtitle << L" \u00b7 "
                 // TRANSLATORS: e.g. "You play Black, level Easy" (a side, a level).
                 << wxString::Format(_("You play %s, level %s"), SideName(variant, setup.humanSide),
                                     LevelName(setup.level));
    wxString body = computer ? _("Make your move on the board and the computer answers. Undo "
                                 "(Ctrl+Z) takes back its reply and your last move.")
                             : _("Take turns on this board. Undo (Ctrl+Z) takes back the last "
                                 "move.");
    if (game.Profile().counting == CountingRule::Declared)
        body << "\n\n"
             << _("In an ending without Bia the count is shown under the board; Start count "
                  "appears when you may declare the board's honour count.");
    SetContent(title, subtitle, body);

    wxString result;
    FeedbackKind kind = FeedbackKind::Neutral;
    if (m_session->IsOver()) {
        result = SessionOutcomeText(*m_session);
        const Result r = m_session->FinalResult();
        if (computer && r != Result::Draw) {
            const bool won = r == WinFor(setup.humanSide);
            result << "\n" << (won ? _("You won. Well played!") : _("The computer won this game."));
            kind = won ? FeedbackKind::Good : FeedbackKind::Problem;
        }
    }
    SetFeedback(result, kind);

    const wxString moves = MoveListText(*m_session);
    // TRANSLATORS: the heading of the move list in the pane.
    SetNotes(moves.empty() ? wxString() : _("Moves:") + "\n" + moves);
}

void PlayPanel::UpdateClocks() {
    const bool clock = m_session && m_clock;
    for (int i = 0; i < 2; ++i) {
        const Color side = Color(i);
        m_clockLabels[i]->Show(clock);
        if (!clock) continue;
        m_clockLabels[i]->SetLabelText(ClockLine(side));
        const bool running = m_clock->RunningSide() == side;
        m_clockLabels[i]->SetForegroundColour(running ? wxColour(30, 30, 30)
                                                      : wxColour(140, 130, 120));
    }
}

void PlayPanel::UpdateControls() {
    const bool game = m_session.has_value();
    UpdateClocks();
    const bool thinking = Thinking();
    m_spinner->Show(thinking);
    m_thinking->Show(thinking);
    // TRANSLATORS: shown beside a spinner while the computer (or an external engine)
    // chooses its move.
    m_thinking->SetLabelText(m_uci ? _("The engine is thinking...")
                                   : _("The computer is thinking..."));
    m_analyse->Enable(game);
    m_analysisText->Show(m_analysisOn);
    if (thinking)
        m_spinner->Start();
    else
        m_spinner->Stop();
    if (m_drawOffered) {
        const Color by = m_session->GetGame().SideToMove();
        const VariantId variant = m_session->GetGame().GetVariant().id;
        // TRANSLATORS: a draw offer between two players on one device, e.g. "White offers
        // a draw. Black, do you accept?"
        m_offerText->SetLabelText(wxString::Format(_("%s offers a draw. %s, do you accept?"),
                                                   SideName(variant, by), SideName(variant, ~by)));
    }
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_offerText, m_accept, m_decline})
        w->Show(m_drawOffered);
    m_resign->Enable(CanResign());
    m_offerDraw->Enable(CanOfferDraw());
    m_claimDraw->Show(game &&
                      m_session->GetGame().Profile().repetition == RepetitionRule::DrawOnClaim);
    m_claimDraw->Enable(CanClaimDraw());
    m_copyFen->Enable(game);
    m_exportPgn->Enable(game);
    m_reviewGame->Show(game && m_session->IsOver() && !m_session->GetGame().Moves().empty());
    Layout();
}

}  // namespace chatur::gui
