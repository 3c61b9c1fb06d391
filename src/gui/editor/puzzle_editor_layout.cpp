// PuzzleEditor: the controls and their labels. The set-up column (board,
// palette, position buttons, FEN, the position's problem) sits left of a
// notebook with the task, the texts and the details, so the panel fits a
// 1280x800 window beside the editor's puzzle list.
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/notebook.h>
#include <wx/radiobut.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "core/content/rule_profile_names.h"
#include "gui/board_view.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/editor/setup_palette.h"
#include "gui/translations.h"
#include "gui/ui_text.h"
#include "gui/ui_text_editor.h"

namespace chatur::gui {

namespace {

constexpr content::TaskKind kKinds[] = {content::TaskKind::Move,   content::TaskKind::Legal,
                                        content::TaskKind::Range,  content::TaskKind::Place,
                                        content::TaskKind::Choice, content::TaskKind::Count};
constexpr content::MoveGoal kGoals[] = {content::MoveGoal::None, content::MoveGoal::Mate,
                                        content::MoveGoal::Promote, content::MoveGoal::WinMaterial};
constexpr content::PlaceCondition kConditions[] = {content::PlaceCondition::PromotesNextMove,
                                                   content::PlaceCondition::ReachesSquare,
                                                   content::PlaceCondition::SafeSquare};
constexpr content::Stage kStages[] = {content::Stage::Rules, content::Stage::Compare,
                                      content::Stage::Review};

wxButton* MakeButton(wxWindow* parent, const char* name) {
    return new wxButton(parent, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                        wxDefaultValidator, name);
}

wxStaticText* MakeLabel(wxWindow* parent) {
    return new wxStaticText(parent, wxID_ANY, wxString());
}

wxTextCtrl* MakeText(wxWindow* parent, const char* name, bool multiline) {
    const long style = multiline ? wxTE_MULTILINE : wxTE_PROCESS_ENTER;
    auto* ctrl = new wxTextCtrl(parent, wxID_ANY, wxString(), wxDefaultPosition,
                                multiline ? parent->FromDIP(wxSize(-1, 64)) : wxDefaultSize, style,
                                wxDefaultValidator, name);
    return ctrl;
}

wxScrolledWindow* MakePage(wxWindow* parent) {
    auto* page = new wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                      wxVSCROLL | wxTAB_TRAVERSAL);
    page->SetScrollRate(0, page->FromDIP(10));
    return page;
}

}  // namespace

