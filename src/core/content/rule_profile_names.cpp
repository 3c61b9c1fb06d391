#include "core/content/rule_profile_names.h"

namespace chatur::content {

std::vector<std::string_view> ProfileNames(const Variant& variant) {
    std::vector<std::string_view> names;
    for (const RuleProfile& p : AllProfiles())
        if (p.variant == variant.id) names.push_back(p.name);
    return names;
}

bool IsKnownProfile(const Variant& variant, std::string_view name) {
    return std::holds_alternative<const RuleProfile*>(FindProfile(variant, name));
}

const RuleProfile& ProfileFor(const Variant& variant, std::string_view name) {
    auto found = FindProfile(variant, name);
    if (auto* p = std::get_if<const RuleProfile*>(&found)) return **p;
    return DefaultProfile(variant);
}

}  // namespace chatur::content
