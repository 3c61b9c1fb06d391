// The mate solver (docs/engine.md): exact "mate in N" under each profile, every first
// move listed (cooks), the least mate per move, a main line that really mates, and
// agreement with a reference search written on Game.
#include "core/search/solver.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "../test_support.h"
#include "search_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;
using test::MustMove;

std::vector<std::pair<std::string, int>> Summary(const Game& g, const SolveResult& r) {
    std::vector<std::pair<std::string, int>> out;
    for (const MateSolution& s : r.solutions)
        out.emplace_back(MoveToString(g.GetVariant(), s.first), s.mateIn);
    return out;
}

// Plays every main line through Game: 2k-1 plies, ending in a win of the attacker
// by checkmate or (Xiangqi) no legal move.
void ExpectLinesMate(const Game& start, const SolveResult& r) {
    for (const MateSolution& s : r.solutions) {
        Game g = start;
        ASSERT_EQ(int(s.pv.size()), 2 * s.mateIn - 1);
        EXPECT_EQ(s.pv.front(), s.first);
        for (Move m : s.pv) ASSERT_FALSE(g.Play(m).has_value());
        EXPECT_TRUE(test::IsMateWin(g.GetOutcome(), start.SideToMove()))
            << MoveToString(g.GetVariant(), s.first);
    }
}

// Rua h1, Khun b6 against a Khun in the corner: h1h8 is the only mate in one.
const char* kRuaCorner = "k7/8/1K6/8/8/8/8/7R w - - 0 1";

TEST(Solver, MakrukUniqueMateInOne) {
    Game g = MakeGame("makruk", kRuaCorner);
    SolveResult r = SolveMate(g, 1);
    EXPECT_EQ(r.status, SolveStatus::Complete);
    EXPECT_EQ(Summary(g, r), (std::vector<std::pair<std::string, int>>{{"h1h8", 1}}));
    ExpectLinesMate(g, r);
}

TEST(Solver, MakrukCooksAreListedWithTheirLeastMate) {
    Game g = MakeGame("makruk", kRuaCorner);
    SolveResult r = SolveMate(g, 2);
    auto summary = Summary(g, r);
    EXPECT_EQ(summary.size(), 12u);  // h1h8 in one, eleven more in two
    EXPECT_EQ(summary, test::RefSolve(g, 2));
    EXPECT_NE(std::find(summary.begin(), summary.end(), std::make_pair(std::string("b6c7"), 2)),
              summary.end());
    EXPECT_NE(std::find(summary.begin(), summary.end(), std::make_pair(std::string("h1h8"), 1)),
              summary.end());
    ExpectLinesMate(g, r);
}

// A Met e3 keeps a board's honour count possible (no lone Khun, no Bia).
const char* kCountable = "k7/8/1K6/8/8/4m3/8/7R w - - 0 1";

TEST(Solver, MakrukCountingSideMateIsNoWin) {
    Game plain = MakeGame("makruk", kCountable, "counting");
    EXPECT_EQ(SolveMate(plain, 1).solutions.size(), 1u);

    // White declares the board's honour count: h1h8 would be a mate by the
    // counting side, a draw in makruk/counting, and so is every mate that follows.
    Game counted = plain;
    ASSERT_FALSE(counted.StartCount().has_value());
    for (int n = 1; n <= 3; ++n) {
        SolveResult r = SolveMate(counted, n);
        EXPECT_TRUE(r.solutions.empty()) << "mate in " << n;
        EXPECT_EQ(Summary(counted, r), test::RefSolve(counted, std::min(n, 2)));
    }
    Game check = counted;
    EXPECT_FALSE(check.Play(MustMove(check, "h1h8")));
    EXPECT_EQ(check.GetOutcome(), (Outcome{Result::Draw, Reason::Counting}));
}

TEST(Solver, MakrukCountFromFenCountingDrawsAutoCountWins) {
    // Field 4/5 "128 2": a board's count of White (to move) at value 1.
    const char* fen = "k7/8/1K6/8/8/4m3/8/7R w - 128 2 40";
    Game counting = MakeGame("makruk", fen, "counting");
    EXPECT_TRUE(SolveMate(counting, 2).solutions.empty());
    // In auto-count a mate by the counting side wins.
    Game autoCount = MakeGame("makruk", fen, "auto-count");
    SolveResult r = SolveMate(autoCount, 1);
    EXPECT_EQ(Summary(autoCount, r), (std::vector<std::pair<std::string, int>>{{"h1h8", 1}}));
    ExpectLinesMate(autoCount, r);
}

