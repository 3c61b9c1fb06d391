#include "gui/editor/deep_validation.h"

#include <algorithm>

#include "core/editor/pack_document.h"

namespace chatur::gui {

DeepValidation::~DeepValidation() {
    m_cancel = true;
    Join();
}

void DeepValidation::Join() {
    if (m_thread.joinable()) m_thread.join();
}

void DeepValidation::Start(const content::Pack& pack, int msPerPuzzle) {
    m_cancel = true;
    Join();
    m_cancel = false;
    m_finished = false;
    m_checked = 0;
    m_total = int(pack.puzzles.size());
    {
        std::lock_guard lock(m_mutex);
        m_findings.clear();
        m_ready = false;
    }
    m_thread = std::thread([this, snapshot = pack, msPerPuzzle] {
        // The whole pack once without the solver (ids, duplicates, texts) ...
        editor::PackDocument whole(*snapshot.variant, snapshot.id);
        whole.Edit() = snapshot;
        std::vector<content::Finding> found = whole.Validate({true, false, msPerPuzzle});
        // ... then each puzzle alone with it, keeping what only the solver says.
        for (const content::Puzzle& puzzle : snapshot.puzzles) {
            if (m_cancel) break;
            content::Pack one = snapshot;
            one.puzzles = {puzzle};
            editor::PackDocument single(*snapshot.variant, snapshot.id);
            single.Edit() = std::move(one);
            for (content::Finding& f : single.Validate({true, true, msPerPuzzle})) {
                if (f.itemId != puzzle.id) continue;
                const bool known = std::any_of(found.begin(), found.end(), [&](const auto& g) {
                    return g.itemId == f.itemId && g.message == f.message;
                });
                if (known) continue;
                f.path = snapshot.path;
                f.line = 0;  // a line of the one-puzzle text would mislead
                found.push_back(std::move(f));
            }
            ++m_checked;
        }
        if (!m_cancel) {
            std::lock_guard lock(m_mutex);
            m_findings = std::move(found);
            m_ready = true;
        }
        m_finished = true;
    });
}

bool DeepValidation::TakeResult(std::vector<content::Finding>* findings) {
    if (!m_finished) return false;
    Join();
    std::lock_guard lock(m_mutex);
    if (!m_ready) return false;
    *findings = std::move(m_findings);
    m_findings.clear();
    m_ready = false;
    return true;
}

}  // namespace chatur::gui
