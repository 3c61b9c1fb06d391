// Makruk game endings besides the counts (docs/rules.md): stalemate, threefold
// repetition, 400 plies, two Khuns; makruk/fifty's 100-ply rule and dead material;
// auto-count's claimed repetition; resignation, agreed draws and Undo.
#include <gtest/gtest.h>

#include "game_test_support.h"

#include <sstream>

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"

namespace chatur {
namespace {

Game MakeGame(std::string_view profile, const std::string& fen) {
    return test::MakeGame(MakrukVariant(), profile, fen);
}

using test::Play;

const Outcome kOngoing{};
const std::string kStart = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
const char* kShuffle[] = {"b1d2", "b8d7", "d2b1", "d7b8"};

TEST(MakrukGame, StalemateDraws) {
    for (const char* profile : {"counting", "fifty", "auto-count"}) {
        Game g = MakeGame(profile, "k7/8/2K5/8/8/P7/8/1R6 w - - 0 40");
        Play(g, "b1b7");
        EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Stalemate})) << profile;
        EXPECT_TRUE(g.LegalMoves().Empty());
    }
}

TEST(MakrukGame, CheckmateWins) {
    Game g = MakeGame("counting", "k7/8/2K5/8/8/P7/8/1R6 w - - 0 40");
    Play(g, "c6b6");
    Play(g, "a8b8");
    Play(g, "b1c1");  // not yet
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "b8a8");
    Play(g, "c1c8");
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(MakrukGame, AMatedPositionIsOverAtOnce) {
    Game g = MakeGame("counting", "1k6/1S2MN2/1K5M/8/5M2/8/8/8 b - 88 54 79");
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Checkmate}));
}

TEST(MakrukGame, ThreefoldRepetitionDraws) {
    for (const char* profile : {"counting", "fifty"}) {
        Game g = MakeGame(profile, kStart);
        for (int i = 0; i < 7; ++i) Play(g, kShuffle[i % 4]);
        EXPECT_EQ(g.GetOutcome(), kOngoing) << profile;
        EXPECT_EQ(g.RepetitionCount(), 2);
        Play(g, kShuffle[3]);
        EXPECT_EQ(g.RepetitionCount(), 3);
        EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Repetition})) << profile;
    }
}

TEST(MakrukGame, AutoCountRepetitionOnlyOnClaim) {
    Game g = MakeGame("auto-count", kStart);
    for (int i = 0; i < 4; ++i) Play(g, kShuffle[i]);
    EXPECT_FALSE(g.CanClaimDraw());
    EXPECT_TRUE(g.ClaimDraw().has_value());  // only twice so far
    for (int i = 0; i < 4; ++i) Play(g, kShuffle[i]);
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    EXPECT_TRUE(g.CanClaimDraw());
    ASSERT_FALSE(g.ClaimDraw());
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Repetition}));
}

TEST(MakrukGame, ClaimIsAnErrorWhereRepetitionDrawsByItself) {
    Game g = MakeGame("counting", kStart);
    EXPECT_TRUE(g.ClaimDraw().has_value());
}

TEST(MakrukGame, FourHundredPliesDraw) {
    for (const char* profile : {"counting", "auto-count"}) {
        // Move 200, White to move: 398 plies played before this position.
        Game g = MakeGame(profile, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 200");
        EXPECT_EQ(g.GamePly(), 398);
        Play(g, "b1d2");
        EXPECT_EQ(g.GetOutcome(), kOngoing) << profile;
        Play(g, "b8d7");
        EXPECT_EQ(g.GamePly(), 400);
        EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::MoveLimit})) << profile;
    }
    // makruk/fifty has no total limit.
    Game f = MakeGame("fifty", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 200");
    Play(f, "b1d2");
    Play(f, "b8d7");
    EXPECT_EQ(f.GetOutcome(), kOngoing);
}

TEST(MakrukGame, TwoKhunsDraw) {
    for (const char* profile : {"counting", "fifty", "auto-count"}) {
        Game g = MakeGame(profile, "8/8/8/3k4/4M3/8/8/K7 b - - 0 50");
        Outcome expected = profile == std::string("counting")
                               ? kOngoing
                               : Outcome{Result::Draw, Reason::InsufficientMaterial};
        EXPECT_EQ(g.GetOutcome(), expected) << profile;
        if (g.IsOver()) continue;
        Play(g, "d5e4");
        EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::InsufficientMaterial}));
    }
}

