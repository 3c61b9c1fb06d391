// A lesson's play-out step with no window, on small tables made in a folder of
// the test's own: the board waits for the tables, a move that gives the result
// away is wrong and taken back (named in the feedback), the tables answer every
// other move, and the step is solved by the mate (Makruk's count running) or by
// holding a draw that the count saves; Retry starts over. The validator's check
// of a step's claim against the tables, and the loader's refusal of a play-out
// puzzle.
#include <gtest/gtest.h>

#include "../tablebase/tablebase_test_support.h"
#include "core/content/xml_loader.h"
#include "core/notation/game_fen.h"
#include "core/rules/movegen.h"
#include "core/tablebase/play_out.h"
#include "core/trainer/lesson_session.h"
#include "trainer_test_support.h"

namespace chatur::test {
namespace {

using tablebase::Outlook;

std::string PlayOutLesson(const std::string& fen, const std::string& task) {
    return PackXml(R"(<lesson id="test.play-out" grade="1">
  <title><text lang="en">Play it out</text></title>
  <step>
    <text lang="en">Play it out.</text>
    <board fen=")" +
                   fen + R"("/>
    )" + task + R"(
    <explanation><text lang="en">Well played.</text></explanation>
  </step>
</lesson>
)");
}

struct PlayOutFixture {
    explicit PlayOutFixture(const std::string& fen, const std::string& task)
        : tables(std::make_shared<tablebase::Tablebase>(dir.Path())),
          pack(MustLoadPack(PlayOutLesson(fen, task))),
          lesson(pack.lessons.at(0), *pack.variant) {
        lesson.Trainer()->SetTables(tables);
    }
    TrainerSession& Trainer() { return *lesson.Trainer(); }
    // The first legal move of the side to move after which the game is worth
    // `outlook` to it.
    std::optional<Move> MoveWorth(Outlook outlook) {
        const Position& pos = Trainer().CurrentPosition();
        for (Move m : LegalMoves(pos)) {
            Position after = pos;
            after.DoMove(m);
            auto worth = tablebase::ProbeIfAvailable(*tables, after);
            if (!worth) continue;
            const bool moverLoses = worth->value.verdict == tablebase::Verdict::Loss;
            const bool moverWins = worth->value.verdict == tablebase::Verdict::Win;
            if ((outlook == Outlook::Win && moverLoses) ||
                (outlook == Outlook::Loss && moverWins) ||
                (outlook == Outlook::Draw && !moverLoses && !moverWins))
                return m;
        }
        return std::nullopt;
    }

