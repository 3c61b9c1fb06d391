// A user-visible text in several languages, as written in the XML with one
// `<text lang="..">` child per language. The app asks for its UI language and
// falls back to English, then to any language present (docs/content-format.md).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::content {

// The languages Chatur ships in; a pack expects all of them unless it declares
// its own list (`languages="en id"`).
const std::vector<std::string>& AppLanguages();

class LocalizedText {
public:
    // Sets (or replaces) the text for one language code ("en", "th", ...); an
    // empty text removes that language.
    void Set(std::string lang, std::string text);

    // Text for `lang`, else English, else the first language present (by code),
    // else an empty string.
    const std::string& Get(std::string_view lang) const;
    // Exactly `lang`, or nullptr.
    const std::string* Find(std::string_view lang) const;
    bool Has(std::string_view lang) const { return Find(lang) != nullptr; }
    bool Empty() const { return m_texts.empty(); }
    std::vector<std::string> Languages() const;
    // The languages of `wanted` this text lacks, in the order of `wanted`.
    std::vector<std::string> MissingFrom(const std::vector<std::string>& wanted) const;

    // Source line of the element that held the texts (0 when built in code).
    int line = 0;

private:
    std::map<std::string, std::string, std::less<>> m_texts;
};

// Normalises the white space of a text element as HTML does: runs of spaces,
// tabs and single line breaks become one space, leading and trailing space goes;
// a blank line (two or more line breaks) becomes a paragraph break "\n\n".
std::string NormalizeSpace(std::string_view raw);

}  // namespace chatur::content
