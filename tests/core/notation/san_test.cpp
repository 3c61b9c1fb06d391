// SAN for Makruk and Xiangqi as Fairy-Stockfish writes it: the writer's letters,
// disambiguation, promotion and check marks, the reader's errors (ambiguous, no
// such piece, nothing to capture), the round trip over every legal move of the
// reference corpus, and ParseMoveText choosing between the notations.
#include <gtest/gtest.h>

#include <set>

#include "../test_support.h"
#include "core/notation/move_text.h"
#include "core/notation/san.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

Move Coord(const Position& pos, const std::string& text) {
    auto parsed = ParseLegalMove(pos, text);
    EXPECT_TRUE(std::holds_alternative<Move>(parsed)) << text;
    return std::holds_alternative<Move>(parsed) ? std::get<Move>(parsed) : Move();
}

// The move `san` names, in coordinate form, or the error text.
std::string Read(const Position& pos, const std::string& san) {
    auto parsed = ParseSan(pos, san);
    if (auto* e = std::get_if<MoveError>(&parsed)) return e->message;
    return MoveToString(pos.GetVariant(), std::get<Move>(parsed));
}

std::string Write(const Position& pos, const std::string& coord) {
    return ToSan(pos, Coord(pos, coord));
}

TEST(San, MakrukLettersFromTheStartPosition) {
    const Variant& v = MakrukVariant();
    Position pos = test::MustParse(v, std::string(v.startFen));
    EXPECT_EQ(Write(pos, "b1d2"), "Nd2");
    EXPECT_EQ(Write(pos, "c1d2"), "Sd2");
    EXPECT_EQ(Write(pos, "e1d2"), "Md2");
    EXPECT_EQ(Write(pos, "d1d2"), "Kd2");
    EXPECT_EQ(Write(pos, "e3e4"), "e4");
    EXPECT_EQ(Read(pos, "Nd2"), "b1d2");
    EXPECT_EQ(Read(pos, "Se2"), "f1e2");
    EXPECT_EQ(Read(pos, "e4"), "e3e4");
    EXPECT_EQ(Read(pos, "Pe4"), "e3e4");     // the Bia's letter may be written
    EXPECT_EQ(Read(pos, "Nd2+!?"), "b1d2");  // marks are ignored
    EXPECT_EQ(Read(pos, "Ng1-e2"), "g1e2");  // long form
}

TEST(San, DisambiguationByFileRankOrSquare) {
    const Variant& v = MakrukVariant();
    Position files = test::MustParse(v, "4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1");
    EXPECT_EQ(Read(files, "Nc3"), "Nc3 is ambiguous: b1c3 or d1c3");
    EXPECT_EQ(Write(files, "b1c3"), "Nbc3");
    EXPECT_EQ(Read(files, "Nbc3"), "b1c3");
    EXPECT_EQ(Read(files, "Ndc3"), "d1c3");
    Position ranks = test::MustParse(v, "4k3/8/8/1N6/8/8/8/1N2K3 w - - 0 1");
    EXPECT_EQ(Write(ranks, "b5c3"), "N5c3");
    EXPECT_EQ(Read(ranks, "N1c3"), "b1c3");
    // Three Mets around d4: the one on c3 shares a file with c5 and a rank with e3.
    Position mets = test::MustParse(v, "4k3/8/8/2M5/8/2M1M3/8/4K3 w - - 0 1");
    EXPECT_EQ(Write(mets, "c3d4"), "Mc3d4");
    EXPECT_EQ(Write(mets, "c5d4"), "M5d4");
    EXPECT_EQ(Write(mets, "e3d4"), "Med4");
    EXPECT_EQ(Read(mets, "Md4"), "Md4 is ambiguous: c3d4, e3d4 or c5d4");
    EXPECT_EQ(Read(mets, "Mcd4"), "Mcd4 is ambiguous: c3d4 or c5d4");
}

