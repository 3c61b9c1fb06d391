// chatur-cli play (docs/cli.md): every game-rule scenario once more through the
// command line, line format and exit status included.
#include <gtest/gtest.h>

#include <sstream>
#include <vector>

#include "../core/test_support.h"

namespace chatur {
namespace {

std::vector<std::string> Lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) out.push_back(line);
    return out;
}

struct PlayRun {
    int status;
    std::vector<std::string> lines;
};

PlayRun Play(const std::string& args, const std::string& input) {
    test::CliResult r = test::RunCli("play " + args, input);
    return {r.status, Lines(r.out)};
}

// The status/reason/count fields of a line (between "status=" and " fen=").
std::string State(const std::string& line) {
    auto b = line.find("status=");
    auto e = line.find(" fen=");
    if (b == std::string::npos || e == std::string::npos) return "bad line: " + line;
    return line.substr(b, e - b);
}

TEST(PlayCli, LineFormat) {
    PlayRun r = Play("--variant makruk", "e3e4\nd6d5\ne4d5\n");
    EXPECT_EQ(r.status, 0);
    ASSERT_EQ(r.lines.size(), 3u);
    EXPECT_EQ(r.lines[0],
              "ply=1 status=ongoing reason=none count=none "
              "fen=rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1");
    EXPECT_EQ(r.lines[2],
              "ply=3 status=ongoing reason=none count=none "
              "fen=rnsmksnr/8/ppp1pppp/3P4/8/PPPP1PPP/8/RNSKMSNR b - - 0 2");
}

TEST(PlayCli, PiecesCountTwoRua) {
    PlayRun r = Play("--variant makruk --fen '7k/R7/8/8/8/2K5/8/1R6 b - - 0 50'",
                     "h8g8\nc3d3\ng8h8\nd3e3\nh8g8\ne3f3\ng8h8\nf3g3\n");
    EXPECT_EQ(r.status, 0);
    ASSERT_EQ(r.lines.size(), 8u);
    const char* want[] = {"5/8", "5/8", "6/8", "6/8", "7/8", "7/8", "8/8", "8/8"};
    for (int i = 0; i < 7; ++i)
        EXPECT_EQ(State(r.lines[size_t(i)]),
                  std::string("status=ongoing reason=none count=pieces:") + want[i]);
    EXPECT_EQ(r.lines[7],
              "ply=8 status=draw reason=counting count=pieces:8/8 "
              "fen=7k/R7/8/8/8/6K1/8/1R6 b - - 8 54");
}

TEST(PlayCli, PiecesCountMateOnTheLastMove) {
    PlayRun r = Play("--variant makruk --fen '7k/R7/8/8/8/2K5/8/1R6 b - - 0 50'",
                     "h8g8\nc3d3\ng8h8\nd3e3\nh8g8\ne3f3\ng8h8\nb1b8\n");
    ASSERT_EQ(r.lines.size(), 8u);
    EXPECT_EQ(State(r.lines[7]), "status=white-wins reason=checkmate count=pieces:8/8");
}

TEST(PlayCli, LimitTableRows) {
    const std::pair<const char*, const char*> rows[] = {
        {"4k3/8/8/8/8/8/8/R2K3R b - - 0 40", "pieces:5/8"},
        {"4k3/8/8/8/8/8/8/R2K4 b - - 0 40", "pieces:4/16"},
        {"4k3/8/8/8/8/8/8/2SK1S2 b - - 0 40", "pieces:5/22"},
        {"4k3/8/8/8/8/8/8/1NSK2N1 b - - 0 40", "pieces:6/32"},
        {"4k3/8/8/8/8/8/8/2SK4 b - - 0 40", "pieces:4/44"},
        {"4k3/8/8/8/8/8/8/3KM3 b - - 0 40", "pieces:4/64"},
    };
    for (auto [fen, count] : rows) {
        PlayRun r = Play(std::string("--variant makruk --fen '") + fen + "'", "e8f7\n");
        ASSERT_EQ(r.lines.size(), 1u) << fen;
        EXPECT_EQ(State(r.lines[0]), std::string("status=ongoing reason=none count=") + count)
            << fen;
    }
}

TEST(PlayCli, FirstCountAboveTheLimit) {
    PlayRun r =
        Play("--variant makruk --fen '7k/R7/8/8/8/2K5/8/1R1MM~M~M~1 b - - 0 50'", "h8g8\nc3d3\n");
    ASSERT_EQ(r.lines.size(), 2u);
    EXPECT_EQ(State(r.lines[0]), "status=ongoing reason=none count=pieces:9/8");
    EXPECT_EQ(State(r.lines[1]), "status=draw reason=counting count=pieces:9/8");
}

