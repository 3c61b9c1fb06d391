#include "gui/editor/editor_frame.h"

#include <wx/artprov.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/imaglist.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/toolbar.h>

#include <algorithm>
#include <filesystem>

#include "core/content/xml_loader.h"
#include "core/editor/deep_validation.h"
#include "core/platform/utf8_path.h"
#include "gui/app_icon.h"
#include "gui/editor/editor_text.h"
#include "gui/editor/finding_text.h"
#include "gui/editor/findings_pane.h"
#include "gui/editor/new_pack_dialog.h"
#include "gui/editor/pack_meta_page.h"
#include "gui/editor/puzzle_editor.h"
#include "gui/translations.h"
#include "gui/ui_text.h"

namespace chatur::gui {

namespace {

enum CommandId {
    kIdAddPuzzle = wxID_HIGHEST + 300,
    kIdDuplicatePuzzle,
    kIdDeletePuzzle,
    kIdMoveUp,
    kIdMoveDown,
    kIdValidateDeeply,
    kIdTryIt,
    kIdPackPage,
    kIdMissing,
    kIdTextBoard,
    kIdLanguageFirst,  // one id per content language follows
};

constexpr int kValidateDelayMs = 400;  // after the last change
constexpr int kDiskCheckMs = 1000;
constexpr int kDeepMsPerPuzzle = 5000;

wxString Utf8(const std::string& s) {
    return wxString::FromUTF8(s);
}

std::string Canonical(const wxString& path) {
    return platform::CanonicalUtf8Path(path.utf8_string());
}

// The first line of a text, cut for a list column.
wxString Preview(const std::string& text) {
    wxString s = Utf8(text.substr(0, text.find('\n')));
    return s.length() > 80 ? s.Left(79) + wxString::FromUTF8("\xe2\x80\xa6") : s;
}

}  // namespace

EditorFrame::EditorFrame(wxWindow* parent, editor::PackDocument doc,
                         std::vector<content::Finding> loadFindings)
    : wxFrame(parent, wxID_ANY, wxString(), wxDefaultPosition, wxSize(1280, 860)),
      m_doc(std::move(doc)),
      m_loadFindings(std::move(loadFindings)),
      m_deep(this),
      m_validateTimer(this),
      m_diskTimer(this) {
    SetIcons(AppIcons());
    SetMinSize(FromDIP(wxSize(900, 600)));
    // Content in the UI language when the pack has it, else English.
    const std::string ui = CurrentUiLanguage().utf8_string();
    if (std::find(ContentLanguages().begin(), ContentLanguages().end(), ui) !=
        ContentLanguages().end())
        m_lang = ui;

    m_vertical = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                      wxSP_LIVE_UPDATE | wxSP_3DSASH);
    m_horizontal = new wxSplitterWindow(m_vertical, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                        wxSP_LIVE_UPDATE | wxSP_3DSASH);
    // Left: the content language switcher over the list, always in view.
    auto* left = new wxPanel(m_horizontal);
    auto* leftColumn = new wxBoxSizer(wxVERTICAL);
    auto* langRow = new wxBoxSizer(wxHORIZONTAL);
    m_langLabel = new wxStaticText(left, wxID_ANY, wxString());
    m_langChoice = new wxChoice(left, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                wxDefaultValidator, "content-language");
    langRow->Add(m_langLabel, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    langRow->Add(m_langChoice, 1, wxALIGN_CENTER_VERTICAL);
    leftColumn->Add(langRow, 0, wxEXPAND | wxALL, FromDIP(6));
    m_list = new wxListCtrl(left, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_SINGLE_SEL, wxDefaultValidator, "puzzles");
    leftColumn->Add(m_list, 1, wxEXPAND);
    left->SetSizer(leftColumn);
    m_langChoice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_langChoice->GetSelection();
        if (i >= 0) SetContentLanguage(ContentLanguages()[size_t(i)]);
    });
    m_marks = MakeMarkImages(FromDIP(16));
    m_list->SetImageList(m_marks, wxIMAGE_LIST_SMALL);
    m_book = new wxSimplebook(m_horizontal);
    m_meta = new PackMetaPage(m_book);
    m_puzzle = new PuzzleEditor(m_book);
    m_book->AddPage(m_meta, wxString());
    m_book->AddPage(m_puzzle, wxString());
    m_findingsPane = new FindingsPane(m_vertical);
    m_horizontal->SplitVertically(left, m_book, FromDIP(330));
    m_horizontal->SetMinimumPaneSize(FromDIP(160));
    m_horizontal->SetSashGravity(0.0);
    m_vertical->SplitHorizontally(m_horizontal, m_findingsPane, -FromDIP(200));
    m_vertical->SetMinimumPaneSize(FromDIP(90));
    m_vertical->SetSashGravity(1.0);  // a taller window gives the room to the editor

    CreateStatusBar(2);
    const int widths[] = {-1, FromDIP(240)};
    GetStatusBar()->SetStatusWidths(2, widths);

    m_meta->ShowDocument(&m_doc);
    m_meta->SetContentLanguage(m_lang);
    m_puzzle->SetContentLanguage(m_lang);
    m_meta->SetChangeHandler([this] { OnDocumentChanged(); });
    m_puzzle->SetChangeHandler([this] { OnDocumentChanged(); });
    m_findingsPane->SetFindingHandler([this](size_t i) { JumpToFinding(i); });
    m_findingsPane->SetMissingHandler([this](size_t i) { JumpToMissing(i); });
    m_findingsPane->SetCancelHandler([this] { CancelDeepValidation(); });

    BindEvents();
    Relabel();
    if (m_doc.GetPack().puzzles.empty())
        ShowPackPage();
    else
        ShowPuzzle(0);
    ValidateNow();
    if (!m_loadFindings.empty())
        SetMessage(_("Some puzzles could not be read and were left out: see the problems below."));
    m_diskTimer.Start(kDiskCheckMs);
}

