// Where chatur-cli finds the gettext catalogs it renders pack texts from (`mine`
// and `review --out` write every language a catalog is found for).
#pragma once

#include <string>

#include "cli/args.h"

namespace chatur::cli {

// --locale, $CHATUR_DATA_DIR/locale, the installed catalogs, or the source
// tree's (from a build tree); empty when none is found.
std::string FindLocaleDir(const Args& args);

}  // namespace chatur::cli
