// The board as text, for learners who use a screen reader or prefer the
// keyboard: a read-only text with the position (whose move, the count, the last
// move, every piece and its square), a command line with its label, and an
// announcement line that changes with every move, check, mate, count, feedback
// and answer to a command, so that the screen reader reads it. Built from native
// controls only (read by ATK on Linux, MSAA/UIA on Windows). The panel follows
// a BoardView: it reads the position from it and types moves into it
// (BoardView::SubmitTypedMove), so each mode judges a typed move exactly as a
// click. The owner calls Follow() whenever its status line changes; what the
// frame's text panes say (TextPane's EVT_PANE_SPOKEN) is announced by itself.
// In the pack editor's position set-up (CommandContext::Setup) the commands
// that edit the position (put, remove, clear, ...) go to the owner's handler.
#pragma once

#include <wx/panel.h>
#include <wx/weakref.h>

#include <functional>
#include <optional>
#include <vector>

#include "core/rules/position.h"
#include "core/trainer/text_command.h"

class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class BoardView;

class TextBoardPanel : public wxPanel {
public:
    TextBoardPanel(wxWindow* parent, BoardView* board,
                   CommandContext context = CommandContext::Play);

    // Set-up: edits the position as a set-up command says (Put, Remove,
    // MovePiece, ClearBoard, StartPosition, SetSide, Fen, SetFen) and returns
    // what to announce about it, said before the status line that follows.
    using SetupHandler = std::function<wxString(const TextCommand&)>;
    void SetSetupHandler(SetupHandler handler) { m_setupHandler = std::move(handler); }

    // The board's position or the status line (whose move, check, the outcome
    // and on a second line the count) changed: the position text is renewed and
    // a new move is announced, followed by the status line.
    void Follow(const wxString& statusLine);
    // Adds `text` to what is announced now; everything announced while one
    // event is handled is shown together once it is done. Text a pane said
    // (`source`) is left out if that pane is not on screen by then: a language
    // switch relabels the hidden panes of other modes too.
    void Announce(const wxString& text, wxWindow* source = nullptr);
    // Runs one typed line (what Enter in the command line does).
    void RunCommand(const wxString& line);
    void FocusCommandLine();
    void Relabel();

    wxString PositionText() const;
    wxString Announcement() const;
    wxTextCtrl* CommandLine() const { return m_command; }

private:
    void OnPaneSpoken(wxCommandEvent& event);
    // Shows and speaks what was announced; through `focusToCome` when the focus
    // is about to go there, else through the focused control or the signal.
    void Flush(wxWindow* focusToCome = nullptr);
    // Presses the enabled button named `name` on screen (the task's "hint",
    // "answer"); false when there is none.
    bool ClickShownButton(const wxString& name);
    // What the board marks (MarksText), empty when nothing.
    wxString MarksOnBoard() const;

    BoardView* m_board;
    CommandContext m_context;
    SetupHandler m_setupHandler;
    wxStaticText* m_positionLabel;
    wxTextCtrl* m_position;
    wxStaticText* m_commandLabel;
    wxTextCtrl* m_command;
    wxStaticText* m_announcementLabel;
    wxTextCtrl* m_announcement;

    wxString m_status;
    std::optional<Position> m_shown;  // the position the text shows
    std::optional<chatur::Move> m_shownLastMove;
    struct Pending {
        wxString text;
        bool fromPane = false;
        wxWeakRef<wxWindow> source;  // the pane that said it
        bool Unseen() const { return fromPane && (!source || !source->IsShownOnScreen()); }
    };
    std::vector<Pending> m_pending;  // announced while the current event runs
    wxString m_lastAnnouncement;
    wxString m_spokenMarks;    // the marks last said with an announcement
    wxString m_spokenChoices;  // the answers of a question, likewise
};

}  // namespace chatur::gui