EditorFrame::~EditorFrame() {
    m_validateTimer.Stop();
    m_diskTimer.Stop();
    m_meta->SetChangeHandler({});
    m_puzzle->SetChangeHandler({});
    m_findingsPane->SetFindingHandler({});
    m_findingsPane->SetMissingHandler({});
    m_findingsPane->SetCancelHandler({});
    // The pages go after the document (children outlive members): let them forget it.
    m_puzzle->ShowPuzzle(nullptr, std::nullopt);
    m_meta->ShowDocument(nullptr);
    m_list->SetImageList(nullptr, wxIMAGE_LIST_SMALL);
    delete m_marks;
}

EditorFrame* EditorFrame::FindFor(const wxString& path) {
    const std::string wanted = Canonical(path);
    for (wxWindow* w : wxTopLevelWindows)
        if (auto* editor = dynamic_cast<EditorFrame*>(w))
            if (!editor->IsBeingDeleted() && !editor->m_doc.Path().empty() &&
                Canonical(Utf8(editor->m_doc.Path())) == wanted)
                return editor;
    return nullptr;
}

EditorFrame* EditorFrame::OpenFile(wxWindow* parent, const wxString& path, wxString* error) {
    if (EditorFrame* open = FindFor(path)) {
        open->Show();
        open->Raise();
        return open;
    }
    std::vector<content::Finding> findings;
    auto doc = editor::PackDocument::Open(Canonical(path), &findings);
    if (!doc) {
        if (error) {
            *error = wxString::Format(_("%s cannot be opened as a pack."), path);
            for (const content::Finding& f : findings)
                if (f.severity == content::Severity::Error) *error << "\n" << FindingLine(f);
        }
        return nullptr;
    }
    return new EditorFrame(parent, std::move(*doc), std::move(findings));
}

EditorFrame* EditorFrame::NewPackWithDialog(wxWindow* parent) {
    NewPackDialog dialog(parent);
    if (dialog.ShowModal() != dialog.GetAffirmativeId()) return nullptr;
    const NewPackChoice choice = dialog.Choice();
    editor::PackDocument doc(GetVariant(choice.variant), choice.id);
    if (!choice.title.empty()) doc.Edit("edit-pack").title.Set("en", choice.title);
    return new EditorFrame(parent, std::move(doc));
}

// --- Menus and toolbar ---

