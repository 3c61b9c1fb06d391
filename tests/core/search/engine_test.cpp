// The engine and the computer levels (docs/engine.md): finds mates and wins material,
// knows the profile's draws, stops from another thread, repeats itself with a seed.
#include "core/search/engine.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <thread>

#include "core/search/computer_player.h"
#include "core/search/evaluation.h"
#include "search_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;

std::string Best(const Game& g, int depth) {
    Engine engine(4);
    SearchLimits limits;
    limits.maxDepth = depth;
    SearchResult r = engine.Search(g, limits);
    return MoveToString(g.GetVariant(), r.best);
}

TEST(Engine, FindsMateInOne) {
    EXPECT_EQ(Best(MakeGame("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1"), 3), "h1h8");
    Game xq =
        MakeGame("xiangqi", "r1bk1abn1/9/9/2p1C1p1r/9/1c5C1/P1P1c1P2/9/9/RNBAKABN1 b - - 2 7");
    Engine engine(4);
    SearchLimits limits;
    limits.maxDepth = 3;
    SearchResult r = engine.Search(xq, limits);
    EXPECT_EQ(MoveToString(xq.GetVariant(), r.best), "b5e5");
    EXPECT_EQ(r.info.score, kMateScore - 1);
}

TEST(Engine, FindsTheXiangqiNoMovesWin) {
    // a8a9 and a8d8 both win at once.
    std::string best = Best(MakeGame("xiangqi", "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1"), 2);
    EXPECT_TRUE(best == "a8a9" || best == "a8d8") << best;
}

TEST(Engine, TakesAHangingRua) {
    // Black's Rua on d5 stands unprotected in front of White's Ma on c3.
    EXPECT_EQ(Best(MakeGame("makruk", "4k3/8/8/3r4/8/2N5/8/4K3 w - - 0 1"), 4), "c3d5");
}

TEST(Engine, CounterMateIsNotAWinInMakrukCounting) {
    // White counts a board's honour count: h1h8 mates, but is a draw.
    Game g = MakeGame("makruk", "k7/8/1K6/8/8/4m3/8/7R w - - 0 1", "counting");
    ASSERT_FALSE(g.StartCount().has_value());
    Engine engine(4);
    SearchLimits limits;
    limits.maxDepth = 2;
    SearchResult r = engine.Search(g, limits);
    EXPECT_LT(r.info.score, kMateBound);
    Game plain = MakeGame("makruk", "k7/8/1K6/8/8/4m3/8/7R w - - 0 1", "counting");
    EXPECT_EQ(engine.Search(plain, limits).info.score, kMateScore - 1);
}

TEST(Engine, APositionTheGameSawOnceIsNoDrawToGoBackTo) {
    // Black's General has one move, d10d9, back to a position the game has seen once.
    // That is no draw: Red need not repeat, and is a Chariot up.
    Game g = MakeGame("xiangqi", "3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1");
    for (const char* m : {"d10d9", "a2a3", "d9d10", "a3a2"})
        ASSERT_FALSE(g.Play(test::MustMove(g, m)));
    Engine engine(4);
    SearchLimits limits;
    limits.maxDepth = 6;
    SearchResult r = engine.Search(g, limits);
    EXPECT_EQ(MoveToString(g.GetVariant(), r.best), "d10d9");
    EXPECT_LT(r.info.score, -300);
}

TEST(Engine, StopsFromAnotherThread) {
    Game g(XiangqiVariant(), DefaultProfile(XiangqiVariant()));
    Engine engine(8);
    std::stop_source source;
    SearchLimits limits;  // no depth or time limit
    limits.stop = source.get_token();
    SearchResult result;
    std::thread worker([&] { result = engine.Search(g, limits); });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    source.request_stop();
    worker.join();
    EXPECT_TRUE(result.stopped);
    EXPECT_TRUE(g.LegalMoves().Contains(result.best));
}

TEST(Engine, ReportsProgressPerIteration) {
    Game g(MakrukVariant(), DefaultProfile(MakrukVariant()));
    Engine engine(4);
    SearchLimits limits;
    limits.maxDepth = 4;
    std::vector<int> depths;
    engine.Search(g, limits, [&](const SearchInfo& info) { depths.push_back(info.depth); });
    EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4}));
}

