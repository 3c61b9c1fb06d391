#include "gui/editor/choice_task_panel.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "core/editor/task_edits.h"
#include "gui/editor/editor_widgets.h"
#include "gui/editor/field_typing.h"

namespace chatur::gui {

namespace {

std::string TextIn(const content::LocalizedText& text, const std::string& lang) {
    const std::string* s = text.Find(lang);
    return s ? *s : std::string();
}

}  // namespace

ChoiceTaskPanel::ChoiceTaskPanel(wxWindow* parent, PuzzleEditHost& host)
    : TaskKindPanel(parent, host) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_options = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 90)), 0,
                              nullptr, wxLB_SINGLE, wxDefaultValidator, "options");
    // Four answers without scrolling, in any content language: a row holding
    // Thai is taller than a Latin one, so the sample measures both.
    const int row =
        m_options
            ->GetTextExtent(wxString::FromUTF8("\xc3\x81g "
                                               "\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\x9d"
                                               "\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\x87"))
            .y +
        FromDIP(10);
    m_options->SetMinSize(wxSize(-1, std::max(FromDIP(90), 4 * row + FromDIP(4))));
    sizer->Add(m_options, 0, wxEXPAND);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    m_add = MakeButton(this, "add-option");
    m_remove = MakeButton(this, "remove-option");
    buttons->Add(m_add, 0, wxRIGHT, FromDIP(4));
    buttons->Add(m_remove, 0);
    sizer->Add(buttons, 0, wxTOP, FromDIP(4));
    m_labelLabel = MakeLabel(this);
    m_label = MakeText(this, "option-label", false);
    m_correct = new wxCheckBox(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, 0,
                               wxDefaultValidator, "option-correct");
    m_feedbackLabel = MakeLabel(this);
    m_feedback = MakeText(this, "option-feedback", true);
    sizer->Add(m_labelLabel, 0, wxTOP, FromDIP(8));
    sizer->Add(m_label, 0, wxEXPAND);
    sizer->Add(m_correct, 0, wxTOP, FromDIP(4));
    sizer->Add(m_feedbackLabel, 0, wxTOP, FromDIP(4));
    sizer->Add(m_feedback, 0, wxEXPAND);
    SetSizer(sizer);

    m_options->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        m_host.Typing().Commit();
        if (m_host.Current()) Load(*m_host.Current());
    });
    m_add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        AddChoiceOption(_("New answer").utf8_string(), false, std::string());
        m_options->SetSelection(int(m_options->GetCount()) - 1);
        if (m_host.Current()) Load(*m_host.Current());
        m_label->SetFocus();
        m_label->SelectAll();
    });
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (m_options->GetSelection() != wxNOT_FOUND)
            RemoveChoiceOption(size_t(m_options->GetSelection()));
    });
    m_correct->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
        if (m_filling) return;
        m_host.Typing().Commit();
        const int i = m_options->GetSelection();
        const content::Puzzle* p = m_host.Current();
        const auto* task = p ? p->task.As<content::ChoiceTask>() : nullptr;
        if (i < 0 || !task || size_t(i) >= task->options.size()) return;
        const content::ChoiceOption& o = task->options[size_t(i)];
        const std::string& lang = m_host.ContentLanguage();
        SetChoiceOption(size_t(i), o.label.Get(lang), m_correct->GetValue(), o.feedback.Get(lang));
    });
    m_host.Typing().Bind(m_label, [this](const std::string& text, const std::string& key) {
        StoreTyped(true, text, key);
    });
    m_host.Typing().Bind(m_feedback, [this](const std::string& text, const std::string& key) {
        StoreTyped(false, text, key);
    });
}

void ChoiceTaskPanel::Relabel() {
    m_add->SetLabel(_("&Add answer"));
    m_remove->SetLabel(_("&Remove answer"));
    m_labelLabel->SetLabel(_("Answer text:"));
    m_correct->SetLabel(_("This answer is correct"));
    m_feedbackLabel->SetLabel(_("Feedback when it is picked:"));
}

