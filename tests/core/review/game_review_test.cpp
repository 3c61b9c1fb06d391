// The game review (core/review, docs/review.md): a planted blunder is a blunder,
// the engine's own move is `best`, mates are scored as mates, the tables' verdict
// takes the Makruk count into account, and the review is the same with any
// number of threads; a kept review reads back the same; missed mistakes are added
// once to the personal pack, which passes `validate --strict`.
#include "test_paths.h"

#include <gtest/gtest.h>

#include "../tablebase/tablebase_test_support.h"
#include "../test_support.h"
#include "core/content/xml_loader.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/notation/move_text.h"
#include "core/review/game_review.h"
#include "core/review/mistake_puzzles.h"
#include "core/review/personal_pack.h"
#include "core/review/review_cache.h"
#include "core/search/engine.h"
#include "core/tablebase/material.h"
#include "review_test_support.h"

namespace chatur::review {
namespace {

using namespace review_test;

TEST(GameReview, APlantedBlunderIsABlunderAndTheCaptureIsBest) {
    GameReview r = Review(kRuaEnding, {"a1h1", "h8h1"});
    ASSERT_EQ(r.moves.size(), 2u);
    EXPECT_EQ(r.moves[0].moveClass, MoveClass::Blunder);
    EXPECT_GE(r.moves[0].winLost, 20.0);
    ASSERT_TRUE(r.moves[0].best);
    EXPECT_NE(*r.moves[0].best, r.moves[0].played);
    EXPECT_EQ(r.moves[1].moveClass, MoveClass::Best);
    EXPECT_EQ(r.white.blunders, 1);
    EXPECT_EQ(r.black.blunders, 0);
    EXPECT_LT(r.white.accuracy, 20.0);
    EXPECT_DOUBLE_EQ(r.black.accuracy, 100.0);
    EXPECT_LT(r.moves[1].evalAfter.centipawns, -300);  // Black is a Rua up
    ASSERT_EQ(r.whiteChances.size(), 3u);
    EXPECT_GT(r.whiteChances[0], r.whiteChances[1] + 25.0);
}

TEST(GameReview, MissingASkewerIsABlunderAndAQuietMoveInAnEvenPositionIsGood) {
    // Ra8+ wins Black's Rua behind its Khun; Rb1 lets it go.
    GameReview missed = Review(kRuaEnding, {"a1b1"});
    EXPECT_EQ(missed.moves[0].moveClass, MoveClass::Blunder);
    ASSERT_TRUE(missed.moves[0].best);
    EXPECT_EQ(MoveToString(Makruk(), *missed.moves[0].best), "a1a8");
    // With the Khun on d7 there is nothing to win.
    GameReview even = Review("7r/3k4/8/8/8/8/4K3/R7 w - - 0 1", {"a1b1"});
    EXPECT_TRUE(even.moves[0].moveClass == MoveClass::Best ||
                even.moves[0].moveClass == MoveClass::Good)
        << MoveClassKey(even.moves[0].moveClass);
}

TEST(GameReview, ChancesAfterAnotherMoveJudgeTheLearnersTry) {
    // Learning from the Rb1 mistake: Ra8+ keeps White's chances, Rh1 throws them away.
    Game game = std::get<Game>(GameFromFen(Makruk(), DefaultProfile(Makruk()), kRuaEnding));
    ReviewOptions options;
    options.depth = 6;
    const Move skewer = Moves(kRuaEnding, {"a1a8"})[0];
    const Move hang = Moves(kRuaEnding, {"a1h1"})[0];
    auto good = ChancesAfter(game, skewer, options, nullptr);
    auto bad = ChancesAfter(game, hang, options, nullptr);
    ASSERT_TRUE(good && bad);
    EXPECT_GT(*good, 80.0);
    EXPECT_LT(*bad, 30.0);
    EXPECT_FALSE(ChancesAfter(game, Move(hang.To(), hang.From()), options, nullptr));
}

TEST(GameReview, AMateIsScoredAsAMate) {
    // White's Rua mates on a8 (the Khun on g6 guards g7 and h7).
    GameReview r = Review("7k/8/6K1/8/8/8/8/R7 w - - 0 1", {"a1a8"});
    EXPECT_EQ(FormatScore(r.startEval), "mate:1");
    EXPECT_EQ(r.moves[0].moveClass, MoveClass::Best);
    EXPECT_TRUE(r.moves[0].evalAfter.mate);
    EXPECT_TRUE(r.moves[0].evalAfter.whiteWon);
    EXPECT_DOUBLE_EQ(r.whiteChances.back(), 100.0);
}

TEST(GameReview, AMissedMateInOneStillWinningIsNoMistake) {
    // a1a2 lets the mate in one go, but White still mates soon: no chances lost.
    GameReview r = Review("7k/8/6K1/8/8/8/8/R7 w - - 0 1", {"a1a2"});
    EXPECT_EQ(r.moves[0].moveClass, MoveClass::Good);
    ASSERT_TRUE(r.moves[0].best);
    EXPECT_EQ(MoveToString(Makruk(), *r.moves[0].best), "a1a8");
    EXPECT_TRUE(r.moves[0].evalAfter.mate);
}

TEST(GameReview, TheSameReviewWithOneOrTwoThreads) {
    const std::vector<std::string> moves{"a1b1", "e8d8", "e2e3", "d8c8"};
    GameReview one = Review(kRuaEnding, moves, 1);
    GameReview two = Review(kRuaEnding, moves, 2);
    ASSERT_EQ(one.moves.size(), two.moves.size());
    for (size_t i = 0; i < one.moves.size(); ++i) {
        EXPECT_EQ(FormatScore(one.moves[i].evalAfter), FormatScore(two.moves[i].evalAfter));
        EXPECT_EQ(one.moves[i].moveClass, two.moves[i].moveClass);
        EXPECT_EQ(one.moves[i].best, two.moves[i].best);
    }
}

TEST(GameReview, AnIllegalMoveIsAnErrorWithItsPly) {
    Game game(Makruk(), DefaultProfile(Makruk()));
    std::vector<Move> moves = {game.LegalMoves()[0], Move(game.LegalMoves()[0])};
    auto r =
        ReviewGame(Makruk(), DefaultProfile(Makruk()), "", moves, {}, ReviewOptions{}, nullptr);
    ASSERT_TRUE(std::holds_alternative<ReviewError>(r));
    EXPECT_EQ(std::get<ReviewError>(r).kind, ReviewErrorKind::IllegalMove);
    EXPECT_EQ(std::get<ReviewError>(r).ply, 2);
}

TEST(GameReview, ACountDeclaredInTheGameRunsAgainInTheReview) {
    const std::vector<Move> moves = Moves(kRuaEnding, {"a1b1", "e8d8", "e2e3"});
    const std::vector<CountDeclaration> declared{{1, GameAction::CountStart}};
    auto without = GamesByPly(Makruk(), DefaultProfile(Makruk()), kRuaEnding, moves, {});
    auto with = GamesByPly(Makruk(), DefaultProfile(Makruk()), kRuaEnding, moves, declared);
    ASSERT_TRUE(std::holds_alternative<std::vector<Game>>(without));
    ASSERT_TRUE(std::holds_alternative<std::vector<Game>>(with));
    const auto& plain = std::get<std::vector<Game>>(without);
    const auto& counted = std::get<std::vector<Game>>(with);
    ASSERT_EQ(counted.size(), 4u);
    EXPECT_FALSE(counted[1].Count().Running());  // declared before Black's move, not yet running
    EXPECT_TRUE(counted[2].Count().Running());
    EXPECT_EQ(counted[3].Count().kind, CountKind::Board);
    EXPECT_FALSE(plain[3].Count().Running());
    EXPECT_TRUE(std::holds_alternative<GameReview>(ReviewGame(Makruk(), DefaultProfile(Makruk()),
                                                              kRuaEnding, moves, declared,
                                                              ReviewOptions{.depth = 4}, nullptr)));
    // A review of the game with its count is filed apart from one without it.
    EXPECT_NE(
        ReviewKey(Makruk(), DefaultProfile(Makruk()), kRuaEnding, moves, declared, ReviewOptions{}),
        ReviewKey(Makruk(), DefaultProfile(Makruk()), kRuaEnding, moves, {}, ReviewOptions{}));
}

TEST(GameReview, ARefusedDeclarationIsAnErrorWithItsPly) {
    // No count runs, so none can be stopped before the second move.
    auto r = ReviewGame(Makruk(), DefaultProfile(Makruk()), kRuaEnding,
                        Moves(kRuaEnding, {"a1b1", "e8d8"}), {{1, GameAction::CountStop}},
                        ReviewOptions{}, nullptr);
    ASSERT_TRUE(std::holds_alternative<ReviewError>(r));
    EXPECT_EQ(std::get<ReviewError>(r).ply, 2);
    EXPECT_EQ(std::get<ReviewError>(r).message.rfind("before move 2: ", 0), 0u)
        << std::get<ReviewError>(r).message;
}

TEST(GameReview, AStopRequestCancels) {
    std::stop_source stop;
    stop.request_stop();
    auto r = ReviewGame(Makruk(), DefaultProfile(Makruk()), kRuaEnding, Moves(kRuaEnding, {"a1b1"}),
                        {}, ReviewOptions{}, nullptr, stop.get_token());
    ASSERT_TRUE(std::holds_alternative<ReviewError>(r));
    EXPECT_EQ(std::get<ReviewError>(r).kind, ReviewErrorKind::Cancelled);
}

TEST(GameReview, ClassesByWinningChancesLost) {
    EXPECT_DOUBLE_EQ(WinningChances(0), 50.0);
    EXPECT_GT(WinningChances(300), 74.0);
    EXPECT_DOUBLE_EQ(WinningChances(kMateScore - 3), 100.0);
    EXPECT_EQ(ClassForLoss(4.9), MoveClass::Good);
    EXPECT_EQ(ClassForLoss(5), MoveClass::Inaccuracy);
    EXPECT_EQ(ClassForLoss(10), MoveClass::Mistake);
    EXPECT_EQ(ClassForLoss(19.9), MoveClass::Mistake);
    EXPECT_EQ(ClassForLoss(20), MoveClass::Blunder);
    EXPECT_NEAR(MoveAccuracy(0), 100.0, 0.001);
    EXPECT_LT(MoveAccuracy(30), 30.0);
}

// Rua against a lone Khun: the pieces' count gives the Rua 14 moves; a mate in 15
// or 16 is in the table but is a draw in the game, and the review says so (also of
// a move that keeps such a mate).
TEST(GameReview, TheTablesVerdictKeepsToTheCount) {
    test::TempDir dir;
    tablebase::Tablebase tb(dir.Path());
    const tablebase::Material krk = test::MustMaterial(Makruk(), "KRvK");
    ASSERT_TRUE(tb.Fetch(krk).table);
    std::optional<Position> longMate, shortMate;
    for (const Position& pos : test::Sample(tb, krk, 4000, 5, 31)) {
        if (pos.SideToMove() != Color::White) continue;
        tablebase::ProbeResult p = tb.Probe(pos);
        if (p.value.verdict != tablebase::Verdict::Win) continue;
        if (p.value.plies >= 29 && !longMate) longMate = pos;
        if (p.value.plies <= 9 && !shortMate) shortMate = pos;
    }
    ASSERT_TRUE(longMate && shortMate);
    ReviewOptions options;
    options.depth = 4;
    auto reviewFirst = [&](const Position& pos) {
        const std::string fen = ToFen(pos);
        Game game = std::get<Game>(GameFromFen(Makruk(), DefaultProfile(Makruk()), fen));
        auto best = tablebase::ProbeIfAvailable(tb, pos)->best;
        auto r = ReviewGame(Makruk(), DefaultProfile(Makruk()), fen, {*best}, {}, options, &tb);
        return std::get<GameReview>(std::move(r));
    };
    GameReview cut = reviewFirst(*longMate);
    EXPECT_EQ(FormatScore(cut.startEval), "cp:0") << ToFen(*longMate);
    // The best move keeps the mate the count cuts: nothing thrown away, and the
    // review says why a Rua up scores as a draw.
    EXPECT_EQ(cut.moves[0].table, TableNote::DrawByCount);
    GameReview won = reviewFirst(*shortMate);
    EXPECT_TRUE(won.startEval.mate);
    EXPECT_EQ(won.moves[0].moveClass, MoveClass::Best);
    EXPECT_TRUE(won.moves[0].evalAfter.mate);
    EXPECT_EQ(won.moves[0].table, TableNote::None);
}

TEST(ReviewCache, AStoredReviewReadsBackTheSameAndOnlyForItsGame) {
    const std::vector<std::string> texts{"a1h1", "h8h1"};
    GameReview r = Review(kRuaEnding, texts);
    const std::vector<Move> moves = Moves(kRuaEnding, texts);
    test::TempDir dir;
    ReviewCache cache(dir.Path());
    const RuleProfile& profile = DefaultProfile(Makruk());
    const std::string key = ReviewKey(Makruk(), profile, kRuaEnding, moves, {}, ReviewOptions{});
    EXPECT_FALSE(cache.Find(key, moves));
    ASSERT_FALSE(cache.Store(key, r));
    auto back = cache.Find(key, moves);
    ASSERT_TRUE(back);
    EXPECT_EQ(SerializeReview(*back), SerializeReview(r));
    EXPECT_EQ(back->white.blunders, 1);
    EXPECT_DOUBLE_EQ(back->white.accuracy, r.white.accuracy);
    // Another game, other settings: other keys; a text of other moves is no review of these.
    ReviewOptions deeper;
    deeper.depth = 12;
    EXPECT_NE(ReviewKey(Makruk(), profile, kRuaEnding, moves, {}, deeper), key);
    EXPECT_NE(ReviewKey(Makruk(), profile, kRuaEnding, {moves[0]}, {}, ReviewOptions{}), key);
    EXPECT_FALSE(ParseReview(SerializeReview(r), {moves[0]}));
    EXPECT_FALSE(ParseReview("chatur-review 1\n2\n0 0", moves));
}

TEST(PersonalPack, MissedMistakesAreAddedOnceToAPackThatLoads) {
    const std::vector<std::string> texts{"a1h1", "h8h1"};
    GameReview r = Review(kRuaEnding, texts);
    const RuleProfile& profile = DefaultProfile(Makruk());
    const mining::TextCatalogs english;
    auto puzzles = MistakePuzzles(Makruk(), profile, kRuaEnding, Moves(kRuaEnding, texts), {}, r,
                                  MistakeOrigin{"mine.g1", "Game 1"}, english);
    ASSERT_EQ(puzzles.size(), 1u);
    EXPECT_EQ(puzzles[0].id, "mine.g1-p1");
    test::TempDir dir;
    const auto path = PersonalPackPath(dir.Path(), Makruk());
    auto first = AddToPersonalPack(path, Makruk(), profile, puzzles, english);
    ASSERT_TRUE(std::holds_alternative<std::vector<std::string>>(first));
    EXPECT_EQ(std::get<std::vector<std::string>>(first), std::vector<std::string>{"mine.g1-p1"});
    auto again = AddToPersonalPack(path, Makruk(), profile, puzzles, english);
    EXPECT_TRUE(std::get<std::vector<std::string>>(again).empty());
    content::LoadResult loaded = content::LoadPackFile(path.string());
    ASSERT_TRUE(loaded.pack);
    ASSERT_EQ(loaded.pack->puzzles.size(), 1u);
    EXPECT_EQ(loaded.pack->puzzles[0].source, "Game 1, ply 1 (move 1)");
    // Written in the four languages, it is a pack `validate --strict` accepts.
    const auto four = PersonalPackPath(dir.Path() / "four", Makruk());
    const mining::TextCatalogs catalogs =
        mining::LoadCatalogs(std::string(CHATUR_SOURCE_DIR) + "/locale", {"id", "de", "th"});
    ASSERT_EQ(catalogs.Languages().size(), 4u);
    auto translated = MistakePuzzles(Makruk(), profile, kRuaEnding, Moves(kRuaEnding, texts), {}, r,
                                     MistakeOrigin{"mine.g1", "Game 1"}, catalogs);
    ASSERT_TRUE(std::holds_alternative<std::vector<std::string>>(
        AddToPersonalPack(four, Makruk(), profile, translated, catalogs)));
    auto strict = test::RunCli("validate --strict '" + four.string() + "'");
    EXPECT_EQ(strict.status, 0) << strict.out;
    // Another game's file is not written over.
    auto xiangqi = AddToPersonalPack(path, *FindVariant("xiangqi"),
                                     DefaultProfile(*FindVariant("xiangqi")), {}, english);
    EXPECT_TRUE(std::holds_alternative<std::string>(xiangqi));
}

}  // namespace
}  // namespace chatur::review
