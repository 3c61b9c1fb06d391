// Endgame drills: the classic endings and their goals, start positions drawn
// from the tables, the perfect defence, the review of each move and the stars.
#include <gtest/gtest.h>

#include <set>

#include "../search/search_test_support.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/rules/counting.h"
#include "core/rules/movegen.h"
#include "core/tablebase/drill.h"
#include "tablebase_test_support.h"

namespace chatur {
namespace {

using namespace tablebase;

const Ending& MustEnding(const std::string& id) {
    const Ending* e = FindEnding(id);
    if (!e) throw std::runtime_error("no ending " + id);
    return *e;
}

TEST(DrillEndings, AreCoveredWonForTheLearnerAndNamedOnce) {
    std::set<std::string> ids;
    for (const Ending& e : ClassicEndings()) {
        EXPECT_TRUE(ids.insert(e.id).second) << e.id;
        Material m = EndingMaterial(e);
        EXPECT_TRUE(Covered(m)) << e.id;
        EXPECT_EQ(m.Name(), e.material);
        EXPECT_FALSE(content::Render(e.title).empty());
        EXPECT_FALSE(content::Render(e.goal).empty());
    }
    EXPECT_EQ(ClassicEndings(VariantId::Makruk).size() + ClassicEndings(VariantId::Xiangqi).size(),
              ClassicEndings().size());
}

TEST(DrillEndings, MakrukGoalsNameTheRulesCountLimit) {
    // Each goal's number is the pieces' honour count limit the rules give the
    // learner's pieces against a lone Khun.
    const Variant& v = GetVariant(VariantId::Makruk);
    for (const Ending* e : ClassicEndings(VariantId::Makruk)) {
        ASSERT_EQ(e->goal.args.size(), 1u) << e->id;
        Position pos(v);
        pos.PutPiece(MakePiece(Color::White, PieceType::King), v.MakeSquare(0, 0));
        pos.PutPiece(MakePiece(Color::Black, PieceType::King), v.MakeSquare(7, 7));
        int file = 2;
        const Material material = EndingMaterial(*e);
        for (const TablePiece& p : material.Pieces())
            pos.PutPiece(MakePiece(p.color, p.type), v.MakeSquare(file++, 3));
        EXPECT_EQ(e->goal.args[0].text, std::to_string(PiecesCountLimit(pos, Color::White)))
            << e->id;
    }
}

TEST(DrillStart, IsReproducibleWonForTheLearnerAndOrderedByDifficulty) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Ending& krk = MustEnding("makruk-KRvK");
    auto easy = DifficultyRange(tb, krk, Difficulty::Easy);
    auto medium = DifficultyRange(tb, krk, Difficulty::Medium);
    auto hard = DifficultyRange(tb, krk, Difficulty::Hard);
    ASSERT_TRUE(easy && medium && hard);
    EXPECT_GE(easy->lo, 3);  // never a mate in one or two
    EXPECT_LT(easy->hi, medium->lo);
    EXPECT_LT(medium->hi, hard->lo);
    // The count of 16 starts at 3 with the lone Khun: the Rua's side has 14 moves,
    // and KRvK's longest mates (15 and 16) are left out.
    EXPECT_EQ(hard->hi, 14);
    for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard}) {
        auto range = DifficultyRange(tb, krk, d);
        for (uint64_t seed = 1; seed <= 4; ++seed) {
            auto a = PickStart(tb, krk, d, seed).start;
            auto b = PickStart(tb, krk, d, seed).start;
            ASSERT_TRUE(a && b);
            EXPECT_EQ(ToFen(a->position), ToFen(b->position));
            EXPECT_EQ(a->position.SideToMove(), Color::White);
            EXPECT_GE(a->par, range->lo);
            EXPECT_LE(a->par, range->hi);
            ProbeResult r = tb.Probe(a->position);
            ASSERT_EQ(r.status, ProbeStatus::Found);
            EXPECT_EQ(r.value.verdict, Verdict::Win);
            EXPECT_EQ((r.value.plies + 1) / 2, a->par);
            EXPECT_EQ(CountMovesAtStart(a->position), 14);
            // The lone Khun's count runs from the start.
            Game game = DrillGame(a->position);
            EXPECT_EQ(game.Count().kind, CountKind::Pieces);
            EXPECT_EQ(game.Count().limit, 16);
        }
    }
}

