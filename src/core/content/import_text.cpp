// The text of a file to import, made fit for a content pack before any reader
// sees it: a pack is UTF-8 XML, so bytes that are not UTF-8 and characters XML
// forbids (control characters, U+FFFE, U+FFFF) must not reach a puzzle's texts,
// or the pack written would not load. Old PGN files are often Latin-1: a file
// with no UTF-8 sequence at all but bytes over 0x7F is read as Latin-1; in one
// that mixes both, each stray byte becomes U+FFFD. Each change is one warning.
#include <string>

#include "core/content/import_entry.h"
#include "core/notation/printable_text.h"

namespace chatur::content {

namespace {

int LineAt(std::string_view text, size_t offset) {
    int line = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i) line += text[i] == '\n';
    return line;
}

}  // namespace

CleanText CleanImportText(std::string_view text) {
    CleanText out;
    bool anyMultibyte = false, anyBad = false;
    size_t firstBad = 0, firstControl = std::string_view::npos;
    for (size_t i = 0; i < text.size();) {
        size_t len = Utf8SequenceLength(text, i);
        if (len == 0 && !anyBad) {
            anyBad = true;
            firstBad = i;
        }
        anyMultibyte = anyMultibyte || len > 1;
        i += len ? len : 1;
    }
    const bool latin1 = anyBad && !anyMultibyte;
    out.text.reserve(text.size());
    for (size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        size_t len = latin1 ? 1 : Utf8SequenceLength(text, i);
        if (latin1 && c >= 0x80) {
            out.text += char(0xC0 | (c >> 6));
            out.text += char(0x80 | (c & 0x3F));
        } else if (len == 0) {
            out.text += "\xEF\xBF\xBD";  // U+FFFD
            len = 1;
        } else if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F ||
                   (len == 3 && text.compare(i, 2, "\xEF\xBF") == 0 &&
                    static_cast<unsigned char>(text[i + 2]) >= 0xBE)) {
            if (firstControl == std::string_view::npos) firstControl = i;
            out.text += c < 0x80 ? std::string(" ") : std::string("\xEF\xBF\xBD");
        } else {
            out.text.append(text.substr(i, len));
        }
        i += len ? len : 1;
    }
    if (latin1)
        out.warnings.push_back({LineAt(text, firstBad), "the file is not UTF-8; read as Latin-1"});
    else if (anyBad)
        out.warnings.push_back(
            {LineAt(text, firstBad), "bytes that are not UTF-8 were replaced by U+FFFD"});
    if (firstControl != std::string_view::npos)
        out.warnings.push_back({LineAt(text, firstControl),
                                "control characters, which a pack cannot hold, were replaced"});
    return out;
}

}  // namespace chatur::content
