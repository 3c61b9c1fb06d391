// PuzzleEditor: the controls and their labels. The set-up column (board,
// palette, position buttons, FEN, the position's problem) sits left of a
// notebook with the task, the texts and the details, so the panel fits a
// 1280x800 window beside the editor's puzzle list.
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/intl.h>
#include <wx/notebook.h>
#include <wx/radiobut.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "gui/board_view.h"
#include "gui/editor/choice_task_panel.h"
#include "gui/editor/count_task_panel.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/legal_task_panel.h"
#include "gui/editor/move_task_panel.h"
#include "gui/editor/place_task_panel.h"
#include "gui/editor/puzzle_details_page.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/puzzle_texts_page.h"
#include "gui/editor/range_task_panel.h"
#include "gui/editor/setup_palette.h"
#include "gui/editor/ui_text_editor.h"
#include "gui/text_board_panel.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

constexpr content::TaskKind kKinds[] = {content::TaskKind::Move,   content::TaskKind::Legal,
                                        content::TaskKind::Range,  content::TaskKind::Place,
                                        content::TaskKind::Choice, content::TaskKind::Count};

}  // namespace

PuzzleEditor::PuzzleEditor(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTAB_TRAVERSAL, "puzzle-editor"),
      m_typing(this) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    m_empty = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                               wxALIGN_CENTRE_HORIZONTAL);
    top->Add(m_empty, 0, wxEXPAND | wxALL, FromDIP(24));
    m_content = new wxPanel(this);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(BuildSetupColumn(m_content), 0, wxEXPAND | wxALL, FromDIP(6));
    m_notebook =
        new wxNotebook(m_content, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, "puzzle-notebook");
    m_notebook->AddPage(BuildTaskPage(m_notebook), wxString());
    PuzzleEditHost& host = *this;
    m_texts = new PuzzleTextsPage(m_notebook, host);
    m_details = new PuzzleDetailsPage(m_notebook, host);
    m_notebook->AddPage(m_texts, wxString());
    m_notebook->AddPage(m_details, wxString());
    m_textBoard = new TextBoardPanel(m_notebook, m_board, CommandContext::Setup);
    m_textBoard->SetSetupHandler([this](const TextCommand& c) { return RunSetupCommand(c); });
    m_notebook->AddPage(m_textBoard, wxString());
    m_pages.push_back(m_texts);
    m_pages.push_back(m_details);
    row->Add(m_notebook, 1, wxEXPAND | wxALL, FromDIP(6));
    m_content->SetSizer(row);
    top->Add(m_content, 1, wxEXPAND);
    SetSizer(top);

    m_notebook->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        ShowBoard();
        e.Skip();
    });
    m_board->SetResultHandler([this](const ClickResult& r) { OnRecordResult(r); });
    Relabel();
    Fill();
}

wxWindow* PuzzleEditor::BuildSetupColumn(wxWindow* parent) {
    auto* col = new wxPanel(parent);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* boardRow = new wxBoxSizer(wxHORIZONTAL);
    m_board = new BoardView(col);
    m_board->SetMinSize(FromDIP(wxSize(400, 400)));
    m_board->SetName("setup-board");
    m_board->SetAnimationEnabled(false);
    m_board->SetAccessibleHint([] {
        // TRANSLATORS: the end of the pack editor board's description for screen readers.
        return _("Ctrl+Shift+T sets up the position as text, with commands.");
    });
    m_palette = new SetupPalette(col);
    boardRow->Add(m_board, 1, wxEXPAND);
    boardRow->Add(m_palette, 0, wxLEFT | wxALIGN_TOP, FromDIP(6));
    sizer->Add(boardRow, 1, wxEXPAND);

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    m_clear = MakeButton(col, "clear-board");
    m_start = MakeButton(col, "start-position");
    m_flip = MakeButton(col, "flip-board");
    for (wxButton* b : {m_clear, m_start, m_flip}) buttons->Add(b, 0, wxRIGHT, FromDIP(4));
    sizer->Add(buttons, 0, wxTOP, FromDIP(6));

    auto* side = new wxBoxSizer(wxHORIZONTAL);
    m_sideWhite = new wxRadioButton(col, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                    wxRB_GROUP, wxDefaultValidator, "white-to-move");
    m_sideBlack = new wxRadioButton(col, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                    wxDefaultValidator, "black-to-move");
    side->Add(m_sideWhite, 0, wxRIGHT, FromDIP(12));
    side->Add(m_sideBlack, 0);
    sizer->Add(side, 0, wxTOP, FromDIP(6));

    auto* fenRow = new wxBoxSizer(wxHORIZONTAL);
    m_fenLabel = MakeLabel(col);
    m_fen = MakeText(col, "fen", false);
    m_copyFen = MakeButton(col, "copy-fen");
    fenRow->Add(m_fenLabel, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    fenRow->Add(m_fen, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    fenRow->Add(m_copyFen, 0, wxALIGN_CENTER_VERTICAL);
    sizer->Add(fenRow, 0, wxEXPAND | wxTOP, FromDIP(6));

    // One line each, cut with "..." where a long translation does not fit (the
    // whole text is the tooltip), so that they never widen the board column and
    // squeeze the task pages.
    m_problem = new wxStaticText(col, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                 wxST_ELLIPSIZE_END, "position-problem");
    m_problem->SetMinSize(wxSize(FromDIP(200), -1));
    sizer->Add(m_problem, 0, wxEXPAND | wxTOP, FromDIP(6));
    m_boardHelp = new wxStaticText(col, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                   wxST_ELLIPSIZE_END, "board-help");
    m_boardHelp->SetMinSize(wxSize(FromDIP(200), -1));
    m_boardHelp->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    sizer->Add(m_boardHelp, 0, wxEXPAND | wxTOP, FromDIP(2));
    col->SetSizer(sizer);

    m_palette->SetSelectHandler([this](Piece) {
        if (m_pick != BoardPick::None) StartBoardPick(BoardPick::None);
    });
    m_clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ClearBoard(); });
    m_start->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { SetStartPosition(); });
    m_flip->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { FlipBoard(); });
    m_sideWhite->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) {
        if (!m_filling) SetSideToMove(Color::White);
    });
    m_sideBlack->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) {
        if (!m_filling) SetSideToMove(Color::Black);
    });
    m_fen->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) {
        wxString error;
        if (!PasteFen(m_fen->GetValue().utf8_string(), &error)) {
            m_problem->SetForegroundColour(*wxRED);
            SetLine(m_problem, error);
            Layout();
        }
    });
    m_copyFen->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (!Current() || !wxTheClipboard->Open()) return;
        wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(Current()->board.fen)));
        wxTheClipboard->Close();
    });
    return col;
}

