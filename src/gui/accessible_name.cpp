#include "gui/accessible_name.h"

#include <wx/control.h>
#include <wx/dataview.h>
#include <wx/pickerbase.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/window.h>

#ifdef __WXGTK__
#include <dlfcn.h>
#endif

#ifdef __WXMSW__
#include <wx/msw/wrapwin.h>

#include <oleauto.h>
#include <unknwn.h>
#if wxUSE_ACCESSIBILITY
#include <wx/access.h>
#endif
#endif

namespace chatur::gui {

namespace {

// "&Level:" -> "Level", "ระดับฝีมือ (&L):" -> "ระดับฝีมือ" (a mnemonic in
// brackets, as Thai and CJK labels carry it).
[[maybe_unused]] wxString Plain(const wxString& label) {
    wxString text = label;
    text.Trim().Trim(false);
    if (text.EndsWith(":")) text.RemoveLast();
    text.Trim();
    const size_t n = text.length();
    if (n >= 4 && text[n - 4] == '(' && text[n - 3] == '&' && text[n - 1] == ')') {
        text.RemoveLast(4);
        text.Trim();
    }
    return wxControl::RemoveMnemonics(text);
}

#ifdef __WXGTK__
// GTK and ATK are loaded with wxGTK; their functions are looked up at run time
// so that building needs no GTK headers.
struct Atk {
    void* (*widgetAccessible)(void*) = nullptr;
    void (*setName)(void*, const char*) = nullptr;
    const char* (*getName)(void*) = nullptr;
    void (*setDescription)(void*, const char*) = nullptr;
    const char* (*getDescription)(void*) = nullptr;
    unsigned long (*objectType)() = nullptr;
    unsigned (*signalLookup)(const char*, unsigned long) = nullptr;
    void (*signalEmitByName)(void*, const char*, ...) = nullptr;
    Atk() {
        widgetAccessible =
            reinterpret_cast<void* (*)(void*)>(dlsym(RTLD_DEFAULT, "gtk_widget_get_accessible"));
        setName = reinterpret_cast<void (*)(void*, const char*)>(
            dlsym(RTLD_DEFAULT, "atk_object_set_name"));
        getName =
            reinterpret_cast<const char* (*)(void*)>(dlsym(RTLD_DEFAULT, "atk_object_get_name"));
        setDescription = reinterpret_cast<void (*)(void*, const char*)>(
            dlsym(RTLD_DEFAULT, "atk_object_set_description"));
        getDescription = reinterpret_cast<const char* (*)(void*)>(
            dlsym(RTLD_DEFAULT, "atk_object_get_description"));
        objectType =
            reinterpret_cast<unsigned long (*)()>(dlsym(RTLD_DEFAULT, "atk_object_get_type"));
        signalLookup = reinterpret_cast<unsigned (*)(const char*, unsigned long)>(
            dlsym(RTLD_DEFAULT, "g_signal_lookup"));
        signalEmitByName = reinterpret_cast<void (*)(void*, const char*, ...)>(
            dlsym(RTLD_DEFAULT, "g_signal_emit_by_name"));
    }
    // ATK 2.46 and later: AtkObject's "announcement" signal.
    bool CanAnnounce() const {
        return Usable() && objectType && signalLookup && signalEmitByName &&
               signalLookup("announcement", objectType()) != 0;
    }
    bool Usable() const { return widgetAccessible && setName && getName; }
    bool CanDescribe() const { return widgetAccessible && setDescription && getDescription; }
};

const Atk& TheAtk() {
    static const Atk atk;
    return atk;
}

// The widget that takes the focus: the tree view inside a wxDataViewCtrl's
// scrolled window, the text view inside a multi-line wxTextCtrl, the text
// field of a file picker.
void* FocusWidget(wxWindow* window) {
    if (auto* picker = dynamic_cast<wxPickerBase*>(window); picker && picker->GetTextCtrl())
        window = picker->GetTextCtrl();
    if (auto* view = dynamic_cast<wxDataViewCtrl*>(window)) return view->GtkGetTreeView();
    return window->GetConnectWidget();
}

// The ATK object of the widget that takes the focus, or null.
void* AccessibleOf(wxWindow* window) {
    const Atk& atk = TheAtk();
    if (!atk.Usable()) return nullptr;
    void* widget = FocusWidget(window);
    return widget ? atk.widgetAccessible(widget) : nullptr;
}
#endif

#if defined(__WXMSW__) && wxUSE_ACCESSIBILITY
// A drawn window's answers to MSAA (and to UI Automation through its MSAA
// proxy): its name, a graphic's role, and what it shows as description and
// value. Everything else (focus, position, state) is the window's own.
class DrawnWindowAccessible : public wxAccessible {
public:
    explicit DrawnWindowAccessible(wxWindow* window) : wxAccessible(window) {}
    void Set(const wxString& name, const wxString& description) {
        m_name = name;
        m_description = description;
    }
    wxAccStatus GetName(int childId, wxString* name) override {
        if (childId != wxACC_SELF) return wxACC_NOT_IMPLEMENTED;
        *name = m_name;
        return wxACC_OK;
    }
    wxAccStatus GetRole(int childId, wxAccRole* role) override {
        if (childId != wxACC_SELF) return wxACC_NOT_IMPLEMENTED;
        *role = wxROLE_SYSTEM_GRAPHIC;
        return wxACC_OK;
    }
    wxAccStatus GetDescription(int childId, wxString* description) override {
        if (childId != wxACC_SELF) return wxACC_NOT_IMPLEMENTED;
        *description = m_description;
        return wxACC_OK;
    }
    wxAccStatus GetValue(int childId, wxString* value) override {
        return GetDescription(childId, value);
    }

private:
    wxString m_name;
    wxString m_description;
};
#endif

#ifdef __WXMSW__
// UI Automation's notification event, looked up at run time: it exists from
// Windows 10 1709 on, and the build needs no UI Automation headers. The
// provider is the window's host provider; the enums are passed as their values
// (NotificationKind_Other = 4, NotificationProcessing_ImportantMostRecent = 1).
struct Uia {
    using HostProviderFromHwnd = HRESULT(WINAPI*)(HWND, IUnknown**);
    using RaiseNotificationEvent = HRESULT(WINAPI*)(IUnknown*, int, int, BSTR, BSTR);
    HostProviderFromHwnd hostProvider = nullptr;
    RaiseNotificationEvent raiseNotification = nullptr;
    Uia() {
        HMODULE core = LoadLibraryW(L"UIAutomationCore.dll");
        if (!core) return;
        hostProvider = reinterpret_cast<HostProviderFromHwnd>(
            reinterpret_cast<void*>(GetProcAddress(core, "UiaHostProviderFromHwnd")));
        raiseNotification = reinterpret_cast<RaiseNotificationEvent>(
            reinterpret_cast<void*>(GetProcAddress(core, "UiaRaiseNotificationEvent")));
    }
    bool Usable() const { return hostProvider && raiseNotification; }
};

void RaiseUiaNotification(wxWindow* window, const wxString& text) {
    static const Uia uia;
    if (!uia.Usable()) return;
    IUnknown* provider = nullptr;
    if (FAILED(uia.hostProvider(static_cast<HWND>(window->GetHWND()), &provider)) || !provider)
        return;
    BSTR display = SysAllocString(text.wc_str());
    BSTR activity = SysAllocString(L"chatur.announcement");
    constexpr int kNotificationKindOther = 4;
    constexpr int kImportantMostRecent = 1;
    uia.raiseNotification(provider, kNotificationKindOther, kImportantMostRecent, display,
                          activity);
    SysFreeString(activity);
    SysFreeString(display);
    provider->Release();
}
#endif

}  // namespace

void SetAccessibleName(wxWindow* window, const wxString& name) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    if (!atk.Usable()) return;
    if (void* widget = FocusWidget(window))
        if (void* accessible = atk.widgetAccessible(widget))
            atk.setName(accessible, Plain(name).utf8_str());
#else
    (void)window;
    (void)name;
#endif
}