TEST(PlayCli, PromotionAndLoneCaptureStartTheCount) {
    PlayRun p = Play("--variant makruk --fen '4k3/8/8/P7/8/8/8/R3K3 w - - 0 30'", "a5a6m\n");
    ASSERT_EQ(p.lines.size(), 1u);
    EXPECT_EQ(p.lines[0],
              "ply=1 status=ongoing reason=none count=pieces:4/16 "
              "fen=4k3/8/M~7/8/8/8/8/R3K3 b - - 0 30");
    PlayRun c = Play("--variant makruk --fen '8/8/8/4k3/4P3/8/8/R3K3 b - - 0 30'", "e5e4\n");
    ASSERT_EQ(c.lines.size(), 1u);
    EXPECT_EQ(State(c.lines[0]), "status=ongoing reason=none count=pieces:3/16");
}

TEST(PlayCli, BoardCountStartStopRestart) {
    PlayRun r =
        Play("--variant makruk --profile counting --fen '4k3/8/3m4/8/8/8/8/R6K b - - 0 40'",
             "count-start\ne8f8\na1a2\nf8e8\na2a1\ncount-stop\ne8f8\na1a2\ncount-start\nf8e8\n");
    EXPECT_EQ(r.status, 0);
    ASSERT_EQ(r.lines.size(), 7u);  // count-start and count-stop print nothing
    EXPECT_EQ(r.lines[0],
              "ply=1 status=ongoing reason=none count=board:1/64 "
              "fen=5k2/8/3m4/8/8/8/8/R6K w - - 1 41");
    EXPECT_EQ(State(r.lines[2]), "status=ongoing reason=none count=board:2/64");
    EXPECT_EQ(State(r.lines[4]), "status=ongoing reason=none count=none");
    EXPECT_EQ(State(r.lines[6]), "status=ongoing reason=none count=board:1/64");
}

TEST(PlayCli, CountCommandNotAllowedNow) {
    const std::string fen = "--variant makruk --fen '4k3/8/3m4/8/8/8/8/R6K b - - 0 40'";
    PlayRun twice = Play(fen, "count-start\ne8f8\na1a2\ncount-start\n");
    EXPECT_EQ(twice.status, 1);
    EXPECT_EQ(twice.lines.back(), "error: a count is already running");
    PlayRun notYours = Play(fen, "count-start\ne8f8\ncount-stop\n");
    EXPECT_EQ(notYours.status, 1);
    EXPECT_EQ(notYours.lines.back(),
              "error: only the counting side may stop the count, on its own turn");
    PlayRun bia = Play("--variant makruk", "count-start\n");
    EXPECT_EQ(bia.status, 1);
    EXPECT_EQ(bia.lines.size(), 1u);
    PlayRun autoCount = Play(fen + " --profile auto-count", "count-start\n");
    EXPECT_EQ(autoCount.status, 1);
}

TEST(PlayCli, SixtyFourthCountedMove) {
    const std::string args = "--variant makruk --fen '7k/8/2m3K1/8/8/8/8/R7 b - 128 126 80'";
    PlayRun draw = Play(args, "c6b5\ng6f6\n");
    ASSERT_EQ(draw.lines.size(), 2u);
    EXPECT_EQ(State(draw.lines[0]), "status=ongoing reason=none count=board:64/64");
    EXPECT_EQ(State(draw.lines[1]), "status=draw reason=counting count=board:64/64");
    PlayRun mate = Play(args, "c6b5\na1a8\n");
    ASSERT_EQ(mate.lines.size(), 2u);
    EXPECT_EQ(State(mate.lines[1]), "status=white-wins reason=checkmate count=board:64/64");
}

TEST(PlayCli, MateByTheCounter) {
    const std::string args = "--variant makruk --fen '7k/8/6K1/1m6/8/8/8/R7 w - - 0 60'";
    PlayRun counted = Play(args, "count-start\na1a2\nb5c4\na2a8\n");
    EXPECT_EQ(State(counted.lines.back()), "status=draw reason=counting count=board:2/64");
    PlayRun stopMove = Play(args, "count-start\na1a2\nb5c4\ncount-stop\na2a8\n");
    EXPECT_EQ(State(stopMove.lines.back()), "status=draw reason=counting count=none");
    PlayRun plain = Play(args, "a1a8\n");
    EXPECT_EQ(State(plain.lines.back()), "status=white-wins reason=checkmate count=none");
    PlayRun autoCount = Play(args + " --profile auto-count", "a1a8\n");
    EXPECT_EQ(State(autoCount.lines.back()), "status=white-wins reason=checkmate count=board:1/64");
}

