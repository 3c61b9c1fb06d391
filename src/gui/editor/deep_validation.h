// "Validate deeply" of the pack editor: the solver proves every mate puzzle,
// which takes seconds per puzzle, so it runs on a worker thread while the window
// stays usable. The worker checks a snapshot of the pack one puzzle at a time
// (the deep check looks at each puzzle on its own), which gives a progress count
// and a place to stop when the author cancels. No wx here: the window polls.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/content/pack.h"

namespace chatur::gui {

class DeepValidation {
public:
    DeepValidation() = default;
    DeepValidation(const DeepValidation&) = delete;
    DeepValidation& operator=(const DeepValidation&) = delete;
    // Stops the worker at the next puzzle and waits for it.
    ~DeepValidation();

    // Starts checking `pack` (copied): the strict findings of the whole pack,
    // then the solver's findings of each puzzle. A check still running is
    // cancelled first.
    void Start(const content::Pack& pack, int msPerPuzzle);
    // Asks the worker to stop after the puzzle it is on; returns at once.
    void Cancel() { m_cancel = true; }
    bool Cancelling() const { return m_cancel && Running(); }
    bool Running() const { return m_thread.joinable() && !m_finished; }
    // True once, when a run finished (not cancelled) and its findings are ready.
    bool TakeResult(std::vector<content::Finding>* findings);

    int Checked() const { return m_checked; }
    int Total() const { return m_total; }

private:
    void Join();

    std::thread m_thread;
    std::atomic<bool> m_cancel{false};
    std::atomic<bool> m_finished{false};
    std::atomic<int> m_checked{0};
    std::atomic<int> m_total{0};
    std::mutex m_mutex;
    std::vector<content::Finding> m_findings;
    bool m_ready = false;
};

}  // namespace chatur::gui