void NameAfterLabel(wxWindow* control, const wxStaticText* label) {
    SetAccessibleName(control, label->GetLabel());
}

void LabelledControls::Rename() const {
    for (const auto& [label, control] : m_pairs) NameAfterLabel(control, label);
}

wxString AccessibleName(wxWindow* window) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    if (!atk.Usable()) return wxString();
    void* widget = FocusWidget(window);
    void* accessible = widget ? atk.widgetAccessible(widget) : nullptr;
    const char* name = accessible ? atk.getName(accessible) : nullptr;
    return name ? wxString::FromUTF8(name) : wxString();
#else
    (void)window;
    return wxString();
#endif
}

void DescribeDrawnWindow(wxWindow* window, const wxString& name, const wxString& description) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    void* accessible = AccessibleOf(window);
    if (!accessible || !atk.setDescription || !atk.getDescription) return;
    const char* oldName = atk.getName(accessible);
    if (!oldName || wxString::FromUTF8(oldName) != name) atk.setName(accessible, name.utf8_str());
    const char* oldDescription = atk.getDescription(accessible);
    if (!oldDescription || wxString::FromUTF8(oldDescription) != description)
        atk.setDescription(accessible, description.utf8_str());
#elif defined(__WXMSW__) && wxUSE_ACCESSIBILITY
    auto* accessible = dynamic_cast<DrawnWindowAccessible*>(window->GetAccessible());
    if (!accessible) {
        accessible = new DrawnWindowAccessible(window);
        window->SetAccessible(accessible);  // the window owns it
    }
    wxString oldName, oldDescription;
    accessible->GetName(wxACC_SELF, &oldName);
    accessible->GetDescription(wxACC_SELF, &oldDescription);
    accessible->Set(name, description);
    if (oldName != name)
        wxAccessible::NotifyEvent(wxACC_EVENT_OBJECT_NAMECHANGE, window, wxOBJID_CLIENT,
                                  wxACC_SELF);
    if (oldDescription != description) {
        wxAccessible::NotifyEvent(wxACC_EVENT_OBJECT_DESCRIPTIONCHANGE, window, wxOBJID_CLIENT,
                                  wxACC_SELF);
        wxAccessible::NotifyEvent(wxACC_EVENT_OBJECT_VALUECHANGE, window, wxOBJID_CLIENT,
                                  wxACC_SELF);
    }
