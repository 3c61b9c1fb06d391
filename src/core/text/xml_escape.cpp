#include "core/text/xml_escape.h"

namespace chatur {

namespace {

// Characters XML 1.0 does not allow at all, and the carriage return that a
// parser would turn into a line feed anyway.
bool LeftOut(char c) {
    const unsigned char u = static_cast<unsigned char>(c);
    return u < 0x20 && c != '\t' && c != '\n';
}

}  // namespace

std::string EscapeXml(std::string_view text, XmlContext context) {
    const bool attribute = context == XmlContext::Attribute;
    std::string r;
    r.reserve(text.size());
    for (char c : text) {
        if (c == '&')
            r += "&amp;";
        else if (c == '<')
            r += "&lt;";
        else if (c == '>' && !attribute)
            r += "&gt;";
        else if (c == '"' && attribute)
            r += "&quot;";
        else if (c == '\n' && attribute)
            r += "&#10;";
        else if (c == '\t' && attribute)
            r += "&#9;";
        else if (!LeftOut(c))
            r += c;
    }
    return r;
}

}  // namespace chatur
