// Loading a content pack from XML (format: docs/content-format.md, schema:
// docs/chatur-content.xsd). Every element and attribute is checked: unknown
// names are warnings with a "did you mean", malformed values (numbers, squares,
// FEN, variant, rule profile) are errors. A broken puzzle, lesson or step is
// left out with its findings and the rest of the pack loads; a file that is not
// XML at all gives one error and no pack. The loader checks form only; whether
// the answers agree with the rules engine is PackValidator's job (validator.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/content/pack.h"

namespace chatur::content {

struct LoadResult {
    std::optional<Pack> pack;  // nothing when the file is unusable as a whole
    std::vector<Finding> findings;
    // <lesson> and <puzzle> elements left out of the pack for their errors (each
    // has its findings), so that a caller can count what it did not get.
    int lessonsLeftOut = 0;
    int puzzlesLeftOut = 0;
};

// Reads and loads a file. `path` is used in findings as given.
LoadResult LoadPackFile(const std::string& path);
// Loads XML text; `path` names it in findings.
LoadResult LoadPackFromString(std::string_view xml, const std::string& path);

}  // namespace chatur::content
