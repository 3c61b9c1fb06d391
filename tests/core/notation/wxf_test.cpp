// WXF for Xiangqi: files counted from each side's right, the three directions,
// tandem pieces (`R+`, `-C`), the WXF's rules for three to five soldiers on a
// file and for tandem soldiers on two files, Fairy-Stockfish's index form, the
// errors, and the round trip over every legal move of the reference corpus.
#include <gtest/gtest.h>

#include <set>

#include "../test_support.h"
#include "core/notation/wxf.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

const Variant& X() {
    return XiangqiVariant();
}

std::string Read(const Position& pos, const std::string& wxf) {
    auto parsed = ParseWxf(pos, wxf);
    if (auto* e = std::get_if<MoveError>(&parsed)) return e->message;
    return MoveToString(X(), std::get<Move>(parsed));
}

std::string Write(const Position& pos, const std::string& coord) {
    auto parsed = ParseLegalMove(pos, coord);
    EXPECT_TRUE(std::holds_alternative<Move>(parsed)) << coord;
    if (!std::holds_alternative<Move>(parsed)) return "";
    return ToWxf(pos, std::get<Move>(parsed));
}

Position Start(Color side) {
    std::string fen(X().startFen);
    if (side == Color::Black) fen.replace(fen.find(" w "), 3, " b ");
    return test::MustParse(X(), fen);
}

TEST(Wxf, RedCountsFilesFromItsRight) {
    Position pos = Start(Color::White);
    EXPECT_EQ(Read(pos, "C2.5"), "h3e3");
    EXPECT_EQ(Read(pos, "C2=5"), "h3e3");
    EXPECT_EQ(Read(pos, "C25"), "h3e3");  // sideways without a sign, as in Chinese books
    EXPECT_EQ(Read(pos, "H2+3"), "h1g3");
    EXPECT_EQ(Read(pos, "N2+3"), "h1g3");
    EXPECT_EQ(Read(pos, "E3+5"), "g1e3");
    EXPECT_EQ(Read(pos, "B7+5"), "c1e3");
    EXPECT_EQ(Read(pos, "A4+5"), "f1e2");
    EXPECT_EQ(Read(pos, "K5+1"), "e1e2");
    EXPECT_EQ(Read(pos, "R1+2"), "i1i3");
    EXPECT_EQ(Read(pos, "P7+1"), "c4c5");
    EXPECT_EQ(Read(pos, "C8+7"), "b3b10");
    EXPECT_EQ(Write(pos, "h3e3"), "C2.5");
    EXPECT_EQ(Write(pos, "h1g3"), "H2+3");
    EXPECT_EQ(Write(pos, "c1e3"), "E7+5");
    EXPECT_EQ(Write(pos, "b3b10"), "C8+7");
}

TEST(Wxf, BlackCountsFilesFromItsOwnRight) {
    Position pos = Start(Color::Black);
    EXPECT_EQ(Read(pos, "C8.5"), "h8e8");
    EXPECT_EQ(Read(pos, "H8+7"), "h10g8");
    EXPECT_EQ(Read(pos, "H2+3"), "b10c8");
    EXPECT_EQ(Read(pos, "h2+3"), "b10c8");  // Black's moves in lower case
    EXPECT_EQ(Read(pos, "c8.5"), "h8e8");
    EXPECT_EQ(Read(pos, "R9+2"), "i10i8");
    EXPECT_EQ(Write(pos, "b8e8"), "C2.5");
    EXPECT_EQ(Write(pos, "g10e8"), "E7+5");
}

TEST(Wxf, TwoPiecesOnAFileAreFrontAndRear) {
    Position pos = test::MustParse(X(), "3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1");
    EXPECT_EQ(Read(pos, "+R+1"), "a2a3");
    EXPECT_EQ(Read(pos, "R++1"), "a2a3");
    EXPECT_EQ(Read(pos, "R+.2"), "a2h2");
    EXPECT_EQ(Read(pos, "-R.8"), "a1b1");
    EXPECT_EQ(Read(pos, "R-=8"), "a1b1");
    EXPECT_EQ(Read(pos, "R9+1"), "a2a3");  // only the front one can
    EXPECT_EQ(Read(pos, "R9.8"), "R9.8 is ambiguous: a1b1 or a2b2");
    EXPECT_EQ(Read(pos, "-R+1"), "-R+1: the chariot on a1 has no such move");
    EXPECT_EQ(Write(pos, "a2a3"), "R++1");
    EXPECT_EQ(Write(pos, "a1b1"), "R-.8");
    // Black's front is the lower rank.
    Position black = test::MustParse(X(), "3k4r/8r/9/9/9/9/9/9/9/4K4 b - - 0 1");
    EXPECT_EQ(Read(black, "+R+1"), "i9i8");
    EXPECT_EQ(Read(black, "-R.8"), "i10h10");
    EXPECT_EQ(Write(black, "i9i8"), "R++1");
}