TEST(DrillStart, TurnsAColourSwappedTableOverForTheLearner) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    // Chariot against two Advisors is stored as KAAvKR (the side with more
    // pieces is White there); the learner still plays Red with the Chariot.
    const Ending& e = MustEnding("xiangqi-KRvKAA");
    ASSERT_FALSE(EndingMaterial(e).IsCanonical());
    auto start = PickStart(tb, e, Difficulty::Medium, 7).start;
    ASSERT_TRUE(start);
    EXPECT_EQ(start->position.SideToMove(), Color::White);
    EXPECT_EQ(start->position.CountPieces(Color::White, PieceType::Rook), 1);
    EXPECT_EQ(start->position.CountPieces(Color::Black, PieceType::Advisor), 2);
    ProbeResult r = tb.Probe(start->position);
    EXPECT_EQ(r.value.verdict, Verdict::Win);
    EXPECT_FALSE(CountMovesAtStart(start->position).has_value());
}

TEST(Drill, BestPlayMatesInParForThreeStars) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Ending& krk = MustEnding("makruk-KRvK");
    auto start = PickStart(tb, krk, Difficulty::Hard, 3).start;
    ASSERT_TRUE(start);
    Drill drill(tb, krk, *start);
    int moves = 0;
    while (drill.State() == DrillState::Playing && moves < 40) {
        ASSERT_TRUE(drill.LearnerToMove());
        auto best = drill.BestMoveNow();
        ASSERT_TRUE(best);
        EXPECT_EQ(best->second, drill.MateInNow());
        MoveReview review = drill.PlayLearnerMove(best->first);
        EXPECT_TRUE(review.IsBest());
        ++moves;
        drill.PlayDefenderMove();
    }
    EXPECT_EQ(drill.State(), DrillState::Won);
    EXPECT_EQ(drill.LearnerMoves(), start->par);
    EXPECT_EQ(drill.Stars(), 3);
    EXPECT_EQ(drill.GetGame().GetOutcome().reason, Reason::Checkmate);
}

TEST(Drill, ASlowMoveIsExplainedAndCostsAStar) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Ending& krk = MustEnding("makruk-KRvK");
    auto start = PickStart(tb, krk, Difficulty::Easy, 11).start;
    ASSERT_TRUE(start);
    Drill drill(tb, krk, *start);
    // The first move that still wins but more slowly.
    const Position& pos = drill.GetGame().GetPosition();
    const int best = drill.MateInNow();
    std::optional<Move> slow;
    for (Move m : LegalMoves(pos)) {
        Position after = pos;
        after.DoMove(m);
        ProbeResult r = tb.Probe(after);
        if (r.value.verdict == Verdict::Loss && r.value.plies / 2 + 1 == best + 1) slow = m;
    }
    ASSERT_TRUE(slow);
    MoveReview review = drill.PlayLearnerMove(*slow);
    EXPECT_FALSE(review.IsBest());
    EXPECT_EQ(review.bestMateIn, best);
    EXPECT_EQ(review.playedMateIn, best + 1);
    const Variant& v = pos.GetVariant();
    EXPECT_EQ(content::Render(ExplainMove(v, review)),
              MoveToString(v, *review.best) + " keeps the mate in " + std::to_string(best) +
                  "; your move " + MoveToString(v, *slow) + " made it " + std::to_string(best + 1) +
                  ".");
    while (drill.State() == DrillState::Playing) {
        drill.PlayDefenderMove();
        if (drill.State() != DrillState::Playing) break;
        drill.PlayLearnerMove(drill.BestMoveNow()->first);
    }
    EXPECT_EQ(drill.State(), DrillState::Won);
    EXPECT_EQ(drill.LearnerMoves(), start->par + 1);
    EXPECT_EQ(drill.Stars(), 2);
}

