// "Validate deeply" of the pack editor: the solver proves every mate puzzle,
// which takes seconds per puzzle, so the pack is checked one puzzle at a time
// (the deep check looks at each puzzle on its own): the strict findings of the
// whole pack first, then the solver's findings of each puzzle alone. That gives
// a progress count and a place to stop. No thread here: the editor window runs
// it on a background job and passes its stop token.
#pragma once

#include <functional>
#include <optional>
#include <stop_token>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/content/pack.h"

namespace chatur::editor {

// The findings of `pack` (its path set; the solver given `msPerPuzzle` a
// puzzle); nothing when `stop` asked before the end. `progress(checked)` is
// called after each puzzle.
[[nodiscard]] std::optional<std::vector<content::Finding>> ValidateDeeply(
    const content::Pack& pack, int msPerPuzzle, std::stop_token stop = {},
    const std::function<void(int checked)>& progress = {});

}  // namespace chatur::editor
