// Typing in the puzzle editor's text fields, stored as a text editor would: one
// undo step per field edit session. What is typed is stored after a pause in
// typing (so the validator and the puzzle list follow), on Enter, when the field
// loses focus, and before any other edit (Commit). Every store of one session
// carries the same merge key, so PackDocument::Edit joins them into one step;
// the session ends when the field loses focus, on Enter and on Commit.
#pragma once

#include <wx/timer.h>

#include <functional>
#include <map>
#include <string>

class wxTextCtrl;
class wxWindow;

namespace chatur::gui {

class FieldTyping {
public:
    // Stores `text` typed into a field; `mergeKey` names the edit session.
    using Store = std::function<void(const std::string& text, const std::string& mergeKey)>;

    // `owner` runs the pause timer and the commit after a focus change.
    explicit FieldTyping(wxWindow* owner);
    ~FieldTyping();

    void Bind(wxTextCtrl* ctrl, Store store);
    // Stores the text still being typed (if any) and ends the edit session.
    void Commit();
    // Forgets the text being typed: the document's state wins (undo, reload,
    // another puzzle or option shown).
    void Drop();
    bool IsPending(const wxTextCtrl* ctrl) const { return ctrl == m_pending && ctrl; }
    // Shows `value` in `ctrl` unless the author is typing there (no event).
    void SetValue(wxTextCtrl* ctrl, const wxString& value) const;

private:
    void StorePending();

    wxWindow* m_owner;
    wxTimer m_timer;
    std::map<const wxTextCtrl*, Store> m_stores;
    wxTextCtrl* m_pending = nullptr;
    unsigned m_session = 0;
};

}  // namespace chatur::gui