void EditorFrame::BuildMenuBar() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, _("&New puzzle pack...\tCtrl+N"));
    file->Append(wxID_OPEN, _("&Open puzzle pack...\tCtrl+O"));
    file->Append(wxID_SAVE, _("&Save\tCtrl+S"));
    file->Append(wxID_SAVEAS, _("Save &as...\tCtrl+Shift+S"));
    file->AppendSeparator();
    file->Append(wxID_CLOSE, _("&Close\tCtrl+W"));

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, UndoMenuLabel({}));
    edit->Append(wxID_REDO, RedoMenuLabel({}));

    auto* puzzle = new wxMenu;
    puzzle->Append(kIdAddPuzzle, _("&Add puzzle\tCtrl+Shift+N"));
    puzzle->Append(kIdDuplicatePuzzle, _("&Duplicate puzzle\tCtrl+D"));
    puzzle->Append(kIdDeletePuzzle, _("De&lete puzzle"));
    puzzle->AppendSeparator();
    puzzle->Append(kIdMoveUp, _("Move &up\tAlt+Up"));
    puzzle->Append(kIdMoveDown, _("Move d&own\tAlt+Down"));
    puzzle->AppendSeparator();
    puzzle->Append(kIdValidateDeeply, _("&Validate deeply\tF7"));
    // TRANSLATORS: plays the selected puzzle in the trainer as a learner sees it.
    puzzle->Append(kIdTryIt, _("&Try it\tCtrl+T"));

    auto* view = new wxMenu;
    view->Append(kIdPackPage, _("&Pack details\tCtrl+0"));
    view->Append(kIdMissing, _("&Missing translations\tCtrl+M"));
    // TRANSLATORS: the pack editor's View menu: the position set-up as text, with commands
    // (Ctrl+T is Try it here).
    view->Append(kIdTextBoard, _("&Text board\tCtrl+Shift+T"));
    view->AppendSeparator();
    auto* languages = new wxMenu;
    const auto& codes = ContentLanguages();
    for (size_t i = 0; i < codes.size(); ++i)
        languages->AppendRadioItem(
            kIdLanguageFirst + int(i),
            wxString::Format("%s\tCtrl+%d", ContentLanguageName(codes[i]), int(i) + 1));
    view->AppendSubMenu(languages, _("&Content language"));

    auto* bar = new wxMenuBar;
    bar->Append(file, _("&File"));
    bar->Append(edit, _("&Edit"));
    bar->Append(puzzle, _("&Puzzle"));
    bar->Append(view, _("&View"));
    wxMenuBar* old = GetMenuBar();
    SetMenuBar(bar);
    delete old;
}

void EditorFrame::BuildToolBar() {
    if (wxToolBar* old = GetToolBar()) {
        SetToolBar(nullptr);
        old->Destroy();
    }
    wxToolBar* bar = CreateToolBar(wxTB_HORIZONTAL | wxTB_TEXT | wxTB_FLAT);
    const wxSize size = FromDIP(wxSize(22, 22));
    auto tool = [&](int id, const wxString& label, const wxArtID& art, const wxString& help) {
        bar->AddTool(id, label, wxArtProvider::GetBitmap(art, wxART_TOOLBAR, size), help);
    };
    tool(wxID_NEW, _("New"), wxART_NEW, _("Start a new puzzle pack"));
    tool(wxID_OPEN, _("Open"), wxART_FILE_OPEN, _("Open a puzzle pack"));
    tool(wxID_SAVE, _("Save"), wxART_FILE_SAVE, _("Save the pack (the old file is kept as .bak)"));
    bar->AddSeparator();
    tool(wxID_UNDO, _("Undo"), wxART_UNDO, _("Undo the last change"));
    tool(wxID_REDO, _("Redo"), wxART_REDO, _("Redo the change undone"));
    bar->AddSeparator();
    tool(kIdAddPuzzle, _("Add"), wxART_PLUS, _("Add a puzzle at the end"));
    tool(kIdDuplicatePuzzle, _("Duplicate"), wxART_COPY, _("Add a copy of this puzzle"));
    tool(kIdDeletePuzzle, _("Delete"), wxART_DELETE, _("Delete this puzzle"));
    tool(kIdMoveUp, _("Up"), wxART_GO_UP, _("Move this puzzle up"));
    tool(kIdMoveDown, _("Down"), wxART_GO_DOWN, _("Move this puzzle down"));
    bar->AddSeparator();
    tool(kIdValidateDeeply, _("Validate deeply"), wxART_TICK_MARK,
         _("Prove every mate puzzle with the solver (takes a while)"));
    tool(kIdTryIt, _("Try it"), wxART_GO_FORWARD,
         _("Play this puzzle in the trainer as a learner sees it"));
    bar->Realize();
}