    TempDir dir;
    std::shared_ptr<tablebase::Tablebase> tables;
    content::Pack pack;
    LessonSession lesson;
};

TEST(TrainerPlayOut, TheBoardWaitsForTheTables) {
    PlayOutFixture f("8/8/3k4/8/8/8/8/R6K w - - 0 1", R"(<play-out result="win"/>)");
    TrainerSession& t = f.Trainer();
    EXPECT_EQ(t.Kind(), content::TaskKind::PlayOut);
    EXPECT_TRUE(t.PlaysMoves());
    EXPECT_TRUE(t.AwaitsTables());
    EXPECT_EQ(t.BoardMode(), InteractionMode::Locked);
    Feedback early = t.PlayMove(Mv(t.CurrentPosition(), "a1a5"));
    EXPECT_EQ(early.verdict, Verdict::None);
    EXPECT_EQ(early.key, "play-out-wait");
    EXPECT_EQ(t.LearnerMoves(), 0);

    ASSERT_FALSE(PreparePlayOutTables(*f.tables, t.Item().position, {}).has_value());
    t.TablesReady();
    EXPECT_FALSE(t.AwaitsTables());
    EXPECT_EQ(t.BoardMode(), InteractionMode::Play);
}

TEST(TrainerPlayOut, AWinIsPlayedToMateAgainstTheTablesBestDefence) {
    // A mate in 14 with 14 moves left in the count: only the best moves do.
    PlayOutFixture f("8/8/8/8/8/1k6/8/R6K w - - 0 1", R"(<play-out result="win"/>)");
    TrainerSession& t = f.Trainer();
    ASSERT_FALSE(PreparePlayOutTables(*f.tables, t.Item().position, {}).has_value());
    t.TablesReady();
    const Position start = t.CurrentPosition();

    // A move that lets the win go (the Rua left to be taken, say) is wrong,
    // named, and taken back.
    std::optional<Move> losing = f.MoveWorth(Outlook::Draw);
    ASSERT_TRUE(losing.has_value());
    Feedback wrong = t.PlayMove(*losing);
    EXPECT_EQ(wrong.verdict, Verdict::Wrong);
    EXPECT_EQ(wrong.key, "play-out-win-lost");
    ASSERT_TRUE(wrong.move.has_value());
    EXPECT_EQ(*wrong.move, *losing);
    EXPECT_TRUE(t.CurrentPosition() == start);
    EXPECT_EQ(t.Mistakes(), 1);

    // The hints point at the tables' best move; best moves mate in time.
    std::optional<HintView> hint;
    while ((hint = t.NextHint()) && hint->kind != content::HintKind::Move) {
    }
    ASSERT_TRUE(hint.has_value());
    EXPECT_NE(hint->from, kNoSquare);
    Feedback last;
    int moves = 0;
    while (!t.Finished() && moves < 30) {
        std::optional<Move> best = f.tables->BestMove(t.CurrentPosition(), {});
        ASSERT_TRUE(best.has_value());
        last = t.PlayMove(*best);
        ++moves;
        if (last.verdict == Verdict::Progress) {
            EXPECT_EQ(last.key, "play-out-progress");
            EXPECT_EQ(last.replies.size(), 1u);  // the tables' defence, played
            EXPECT_GT(last.number, 0);           // the mate still to come
        }
    }
    EXPECT_EQ(last.verdict, Verdict::Correct);
    EXPECT_EQ(last.key, "play-out-mate");
    EXPECT_EQ(last.number, moves);
    EXPECT_TRUE(t.Solved());
    EXPECT_EQ(t.AttemptOutcome(), AttemptResult::SolvedWithHelp);
    EXPECT_TRUE(f.lesson.CanGoNext());

    t.Retry();
    EXPECT_TRUE(t.CurrentPosition() == start);
    EXPECT_EQ(t.LearnerMoves(), 0);
    EXPECT_FALSE(t.AwaitsTables());  // the tables stay ready
}

TEST(TrainerPlayOut, TheCountTurnsATablesWinIntoADrawToHold) {
    // Black's pieces' count stands at 15 of 16: Kf8 holds (White's mate comes
    // too late), Kh8 walks into Ra8 mate within the count.
    PlayOutFixture f("6k1/8/6K1/8/8/8/8/R7 b - 32 30 1", R"(<play-out result="draw" moves="1"/>)");
    TrainerSession& t = f.Trainer();
    ASSERT_FALSE(PreparePlayOutTables(*f.tables, t.Item().position, {}).has_value());
    t.TablesReady();
    EXPECT_EQ(t.State().count.kind, CountKind::Pieces);
    Feedback lost = t.PlayMove(Mv(t.CurrentPosition(), "g8h8"));
    EXPECT_EQ(lost.verdict, Verdict::Wrong);
    EXPECT_EQ(lost.key, "play-out-draw-lost");
    EXPECT_EQ(lost.number, 1);
    Feedback held = t.PlayMove(Mv(t.CurrentPosition(), "g8f8"));
    EXPECT_EQ(held.verdict, Verdict::Correct);
    EXPECT_EQ(held.key, "play-out-held");
}

TEST(TrainerPlayOut, ShowAnswerPlaysTheTablesLine) {
    PlayOutFixture f("7k/8/6K1/8/8/8/8/R7 w - - 0 1", R"(<play-out result="win"/>)");
    TrainerSession& t = f.Trainer();
    ASSERT_FALSE(PreparePlayOutTables(*f.tables, t.Item().position, {}).has_value());
    t.TablesReady();
    AnswerView answer = t.ShowAnswer();
    ASSERT_EQ(answer.line.size(), 1u);  // Ra8 mate
    EXPECT_EQ(MoveText(t.GetVariant(), answer.line[0]), "a1a8");
    EXPECT_FALSE(answer.explanation.Empty());
}

// The validator with the tables' check: a wrong claim and a position out of
// the tables' range are errors; a right claim passes.
std::vector<content::Finding> CheckWithTables(const std::string& xml,
                                              std::shared_ptr<tablebase::Tablebase> tables) {
    content::LoadResult loaded = content::LoadPackFromString(xml, "test.xml");
    EXPECT_TRUE(loaded.pack.has_value());
    if (!loaded.pack) return {};
    content::ValidateOptions options;
    options.playOutCheck = tablebase::MakePlayOutCheck(std::move(tables));
    content::Diagnostics diag("test.xml");
    content::PackValidator(options).Check(*loaded.pack, diag);
    return diag.TakeFindings();
}

std::string Errors(const std::vector<content::Finding>& findings) {
    std::string out;
    for (const auto& f : findings)
        if (f.severity == content::Severity::Error) out += content::FormatFinding(f) + "\n";
    return out;
}

TEST(TrainerPlayOut, TheValidatorChecksTheClaimAgainstTheTables) {
    TempDir dir;
    auto tables = std::make_shared<tablebase::Tablebase>(dir.Path());
    EXPECT_EQ(
        Errors(CheckWithTables(
            PlayOutLesson("8/8/8/8/8/1k6/8/R6K w - - 0 1", R"(<play-out result="win"/>)"), tables)),
        "");
    EXPECT_EQ(Errors(CheckWithTables(PlayOutLesson("6k1/8/6K1/8/8/8/8/R7 b - 32 30 1",
                                                   R"(<play-out result="draw" moves="2"/>)"),
                                     tables)),
              "");
    std::string wrong = Errors(CheckWithTables(
        PlayOutLesson("8/8/8/8/8/1k6/8/R6K w - - 0 1", R"(<play-out result="draw" moves="3"/>)"),
        tables));
    EXPECT_NE(wrong.find("claims a draw for the side to move, but the endgame tables say win"),
              std::string::npos)
        << wrong;
    // A tables' win the count leaves no time for (mate in 15, 14 moves left).
    std::string late = Errors(CheckWithTables(
        PlayOutLesson("8/8/3k4/8/8/8/8/R6K w - - 0 1", R"(<play-out result="win"/>)"), tables));
    EXPECT_NE(late.find("claims a win for the side to move, but the endgame tables say draw"),
              std::string::npos)
        << late;
    std::string outside = Errors(CheckWithTables(
        PlayOutLesson("8/8/3k4/8/8/2SS4/8/R6K w - - 0 1", R"(<play-out result="win"/>)"), tables));
    EXPECT_NE(outside.find("outside the endgame tables' range (KRSSvK)"), std::string::npos)
        << outside;
}

TEST(TrainerPlayOut, ThePlayOutElementIsReadAndRefusedInAPuzzle) {
    content::LoadResult lesson = content::LoadPackFromString(
        PlayOutLesson("8/8/8/8/8/6k1/8/R3K3 b - 32 30 1", R"(<play-out result="draw" moves="4"/>)"),
        "test.xml");
    ASSERT_TRUE(lesson.pack.has_value());
    const auto* task = lesson.pack->lessons.at(0).steps.at(0).task->As<content::PlayOutTask>();
    ASSERT_NE(task, nullptr);
    EXPECT_EQ(task->result, content::PlayOutResult::Draw);
    EXPECT_EQ(task->holdMoves, 4);

    content::LoadResult bad = content::LoadPackFromString(
        PlayOutLesson("8/8/3k4/8/8/8/8/R6K w - - 0 1", R"(<play-out result="win" moves="4"/>)"),
        "test.xml");
    EXPECT_NE(
        Errors(bad.findings).find("attribute 'moves' of <play-out> belongs to result=\"draw\""),
        std::string::npos);

    content::LoadResult puzzle =
        content::LoadPackFromString(PackXml(PuzzleXml("test.p", "8/8/3k4/8/8/8/8/R6K w - - 0 1",
                                                      R"(<play-out result="win"/>)")),
                                    "test.xml");
    EXPECT_NE(Errors(puzzle.findings).find("<play-out> belongs in a lesson step, not in a puzzle"),
              std::string::npos)
        << Errors(puzzle.findings);
}

}  // namespace
}  // namespace chatur::test

