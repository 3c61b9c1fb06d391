// Streak mode, the daily puzzle, the dashboard's figures, the best-streak record,
// the deviation growing over days away, and the training set built from the
// library's packs and the pool files.
#include <gtest/gtest.h>
#include <unistd.h>

#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>

#include "core/content/xml_loader.h"
#include "core/training/training_context.h"
#include "core/training/training_database.h"
#include "core/training/training_modes.h"
#include "core/training/training_stats.h"

namespace chatur::training {
namespace {

namespace fs = std::filesystem;

// A pack of `count` mate-in-one puzzles "<prefix>.<n>" with ratings 800, 850, ...
std::string PackXml(const std::string& id, const std::string& prefix, int count,
                    const std::string& tags) {
    std::string xml = "<pack format=\"1\" id=\"" + id +
                      "\" variant=\"makruk\" version=\"1\"><title><text lang=\"en\">T</text>"
                      "</title><description><text lang=\"en\">D</text></description>"
                      "<author>Tests</author><licence>CC0-1.0</licence>";
    for (int i = 0; i < count; ++i)
        xml += "<puzzle id=\"" + prefix + "." + std::to_string(i) +
               "\" grade=\"2\" stage=\"review\" rating=\"" + std::to_string(800 + 50 * i) +
               "\" tags=\"" + tags +
               "\"><board fen=\"4k3/8/4K3/8/8/8/8/7R w - - 0 1\"/><question><text lang=\"en\">"
               "Mate in one.</text></question><move goal=\"mate\" in=\"1\"><line>h1h8</line>"
               "</move><explanation><text lang=\"en\">Rua h8.</text></explanation></puzzle>";
    return xml + "</pack>";
}

class TrainingModesTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::path(::testing::TempDir()) /
                ("chatur-modes-" + std::to_string(getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string Write(const std::string& name, const std::string& text) {
        const std::string path = (m_dir / name).string();
        std::ofstream(path) << text;
        return path;
    }
    fs::path m_dir;
};

TEST_F(TrainingModesTest, DailyPuzzleIsFixedByTheDateAndGame) {
    TrainingSet set;
    auto loaded = content::LoadPackFromString(PackXml("p", "p", 40, "fork"), "p.xml");
    ASSERT_TRUE(loaded.pack);
    set.AddPack(std::make_shared<const content::Pack>(std::move(*loaded.pack)));
    const std::string day = DailyPuzzleId(set, "makruk", "2026-12-01");
    EXPECT_FALSE(day.empty());
    EXPECT_EQ(day, DailyPuzzleId(set, "makruk", "2026-12-01"));
    // Different days pick different puzzles (most of the time: over a month, many).
    std::set<std::string> month;
    for (int d = 1; d <= 30; ++d) {
        char key[16];
        std::snprintf(key, sizeof key, "2026-11-%02d", d);
        month.insert(DailyPuzzleId(set, "makruk", key));
    }
    EXPECT_GT(month.size(), 15u);
    EXPECT_TRUE(DailyPuzzleId(TrainingSet{}, "makruk", "2026-12-01").empty());
}

TEST_F(TrainingModesTest, LocalDaysStartAtMidnight) {
    const int64_t now = 1764590400;  // 2025-12-01 12:00 UTC
    const int64_t start = LocalDayStart(now);
    EXPECT_LE(start, now);
    EXPECT_GT(start, now - 86400);
    EXPECT_EQ(LocalDayKey(start), LocalDayKey(now));
    EXPECT_NE(LocalDayKey(start - 1), LocalDayKey(now));
}

TEST_F(TrainingModesTest, StreakClimbsUntilTheFirstMiss) {
    StreakRun run;
    run.startRating = 1500;
    EXPECT_DOUBLE_EQ(run.Target(), 1500 - kStreakStartBelow);
    run.Result("a", true);
    run.Result("b", true);
    EXPECT_EQ(run.solved, 2);
    EXPECT_DOUBLE_EQ(run.Target(), 1500 - kStreakStartBelow + 2 * kStreakStep);
    EXPECT_FALSE(run.over);
    run.Result("c", false);
    EXPECT_TRUE(run.over);
    EXPECT_EQ(run.solved, 2);
    EXPECT_EQ(run.seen, (std::vector<std::string>{"c", "b", "a"}));
}

TEST_F(TrainingModesTest, BestStreakKeepsTheLargest) {
    TrainingStore store;
    ASSERT_FALSE(store.Open((m_dir / "t.db").string()));
    EXPECT_FALSE(store.Record("makruk", kBestStreakKey));
    ASSERT_FALSE(store.KeepBest("makruk", kBestStreakKey, 5));
    ASSERT_FALSE(store.KeepBest("makruk", kBestStreakKey, 3));
    EXPECT_EQ(store.Record("makruk", kBestStreakKey), 5);
    EXPECT_FALSE(store.Record("xiangqi", kBestStreakKey));
}

TEST_F(TrainingModesTest, DeviationGrowsOverDaysAway) {
    TrainingStore store;
    ASSERT_FALSE(store.Open((m_dir / "t.db").string()));
    Trainer trainer(store, "makruk", PuzzlePool({{"a", {1500, 60, 0.06}, {}}}));
    Attempt a;
    a.puzzleId = "a";
    a.time = 1767225600;
    a.result = AttemptResult::Solved;
    ASSERT_FALSE(trainer.Record(a));
    const Glicko2Rating now = std::get<Glicko2Rating>(trainer.LearnerRatingAt(a.time));
    const Glicko2Rating month =
        std::get<Glicko2Rating>(trainer.LearnerRatingAt(a.time + 30 * 86400));
    const Glicko2Rating year =
        std::get<Glicko2Rating>(trainer.LearnerRatingAt(a.time + 365 * 86400));
    EXPECT_EQ(now, std::get<Glicko2Rating>(store.LearnerRating("makruk")));
    EXPECT_DOUBLE_EQ(month.rating, now.rating);
    EXPECT_GT(month.rd, now.rd);
    EXPECT_GT(year.rd, month.rd);
    EXPECT_LE(year.rd, kLearnerMaxRd);
    // Within a day nothing changes.
    EXPECT_EQ(std::get<Glicko2Rating>(trainer.LearnerRatingAt(a.time + 3600)), now);
}

TEST_F(TrainingModesTest, ThemeStatsListTheWeakestFirst) {
    std::vector<Attempt> attempts;
    auto add = [&](const std::string& id, bool solved) {
        Attempt a;
        a.puzzleId = id;
        a.result = solved ? AttemptResult::Solved : AttemptResult::Failed;
        attempts.push_back(a);
    };
    add("fork1", true);
    add("fork2", true);
    add("pin1", false);
    add("pin2", true);
    add("odd1", false);
    const std::vector<std::string> fork{"fork"}, pin{"pin"}, odd{"odd"};
    auto themes = [&](const std::string& id) -> const std::vector<std::string>& {
        return id.rfind("fork", 0) == 0 ? fork : id.rfind("pin", 0) == 0 ? pin : odd;
    };
    auto stats = ThemeStats(
        attempts, themes,
        [](const std::string&) {
            return Glicko2Rating{1500, 100, 0.06};
        },
        [](const std::string& t) { return t != "odd"; });
    ASSERT_EQ(stats.size(), 2u);
    EXPECT_EQ(stats[0].theme, "pin");
    EXPECT_EQ(stats[0].attempts, 2);
    EXPECT_EQ(stats[0].solved, 1);
    EXPECT_EQ(stats[1].theme, "fork");
    EXPECT_GT(stats[1].rating, stats[0].rating);
}

TEST_F(TrainingModesTest, SolvedPerDayCountsEachLocalDay) {
    const int64_t now = LocalDayStart(1767225600) + 10 * 3600;
    std::vector<Attempt> attempts;
    for (int i = 0; i < 3; ++i) {
        Attempt a;
        a.time = now - 3600 * i;  // today
        a.result = i == 0 ? AttemptResult::Failed : AttemptResult::Solved;
        attempts.push_back(a);
    }
    Attempt old;
    old.time = now - 2 * 86400;
    old.result = AttemptResult::Solved;
    attempts.push_back(old);
    Attempt ancient = old;
    ancient.time = now - 90 * 86400;  // outside the chart
    attempts.push_back(ancient);
    const auto days = SolvedPerDay(attempts, now, 30);
    ASSERT_EQ(days.size(), 30u);
    EXPECT_EQ(days.back().attempted, 3);
    EXPECT_EQ(days.back().solved, 2);
    EXPECT_EQ(days[27].solved, 1);
    int total = 0;
    for (const auto& d : days) total += d.attempted;
    EXPECT_EQ(total, 4);
}

TEST_F(TrainingModesTest, ContextJoinsLibraryPacksAndPoolsOnFirstUse) {
    auto library = content::LoadPackFromString(PackXml("hand", "hand", 3, "fork"), "hand.xml");
    ASSERT_TRUE(library.pack);
    auto handPack = std::make_shared<const content::Pack>(std::move(*library.pack));
    const std::string pool = Write("pool.xml", PackXml("pool", "pool", 30, "pin mate-in-1"));
    const std::string broken = Write("broken.xml", "<pack");
    OpenedTrainingDatabase opened =
        OpenTrainingDatabase((m_dir / "t.db").string(), IfUnopenable::Fail);
    ASSERT_FALSE(opened.error);
    TrainingContext context(opened.store);
    int asked = 0;
    context.SetSources(
        [&](const Variant&) {
            ++asked;
            return std::vector<std::shared_ptr<const content::Pack>>{handPack};
        },
        {pool, broken});
    EXPECT_FALSE(context.IsBuilt(MakrukVariant()));
    EXPECT_EQ(asked, 0);  // nothing is read before training starts
    const TrainingSet& set = context.SetFor(MakrukVariant());
    EXPECT_EQ(set.Size(), 33u);
    EXPECT_EQ(set.ThemeCounts().at("fork"), 3);
    EXPECT_EQ(set.ThemeCounts().at("pin"), 30);
    ASSERT_EQ(context.Problems().size(), 1u);
    EXPECT_EQ(context.Problems()[0].path, broken);
    // The pool's own ratings are the starting ratings.
    const PoolPuzzle* p = context.TrainerFor(MakrukVariant()).Pool().Find("pool.10");
    ASSERT_TRUE(p);
    EXPECT_DOUBLE_EQ(p->rating.rating, 1300);
    EXPECT_EQ(asked, 1);
    // Xiangqi has none of these puzzles.
    EXPECT_EQ(context.SetFor(XiangqiVariant()).Size(), 0u);
}

// A bookmark of a rated puzzle names its pool pack, which is not in the library:
// FindPack finds it in a built game, and builds the games only when asked to.
TEST_F(TrainingModesTest, ContextFindsAPoolPackForABookmark) {
    const std::string pool = Write("pool.xml", PackXml("pool", "pool", 4, "mate-in-1"));
    OpenedTrainingDatabase opened =
        OpenTrainingDatabase((m_dir / "t.db").string(), IfUnopenable::Fail);
    ASSERT_FALSE(opened.error);
    TrainingContext context(opened.store);
    context.SetSources({}, {pool});
    EXPECT_FALSE(context.FindPack("pool", false));
    EXPECT_FALSE(context.IsBuilt(MakrukVariant()));  // not read without `build`
    auto pack = context.FindPack("pool", true);
    ASSERT_TRUE(pack);
    EXPECT_EQ(pack->puzzles.size(), 4u);
    EXPECT_TRUE(context.IsBuilt(MakrukVariant()));
    EXPECT_EQ(context.FindPack("pool", false), pack);
    EXPECT_FALSE(context.FindPack("nowhere", true));
}

// The context reads a game's pools on its own worker thread and hands them to
// the owner's thread (here: a queue the test runs), where they are adopted and
// the waiting session is handed back; a read stopped hands nothing over.
class OwnerThread {
public:
    TrainingContext::ToOwnerThread Post() {
        return [this](std::function<void()> work) {
            std::lock_guard lock(m_mutex);
            m_queue.push_back(std::move(work));
            m_posted.notify_all();
        };
    }
    // Waits for one function from the worker and runs it here.
    void RunOne() {
        std::function<void()> work;
        {
            std::unique_lock lock(m_mutex);
            m_posted.wait(lock, [&] { return !m_queue.empty(); });
            work = std::move(m_queue.front());
            m_queue.erase(m_queue.begin());
        }
        work();
    }
    size_t Queued() {
        std::lock_guard lock(m_mutex);
        return m_queue.size();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_posted;
    std::vector<std::function<void()>> m_queue;
};

TEST_F(TrainingModesTest, ContextReadsPoolsOnItsWorkerAndStartsTheWaitingSession) {
    const std::string pool = Write("pool.xml", PackXml("pool", "pool", 12, "fork"));
    OpenedTrainingDatabase opened =
        OpenTrainingDatabase((m_dir / "t.db").string(), IfUnopenable::Fail);
    TrainingContext context(opened.store);
    context.SetSources({}, {pool});
    OwnerThread owner;
    std::vector<TrainingContext::PendingSession> started;
    context.SetBackground(owner.Post(), [&](const TrainingContext::PendingSession& session) {
        started.push_back(session);
    });
    context.WaitForPools({&MakrukVariant(), TrainMode::Streak, ""});
    EXPECT_TRUE(context.Pending());
    EXPECT_TRUE(context.ReadingPools());
    EXPECT_FALSE(context.IsBuilt(MakrukVariant()));  // nothing adopted off the owner's thread
    // Xiangqi asked for meanwhile: Makruk's pools are adopted, then Xiangqi's read.
    context.WaitForPools({&XiangqiVariant(), TrainMode::Daily, ""});
    owner.RunOne();
    EXPECT_TRUE(context.IsBuilt(MakrukVariant()));
    EXPECT_EQ(context.SetFor(MakrukVariant()).Size(), 12u);
    EXPECT_TRUE(started.empty());
    owner.RunOne();
    ASSERT_EQ(started.size(), 1u);
    EXPECT_EQ(started[0].variant, &XiangqiVariant());
    EXPECT_EQ(started[0].mode, TrainMode::Daily);
    EXPECT_FALSE(context.Pending());
    EXPECT_FALSE(context.ReadingPools());
}

TEST_F(TrainingModesTest, AStoppedPoolReadHandsNothingOver) {
    std::vector<std::string> files;
    for (int i = 0; i < 40; ++i)
        files.push_back(
            Write("pool" + std::to_string(i) + ".xml",
                  PackXml("pool" + std::to_string(i), "p" + std::to_string(i), 50, "fork")));
    OpenedTrainingDatabase opened =
        OpenTrainingDatabase((m_dir / "t.db").string(), IfUnopenable::Fail);
    OwnerThread owner;
    {
        TrainingContext context(opened.store);
        context.SetSources({}, files);
        context.SetBackground(owner.Post(), [](const TrainingContext::PendingSession&) {});
        context.WaitForPools({&MakrukVariant(), TrainMode::Rated, ""});
        context.StopReading();  // joins the worker
        EXPECT_FALSE(context.Pending());
        EXPECT_FALSE(context.ReadingPools());
        const size_t queued = owner.Queued();  // 0, or 1 when the read had finished
        EXPECT_LE(queued, 1u);
        context.WaitForPools({&MakrukVariant(), TrainMode::Rated, ""});
    }  // the destructor stops and joins the second read
    EXPECT_LE(owner.Queued(), 2u);
}

}  // namespace
}  // namespace chatur::training