PuzzleEditor::PuzzleEditor(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTAB_TRAVERSAL, "puzzle-editor"),
      m_alive(std::make_shared<bool>(true)),
      m_commitTimer(this) {
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
    m_notebook->AddPage(BuildTextsPage(m_notebook), wxString());
    m_notebook->AddPage(BuildDetailsPage(m_notebook), wxString());
    row->Add(m_notebook, 1, wxEXPAND | wxALL, FromDIP(6));
    m_content->SetSizer(row);
    top->Add(m_content, 1, wxEXPAND);
    SetSizer(top);

    m_notebook->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        ShowBoard();
        e.Skip();
    });
    m_commitTimer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { CommitPendingText(); });
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

    m_taskBook = new wxSimplebook(page);

    // move
    auto* move = new wxPanel(m_taskBook);
    auto* ms = new wxBoxSizer(wxVERTICAL);
    m_linesLabel = MakeLabel(move);
    m_lines = new wxListBox(move, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 90)), 0, nullptr,
                            wxLB_SINGLE, wxDefaultValidator, "lines");
    ms->Add(m_linesLabel, 0, wxBOTTOM, FromDIP(2));
    ms->Add(m_lines, 0, wxEXPAND);
    auto* lineButtons = new wxBoxSizer(wxHORIZONTAL);
    m_record = MakeButton(move, "record-line");
    m_deleteLine = MakeButton(move, "delete-line");
    lineButtons->Add(m_record, 0, wxRIGHT, FromDIP(4));
    lineButtons->Add(m_deleteLine, 0);
    ms->Add(lineButtons, 0, wxTOP, FromDIP(4));
    m_recording = new wxStaticText(move, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "recording");
    ms->Add(m_recording, 0, wxEXPAND | wxTOP, FromDIP(4));
    auto* recButtons = new wxBoxSizer(wxHORIZONTAL);
    m_undoMove = MakeButton(move, "undo-move");
    m_finish = MakeButton(move, "finish-line");
    m_cancel = MakeButton(move, "cancel-line");
    for (wxButton* b : {m_undoMove, m_finish, m_cancel}) recButtons->Add(b, 0, wxRIGHT, FromDIP(4));
    ms->Add(recButtons, 0, wxTOP, FromDIP(4));
    auto* goalRow = new wxFlexGridSizer(2, FromDIP(4), FromDIP(6));
    m_goalLabel = MakeLabel(move);
    m_goal = new wxChoice(move, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                          wxDefaultValidator, "goal");
    m_goalMovesLabel = MakeLabel(move);
    m_goalMoves = new wxSpinCtrl(move, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                 wxSP_ARROW_KEYS, 1, 20, 1, "goal-moves");
    m_gainLabel = MakeLabel(move);
    m_gain = new wxSpinCtrl(move, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                            wxSP_ARROW_KEYS, 1, 40, 1, "material-gain");
    goalRow->Add(m_goalLabel, 0, wxALIGN_CENTER_VERTICAL);
    goalRow->Add(m_goal, 0, wxEXPAND);
    goalRow->Add(m_goalMovesLabel, 0, wxALIGN_CENTER_VERTICAL);
    goalRow->Add(m_goalMoves, 0);
    goalRow->Add(m_gainLabel, 0, wxALIGN_CENTER_VERTICAL);
    goalRow->Add(m_gain, 0);
    ms->Add(goalRow, 0, wxTOP, FromDIP(10));
    auto* findRow = new wxBoxSizer(wxHORIZONTAL);
    m_find = MakeButton(move, "find-solutions");
    m_addFound = MakeButton(move, "add-found-lines");
    findRow->Add(m_find, 0, wxRIGHT, FromDIP(4));
    findRow->Add(m_addFound, 0);
    ms->Add(findRow, 0, wxTOP, FromDIP(6));
    m_foundText = new wxStaticText(move, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "found-lines");
    ms->Add(m_foundText, 0, wxEXPAND | wxTOP, FromDIP(4));
    move->SetSizer(ms);
    m_taskBook->AddPage(move, wxString());

    // legal
    auto* legal = new wxPanel(m_taskBook);
    auto* ls = new wxBoxSizer(wxVERTICAL);
    m_pickLegal = MakeButton(legal, "pick-legal-move");
    m_legalText = new wxStaticText(legal, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "legal-verdict");
    ls->Add(m_pickLegal, 0);
    ls->Add(m_legalText, 0, wxEXPAND | wxTOP, FromDIP(6));
    legal->SetSizer(ls);
    m_taskBook->AddPage(legal, wxString());

    // range
    auto* range = new wxPanel(m_taskBook);
    auto* rs = new wxBoxSizer(wxVERTICAL);
    m_pickRange = MakeButton(range, "pick-range-piece");
    m_rangeText = new wxStaticText(range, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "range-squares");
    rs->Add(m_pickRange, 0);
    rs->Add(m_rangeText, 0, wxEXPAND | wxTOP, FromDIP(6));
    range->SetSizer(rs);
    m_taskBook->AddPage(range, wxString());

    // place
    auto* place = new wxPanel(m_taskBook);
    auto* ps = new wxFlexGridSizer(2, FromDIP(4), FromDIP(6));
    m_placePieceLabel = MakeLabel(place);
    m_placePiece = new wxChoice(place, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                wxDefaultValidator, "place-piece");
    m_placeConditionLabel = MakeLabel(place);
    m_placeCondition = new wxChoice(place, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                                    0, wxDefaultValidator, "place-condition");
    m_pickTarget = MakeButton(place, "pick-place-target");
    ps->Add(m_placePieceLabel, 0, wxALIGN_CENTER_VERTICAL);
    ps->Add(m_placePiece, 0, wxEXPAND);
    ps->Add(m_placeConditionLabel, 0, wxALIGN_CENTER_VERTICAL);
    ps->Add(m_placeCondition, 0, wxEXPAND);
    ps->AddSpacer(0);
    ps->Add(m_pickTarget, 0);
    auto* placeCol = new wxBoxSizer(wxVERTICAL);
    placeCol->Add(ps, 0);
    m_placeText = new wxStaticText(place, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "place-squares");
    placeCol->Add(m_placeText, 0, wxEXPAND | wxTOP, FromDIP(6));
    place->SetSizer(placeCol);
    m_taskBook->AddPage(place, wxString());

    // choice
    auto* choice = new wxPanel(m_taskBook);
    auto* cs = new wxBoxSizer(wxVERTICAL);
    m_options = new wxListBox(choice, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 90)), 0,
                              nullptr, wxLB_SINGLE, wxDefaultValidator, "options");
    cs->Add(m_options, 0, wxEXPAND);
    auto* optionButtons = new wxBoxSizer(wxHORIZONTAL);
    m_addOption = MakeButton(choice, "add-option");
    m_removeOption = MakeButton(choice, "remove-option");
    optionButtons->Add(m_addOption, 0, wxRIGHT, FromDIP(4));
    optionButtons->Add(m_removeOption, 0);
    cs->Add(optionButtons, 0, wxTOP, FromDIP(4));
    m_optionLabelLabel = MakeLabel(choice);
    m_optionLabel = MakeText(choice, "option-label", false);
    m_optionCorrect = new wxCheckBox(choice, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                     0, wxDefaultValidator, "option-correct");
    m_optionFeedbackLabel = MakeLabel(choice);
    m_optionFeedback = MakeText(choice, "option-feedback", true);
    cs->Add(m_optionLabelLabel, 0, wxTOP, FromDIP(8));
    cs->Add(m_optionLabel, 0, wxEXPAND);
    cs->Add(m_optionCorrect, 0, wxTOP, FromDIP(4));
    cs->Add(m_optionFeedbackLabel, 0, wxTOP, FromDIP(4));
    cs->Add(m_optionFeedback, 0, wxEXPAND);
    choice->SetSizer(cs);
    m_taskBook->AddPage(choice, wxString());

    // count
    auto* count = new wxPanel(m_taskBook);
    auto* ks = new wxBoxSizer(wxVERTICAL);
    m_countText = new wxStaticText(count, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                   "count-answer");
    ks->Add(m_countText, 0, wxEXPAND);
    m_countKind = new wxCheckBox(count, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                 wxDefaultValidator, "count-kind");
    m_countSide = new wxCheckBox(count, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                 wxDefaultValidator, "count-side");
    m_countStart = new wxCheckBox(count, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                  wxDefaultValidator, "count-start");
    m_countLimit = new wxCheckBox(count, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                  wxDefaultValidator, "count-limit");
    for (wxCheckBox* c : {m_countKind, m_countSide, m_countStart, m_countLimit})
        ks->Add(c, 0, wxTOP, FromDIP(4));
    count->SetSizer(ks);
    m_taskBook->AddPage(count, wxString());

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
    m_record->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { StartRecording(); });
    m_deleteLine->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_lines->GetSelection() != wxNOT_FOUND) DeleteLine(size_t(m_lines->GetSelection()));
    });
    m_lines->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        ShowBoard();
        m_deleteLine->Enable(m_lines->GetSelection() != wxNOT_FOUND && !IsRecording());
    });
    m_undoMove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { UndoRecordedMove(); });
    m_finish->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (!FinishRecording()) {
            m_recording->SetLabel(
                _("A line ends with a move of the side to solve: play one "
                  "more move, or take the last one back."));
            m_recording->GetParent()->Layout();
        }
    });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { CancelRecording(); });
    m_goal->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_goal->GetSelection();
        if (!m_filling && i >= 0) SetGoal(kGoals[i], m_goalMoves->GetValue());
    });
    m_goalMoves->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        const int i = m_goal->GetSelection();
        if (!m_filling && i > 0) SetGoal(kGoals[i], m_goalMoves->GetValue());
    });
    m_gain->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        if (!m_filling) SetMaterialGain(m_gain->GetValue());
    });
    m_find->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { FindSolutions(); });
    m_addFound->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { AddFoundLines(); });
    m_pickLegal->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        StartBoardPick(m_pick == BoardPick::LegalMove ? BoardPick::None : BoardPick::LegalMove);
    });
    m_pickRange->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        StartBoardPick(m_pick == BoardPick::RangePiece ? BoardPick::None : BoardPick::RangePiece);
    });
    m_pickTarget->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        StartBoardPick(m_pick == BoardPick::PlaceTarget ? BoardPick::None : BoardPick::PlaceTarget);
    });
    auto onPlace = [this](wxCommandEvent&) {
        const int p = m_placePiece->GetSelection();
        const int c = m_placeCondition->GetSelection();
        const content::PlaceTask* task =
            Current() ? Current()->task.As<content::PlaceTask>() : nullptr;
        if (m_filling || p < 0 || c < 0 || size_t(p) >= m_placePieces.size()) return;
        SetPlace(m_placePieces[size_t(p)], kConditions[c], task ? task->target : kNoSquare);
    };
    m_placePiece->Bind(wxEVT_CHOICE, onPlace);
    m_placeCondition->Bind(wxEVT_CHOICE, onPlace);
    m_options->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        CommitPendingText();
        FillChoicePage();
    });
    m_addOption->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        AddChoiceOption(_("New answer").utf8_string(), false, std::string());
        m_options->SetSelection(int(m_options->GetCount()) - 1);
        FillChoicePage();
        m_optionLabel->SetFocus();
        m_optionLabel->SelectAll();
    });
    m_removeOption->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_options->GetSelection() != wxNOT_FOUND)
            RemoveChoiceOption(size_t(m_options->GetSelection()));
    });
    m_optionCorrect->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
        const int i = m_options->GetSelection();
        const content::ChoiceTask* task =
            Current() ? Current()->task.As<content::ChoiceTask>() : nullptr;
        if (m_filling || i < 0 || !task || size_t(i) >= task->options.size()) return;
        CommitPendingText();
        const content::ChoiceOption& o = task->options[size_t(i)];
        SetChoiceOption(size_t(i), o.label.Get(m_lang), m_optionCorrect->GetValue(),
                        o.feedback.Get(m_lang));
    });
    BindTextField(m_optionLabel);
    BindTextField(m_optionFeedback);
    auto onCount = [this](wxCommandEvent&) {
        if (m_filling) return;
        SetCountQuestions(m_countKind->GetValue(), m_countSide->GetValue(),
                          m_countStart->GetValue(), m_countLimit->GetValue());
    };
    for (wxCheckBox* c : {m_countKind, m_countSide, m_countStart, m_countLimit})
        c->Bind(wxEVT_CHECKBOX, onCount);
    return page;
}