TEST(Solver, MakrukStalemateIsNoWin) {
    // Ma e5-c6 leaves the Khun on a8 without a move, not in check: a draw.
    Game g = MakeGame("makruk", "k1K5/8/8/4N3/8/7P/8/8 w - - 0 1");
    EXPECT_TRUE(SolveMate(g, 1).solutions.empty());
    EXPECT_FALSE(g.Play(MustMove(g, "e5c6")));
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Stalemate}));
}

TEST(Solver, XiangqiNoMovesFinishWins) {
    // Chariot a8-a9 gives no check, but the General on d10 has nowhere to go
    // (d9 attacked, e10 faces Red's General): Black loses. a8d8 is a checkmate.
    Game g = MakeGame("xiangqi", "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1");
    SolveResult r = SolveMate(g, 1);
    EXPECT_EQ(Summary(g, r), (std::vector<std::pair<std::string, int>>{{"a8a9", 1}, {"a8d8", 1}}));
    ExpectLinesMate(g, r);
    Game after = g;
    EXPECT_FALSE(after.Play(MustMove(after, "a8a9")));
    EXPECT_EQ(after.GetOutcome(), (Outcome{Result::WhiteWins, Reason::NoMoves}));
}

TEST(Solver, XiangqiUniqueMateInOneFromAGame) {
    // Black's cannon b5-e5 mates (corpus position, move 7).
    Game g = MakeGame("xiangqi", "r1bk1abn1/9/9/2p1C1p1r/9/1c5C1/P1P1c1P2/9/9/RNBAKABN1 b - - 2 7");
    SolveResult r = SolveMate(g, 2);
    EXPECT_EQ(Summary(g, r), (std::vector<std::pair<std::string, int>>{{"b5e5", 1}}));
    ExpectLinesMate(g, r);
}

TEST(Solver, XiangqiCookedMiddlegame) {
    // Two first moves mate: b6b3 in two, e6e5 in three (corpus position, move 33).
    Game g = MakeGame("xiangqi",
                      "3a1abn1/3nk4/4c4/9/pr2p1bcp/3CC4/P1P1P1P1P/3KB1R2/R4r3/1NBA1A3 b - - 28 33");
    SolveResult r = SolveMate(g, 3);
    EXPECT_EQ(Summary(g, r), (std::vector<std::pair<std::string, int>>{{"b6b3", 2}, {"e6e5", 3}}));
    EXPECT_EQ(Summary(g, SolveMate(g, 2)), (std::vector<std::pair<std::string, int>>{{"b6b3", 2}}));
    ExpectLinesMate(g, r);
}

TEST(Solver, GameOverHasNoSolutions) {
    Game g = MakeGame("makruk", "k6R/8/1K6/8/8/8/8/8 b - - 0 1");
    ASSERT_TRUE(g.IsOver());
    SolveResult r = SolveMate(g, 3);
    EXPECT_EQ(r.status, SolveStatus::Complete);
    EXPECT_TRUE(r.solutions.empty());
}