void EditorFrame::BindEvents() {
    auto on = [this](int id, auto action) {
        Bind(
            wxEVT_MENU, [action](wxCommandEvent&) { action(); }, id);
    };
    on(wxID_NEW, [this] {
        if (EditorFrame* w = NewPackWithDialog(GetParent())) {
            w->SetTryHandler(m_onTry);
            w->SetSavedHandler(m_onSaved);
            w->Show();
        }
    });
    on(wxID_OPEN, [this] {
        wxFileDialog dialog(this, _("Open a puzzle pack"), wxString(), wxString(),
                            _("Chatur content (*.xml)|*.xml|All files|*"),
                            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return;
        wxString error;
        EditorFrame* w = OpenFile(GetParent(), dialog.GetPath(), &error);
        if (!w) return ShowError(error);
        w->SetTryHandler(m_onTry);
        w->SetSavedHandler(m_onSaved);
        w->Show();
    });
    on(wxID_SAVE, [this] { Save(); });
    on(wxID_SAVEAS, [this] { SaveAs(wxString()); });
    on(wxID_CLOSE, [this] { Close(); });
    on(wxID_UNDO, [this] { UndoEdit(); });
    on(wxID_REDO, [this] { RedoEdit(); });
    on(kIdAddPuzzle, [this] { AddPuzzle(); });
    on(kIdDuplicatePuzzle, [this] { DuplicatePuzzle(); });
    on(kIdDeletePuzzle, [this] { DeletePuzzle(); });
    on(kIdMoveUp, [this] { MovePuzzle(-1); });
    on(kIdMoveDown, [this] { MovePuzzle(+1); });
    on(kIdValidateDeeply, [this] {
        if (m_deep.Running())
            CancelDeepValidation();
        else
            StartDeepValidation();
    });
    on(kIdTryIt, [this] { TryIt(); });
    on(kIdPackPage, [this] { ShowPackPage(); });
    on(kIdMissing, [this] { m_findingsPane->ShowMissingPage(); });
    on(kIdTextBoard, [this] {
        if (PackPageShown() || !m_puzzle->ShowTextBoard())
            SetMessage(_("Pick a puzzle in the list to set up its position as text."));
    });
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& e) {
            SetContentLanguage(ContentLanguages()[size_t(e.GetId() - kIdLanguageFirst)]);
        },
        kIdLanguageFirst, kIdLanguageFirst + int(ContentLanguages().size()) - 1);

    m_list->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) {
        if (!m_updating) ShowSelection();
    });
    Bind(wxEVT_TIMER, [this](wxTimerEvent& e) {
        if (&e.GetTimer() == &m_validateTimer)
            ValidateNow();
        else if (&e.GetTimer() == &m_diskTimer)
            CheckDisk();
    });
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent& e) { OnClose(e); });
    // The main window may have switched the UI language meanwhile.
    Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& e) {
        if (e.GetActive() && CurrentUiLanguage() != m_labelledIn) CallAfter([this] { Relabel(); });
        e.Skip();
    });
}

void EditorFrame::Relabel() {
    m_labelledIn = CurrentUiLanguage();
    const std::optional<size_t> selected = SelectedPuzzle();
    BuildMenuBar();
    BuildToolBar();
    // TRANSLATORS: the language of the pack's texts being edited (not the UI's).
    m_langLabel->SetLabelText(_("Content language:"));
    m_langChoice->Clear();
    for (const std::string& code : ContentLanguages())
        m_langChoice->Append(ContentLanguageName(code));
    m_list->ClearAll();
    m_list->AppendColumn(_("Puzzle"), wxLIST_FORMAT_LEFT, FromDIP(150));
    // TRANSLATORS: short column heads of the pack editor's puzzle list.
    m_list->AppendColumn(_("Grade"), wxLIST_FORMAT_RIGHT, FromDIP(50));
    m_list->AppendColumn(_("Stage"), wxLIST_FORMAT_LEFT, FromDIP(120));
    m_list->AppendColumn(_("Question"), wxLIST_FORMAT_LEFT, FromDIP(260));
    m_meta->Relabel();
    m_puzzle->Relabel();
    m_findingsPane->Relabel();
    FillList();
    SelectRow(selected ? long(*selected) + 1 : 0);
    UpdateMarks();
    UpdateTitle();
    SyncLanguageSwitch();
    UpdateCommands();
    GetStatusBar()->SetStatusText(SummaryText(), 1);
    Layout();
}

// --- The list and the pages ---

void EditorFrame::FillList() {
    const std::optional<size_t> selected = SelectedPuzzle();
    const bool pack = PackPageShown();
    m_updating = true;
    m_list->Freeze();
    m_list->DeleteAllItems();
    const content::Pack& p = m_doc.GetPack();
    long row = m_list->InsertItem(0, _("Pack"), int(Mark::None));
    m_list->SetItem(row, 3, Preview(p.title.Get(m_lang)));
    m_list->SetItemFont(row, m_list->GetFont().Bold());
    for (size_t i = 0; i < p.puzzles.size(); ++i) {
        const content::Puzzle& z = p.puzzles[i];
        row = m_list->InsertItem(long(i) + 1, Utf8(z.id), int(Mark::None));
        m_list->SetItem(row, 1, wxString::Format("%d", z.grade));
        m_list->SetItem(row, 2, StageLabel(z.stage));
        m_list->SetItem(row, 3, Preview(z.question.Get(m_lang)));
    }
    m_list->Thaw();
    if (pack || !selected)
        SelectRow(0);
    else
        SelectRow(long(std::min(*selected + 1, p.puzzles.size())));  // or the last puzzle
    m_updating = false;
    UpdateMarks();
}

