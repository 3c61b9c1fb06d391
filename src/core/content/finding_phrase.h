// The words of a finding, translatable although the core knows no language.
//
// A finding's text is an English template with numbered places {1}..{9} and the
// values that fill them. The template is the gettext msgid: every template is
// written as a literal inside Say(), which xgettext extracts (keyword `Say`, see
// locale/CMakeLists.txt) into locale/chatur.pot. A value is either literal (an id,
// a square, a number, an element or attribute name: never translated) or a phrase
// of its own (a side's name, a reason), translated the same way.
//
// Render() with no translator gives the English text the CLI prints (docs/cli.md);
// the GUI passes its catalog lookup (src/gui/editor/finding_text.*). See
// docs/localisation.md, "Findings in four languages".
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::content {

struct Phrase {
    std::string text;  // the English template, or the literal value
    bool literal = false;
    std::vector<Phrase> args;  // fill {1}, {2}, ...

    bool Empty() const { return text.empty() && args.empty(); }
};

// A translatable template (a string literal, for xgettext) and its values.
Phrase Say(const char* englishTemplate, std::vector<Phrase> args = {});
// A value that stays as it is in every language.
Phrase Lit(std::string text);
Phrase Lit(int number);

// Maps an English template to its translation (or returns it unchanged).
using Translator = std::function<std::string(const std::string& englishTemplate)>;

// Fills the places in; without a translator, in English.
std::string Render(const Phrase& phrase, const Translator& translate = {});

}  // namespace chatur::content
