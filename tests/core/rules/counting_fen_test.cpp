// The count in a Makruk FEN as Fairy-Stockfish writes it (makruk/auto-count):
// field 4 the limit in plies (twice the moves), field 5 the counted plies, where
// the counting side's c-th counted move is ply 2c-1. Every counting position of the
// Fairy-Stockfish corpus must read and write back unchanged.
#include <gtest/gtest.h>

#include "game_test_support.h"

#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/rules/game.h"

namespace chatur {
namespace {

const RuleProfile& Profile(std::string_view name) {
    return *std::get<const RuleProfile*>(FindProfile(MakrukVariant(), name));
}

Game MakeGame(std::string_view profile, const std::string& fen) {
    return test::MakeGame(MakrukVariant(), profile, fen);
}

using test::Play;

TEST(CountFen, CorpusCountingPositionsRoundTrip) {
    int checked = 0;
    for (const auto& r : test::LoadCorpus("makruk-public.jsonl")) {
        if (r.fen.find(" - - ") != std::string::npos) continue;
        Position pos = test::MustParse(MakrukVariant(), r.fen);
        if (OnlyKings(pos)) continue;  // drawn at once; the count fields are dropped
        Game g = MakeGame("auto-count", r.fen);
        EXPECT_EQ(GameFen(g), r.fen);
        ++checked;
    }
    EXPECT_GE(checked, 150);
}

TEST(CountFen, PiecesCountPastTheLimit) {
    // One Rua: limit 16 moves = 32 plies; 33 plies: the lone Khun's last move was
    // count 17, so White has one move left, and it must mate.
    Game g = MakeGame("auto-count", "8/1M6/3k4/8/8/2R5/8/5K2 w - 32 33 162");
    CountStatus s = g.GetCountStatus();
    EXPECT_EQ(s.kind, CountKind::Pieces);
    EXPECT_EQ(s.countingSide, Color::Black);
    EXPECT_EQ(s.value, 17);
    EXPECT_EQ(s.limit, 16);
    EXPECT_TRUE(s.limitReached);
    EXPECT_EQ(g.GetOutcome(), Outcome{});
    Play(g, "f1e1");
    EXPECT_EQ(g.GetOutcome(), (Outcome{Result::Draw, Reason::Counting}));
}

TEST(CountFen, BoardCountSideFromTheParity) {
    // 129 counted plies, Black to move: White counts, its last move was count 65.
    Game g = MakeGame("auto-count", "3Nk3/4r3/K7/8/8/3m4/8/8 b - 128 129 174");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::Board);
    EXPECT_EQ(g.GetCountStatus().countingSide, Color::White);
    EXPECT_EQ(g.GetCountStatus().value, 65);
    EXPECT_EQ(g.GetCountStatus().limit, 64);
    // 80 plies with White to move: White counts, 40 counted moves made.
    Game h = MakeGame("auto-count", "3Nk3/4r3/K7/8/8/3m4/8/8 w - 128 80 174");
    EXPECT_EQ(h.GetCountStatus().countingSide, Color::White);
    EXPECT_EQ(h.GetCountStatus().value, 40);
    Play(h, "a6b6");
    EXPECT_EQ(GameFen(h), "3Nk3/4r3/1K6/8/8/3m4/8/8 b - 128 81 174");
}

TEST(CountFen, PiecesCountWrittenAsFairyStockfishDoes) {
    // Lone Khun to move at the start: 2N plies. After its move: 2(N+1)-1.
    Game g = MakeGame("auto-count", "7k/R7/8/8/8/2K5/8/1R6 b - - 0 50");
    EXPECT_EQ(GameFen(g), "7k/R7/8/8/8/2K5/8/1R6 b - 16 8 50");
    Play(g, "h8g8");
    EXPECT_EQ(GameFen(g), "6k1/R7/8/8/8/2K5/8/1R6 w - 16 9 51");
    Play(g, "c3d3");
    EXPECT_EQ(GameFen(g), "6k1/R7/8/8/8/3K4/8/1R6 b - 16 10 51");
}

TEST(CountFen, CountingProfileTakesOverTheCountButWritesAPlainFen) {
    Game g = MakeGame("counting", "8/1M6/3k4/8/8/2R5/8/5K2 w - 32 33 162");
    EXPECT_EQ(g.GetCountStatus().value, 17);
    EXPECT_EQ(g.GetCountStatus().limit, 16);
    EXPECT_EQ(GameFen(g), "8/1M6/3k4/8/8/2R5/8/5K2 w - - 0 162");
    // A board's count with counted plies: a running declared count.
    Game b = MakeGame("counting", "3Nk3/4r3/K7/8/8/3m4/8/8 w - 128 80 174");
    EXPECT_EQ(b.GetCountStatus().kind, CountKind::Board);
    EXPECT_TRUE(b.GetCountStatus().canStop);
    // No counted plies yet: nothing was declared.
    Game z = MakeGame("counting", "3Nk3/4r3/K7/8/8/3m4/8/8 w - 128 0 174");
    EXPECT_EQ(z.GetCountStatus().kind, CountKind::None);
    EXPECT_TRUE(z.GetCountStatus().canStart);
}

TEST(CountFen, FiftyProfileIgnoresTheCount) {
    Game g = MakeGame("fifty", "8/1M6/3k4/8/8/2R5/8/5K2 w - 32 33 162");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
    EXPECT_EQ(g.HalfmoveClock(), 0);
    EXPECT_EQ(GameFen(g), "8/1M6/3k4/8/8/2R5/8/5K2 w - - 0 162");
}

TEST(CountFen, OddLimitIsAnError) {
    auto made = GameFromFen(MakrukVariant(), Profile("auto-count"),
                            "8/1M6/3k4/8/8/2R5/8/5K2 w - 33 33 162");
    EXPECT_TRUE(std::holds_alternative<GameError>(made));
}

TEST(CountFen, CountFieldsWithABiaOnTheBoardAreIgnored) {
    Game g = MakeGame("auto-count", "8/1M6/3k4/8/8/2RP4/8/5K2 w - 32 5 162");
    EXPECT_EQ(g.GetCountStatus().kind, CountKind::None);
    EXPECT_EQ(GameFen(g), "8/1M6/3k4/8/8/2RP4/8/5K2 w - - 0 162");
}

}  // namespace
}  // namespace chatur
