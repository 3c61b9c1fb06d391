#include "gui/bookmarks_dialog.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>

#include <algorithm>

#include "gui/ui_text.h"

namespace chatur::gui {

BookmarksDialog::BookmarksDialog(wxWindow* parent, progress::ProgressStore* store,
                                 Describe describe)
    : wxDialog(parent, wxID_ANY, _("Bookmarks"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_store(store),
      m_describe(std::move(describe)) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    // TRANSLATORS: the Bookmarks window when there are none yet.
    m_empty = new wxStaticText(
        this, wxID_ANY,
        _("No bookmarks yet: press Bookmark (Ctrl+D) on a puzzle or a lesson step."));
    m_empty->Wrap(FromDIP(480));
    sizer->Add(m_empty, 0, wxLEFT | wxRIGHT | wxTOP, FromDIP(10));
    // A change that could not be saved: kept for this session, and said here.
    m_problem = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                                 "bookmarks-problem");
    m_problem->SetForegroundColour(wxColour(170, 30, 30));
    m_problem->Hide();
    sizer->Add(m_problem, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(10));
    m_list = new wxListView(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(600, 280)),
                            wxLC_REPORT | wxLC_SINGLE_SEL, wxDefaultValidator, "bookmarks");
    // TRANSLATORS: a column title of the Bookmarks window: the marked puzzle or step.
    m_list->AppendColumn(_("Bookmark"), wxLIST_FORMAT_LEFT, FromDIP(380));
    // TRANSLATORS: a column title of the Bookmarks window: the learner's own note.
    m_list->AppendColumn(_("Note"), wxLIST_FORMAT_LEFT, FromDIP(200));
    sizer->Add(m_list, 1, wxEXPAND | wxALL, FromDIP(10));
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    m_open = new wxButton(this, wxID_ANY, _("&Open"), wxDefaultPosition, wxDefaultSize, 0,
                          wxDefaultValidator, "open");
    // TRANSLATORS: a button of the Bookmarks window: write a note on the bookmark.
    m_note = new wxButton(this, wxID_ANY, _("&Note..."), wxDefaultPosition, wxDefaultSize, 0,
                          wxDefaultValidator, "note");
    m_remove = new wxButton(this, wxID_ANY, _("&Remove"), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, "remove");
    row->Add(m_open, 0, wxRIGHT, FromDIP(6));
    row->Add(m_note, 0, wxRIGHT, FromDIP(6));
    row->Add(m_remove, 0);
    row->AddStretchSpacer();
    row->Add(new wxButton(this, wxID_CANCEL, _("&Close")), 0);
    sizer->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(10));
    SetSizerAndFit(sizer);
    SetEscapeId(wxID_CANCEL);

    m_open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { OpenEntry(Selection()); });
    m_note->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { EditNote(Selection()); });
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { RemoveEntry(Selection()); });
    m_list->Bind(wxEVT_LIST_ITEM_ACTIVATED,
                 [this](wxListEvent& e) { OpenEntry(int(e.GetIndex())); });
    m_list->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { UpdateButtons(); });
    m_list->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { UpdateButtons(); });
    m_open->SetDefault();
    Fill();
    Select(0);
    UpdateButtons();
    m_list->SetFocus();
}

int BookmarksDialog::Count() const {
    return m_list->GetItemCount();
}

wxString BookmarksDialog::EntryText(int index, int column) const {
    return m_list->GetItemText(index, column);
}

int BookmarksDialog::Selection() const {
    const long first = m_list->GetFirstSelected();
    return first < 0 ? wxNOT_FOUND : int(first);
}

void BookmarksDialog::Select(int index) {
    if (index < 0 || index >= m_list->GetItemCount()) return;
    m_list->Select(index);
    m_list->Focus(index);
}

void BookmarksDialog::Fill() {
    m_list->DeleteAllItems();
    long row = 0;
    for (const progress::SavedBookmark& mark : m_store->Bookmarks()) {
        m_list->InsertItem(row, m_describe(mark));
        m_list->SetItem(row, 1, wxString::FromUTF8(mark.note));
        ++row;
    }
    m_empty->Show(m_store->Bookmarks().empty());
    Layout();
}

void BookmarksDialog::UpdateButtons() {
    const bool any = !m_store->Bookmarks().empty() && Selection() != wxNOT_FOUND;
    m_open->Enable(any);
    m_note->Enable(any);
    m_remove->Enable(any);
    m_list->Enable(!m_store->Bookmarks().empty());
}

void BookmarksDialog::OpenEntry(int index) {
    const auto& marks = m_store->Bookmarks();
    if (index < 0 || size_t(index) >= marks.size()) return;
    m_chosen = marks[size_t(index)];
    if (IsModal())
        EndModal(wxID_OK);
    else
        SetReturnCode(wxID_OK);
}

void BookmarksDialog::RemoveEntry(int index) {
    const auto& marks = m_store->Bookmarks();
    if (index < 0 || size_t(index) >= marks.size()) return;
    ShowProblem(m_store->RemoveBookmark(marks[size_t(index)].id));
    Fill();
    Select(std::min(index, int(m_store->Bookmarks().size()) - 1));
    UpdateButtons();
}

void BookmarksDialog::EditNote(int index) {
    const auto& marks = m_store->Bookmarks();
    if (index < 0 || size_t(index) >= marks.size()) return;
    // TRANSLATORS: the question of the Note window of a bookmark.
    wxTextEntryDialog ask(this, _("Your note on this bookmark (leave it empty to remove it):"),
                          // TRANSLATORS: the title of the Note window of a bookmark.
                          _("Bookmark note"), wxString::FromUTF8(marks[size_t(index)].note));
    if (ask.ShowModal() == wxID_OK) SetNote(index, ask.GetValue());
}

void BookmarksDialog::SetNote(int index, const wxString& note) {
    const auto& marks = m_store->Bookmarks();
    if (index < 0 || size_t(index) >= marks.size()) return;
    // One line: the list shows a bookmark per line.
    wxString line = note;
    line.Replace("\n", " ");
    line.Trim().Trim(false);
    ShowProblem(m_store->SetBookmarkNote(marks[size_t(index)].id, line.utf8_string()));
    Fill();
    Select(index);
    UpdateButtons();
}

void BookmarksDialog::ShowProblem(const std::optional<progress::ProgressError>& error) {
    // No file (screenshots, tests without one): nothing was meant to be saved.
    const bool shown = error && !m_store->Path().empty();
    m_problem->SetLabel(shown ? ProgressErrorText(*error) : wxString());
    m_problem->Wrap(FromDIP(580));
    m_problem->Show(shown);
    Layout();
}

}  // namespace chatur::gui
