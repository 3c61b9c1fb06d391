#include "core/play/game_clock.h"

#include <algorithm>

namespace chatur {

bool ClockSettings::IsValid() const {
    if (mainSeconds < 0 || periods < 0 || periodSeconds < 0) return false;
    if (periods > 0 && periodSeconds == 0) return false;
    return mainSeconds > 0 || periods > 0;
}

GameClock::GameClock(const ClockSettings& settings)
    : GameClock(settings, {int64_t(settings.mainSeconds) * 1000, settings.periods},
                {int64_t(settings.mainSeconds) * 1000, settings.periods}) {}

GameClock::GameClock(const ClockSettings& settings, const ClockSideState& white,
                     const ClockSideState& black)
    : m_settings(settings), m_sides{white, black} {}

ClockReading GameClock::After(Color side, int64_t elapsedMs) const {
    const ClockSideState& s = m_sides[Index(side)];
    const int64_t period = int64_t(m_settings.periodSeconds) * 1000;
    elapsedMs = std::max<int64_t>(0, elapsedMs);
    ClockReading r;
    if (elapsedMs < s.mainMs) {
        r.mainMs = s.mainMs - elapsedMs;
        r.periodsLeft = s.periodsLeft;
        r.periodMs = period;
        return r;
    }
    r.inByoyomi = true;
    const int64_t over = elapsedMs - s.mainMs;
    if (period <= 0 || over >= period * s.periodsLeft) {
        r.flagged = true;
        return r;
    }
    r.periodsLeft = s.periodsLeft - int(over / period);
    r.periodMs = period - over % period;
    return r;
}

void GameClock::Start(Color side, int64_t nowMs) {
    if (m_running) Stop(nowMs);
    m_running = side;
    m_since = nowMs;
}

void GameClock::Stop(int64_t nowMs) {
    if (!m_running) return;
    m_sides[Index(*m_running)] = State(*m_running, nowMs);
    m_running.reset();
}

bool GameClock::Switch(int64_t nowMs) {
    if (!m_running) return true;
    const Color mover = *m_running;
    const bool inTime = !After(mover, nowMs - m_since).flagged;
    Stop(nowMs);
    if (inTime) Start(~mover, nowMs);
    return inTime;
}

ClockReading GameClock::Read(Color side, int64_t nowMs) const {
    return After(side, m_running == side ? nowMs - m_since : 0);
}

std::optional<Color> GameClock::Flagged(int64_t nowMs) const {
    for (Color c : {Color::White, Color::Black})
        if (Read(c, nowMs).flagged) return c;
    return std::nullopt;
}

ClockSideState GameClock::State(Color side, int64_t nowMs) const {
    const ClockReading r = Read(side, nowMs);
    if (r.flagged) return {0, 0};
    return {r.inByoyomi ? 0 : r.mainMs, r.periodsLeft};
}

}  // namespace chatur
