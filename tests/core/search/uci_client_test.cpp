// UciClient against real engines: chatur-cli's own `uci` (handshake, variants,
// legal best moves in both games, stop, quit) and small bash scripts that
// misbehave the ways external engines do (garbage, a crash in the middle of a
// search, silence, an illegal move, a missing variant, ignoring quit). Every
// failure must come back as its key, in bounded time, and never as a move.
//
// The tests run on busy machines and in sanitizer builds, so no assertion
// depends on how fast a process starts or answers: a wait that should end by
// an answer has a time-out far above any start-up delay (Patient), and a wait
// that should end by a time-out is checked against a bound that only a hang
// (the defect under test) would reach (kHangMs).
#include "core/search/uci_client.h"
#include "test_paths.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "search_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;
using test::MustMove;

UciCommand Chatur() {
    return UciCommand{CHATUR_CLI_PATH, {"uci"}};
}

// Waits that only a hung or silent engine reaches.
UciTimeouts Patient() {
    return UciTimeouts{30000, 30000, 30000, 30000};
}

// Far above every time-out the tests set on purpose, far below "forever".
constexpr int64_t kHangMs = 20000;

int64_t Ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// A fake engine: a bash script answering `uci` with `uciReply` (lines) and `go`
// with `goAction` (bash). Written to a fresh temporary file.
class FakeEngine {
public:
    FakeEngine(const std::string& uciReply, const std::string& goAction,
               const std::string& quitAction = "exit 0", const std::string& atEnd = "") {
        m_dir = std::filesystem::temp_directory_path() /
                ("chatur-uci-" + std::to_string(getpid()) + "-" + std::to_string(++s_count));
        std::filesystem::create_directories(m_dir);
        m_path = (m_dir / "engine.sh").string();
        std::ofstream out(m_path);
        out << "#!/bin/bash\n"
            << "echo $$ > " << (m_dir / "pid").string() << "\n"
            << "while read -r cmd rest; do\n"
            << "  case \"$cmd\" in\n"
            << "    uci) " << uciReply << " ;;\n"
            << "    isready) echo readyok ;;\n"
            << "    go) " << goAction << " ;;\n"
            << "    quit) " << quitAction << " ;;\n"
            << "  esac\n"
            << "done\n"
            << atEnd << "\n";
        out.close();
        chmod(m_path.c_str(), 0755);
    }
    ~FakeEngine() {
        std::error_code ignored;
        std::filesystem::remove_all(m_dir, ignored);
    }
    UciCommand Command() const { return UciCommand{m_path, {}}; }
    pid_t Pid() const {
        std::ifstream in(m_dir / "pid");
        pid_t pid = -1;
        in >> pid;
        return pid;
    }

private:
    static inline int s_count = 0;
    std::filesystem::path m_dir;
    std::string m_path;
};

const std::string kGoodUci =
    "echo 'id name Fake'; echo 'option name UCI_Variant type combo default makruk var makruk "
    "var xiangqi'; echo uciok";

Game Start(VariantId id) {
    const Variant& v = GetVariant(id);
    return Game(v, DefaultProfile(v));
}

bool IsLegal(const Game& g, Move m) {
    for (Move legal : g.LegalMoves())
        if (legal == m) return true;
    return false;
}

TEST(UciClient, HandshakeWithChatur) {
    UciClient client(Patient());
    ASSERT_FALSE(client.Open(Chatur(), VariantId::Xiangqi, "basic"));
    EXPECT_TRUE(client.IsOpen());
    EXPECT_EQ(client.Name(), "Chatur");
    EXPECT_EQ(client.Variants(), (std::vector<std::string>{"makruk", "xiangqi"}));
}

TEST(UciClient, LegalBestMoveInBothGames) {
    for (VariantId id : {VariantId::Makruk, VariantId::Xiangqi}) {
        UciClient client(Patient());
        ASSERT_FALSE(client.Open(Chatur(), id));
        Game g = Start(id);
        // A few moves first: the engine gets the start FEN plus these moves.
        const char* opening[2][2] = {{"e3e4", "d6d5"}, {"h3e3", "h10g8"}};
        for (const char* m : opening[id == VariantId::Xiangqi])
            ASSERT_FALSE(g.Play(MustMove(g, m)));
        int infos = 0;
        auto found = client.Search(g, UciGo{300, 0}, {}, [&](const SearchInfo&) { ++infos; });
        ASSERT_TRUE(std::holds_alternative<UciSearchResult>(found))
            << std::get<UciError>(found).detail;
        const UciSearchResult& r = std::get<UciSearchResult>(found);
        EXPECT_FALSE(r.stopped);
        EXPECT_TRUE(IsLegal(g, r.best)) << MoveToString(g.GetVariant(), r.best);
        EXPECT_GT(infos, 0);
        EXPECT_GT(r.info.depth, 0);
        ASSERT_FALSE(r.info.pv.empty());
        EXPECT_EQ(r.info.pv.front(), r.best);
    }
}

