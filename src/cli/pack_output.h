// What `mine` and `review --out` share when they write the puzzles they found as
// a pack: the gettext catalogs the pack's texts are rendered from (every
// language a catalog is found for), the pack id (--pack-id or the file's stem),
// and writing the file with the error worded the same way.
#pragma once

#include <optional>
#include <string>

#include "cli/args.h"
#include "core/content/pack.h"
#include "core/mining/puzzle_texts.h"

namespace chatur::cli {

// The catalogs found through --locale, $CHATUR_DATA_DIR/locale, the installed
// catalogs or the source tree's (from a build tree), with a warning on stderr when not all three
// translations are found (the pack is then written in fewer languages).
mining::TextCatalogs LoadPackCatalogs(const Args& args);

// --pack-id, or the id made from OUT's file name. A --pack-id that is not an id
// (one `validate` accepts) is reported on stderr and gives nullopt.
std::optional<std::string> PackIdFor(const Args& args, const std::string& out);

// Writes `pack` to `path` whole (no backup, the writer's own layout); false after
// reporting "error: cannot write PATH: ..." on stderr.
bool WriteFoundPack(const content::Pack& pack, const std::string& path);

}  // namespace chatur::cli
