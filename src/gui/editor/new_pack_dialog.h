// File > New puzzle pack...: the two things a pack cannot change later without
// confusion — its variant and its stable id — and an English title.
#pragma once

#include <wx/dialog.h>

#include <string>

#include "core/rules/variant.h"

class wxRadioBox;
class wxTextCtrl;

namespace chatur::gui {

struct NewPackChoice {
    VariantId variant = VariantId::Makruk;
    std::string id;
    std::string title;  // English; empty keeps "Untitled pack"
};

// An id the pack format accepts: letters, digits, '.', '-', '_', not empty.
bool IsValidPackId(const std::string& id);

class NewPackDialog : public wxDialog {
public:
    explicit NewPackDialog(wxWindow* parent);
    NewPackChoice Choice() const;

private:
    wxRadioBox* m_variant;
    wxTextCtrl* m_id;
    wxTextCtrl* m_title;
};

}  // namespace chatur::gui