TEST(FiftyProfile, HundredPliesWithoutCaptureOrBiaMoveDraw) {
    const std::string fen = "4k3/8/3m4/8/8/P7/8/3R3K w - - 99 60";
    Game quiet = MakeGame("fifty", fen);
    EXPECT_EQ(quiet.HalfmoveClock(), 99);
    Play(quiet, "h1g1");
    EXPECT_EQ(quiet.GetOutcome(), (Outcome{Result::Draw, Reason::FiftyMoves}));

    Game bia = MakeGame("fifty", fen);
    Play(bia, "a3a4");
    EXPECT_EQ(bia.HalfmoveClock(), 0);
    EXPECT_EQ(bia.GetOutcome(), kOngoing);

    Game capture = MakeGame("fifty", fen);
    Play(capture, "d1d6");
    EXPECT_EQ(capture.HalfmoveClock(), 0);
    EXPECT_EQ(capture.GetOutcome(), kOngoing);

    // The other profiles have no fifty-move rule.
    Game counting = MakeGame("counting", "4k3/8/3m4/8/8/P7/8/3R3K w - - 150 60");
    Play(counting, "h1g1");
    EXPECT_EQ(counting.GetOutcome(), kOngoing);
}

struct DeadCase {
    const char* what;
    const char* fen;
    bool dead;
};

TEST(FiftyProfile, DeadMaterial) {
    const DeadCase cases[] = {
        {"two Khuns", "4k3/8/8/8/8/8/8/3K4 w - - 0 40", true},
        {"Khun and Met against a lone Khun", "4k3/8/8/8/8/8/8/3KM3 w - - 0 40", true},
        {"Khun and promoted Bia against a lone Khun", "4k3/8/8/8/8/8/M~7/3K4 w - - 0 40", true},
        {"Khun and Ma against a lone Khun", "4k3/8/8/8/8/8/8/1N1K4 w - - 0 40", true},
        {"Met-movers all on one colour", "4k3/8/8/8/8/8/3M~4/3KM3 w - - 0 40", true},
        {"Mets of both sides on one colour", "4k3/4m3/8/8/8/8/8/3KM3 w - - 0 40", true},
        {"Mets on both colours", "4k3/3m4/8/8/8/8/8/3KM3 w - - 0 40", false},
        {"Met-movers of one side on both colours", "4k3/8/8/8/8/8/4M~3/3KM3 w - - 0 40", false},
        {"Khun and Khon against a lone Khun", "4k3/8/8/8/8/8/8/2SK4 w - - 0 40", false},
        {"Khun and two Ma against a lone Khun", "4k3/8/8/8/8/8/8/1N1K2N1 w - - 0 40", false},
        {"Khun and Rua against a lone Khun", "4k3/8/8/8/8/8/8/R2K4 w - - 0 40", false},
        {"Khun and Bia against a lone Khun", "4k3/8/8/8/8/P7/8/3K4 w - - 0 40", false},
        {"Ma against Met", "4k3/4m3/8/8/8/8/8/1N1K4 w - - 0 40", false},
    };
    for (const DeadCase& c : cases) {
        for (const char* profile : {"fifty", "auto-count"}) {
            Game g = MakeGame(profile, c.fen);
            Outcome expected =
                c.dead ? Outcome{Result::Draw, Reason::InsufficientMaterial} : kOngoing;
            EXPECT_EQ(g.GetOutcome(), expected) << c.what << " (" << profile << ")";
        }
    }
}

TEST(FiftyProfile, CaptureLeavingDeadMaterialDrawsAtOnce) {
    // White's Rua takes Black's Met: Khun and Met against a lone Khun remain.
    Game g = MakeGame("fifty", "4k3/8/3m4/8/8/8/8/3R1MK1 w - - 0 40");
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    Play(g, "d1d6");
    EXPECT_EQ(g.GetOutcome(), kOngoing);  // Rua and Met: not dead
    Play(g, "e8e7");
    Play(g, "d6d7");
    Play(g, "e7d7");  // the lone Khun takes the Rua
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::InsufficientMaterial}));
}

