#include "gui/text_board_panel.h"

#include <wx/button.h>
#include <wx/control.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <variant>

#include "core/trainer/text_command.h"
#include "gui/accessible_name.h"
#include "gui/board_view.h"
#include "gui/text_board_text.h"
#include "gui/text_pane.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

// The first line of the status line says whose move it is (or the outcome);
// the lines after it, the count.
wxString TurnPart(const wxString& status) {
    return status.BeforeFirst('\n');
}
wxString CountPart(const wxString& status) {
    return status.Contains('\n') ? status.AfterFirst('\n') : wxString();
}

// The window named `name` shown on screen under `window` (the task's Hint
// button, a game's clocks), if any: the text board acts on what is on screen.
wxWindow* ShownWindowNamed(wxWindow* window, const wxString& name) {
    for (wxWindow* child : window->GetChildren()) {
        if (!child->IsShown()) continue;
        if (child->GetName() == name && child->IsShownOnScreen()) return child;
        if (wxWindow* found = ShownWindowNamed(child, name)) return found;
    }
    return nullptr;
}

// The labels of the answers a choice task shows on screen (its buttons or
// check boxes, named "option-..."), in their order.
void ShownOptionLabels(wxWindow* window, std::vector<wxString>& labels) {
    for (wxWindow* child : window->GetChildren()) {
        if (!child->IsShown()) continue;
        if (child->GetName().StartsWith("option-") && child->IsShownOnScreen()) {
            wxString label = child->GetLabel();
            label.Replace("\n", " ");  // wrapped to the pane's width
            // An answer judged carries a tick or a cross; the answers stay the same.
            if (label.StartsWith(wxString(L"\u2713 ")) || label.StartsWith(wxString(L"\u2717 ")))
                label = label.Mid(2);
            labels.push_back(wxControl::RemoveMnemonics(label));
        }
        ShownOptionLabels(child, labels);
    }
}

}  // namespace

TextBoardPanel::TextBoardPanel(wxWindow* parent, BoardView* board, CommandContext context)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTAB_TRAVERSAL, "text-board"),
      m_board(board),
      m_context(context) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    // Each label is created right before its control: screen readers on GTK and
    // Windows take the label that precedes a control as its name.
    m_positionLabel = new wxStaticText(this, wxID_ANY, wxString());
    m_position =
        new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, FromDIP(wxSize(-1, 110)),
                       wxTE_MULTILINE | wxTE_READONLY, wxDefaultValidator, "text-board-position");
    m_commandLabel = new wxStaticText(this, wxID_ANY, wxString());
    m_command = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                               wxTE_PROCESS_ENTER, wxDefaultValidator, "text-board-command");
    m_announcementLabel = new wxStaticText(this, wxID_ANY, wxString());
    m_announcement = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition,
                                    FromDIP(wxSize(-1, 60)), wxTE_MULTILINE | wxTE_READONLY,
                                    wxDefaultValidator, "text-board-announcement");
    auto* commandRow = new wxBoxSizer(wxHORIZONTAL);
    commandRow->Add(m_commandLabel, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    commandRow->Add(m_command, 1, wxEXPAND);
    sizer->Add(m_positionLabel, 0, wxBOTTOM, FromDIP(2));
    sizer->Add(m_position, 1, wxEXPAND | wxBOTTOM, FromDIP(6));
    sizer->Add(commandRow, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    sizer->Add(m_announcementLabel, 0, wxBOTTOM, FromDIP(2));
    sizer->Add(m_announcement, 0, wxEXPAND);
    SetSizer(sizer);
    m_command->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) {
        const wxString line = m_command->GetValue();
        m_command->Clear();
        RunCommand(line);
    });
    // What was spoken through a control's description is not read again when
    // the focus comes back to it (Flush).
    for (wxTextCtrl* control : {m_position, m_command, m_announcement})
        control->Bind(wxEVT_KILL_FOCUS, [control](wxFocusEvent& e) {
            ForgetSpokenDescription(control);
            e.Skip();
        });
    // The frame's text panes say what happens (feedback, a hint, a new step);
    // the binding ends with this panel.
    wxGetTopLevelParent(this)->Bind(EVT_PANE_SPOKEN, &TextBoardPanel::OnPaneSpoken, this);
    Relabel();
}

void TextBoardPanel::OnPaneSpoken(wxCommandEvent& event) {
    event.Skip();
    // Nothing is spoken while the window is being built: every pane is given its
    // first text then, and the list would bury what the learner opens.
    if (!wxGetTopLevelParent(this)->IsShown()) return;
    Announce(event.GetString(), dynamic_cast<wxWindow*>(event.GetEventObject()));
}

