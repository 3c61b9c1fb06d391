#include "gui/text_pane.h"

#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <cmath>

#include "gui/accessible_name.h"

namespace chatur::gui {

wxDEFINE_EVENT(EVT_PANE_SPOKEN, wxCommandEvent);

TextPane::TextPane(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW));
    m_baseFont = GetFont();
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_title = new wxStaticText(this, wxID_ANY, wxString());
    m_subtitle = new wxStaticText(this, wxID_ANY, wxString());
    m_subtitle->SetForegroundColour(wxColour(110, 100, 90));
    // Body and notes scroll when they are longer than the room they get.
    const long style = wxTE_MULTILINE | wxTE_READONLY | wxBORDER_NONE;
    m_body = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, style);
    m_feedback = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                style | wxTE_NO_VSCROLL);
    m_notes = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, style);
    for (wxTextCtrl* t : {m_body, m_feedback, m_notes}) {
        t->SetBackgroundColour(GetBackgroundColour());
        t->SetMinSize(wxSize(FromDIP(200), -1));
    }
    m_feedback->Hide();
    m_notes->Hide();
    m_extra = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_title, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(16));
    // Aligned with the title; only its gap above is small. A hidden subtitle
    // leaves its row empty, so the row takes no space.
    auto* subtitleRow = new wxBoxSizer(wxVERTICAL);
    subtitleRow->Add(m_subtitle, 0, wxEXPAND | wxTOP, FromDIP(4));
    sizer->Add(subtitleRow, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(16));
    // Texts take the height they need (see Rewrap), so the answer controls sit
    // right under the question; the notes take what is left.
    sizer->Add(m_body, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(16));
    sizer->Add(m_extra, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(16));
    sizer->Add(m_feedback, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(12));
    sizer->Add(m_notes, 1, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(16));
    m_spacer = sizer->AddStretchSpacer(1);
    m_footer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_footer, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(16));
    sizer->AddSpacer(FromDIP(12));
    SetSizer(sizer);
    ApplyFonts(100);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Rewrap();
        e.Skip();
    });
}

void TextPane::SetTextScale(int percent) {
    ApplyFonts(percent);
    Rewrap();
    Layout();
}

void TextPane::ApplyFonts(int percent) {
    const float k = float(percent) / 100.0f;
    m_title->SetFont(m_baseFont.Scaled(1.35f * k).Bold());
    m_subtitle->SetFont(m_baseFont.Scaled(k));
    m_body->SetFont(m_baseFont.Scaled(1.08f * k));
    m_feedback->SetFont(m_baseFont.Scaled(1.08f * k).Bold());
    m_notes->SetFont(m_baseFont.Scaled(1.04f * k));
}

void TextPane::SetContent(const wxString& title, const wxString& subtitle, const wxString& body) {
    if (title != m_titleText || body != m_bodyText) Speak(title + "\n" + body);
    m_titleText = title;
    m_subtitleText = subtitle;
    m_subtitle->SetLabelText(subtitle);
    m_subtitle->Show(!subtitle.empty());
    m_bodyText = body;
    // A screen reader reaching the text hears what it is about first.
    SetAccessibleName(m_body, title);
    Rewrap();
}

void TextPane::SetNotes(const wxString& text) {
    if (m_notesSpoken && text != m_notesText) {
        // Notes grow (a hint after a hint, then the answer): only the new part is said.
        const bool added = text.StartsWith(m_notesText);
        Speak(added ? text.Mid(m_notesText.size()).Strip(wxString::both) : text);
    }
    m_notesText = text;
    m_notes->Show(!text.empty());
    Rewrap();
}

void TextPane::SetFeedback(const wxString& text, FeedbackKind kind) {
    if (text != m_feedbackText) Speak(text);
    m_feedbackText = text;
    m_feedbackKind = kind;
    switch (kind) {
        case FeedbackKind::Good:
            m_feedback->SetForegroundColour(wxColour(30, 120, 60));
            break;
        case FeedbackKind::Problem:
            m_feedback->SetForegroundColour(wxColour(170, 70, 20));
            break;
        default:
            m_feedback->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    }
    m_feedback->Show(!text.empty());
    Rewrap();
}

void TextPane::Speak(const wxString& text) {
    if (text.empty()) return;
    wxCommandEvent event(EVT_PANE_SPOKEN, GetId());
    event.SetEventObject(this);
    event.SetString(text);
    ProcessWindowEvent(event);
}

wxString TextPane::Title() const {
    return m_titleText;
}
wxString TextPane::Subtitle() const {
    return m_subtitleText;
}
wxString TextPane::Notes() const {
    return m_notesText;
}
wxString TextPane::Body() const {
    return m_bodyText;
}
wxString TextPane::Feedback() const {
    return m_feedbackText;
}

// The height `text` needs in `ctrl` at `width` pixels: each paragraph's
// extent divided by the width, with slack for the ends of word-wrapped lines
// (Pango breaks Thai between words too, so the same estimate holds for it).
int TextPane::FittedHeight(wxTextCtrl* ctrl, const wxString& text, int width) const {
    if (text.empty()) return 0;
    const int usable = std::max(40, width - FromDIP(12));
    const int lineHeight = int(ctrl->GetCharHeight() * 1.3);
    int lines = 0;
    for (const wxString& paragraph : wxSplit(text, '\n', '\0')) {
        const int w = paragraph.empty() ? 0 : ctrl->GetTextExtent(paragraph).x;
        lines += std::max(1, int(std::ceil(w / (usable * 0.86))));
    }
    return lines * lineHeight + FromDIP(10);
}

void TextPane::Rewrap() {
    int width = GetClientSize().x - FromDIP(32);
    if (width < 50) width = FromDIP(260);
    // From the unwrapped text: a label once wrapped narrow keeps its line breaks.
    m_title->SetLabelText(m_titleText);
    m_title->Wrap(width);
    m_subtitle->SetLabelText(m_subtitleText);
    m_subtitle->Wrap(width);
    if (m_body->GetValue() != m_bodyText) m_body->ChangeValue(m_bodyText);
    if (m_feedback->GetValue() != m_feedbackText) m_feedback->ChangeValue(m_feedbackText);
    if (m_notes->GetValue() != m_notesText) m_notes->ChangeValue(m_notesText);
    const int height = std::max(GetClientSize().y, FromDIP(300));
    m_feedback->SetMinSize(wxSize(
        FromDIP(200), std::min(FittedHeight(m_feedback, m_feedbackText, width), height / 4)));
    m_notes->SetMinSize(wxSize(FromDIP(200), FromDIP(40)));
    // The body gets what the rest leaves (it scrolls), so that the footer stays
    // inside the pane at its bottom.
    m_body->SetMinSize(wxSize(FromDIP(200), 0));
    const int rest = GetSizer()->CalcMin().y;
    const int room = std::max(FromDIP(60), height - rest);
    m_body->SetMinSize(wxSize(
        FromDIP(200), std::min({FittedHeight(m_body, m_bodyText, width), height * 11 / 20, room})));
    // Notes shown: they fill the rest and scroll; else the rest stays empty below.
    m_spacer->SetProportion(m_notesText.empty() ? 1 : 0);
    Layout();
}

void TextPane::ShowNotesFrom(size_t offset) {
    // After the new text is laid out: first the end, so that the start of the
    // answer comes to the top rather than the bottom of the box.
    CallAfter([this, offset] {
        m_notes->ShowPosition(m_notes->GetLastPosition());
        m_notes->ShowPosition(long(offset));
    });
}

}  // namespace chatur::gui
