// The one XML (and HTML) escaper of the core: pack files, the printable HTML
// worksheet and SVG diagrams all write text through it. Characters XML 1.0 does
// not allow at all (C0 controls other than tab and line breaks) and carriage
// returns are left out, so what is written always parses again.
#pragma once

#include <string>
#include <string_view>

namespace chatur {

enum class XmlContext {
    Text,       // element content: & < > escaped
    Attribute,  // a value in double quotes: & < " escaped, tab and newline as &#9; &#10;
};

std::string EscapeXml(std::string_view text, XmlContext context = XmlContext::Text);

}  // namespace chatur
