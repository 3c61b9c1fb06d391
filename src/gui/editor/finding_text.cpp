#include "gui/editor/finding_text.h"

#include <wx/intl.h>
#include <wx/tokenzr.h>
#include <wx/translation.h>

#include <string>
#include <vector>

#include "gui/editor/editor_text.h"

namespace chatur::gui {

namespace {

std::string Translate(const std::string& englishTemplate) {
    // The templates are ASCII msgids (docs/localisation.md); the catalog has them
    // from the core's Say("...") calls (xgettext keyword Say).
    return wxGetTranslation(wxString::FromUTF8(englishTemplate)).utf8_string();
}

}  // namespace

wxString FindingText(const content::Finding& f) {
    if (f.words.Empty()) return wxString::FromUTF8(f.message);  // made without words
    return wxString::FromUTF8(content::Render(f.words, Translate));
}

namespace {

// The editor's name for the field an element holds ("<author>": "Author").
wxString FieldOf(const content::Phrase& tag) {
    std::string name = tag.text;
    if (name.size() > 2 && name.front() == '<' && name.back() == '>')
        name = name.substr(1, name.size() - 2);
    if (name == "author") return _("Author");
    if (name == "licence") return _("Licence");
    return TextFieldName(name);  // title, description, question, explanation, ...
}

}  // namespace

wxString EditorFindingText(const content::Finding& f) {
    const std::string& said = f.words.text;
    const wxString field = f.words.args.empty() ? wxString() : FieldOf(f.words.args.front());
    // TRANSLATORS: pack editor; %s is a field such as "Description" or "Question".
    if (said == "{1} holds no <text>: write at least the English text")
        return wxString::Format(_("%s: not written yet. Write it, in English at least."), field);
    // TRANSLATORS: pack editor; %s is a field such as "Author".
    if (said == "{1} is empty") return wxString::Format(_("%s: empty. Fill it in."), field);
    if (said == "<move> needs at least one <line> (the solution)")
        return _(
            "No solution yet: record at least one solution line by playing it on the "
            "board.");
    if (said == "<line> is empty") return _("A solution line has no moves: record it again.");
    if (said == "<choice> needs at least two <option> elements")
        return _("Give at least two answers to choose from.");
    if (said == "<choice> has no option marked correct=\"true\"")
        return _("Mark at least one answer as correct.");
    if (said == "<count> asks nothing: give at least one of kind, side, start, limit")
        return _(
            "Ask at least one question about the count: which count, who counts, where "
            "it starts or its limit.");
    if (said == "{1} lacks translations: {2}" && f.words.args.size() == 2) {
        std::vector<std::string> codes;
        wxStringTokenizer list(wxString::FromUTF8(f.words.args[1].text), ", ", wxTOKEN_STRTOK);
        while (list.HasMoreTokens()) codes.push_back(list.GetNextToken().utf8_string());
        // TRANSLATORS: pack editor; %s lists languages, e.g. "Indonesian, German".
        return wxString::Format(_("Not translated yet into %s: see Missing translations."),
                                ContentLanguageList(codes));
    }
    if (said == "no square meets the <place> condition in this position")
        return _("No square meets the condition in this position.");
    return FindingText(f);
}

wxString FindingLine(const content::Finding& f) {
    const wxString where = wxString::FromUTF8(f.path) + ":" + wxString::Format("%d", f.line);
    // TRANSLATORS: a problem found in a content file: %1$s is "file:line", %2$s what
    // is wrong. As the command line prints it: "lessons/x.xml:12: error: ...".
    return f.severity == content::Severity::Error
               ? wxString::Format(_("%1$s: error: %2$s"), where, FindingText(f))
               : wxString::Format(_("%1$s: warning: %2$s"), where, FindingText(f));
}

}  // namespace chatur::gui