wxWindow* PuzzleEditor::BuildTextsPage(wxWindow* parent) {
    wxScrolledWindow* page = MakePage(parent);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    const int gap = FromDIP(6);
    m_langNote = new wxStaticText(page, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                  "language-note");
    m_langNote->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    sizer->Add(m_langNote, 0, wxEXPAND | wxALL, gap);
    auto addField = [&](wxStaticText*& label, wxTextCtrl*& ctrl, const char* name) {
        label = MakeLabel(page);
        ctrl = MakeText(page, name, true);
        sizer->Add(label, 0, wxLEFT | wxRIGHT | wxTOP, gap);
        sizer->Add(ctrl, 0, wxEXPAND | wxLEFT | wxRIGHT, gap);
        BindTextField(ctrl);
    };
    addField(m_questionLabel, m_question, "question");
    addField(m_explanationLabel, m_explanation, "explanation");
    addField(m_criteriaLabel, m_criteria, "criteria");
    addField(m_nudgeLabel, m_nudge, "hint-nudge");

    auto addHintRow = [&](wxStaticText*& text, wxButton*& pick, wxButton*& clear,
                          const char* pickName, const char* clearName) {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        text = MakeLabel(page);
        pick = MakeButton(page, pickName);
        clear = MakeButton(page, clearName);
        row->Add(text, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
        row->Add(pick, 0, wxRIGHT, FromDIP(4));
        row->Add(clear, 0);
        sizer->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, gap);
    };
    addHintRow(m_pieceHintText, m_pickPieceHint, m_clearPieceHint, "pick-piece-hint",
               "clear-piece-hint");
    addHintRow(m_moveHintText, m_pickMoveHint, m_clearMoveHint, "pick-move-hint",
               "clear-move-hint");
    page->SetSizer(sizer);

    m_pickPieceHint->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        StartBoardPick(m_pick == BoardPick::HintPiece ? BoardPick::None : BoardPick::HintPiece);
    });
    m_pickMoveHint->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        StartBoardPick(m_pick == BoardPick::HintMove ? BoardPick::None : BoardPick::HintMove);
    });
    m_clearPieceHint->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { SetPieceHint(kNoSquare); });
    m_clearMoveHint->Bind(wxEVT_BUTTON,
                          [this](wxCommandEvent&) { SetMoveHint(kNoSquare, kNoSquare); });
    return page;
}

