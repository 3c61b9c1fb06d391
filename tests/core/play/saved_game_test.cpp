#include "core/play/saved_game.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../test_support.h"

namespace chatur {
namespace {

namespace fs = std::filesystem;

SavedGame Sample() {
    SavedGame g;
    g.setup.variant = VariantId::Makruk;
    g.setup.profile = "counting";
    g.setup.fen = "3k4/8/8/8/8/8/7r/R2K4 w - - 0 30";
    g.setup.opponent = Opponent::Friend;
    g.setup.clock = ClockSettings{300, 3, 30};
    g.actions = {"count-start", "a1a2", "h2h3", "count-stop"};
    g.clockWhite = ClockSideState{281500, 3};
    g.clockBlack = ClockSideState{0, 2};
    g.savedAt = 1767225600;
    return g;
}

SavedGameError ErrorOf(const std::variant<SavedGame, SavedGameError>& v) {
    EXPECT_TRUE(std::holds_alternative<SavedGameError>(v));
    return std::holds_alternative<SavedGameError>(v) ? std::get<SavedGameError>(v)
                                                     : SavedGameError{};
}

TEST(SavedGame, TextRoundTrip) {
    const SavedGame g = Sample();
    const std::string text = FormatSavedGame(g);
    EXPECT_EQ(text.rfind("chatur-saved-game 1\n", 0), 0u);
    EXPECT_NE(text.find("\nactions count-start a1a2 h2h3 count-stop\n"), std::string::npos);
    auto parsed = ParseSavedGame(text);
    ASSERT_TRUE(std::holds_alternative<SavedGame>(parsed)) << ErrorOf(parsed).message;
    EXPECT_EQ(std::get<SavedGame>(parsed), g);

    SavedGame computer;
    computer.setup.variant = VariantId::Xiangqi;
    computer.setup.profile = "basic";
    computer.setup.humanSide = Color::Black;
    computer.setup.level = Level::Hard;
    computer.setup.seed = 18446744073709551615ull;
    computer.actions = {"h3e3", "h10g8"};
    auto back = ParseSavedGame(FormatSavedGame(computer));
    ASSERT_TRUE(std::holds_alternative<SavedGame>(back));
    EXPECT_EQ(std::get<SavedGame>(back), computer);
}

TEST(SavedGame, FileRoundTripIsAtomicAndCreatesTheFolder) {
    test::TempDir dir;
    const std::string path = dir.File("data/chatur/game.txt");
    EXPECT_EQ(ErrorOf(LoadGameFile(path)).kind, SavedGameError::Kind::Missing);
    ASSERT_FALSE(SaveGameFile(path, Sample()));
    SavedGame second = Sample();
    second.actions.pop_back();
    ASSERT_FALSE(SaveGameFile(path, second));
    auto loaded = LoadGameFile(path);
    ASSERT_TRUE(std::holds_alternative<SavedGame>(loaded));
    EXPECT_EQ(std::get<SavedGame>(loaded), second);
    // Only the file itself is left: no temporary file, no backup.
    int files = 0;
    for (const auto& e : fs::directory_iterator(fs::path(path).parent_path())) {
        (void)e;
        ++files;
    }
    EXPECT_EQ(files, 1);
}

TEST(SavedGame, DamagedFilesAreErrorValues) {
    const std::string good = FormatSavedGame(Sample());
    // Truncated anywhere.
    for (size_t cut : {size_t(0), size_t(10), good.size() / 2, good.size() - 1})
        EXPECT_EQ(ErrorOf(ParseSavedGame(good.substr(0, cut))).kind, SavedGameError::Kind::Corrupt)
            << cut;
    // One changed character.
    std::string flipped = good;
    flipped[good.find("a1a2")] = 'b';
    SavedGameError e = ErrorOf(ParseSavedGame(flipped));
    EXPECT_EQ(e.kind, SavedGameError::Kind::Corrupt);
    EXPECT_NE(e.message.find("checksum"), std::string::npos);
    // Not a saved game at all.
    EXPECT_EQ(ErrorOf(ParseSavedGame("hello\nworld\n")).kind, SavedGameError::Kind::Corrupt);
    // Sealed, but with values Chatur does not know.
    SavedGame unknownProfile = Sample();
    unknownProfile.setup.profile = "blitz";
    e = ErrorOf(ParseSavedGame(FormatSavedGame(unknownProfile)));
    EXPECT_NE(e.message.find("blitz"), std::string::npos);
    // On disk: a file that is not one is Corrupt, never half-read.
    test::TempDir dir;
    const std::string path = dir.File("game.txt");
    fs::create_directories(fs::path(path).parent_path());
    std::ofstream(path) << good.substr(0, good.size() / 2);
    EXPECT_EQ(ErrorOf(LoadGameFile(path)).kind, SavedGameError::Kind::Corrupt);
}

// Reliability probe D8: a damaged saved game used to be overwritten by the next
// game without a backup. Now it is moved aside when loaded, and a save never
// writes over one that is still in the way.
TEST(SavedGame, ADamagedFileIsKeptAsideNeverOverwritten) {
    test::TempDir dir;
    const std::string path = dir.File("saved-game.txt");
    fs::create_directories(fs::path(path).parent_path());
    const std::string damaged =
        "chatur-saved-game 1\nvariant\tmakruk\ngarbage line\nend\t3\tdeadbeef\n";
    std::ofstream(path) << damaged;
    SavedGameError e = ErrorOf(LoadGameFile(path));
    EXPECT_EQ(e.kind, SavedGameError::Kind::Corrupt);
    EXPECT_NE(e.message.find("the file is kept as " + path + ".corrupt-"), std::string::npos)
        << e.message;
    auto backups = [&] {
        std::vector<std::string> out;
        for (const auto& entry : fs::directory_iterator(fs::path(path).parent_path()))
            if (entry.path().filename().string().rfind("saved-game.txt.corrupt-", 0) == 0)
                out.push_back(entry.path().string());
        return out;
    };
    ASSERT_EQ(backups().size(), 1u);
    std::ifstream kept(backups()[0]);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), damaged);
    EXPECT_FALSE(fs::exists(path));