void EditorFrame::UpdateMarks() {
    const content::Pack& p = m_doc.GetPack();
    std::vector<Mark> marks(p.puzzles.size() + 1, Mark::None);
    auto worse = [](Mark& m, content::Severity s) {
        const Mark n = s == content::Severity::Error ? Mark::Error : Mark::Warning;
        if (int(n) > int(m)) m = n;
    };
    for (const content::Finding& f : m_findings) {
        auto index = f.itemId.empty() ? std::nullopt : m_doc.FindPuzzleIndex(f.itemId);
        worse(marks[index ? *index + 1 : 0], f.severity);
    }
    for (size_t i = 0; i < marks.size() && long(i) < m_list->GetItemCount(); ++i)
        m_list->SetItemImage(long(i), int(marks[i]));
}

void EditorFrame::SelectRow(long row) {
    const bool was = m_updating;
    m_updating = true;
    if (row < 0 || row >= m_list->GetItemCount()) row = 0;
    m_list->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                         wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    m_list->EnsureVisible(row);
    m_updating = was;
}

std::optional<size_t> EditorFrame::SelectedPuzzle() const {
    const long row = m_list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row <= 0 || size_t(row) > m_doc.GetPack().puzzles.size()) return std::nullopt;
    return size_t(row - 1);
}

bool EditorFrame::PackPageShown() const {
    return m_book->GetSelection() == 0;
}

void EditorFrame::ShowSelection() {
    CommitTyping();
    if (auto index = SelectedPuzzle()) {
        m_book->ChangeSelection(1);
        m_puzzle->ShowPuzzle(&m_doc, *index);
    } else {
        m_book->ChangeSelection(0);
        m_puzzle->ShowPuzzle(&m_doc, std::nullopt);
        m_meta->ShowAgain();
    }
    UpdateCommands();
}

void EditorFrame::ShowPackPage() {
    SelectRow(0);
    ShowSelection();
}

void EditorFrame::ShowPuzzle(size_t index) {
    if (index >= m_doc.GetPack().puzzles.size()) return ShowPackPage();
    SelectRow(long(index) + 1);
    ShowSelection();
}

void EditorFrame::SetContentLanguage(const std::string& lang) {
    CommitTyping();
    m_lang = lang;
    m_meta->SetContentLanguage(lang);
    m_puzzle->SetContentLanguage(lang);
    SyncLanguageSwitch();
    FillList();
}

void EditorFrame::SyncLanguageSwitch() {
    const auto& codes = ContentLanguages();
    const auto at = std::find(codes.begin(), codes.end(), m_lang);
    if (at == codes.end()) return;
    const int i = int(at - codes.begin());
    if (m_langChoice) m_langChoice->SetSelection(i);
    if (GetMenuBar()) GetMenuBar()->Check(kIdLanguageFirst + i, true);
}

// --- Changes ---

void EditorFrame::CommitTyping() {
    // Each reports through OnDocumentChanged when it edits.
    m_meta->CommitTyping();
    m_puzzle->CommitPendingText();
}

void EditorFrame::OnDocumentChanged() {
    // The list's texts (id, grade, stage, question) may have changed.
    const content::Pack& p = m_doc.GetPack();
    if (size_t(m_list->GetItemCount()) != p.puzzles.size() + 1) {
        FillList();
    } else {
        m_list->SetItem(0, 3, Preview(p.title.Get(m_lang)));
        for (size_t i = 0; i < p.puzzles.size(); ++i) {
            const content::Puzzle& z = p.puzzles[i];
            const long row = long(i) + 1;
            m_list->SetItemText(row, Utf8(z.id));
            m_list->SetItem(row, 1, wxString::Format("%d", z.grade));
            m_list->SetItem(row, 2, StageLabel(z.stage));
            m_list->SetItem(row, 3, Preview(z.question.Get(m_lang)));
        }
    }
    UpdateTitle();
    UpdateCommands();
    m_validateTimer.StartOnce(kValidateDelayMs);
}

void EditorFrame::UndoEdit() {
    StepHistory(false);
}

void EditorFrame::RedoEdit() {
    StepHistory(true);
}

void EditorFrame::StepHistory(bool redo) {
    CommitTyping();
    if (redo ? !m_doc.CanRedo() : !m_doc.CanUndo()) return;
    if (redo)
        m_doc.Redo();
    else
        m_doc.Undo();
    FillList();
    ShowSelection();
    OnDocumentChanged();
}

void EditorFrame::AddPuzzle() {
    CommitTyping();
    const size_t index = m_doc.AddPuzzle();
    FillList();
    ShowPuzzle(index);
    OnDocumentChanged();
}

void EditorFrame::DuplicatePuzzle() {
    CommitTyping();
    auto index = SelectedPuzzle();
    if (!index) return;
    const size_t copy = m_doc.DuplicatePuzzle(*index);
    FillList();
    ShowPuzzle(copy);
    OnDocumentChanged();
}