TEST(Drill, HangingTheRuaFailsAtOnce) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Ending& krk = MustEnding("makruk-KRvK");
    // The Rua steps next to the Khun, undefended: the Khun takes it.
    Game game = test::MakeGame("makruk", "8/8/8/3k4/R7/8/8/7K w - - 0 1");
    ProbeResult r = tb.Probe(game.GetPosition());
    ASSERT_EQ(r.value.verdict, Verdict::Win);
    Drill drill(tb, krk, DrillStart{game.GetPosition(), (r.value.plies + 1) / 2});
    auto move = ParseLegalMove(game.GetPosition(), "a4c4");
    ASSERT_TRUE(std::holds_alternative<Move>(move));
    MoveReview review = drill.PlayLearnerMove(std::get<Move>(move));
    EXPECT_FALSE(review.playedMateIn.has_value());
    EXPECT_EQ(drill.State(), DrillState::Failed);
    EXPECT_EQ(drill.Failure(), DrillFailure::WinLost);
    EXPECT_EQ(drill.Stars(), 0);
    EXPECT_NE(content::Render(ExplainMove(game.GetVariant(), review)).find("draw"),
              std::string::npos);
    EXPECT_FALSE(drill.PlayDefenderMove().has_value());  // the drill is over
}

TEST(Drill, ASlowMoveTheCountCannotAffordFailsAtOnce) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Ending& krk = MustEnding("makruk-KRvK");
    // A start whose mate needs all 14 moves the count of 16 leaves.
    std::optional<DrillStart> start;
    for (uint64_t seed = 1; seed < 200 && !(start && start->par == 14); ++seed)
        start = PickStart(tb, krk, Difficulty::Hard, seed).start;
    ASSERT_TRUE(start && start->par == 14);
    Drill drill(tb, krk, *start);
    const Position& pos = drill.GetGame().GetPosition();
    std::optional<Move> slow;
    for (Move m : LegalMoves(pos)) {
        Position after = pos;
        after.DoMove(m);
        ProbeResult r = tb.Probe(after);
        if (r.value.verdict == Verdict::Loss && r.value.plies / 2 + 1 > 14) slow = m;
    }
    ASSERT_TRUE(slow);
    MoveReview review = drill.PlayLearnerMove(*slow);
    ASSERT_TRUE(review.playedMateIn.has_value());  // still a win on the board...
    EXPECT_EQ(drill.State(), DrillState::Failed);  // ...but not within the count
    EXPECT_EQ(drill.Failure(), DrillFailure::CountTooShort);
    EXPECT_EQ(content::Render(drill.Summary()), "The count runs out first: the mate needs " +
                                                    std::to_string(*review.playedMateIn - 1) +
                                                    " more moves, the count leaves 13.");
}

TEST(Drill, TheDefenderHoldsOutLongest) {
    test::TempDir dir;
    Tablebase tb(dir.Path());
    const Ending& knk = MustEnding("xiangqi-KNvK");
    auto start = PickStart(tb, knk, Difficulty::Hard, 5).start;
    ASSERT_TRUE(start);
    Drill drill(tb, knk, *start);
    drill.PlayLearnerMove(drill.BestMoveNow()->first);
    ASSERT_EQ(drill.State(), DrillState::Playing);
    const Position before = drill.GetGame().GetPosition();
    ProbeResult here = tb.Probe(before);
    ASSERT_EQ(here.value.verdict, Verdict::Loss);
    std::optional<Move> reply = drill.PlayDefenderMove();
    ASSERT_TRUE(reply);
    // No reply lasts longer than the one played.
    ProbeResult after = tb.Probe(drill.GetGame().GetPosition());
    EXPECT_EQ(after.value.plies, here.value.plies - 1);
}

}  // namespace
}  // namespace chatur