    // Damaged again (say, by hand while the app runs): the next save keeps it too.
    std::ofstream(path) << damaged;
    ASSERT_FALSE(SaveGameFile(path, Sample()));
    EXPECT_EQ(backups().size(), 2u);
    EXPECT_TRUE(std::holds_alternative<SavedGame>(LoadGameFile(path)));
    // A log that does not replay counts as damaged.
    SavedGame bad = Sample();
    bad.actions.push_back("a1a1");
    std::ofstream(path, std::ios::trunc) << FormatSavedGame(bad);
    EXPECT_EQ(ErrorOf(LoadGameFile(path)).kind, SavedGameError::Kind::Corrupt);
    EXPECT_EQ(backups().size(), 3u);
}

TEST(SavedGame, ResumeReplaysTheLogAndRejectsOneThatDoesNotReplay) {
    SavedGame g = Sample();
    auto resumed = ResumeSession(g);
    ASSERT_TRUE(std::holds_alternative<PlaySession>(resumed));
    const PlaySession& s = std::get<PlaySession>(resumed);
    EXPECT_EQ(s.GetGame().PliesPlayed(), 2);
    EXPECT_EQ(s.GetGame().GetCountStatus().kind, CountKind::Board);
    EXPECT_TRUE(s.GetGame().GetCountStatus().stopRequested);
    EXPECT_EQ(s.Actions(), g.actions);

    g.actions.push_back("h3h2");  // White's turn: not Black's Rua to move
    auto bad = ResumeSession(g);
    ASSERT_TRUE(std::holds_alternative<SavedGameError>(bad));
    EXPECT_EQ(std::get<SavedGameError>(bad).kind, SavedGameError::Kind::Corrupt);
}

TEST(SavedGame, SnapshotKeepsTheSessionAndTheClock) {
    GameSetup setup;
    setup.opponent = Opponent::Friend;
    setup.clock = ClockSettings{};
    auto started = PlaySession::Start(setup);
    ASSERT_TRUE(std::holds_alternative<PlaySession>(started));
    PlaySession& s = std::get<PlaySession>(started);
    ASSERT_FALSE(s.Apply("e3e4"));
    SavedGame snap = SnapshotOf(s, 42, ClockSideState{290000, 3}, ClockSideState{300000, 3});
    EXPECT_EQ(snap.setup, setup);
    EXPECT_EQ(snap.actions, (std::vector<std::string>{"e3e4"}));
    EXPECT_EQ(snap.clockWhite, (ClockSideState{290000, 3}));
    EXPECT_EQ(snap.savedAt, 42);
}

