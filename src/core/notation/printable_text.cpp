#include "core/notation/printable_text.h"

namespace chatur {

size_t Utf8SequenceLength(std::string_view s, size_t i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const size_t len = c < 0x80           ? 1
                       : (c >> 5) == 0x6  ? 2
                       : (c >> 4) == 0xE  ? 3
                       : (c >> 3) == 0x1E ? 4
                                          : 0;
    if (len == 0 || i + len > s.size()) return 0;
    for (size_t k = 1; k < len; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
    const unsigned char d = len > 1 ? static_cast<unsigned char>(s[i + 1]) : 0;
    if ((len == 2 && c < 0xC2) || (len == 3 && c == 0xE0 && d < 0xA0) ||
        (len == 3 && c == 0xED && d >= 0xA0) || (len == 4 && c == 0xF0 && d < 0x90) ||
        (len == 4 && (c > 0xF4 || (c == 0xF4 && d >= 0x90))))
        return 0;
    return len;
}

std::string PrintableText(std::string_view text, size_t maxChars) {
    static const char kHex[] = "0123456789abcdef";
    std::string out;
    size_t chars = 0;
    auto escape = [&](unsigned char b) {
        out += "\\x";
        out += kHex[b >> 4];
        out += kHex[b & 15];
    };
    for (size_t i = 0; i < text.size();) {
        if (maxChars && chars == maxChars) {
            out += "…";
            break;
        }
        ++chars;
        const size_t len = Utf8SequenceLength(text, i);
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (len == 0) {
            escape(c);
            ++i;
        } else if (c < 0x20 || c == 0x7F) {
            escape(c);
            ++i;
        } else if (c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
            escape(c);  // a C1 control such as U+009B, which terminals take as ESC [
            escape(static_cast<unsigned char>(text[i + 1]));
            i += 2;
        } else {
            out.append(text.substr(i, len));
            i += len;
        }
    }
    return out;
}

}  // namespace chatur