TEST(UciClient, TheEngineSeesTheMovesSinceTheStart) {
    // Makruk mate in one for White after the moves; found only if the engine got
    // the position with the moves applied (the FEN alone is another position).
    Game g = MakeGame("makruk", "k7/8/8/1K6/8/8/8/7R w - - 0 1");
    ASSERT_FALSE(g.Play(MustMove(g, "b5b6")));
    ASSERT_FALSE(g.Play(MustMove(g, "a8b8")));
    ASSERT_FALSE(g.Play(MustMove(g, "h1h7")));
    ASSERT_FALSE(g.Play(MustMove(g, "b8a8")));
    UciClient client(Patient());
    ASSERT_FALSE(client.Open(Chatur(), VariantId::Makruk));
    auto found = client.Search(g, UciGo{0, 3});
    ASSERT_TRUE(std::holds_alternative<UciSearchResult>(found));
    const UciSearchResult& r = std::get<UciSearchResult>(found);
    EXPECT_EQ(MoveToString(g.GetVariant(), r.best), "h7h8");
    EXPECT_EQ(r.info.score, kMateScore - 1);  // "score mate 1"
}

TEST(UciClient, StopEndsAnInfiniteSearch) {
    UciClient client(Patient());
    ASSERT_FALSE(client.Open(Chatur(), VariantId::Makruk));
    Game g = Start(VariantId::Makruk);
    std::stop_source stop;
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        stop.request_stop();
    });
    const int64_t t0 = Ms();
    auto found = client.Search(g, UciGo{}, stop.get_token());
    const int64_t took = Ms() - t0;
    stopper.join();
    ASSERT_TRUE(std::holds_alternative<UciSearchResult>(found));
    EXPECT_TRUE(std::get<UciSearchResult>(found).stopped);
    EXPECT_TRUE(std::get<UciSearchResult>(found).best.IsNull());
    EXPECT_LT(took, kHangMs);  // without the stop, an infinite search never ends
    // The engine is still usable.
    auto next = client.Search(g, UciGo{100, 0});
    ASSERT_TRUE(std::holds_alternative<UciSearchResult>(next));
    EXPECT_TRUE(IsLegal(g, std::get<UciSearchResult>(next).best));
}

TEST(UciClient, QuitEndsTheEngineAtOnce) {
    UciTimeouts waitLong = Patient();
    waitLong.quitMs = 120000;  // a kill would come only after two minutes
    UciClient client(waitLong);
    ASSERT_FALSE(client.Open(Chatur(), VariantId::Makruk));
    const int64_t t0 = Ms();
    client.Close();
    EXPECT_LT(Ms() - t0, kHangMs);  // it went on `quit`, no kill needed
    EXPECT_FALSE(client.IsOpen());
}

TEST(UciClient, AnEngineIgnoringQuitIsKilled) {
    // Ignores `quit` and the end of its input.
    FakeEngine fake(kGoodUci, ":", ":", "while true; do sleep 0.05; done");
    pid_t pid = -1;
    {
        UciTimeouts quitSoon = Patient();
        quitSoon.quitMs = 400;
        UciClient client(quitSoon);
        ASSERT_FALSE(client.Open(fake.Command(), VariantId::Makruk));
        pid = fake.Pid();
        ASSERT_GT(pid, 0);
        ASSERT_EQ(kill(pid, 0), 0);
        const int64_t t0 = Ms();
        client.Close();
        const int64_t took = Ms() - t0;
        EXPECT_GE(took, 400);  // it was given its time to quit
        EXPECT_LT(took, kHangMs);
    }
    EXPECT_NE(kill(pid, 0), 0);  // gone and reaped
}

