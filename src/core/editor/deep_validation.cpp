#include "core/editor/deep_validation.h"

#include <algorithm>

#include "core/editor/pack_document.h"

namespace chatur::editor {

std::optional<std::vector<content::Finding>> ValidateDeeply(
    const content::Pack& pack, int msPerPuzzle, std::stop_token stop,
    const std::function<void(int checked)>& progress) {
    // The whole pack once without the solver (ids, duplicates, texts) ...
    PackDocument whole(*pack.variant, pack.id);
    whole.Edit() = pack;
    std::vector<content::Finding> found = whole.Validate({true, false, msPerPuzzle});
    // ... then each puzzle alone with it, keeping what only the solver says.
    int checked = 0;
    for (const content::Puzzle& puzzle : pack.puzzles) {
        if (stop.stop_requested()) return std::nullopt;
        content::Pack one = pack;
        one.puzzles = {puzzle};
        PackDocument single(*pack.variant, pack.id);
        single.Edit() = std::move(one);
        for (content::Finding& f : single.Validate({true, true, msPerPuzzle})) {
            if (f.itemId != puzzle.id) continue;
            const bool known = std::any_of(found.begin(), found.end(), [&](const auto& g) {
                return g.itemId == f.itemId && g.message == f.message;
            });
            if (known) continue;
            f.path = pack.path;
            f.line = 0;  // a line of the one-puzzle text would mislead
            found.push_back(std::move(f));
        }
        if (progress) progress(++checked);
    }
    if (stop.stop_requested()) return std::nullopt;
    return found;
}

}  // namespace chatur::editor
