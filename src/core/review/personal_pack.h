// The learner's personal puzzles (docs/review.md, "Learn from your mistakes"): the
// mistakes a learner did not find again in the review window are added to one
// pack per game type in the learner's data folder, beside the kept reviews. It is
// an ordinary pack (the library lists it, training draws on it, `validate`
// accepts it); its puzzles' sources name the game they come from.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/content/puzzle.h"
#include "core/mining/puzzle_texts.h"

namespace chatur::review {

// <dir>/my-mistakes-<variant>.xml
std::filesystem::path PersonalPackPath(const std::filesystem::path& dir, const Variant& variant);

// Adds `puzzles` to the personal pack at `path` (made when missing), leaving out
// those whose id it has already. The ids added, or the error's message (nothing
// is written then). A file that is not a usable pack of `variant` is not replaced.
std::variant<std::vector<std::string>, std::string> AddToPersonalPack(
    const std::filesystem::path& path, const Variant& variant, const RuleProfile& profile,
    const std::vector<content::Puzzle>& puzzles, const mining::TextCatalogs& catalogs);

}  // namespace chatur::review