void EditorFrame::DeletePuzzle() {
    CommitTyping();
    auto index = SelectedPuzzle();
    if (!index) return;
    // No question asked: Undo brings it back.
    const wxString id = Utf8(m_doc.GetPack().puzzles[*index].id);
    m_doc.RemovePuzzle(*index);
    FillList();
    const size_t left = m_doc.GetPack().puzzles.size();
    if (left == 0)
        ShowPackPage();
    else
        ShowPuzzle(std::min(*index, left - 1));
    OnDocumentChanged();
    // TRANSLATORS: %s is a puzzle id; Ctrl+Z is the Undo shortcut.
    SetMessage(wxString::Format(_("Deleted %s (Ctrl+Z brings it back)."), id));
}

void EditorFrame::MovePuzzle(int delta) {
    CommitTyping();
    auto index = SelectedPuzzle();
    if (!index) return;
    const long to = long(*index) + delta;
    if (to < 0 || size_t(to) >= m_doc.GetPack().puzzles.size()) return;
    m_doc.MovePuzzle(*index, size_t(to));
    FillList();
    ShowPuzzle(size_t(to));
    OnDocumentChanged();
}

void EditorFrame::SetTryHandler(TryHandler handler) {
    m_onTry = std::move(handler);
    UpdateCommands();  // ux-review L12: it stayed greyed out until another puzzle was shown
}

void EditorFrame::UpdateCommands() {
    wxMenuBar* bar = GetMenuBar();
    wxToolBar* tools = GetToolBar();
    const auto index = SelectedPuzzle();
    const size_t count = m_doc.GetPack().puzzles.size();
    auto enable = [&](int id, bool on) {
        if (bar && bar->FindItem(id)) bar->Enable(id, on);
        if (tools) tools->EnableTool(id, on);
    };
    enable(wxID_UNDO, m_doc.CanUndo());
    enable(wxID_REDO, m_doc.CanRedo());
    if (bar && bar->FindItem(wxID_UNDO)) bar->SetLabel(wxID_UNDO, UndoMenuLabel(m_doc.UndoLabel()));
    if (bar && bar->FindItem(wxID_REDO)) bar->SetLabel(wxID_REDO, RedoMenuLabel(m_doc.RedoLabel()));
    enable(kIdDuplicatePuzzle, index.has_value());
    enable(kIdDeletePuzzle, index.has_value());
    enable(kIdMoveUp, index && *index > 0);
    enable(kIdMoveDown, index && *index + 1 < count);
    enable(kIdTryIt, count > 0 && static_cast<bool>(m_onTry));
    enable(kIdValidateDeeply, count > 0);
    if (bar && bar->FindItem(kIdValidateDeeply))
        bar->SetLabel(kIdValidateDeeply,
                      m_deep.Running() ? _("&Stop the deep check\tF7") : _("&Validate deeply\tF7"));
}

wxString EditorFrame::FileName() const {
    if (m_doc.Path().empty())
        // TRANSLATORS: the title of a pack not saved yet; %s is its id.
        return wxString::Format(_("Untitled (%s)"), Utf8(m_doc.GetPack().id));
    return wxFileName(Utf8(m_doc.Path())).GetFullName();
}

void EditorFrame::UpdateTitle() {
    // The file name first (with "*" when modified), as editors do.
    SetTitle(wxString::Format(L"%s%s \u2014 %s", FileName(), m_doc.Modified() ? "*" : "",
                              _("Chatur pack editor")));
}

// --- Validation ---

void EditorFrame::ValidateNow() {
    m_validateTimer.Stop();
    std::vector<content::Finding> findings = m_loadFindings;
    for (content::Finding& f : m_doc.Validate({true, false})) {
        const bool known = std::any_of(findings.begin(), findings.end(), [&](const auto& g) {
            return g.itemId == f.itemId && g.message == f.message && g.severity == f.severity;
        });
        if (!known) findings.push_back(std::move(f));
    }
    m_findings = std::move(findings);
    m_findingsPane->SetFindings(m_findings);
    m_findingsPane->SetMissing(m_doc.MissingTranslations());
    UpdateMarks();
    GetStatusBar()->SetStatusText(SummaryText(), 1);
}

wxString EditorFrame::SummaryText() const {
    int errors = 0, warnings = 0;
    for (const content::Finding& f : m_findings)
        (f.severity == content::Severity::Error ? errors : warnings)++;
    return FindingCountText(errors, warnings);
}

wxString EditorFrame::MessageText() const {
    return m_message;
}

void EditorFrame::SetMessage(const wxString& message) {
    m_message = message;
    GetStatusBar()->SetStatusText(message, 0);
}

