// Where the parts of a pack file lie in its text, so that the writer can copy
// what an edit did not change byte for byte: the prolog before <pack> (the XML
// declaration and a file comment), the pack's header (its start tag, title,
// description, author, licence), each lesson and puzzle together with the
// comments and blank lines above it, and the end of the file. A light scanner,
// not a parser: it runs on text that tinyxml2 has already read as well-formed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::content {

// One child element of <pack>: [leadBegin, begin) is what stands between it and
// the previous element (white space and comments), [begin, end) the element.
struct SourceItem {
    std::string name;  // "lesson", "puzzle", "title", ...
    int line = 0;      // 1-based line of its '<'
    size_t leadBegin = 0;
    size_t begin = 0;
    size_t end = 0;
};

// The parts of one pack file, as offsets into its text.
struct PackSourceMap {
    size_t packBegin = 0;  // the '<' of <pack
    // End of the header: of the last child before the first lesson or puzzle
    // (of the start tag when there is none).
    size_t headEnd = 0;
    std::vector<SourceItem> items;  // <lesson> and <puzzle> children, in file order
    size_t tailBegin = 0;           // after the last child element; the rest is the tail
    std::string schemaLocation;     // xsi:noNamespaceSchemaLocation of <pack>, if any
};

// Nothing when the text does not look like a pack file.
std::optional<PackSourceMap> MapPackSource(std::string_view xml);

}  // namespace chatur::content