#else
    (void)window;
    (void)name;
    (void)description;
#endif
}

wxString AccessibleDescription(wxWindow* window) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    void* accessible = AccessibleOf(window);
    const char* text = accessible && atk.getDescription ? atk.getDescription(accessible) : nullptr;
    return text ? wxString::FromUTF8(text) : wxString();
#else
    (void)window;
    return wxString();
#endif
}

void AnnounceToScreenReader(wxWindow* window, const wxString& text) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    if (text.empty() || !atk.CanAnnounce()) return;
    if (void* widget = FocusWidget(window))
        if (void* accessible = atk.widgetAccessible(widget))
            atk.signalEmitByName(accessible, "announcement", text.utf8_str().data());
#elif defined(__WXMSW__)
    if (!text.empty()) RaiseUiaNotification(window, text);
#else
    (void)window;
    (void)text;
#endif
}

void SpeakThroughFocusedControl(wxWindow* focused, const wxString& text) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    if (text.empty() || !atk.CanDescribe()) return;
    if (void* accessible = AccessibleOf(focused)) {
        atk.setDescription(accessible, "");
        atk.setDescription(accessible, text.utf8_str());
        atk.setDescription(accessible, "");
    }
#else
    (void)focused;
    (void)text;
#endif
}

void DescribeForComingFocus(wxWindow* control, const wxString& text) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    if (!atk.CanDescribe()) return;
    if (void* accessible = AccessibleOf(control)) atk.setDescription(accessible, text.utf8_str());
#else
    (void)control;
    (void)text;
#endif
}

void ForgetSpokenDescription(wxWindow* control) {
#ifdef __WXGTK__
    const Atk& atk = TheAtk();
    if (!atk.CanDescribe()) return;
    if (void* accessible = AccessibleOf(control)) atk.setDescription(accessible, "");
#else
    (void)control;
#endif
}

}  // namespace chatur::gui
