#include "core/content/xml_prescan.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "core/notation/printable_text.h"

namespace chatur::content {

namespace {

// Moves `i` past the next `end` (or to the end of the text), counting lines.
void SkipPast(std::string_view s, std::string_view end, size_t& i, int& line) {
    size_t j = s.find(end, i);
    j = j == std::string_view::npos ? s.size() : j + end.size();
    for (; i < j; ++i)
        if (s[i] == '\n') ++line;
}

// At a '<': skips a comment, a CDATA section or a processing instruction whole,
// where neither entities nor attributes are read. False for anything else.
bool SkipUnparsedSection(std::string_view s, size_t& i, int& line) {
    if (s.compare(i, 4, "<!--") == 0)
        SkipPast(s, "-->", i, line);
    else if (s.compare(i, 9, "<![CDATA[") == 0)
        SkipPast(s, "]]>", i, line);
    else if (s.compare(i, 2, "<?") == 0)
        SkipPast(s, "?>", i, line);
    else
        return false;
    return true;
}

}  // namespace

// The 1-based line of the first byte that breaks UTF-8, or 0.
int FirstBadUtf8Line(std::string_view s) {
    int line = 1;
    for (size_t i = 0; i < s.size();) {
        size_t len = Utf8SequenceLength(s, i);
        if (len == 0) return line;
        if (s[i] == '\n') ++line;
        i += len;
    }
    return 0;
}

// The 1-based line of the first character XML does not allow written as it is
// (a control character other than tab, line feed and carriage return, or U+FFFE,
// U+FFFF), or 0. The text must be UTF-8.
int FirstForbiddenCharacterLine(std::string_view s) {
    int line = 1;
    for (size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c == '\n') ++line;
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') ||
            (c == 0xEF && s.compare(i + 1, 1, "\xBF") == 0 && i + 2 < s.size() &&
             static_cast<unsigned char>(s[i + 2]) >= 0xBE))
            return line;
    }
    return 0;
}

// tinyxml2 keeps a bare '&' or an unknown entity as text, but XML (and every
// editor, and xmllint) rejects it: "Q&A" must be "Q&amp;A". Returns the 1-based
// line of the first such '&' outside comments, CDATA and processing
// instructions, or 0.
int FirstBadAmpersandLine(std::string_view s, bool* forbiddenReference) {
    int line = 1;
    size_t i = 0;
    while (i < s.size()) {
        char c = s[i];
        if (c == '<' && SkipUnparsedSection(s, i, line)) {
            continue;
        } else if (c == '&') {
            size_t end = s.find(';', i);
            std::string_view name =
                end == std::string_view::npos ? std::string_view() : s.substr(i + 1, end - i - 1);
            bool ok =
                name == "amp" || name == "lt" || name == "gt" || name == "quot" || name == "apos";
            if (!ok && name.size() >= 2 && name[0] == '#') {
                bool hex = name[1] == 'x';
                std::string_view digits = name.substr(hex ? 2 : 1);
                ok = !digits.empty() && digits.size() <= 8 &&
                     std::all_of(digits.begin(), digits.end(), [hex](char d) {
                         return hex ? std::isxdigit(static_cast<unsigned char>(d)) != 0
                                    : std::isdigit(static_cast<unsigned char>(d)) != 0;
                     });
                // The reference must name a character XML allows (its Char
                // production): no NUL or other control character, no surrogate,
                // nothing past U+10FFFF.
                if (ok) {
                    unsigned long code = std::stoul(std::string(digits), nullptr, hex ? 16 : 10);
                    ok = code == 0x9 || code == 0xA || code == 0xD ||
                         (code >= 0x20 && code <= 0xD7FF) || (code >= 0xE000 && code <= 0xFFFD) ||
                         (code >= 0x10000 && code <= 0x10FFFF);
                    if (!ok) {
                        if (forbiddenReference) *forbiddenReference = true;
                        return line;
                    }
                }
            }
            if (!ok) return line;
            ++i;
        } else {
            if (c == '\n') ++line;
            ++i;
        }
    }
    return 0;
}

// The 1-based line of the first start tag with more than kMaxAttributes
// attributes (outside comments, CDATA and processing instructions), or 0.
int FirstCrowdedElementLine(std::string_view s) {
    int line = 1;
    size_t i = 0;
    while (i < s.size()) {
        if (s[i] == '\n') ++line;
        if (s[i] != '<') {
            ++i;
            continue;
        }
        if (SkipUnparsedSection(s, i, line)) {
            continue;
        } else if (s.compare(i, 2, "<!") == 0) {
            SkipPast(s, ">", i, line);  // a document type declaration
        } else {
            const int tagLine = line;
            int attributes = 0;
            char quote = 0;
            for (++i; i < s.size() && (quote || s[i] != '>'); ++i) {
                if (s[i] == '\n') ++line;
                if (quote) {
                    if (s[i] == quote) quote = 0;
                } else if (s[i] == '"' || s[i] == '\'') {
                    quote = s[i];
                } else if (s[i] == '=' && ++attributes > kMaxAttributes) {
                    return tagLine;
                }
            }
        }
    }
    return 0;
}

}  // namespace chatur::content
