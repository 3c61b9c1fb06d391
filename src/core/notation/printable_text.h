// Text that came from a file, a command line or a pipe, made safe to echo in a
// message: a crafted input must not put terminal escape sequences, NUL bytes or
// broken UTF-8 into what Chatur prints, nor a 5 MB field into one line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace chatur {

// The length of the well-formed UTF-8 sequence starting at s[i] (1 to 4), or 0
// when the bytes there are not UTF-8 (a stray continuation byte, a sequence cut
// short, an overlong form, a surrogate, or a code point past U+10FFFF).
size_t Utf8SequenceLength(std::string_view s, size_t i);

// `text` with control characters (U+0000..U+001F, U+007F..U+009F) and bytes that
// are not UTF-8 written as \xNN, and cut after `maxChars` characters with "…"
// (0: never cut). Printable text, Thai and Chinese included, is unchanged.
std::string PrintableText(std::string_view text, size_t maxChars = 200);

}  // namespace chatur