void TextBoardPanel::Relabel() {
    m_positionLabel->SetLabel(_("Position"));
    // TRANSLATORS: the label of the text board's command line (Alt+C goes to it).
    m_commandLabel->SetLabel(_("&Command:"));
    m_announcementLabel->SetLabel(_("Announcement"));
    NameAfterLabel(m_position, m_positionLabel);
    NameAfterLabel(m_command, m_commandLabel);
    NameAfterLabel(m_announcement, m_announcementLabel);
    m_command->SetHint(m_context == CommandContext::Setup
                           // TRANSLATORS: the hint in the pack editor's text board; use your
                           // language's set-up command, as the help lists it.
                           ? _("a command: put white ma b1, remove b1, help")
                           : _("a move (b1d2) or a command (help)"));
}

void TextBoardPanel::Follow(const wxString& statusLine) {
    const BoardInteraction& board = m_board->Interaction();
    const Position& pos = board.GetPosition();
    const std::optional<chatur::Move> last = board.LastMove();
    const bool moved = last && (!m_shown || m_shown->Key() != pos.Key() || m_shownLastMove != last);
    if (moved) {
        // The position the text showed, when the move was played in it, names a capture.
        const Piece mover = m_shown ? m_shown->PieceAt(last->From()) : Piece::None;
        const bool playedHere =
            !IsEmpty(mover) && ColorOf(mover) == ColorOf(pos.PieceAt(last->To()));
        Announce(MoveAnnouncement(pos, *last, playedHere ? m_shown : std::nullopt));
    }
    if (moved || statusLine != m_status) Announce(statusLine);
    m_status = statusLine;
    m_shown = pos;
    m_shownLastMove = last;
    wxString text;
    if (!statusLine.empty()) text << statusLine << "\n";
    text << LastMoveText(pos, last) << "\n" << PositionByPieceText(pos);
    if (m_position->GetValue() != text) m_position->ChangeValue(text);
}

void TextBoardPanel::Announce(const wxString& text, wxWindow* source) {
    const wxString trimmed = wxString(text).Strip(wxString::both);
    if (trimmed.empty()) return;
    if (std::any_of(m_pending.begin(), m_pending.end(),
                    [&](const Pending& p) { return p.text == trimmed; }))
        return;
    if (m_pending.empty()) CallAfter([this] { Flush(); });
    m_pending.push_back({trimmed, source != nullptr, source});
}

void TextBoardPanel::Flush(wxWindow* focusToCome) {
    // By now the event that spoke is done and the mode it opened is on screen.
    wxString text;
    for (const Pending& part : m_pending)
        if (!part.Unseen()) text << (text.empty() ? "" : "\n") << part.text;
    m_pending.clear();
    if (text.empty()) return;
    // A new step's text may speak of "the marked square", and a question says
    // "Choose an answer": what is marked and the answers are said with it, once
    // for each new set.
    const wxString marks = MarksOnBoard();
    if (marks != m_spokenMarks) {
        m_spokenMarks = marks;
        if (!marks.empty() && !text.Contains(marks)) text << "\n" << marks;
    }
    std::vector<wxString> options;
    ShownOptionLabels(wxGetTopLevelParent(this), options);
    wxString choices;
    for (const wxString& option : options) choices << (choices.empty() ? "" : ", ") << option;
    if (!choices.empty())
        // TRANSLATORS: the text board: the answers a question offers, "c6, c3, f3".
        choices = wxString::Format(_("Answers: %s."), choices);
    if (choices != m_spokenChoices) {
        m_spokenChoices = choices;
        if (!choices.empty()) text << "\n" << choices;
    }
    m_lastAnnouncement = text;
    m_announcement->ChangeValue(text);
    m_announcement->SetInsertionPoint(0);
    if (!IsShownOnScreen()) return;
    // One way at a time, so that no screen reader speaks it twice: through the
    // focused control where the focus is in the text board (the only way Orca
    // 43 hears it), the announcement signal where it is elsewhere.
    wxWindow* focus = FindFocus();
    if (focusToCome)
        DescribeForComingFocus(focusToCome, text);
    else if (focus == m_position || focus == m_command || focus == m_announcement)
        SpeakThroughFocusedControl(focus, text);
    else
        AnnounceToScreenReader(m_announcement, text);
}

wxString TextBoardPanel::MarksOnBoard() const {
    const BoardAnnotations& notes = m_board->Annotations();
    return MarksText(m_board->Interaction().GetPosition().GetVariant(), notes.marks, notes.arrows);
}

bool TextBoardPanel::ClickShownButton(const wxString& name) {
    auto* button = dynamic_cast<wxButton*>(ShownWindowNamed(wxGetTopLevelParent(this), name));
    if (!button || !button->IsEnabled()) return false;
    wxCommandEvent click(wxEVT_BUTTON, button->GetId());
    click.SetEventObject(button);
    button->ProcessWindowEvent(click);
    return true;
}

