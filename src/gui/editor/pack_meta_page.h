// The "Pack" page of the pack editor: the pack's id, variant (fixed once the
// pack exists: every board in it is of that variant), default rule profile,
// version, author, licence, the languages it promises, and its title and
// description in the content language chosen in the window, with the English
// text shown beside as the reference a translator works from.
//
// Typing is committed as one undo step when the author pauses or leaves the
// field (or before a save or an undo), not one step per key. The setters below
// are what the controls call; tests use them too.
#pragma once

#include <wx/panel.h>
#include <wx/timer.h>

#include <functional>
#include <string>
#include <vector>

#include "core/editor/pack_document.h"
#include "gui/accessible_name.h"

class wxCheckBox;
class wxChoice;
class wxComboBox;
class wxStaticText;
class wxTextCtrl;

namespace chatur::gui {

class PackMetaPage : public wxPanel {
public:
    explicit PackMetaPage(wxWindow* parent);

    // Shows `doc`'s pack (nullptr: nothing); `doc` outlives the page.
    void ShowDocument(editor::PackDocument* doc);
    // After undo/redo or a reload.
    void ShowAgain();
    void SetContentLanguage(const std::string& lang);
    void SetChangeHandler(std::function<void()> handler) { m_onChange = std::move(handler); }
    void Relabel();
    // Commits text typed but not committed yet and ends the typing session
    // (the stores of one session are one undo step); true when that changed
    // the pack.
    bool CommitTyping();

    // --- Entry points of the controls (also used by tests); one undo step each.
    void SetPackId(const std::string& id);
    void SetProfile(const std::string& profile);
    void SetVersion(const std::string& version);
    void SetAuthor(const std::string& author);
    void SetLicence(const std::string& licence);
    void SetLanguages(const std::vector<std::string>& languages);
    // In the content language.
    void SetTitle(const std::string& text);
    void SetDescription(const std::string& text);

    wxTextCtrl* TitleField() const { return m_title; }

private:
    template <typename Change>
    void Apply(Change change);
    void FillProfiles();
    void ShowTexts();
    void OnTyping();
    bool StoreTyping();  // CommitTyping, keeping the session open

    editor::PackDocument* m_doc = nullptr;
    std::string m_lang = "en";
    std::function<void()> m_onChange;
    bool m_filling = false;  // controls being filled from the pack: no edits
    bool m_typed = false;    // a text field holds text not committed yet
    wxTimer m_typingTimer;
    unsigned m_typingSession = 0;

    wxStaticText* m_heading;
    wxStaticText* m_idLabel;
    wxTextCtrl* m_id;
    wxStaticText* m_variantLabel;
    wxStaticText* m_variant;
    wxStaticText* m_profileLabel;
    wxChoice* m_profile;
    std::vector<std::string> m_profileNames;
    wxStaticText* m_versionLabel;
    wxTextCtrl* m_version;
    wxStaticText* m_authorLabel;
    wxTextCtrl* m_author;
    wxStaticText* m_licenceLabel;
    wxComboBox* m_licence;
    wxStaticText* m_languagesLabel;
    std::vector<wxCheckBox*> m_languages;
    wxStaticText* m_titleLabel;
    wxTextCtrl* m_title;
    wxStaticText* m_titleSource;
    wxStaticText* m_descriptionLabel;
    wxTextCtrl* m_description;
    wxStaticText* m_descriptionSource;
    LabelledControls m_labelled;  // names for screen readers
};

}  // namespace chatur::gui
