// A chess clock for two players on one device: main time, then byo-yomi periods
// (5 minutes plus three 30-second periods by default). After the main time is
// used up, each move must be made within one period; a move made in time renews
// the period, a period that runs out is lost and the next one starts; when the
// last one runs out the side has lost on time. The clock never reads the time
// itself: every call takes "now" in milliseconds from any monotonic source (the
// GUI passes a steady clock, tests pass numbers), so it is exact and testable.
// The rules engine has no clock; the play session ends a game on time.
#pragma once

#include <cstdint>
#include <optional>

#include "core/rules/types.h"

namespace chatur {

struct ClockSettings {
    int mainSeconds = 300;
    int periods = 3;
    int periodSeconds = 30;

    // Some time at all, nothing negative, and byo-yomi periods have a length.
    bool IsValid() const;
    bool operator==(const ClockSettings&) const = default;
};

// One side's time as saved between moves.
struct ClockSideState {
    int64_t mainMs = 0;
    int periodsLeft = 0;
    bool operator==(const ClockSideState&) const = default;
};

// What one side's clock shows at a moment.
struct ClockReading {
    int64_t mainMs = 0;    // main time left
    int periodsLeft = 0;   // byo-yomi periods left, the running one included
    int64_t periodMs = 0;  // time left in the current period (the full length while in main time)
    bool inByoyomi = false;
    bool flagged = false;  // no time left at all: lost on time
};

class GameClock {
public:
    explicit GameClock(const ClockSettings& settings);
    // A clock continued from saved times (e.g. a resumed game).
    GameClock(const ClockSettings& settings, const ClockSideState& white,
              const ClockSideState& black);

    const ClockSettings& Settings() const { return m_settings; }

    // Starts (or restarts) the clock of `side`; the other one stands.
    void Start(Color side, int64_t nowMs);
    // Stops the running clock, keeping what it used (a finished game, a pause).
    void Stop(int64_t nowMs);
    // The running side has moved: its time is booked (a byo-yomi period is
    // renewed) and the other side's clock starts. False when the mover's time
    // had already run out (the move came too late; the clock stops).
    bool Switch(int64_t nowMs);

    bool Running() const { return m_running.has_value(); }
    std::optional<Color> RunningSide() const { return m_running; }
    ClockReading Read(Color side, int64_t nowMs) const;
    // The side whose time has run out, if any.
    std::optional<Color> Flagged(int64_t nowMs) const;
    // The times to save: the running side's time used so far is included; a
    // byo-yomi period it has begun counts as whole again (as after a move).
    ClockSideState State(Color side, int64_t nowMs) const;

private:
    // `side`'s time after it has run for `elapsedMs` from its booked state.
    ClockReading After(Color side, int64_t elapsedMs) const;

    ClockSettings m_settings;
    ClockSideState m_sides[2];
    std::optional<Color> m_running;
    int64_t m_since = 0;  // when the running clock was started or last booked
};

}  // namespace chatur