namespace chatur::test {
namespace {

TEST(TrainerPlayOut, BestMovesKnowTheCount) {
    TempDir dir;
    tablebase::Tablebase tables(dir.Path());
    const content::Pack pack = MustLoadPack(PackXml(""));
    auto game = [&](const char* fen) {
        auto parsed = GameFromFen(*pack.variant, DefaultProfile(*pack.variant), fen);
        return std::get<Game>(parsed);
    };
    // Black at 15 of 16: the tables' longest resistance and the count agree on Kf8.
    const Game defend = game("6k1/8/6K1/8/8/8/8/R7 b - 32 30 1");
    auto hold = tablebase::BestMoveUnderCount(tables, defend);
    ASSERT_TRUE(hold.has_value());
    EXPECT_EQ(MoveText(*pack.variant, *hold), "g8f8");
    // White's last move before the count runs out must mate.
    const Game last = game("7k/8/6K1/8/8/8/8/R7 w - 32 31 1");
    auto mate = tablebase::BestMoveUnderCount(tables, last);
    ASSERT_TRUE(mate.has_value());
    EXPECT_EQ(MoveText(*pack.variant, *mate), "a1a8");
    // Past the mate the count allows, every White move only draws: a mate in 2
    // is no win, and a draw is what is left.
    const Game late = game("5k2/8/6K1/8/8/8/8/R7 w - 32 31 1");
    auto worth = tablebase::OutlookFor(tables, late, Color::White);
    ASSERT_TRUE(worth.has_value());
    EXPECT_EQ(worth->outlook, Outlook::Draw);
    EXPECT_TRUE(worth->countTooShort);
    EXPECT_EQ(worth->mateMoves, 2);
}

}  // namespace
}  // namespace chatur::test