// A fixed move time is spent whole (the next iteration's first moves are worth
// it); a soft limit (a clock's budget) only stops new iterations. Both checks
// hold however slow the machine is: a busy one only makes the search take longer.
TEST(Engine, SpendsAFixedMoveTimeAndStopsAtASoftLimit) {
    Game g(MakrukVariant(), DefaultProfile(MakrukVariant()));
    Engine engine(4);
    SearchLimits fixed;
    fixed.moveTimeMs = 150;
    SearchResult spent = engine.Search(g, fixed);
    EXPECT_TRUE(spent.stopped);
    EXPECT_GE(spent.info.elapsedMs, 150);
    EXPECT_TRUE(g.LegalMoves().Contains(spent.best));

    SearchLimits soft;
    soft.moveTimeMs = 600'000;
    soft.softTimeMs = 1;
    SearchResult early = engine.Search(g, soft);
    EXPECT_FALSE(early.stopped);  // ended between iterations, not by the hard limit
    EXPECT_GE(early.info.depth, 1);
    EXPECT_TRUE(g.LegalMoves().Contains(early.best));
}

TEST(Engine, AStopDuringAReSearchKeepsTheEarlierScore) {
    // Node limits that stop the search while the root is searched again after an
    // aspiration fail high: the score reported is that fail high's, not -infinity
    // ("mate 0" in UCI). Before the fix 2 of these 36 searches failed (9 with the
    // Makruk threat terms).
    for (const char* fen : {"3k2r1/3nn1r1/p1s1R3/P1p2pNp/2Pp1P1N/1P4P1/1KS5/4R3 w - - 1 36",
                            "2k3rr/R7/p7/P1s1Np2/KpP2P2/3S4/6n1/6R1 w - - 7 51"}) {
        const Game game = MakeGame("makruk", fen);
        for (uint64_t nodes = 3000; nodes <= 20000; nodes += 1000) {
            Engine engine(16);
            SearchLimits limits;
            limits.maxNodes = nodes;
            const SearchResult r = engine.Search(game, limits);
            EXPECT_LT(std::abs(r.info.score), kMateBound) << fen << " nodes " << nodes;
        }
    }
}

