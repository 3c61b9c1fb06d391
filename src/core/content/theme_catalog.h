// The documented list of puzzle themes: the ids a puzzle's `tags` may carry that
// the app names, filters by and charts (docs/content-format.md, "Themes").
//
// A tag outside this list is still kept (packs may use their own words), but it is
// not offered as a training theme. Names are Say() templates, so they are in the
// gettext catalogs and the core stays free of languages.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/content/finding_phrase.h"
#include "core/rules/variant.h"

namespace chatur::content {

// What a theme is about; the library groups themes by it.
enum class ThemeGroup : uint8_t { Mate, Tactic, Rule };

struct Theme {
    std::string_view id;  // the tag, e.g. "fork", "mate-in-2"
    Phrase name;          // e.g. "Fork", "Mate in {1}" with 2
    ThemeGroup group;
    std::optional<VariantId> only;  // a theme of one game only; nothing: both
};

// Every theme, in the order the app lists them.
const std::vector<Theme>& Themes();
// The theme with this id, or nullptr.
const Theme* FindTheme(std::string_view id);
// The themes that apply to `variant`, in list order.
std::vector<const Theme*> ThemesOf(VariantId variant);

}  // namespace chatur::content