TEST(Wxf, ThreeToFiveSoldiersOnAFile) {
    // Three on Red's file 5: front, middle (by its file) and rear.
    Position three = test::MustParse(X(), "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1");
    EXPECT_EQ(Read(three, "P+.4"), "e8f8");
    EXPECT_EQ(Read(three, "P5.4"), "e7f7");
    EXPECT_EQ(Read(three, "P-.4"), "e6f6");
    EXPECT_EQ(Read(three, "15=4"), "e8f8");  // Fairy-Stockfish: first from the front
    EXPECT_EQ(Read(three, "25=4"), "e7f7");
    EXPECT_EQ(Write(three, "e8f8"), "P+.4");
    EXPECT_EQ(Write(three, "e7f7"), "P5.4");
    EXPECT_EQ(Write(three, "e6d6"), "P-.6");
    // Four: `++`, `P+`, `P-`, `--`; the file alone names none of them.
    Position four = test::MustParse(X(), "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
    EXPECT_EQ(Read(four, "++.4"), "e9f9");
    EXPECT_EQ(Read(four, "P+.4"), "e8f8");
    EXPECT_EQ(Read(four, "P-.4"), "e7f7");
    EXPECT_EQ(Read(four, "--.4"), "e6f6");
    EXPECT_EQ(Read(four, "P5.4"), "P5.4 is ambiguous: e6f6, e7f7, e8f8 or e9f9");
    EXPECT_EQ(Write(four, "e9f9"), "++.4");
    EXPECT_EQ(Write(four, "e8f8"), "P+.4");
    EXPECT_EQ(Write(four, "e6f6"), "--.4");
    EXPECT_EQ(Read(three, "++.4"), "++.4: Red has no four or five soldiers on one file");
}

TEST(Wxf, TandemSoldiersOnTwoFilesNameTheirFile) {
    // Three on Red's file 5 and two on file 7.
    Position pos = test::MustParse(X(), "5k3/9/4P4/2P1P4/2P1P4/9/9/9/9/3K5 w - - 0 1");
    EXPECT_EQ(Read(pos, "5+.4"), "e8f8");
    EXPECT_EQ(Read(pos, "55.4"), "e7f7");
    EXPECT_EQ(Read(pos, "5-.4"), "e6f6");
    EXPECT_EQ(Read(pos, "7+.6"), "c7d7");
    EXPECT_EQ(Read(pos, "7-+1"), "7-+1: the soldier on c6 has no such move");
    EXPECT_EQ(Write(pos, "e7f7"), "55.4");
    EXPECT_EQ(Write(pos, "c7b7"), "7+.8");
    EXPECT_EQ(Write(pos, "e6d6"), "5-.6");
}

TEST(Wxf, ErrorsSayWhatDidNotFit) {
    Position pos = Start(Color::White);
    EXPECT_EQ(Read(pos, "C3.5"), "C3.5: Red has no cannon on file 3");
    EXPECT_EQ(Read(pos, "+R+1"), "+R+1: Red has no two chariots on one file");
    EXPECT_EQ(Read(pos, "H2+4"), "H2+4: the horse on h1 has no such move");
    EXPECT_EQ(Read(pos, "R1.5"), "R1.5: the chariot on i1 has no such move");
    EXPECT_EQ(Read(pos, "X2.5"), "X2.5 is not a move in WXF (e.g. C2.5, H8+7, R+-1)");
    EXPECT_EQ(Read(pos, "C2.0"), "C2.0 is not a move in WXF (e.g. C2.5, H8+7, R+-1)");
    EXPECT_TRUE(LooksLikeWxf("+R+1"));
    EXPECT_TRUE(LooksLikeWxf("C2.5+"));
    EXPECT_FALSE(LooksLikeWxf("Ce3"));
    EXPECT_FALSE(LooksLikeWxf("h3e3"));
}

// Every legal move of every corpus position: ToWxf then ParseWxf gives it back,
// and no two moves of a position are written alike.
TEST(Wxf, RoundTripOverTheXiangqiCorpus) {
    int moves = 0, failures = 0;
    for (const auto& r : test::LoadCorpus("xiangqi-public.jsonl")) {
        Position pos = test::MustParse(X(), r.fen);
        std::set<std::string> written;
        for (Move m : LegalMoves(pos)) {
            ++moves;
            std::string wxf = ToWxf(pos, m);
            auto back = ParseWxf(pos, wxf);
            bool ok = written.insert(wxf).second && std::holds_alternative<Move>(back) &&
                      std::get<Move>(back) == m;
            if (!ok && ++failures <= 5)
                ADD_FAILURE() << r.fen << " " << MoveToString(X(), m) << " -> " << wxf << " -> "
                              << (std::holds_alternative<MoveError>(back)
                                      ? std::get<MoveError>(back).message
                                      : MoveToString(X(), std::get<Move>(back)));
        }
    }
    EXPECT_GT(moves, 10000);
    EXPECT_EQ(failures, 0);
}

}  // namespace
}  // namespace chatur