TEST(PlayCli, PiecesCountReplacesTheBoardCount) {
    PlayRun r = Play("--variant makruk --fen '4k3/8/8/3m4/8/8/8/M2R3K b - - 0 40'",
                     "count-start\ne8f8\nd1d5\ncount-stop\n");
    EXPECT_EQ(r.status, 1);
    ASSERT_EQ(r.lines.size(), 3u);
    EXPECT_EQ(State(r.lines[0]), "status=ongoing reason=none count=board:1/64");
    EXPECT_EQ(State(r.lines[1]), "status=ongoing reason=none count=pieces:4/16");
    EXPECT_EQ(r.lines[2], "error: the pieces' honour count cannot be stopped");
}

TEST(PlayCli, AutoCountFenAndClaim) {
    PlayRun r =
        Play("--variant makruk --profile auto-count --fen '8/8/8/4k3/4P3/8/8/R3K3 b - - 0 30'",
             "e5e4\n");
    ASSERT_EQ(r.lines.size(), 1u);
    EXPECT_EQ(r.lines[0],
              "ply=1 status=ongoing reason=none count=pieces:3/16 "
              "fen=8/8/8/8/4k3/8/8/R3K3 w - 32 5 31");
    const std::string shuffle = "b1d2\nb8d7\nd2b1\nd7b8\n";
    PlayRun early = Play("--variant makruk --profile auto-count", shuffle + "claim\n");
    EXPECT_EQ(early.status, 1);
    EXPECT_EQ(early.lines.size(), 5u);
    PlayRun claim = Play("--variant makruk --profile auto-count", shuffle + shuffle + "claim\n");
    EXPECT_EQ(claim.status, 0);
    ASSERT_EQ(claim.lines.size(), 9u);
    EXPECT_EQ(State(claim.lines[7]), "status=ongoing reason=none count=none");
    EXPECT_EQ(claim.lines[8],
              "ply=8 status=draw reason=repetition count=none "
              "fen=rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 8 5");
}

TEST(PlayCli, MakrukEndings) {
    PlayRun stalemate = Play("--variant makruk --fen 'k7/8/2K5/8/8/P7/8/1R6 w - - 0 40'", "b1b7\n");
    EXPECT_EQ(State(stalemate.lines.back()), "status=draw reason=stalemate count=none");
    PlayRun three = Play("--variant makruk", "b1d2\nb8d7\nd2b1\nd7b8\nb1d2\nb8d7\nd2b1\nd7b8\n");
    ASSERT_EQ(three.lines.size(), 8u);
    EXPECT_EQ(State(three.lines[6]), "status=ongoing reason=none count=none");
    EXPECT_EQ(State(three.lines[7]), "status=draw reason=repetition count=none");
    PlayRun limit =
        Play("--variant makruk --fen 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 200'",
             "b1d2\nb8d7\n");
    ASSERT_EQ(limit.lines.size(), 2u);
    EXPECT_EQ(State(limit.lines[0]), "status=ongoing reason=none count=none");
    EXPECT_EQ(State(limit.lines[1]), "status=draw reason=move-limit count=none");
    PlayRun khuns = Play("--variant makruk --fen '8/8/8/3k4/4M3/8/8/K7 b - - 0 50'", "d5e4\n");
    EXPECT_EQ(State(khuns.lines.back()), "status=draw reason=insufficient-material count=none");
}

TEST(PlayCli, FiftyProfile) {
    const std::string args =
        "--variant makruk --profile fifty --fen '4k3/8/3m4/8/8/P7/8/3R3K w - - 99 60'";
    PlayRun quiet = Play(args, "h1g1\n");
    EXPECT_EQ(quiet.lines.back(),
              "ply=1 status=draw reason=fifty-moves count=none "
              "fen=4k3/8/3m4/8/8/P7/8/3R2K1 b - - 100 60");
    PlayRun bia = Play(args, "a3a4\n");
    EXPECT_EQ(State(bia.lines.back()), "status=ongoing reason=none count=none");
    PlayRun dead =
        Play("--variant makruk --profile fifty --fen '4k3/8/8/8/8/8/8/3KM3 w - - 0 40'", "d1c1\n");
    EXPECT_EQ(dead.status, 1);
    EXPECT_EQ(dead.lines, std::vector<std::string>{"error: game over: insufficient-material"});
    PlayRun deadByCapture =
        Play("--variant makruk --profile fifty --fen '4k3/8/3m4/8/8/8/8/3R1MK1 w - - 0 40'",
             "d1d6\ne8e7\nd6d7\ne7d7\n");
    EXPECT_EQ(State(deadByCapture.lines.back()),
              "status=draw reason=insufficient-material count=none");
}

