// The checks the content loader makes on a file's raw bytes before the XML parser
// sees them: what tinyxml2 would accept although XML forbids it (bytes that are
// not UTF-8, control characters, a bare '&', a character reference to a
// character XML does not allow), and what would make it slow (an element with
// thousands of attributes: tinyxml2 compares each new attribute with all before
// it, so 100,000 of them took half a minute). Each returns the 1-based line of
// the first problem, or 0. Internal to xml_loader.cpp.
#pragma once

#include <string_view>

namespace chatur::content {

// No content element needs more than a handful of attributes.
constexpr int kMaxAttributes = 64;

int FirstBadUtf8Line(std::string_view s);
// Control characters other than tab, line feed and carriage return; U+FFFE, U+FFFF.
int FirstForbiddenCharacterLine(std::string_view s);
// A '&' that starts no entity XML knows; with `forbiddenReference` set when it is
// a character reference to a character XML does not allow (`&#0;`, `&#x1B;`,
// `&#xD800;`, `&#x110000;`).
int FirstBadAmpersandLine(std::string_view s, bool* forbiddenReference);
// A start tag with more than kMaxAttributes attributes.
int FirstCrowdedElementLine(std::string_view s);

}  // namespace chatur::content
