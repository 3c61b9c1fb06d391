// The learner's bookmarks (File > Bookmarks...): the marked puzzles and lesson
// steps, the newest first, each described by its pack and place, to open one
// again (Open, double click or Enter), write a note on it (Note...) or remove
// it. Two columns: the place and the learner's note. Controls carry names
// ("bookmarks", "open", "note", "remove") so tests find and press them.
#pragma once

#include <wx/dialog.h>

#include <functional>
#include <optional>

#include "core/progress/progress_store.h"

class wxButton;
class wxListView;
class wxStaticText;

namespace chatur::gui {

class BookmarksDialog : public wxDialog {
public:
    // How a bookmark reads in the list ("Checkmates · Puzzle 3 of 12 · 1 Dec 2026").
    using Describe = std::function<wxString(const progress::SavedBookmark&)>;
    BookmarksDialog(wxWindow* parent, progress::ProgressStore* store, Describe describe);

    // The bookmark to open when the dialog ended with wxID_OK.
    const std::optional<progress::SavedBookmark>& Chosen() const { return m_chosen; }
    // What the buttons do, for the list's `index`-th entry.
    void OpenEntry(int index);
    void RemoveEntry(int index);
    // Note... asks for the words, then calls SetNote.
    void EditNote(int index);
    void SetNote(int index, const wxString& note);
    int Count() const;
    // The list's text: column 0 the place, 1 the note.
    wxString EntryText(int index, int column) const;
    int Selection() const;

private:
    void Fill();
    void UpdateButtons();
    void Select(int index);
    void ShowProblem(const std::optional<progress::ProgressError>& error);

    progress::ProgressStore* m_store;
    Describe m_describe;
    wxStaticText* m_empty;    // shown instead of the list while there are no bookmarks
    wxStaticText* m_problem;  // a change that could not be saved
    wxListView* m_list;
    wxButton* m_open;
    wxButton* m_note;
    wxButton* m_remove;
    std::optional<progress::SavedBookmark> m_chosen;
};

}  // namespace chatur::gui
