// The one way the GUI runs work off its thread (a table build, the solution
// search, the deep check, the computer's move): a std::jthread whose stop token
// the work honours, and whose result comes back on the GUI thread (CallAfter on
// the window that owns the job). Each run has a generation: a result or progress
// report of a run that was cancelled or replaced by then is dropped, so a window
// never shows a stale answer. Cancel() asks the run to stop and returns at once
// (leaving a mode, another puzzle); Stop() also waits for it, and Start() and
// the destructor join the thread, so no worker outlives its window and none is
// ever detached.
//
// The job must be a member of its owner window (or of something the owner
// outlives): queued results hold the job, and wx drops a window's queued calls
// when it is destroyed.
#pragma once

#include <wx/event.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <thread>
#include <utility>

namespace chatur::gui {

class BackgroundJob {
public:
    // What a run's work gets: its stop token, and a way to show progress (the
    // call runs later on the GUI thread, unless the run is no longer current).
    struct Context {
        std::stop_token stop;
        std::function<void(std::function<void()>)> onGui;
    };

    explicit BackgroundJob(wxEvtHandler* owner) : m_owner(owner) {}
    ~BackgroundJob() { Stop(); }
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;

    // Runs `work(const Context&)` on a worker thread (a run still going is
    // cancelled and joined first); `deliver(result)` then runs on the GUI thread
    // unless this run was cancelled or replaced in between.
    template <class Work, class Deliver>
    void Start(Work work, Deliver deliver) {
        Stop();
        const uint64_t generation = ++m_generation;
        m_running = true;
        m_thread = std::jthread([this, generation, work = std::move(work),
                                 deliver = std::move(deliver)](std::stop_token stop) mutable {
            Context context{stop, [this, generation](std::function<void()> report) {
                                Post(generation, std::move(report));
                            }};
            auto result = work(context);
            if (stop.stop_requested()) return;
            Post(generation,
                 [this, deliver = std::move(deliver), result = std::move(result)]() mutable {
                     m_running = false;
                     if (m_thread.joinable()) m_thread.join();  // queuing this was its last act
                     deliver(std::move(result));
                 });
        });
    }

    // Asks the run to stop and forgets it: its result will not be delivered.
    // Returns at once (the thread is joined by the next Start or the destructor).
    void Cancel() {
        ++m_generation;
        m_running = false;
        if (m_thread.joinable()) m_thread.request_stop();
    }

    // Cancels the run and waits for its thread: for work that uses objects the
    // caller is about to replace or destroy (the computer player, an engine).
    void Stop() {
        Cancel();
        if (m_thread.joinable()) m_thread.join();
    }

    // Whether a run was started and has neither delivered nor been cancelled.
    bool Running() const { return m_running; }

private:
    void Post(uint64_t generation, std::function<void()> call) {
        m_owner->CallAfter([this, generation, call = std::move(call)] {
            if (generation == m_generation) call();
        });
    }

    wxEvtHandler* m_owner;
    std::atomic<uint64_t> m_generation{0};
    bool m_running = false;
    std::jthread m_thread;
};

}  // namespace chatur::gui
