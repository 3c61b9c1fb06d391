// The pane on the right: a title, the text of the current item (a piece's
// moves, a lesson step, a puzzle question), room for answer controls, a
// feedback line (green when right, amber when not) and notes (hints, the
// answer and its reasoning). The puzzle trainer and the lesson player derive
// from it and put their controls into ExtraSizer(); their navigation (Back,
// Next, Bookmark) goes into FooterSizer(), pinned to the bottom of the pane so
// that it stays at the same place whatever the length of the text above.
#pragma once

#include <wx/event.h>
#include <wx/panel.h>

class wxStaticText;
class wxTextCtrl;
class wxBoxSizer;
class wxSizerItem;

namespace chatur::gui {

// Sent whenever the pane shows something new to read -- a new title and text,
// new feedback, notes added (a hint, the answer) -- with that new text as the
// event's string. A command event, so it climbs to the frame, which hands it to
// the text board to announce (a screen reader hears what a sighted learner sees).
wxDECLARE_EVENT(EVT_PANE_SPOKEN, wxCommandEvent);

enum class FeedbackKind { Neutral, Good, Problem };

class TextPane : public wxPanel {
public:
    explicit TextPane(wxWindow* parent);

    void SetContent(const wxString& title, const wxString& subtitle, const wxString& body);
    void SetFeedback(const wxString& text, FeedbackKind kind = FeedbackKind::Neutral);
    void SetNotes(const wxString& text);
    // Whether new notes are sent as EVT_PANE_SPOKEN (by default they are); play
    // mode's notes are its move list, whose moves the text board announces anyway.
    void SetNotesSpoken(bool spoken) { m_notesSpoken = spoken; }
    wxString Title() const;
    wxString Subtitle() const;
    wxString Body() const;
    wxString Feedback() const;
    FeedbackKind GetFeedbackKind() const { return m_feedbackKind; }
    wxString Notes() const;
    // Space for answer controls of later panels.
    wxBoxSizer* ExtraSizer() { return m_extra; }
    // The bottom row(s): the text above scrolls, these never move.
    wxBoxSizer* FooterSizer() { return m_footer; }
    // Scrolls the notes so that the text from `offset` on is in view (the
    // answer just shown, under the hints).
    void ShowNotesFrom(size_t offset);
    // The texts' size in percent of the system font's (Preferences).
    void SetTextScale(int percent);

protected:
    // Sends EVT_PANE_SPOKEN with `text` (nothing when empty): for what a derived
    // pane shows outside the texts above (the training pane's rating line).
    void Speak(const wxString& text);

private:
    void ApplyFonts(int percent);
    void Rewrap();
    int FittedHeight(wxTextCtrl* ctrl, const wxString& text, int width) const;

    wxFont m_baseFont;  // the system's, before any scaling
    wxStaticText* m_title;
    wxStaticText* m_subtitle;
    // Read-only text controls: Pango breaks lines in Thai, which has no spaces
    // between words (wxStaticText::Wrap only breaks at spaces).
    wxTextCtrl* m_body;
    wxTextCtrl* m_feedback;
    wxTextCtrl* m_notes;
    wxBoxSizer* m_extra;
    wxBoxSizer* m_footer;
    wxSizerItem* m_spacer;
    wxString m_titleText, m_subtitleText, m_bodyText, m_feedbackText, m_notesText;
    FeedbackKind m_feedbackKind = FeedbackKind::Neutral;
    bool m_notesSpoken = true;
};

}  // namespace chatur::gui