wxWindow* PuzzleEditor::BuildDetailsPage(wxWindow* parent) {
    wxScrolledWindow* page = MakePage(parent);
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1, 1);
    m_idLabel = MakeLabel(page);
    m_id = MakeText(page, "puzzle-id", false);
    m_gradeLabel = MakeLabel(page);
    m_grade = new wxSpinCtrl(page, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                             wxSP_ARROW_KEYS, 1, 5, 1, "grade");
    m_stageLabel = MakeLabel(page);
    m_stage = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                           wxDefaultValidator, "stage");
    m_tagsLabel = MakeLabel(page);
    m_tags = MakeText(page, "tags", false);
    m_profileLabel = MakeLabel(page);
    m_profile = new wxChoice(page, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                             wxDefaultValidator, "profile");
    m_sourceLabel = MakeLabel(page);
    m_source = MakeText(page, "source", false);
    const std::pair<wxStaticText*, wxWindow*> rows[] = {
        {m_idLabel, m_id},     {m_gradeLabel, m_grade},     {m_stageLabel, m_stage},
        {m_tagsLabel, m_tags}, {m_profileLabel, m_profile}, {m_sourceLabel, m_source}};
    for (auto [label, ctrl] : rows) {
        grid->Add(label, 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(ctrl, 0, wxEXPAND);
    }
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(8));
    page->SetSizer(sizer);

    BindTextField(m_id);
    BindTextField(m_tags);
    BindTextField(m_source);
    m_grade->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        const content::Puzzle* p = Current();
        if (m_filling || !p) return;
        CommitPendingText();
        std::string tags;
        for (const std::string& t : p->tags) tags += (tags.empty() ? "" : " ") + t;
        SetDetails(p->id, m_grade->GetValue(), p->stage, tags);
    });
    m_stage->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const content::Puzzle* p = Current();
        const int i = m_stage->GetSelection();
        if (m_filling || !p || i < 0) return;
        CommitPendingText();
        std::string tags;
        for (const std::string& t : p->tags) tags += (tags.empty() ? "" : " ") + t;
        SetDetails(p->id, p->grade, kStages[i], tags);
    });
    m_profile->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_profile->GetSelection();
        if (!m_filling && i >= 0 && size_t(i) < m_profileNames.size())
            SetProfile(m_profileNames[size_t(i)]);
    });
    return page;
}