TEST(Solver, BudgetsAndStop) {
    Game g = MakeGame("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    SolveLimits nodes;
    nodes.maxNodes = 200;
    EXPECT_EQ(SolveMate(g, 4, nodes).status, SolveStatus::NodeLimit);
    std::atomic<bool> stop{true};
    SolveLimits stopped;
    stopped.stop = &stop;
    EXPECT_EQ(SolveMate(g, 4, stopped).status, SolveStatus::Stopped);
    EXPECT_EQ(SolveStatusKey(SolveStatus::TimeLimit), "time-limit");

    // What was proven before the budget ran out is listed, with its line.
    Game corner = MakeGame("makruk", kRuaCorner);
    SolveLimits few;
    few.maxNodes = 50;
    SolveResult partial = SolveMate(corner, 3, few);
    EXPECT_EQ(partial.status, SolveStatus::NodeLimit);
    ASSERT_FALSE(partial.solutions.empty());
    ExpectLinesMate(corner, partial);
}

TEST(Solver, RepetitionInTheGameHistoryIsNoMate) {
    // Xiangqi: Red's Chariot and Black's General go back and forth; the start
    // position has occurred twice, so h10h9 d9d10 now ends the game on its third
    // occurrence (Red checked every move and loses). The solver must see the same
    // endings as Game.
    Game g = MakeGame("xiangqi", "3k5/7R1/9/9/9/9/9/9/9/4K4 w - - 0 1");
    for (const char* m : {"h9h10", "d10d9", "h10h9", "d9d10", "h9h10", "d10d9"})
        EXPECT_FALSE(g.Play(MustMove(g, m)));
    ASSERT_FALSE(g.IsOver());
    EXPECT_EQ(Summary(g, SolveMate(g, 2)), test::RefSolve(g, 2));
}

// The solver against the reference on corpus positions with few pieces, where
// mates are frequent, in both games and all Makruk profiles.
TEST(Solver, AgreesWithReferenceOnCorpusEndgames) {
    int checked = 0, withMate = 0;
    for (auto [variant, fen] : {std::pair{"makruk", kRuaCorner}, std::pair{"makruk", kCountable},
                                std::pair{"xiangqi", "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1"}}) {
        std::vector<std::string> profiles{""};
        if (std::string(variant) == "makruk") profiles = {"counting", "fifty", "auto-count"};
        for (const std::string& profile : profiles) {
            Game g = MakeGame(variant, fen, profile);
            auto got = Summary(g, SolveMate(g, 2));
            EXPECT_EQ(got, test::RefSolve(g, 2)) << fen << " " << profile;
            withMate += got.empty() ? 0 : 1;
        }
    }
    for (const char* file : {"makruk-public.jsonl", "xiangqi-public.jsonl"}) {
        int taken = 0;
        for (const test::CorpusRecord& rec : test::LoadCorpus(file)) {
            int pieces = 0;
            for (char c : rec.fen.substr(0, rec.fen.find(' '))) pieces += std::isalpha(c) ? 1 : 0;
            if (pieces > 7 || rec.moves.empty()) continue;
            if (++taken > 6) break;
            std::vector<std::string> profiles{""};
            if (rec.variant == "makruk") profiles = {"counting", "fifty", "auto-count"};
            for (const std::string& profile : profiles) {
                Game g = MakeGame(rec.variant, rec.fen, profile);
                if (g.IsOver()) continue;
                auto got = Summary(g, SolveMate(g, 2));
                EXPECT_EQ(got, test::RefSolve(g, 2)) << rec.fen << " " << profile;
                ++checked;
                withMate += got.empty() ? 0 : 1;
            }
        }
    }
    EXPECT_GT(checked, 10);
    EXPECT_GT(withMate, 6);
}

// Every case of tests/data/solver/reference.txt: the same mating first moves, least
// mates and main lines as the solver gave before its speed work (see the file).
TEST(Solver, MatchesTheRecordedReferenceResults) {
    std::ifstream in(test::SourcePath("tests/data/solver/reference.txt"));
    ASSERT_TRUE(in.good());
    int cases = 0, withMate = 0, xiangqiDeep = 0;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> field;
        for (size_t at = 0;;) {
            size_t bar = line.find('|', at);
            field.push_back(line.substr(at, bar - at));
            if (bar == std::string::npos) break;
            at = bar + 1;
        }
        ASSERT_EQ(field.size(), 4u) << line;
        std::vector<std::string> spec;
        for (size_t at = 0;;) {
            size_t colon = field[0].find(':', at);
            spec.push_back(field[0].substr(at, colon - at));
            if (colon == std::string::npos) break;
            at = colon + 1;
        }
        spec.resize(3);
        Game g = MakeGame(spec[0], field[2], spec[1]);
        if (spec[2] == "count-start") {
            ASSERT_FALSE(g.StartCount().has_value()) << line;
        }
        int n = std::stoi(field[1]);
        SolveResult r = SolveMate(g, n);
        EXPECT_EQ(r.status, SolveStatus::Complete);
        std::string got;
        for (const MateSolution& s : r.solutions) {
            got += (got.empty() ? "" : ";") + MoveToString(g.GetVariant(), s.first) +
                   " mate=" + std::to_string(s.mateIn) + " pv=";
            for (size_t i = 0; i < s.pv.size(); ++i)
                got += (i ? "," : "") + MoveToString(g.GetVariant(), s.pv[i]);
        }
        EXPECT_EQ(got, field[3]) << field[0] << " mate " << n << " " << field[2];
        ++cases;
        withMate += r.solutions.empty() ? 0 : 1;
        xiangqiDeep += spec[0] == "xiangqi" && n >= 4 ? 1 : 0;
    }
    EXPECT_GT(cases, 100);
    EXPECT_GT(withMate, 50);
    EXPECT_GT(xiangqiDeep, 30);
}

}  // namespace
}  // namespace chatur