wxWindow* PuzzleEditor::BuildTaskPage(wxWindow* parent) {
    wxScrolledWindow* page = MakePage(parent);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    const int gap = FromDIP(6);

    auto* kindRow = new wxBoxSizer(wxHORIZONTAL);
    m_kindLabel = MakeLabel(page);
    m_kind = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                          wxDefaultValidator, "task-kind");
    kindRow->Add(m_kindLabel, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
    kindRow->Add(m_kind, 1, wxALIGN_CENTER_VERTICAL);
    sizer->Add(kindRow, 0, wxEXPAND | wxALL, gap);

    // One page per kind, in TaskKind order (the book's page is the kind's index).
    m_taskBook = new wxSimplebook(page);
    PuzzleEditHost& host = *this;
    m_movePanel = new MoveTaskPanel(m_taskBook, host);
    const std::vector<TaskKindPanel*> panels = {m_movePanel,
                                                new LegalTaskPanel(m_taskBook, host),
                                                new RangeTaskPanel(m_taskBook, host),
                                                new PlaceTaskPanel(m_taskBook, host),
                                                new ChoiceTaskPanel(m_taskBook, host),
                                                new CountTaskPanel(m_taskBook, host)};
    for (TaskKindPanel* panel : panels) {
        wxASSERT(size_t(panel->Kind()) == m_taskBook->GetPageCount());
        m_taskBook->AddPage(panel, wxString());
        m_pages.push_back(panel);
    }
    sizer->Add(m_taskBook, 0, wxEXPAND | wxLEFT | wxRIGHT, gap);
    m_taskProblem = new wxStaticText(page, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                     0, "task-problem");
    m_taskProblem->SetForegroundColour(wxColour(176, 96, 0));
    sizer->Add(m_taskProblem, 0, wxEXPAND | wxALL, gap);
    page->SetSizer(sizer);

    m_kind->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_kind->GetSelection();
        if (!m_filling && i >= 0) SetTaskKind(kKinds[i]);
    });
    return page;
}

void PuzzleEditor::Relabel() {
    m_filling = true;
    m_empty->SetLabel(_("Add a puzzle or pick one in the list to edit it."));
    m_clear->SetLabel(_("C&lear"));
    m_clear->SetToolTip(_("Take every piece off the board"));
    m_start->SetLabel(_("&Start position"));
    m_flip->SetLabel(_("&Flip"));
    m_flip->SetToolTip(
        _("Show the board from the other side; the learner sees it this way "
          "too"));
    m_fenLabel->SetLabel(_("FEN:"));
    m_fen->SetToolTip(_("Paste a FEN and press Enter to set up its position"));
    m_copyFen->SetLabel(_("&Copy FEN"));

    m_notebook->SetPageText(0, _("Task"));
    m_notebook->SetPageText(1, _("Texts"));
    m_notebook->SetPageText(2, _("Details"));
    // TRANSLATORS: the pack editor's page with the position set-up as text (View > Text board).
    m_notebook->SetPageText(3, _("Text board"));
    m_textBoard->Relabel();

    m_kindLabel->SetLabel(_("Task:"));
    m_kind->Clear();
    for (content::TaskKind k : kKinds) m_kind->Append(TaskKindLabel(k));
    for (TaskKindPanel* panel : TaskPanels()) panel->Relabel();
    m_texts->Relabel();
    m_details->Relabel();
    m_filling = false;
    Fill();
    Layout();
}

}  // namespace chatur::gui
