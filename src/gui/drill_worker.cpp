#include "gui/drill_worker.h"

#include <stdexcept>

namespace chatur::gui {

namespace {

// Thrown from the progress report to stop a table being made.
struct Cancelled : std::runtime_error {
    Cancelled() : std::runtime_error("cancelled") {}
};

}  // namespace

struct DrillWorker::Shared {
    mutable std::mutex mutex;
    DrillWorkerStatus status;
    std::atomic<bool> cancel{false};
};

namespace {

// The worker whose thread is making a table now (one at a time: the drills
// window runs one worker).
std::mutex g_activeMutex;
std::weak_ptr<DrillWorker::Shared> g_active;

}  // namespace

tablebase::Tablebase& DrillTablebase() {
    static tablebase::Tablebase* instance = [] {
        auto* tb = new tablebase::Tablebase(tablebase::Tablebase::DefaultCacheDir());
        tb->SetProgress([](const std::string& table, double fraction) {
            std::shared_ptr<DrillWorker::Shared> shared;
            {
                std::lock_guard lock(g_activeMutex);
                shared = g_active.lock();
            }
            if (!shared) return;
            {
                std::lock_guard lock(shared->mutex);
                shared->status.table = table;
                shared->status.fraction = fraction;
            }
            if (shared->cancel) throw Cancelled();
        });
        return tb;
    }();
    return *instance;
}

DrillWorker::DrillWorker(tablebase::Tablebase& tablebase, const tablebase::Ending& ending,
                         tablebase::Difficulty difficulty, uint64_t seed)
    : m_shared(std::make_shared<Shared>()) {
    m_thread = std::thread([shared = m_shared, &tablebase, &ending, difficulty, seed] {
        {
            std::lock_guard lock(g_activeMutex);
            g_active = shared;
        }
        std::optional<tablebase::DrillStart> start;
        std::string error;
        try {
            start = tablebase::PickStart(tablebase, ending, difficulty, seed);
        } catch (const Cancelled&) {
        } catch (const std::exception& e) {
            error = e.what();
        }
        std::lock_guard lock(shared->mutex);
        shared->status.done = true;
        shared->status.start = std::move(start);
        shared->status.error = std::move(error);
    });
}

DrillWorker::~DrillWorker() {
    m_shared->cancel = true;
    if (m_thread.joinable()) m_thread.join();
}

DrillWorkerStatus DrillWorker::Status() const {
    std::lock_guard lock(m_shared->mutex);
    return m_shared->status;
}

}  // namespace chatur::gui