TEST(ComputerPlayer, LevelsAndSeeds) {
    EXPECT_EQ(LevelFromKey("hard"), Level::Hard);
    EXPECT_FALSE(LevelFromKey("expert").has_value());
    EXPECT_EQ(SettingsFor(Level::Hard).moveTimeMs, 2000);
    for (Level level : kAllLevels) EXPECT_EQ(LevelFromKey(LevelKey(level)), level);
    EXPECT_EQ(LevelKey(Level::Maximum), "maximum");
    // Maximum thinks longer than Hard, with a larger table, and plays exactly.
    EXPECT_GT(SettingsFor(Level::Maximum).moveTimeMs, SettingsFor(Level::Hard).moveTimeMs);
    EXPECT_GT(SettingsFor(Level::Maximum).hashMegabytes, SettingsFor(Level::Hard).hashMegabytes);
    EXPECT_EQ(SettingsFor(Level::Maximum).noiseCp, 0);
    Game g(MakrukVariant(), DefaultProfile(MakrukVariant()));
    // The same seed, the same choices.
    for (Level level : {Level::Easy, Level::Normal}) {
        ComputerPlayer a(level, 42), b(level, 42);
        for (int i = 0; i < 3; ++i) {
            Move ma = a.ChooseMove(g), mb = b.ChooseMove(g);
            EXPECT_EQ(ma, mb);
            EXPECT_TRUE(g.LegalMoves().Contains(ma));
        }
    }
    // Even Easy takes a mate in one.
    Game mate = MakeGame("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    ComputerPlayer easy(Level::Easy, 1);
    for (int i = 0; i < 5; ++i)
        EXPECT_EQ(MoveToString(mate.GetVariant(), easy.ChooseMove(mate)), "h1h8");
}

TEST(ComputerPlayer, RatingsRiseWithTheLevel) {
    for (VariantId v : {VariantId::Makruk, VariantId::Xiangqi}) {
        EXPECT_LT(ApproximateRating(Level::Easy, v), ApproximateRating(Level::Normal, v));
        EXPECT_LT(ApproximateRating(Level::Normal, v), ApproximateRating(Level::Hard, v));
        EXPECT_LT(ApproximateRating(Level::Hard, v), ApproximateRating(Level::Maximum, v));
        EXPECT_GE(ApproximateRating(Level::Easy, v), 500);
        for (Level level : kAllLevels) EXPECT_EQ(ApproximateRating(level, v) % 50, 0);
    }
}

TEST(ComputerPlayer, DeclaresTheCountWhenBehind) {
    // Black, a Met against a Rua and a Met, may start the board's honour count.
    Game g = MakeGame("makruk", "4k3/8/4m3/8/8/3M4/8/R3K3 b - - 0 1", "counting");
    ComputerPlayer p(Level::Normal, 1);
    EXPECT_TRUE(p.WantsCountStart(g));
    Game ahead = MakeGame("makruk", "4k3/8/4m3/8/8/3M4/8/R3K3 w - - 0 1", "counting");
    EXPECT_FALSE(p.WantsCountStart(ahead));
}

TEST(Evaluation, MaterialAndSide) {
    Game g = MakeGame("makruk", "4k3/8/8/3r4/8/2N5/8/4K3 w - - 0 1");
    SearchBoard board(g);
    EXPECT_LT(Evaluate(board), -100);  // White is a Rua for a Ma down
    // The Chariot is the strongest piece; a promoted Bia moves as the Met and is worth it.
    EXPECT_GT(PieceValue(XiangqiVariant(), PieceType::Rook),
              PieceValue(XiangqiVariant(), PieceType::Cannon));
    EXPECT_GT(PieceValue(XiangqiVariant(), PieceType::Rook),
              PieceValue(XiangqiVariant(), PieceType::Horse));
    EXPECT_EQ(PieceValue(MakrukVariant(), PieceType::BiaNgai),
              PieceValue(MakrukVariant(), PieceType::Met));
}

// The evaluation of `fen` with `term` weighing `weight` minus with it at 0, every term of
// `group` at 0 besides (the game's played weights otherwise).
int TermGain(const char* variant, const char* fen, std::initializer_list<EvalTerm> group,
             EvalTerm term, int weight = 10) {
    const Game game = MakeGame(variant, fen);
    EvalWeights none = DefaultWeights(game.GetVariant());
    for (EvalTerm t : group) none.term[size_t(t)] = 0;
    EvalWeights weighed = none;
    weighed.term[size_t(term)] = weight;
    SearchBoard board(game);
    return Evaluate(board, weighed) - Evaluate(board, none);
}

TEST(Evaluation, MakrukBlendsMiddlegameAndEndgameValuesByThePhase) {
    EXPECT_EQ(
        MakrukPhase(MakeGame("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1")
                        .GetPosition()),
        kMakrukPhaseFull);
    // Rua 4 units, Ma and Khon 2, Met 1, less 4: a Rua and a Ma each leave 8.
    EXPECT_EQ(
        MakrukPhase(MakeGame("makruk", "4k3/2r5/1n6/p7/P7/1N6/2R5/4K3 w - - 0 1").GetPosition()),
        8);
    EXPECT_EQ(MakrukPhase(MakeGame("makruk", "4k3/8/8/p7/P7/8/2R5/4K3 w - - 0 1").GetPosition()),
              0);
    // What raising the Ma's middlegame or endgame value by 24 gives White, a Ma ahead.
    auto gain = [](const char* fen, bool endgame) {
        const Game game = MakeGame("makruk", fen);
        const EvalWeights& played = DefaultWeights(game.GetVariant());
        EvalWeights raised = played;
        (endgame ? raised.endValue : raised.value)[size_t(PieceType::Horse)] += 24;
        SearchBoard board(game);
        return Evaluate(board, raised) - Evaluate(board, played);
    };
    // Black's b8 Ma is gone from the start: the middlegame value alone counts.
    const char* full = "r1smksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    EXPECT_EQ(gain(full, false), 24);
    EXPECT_EQ(gain(full, true), 0);
    // A Ma and Bia against Bia: the endgame value alone.
    const char* end = "4k3/8/8/p7/P7/1N6/8/4K3 w - - 0 1";
    EXPECT_EQ(gain(end, false), 0);
    EXPECT_EQ(gain(end, true), 24);
    // Rua and two Ma against Rua and a Ma (phase 10): 10 of the middlegame's 24 and
    // 14 of the endgame's.
    const char* between = "4k3/2r5/1n6/p7/P7/1N4N1/2R5/4K3 w - - 0 1";
    ASSERT_EQ(MakrukPhase(MakeGame("makruk", between).GetPosition()), 10);
    EXPECT_EQ(gain(between, false), 10);
    EXPECT_EQ(gain(between, true), 14);
}

TEST(Evaluation, AttackOnThePalaceNeedsTwoPieces) {
    // White's Chariot on d6 bears on d8, d9 and d10, its Horse on e7 on d9 and f9.
    auto gain = [](const char* fen, EvalTerm term) {
        return TermGain(
            "xiangqi", fen,
            {EvalTerm::PalaceHitChariot, EvalTerm::PalaceHitHorse, EvalTerm::PalaceHitCannon},
            term);
    };
    const char* both = "4k4/9/9/4N4/3R5/9/9/9/9/3K5 w - - 0 1";
    EXPECT_EQ(gain(both, EvalTerm::PalaceHitChariot), 30);
    EXPECT_EQ(gain(both, EvalTerm::PalaceHitHorse), 20);
    // The Chariot alone: one attacker does not count.
    EXPECT_EQ(gain("4k4/9/9/9/3R5/9/9/9/9/3K5 w - - 0 1", EvalTerm::PalaceHitChariot), 0);
    // Black's Chariot on a2 bears on d2, e2 and f2 along the rank; its Cannon on e7,
    // beyond the screen on e5, on e3, e2 and e1 (an attack on White: a cost to White).
    const char* lines = "4k4/9/9/4c4/9/4P4/9/9/r8/3K5 w - - 0 1";
    EXPECT_EQ(gain(lines, EvalTerm::PalaceHitChariot), -30);
    EXPECT_EQ(gain(lines, EvalTerm::PalaceHitCannon), -30);
    // An Advisor on e2 ends both lines there: d2 and e2, and e3 and e2.
    const char* blocked = "4k4/9/9/4c4/9/4P4/9/9/r3A4/3K5 w - - 0 1";
    EXPECT_EQ(gain(blocked, EvalTerm::PalaceHitChariot), -20);
    EXPECT_EQ(gain(blocked, EvalTerm::PalaceHitCannon), -20);
    // Without the screen the Cannon bears on nothing; alone, the Chariot does not count.
    EXPECT_EQ(gain("4k4/9/9/4c4/9/9/9/9/r8/3K5 w - - 0 1", EvalTerm::PalaceHitChariot), 0);
}

TEST(Evaluation, AXiangqiHorseOnItsBackRankIsUndeveloped) {
    // The piece-square part alone (every other term and the Horse's value at 0): a
    // Horse on its own back rank costs 12 before its percentage, one two ranks up is
    // worth its centre distance (8 on b3), and Black's Horse on b10 costs Black the same.
    auto squares = [](const char* fen) {
        const Game game = MakeGame("xiangqi", fen);
        EvalWeights weights = DefaultWeights(game.GetVariant());
        weights.term.fill(0);
        weights.value.fill(0);
        weights.squarePercent.fill(0);
        weights.squarePercent[size_t(PieceType::Horse)] = 100;
        SearchBoard board(game);
        return Evaluate(board, weights);
    };
    EXPECT_EQ(squares("4k4/9/9/9/9/9/9/9/9/1N1K5 w - - 0 1"), -12);
    EXPECT_EQ(squares("4k4/9/9/9/9/9/9/1N7/9/3K5 w - - 0 1"), 8);
    EXPECT_EQ(squares("1n2k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"), 12);
}

TEST(Evaluation, MakrukThreatsCountEachAttackedPieceOnce) {
    auto gain = [](const char* fen, EvalTerm term) {
        return TermGain("makruk", fen,
                        {EvalTerm::ThreatByBia, EvalTerm::ThreatByLesser, EvalTerm::Hanging}, term);
    };
    // White's Bia on d4 attacks Black's undefended Rua on e5: a Bia's threat (not also
    // a cheaper piece's) and a hanging piece; seen from Black to move, the same cost.
    const char* bia = "4k3/8/8/4r3/3P4/8/8/K7 w - - 0 1";
    EXPECT_EQ(gain(bia, EvalTerm::ThreatByBia), 10);
    EXPECT_EQ(gain(bia, EvalTerm::ThreatByLesser), 0);
    EXPECT_EQ(gain(bia, EvalTerm::Hanging), 10);
    EXPECT_EQ(gain("4k3/8/8/4r3/3P4/8/8/K7 b - - 0 1", EvalTerm::ThreatByBia), -10);
    // White's Ma on d3 attacks the Rua, which Black's Khun defends.
    const char* ma = "8/8/4k3/4r3/8/3N4/8/K7 w - - 0 1";
    EXPECT_EQ(gain(ma, EvalTerm::ThreatByLesser), 10);
    EXPECT_EQ(gain(ma, EvalTerm::Hanging), 0);
    EXPECT_EQ(gain(ma, EvalTerm::ThreatByBia), 0);
    // Bia against Bia is no Bia threat, and both hang alike; a Khun is never a victim.
    const char* bias = "4k3/8/8/4p3/3P4/8/8/K7 w - - 0 1";
    EXPECT_EQ(gain(bias, EvalTerm::ThreatByBia), 0);
    EXPECT_EQ(gain(bias, EvalTerm::Hanging), 0);
    EXPECT_EQ(gain("4k3/8/8/8/8/8/8/K3R3 b - - 0 1", EvalTerm::Hanging), 0);
}

TEST(Evaluation, MakrukKhonAndMetCountOnlySquaresNoBiaAttacks) {
    auto gain = [](const char* fen, EvalTerm term) {
        return TermGain("makruk", fen, {EvalTerm::KhonMobility, EvalTerm::MetMobility}, term);
    };
    // White's Khon on d4 reaches c5, d5, e5, c3 and e3: two above the three it is
    // counted from. Black's Bia on d6 attacks c5 and e5, which then do not count.
    // (The Bia on a3 and h6 keep the evaluation unscaled: no count, no bare ending.)
    EXPECT_EQ(gain("4k3/8/7p/8/3S4/P7/8/K7 w - - 0 1", EvalTerm::KhonMobility), 20);
    EXPECT_EQ(gain("4k3/8/3p3p/8/3S4/P7/8/K7 w - - 0 1", EvalTerm::KhonMobility), 0);
    // An own piece on a square takes it away too; seen from Black, the same cost.
    EXPECT_EQ(gain("4k3/8/7p/3N4/3S4/P7/8/K7 w - - 0 1", EvalTerm::KhonMobility), 10);
    EXPECT_EQ(gain("4k3/8/7p/8/3S4/P7/8/K7 b - - 0 1", EvalTerm::KhonMobility), -20);
    // A Met on d4 reaches its four diagonal squares, two above two; the Bia on d6
    // takes c5 and e5 away.
    EXPECT_EQ(gain("4k3/8/7p/8/3M4/P7/8/K7 w - - 0 1", EvalTerm::MetMobility), 20);
    EXPECT_EQ(gain("4k3/8/3p3p/8/3M4/P7/8/K7 w - - 0 1", EvalTerm::MetMobility), 0);
}

// What the Khun danger costs the side to move: its evaluation with the danger at
// 100 % less with it at 0 %.
int KhunDangerGain(const char* fen) {
    return TermGain("makruk", fen, {EvalTerm::KhunDangerPercent}, EvalTerm::KhunDangerPercent, 100);
}

TEST(Evaluation, MakrukKhunDangerGrowsWithTheAttack) {
    // White's Khun on b1: Black's Rua (a4), Ma (b3) and Met (d3) attack its zone
    // (382 + 348 + 300 units); the Rua can check from a1, which only the Khun
    // defends and Rua and Ma both attack (265), the Ma from d2 (324); the Met's
    // check on c2 is not safe (only the Met attacks it). 1,619 units cost
    // 1,619² / 4,096 = 639, times the phase 7 of 24 (Rua, Ma, Met, Rua less 4): 186.
    const char* attacked = "4k3/8/7p/7R/r7/1n1m3P/8/1K6 w - - 0 1";
    EXPECT_EQ(KhunDangerGain(attacked), -186);
    EXPECT_EQ(KhunDangerGain("4k3/8/7p/7R/r7/1n1m3P/8/1K6 b - - 0 1"), 186);
    // Without Black's Rua the attack is worth 348 + 300 + 324 - 401 = 571 units: 79,
    // times the phase 3 of 24: 9.
    EXPECT_EQ(KhunDangerGain("4k3/8/7p/7R/8/1n1m3P/8/1K6 w - - 0 1"), -9);
    // A White Met on c2 stands in the zone (32 less) and defends no check square:
    // 1,587 units cost 614, times the phase 8 of 24: 204.
    EXPECT_EQ(KhunDangerGain("4k3/8/7p/7R/r7/1n1m3P/2M5/1K6 w - - 0 1"), -204);
}

}  // namespace
}  // namespace chatur