const content::ChoiceOption* ChoiceTaskPanel::Shown() const {
    const content::Puzzle* p = m_host.Current();
    const auto* task = p ? p->task.As<content::ChoiceTask>() : nullptr;
    if (!task || m_shown < 0 || size_t(m_shown) >= task->options.size()) return nullptr;
    return &task->options[size_t(m_shown)];
}

void ChoiceTaskPanel::StoreTyped(bool label, const std::string& text, const std::string& mergeKey) {
    const content::ChoiceOption* o = Shown();
    if (!o) return;
    const std::string& lang = m_host.ContentLanguage();
    const size_t index = size_t(m_shown);
    const std::string newLabel = label ? text : TextIn(o->label, lang);
    const std::string newFeedback = label ? TextIn(o->feedback, lang) : text;
    const bool correct = o->correct;
    m_host.EditPuzzle(
        "edit-option",
        [&](content::Puzzle& p) {
            return editor::SetChoiceOption(p, index, lang, newLabel, correct, newFeedback);
        },
        mergeKey);
}

void ChoiceTaskPanel::AddChoiceOption(const std::string& label, bool correct,
                                      const std::string& feedback) {
    m_shown = -1;
    m_host.EditPuzzle("add-option", [&](content::Puzzle& p) {
        editor::AddChoiceOption(p, m_host.ContentLanguage(), label, correct, feedback);
        return true;
    });
}

void ChoiceTaskPanel::SetChoiceOption(size_t index, const std::string& label, bool correct,
                                      const std::string& feedback) {
    m_host.EditPuzzle("edit-option", [&](content::Puzzle& p) {
        return editor::SetChoiceOption(p, index, m_host.ContentLanguage(), label, correct,
                                       feedback);
    });
}

void ChoiceTaskPanel::RemoveChoiceOption(size_t index) {
    m_shown = -1;
    m_host.EditPuzzle("remove-option",
                      [&](content::Puzzle& p) { return editor::RemoveChoiceOption(p, index); });
}

void ChoiceTaskPanel::Load(const content::Puzzle& puzzle) {
    const std::string& lang = m_host.ContentLanguage();
    if (lang != m_shownLang) {
        m_shownLang = lang;
        m_shown = -1;
    }
    const auto* task = puzzle.task.As<content::ChoiceTask>();
    wxArrayString items;
    if (task)
        for (const content::ChoiceOption& o : task->options) {
            const std::string* label = o.label.Find(lang);
            wxString text = label ? wxString::FromUTF8(*label)
                                  : "(" + wxString::FromUTF8(o.label.Get(lang)) + ")";
            items.Add((o.correct ? wxString(L"\u2713 ") : wxString("   ")) + text);
        }
    int selection = m_options->GetSelection();
    if (m_options->GetStrings() != items) {
        m_options->Set(items);
        if (selection >= int(items.size())) selection = int(items.size()) - 1;
        if (selection == wxNOT_FOUND && !items.empty()) selection = 0;
        if (selection != wxNOT_FOUND) {
            m_options->SetSelection(selection);
            m_options->EnsureVisible(selection);
        }
    }
    selection = m_options->GetSelection();
    const bool has = task && selection != wxNOT_FOUND && size_t(selection) < task->options.size();
    FieldTyping& typing = m_host.Typing();
    m_filling = true;
    if (has) {
        const content::ChoiceOption& o = task->options[size_t(selection)];
        if (m_shown != selection) {
            // Text typed for another option is not this one's.
            if (typing.IsPending(m_label) || typing.IsPending(m_feedback)) typing.Drop();
            m_shown = selection;
        }
        typing.SetValue(m_label, wxString::FromUTF8(TextIn(o.label, lang)));
        typing.SetValue(m_feedback, wxString::FromUTF8(TextIn(o.feedback, lang)));
        m_correct->SetValue(o.correct);
    } else {
        m_shown = -1;
        typing.SetValue(m_label, wxString());
        typing.SetValue(m_feedback, wxString());
        m_correct->SetValue(false);
    }
    m_filling = false;
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_label, m_feedback, m_correct, m_remove})
        w->Enable(has);
}

}  // namespace chatur::gui