TEST(MakrukGame, ResignationAndAgreedDraw) {
    Game g = MakeGame("counting", kStart);
    ASSERT_FALSE(g.Resign());  // White, to move, resigns
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::BlackWins, Reason::Resignation}));
    EXPECT_TRUE(g.LegalMoves().Empty());
    EXPECT_TRUE(g.Play(Move(1, 19)).has_value());
    EXPECT_TRUE(g.AgreeDraw().has_value());
    EXPECT_TRUE(g.Resign().has_value());
    EXPECT_TRUE(g.Undo());  // takes the resignation back
    EXPECT_EQ(g.GetOutcome(), kOngoing);

    Play(g, "b1d2");
    ASSERT_FALSE(g.Resign());  // now Black resigns
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::WhiteWins, Reason::Resignation}));

    Game d = MakeGame("fifty", kStart);
    ASSERT_FALSE(d.AgreeDraw());
    EXPECT_EQ(d.GetOutcome(), (Outcome{Result::Draw, Reason::Agreement}));
}

TEST(MakrukGame, IllegalMoveIsAnError) {
    Game g = MakeGame("counting", kStart);
    auto err = g.Play(Move(0, 40));
    ASSERT_TRUE(err.has_value());
    EXPECT_EQ(err->message, "illegal move");
    EXPECT_EQ(g.PliesPlayed(), 0);
}

// Everything a snapshot of a game shows, as one string to compare.
std::string Snapshot(const Game& g) {
    CountStatus s = g.GetCountStatus();
    std::ostringstream os;
    os << GameFen(g) << " | " << ReasonKey(g.GetOutcome().reason) << " "
       << ResultKey(g.GetOutcome().result) << " | " << int(s.kind) << " " << int(s.countingSide)
       << " " << s.value << "/" << s.limit << " left " << s.movesLeft << " reached "
       << s.limitReached << " start " << s.canStart << " stop " << s.canStop << " req "
       << s.startRequested << s.stopRequested << " | rep " << g.RepetitionCount() << " clock "
       << g.HalfmoveClock() << " ply " << g.GamePly();
    return os.str();
}

TEST(Undo, RestoresCountsExactly) {
    Game g = MakeGame("counting", "4k3/8/3m4/8/8/8/8/R6K b - - 0 40");
    std::vector<std::string> before;
    auto step = [&](const char* move, bool start = false, bool stop = false) {
        before.push_back(Snapshot(g));
        if (start) {
            ASSERT_FALSE(g.StartCount());
        }
        if (stop) {
            ASSERT_FALSE(g.StopCount());
        }
        Play(g, move);
    };
    step("e8f8", true);
    step("a1a2");
    step("f8e8");
    step("a2a1");
    step("e8f8", false, true);
    step("a1a2");
    step("f8e8", true);
    step("a2d2");
    step("d6e5");
    step("d2d7");
    step("e8f8");
    step("d7d5");
    step("f8e7");
    step("d5e5");  // takes the Met: the pieces' count replaces the board's
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::Pieces);
    while (!before.empty()) {
        ASSERT_TRUE(g.Undo());
        EXPECT_EQ(Snapshot(g), before.back());
        before.pop_back();
    }
    EXPECT_FALSE(g.Undo());
}

TEST(Undo, RestoresRepetitionHistoryAndOutcome) {
    Game g = MakeGame("counting", kStart);
    for (int i = 0; i < 8; ++i) Play(g, kShuffle[i % 4]);
    EXPECT_TRUE(g.IsOver());
    ASSERT_TRUE(g.Undo());
    EXPECT_EQ(g.GetOutcome(), kOngoing);
    EXPECT_EQ(g.RepetitionCount(), 2);
    Play(g, kShuffle[3]);
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Repetition}));
}

TEST(Undo, ClearsAPendingDeclaration) {
    Game g = MakeGame("counting", "4k3/8/3m4/8/8/8/8/R6K b - - 0 40");
    Play(g, "e8f8");
    ASSERT_FALSE(g.StartCount());
    ASSERT_TRUE(g.Undo());
    EXPECT_FALSE(g.GetCountStatus().startRequested);
    Play(g, "e8f8");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
}

}  // namespace
}  // namespace chatur