TEST(PlayCli, XiangqiEndings) {
    PlayRun perpetual = Play("--variant xiangqi --fen '3k5/7R1/9/9/9/9/9/9/9/4K4 w - - 0 1'",
                             "h9h10\nd10d9\nh10h9\nd9d10\nh9h10\nd10d9\nh10h9\nd9d10\n");
    ASSERT_EQ(perpetual.lines.size(), 8u);
    EXPECT_EQ(State(perpetual.lines[7]), "status=black-wins reason=perpetual-check count=none");
    PlayRun mutual =
        Play("--variant xiangqi --profile basic --fen '3k5/5r3/3c5/9/9/9/9/9/3N1K3/3C5 w - - 0 1'",
             "d2f3\nd8f8\nf3d2\nf8d8\nd2f3\nd8f8\nf3d2\nf8d8\n");
    EXPECT_EQ(State(mutual.lines.back()), "status=draw reason=repetition count=none");
    PlayRun plain =
        Play("--variant xiangqi", "b1c3\nb10c8\nc3b1\nc8b10\nb1c3\nb10c8\nc3b1\nc8b10\n");
    EXPECT_EQ(State(plain.lines.back()), "status=draw reason=repetition count=none");
    PlayRun noMoves =
        Play("--variant xiangqi --fen '5k3/9/9/9/9/4R4/6P2/9/3KA4/2B6 w - - 2 35'", "e5e9\n");
    EXPECT_EQ(noMoves.lines.back(),
              "ply=1 status=white-wins reason=no-moves count=none "
              "fen=5k3/4R4/9/9/9/9/6P2/9/3KA4/2B6 b - - 3 35");
    PlayRun mate =
        Play("--variant xiangqi --fen '5k3/9/5P3/9/9/9/9/9/9/R2K5 w - - 0 1'", "a1a10\n");
    EXPECT_EQ(State(mate.lines.back()), "status=white-wins reason=checkmate count=none");
    PlayRun limit = Play(
        "--variant xiangqi --fen 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - "
        "- 0 150'",
        "b10c8\n");
    EXPECT_EQ(State(limit.lines.back()), "status=draw reason=move-limit count=none");
    PlayRun bare = Play("--variant xiangqi --fen '3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1'", "e1e2\n");
    EXPECT_EQ(State(bare.lines.back()), "status=draw reason=insufficient-material count=none");
}

TEST(PlayCli, ResignAndAgreedDraw) {
    PlayRun resign = Play("--variant makruk", "e3e4\nresign\n");
    ASSERT_EQ(resign.lines.size(), 2u);
    EXPECT_EQ(resign.lines[1],
              "ply=1 status=white-wins reason=resignation count=none "
              "fen=rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1");
    PlayRun draw = Play("--variant xiangqi", "draw\n");
    ASSERT_EQ(draw.lines.size(), 1u);
    EXPECT_EQ(State(draw.lines[0]), "status=draw reason=agreement count=none");
    PlayRun after = Play("--variant makruk", "resign\ne3e4\n");
    EXPECT_EQ(after.status, 1);
    EXPECT_EQ(after.lines.back(), "error: game over: resignation");
}

TEST(PlayCli, Errors) {
    PlayRun illegal = Play("--variant makruk", "e3e4\ne4e6\nd6d5\n");
    EXPECT_EQ(illegal.status, 1);
    ASSERT_EQ(illegal.lines.size(), 2u);
    EXPECT_EQ(illegal.lines[1].rfind("error: ", 0), 0u);
    PlayRun junk = Play("--variant makruk", "hello\n");
    EXPECT_EQ(junk.status, 1);
    PlayRun claim = Play("--variant makruk", "claim\n");
    EXPECT_EQ(claim.status, 1);
    EXPECT_EQ(Play("--variant makruk --profile basic", "").status, 2);
    EXPECT_EQ(Play("--variant xiangqi --profile counting", "").status, 2);
    EXPECT_EQ(Play("--variant makruk --fen 'nonsense'", "").status, 2);
    EXPECT_EQ(Play("--variant chess", "").status, 2);
    PlayRun empty = Play("--variant makruk", "");
    EXPECT_EQ(empty.status, 0);
    EXPECT_TRUE(empty.lines.empty());
}

}  // namespace
}  // namespace chatur