void EditorFrame::JumpToFinding(size_t index) {
    const auto& rows = m_findingsPane->Findings();
    if (index >= rows.size()) return;
    const content::Finding& f = rows[index];
    if (auto puzzle = f.itemId.empty() ? std::nullopt : m_doc.FindPuzzleIndex(f.itemId))
        ShowPuzzle(*puzzle);
    else
        ShowPackPage();
    SetMessage(EditorFindingText(f));
}

void EditorFrame::JumpToMissing(size_t index) {
    const auto& rows = m_findingsPane->Missing();
    if (index >= rows.size()) return;
    const editor::MissingText m = rows[index];  // the list is refilled below
    if (!m.languages.empty()) SetContentLanguage(m.languages.front());
    if (auto puzzle = m.itemId.empty() ? std::nullopt : m_doc.FindPuzzleIndex(m.itemId)) {
        ShowPuzzle(*puzzle);
    } else {
        ShowPackPage();
        if (m.field == "title") m_meta->TitleField()->SetFocus();
    }
}

void EditorFrame::StartDeepValidation() {
    CommitTyping();
    if (m_doc.GetPack().puzzles.empty()) return;
    content::Pack snapshot = m_doc.GetPack();
    snapshot.path = m_doc.Path();
    m_deepTotal = int(snapshot.puzzles.size());
    m_deep.Start(
        [this, snapshot = std::move(snapshot)](const BackgroundJob::Context& job) {
            return editor::ValidateDeeply(snapshot, kDeepMsPerPuzzle, job.stop,
                                          [this, onGui = job.onGui](int checked) {
                                              onGui([this, checked] { OnDeepProgress(checked); });
                                          });
        },
        [this](std::optional<std::vector<content::Finding>> findings) {
            OnDeepValidated(std::move(findings));
        });
    m_findingsPane->ShowDeepProgress(0, m_deepTotal, false);
    SetMessage(_("Validating deeply..."));
    UpdateCommands();
}

void EditorFrame::CancelDeepValidation() {
    if (!m_deep.Running()) return;
    m_deep.Cancel();  // the worker stops after the puzzle it is on
    OnDeepValidated(std::nullopt);
}

void EditorFrame::OnDeepProgress(int checked) {
    m_findingsPane->ShowDeepProgress(checked, m_deepTotal, false);
}

void EditorFrame::OnDeepValidated(std::optional<std::vector<content::Finding>> findings) {
    m_findingsPane->ShowDeepProgress(0, -1, false);
    if (findings) {
        // Shown until the next change re-runs the quick check.
        findings->insert(findings->begin(), m_loadFindings.begin(), m_loadFindings.end());
        m_findings = std::move(*findings);
        m_findingsPane->SetFindings(m_findings);
        UpdateMarks();
        GetStatusBar()->SetStatusText(SummaryText(), 1);
        SetMessage(wxString::Format(_("Deep check finished: %s."), SummaryText()));
    } else {
        SetMessage(_("Deep check cancelled."));
    }
    UpdateCommands();
}

// --- Files ---

bool EditorFrame::Save() {
    CommitTyping();
    if (m_doc.Path().empty()) return SaveAs(wxString());
    if (auto error = m_doc.Save()) {
        ShowError(wxString::Format(_("Could not save %s:\n%s"), Utf8(m_doc.Path()),
                                   Utf8(error->message)));
        return false;
    }
    m_loadFindings.clear();  // puzzles left out at load are gone from the file now
    m_keptOwnVersion = false;
    UpdateTitle();
    ValidateNow();
    // TRANSLATORS: %s is a file name.
    SetMessage(wxString::Format(_("Saved %s."), FileName()));
    if (m_onSaved) m_onSaved(m_doc.Path());
    return true;
}

