#include "core/play/game_clock.h"

#include <gtest/gtest.h>

namespace chatur {
namespace {

constexpr Color W = Color::White;
constexpr Color B = Color::Black;

TEST(GameClock, DefaultIsFiveMinutesAndThreeThirtySecondPeriods) {
    ClockSettings s;
    EXPECT_EQ(s.mainSeconds, 300);
    EXPECT_EQ(s.periods, 3);
    EXPECT_EQ(s.periodSeconds, 30);
    EXPECT_TRUE(s.IsValid());
    EXPECT_FALSE((ClockSettings{0, 0, 30}).IsValid());
    EXPECT_FALSE((ClockSettings{60, 2, 0}).IsValid());
    EXPECT_FALSE((ClockSettings{-1, 3, 30}).IsValid());
    EXPECT_TRUE((ClockSettings{0, 3, 30}).IsValid());  // byo-yomi only
    EXPECT_TRUE((ClockSettings{60, 0, 0}).IsValid());  // sudden death
}

TEST(GameClock, OnlyTheRunningSideUsesTime) {
    GameClock clock({300, 3, 30});
    EXPECT_FALSE(clock.Running());
    EXPECT_EQ(clock.Read(W, 5000).mainMs, 300000);
    clock.Start(W, 1000);
    EXPECT_EQ(clock.RunningSide(), W);
    EXPECT_EQ(clock.Read(W, 11000).mainMs, 290000);
    EXPECT_EQ(clock.Read(B, 11000).mainMs, 300000);
    EXPECT_TRUE(clock.Switch(11000));
    EXPECT_EQ(clock.RunningSide(), B);
    EXPECT_EQ(clock.Read(W, 50000).mainMs, 290000);
    EXPECT_EQ(clock.Read(B, 15000).mainMs, 296000);
    clock.Stop(21000);
    EXPECT_FALSE(clock.Running());
    EXPECT_EQ(clock.Read(B, 99000).mainMs, 290000);
}

TEST(GameClock, ByoyomiPeriodIsRenewedByAMoveInTime) {
    GameClock clock({10, 3, 30});
    clock.Start(W, 0);
    ClockReading r = clock.Read(W, 10000);  // main time just used up
    EXPECT_TRUE(r.inByoyomi);
    EXPECT_EQ(r.mainMs, 0);
    EXPECT_EQ(r.periodsLeft, 3);
    EXPECT_EQ(r.periodMs, 30000);
    r = clock.Read(W, 35000);  // 25 s into the first period
    EXPECT_EQ(r.periodsLeft, 3);
    EXPECT_EQ(r.periodMs, 5000);
    EXPECT_TRUE(clock.Switch(35000));  // moved in time: the period is whole again
    clock.Switch(36000);               // Black moves at once
    r = clock.Read(W, 36000);
    EXPECT_EQ(r.periodsLeft, 3);
    EXPECT_EQ(r.periodMs, 30000);
}

TEST(GameClock, APeriodThatRunsOutIsLostAndTheLastOneLosesTheGame) {
    GameClock clock({0, 3, 30});
    clock.Start(B, 0);
    ClockReading r = clock.Read(B, 45000);  // one period used up, 15 s into the second
    EXPECT_EQ(r.periodsLeft, 2);
    EXPECT_EQ(r.periodMs, 15000);
    EXPECT_FALSE(clock.Flagged(89999));
    EXPECT_EQ(clock.Read(B, 89999).periodsLeft, 1);
    EXPECT_EQ(clock.Flagged(90000), B);
    EXPECT_TRUE(clock.Read(B, 90000).flagged);
    EXPECT_FALSE(clock.Read(W, 90000).flagged);
    // A move after the flag fell comes too late; the clock stops.
    EXPECT_FALSE(clock.Switch(91000));
    EXPECT_FALSE(clock.Running());
    EXPECT_EQ(clock.Flagged(100000), B);
}

TEST(GameClock, PeriodsLostStayLost) {
    GameClock clock({0, 3, 30});
    clock.Start(W, 0);
    EXPECT_TRUE(clock.Switch(40000));  // lost one period, moved 10 s into the second
    clock.Switch(41000);
    EXPECT_EQ(clock.Read(W, 41000).periodsLeft, 2);
    EXPECT_EQ(clock.Read(W, 41000).periodMs, 30000);
}

TEST(GameClock, SuddenDeath) {
    GameClock clock({60, 0, 0});
    clock.Start(W, 0);
    EXPECT_FALSE(clock.Flagged(59999));
    EXPECT_EQ(clock.Flagged(60000), W);
}

TEST(GameClock, StateRestoresTheTimes) {
    GameClock clock({300, 3, 30});
    clock.Start(W, 0);
    clock.Switch(20000);
    const ClockSideState white = clock.State(W, 25000);
    const ClockSideState black = clock.State(B, 25000);
    EXPECT_EQ(white, (ClockSideState{280000, 3}));
    EXPECT_EQ(black, (ClockSideState{295000, 3}));

    GameClock resumed({300, 3, 30}, white, black);
    resumed.Start(B, 1000000);
    EXPECT_EQ(resumed.Read(B, 1001000).mainMs, 294000);
    EXPECT_EQ(resumed.Read(W, 1001000).mainMs, 280000);
    // A period begun counts as whole again when saved.
    GameClock late({0, 2, 30}, {0, 2}, {0, 2});
    late.Start(W, 0);
    EXPECT_EQ(late.State(W, 40000), (ClockSideState{0, 1}));
    EXPECT_EQ(late.State(W, 60000), (ClockSideState{0, 0}));
}

}  // namespace
}  // namespace chatur
