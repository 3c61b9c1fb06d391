// Helpers for the content tests: load a fixture and validate it the way
// `chatur-cli validate` does, giving findings as "<line>: <severity>: <message>".
#pragma once

#include <string>
#include <vector>

#include "core/content/validator.h"
#include "core/content/xml_loader.h"

namespace chatur::test {

struct ValidatedFile {
    content::LoadResult loaded;
    std::vector<std::string> findings;  // "12: error: ...", loader and validator, by line
};

// Loads `path` (absolute) and validates it; findings carry no path.
ValidatedFile LoadAndValidate(const std::string& path, content::ValidateOptions options = {});
// The same for XML text.
ValidatedFile LoadAndValidateText(const std::string& xml, content::ValidateOptions options = {});

}  // namespace chatur::test