void TextBoardPanel::RunCommand(const wxString& line) {
    const Position& pos = m_board->Interaction().GetPosition();
    const wxString language = CurrentUiLanguage();
    const auto parsed =
        ParseTextCommand(pos, line.utf8_string(), language.utf8_string(), m_context);
    if (const auto* problem = std::get_if<CommandProblem>(&parsed)) {
        Announce(CommandProblemText(*problem, line.Strip(wxString::both), language));
        return;
    }
    const TextCommand& command = std::get<TextCommand>(parsed);
    switch (command.kind) {
        case CommandKind::Position: {
            const wxString marks = MarksOnBoard();
            Announce(PositionByPieceText(pos) + (marks.empty() ? "" : "\n") + marks);
            break;
        }
        case CommandKind::AllRanks:
            Announce(AllRanksText(pos));
            break;
        case CommandKind::Rank:
            Announce(RankText(pos, command.line));
            break;
        case CommandKind::AllFiles:
            Announce(AllFilesText(pos));
            break;
        case CommandKind::File:
            Announce(FileText(pos, command.line));
            break;
        case CommandKind::Square:
            Announce(SquareText(pos, command.square));
            break;
        case CommandKind::Where:
            Announce(RangeText(pos, command.square));
            break;
        case CommandKind::LastMove:
            Announce(LastMoveText(pos, m_board->Interaction().LastMove()));
            break;
        case CommandKind::Turn:
            // The set-up's status line is whose move it is and what is wrong with the position.
            Announce(m_context == CommandContext::Setup ? m_status : TurnPart(m_status));
            break;
        case CommandKind::Count:
            Announce(CountPart(m_status).empty() ? _("No count is running.") : CountPart(m_status));
            break;
        case CommandKind::Clock: {
            wxString clocks;
            for (const char* name : {"clock-white", "clock-black"})
                if (auto* clock = dynamic_cast<wxStaticText*>(
                        ShownWindowNamed(wxGetTopLevelParent(this), name)))
                    clocks << (clocks.empty() ? "" : "\n") << clock->GetLabelText();
            Announce(clocks.empty() ? _("This game has no clock.") : clocks);
            break;
        }
        case CommandKind::Hint:
            if (!ClickShownButton("hint")) Announce(_("There is no hint here."));
            break;
        case CommandKind::Answer:
            if (!ClickShownButton("answer")) Announce(_("There is no answer to show here."));
            break;
        case CommandKind::Pick: {
            // As a click on the square: a range task marks it or takes the mark
            // off, a place task puts the piece there (its feedback is said), a
            // piece is selected and a second pick moves it.
            const std::vector<Square> picked = m_board->Annotations().picked;
            const ClickResult result = m_board->ClickSquare(command.square);
            const Variant& v = pos.GetVariant();
            if (result.kind == ClickKind::Illegal)
                Announce(ExplanationText(result.reason, v.id));
            else if (m_board->Annotations().picked != picked)
                Announce(PickedText(v, m_board->Annotations().picked));
            else if (result.kind == ClickKind::Selected)
                // TRANSLATORS: the text board: a piece picked to be moved, "Selected: White Ma on
                // b1.".
                Announce(wxString::Format(
                    _("Selected: %s."),
                    PlacedPieceText(v.id, {pos.PieceAt(command.square), command.square})));
            else if (result.kind == ClickKind::Deselected)
                Announce(_("Nothing is selected."));
            break;
        }
        case CommandKind::Check:
            if (!ClickShownButton("check")) Announce(_("There is nothing to check here."));
            break;
        case CommandKind::Repeat:
            Announce(m_lastAnnouncement);
            // The same text again is no change a screen reader would notice.
            m_announcement->ChangeValue(wxString());
            break;
        case CommandKind::Help:
            Announce(CommandHelpText(language, m_context));
            break;
        case CommandKind::Put:
        case CommandKind::Remove:
        case CommandKind::MovePiece:
        case CommandKind::ClearBoard:
        case CommandKind::StartPosition:
        case CommandKind::SetSide:
        case CommandKind::Fen:
        case CommandKind::SetFen: {
            if (!m_setupHandler) break;
            // What the edit is said first, then the status line it changes.
            const size_t at = m_pending.size();
            const wxString said = m_setupHandler(command);
            Announce(said);
            if (m_pending.size() > at + 1 && m_pending.back().text == said.Strip(wxString::both))
                std::rotate(m_pending.begin() + at, m_pending.end() - 1, m_pending.end());
            break;
        }
        case CommandKind::Move: {
            const VariantId variant = pos.GetVariant().id;
            const ClickResult result =
                m_board->SubmitTypedMove(wxString::FromUTF8(command.moveText));
            if (result.kind == ClickKind::Illegal)
                Announce(ExplanationText(result.reason, variant));
            else if (result.kind == ClickKind::None)  // an explanation, an answer shown
                Announce(_("No move can be played on the board now."));
            break;
        }
    }
}

void TextBoardPanel::FocusCommandLine() {
    // What was just opened is said with the focus: the screen reader reads the
    // command line's description when the focus comes.
    if (FindFocus() != m_command && !m_pending.empty()) Flush(m_command);
    m_command->SetFocus();
}

wxString TextBoardPanel::PositionText() const {
    return m_position->GetValue();
}

wxString TextBoardPanel::Announcement() const {
    return m_announcement->GetValue();
}

}  // namespace chatur::gui