TEST(San, CapturesAndTheirErrors) {
    const Variant& v = MakrukVariant();
    Position pos = test::MustParse(v, "4k2r/8/8/8/7N/8/8/4K2R w - - 0 1");
    EXPECT_EQ(Read(pos, "Rxh8"), "Rxh8: no Rua can capture on h8");
    EXPECT_EQ(Read(pos, "Rh8"), "Rh8: no Rua can move to h8");
    EXPECT_EQ(Read(pos, "Rxh3"), "Rxh3: there is nothing to capture on h3");
    EXPECT_EQ(Read(pos, "Rah3"), "Rah3: no Rua on the a-file can move to h3");
    EXPECT_EQ(Read(pos, "Rh9"), "Rh9: 'h9' is not a square of this board");
    EXPECT_EQ(Read(pos, "Qh3"), "Qh3 is not a move in SAN (e.g. Nd2, exd5, c6=M)");
    Position bia = test::MustParse(v, "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1");
    EXPECT_EQ(Write(bia, "e4d5"), "exd5");  // a Bia's capture names its file
    EXPECT_EQ(Read(bia, "exd5"), "e4d5");
    EXPECT_EQ(Read(bia, "d5"), "d5: no Bia can move to d5");
    EXPECT_EQ(Read(bia, "Nd5"), "Nd5: no Ma can move to d5");
}

