#include "gui/editor/field_typing.h"

#include <wx/textctrl.h>
#include <wx/window.h>

namespace chatur::gui {

namespace {
constexpr int kPauseMs = 1500;
}

FieldTyping::FieldTyping(wxWindow* owner) : m_owner(owner), m_timer(owner) {
    owner->Bind(wxEVT_TIMER, [this](wxTimerEvent& e) {
        if (&e.GetTimer() == &m_timer)
            StorePending();
        else
            e.Skip();
    });
}

FieldTyping::~FieldTyping() {
    m_timer.Stop();
}

void FieldTyping::Bind(wxTextCtrl* ctrl, Store store) {
    m_stores[ctrl] = std::move(store);
    ctrl->Bind(wxEVT_TEXT, [this, ctrl](wxCommandEvent&) {
        if (m_pending && m_pending != ctrl) Commit();
        m_pending = ctrl;
        m_timer.StartOnce(kPauseMs);
    });
    if (!ctrl->IsMultiLine()) ctrl->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { Commit(); });
    ctrl->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        // After the focus has moved: storing may refill the controls.
        m_owner->CallAfter([this] { Commit(); });
        e.Skip();
    });
}

void FieldTyping::StorePending() {
    m_timer.Stop();
    wxTextCtrl* ctrl = m_pending;
    if (!ctrl) return;
    m_pending = nullptr;  // cleared first: the store refills the controls
    const auto it = m_stores.find(ctrl);
    if (it == m_stores.end()) return;
    it->second(ctrl->GetValue().utf8_string(),
               ctrl->GetName().utf8_string() + ":" + std::to_string(m_session));
}

void FieldTyping::Commit() {
    StorePending();
    ++m_session;
}

void FieldTyping::Drop() {
    m_timer.Stop();
    m_pending = nullptr;
    ++m_session;
}

void FieldTyping::SetValue(wxTextCtrl* ctrl, const wxString& value) const {
    if (ctrl != m_pending && ctrl->GetValue() != value) ctrl->ChangeValue(value);
}

}  // namespace chatur::gui
