#include "core/play/computer_opponent.h"
#include "core/notation/game_fen.h"

#include <gtest/gtest.h>

namespace chatur {
namespace {

Game Makruk(const char* fen) {
    auto created = GameFromFen(MakrukVariant(), DefaultProfile(MakrukVariant()), fen);
    EXPECT_TRUE(std::holds_alternative<Game>(created)) << fen;
    return std::get<Game>(std::move(created));
}

// White has an extra Rua: Black (the computer) stands worse, White better.
constexpr const char* kWhiteUpARua = "3k4/8/8/8/8/8/8/R2K4 w - - 0 1";

TEST(ComputerOpponent, AcceptsADrawByItsLastSearchWhenItHasOne) {
    const Game game = Makruk(kWhiteUpARua);
    // The search's score overrides the static evaluation either way.
    EXPECT_FALSE(ComputerAcceptsDraw(game, Color::Black, 35));
    EXPECT_TRUE(ComputerAcceptsDraw(game, Color::Black, 0));
    EXPECT_TRUE(ComputerAcceptsDraw(game, Color::White, -200));
}

TEST(ComputerOpponent, BeforeSearchingJudgesTheEvaluationFromItsOwnSide) {
    const Game whiteToMove = Makruk(kWhiteUpARua);
    EXPECT_TRUE(ComputerAcceptsDraw(whiteToMove, Color::Black, std::nullopt));
    EXPECT_FALSE(ComputerAcceptsDraw(whiteToMove, Color::White, std::nullopt));
    const Game blackToMove = Makruk("3k4/8/8/8/8/8/8/R2K4 b - - 0 1");
    EXPECT_TRUE(ComputerAcceptsDraw(blackToMove, Color::Black, std::nullopt));
    EXPECT_FALSE(ComputerAcceptsDraw(blackToMove, Color::White, std::nullopt));
}

TEST(ComputerOpponent, TheOwnComputerTakesOverAtTheSetUpsLevel) {
    GameSetup setup;
    setup.opponent = Opponent::Engine;
    setup.level = Level::Hard;
    setup.seed = 7;
    const auto fallback = EngineFallback(setup);
    ASSERT_TRUE(fallback);
    const LevelSettings hard = SettingsFor(Level::Hard);
    EXPECT_EQ(fallback->Settings().maxDepth, hard.maxDepth);
    EXPECT_EQ(fallback->Settings().noiseCp, hard.noiseCp);
    EXPECT_EQ(fallback->Settings().blunderPercent, hard.blunderPercent);
    EXPECT_NE(SettingsFor(Level::Easy).noiseCp, hard.noiseCp);  // the level matters
}

}  // namespace
}  // namespace chatur
