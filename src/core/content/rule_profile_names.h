// Which rule profile names a pack may use, answered by the rules engine's
// profile table (core/rules/profile.h). A pack may name a profile by its short
// name ("counting") or full name ("makruk/counting").
#pragma once

#include <string_view>
#include <vector>

#include "core/rules/profile.h"
#include "core/rules/variant.h"

namespace chatur::content {

// Short names of the variant's profiles, in the engine's order (makruk:
// counting, fifty, auto-count; xiangqi: basic).
std::vector<std::string_view> ProfileNames(const Variant& variant);
bool IsKnownProfile(const Variant& variant, std::string_view name);
// The profile a validated pack names; the variant's default if the name is unknown.
const RuleProfile& ProfileFor(const Variant& variant, std::string_view name);

}  // namespace chatur::content
