// The UCI server (reliability probe D2): it never waits for a search while it
// reads commands, refuses a `go` it cannot bound, and a new position or go stops
// the running search first. The tests wait for events in order (a line that
// must come), with a generous bound, and never for time to pass.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

#include "../test_support.h"
#include "core/search/uci_go.h"
#include "core/search/uci_server.h"

namespace chatur {
namespace {

// Collects the server's lines; WaitFor blocks until a line starting with
// `prefix` arrives after those already taken, for at most two minutes.
class Lines {
public:
    UciServer::Output Sink() {
        return [this](const std::string& line) {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_lines.push_back(line);
            m_changed.notify_all();
        };
    }

    // Returns the index of the first line at or after `from` that starts with
    // `prefix`, or -1 when none came within the bound.
    int WaitFor(const std::string& prefix, size_t from = 0) {
        std::unique_lock<std::mutex> lock(m_mutex);
        int found = -1;
        m_changed.wait_for(lock, std::chrono::minutes(2), [&] {
            for (size_t i = from; i < m_lines.size(); ++i)
                if (m_lines[i].rfind(prefix, 0) == 0) {
                    found = int(i);
                    return true;
                }
            return false;
        });
        return found;
    }

    std::vector<std::string> Snapshot() {
        std::lock_guard<std::mutex> lock(m_mutex);
        return m_lines;
    }

