// Texel-style tuning (docs/engine.md): which positions a game gives, their labels, and
// a tuner that lowers the prediction error, deterministically.
#include "core/search/texel_tuner.h"

#include <gtest/gtest.h>

#include "search_test_support.h"

namespace chatur {
namespace {

using test::MakeGame;
using test::MustMove;

std::vector<Move> Moves(Game g, const std::vector<std::string>& texts) {
    std::vector<Move> out;
    for (const std::string& t : texts) {
        out.push_back(MustMove(g, t));
        EXPECT_FALSE(g.Play(out.back()).has_value()) << t;
    }
    return out;
}

TEST(TexelTuner, QuietPositionsLabelledWithTheGamesEnd) {
    // A Rua mate: the position before it is quiet and labelled a White win.
    Game mate = MakeGame("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    TuningSet set;
    AddGamePositions(set, mate, Moves(mate, {"h1h8"}), 0);
    ASSERT_EQ(set.positions.size(), 1u);
    EXPECT_EQ(set.positions[0].result, 1.0);
    EXPECT_EQ(set.games, 1);
    // Skipped plies give nothing; a game not over counts as a draw, and a capture's
    // position and a position in check are left out.
    AddGamePositions(set, mate, Moves(mate, {"h1h8"}), 1);
    EXPECT_EQ(set.positions.size(), 1u);
    Game open = MakeGame("makruk", "k7/8/1K6/8/8/8/r7/7R w - - 0 1");
    // h1a1 (quiet), a2a1 (captures the Rua), b6c6 (quiet)
    TuningSet draws;
    AddGamePositions(draws, open, Moves(open, {"h1h2", "a2h2", "b6c6"}), 0);
    ASSERT_EQ(draws.positions.size(), 2u);  // h1h2 and b6c6; a2h2 captures
    for (const TuningPosition& p : draws.positions) EXPECT_EQ(p.result, 0.5);
    Game check = MakeGame("makruk", "k7/8/1K6/8/8/8/8/R7 b - - 0 1");  // Black in check
    TuningSet none;
    AddGamePositions(none, check, Moves(check, {"a8b8"}), 0);
    EXPECT_TRUE(none.positions.empty());
}

TEST(TexelTuner, AtMostSomePositionsAGameEvenlySpread) {
    Game walk = MakeGame("makruk", "k7/8/8/8/8/8/8/K6R w - - 0 1");
    const std::vector<Move> moves = Moves(walk, {"h1h2", "a8b8", "h2h3", "b8a8", "h3h4"});
    TuningSet all, two;
    AddGamePositions(all, walk, moves, 0);
    AddGamePositions(two, walk, moves, 0, {}, 2);
    ASSERT_EQ(all.positions.size(), 5u);
    ASSERT_EQ(two.positions.size(), 2u);
    EXPECT_EQ(two.positions[0].board.Key(), all.positions[0].board.Key());
    EXPECT_EQ(two.positions[1].board.Key(), all.positions[2].board.Key());
}

TEST(TexelTuner, PositionsWithAWinningCapturePendingAreLeftOut) {
    // Either side to move could take a Rua for nothing: neither position is quiet.
    Game hanging = MakeGame("makruk", "k7/8/8/7r/8/8/8/K6R w - - 0 1");
    TuningSet none;
    AddGamePositions(none, hanging, Moves(hanging, {"a1b2", "a8b8"}), 0);
    EXPECT_TRUE(none.positions.empty());
    // The Bia on h5 is defended: taking it with the Rua loses, so both are quiet.
    Game defended = MakeGame("makruk", "k7/8/6p1/7p/8/8/8/K6R w - - 0 1");
    TuningSet both;
    AddGamePositions(both, defended, Moves(defended, {"a1b2", "a8b8"}), 0);
    EXPECT_EQ(both.positions.size(), 2u);
}

// Positions with White a Ma or a Rua ahead, two of three won and one drawn,
// and level ones drawn. The Rua's positions fix the scale k; a Ma valued far too
// low must then rise toward the value that predicts the same results.
TuningSet AheadWins() {
    TuningSet set;
    const char* fens[] = {"4k3/8/8/8/8/3PN3/8/4K3 w - - 0 1",  "3k4/8/8/8/8/3P1N2/8/3K4 b - - 0 1",
                          "4k3/8/8/8/2N5/4P3/8/4K3 b - - 0 1", "4k3/8/8/8/8/3P3R/8/4K3 w - - 0 1",
                          "3k4/8/8/8/8/3P1R2/8/3K4 b - - 0 1", "4k3/8/8/8/2R5/4P3/8/4K3 b - - 0 1",
                          "4k3/8/3p4/8/8/3P4/8/4K3 w - - 0 1", "3k4/8/3p4/8/8/3P4/8/3K4 b - - 0 1"};
    for (int copy = 0; copy < 3; ++copy)
        for (const char* fen : fens) {
            Game g = MakeGame("makruk", fen, "fifty");
            const std::string text(fen);
            const bool ahead =
                text.find('N') != std::string::npos || text.find('R') != std::string::npos;
            const double result = ahead && copy < 2 ? 1.0 : 0.5;
            set.positions.push_back({SearchBoard(g, false), result, result});
        }
    return set;
}

TEST(TexelTuner, RaisesAnUndervaluedPieceAndLowersTheError) {
    TuningSet set = AheadWins();
    // The scale from sound weights, as a real run fits it from the engine's own.
    const double k = FitScale(set, DefaultWeights(MakrukVariant()));
    // These are endgames (Makruk phase 0): the Ma's endgame value is the one that
    // counts.
    EvalWeights start = DefaultWeights(MakrukVariant());
    start.endValue[size_t(PieceType::Horse)] = 20;
    const std::vector<TunedWeight> tuned{TunedWeight::EndValue(PieceType::Horse)};
    TuningReport r = TuneWeights(set, start, tuned, 10, k);
    EXPECT_LT(r.errorAfter, r.errorBefore);
    EXPECT_GT(r.weights.endValue[size_t(PieceType::Horse)], 200);
    EXPECT_EQ(r.weights.endValue[size_t(PieceType::Rook)], start.endValue[size_t(PieceType::Rook)]);
    EXPECT_EQ(r.weights.value, start.value);
    TuningReport again = TuneWeights(set, start, tuned, 10, k);
    EXPECT_EQ(again.weights.endValue, r.weights.endValue);
    EXPECT_EQ(again.errorAfter, r.errorAfter);
    // The middlegame value plays no part here: tuning it changes nothing.
    TuningReport middlegame =
        TuneWeights(set, start, {TunedWeight::Value(PieceType::Horse)}, 10, k);
    EXPECT_EQ(middlegame.errorAfter, middlegame.errorBefore);
    EXPECT_EQ(middlegame.weights.value, start.value);
}

TEST(TexelTuner, TunesPositionalTermsToo) {
    // A Ma in the corner against one in the centre, the centre's side winning: a
    // tuner that may only move the Ma's mobility term raises it from nothing.
    TuningSet set;
    const char* fens[] = {"4k3/8/8/8/3N4/8/8/n3K3 w - - 0 1", "4k3/8/8/8/3N4/8/8/n3K3 b - - 0 1",
                          "4k3/8/8/3n4/8/8/8/4K2N w - - 0 1"};
    const double results[] = {1.0, 1.0, 0.0};
    for (int i = 0; i < 3; ++i) {
        Game g = MakeGame("makruk", fens[i], "fifty");
        set.positions.push_back({SearchBoard(g, false), results[i], results[i]});
    }
    EvalWeights start = DefaultWeights(MakrukVariant());
    start.term[size_t(EvalTerm::HorseMobility)] = 0;
    const TunedWeight mobility = TunedWeight::Term(EvalTerm::HorseMobility);
    TuningReport r = TuneWeights(set, start, {mobility}, 10, 1.0);
    EXPECT_LT(r.errorAfter, r.errorBefore);
    EXPECT_GT(WeightOf(r.weights, mobility), 4);
    EXPECT_EQ(r.weights.value, start.value);
}

TEST(TexelTuner, SearchLabelsBlendTheResultWithTheSearchScore) {
    // White can mate at once (h1h8) though the game is drawn: the search sees the
    // mate, so with search labels the position's label moves toward a White win.
    Game mate = MakeGame("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
    const PositionScorer scorer = SearchScorer(2000);
    TuningSet set;
    AddGamePositions(set, mate, Moves(mate, {"b6c6"}), 0, scorer);
    ASSERT_EQ(set.positions.size(), 1u);
    const TuningPosition& p = set.positions[0];
    EXPECT_EQ(p.result, 0.5);
    EXPECT_EQ(p.label, 0.5);
    EXPECT_EQ(p.searchScore, kLabelScoreLimit);
    BlendLabels(set, 0.25, 1.0);
    EXPECT_GT(set.positions[0].label, 0.85);  // 0.25 * 0.5 + 0.75 * (nearly 1)
    EXPECT_LT(set.positions[0].label, 0.876);
    BlendLabels(set, 1.0, 1.0);
    EXPECT_EQ(set.positions[0].label, 0.5);
    // The same search gives the same score: labels are deterministic.
    TuningSet again;
    AddGamePositions(again, mate, Moves(mate, {"b6c6"}), 0, scorer);
    EXPECT_EQ(again.positions[0].searchScore, p.searchScore);
}

TEST(TexelTuner, RecordedScoresLabelOnlyThePositionsThatHaveOne) {
    // Five quiet plies; a match log scored the 2nd (Black to move: +40 for Black) and
    // the 5th (White to move: +120), not the others.
    Game walk = MakeGame("makruk", "k7/8/8/8/8/8/8/K6R w - - 0 1");
    const std::vector<Move> moves = Moves(walk, {"h1h2", "a8b8", "h2h3", "b8a8", "h3h4"});
    const PlyScores scores = {std::nullopt, 40, std::nullopt, std::nullopt, 120};
    TuningSet set;
    AddScoredGamePositions(set, walk, moves, 0, scores);
    ASSERT_EQ(set.positions.size(), 2u);
    EXPECT_EQ(set.games, 1);
    EXPECT_EQ(set.positions[0].board.Pos().SideToMove(), Color::Black);
    EXPECT_EQ(set.positions[0].searchScore, -40);  // White's view
    EXPECT_EQ(set.positions[1].searchScore, 120);
    EXPECT_EQ(set.positions[1].result, 0.5);  // the game is not over
    // Skipped plies, a list shorter than the game, a cap a game, and a mate score cut
    // to the label limit.
    TuningSet skipped;
    AddScoredGamePositions(skipped, walk, moves, 2, {std::nullopt, 40, 30000}, 1);
    ASSERT_EQ(skipped.positions.size(), 1u);
    EXPECT_EQ(skipped.positions[0].searchScore, kLabelScoreLimit);
}

TEST(TexelTuner, TheSearchScaleIsFittedToTheResults) {
    // Positions whose search scores say +200 were won half the time: a small k fits;
    // when they were all won, a larger one.
    TuningSet set = AheadWins();
    for (TuningPosition& p : set.positions) p.searchScore = p.result > 0.5 ? 200 : 0;
    const double allWon = FitSearchScale(set);
    for (TuningPosition& p : set.positions) p.searchScore = 200;
    const double mixed = FitSearchScale(set);
    EXPECT_GT(allWon, mixed);
}

TEST(TexelTuner, SamplingIsSeededAndKeepsTheCount) {
    TuningSet a = AheadWins(), b = AheadWins(), c = AheadWins();
    SamplePositions(a, 6, 7);
    SamplePositions(b, 6, 7);
    SamplePositions(c, 6, 8);
    ASSERT_EQ(a.positions.size(), 6u);
    bool sameAsB = true, sameAsC = true;
    for (size_t i = 0; i < 6; ++i) {
        sameAsB &= a.positions[i].board.Key() == b.positions[i].board.Key();
        sameAsC &= a.positions[i].board.Key() == c.positions[i].board.Key();
    }
    EXPECT_TRUE(sameAsB);
    EXPECT_FALSE(sameAsC);
}

TEST(TexelTuner, NamedWeightsAreSetAsTheTunerNamesThem) {
    const Variant& makruk = *FindVariant("makruk");
    const Variant& xiangqi = *FindVariant("xiangqi");
    // Every weight the tuner moves has a name that sets it back.
    for (const Variant* v : {&makruk, &xiangqi})
        for (TunedWeight t : TunableWeights(*v)) {
            EvalWeights w = DefaultWeights(*v);
            const std::string item = WeightName(*v, t) + "=" + std::to_string(WeightOf(w, t) + 3);
            EXPECT_EQ(SetNamedWeights(*v, item, w), std::nullopt) << item;
            EXPECT_EQ(WeightOf(w, t), WeightOf(DefaultWeights(*v), t) + 3) << item;
        }
    // Commas or spaces between the items, as the tuner prints them; a Met's value
    // is the Bia ngai's too; the weights not named keep theirs.
    EvalWeights w = DefaultWeights(makruk);
    EXPECT_EQ(SetNamedWeights(makruk, "met=170, tempo=20\nkhun-danger-percent=60", w),
              std::nullopt);
    EXPECT_EQ(w.value[size_t(PieceType::Met)], 170);
    EXPECT_EQ(w.value[size_t(PieceType::BiaNgai)], 170);
    EXPECT_EQ(w.term[size_t(EvalTerm::Tempo)], 20);
    EXPECT_EQ(w.term[size_t(EvalTerm::KhunDangerPercent)], 60);
    EXPECT_EQ(w.value[size_t(PieceType::Rook)],
              DefaultWeights(makruk).value[size_t(PieceType::Rook)]);
    // The first bad item is named, and nothing of the list is set.
    const EvalWeights before = w;
    auto unknown = SetNamedWeights(makruk, "tempo=30,chariot=900", w);
    ASSERT_TRUE(unknown.has_value());
    EXPECT_NE(unknown->find("no makruk weight is named \"chariot\""), std::string::npos)
        << *unknown;
    for (const char* bad : {"tempo", "tempo=", "tempo=1x", "tempo=-1", "rua=0", "rua=5001"}) {
        auto message = SetNamedWeights(makruk, bad, w);
        ASSERT_TRUE(message.has_value()) << bad;
        EXPECT_NE(message->find("whole number"), std::string::npos) << *message;
    }
    EXPECT_EQ(w.term, before.term);
    EXPECT_EQ(w.value, before.value);
}

}  // namespace
}  // namespace chatur