TEST(San, PromotionAndCheckMarks) {
    const Variant& v = MakrukVariant();
    Position pos = test::MustParse(v, "4k3/8/8/4P3/8/8/8/4K2R w - - 0 1");
    Move promote = Coord(pos, "e5e6");
    ASSERT_TRUE(promote.IsPromotion());
    EXPECT_EQ(ToSan(pos, promote), "e6=M");
    EXPECT_EQ(Read(pos, "e6=M"), "e5e6m");
    EXPECT_EQ(Read(pos, "e6"), "e5e6m");  // never a choice, so the suffix may be left out
    EXPECT_EQ(Read(pos, "e6M"), "e5e6m");
    EXPECT_EQ(Read(pos, "Rh8+"), "h1h8");
    EXPECT_EQ(Write(pos, "h1h8"), "Rh8+");
    Position mate = test::MustParse(v, "4k3/8/4K3/8/8/8/8/7R w - - 0 1");
    EXPECT_EQ(Write(mate, "h1h8"), "Rh8#");
    // A promoted Bia is written as the Met it moves as.
    Position ngai = test::MustParse(v, "4k3/8/3M~4/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(Write(ngai, "d6e7"), "Me7");
    EXPECT_EQ(Read(ngai, "Me7"), "d6e7");
    Position black = test::MustParse(v, "4k3/8/8/8/3p4/8/8/K7 b - - 0 1");
    EXPECT_EQ(Write(black, "d4d3"), "d3=M");
    EXPECT_EQ(Read(black, "d3=M"), "d4d3m");
    Position quiet = test::MustParse(v, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");
    EXPECT_EQ(Read(quiet, "e5=M"), "e5=M: that move is not a promotion");
}

TEST(San, XiangqiLettersAndTenRanks) {
    const Variant& v = XiangqiVariant();
    Position pos = test::MustParse(v, std::string(v.startFen));
    EXPECT_EQ(Write(pos, "h3e3"), "Che3");  // both cannons can go to e3
    EXPECT_EQ(Write(pos, "b1c3"), "Hc3");
    EXPECT_EQ(Write(pos, "c1e3"), "Ece3");
    EXPECT_EQ(Write(pos, "e4e5"), "Pe5");  // Fairy-Stockfish writes the soldier's P
    EXPECT_EQ(Write(pos, "a1a2"), "Ra2");
    EXPECT_EQ(Read(pos, "Nc3"), "b1c3");
    EXPECT_EQ(Read(pos, "Be3"), "Be3 is ambiguous: c1e3 or g1e3");
    EXPECT_EQ(Read(pos, "Bge3"), "g1e3");
    EXPECT_EQ(Read(pos, "e5"), "e4e5");
    EXPECT_EQ(Read(pos, "Cxb10"), "b3b10");  // over the screen on b8
    EXPECT_EQ(Write(pos, "b3b10"), "Cxb10");
    EXPECT_EQ(Read(pos, "Rxa10"), "Rxa10: no chariot can capture on a10");
    EXPECT_EQ(Read(pos, "Hxb10"), "Hxb10: no horse can capture on b10");
    EXPECT_EQ(Read(pos, "Cxb9"), "Cxb9: there is nothing to capture on b9");
    std::string blackFen(v.startFen);
    blackFen.replace(blackFen.find(" w "), 3, " b ");
    Position black = test::MustParse(v, blackFen);
    ASSERT_EQ(black.SideToMove(), Color::Black);
    EXPECT_EQ(Write(black, "a10a9"), "Ra9");
    EXPECT_EQ(Read(black, "Ra9"), "a10a9");
    EXPECT_EQ(Read(black, "Ra10a9"), "a10a9");
}

// Every legal move of every corpus position: ToSan then ParseSan gives it back,
// and no two moves of a position are written alike.
void RoundTrip(const std::string& file, const Variant& v) {
    int moves = 0, failures = 0;
    for (const auto& r : test::LoadCorpus(file)) {
        Position pos = test::MustParse(v, r.fen);
        std::set<std::string> written;
        for (Move m : LegalMoves(pos)) {
            ++moves;
            std::string san = ToSan(pos, m);
            auto back = ParseSan(pos, san);
            auto any = ParseMoveText(pos, san);
            bool ok = written.insert(san).second && std::holds_alternative<Move>(back) &&
                      std::get<Move>(back) == m && std::holds_alternative<Move>(any) &&
                      std::get<Move>(any) == m;
            if (!ok && ++failures <= 5)
                ADD_FAILURE() << r.fen << " " << MoveToString(v, m) << " -> " << san << " -> "
                              << (std::holds_alternative<MoveError>(back)
                                      ? std::get<MoveError>(back).message
                                      : MoveToString(v, std::get<Move>(back)));
        }
    }
    EXPECT_GT(moves, 10000);
    EXPECT_EQ(failures, 0);
}

TEST(San, RoundTripOverTheMakrukCorpus) {
    RoundTrip("makruk-public.jsonl", MakrukVariant());
}
TEST(San, RoundTripOverTheXiangqiCorpus) {
    RoundTrip("xiangqi-public.jsonl", XiangqiVariant());
}

TEST(MoveText, TriesCoordinatesThenSanThenWxf) {
    const Variant& x = XiangqiVariant();
    Position pos = test::MustParse(x, std::string(x.startFen));
    auto read = [&](const std::string& text) {
        auto parsed = ParseMoveText(pos, text);
        if (auto* e = std::get_if<MoveError>(&parsed)) return e->message;
        return MoveToString(x, std::get<Move>(parsed));
    };
    EXPECT_EQ(read("h3e3"), "h3e3");
    EXPECT_EQ(read("Che3"), "h3e3");
    EXPECT_EQ(read("C2.5"), "h3e3");
    EXPECT_EQ(read("h3h11"), "'h11' is not a square of this board");
    EXPECT_EQ(read("Ce3"), "Ce3 is ambiguous: b3e3 or h3e3");
    EXPECT_EQ(read("C3.5"), "C3.5: Red has no cannon on file 3");
    EXPECT_EQ(read("Z9"),
              "'Z9' is not a move (write coordinates as h3e3, SAN as Ce3 or WXF as C2.5)");
    const Variant& m = MakrukVariant();
    Position mk = test::MustParse(m, std::string(m.startFen));
    auto parsed = ParseMoveText(mk, "C2.5");  // no WXF in Makruk
    ASSERT_TRUE(std::holds_alternative<MoveError>(parsed));
    EXPECT_EQ(std::get<MoveError>(parsed).message,
              "'C2.5' is not a move (write coordinates as d3d4 or SAN as Nd2)");
    // Broken texts are errors, never a move and never a crash.
    for (const char* junk :
         {"",    "x",     "=M",  "e=M", "+",   "++",  "--.",    "R",    "Rx", "Ra",
          "a00", "Ra100", "e6=", "P7=", "33.", "+R+", "C2.5.5", "Nxx3", "~",  "0-0"})
        for (const Position* p : {&pos, &mk}) {
            auto junkParsed = ParseMoveText(*p, junk);
            EXPECT_TRUE(std::holds_alternative<MoveError>(junkParsed)) << junk;
        }
    EXPECT_TRUE(LooksLikeCoordinateMove("a10a9"));
    EXPECT_TRUE(LooksLikeCoordinateMove("a5a6m"));
    EXPECT_FALSE(LooksLikeCoordinateMove("Nd2"));
    EXPECT_FALSE(LooksLikeCoordinateMove("a5a6q"));
}

}  // namespace
}  // namespace chatur