std::string PgnOf(const GameSetup& setup, const std::vector<std::string>& actions,
                  const PgnTags& tags = {}) {
    auto replayed = PlaySession::Replay(setup, actions);
    EXPECT_TRUE(std::holds_alternative<PlaySession>(replayed));
    return ToPgn(std::get<PlaySession>(replayed), tags);
}

TEST(SavedGame, PgnExport) {
    GameSetup makruk;
    makruk.opponent = Opponent::Friend;
    PgnTags tags;
    tags.date = "2026.01.01";
    tags.white = "Somchai";
    tags.black = "Chatur (easy)";
    const std::string pgn = PgnOf(makruk, {"e3e4", "d6d5", "e4d5", "resign"}, tags);
    EXPECT_EQ(pgn,
              "[Event \"Chatur game\"]\n"
              "[Site \"Chatur\"]\n"
              "[Date \"2026.01.01\"]\n"
              "[Round \"-\"]\n"
              "[White \"Somchai\"]\n"
              "[Black \"Chatur (easy)\"]\n"
              "[Result \"1-0\"]\n"
              "[Variant \"Makruk\"]\n"
              "[SetUp \"1\"]\n"
              "[FEN \"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\"]\n"
              "[Termination \"resignation\"]\n"
              "\n"
              "1. e3e4 d6d5 2. e4d5 {resign} 1-0\n");

    // From a FEN with Black to move, a count declaration, a game that goes on.
    GameSetup ending = makruk;
    ending.fen = "3k4/8/8/8/8/8/7r/R2K4 b - - 0 30";
    const std::string running = PgnOf(ending, {"count-start", "h2h3", "a1a2"});
    EXPECT_NE(running.find("[Result \"*\"]"), std::string::npos);
    EXPECT_EQ(running.find("[Termination"), std::string::npos);
    EXPECT_NE(running.find("\n{count-start} 30... h2h3 31. a1a2 *\n"), std::string::npos)
        << running;

    GameSetup xiangqi;
    xiangqi.variant = VariantId::Xiangqi;
    xiangqi.opponent = Opponent::Friend;
    xiangqi.clock = ClockSettings{};
    const std::string timed = PgnOf(xiangqi, {"h3e3", "time-forfeit"});
    EXPECT_NE(timed.find("[Variant \"Xiangqi\"]"), std::string::npos);
    EXPECT_NE(timed.find("[Result \"1-0\"]"), std::string::npos);
    EXPECT_NE(timed.find("[Termination \"time-forfeit\"]"), std::string::npos);
    EXPECT_NE(timed.find("1. h3e3 {time-forfeit} 1-0"), std::string::npos);

    // Long games wrap before 80 columns; quotes in tags are escaped.
    PgnTags quoted;
    quoted.white = "A \"B\"";
    auto replayed = PlaySession::Replay(makruk, {"e3e4"});
    ASSERT_TRUE(std::holds_alternative<PlaySession>(replayed));
    const std::string wrapped = ToPgn(std::get<PlaySession>(replayed), quoted);
    EXPECT_NE(wrapped.find("[White \"A \\\"B\\\"\"]"), std::string::npos);
    std::istringstream lines(
        PgnOf(makruk, {"a3a4", "a6a5", "b3b4", "b6b5", "c3c4", "c6c5", "d3d4", "d6d5", "e3e4",
                       "e6e5", "f3f4", "f6f5", "g3g4", "g6g5", "h3h4", "h6h5"}));
    std::string line;
    int moveLines = 0;
    while (std::getline(lines, line)) {
        EXPECT_LT(line.size(), 80u) << line;
        moveLines += !line.empty() && line[0] != '[';
    }
    EXPECT_EQ(moveLines, 2);
}

}  // namespace
}  // namespace chatur
