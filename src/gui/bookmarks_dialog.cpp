#include "gui/bookmarks_dialog.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

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
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(480, 280)), 0, nullptr,
                           wxLB_SINGLE, wxDefaultValidator, "bookmarks");
    sizer->Add(m_list, 1, wxEXPAND | wxALL, FromDIP(10));
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    m_open = new wxButton(this, wxID_ANY, _("&Open"), wxDefaultPosition, wxDefaultSize, 0,
                          wxDefaultValidator, "open");
    m_remove = new wxButton(this, wxID_ANY, _("&Remove"), wxDefaultPosition, wxDefaultSize, 0,
                            wxDefaultValidator, "remove");
    row->Add(m_open, 0, wxRIGHT, FromDIP(6));
    row->Add(m_remove, 0);
    row->AddStretchSpacer();
    row->Add(new wxButton(this, wxID_CANCEL, _("&Close")), 0);
    sizer->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(10));
    SetSizerAndFit(sizer);
    SetEscapeId(wxID_CANCEL);

    m_open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { OpenEntry(m_list->GetSelection()); });
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { RemoveEntry(m_list->GetSelection()); });
    m_list->Bind(wxEVT_LISTBOX_DCLICK,
                 [this](wxCommandEvent&) { OpenEntry(m_list->GetSelection()); });
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { UpdateButtons(); });
    m_open->SetDefault();
    Fill();
    if (m_list->GetCount() > 0) m_list->SetSelection(0);
    UpdateButtons();
    m_list->SetFocus();
}

int BookmarksDialog::Count() const {
    return int(m_list->GetCount());
}

void BookmarksDialog::Fill() {
    m_list->Clear();
    for (const progress::SavedBookmark& mark : m_store->Bookmarks())
        m_list->Append(m_describe(mark));
    m_empty->Show(m_store->Bookmarks().empty());
    Layout();
}

void BookmarksDialog::UpdateButtons() {
    const bool any = !m_store->Bookmarks().empty() && m_list->GetSelection() != wxNOT_FOUND;
    m_open->Enable(any);
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
    m_store->RemoveBookmark(marks[size_t(index)].id);
    Fill();
    if (!m_store->Bookmarks().empty())
        m_list->SetSelection(std::min(index, int(m_store->Bookmarks().size()) - 1));
    UpdateButtons();
}

}  // namespace chatur::gui