void PuzzleEditor::BindTextField(wxTextCtrl* ctrl) {
    ctrl->Bind(wxEVT_TEXT, [this, ctrl](wxCommandEvent&) {
        if (m_filling) return;
        if (m_pending && m_pending != ctrl) CommitPendingText();
        m_pending = ctrl;
        m_commitTimer.StartOnce(1500);
    });
    if (!ctrl->IsMultiLine())
        ctrl->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { CommitPendingText(); });
    ctrl->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        // After the focus has moved: committing may refill the controls.
        CallAfter([this] { CommitPendingText(); });
        e.Skip();
    });
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

    m_kindLabel->SetLabel(_("Task:"));
    m_kind->Clear();
    for (content::TaskKind k : kKinds) m_kind->Append(TaskKindLabel(k));
    m_linesLabel->SetLabel(_("Accepted lines (each an alternative):"));
    m_record->SetLabel(_("&Record line"));
    m_record->SetToolTip(_("Play the solution on the board, the replies too"));
    m_deleteLine->SetLabel(_("&Delete line"));
    m_undoMove->SetLabel(_("&Undo move"));
    m_finish->SetLabel(_("F&inish line"));
    m_cancel->SetLabel(_("Cancel"));
    m_goalLabel->SetLabel(_("Goal:"));
    m_goal->Clear();
    for (content::MoveGoal g : kGoals) m_goal->Append(MoveGoalLabel(g));
    m_goalMovesLabel->SetLabel(_("Within moves:"));
    m_gainLabel->SetLabel(_("Least gain (points):"));
    m_find->SetLabel(_("Fi&nd solutions"));
    m_find->SetToolTip(_("Let the engine look for moves that reach the goal"));
    m_addFound->SetLabel(_("&Add the lines found"));
    m_pickLegal->SetLabel(_("Pick the &move on the board"));
    m_pickRange->SetLabel(_("Pick the &piece on the board"));
    m_placePieceLabel->SetLabel(_("Piece:"));
    m_placeConditionLabel->SetLabel(_("Condition:"));
    m_placeCondition->Clear();
    for (content::PlaceCondition c : kConditions) m_placeCondition->Append(PlaceConditionLabel(c));
    m_pickTarget->SetLabel(_("Pick the &target square"));
    m_placePiece->Clear();  // filled again with the variant's pieces
    m_addOption->SetLabel(_("&Add answer"));
    m_removeOption->SetLabel(_("&Remove answer"));
    m_optionLabelLabel->SetLabel(_("Answer text:"));
    m_optionCorrect->SetLabel(_("This answer is correct"));
    m_optionFeedbackLabel->SetLabel(_("Feedback when it is picked:"));
    m_countKind->SetLabel(_("Ask which count applies"));
    m_countSide->SetLabel(_("Ask who counts"));
    m_countStart->SetLabel(_("Ask where the count starts"));
    m_countLimit->SetLabel(_("Ask the count's limit"));

    m_questionLabel->SetLabel(_("Question:"));
    m_explanationLabel->SetLabel(_("Explanation (shown with the answer):"));
    m_criteriaLabel->SetLabel(_("Criteria (what a good answer must show; optional):"));
    m_nudgeLabel->SetLabel(_("Hint 1, in words:"));
    m_pickPieceHint->SetLabel(_("Pick square"));
    m_clearPieceHint->SetLabel(_("Remove"));
    m_pickMoveHint->SetLabel(_("Pick move"));
    m_clearMoveHint->SetLabel(_("Remove"));

    m_idLabel->SetLabel(_("Id:"));
    m_id->SetToolTip(
        _("Keys the learners' progress: change it only before the pack is "
          "shared"));
    m_gradeLabel->SetLabel(_("Grade (1-5):"));
    m_stageLabel->SetLabel(_("Stage:"));
    m_stage->Clear();
    for (content::Stage s : kStages) m_stage->Append(StageLabel(s));
    m_tagsLabel->SetLabel(_("Tags:"));
    m_tags->SetToolTip(_("Themes, separated by spaces or commas"));
    m_profileLabel->SetLabel(_("Rule profile:"));
    m_profile->Clear();
    m_profileNames.clear();
    m_sourceLabel->SetLabel(_("Source:"));
    m_source->SetToolTip(_("Optional credit: a book, a game, an author"));
    m_filling = false;
    Fill();
    Layout();
}

}  // namespace chatur::gui