TEST(UciClient, TestEngineReportsNameAndGames) {
    auto tested = TestUciEngine(Chatur());
    ASSERT_TRUE(std::holds_alternative<UciEngineInfo>(tested));
    EXPECT_EQ(std::get<UciEngineInfo>(tested).name, "Chatur");
    EXPECT_TRUE(std::get<UciEngineInfo>(tested).makruk);
    EXPECT_TRUE(std::get<UciEngineInfo>(tested).xiangqi);
    FakeEngine chess(
        "echo 'option name UCI_Variant type combo default chess var chess'; "
        "echo uciok",
        ":");
    auto refused = TestUciEngine(chess.Command(), Patient());
    ASSERT_TRUE(std::holds_alternative<UciError>(refused));
    EXPECT_EQ(std::get<UciError>(refused).kind, UciErrorKind::VariantUnsupported);
}

TEST(UciClient, MissingProgramIsEngineNotFound) {
    UciClient client(Patient());
    auto error = client.Open(UciCommand{"/nonexistent/chatur-engine", {}}, VariantId::Makruk);
    ASSERT_TRUE(error);
    EXPECT_EQ(UciErrorKey(error->kind), "engine-not-found");
    auto none = client.Open(UciCommand{}, VariantId::Makruk);
    ASSERT_TRUE(none);
    EXPECT_EQ(none->kind, UciErrorKind::EngineNotFound);
}

TEST(UciClient, GarbageIsNotUci) {
    FakeEngine talker("echo 'Welcome to my chess program!'; echo 'Type help'", ":");
    UciTimeouts shortHandshake = Patient();
    shortHandshake.handshakeMs = 1500;
    UciClient client(shortHandshake);
    const int64_t t0 = Ms();
    auto error = client.Open(talker.Command(), VariantId::Makruk);
    ASSERT_TRUE(error);
    EXPECT_EQ(UciErrorKey(error->kind), "not-uci");
    EXPECT_NE(error->detail.find("Welcome"), std::string::npos);
    EXPECT_LT(Ms() - t0, kHangMs);
    EXPECT_FALSE(client.IsOpen());

    // A program that prints something and exits (like `ls`).
    UciClient other(Patient());  // ends on the program's exit, not a time-out
    auto lister = other.Open(UciCommand{"/bin/echo", {"hello"}}, VariantId::Makruk);
    ASSERT_TRUE(lister);
    EXPECT_EQ(lister->kind, UciErrorKind::NotUci);
}

TEST(UciClient, MissingVariantIsRefused) {
    FakeEngine chess(
        "echo 'id name Chess only'; echo 'option name UCI_Variant type combo default chess var "
        "chess var shogi'; echo uciok",
        ":");
    UciClient client(Patient());
    auto error = client.Open(chess.Command(), VariantId::Xiangqi);
    ASSERT_TRUE(error);
    EXPECT_EQ(UciErrorKey(error->kind), "variant-unsupported");
    EXPECT_NE(error->detail.find("chess shogi"), std::string::npos);

    FakeEngine plain("echo 'id name Plain'; echo uciok", ":");
    UciClient second(Patient());
    auto none = second.Open(plain.Command(), VariantId::Makruk);
    ASSERT_TRUE(none);
    EXPECT_EQ(none->kind, UciErrorKind::VariantUnsupported);
    EXPECT_EQ(none->detail, "the engine has no UCI_Variant option");
}

TEST(UciClient, CrashInTheMiddleOfASearch) {
    FakeEngine crasher(kGoodUci, "echo 'info depth 1 score cp 12 pv e3e4'; exit 3");
    UciClient client(Patient());
    ASSERT_FALSE(client.Open(crasher.Command(), VariantId::Makruk));
    Game g = Start(VariantId::Makruk);
    int infos = 0;
    auto found = client.Search(g, UciGo{1000, 0}, {}, [&](const SearchInfo& i) {
        ++infos;
        EXPECT_EQ(i.score, 12);
    });
    ASSERT_TRUE(std::holds_alternative<UciError>(found));
    const UciError& e = std::get<UciError>(found);
    EXPECT_EQ(UciErrorKey(e.kind), "engine-crashed");
    EXPECT_NE(e.detail.find("status 3"), std::string::npos) << e.detail;
    EXPECT_EQ(infos, 1);
    EXPECT_FALSE(client.IsOpen());
    // Later calls report the same, at once.
    auto again = client.Search(g, UciGo{1000, 0});
    ASSERT_TRUE(std::holds_alternative<UciError>(again));
    EXPECT_EQ(std::get<UciError>(again).kind, UciErrorKind::EngineCrashed);
}