bool EditorFrame::SaveAs(const wxString& given) {
    CommitTyping();
    wxString path = given;
    if (path.empty()) {
        wxFileDialog dialog(
            this, _("Save the puzzle pack"), wxString(), Utf8(m_doc.GetPack().id) + ".xml",
            _("Chatur content (*.xml)|*.xml|All files|*"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return false;
        path = dialog.GetPath();
    }
    wxFileName name(path);
    name.MakeAbsolute();
    path = name.GetFullPath();
    if (auto error = m_doc.SaveAs(path.utf8_string())) {
        ShowError(wxString::Format(_("Could not save %s:\n%s"), path, Utf8(error->message)));
        return false;
    }
    m_loadFindings.clear();
    m_keptOwnVersion = false;
    UpdateTitle();
    ValidateNow();
    SetMessage(wxString::Format(_("Saved %s."), FileName()));
    if (m_onSaved) m_onSaved(m_doc.Path());
    return true;
}

void EditorFrame::CheckDisk() {
    if (m_askingAboutDisk || m_doc.Path().empty() || !m_doc.ChangedOnDisk()) return;
    if (m_doc.Modified()) {
        if (m_keptOwnVersion) return;
        m_askingAboutDisk = true;
        const Answer a = Ask(Question::TakeDiskVersion,
                             wxString::Format(_("%s was changed by another program. Take the "
                                                "version on disk and drop your unsaved edits?"),
                                              FileName()));
        m_askingAboutDisk = false;
        if (a != Answer::Yes) {
            m_keptOwnVersion = true;
            SetMessage(_("The file on disk was changed; saving will replace it with yours."));
            return;
        }
    }
    std::vector<content::Finding> findings;
    if (!m_doc.ReloadFromDisk(&findings)) {
        // Half-written by the other program, perhaps: show why, try again later.
        m_findings = findings;
        m_findingsPane->SetFindings(m_findings);
        GetStatusBar()->SetStatusText(SummaryText(), 1);
        SetMessage(wxString::Format(_("%s changed on disk but cannot be read; see the problems."),
                                    FileName()));
        return;
    }
    m_keptOwnVersion = false;
    ShowAfterReload(wxString::Format(_("Reloaded %s: it was changed on disk."), FileName()),
                    findings);
}

void EditorFrame::ShowAfterReload(const wxString& message,
                                  const std::vector<content::Finding>& findings) {
    m_loadFindings.clear();
    for (const content::Finding& f : findings)
        if (f.severity == content::Severity::Error) m_loadFindings.push_back(f);
    FillList();
    ShowSelection();
    UpdateTitle();
    UpdateCommands();
    ValidateNow();
    SetMessage(message);
}

// --- Closing, questions, Try it ---

EditorFrame::Answer EditorFrame::Ask(Question question, const wxString& message) {
    if (m_asker) return m_asker(question, message);
    const bool save = question == Question::SaveChanges;
    wxMessageDialog dialog(this, message, _("Chatur pack editor"),
                           (save ? wxYES_NO | wxCANCEL : wxYES_NO) | wxICON_QUESTION);
    if (save)
        dialog.SetYesNoCancelLabels(_("&Save"), _("&Don't save"), _("Cancel"));
    else
        dialog.SetYesNoLabels(_("&Take the file on disk"), _("&Keep my edits"));
    switch (dialog.ShowModal()) {
        case wxID_YES:
            return Answer::Yes;
        case wxID_NO:
            return Answer::No;
        default:
            return Answer::Cancel;
    }
}

void EditorFrame::ShowError(const wxString& message) {
    SetMessage(message.BeforeFirst('\n'));
    if (m_asker) return;  // a test: no modal dialog
    wxMessageDialog dialog(this, message, _("Chatur pack editor"), wxOK | wxICON_ERROR);
    dialog.SetOKLabel(_("OK"));
    dialog.ShowModal();
}

void EditorFrame::OnClose(wxCloseEvent& event) {
    CommitTyping();
    if (m_doc.Modified() && event.CanVeto()) {
        Raise();
        const Answer a =
            Ask(Question::SaveChanges,
                wxString::Format(_("Save the changes to %s before closing?"), FileName()));
        if (a == Answer::Cancel || (a == Answer::Yes && !Save())) {
            event.Veto();
            return;
        }
    }
    m_validateTimer.Stop();
    m_diskTimer.Stop();
    m_deep.Cancel();
    Destroy();
}

bool EditorFrame::TryIt() {
    CommitTyping();
    std::optional<size_t> index = SelectedPuzzle();
    if (!index && !m_doc.GetPack().puzzles.empty()) index = 0;
    if (!index || !m_onTry) return false;
    const std::string id = m_doc.GetPack().puzzles[*index].id;
    const bool broken = std::any_of(m_findings.begin(), m_findings.end(), [&](const auto& f) {
        return f.itemId == id && f.severity == content::Severity::Error;
    });
    // The learner gets the pack as the saved file would load, not the editor's copy.
    content::LoadResult loaded = content::LoadPackFromString(
        m_doc.Xml(), m_doc.Path().empty() ? std::string("untitled.xml") : m_doc.Path());
    if (broken || !loaded.pack || !loaded.pack->FindPuzzle(id)) {
        SetMessage(_("This puzzle cannot be tried yet: fix its errors first."));
        return false;
    }
    loaded.pack->path = m_doc.Path();
    m_onTry(std::make_shared<const content::Pack>(std::move(*loaded.pack)), id);
    SetMessage(_("Trying the puzzle in the main window; progress is not recorded."));
    return true;
}

}  // namespace chatur::gui
