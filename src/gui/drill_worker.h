// Draws a drill's start position off the GUI thread: the ending's table may have
// to be made first (seconds for a Makruk table of four pieces), so the drills
// window starts a DrillWorker and polls it from a timer, showing the progress,
// and never freezes. Destroying a worker that still runs cancels the table
// being made (it is made again next time) and waits for the thread to end.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "core/tablebase/endings.h"

namespace chatur::gui {

struct DrillWorkerStatus {
    bool done = false;
    std::string table;      // the table being made ("makruk KSSvK"); empty while loading
    double fraction = 0.0;  // of that table
    std::optional<tablebase::DrillStart> start;  // when done: nothing if none was found
    std::string error;                           // when done: a table could not be made
};

class DrillWorker {
public:
    DrillWorker(tablebase::Tablebase& tablebase, const tablebase::Ending& ending,
                tablebase::Difficulty difficulty, uint64_t seed);
    ~DrillWorker();
    DrillWorker(const DrillWorker&) = delete;
    DrillWorker& operator=(const DrillWorker&) = delete;

    DrillWorkerStatus Status() const;

    struct Shared;  // the status, shared with the thread and the progress report

private:
    std::shared_ptr<Shared> m_shared;
    std::thread m_thread;
};

// The tables the drills use: the user's cache folder, with progress reported to
// whichever worker runs (the app's UserTablebase() plays from the same folder).
tablebase::Tablebase& DrillTablebase();

}  // namespace chatur::gui