TEST(UciClient, SilenceIsATimeout) {
    FakeEngine silent(kGoodUci, ":");  // `go` is read and never answered
    UciTimeouts shortGrace = Patient();
    shortGrace.bestMoveGraceMs = 400;
    shortGrace.stopMs = 400;
    UciClient client(shortGrace);
    ASSERT_FALSE(client.Open(silent.Command(), VariantId::Makruk));
    const pid_t pid = silent.Pid();
    Game g = Start(VariantId::Makruk);
    const int64_t t0 = Ms();
    auto found = client.Search(g, UciGo{100, 0});
    const int64_t took = Ms() - t0;
    ASSERT_TRUE(std::holds_alternative<UciError>(found));
    EXPECT_EQ(UciErrorKey(std::get<UciError>(found).kind), "timeout");
    EXPECT_GE(took, 500);        // move time plus grace
    EXPECT_LT(took, kHangMs);    // and then it gave up
    EXPECT_NE(kill(pid, 0), 0);  // the hung engine was killed

    // Silence in the handshake, too.
    FakeEngine mute(":", ":");
    UciTimeouts shortHandshake = Patient();
    shortHandshake.handshakeMs = 1500;
    UciClient other(shortHandshake);
    auto error = other.Open(mute.Command(), VariantId::Makruk);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind, UciErrorKind::NotUci);
}

TEST(UciClient, AStopEndsAHandshakeAtOnce) {
    FakeEngine mute(":", ":");
    UciClient client(UciTimeouts{120000, 400, 400, 400});
    std::stop_source stop;
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stop.request_stop();
    });
    const int64_t t0 = Ms();
    auto error = client.Open(mute.Command(), VariantId::Makruk, {}, stop.get_token());
    const int64_t took = Ms() - t0;
    stopper.join();
    ASSERT_TRUE(error);
    EXPECT_LT(took, kHangMs);  // not the two-minute handshake time-out
    EXPECT_FALSE(client.IsOpen());
}

TEST(UciClient, IllegalBestMoveIsAnError) {
    // e3e5 is no Bia move; a10a9 is no Makruk square; "(none)" is no move.
    for (const char* bad : {"e3e5", "a10a9", "(none)", "a3a4m"}) {
        FakeEngine cheat(kGoodUci, std::string("echo 'bestmove ") + bad + "'");
        UciClient client(Patient());
        ASSERT_FALSE(client.Open(cheat.Command(), VariantId::Makruk));
        Game g = Start(VariantId::Makruk);
        auto found = client.Search(g, UciGo{100, 0});
        ASSERT_TRUE(std::holds_alternative<UciError>(found)) << bad;
        const UciError& e = std::get<UciError>(found);
        EXPECT_EQ(UciErrorKey(e.kind), "illegal-move");
        EXPECT_NE(e.detail.find(bad), std::string::npos) << e.detail;
    }
}

TEST(UciClient, InfoLinesAreReadAndCheckedMoveByMove) {
    Game g = Start(VariantId::Makruk);
    SearchInfo info;
    // e4e6 is no Bia move: the line is kept up to it.
    ASSERT_TRUE(ParseUciInfo(
        "info depth 7 seldepth 9 multipv 1 score cp -35 nodes 1234 nps 100 time 56 pv e3e4 d6d5 "
        "e4e6 d5d4",
        g, info));
    EXPECT_EQ(info.depth, 7);
    EXPECT_EQ(info.score, -35);
    EXPECT_EQ(info.nodes, 1234u);
    EXPECT_EQ(info.elapsedMs, 56);
    ASSERT_EQ(info.pv.size(), 2u);
    EXPECT_EQ(MoveToString(g.GetVariant(), info.pv[1]), "d6d5");
    SearchInfo mate;
    ASSERT_TRUE(ParseUciInfo("info depth 3 score mate -2 pv e3e4", g, mate));
    EXPECT_EQ(mate.score, -(kMateScore - 4));
    SearchInfo none;
    EXPECT_FALSE(ParseUciInfo("info string depth 3 score cp 1", g, none));
    EXPECT_FALSE(ParseUciInfo("info currmove e3e4 currmovenumber 1", g, none));
}

}  // namespace
}  // namespace chatur
