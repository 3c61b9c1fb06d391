#include "gui/label_wrap.h"

#include <wx/arrstr.h>
#include <wx/control.h>

#include <vector>

namespace chatur::gui {

namespace {

// Thai vowel and tone marks sit on the character before them: a line must not
// begin with one.
bool IsCombining(wxUniChar c) {
    const auto code = c.GetValue();
    return code == 0x0E31 || (code >= 0x0E34 && code <= 0x0E3A) ||
           (code >= 0x0E47 && code <= 0x0E4E) || (code >= 0x0300 && code <= 0x036F);
}

// Splits a word wider than `width` into pieces that fit, between characters.
std::vector<wxString> BreakWord(const wxString& word, int width, const TextMeasure& measure) {
    std::vector<wxString> pieces;
    wxString piece;
    for (wxUniChar c : word) {
        wxString longer = piece + c;
        if (!piece.empty() && !IsCombining(c) && measure(longer) > width) {
            pieces.push_back(piece);
            longer = wxString(c);
        }
        piece = longer;
    }
    if (!piece.empty()) pieces.push_back(piece);
    return pieces;
}

}  // namespace

wxString WrapLabel(const wxString& text, int width, const TextMeasure& measure) {
    if (width <= 0 || measure(text) <= width || measure("W") > width) return text;
    wxString result;
    wxString line;
    auto flush = [&] {
        if (!result.empty()) result << '\n';
        result << line;
        line.clear();
    };
    for (const wxString& word : wxSplit(text, ' ', '\0')) {
        if (word.empty()) continue;
        const wxString joined = line.empty() ? word : line + ' ' + word;
        if (measure(joined) <= width) {
            line = joined;
            continue;
        }
        if (!line.empty()) flush();
        if (measure(word) <= width) {
            line = word;
            continue;
        }
        std::vector<wxString> pieces = BreakWord(word, width, measure);
        for (size_t i = 0; i + 1 < pieces.size(); ++i) {
            line = pieces[i];
            flush();
        }
        line = pieces.back();
    }
    if (!line.empty()) flush();
    return result;
}

bool SetWrappedLabelText(wxControl* control, const wxString& text, int width) {
    const wxString wrapped = WrapLabel(
        text, width, [control](const wxString& t) { return control->GetTextExtent(t).x; });
    if (wrapped == control->GetLabelText()) return false;
    control->SetLabelText(wrapped);
    control->InvalidateBestSize();
    return true;
}

}  // namespace chatur::gui
