// "Did you mean" for hand-written XML: the closest known name to a misspelt
// element, attribute or value, when it is close enough to be a typo.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::content {

// Edit distance (insertions, deletions, substitutions, adjacent swaps).
int EditDistance(std::string_view a, std::string_view b);

// The candidate closest to `name` if it is within 2 edits (1 for names of up to
// 4 characters) or differs only in case; otherwise nothing.
std::optional<std::string> ClosestName(std::string_view name,
                                       const std::vector<std::string_view>& candidates);

// " (did you mean 'x'?)" or "".
std::string DidYouMean(std::string_view name, const std::vector<std::string_view>& candidates);

}  // namespace chatur::content
