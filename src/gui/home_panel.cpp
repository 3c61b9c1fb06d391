#include "gui/home_panel.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/sizer.h>

#include "gui/accessible_name.h"
#include "gui/label_wrap.h"
#include "gui/ui_text.h"

namespace chatur::gui {

HomePanel::HomePanel(wxWindow* parent) : TextPane(parent) {
    m_start = new wxButton(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                           wxDefaultValidator, "start-here");
    m_start->SetFont(m_start->GetFont().Scaled(1.15f).Bold());
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                           wxLB_SINGLE, wxDefaultValidator, "home-lessons");
    // Most of a game's lessons at once, and whole under the text at 1024x700.
    m_list->SetMinSize(FromDIP(wxSize(200, 220)));
    ExtraSizer()->Add(m_start, 0, wxEXPAND | wxTOP, FromDIP(14));
    ExtraSizer()->Add(m_list, 0, wxEXPAND | wxTOP, FromDIP(14));
    m_start->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Start(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        WrapStartLabel();
        e.Skip();
    });
    m_list->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent& e) {
        if (e.GetSelection() >= 0) OpenRow(size_t(e.GetSelection()));
    });
}

void HomePanel::OpenRow(size_t row) {
    if (row >= m_rows.size()) return;
    const HomeLesson& lesson = m_lessons[m_rows[row].lesson];
    if (!m_rows[row].pack) {
        if (m_onOpen) m_onOpen(lesson.id);
    } else if (m_onOpenPack) {
        m_onOpenPack(lesson.packs[*m_rows[row].pack].id);
    }
}

void HomePanel::Show(VariantId variant, std::vector<HomeLesson> lessons) {
    m_variant = variant;
    m_lessons = std::move(lessons);
    Fill();
}

void HomePanel::Relabel() {
    Fill();
}

std::string HomePanel::StartLesson() const {
    for (const HomeLesson& l : m_lessons)
        if (l.state != HomeLesson::State::Finished) return l.id;
    return m_lessons.empty() ? std::string() : m_lessons.front().id;
}

void HomePanel::Start() {
    const std::string id = StartLesson();
    if (!id.empty() && m_onOpen) m_onOpen(id);
}

void HomePanel::WrapStartLabel() {
    // A long lesson title wraps inside the button instead of being cut off.
    const int padding = FromDIP(40);
    const int width = GetClientSize().x - FromDIP(32) - padding;
    if (SetWrappedLabelText(m_start, m_startText, width)) CallAfter([this] { Layout(); });
}

void HomePanel::Fill() {
    // TRANSLATORS: the title of the home page; %s is the game (Makruk or Xiangqi).
    SetContent(wxString::Format(_("Learn %s"), VariantName(m_variant)), wxString(),
               _("The lessons teach the game step by step, from the board to the endings. "
                 "Take them in order: every finished lesson leads to the next one. Under a "
                 "lesson are the puzzle packs it opens: by then you know all they ask. Free "
                 "play and training are in the library on the left."));
    // TRANSLATORS: the home page's list: the lessons, each with the puzzle packs it opens.
    SetAccessibleName(m_list, _("Lessons and puzzle packs"));  // for screen readers
    const std::string start = StartLesson();
    bool begun = false;
    wxString startTitle;
    m_list->Clear();
    m_rows.clear();
    // A mark a screen reader reads as a word, not only a colour.
    const wxString finished(L"\u2713 "), begunMark(L"\u25d0 "), untouched(L"\u25cb ");
    for (size_t i = 0; i < m_lessons.size(); ++i) {
        const HomeLesson& l = m_lessons[i];
        begun = begun || l.state != HomeLesson::State::NotStarted;
        if (l.id == start) startTitle = l.title;
        const wxString mark = l.state == HomeLesson::State::Finished  ? finished
                              : l.state == HomeLesson::State::Started ? begunMark
                                                                      : untouched;
        m_list->Append(mark + l.title);
        m_rows.push_back({i, std::nullopt});
        for (size_t p = 0; p < l.packs.size(); ++p) {
            const HomePack& pack = l.packs[p];
            const wxString packMark = pack.total > 0 && pack.solved == pack.total ? finished
                                      : pack.solved > 0                           ? begunMark
                                                                                  : untouched;
            // TRANSLATORS: a row of the home page under a lesson: a puzzle pack the
            // lesson opens, its puzzles solved and in all, before the pack's title
            // (which a narrow pane cuts at its end).
            m_list->Append(wxString("      ") + packMark +
                           wxString::Format(_("%d/%d solved"), pack.solved, pack.total) +
                           wxString::FromUTF8(" \xc2\xb7 ") + pack.title);
            m_rows.push_back({i, p});
        }
    }
    // TRANSLATORS: the home page's main button; %s is a lesson's title.
    m_startText = begun ? wxString::Format(_("Continue: %s"), startTitle)
                        // TRANSLATORS: the home page's main button on a first start.
                        : wxString::Format(_("Start here: %s"), startTitle);
    WrapStartLabel();
    m_start->Show(!start.empty());
    m_start->SetToolTip(_("Opens the first lesson you have not finished"));
    m_list->SetToolTip(
        _("Double-click a lesson or a pack, or select it and press Enter, to open it"));
    Layout();
}

}  // namespace chatur::gui