    size_t Count(const std::string& prefix) {
        size_t n = 0;
        for (const std::string& l : Snapshot()) n += l.rfind(prefix, 0) == 0;
        return n;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<std::string> m_lines;
};

TEST(UciGo, ReadsLimitsStrictly) {
    auto go = ParseUciGo(
        " depth 5 movetime 200 nodes 1000 wtime 60000 btime 30000 winc 1000 "
        "binc 0 movestogo 20");
    ASSERT_TRUE(std::holds_alternative<UciGo>(go));
    const UciGo& g = std::get<UciGo>(go);
    EXPECT_EQ(g.depth, 5);
    EXPECT_EQ(g.moveTimeMs, 200);
    EXPECT_EQ(g.nodes, 1000u);
    EXPECT_EQ(g.time[1], 30000);
    EXPECT_EQ(g.movesToGo, 20);

    for (const char* bad : {"depth abc", "depth", "depth 2.5", "depth 0x10", "movetime 0",
                            "nodes -1", "depth 99999999999999999999", "wtime 1e9",
                            "movetime 99999999999999", "searchmoves e3e4", "ponder"}) {
        auto r = ParseUciGo(bad);
        ASSERT_TRUE(std::holds_alternative<UciGoError>(r)) << bad;
        EXPECT_EQ(std::get<UciGoError>(r).message.rfind("go refused: ", 0), 0u) << bad;
    }
    EXPECT_EQ(std::get<UciGoError>(ParseUciGo("depth abc")).message,
              "go refused: depth needs a whole number, not 'abc'");
    EXPECT_EQ(std::get<UciGoError>(ParseUciGo("bogus\x1b[31m")).message.find('\x1b'),
              std::string::npos);
}

TEST(UciGo, EveryGoButInfiniteIsBounded) {
    auto limits = [](const char* args, Color mover = Color::White) {
        return UciGoLimits(std::get<UciGo>(ParseUciGo(args)), mover);
    };
    EXPECT_EQ(limits("").moveTimeMs, kDefaultGoMoveTimeMs);
    EXPECT_EQ(limits("infinite").moveTimeMs, 0);
    EXPECT_EQ(limits("depth 3").moveTimeMs, 0);
    EXPECT_EQ(limits("depth 3").maxDepth, 3);
    EXPECT_EQ(limits("depth 500").maxDepth, 64);
    EXPECT_EQ(limits("mate 2").maxDepth, 4);
    // A clock that has run out moves at once.
    EXPECT_EQ(limits("wtime -5 btime -5").moveTimeMs, 10);
    EXPECT_EQ(limits("wtime 60000 btime 1000", Color::Black).moveTimeMs, 33);
    EXPECT_EQ(limits("wtime 60000 winc 2000").moveTimeMs, 3000);
    // A clock's budget is a target (no new iteration after half of it); a fixed
    // movetime is spent whole.
    EXPECT_EQ(limits("wtime 60000 winc 2000").softTimeMs, 1500);
    EXPECT_EQ(limits("movetime 300").softTimeMs, 0);
    EXPECT_EQ(limits("").softTimeMs, 0);
    EXPECT_EQ(limits("movetime 999999999999").moveTimeMs, 24 * 60 * 60 * 1000);
}

TEST(UciServer, AnswersIsReadyAndStopWhileSearching) {
    Lines out;
    UciServer server(out.Sink());
    EXPECT_TRUE(server.Handle("position startpos"));
    EXPECT_TRUE(server.Handle("go infinite"));
    EXPECT_TRUE(server.Handle("isready"));
    // An infinite search holds its bestmove until stop: readyok comes first.
    int ready = out.WaitFor("readyok");
    ASSERT_GE(ready, 0);
    EXPECT_EQ(out.Count("bestmove"), 0u);
    EXPECT_TRUE(server.Handle("stop"));
    int best = out.WaitFor("bestmove ");
    ASSERT_GT(best, ready);
    EXPECT_NE(out.Snapshot()[size_t(best)], "bestmove (none)");
}

TEST(UciServer, NewPositionOrGoStopsTheRunningSearch) {
    Lines out;
    UciServer server(out.Sink());
    server.Handle("position startpos");
    server.Handle("go infinite");
    // Before the fix, this waited for the search forever.
    server.Handle("position startpos moves e3e4");
    int first = out.WaitFor("bestmove ");
    ASSERT_GE(first, 0);
    server.Handle("go depth 1");
    int second = out.WaitFor("bestmove ", size_t(first) + 1);
    ASSERT_GT(second, first);
    // Black answers e3e4: a Black piece moves, from rank 6, 7 or 8 (White's
    // pieces stand on ranks 1 to 4).
    std::string move = out.Snapshot()[size_t(second)].substr(9);
    EXPECT_GE(move[1], '6') << move;
    EXPECT_LE(move[1], '8') << move;
    server.Handle("go infinite");
    server.Handle("go depth 1");  // stops the infinite search, then searches
    int third = out.WaitFor("bestmove ", size_t(second) + 1);
    ASSERT_GT(third, second);
    EXPECT_GT(out.WaitFor("bestmove ", size_t(third) + 1), third);
    EXPECT_EQ(out.Count("info string stopping the search: "), 2u);
}

TEST(UciServer, RefusedGoIsAnsweredByADepthOneSearch) {
    // Probe 2, N14: a refused go had no bestmove, and a GUI waiting for one hangs.
    Lines out;
    UciServer server(out.Sink());
    server.Handle("position startpos");
    const std::vector<const char*> refused = {
        "go depth abc", "go movetime -3",      "go nodes 0", "go foo 3",
        "go ponder",    "go searchmoves e3e4", "go perft 3", "go wtime 99999999999999999999"};
    int last = -1;
    for (const char* go : refused) {
        server.Handle(go);
        last = out.WaitFor("bestmove ", size_t(last + 1));
        ASSERT_GE(last, 0) << go;
    }
    EXPECT_EQ(out.Count("info string go refused: "), refused.size());
    EXPECT_EQ(out.Count("bestmove "), refused.size());
    EXPECT_EQ(out.Count("info depth 2 "), 0u);  // none searched beyond depth 1
    server.Handle("go wtime -5 btime -5");      // a fallen flag: move at once
    EXPECT_GT(out.WaitFor("bestmove ", size_t(last + 1)), last);
}

TEST(UciServer, QuitEndsAndOptionsAreChecked) {
    Lines out;
    UciServer server(out.Sink());
    server.Handle("uci");
    EXPECT_GE(out.WaitFor("uciok"), 0);
    server.Handle("setoption name Hash value 16abc");
    server.Handle("setoption name Hash value 0");
    server.Handle("setoption name UCI_Variant value xiangqi");
    server.Handle("position startpos moves h3e3");
    server.Handle("\x1b[31mfoo");
    server.Handle("go infinite");
    EXPECT_FALSE(server.Handle("quit"));
    EXPECT_EQ(out.Count("info string Hash must be a whole number of MB from 1 to 1024"), 2u);
    EXPECT_EQ(out.Count("info string unknown command \\x1b[31mfoo"), 1u);
    EXPECT_EQ(out.Count("bestmove "), 1u);  // quit stopped the search, which answered
}

TEST(UciServer, FindsTheMateOfASearchLeftToFinish) {
    Lines out;
    UciServer server(out.Sink());
    server.Handle("setoption name UCI_Variant value xiangqi");
    server.Handle("position fen 3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1");
    server.Handle("go depth 2");
    int best = out.WaitFor("bestmove ");
    ASSERT_GE(best, 0);
    std::string line = out.Snapshot()[size_t(best)];
    EXPECT_TRUE(line == "bestmove a8a9" || line == "bestmove a8d8") << line;
}

// A variant's own weights (`chatur-cli uci --makruk-weights`) are its searches', and
// the other variant's stay the default. At depth 1 from the start no capture or check
// is open, so the score is the best static evaluation after a move with the opponent to
// move: a tempo 100 higher costs the root side exactly 100.
TEST(UciServer, AVariantsOwnWeightsAreItsSearches) {
    auto score = [](UciServerOptions options, const char* variant) {
        Lines out;
        UciServer server(out.Sink(), std::move(options));
        server.Handle(std::string("setoption name UCI_Variant value ") + variant);
        server.Handle("position startpos");
        server.Handle("go depth 1");
        const int best = out.WaitFor("bestmove ");
        EXPECT_GE(best, 0);
        const auto lines = out.Snapshot();
        for (int i = best; i >= 0; --i) {
            const size_t at = lines[size_t(i)].find(" score cp ");
            if (at != std::string::npos) return std::stoi(lines[size_t(i)].substr(at + 10));
        }
        ADD_FAILURE() << "no score before the bestmove";
        return 0;
    };
    const Variant& makruk = *FindVariant("makruk");
    UciServerOptions own;
    EvalWeights w = DefaultWeights(makruk);
    w.term[size_t(EvalTerm::Tempo)] += 100;
    own.weights.emplace(makruk.id, w);
    EXPECT_EQ(score(own, "makruk"), score({}, "makruk") - 100);
    EXPECT_EQ(score(own, "xiangqi"), score({}, "xiangqi"));
}

// The probe's scripts, through the program: each ends with exit 0 and answers
// every isready. (Before the fix the first three never ended.)
TEST(UciCli, ProbeScriptsEnd) {
    const char* scripts[] = {
        "position startpos\ngo depth abc\ngo movetime 100\nisready\nquit\n",
        "position startpos\ngo\nposition startpos moves e3e4\ngo depth 1\nquit\n",
        "position startpos\ngo wtime -5 btime -5\ngo depth 1\nquit\n",
        "position startpos\ngo infinite\nisready\nstop\nisready\n",
    };
    for (const char* script : scripts) {
        auto r = test::RunCli("uci", script);
        EXPECT_EQ(r.status, 0) << script << r.out;
        size_t asked = 0, ready = 0;
        for (size_t at = std::string(script).find("isready"); at != std::string::npos;
             at = std::string(script).find("isready", at + 1))
            ++asked;
        for (size_t at = r.out.find("readyok"); at != std::string::npos;
             at = r.out.find("readyok", at + 1))
            ++ready;
        EXPECT_EQ(ready, asked) << script << r.out;
    }
}

}  // namespace
}  // namespace chatur
