// FEN reading and writing: round trips, Fairy-Stockfish's fields, and a table of
// bad FENs, each with the error it must produce.
#include <gtest/gtest.h>

#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/rules/movegen.h"

namespace chatur {
namespace {

TEST(Fen, StartPositionsRoundTrip) {
    for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()}) {
        Position pos = test::MustParse(*v, std::string(v->startFen));
        EXPECT_EQ(ToFen(pos), v->startFen);
    }
}

// The rules place the start position from their own table (they read no FEN):
// the same position as the start FEN, with the same hash key and the moves
// generated in the same order (search and perft depend on that order).
TEST(Fen, RulesStartPositionIsTheStartFen) {
    for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()}) {
        const Position fromFen = test::MustParse(*v, std::string(v->startFen));
        const Position start = Position::Start(*v);
        EXPECT_TRUE(start == fromFen) << v->name;
        EXPECT_EQ(start.Key(), fromFen.Key()) << v->name;
        EXPECT_EQ(ToFen(start), v->startFen);
        const MoveList a = LegalMoves(start);
        const MoveList b = LegalMoves(fromFen);
        ASSERT_EQ(a.Size(), b.Size()) << v->name;
        for (int i = 0; i < a.Size(); ++i) EXPECT_TRUE(a[i] == b[i]) << v->name << " move " << i;
    }
}

TEST(Fen, ReadsFairyStockfishCountFields) {
    auto parsed = ParseFen(MakrukVariant(), "8/1M6/3k4/8/8/2R5/8/5K2 w - 32 33 162");
    ASSERT_TRUE(std::holds_alternative<FenData>(parsed));
    const FenData& d = std::get<FenData>(parsed);
    EXPECT_EQ(d.countLimitPlies, 32);
    EXPECT_EQ(d.halfmove, 33);
    EXPECT_EQ(d.fullmove, 162);
}

TEST(Fen, PromotedMarkAndAliases) {
    Position p = test::MustParse(MakrukVariant(), "4k3/8/3m~4/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(p.PieceAt(*ParseSquare(MakrukVariant(), "d6")),
              MakePiece(Color::Black, PieceType::BiaNgai));
    // Xiangqi accepts e/h for elephant/horse and writes b/n.
    Position x = test::MustParse(
        XiangqiVariant(), "rhea1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AEHR w");
    EXPECT_EQ(BoardFen(x), "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w");
}

TEST(Fen, SquaresAndMovesUseOneBasedRanks) {
    const Variant& x = XiangqiVariant();
    EXPECT_EQ(SquareName(x, x.MakeSquare(0, 9)), "a10");
    EXPECT_EQ(ParseSquare(x, "i10"), x.MakeSquare(8, 9));
    EXPECT_FALSE(ParseSquare(x, "a0"));
    EXPECT_FALSE(ParseSquare(x, "a11"));
    EXPECT_FALSE(ParseSquare(x, "j1"));
    Position start = Position::Start(x);
    EXPECT_TRUE(std::holds_alternative<Move>(ParseLegalMove(start, "h3e3")));
    EXPECT_EQ(std::get<MoveError>(ParseLegalMove(start, "h3h11")).message,
              "'h11' is not a square of this board");
    EXPECT_EQ(std::get<MoveError>(ParseLegalMove(start, "e4e6")).message,
              "e4e6 is not a legal move here");
    Position mk = test::MustParse(MakrukVariant(), "4k3/8/8/3P4/8/8/8/K7 w");
    EXPECT_EQ(MoveToString(MakrukVariant(), std::get<Move>(ParseLegalMove(mk, "d5d6"))), "d5d6m");
    EXPECT_EQ(std::get<MoveError>(ParseLegalMove(mk, "a1a2m")).message, "a1a2m is not a promotion");
}

struct BadFen {
    const char* variant;
    const char* fen;
    const char* error;
};

const BadFen kBadFens[] = {
    {"makruk", "", "empty FEN"},
    {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
     "side to move is missing (expected w or b)"},
    {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR x - - 0 1",
     "invalid side to move 'x' (expected w or b)"},
    {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/RNSKMSNR w", "expected 8 ranks, found 7"},
    {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNRR w",
     "rank 1 is too long (more than 8 squares)"},
    {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN w",
     "rank 1 is too short (7 of 8 squares)"},
    {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKQSNR w",
     "unknown piece letter 'Q' in rank 1"},
    {"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSMMSNR w", "missing white Khun"},
    {"makruk", "rnskksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w", "more than one black Khun"},
    {"makruk", "4k3/8/8/8/8/8/P7/K7 w", "white Bia on a2: a Bia can never stand on that rank"},
    {"makruk", "4k3/8/P7/8/8/8/8/K7 w", "white Bia on a6: a Bia can never stand on that rank"},
    {"makruk", "4k3/8/8/8/8/p7/8/K7 w", "black Bia on a3: a Bia can never stand on that rank"},
    {"makruk", "4k3/8/8/8/8/8/8/K3r3 b", "the side not to move (white) is in check"},
    {"makruk", "4k3/8/8/8/8/8/8/K7 w - e3 0 1",
     "invalid field 4 'e3' (expected - or a count limit in plies)"},
    {"makruk", "4k3/8/8/8/8/8/8/K7 w KQ - 0 1", "invalid castling field 'KQ' (expected -)"},
    {"makruk", "4k3/8/8/8/8/8/8/K7 w - - x 1", "invalid half-move field 'x'"},
    {"makruk", "4k3/8/8/8/8/8/8/K7 w - - 0 1 9", "too many fields (7, at most 6)"},
    {"makruk", "4k3/8/8/8/8/8/8/K3S~3 w", "'~' (promoted) is only allowed after m/M, not 'S'"},
    {"makruk", "4k3/8/8/8/8/8/8/K1RRR3 w", "too many white Rua pieces (3)"},
    {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
     "side to move is missing (expected w or b)"},
    {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w",
     "expected 10 ranks, found 9"},
    {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",
     "rank 1 is too long (more than 9 squares)"},
    {"xiangqi", "4k4/9/9/9/9/9/9/9/9/K8 w",
     "white general on a1 is outside the points it can ever reach"},
    {"xiangqi", "4k4/9/9/9/9/9/9/9/9/3KA4 w",
     "white advisor on e1 is outside the points it can ever reach"},
    {"xiangqi", "4k4/9/9/9/B8/9/9/9/9/3K5 w",
     "white elephant on a6 is outside the points it can ever reach"},
    {"xiangqi", "4k4/9/9/9/9/9/9/1P7/9/3K5 w",
     "white soldier on b3 is outside the points it can ever reach"},
    {"xiangqi", "4k4/9/9/9/9/9/1P7/9/9/3K5 w",
     "white soldier on b4 is outside the points it can ever reach"},
    {"xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w", "the two generals face each other on an open file"},
    {"xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - e3 0 1", "invalid field 4 'e3' (expected -)"},
    {"xiangqi", "3k5/9/9/9/9/9/9/9/9/4K3q w", "unknown piece letter 'q' in rank 1"},
};

// The GUI words an error from its problem and details, not from the message.
TEST(Fen, BadFensNameTheirProblemAndItsDetails) {
    auto error = [](const char* variant, const char* fen) {
        auto parsed = ParseFen(*FindVariant(variant), fen);
        EXPECT_TRUE(std::holds_alternative<FenError>(parsed)) << fen;
        return std::holds_alternative<FenError>(parsed) ? std::get<FenError>(parsed) : FenError{};
    };
    const Variant& mk = *FindVariant("makruk");
    EXPECT_EQ(error("makruk", "").problem, FenProblem::Empty);
    FenError e = error("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/RNSKMSNR w");
    EXPECT_EQ(e.problem, FenProblem::RankCount);
    EXPECT_EQ(e.number, 7);
    e = error("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN w");
    EXPECT_EQ(e.problem, FenProblem::RankTooShort);
    EXPECT_EQ(e.rank, 1);
    EXPECT_EQ(e.number, 7);
    e = error("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKQSNR w");
    EXPECT_EQ(e.problem, FenProblem::UnknownLetter);
    EXPECT_EQ(e.text, "Q");
    e = error("makruk", "4k3/8/P7/8/8/8/8/K7 w");
    EXPECT_EQ(e.problem, FenProblem::PieceOutOfReach);
    EXPECT_EQ(e.side, Color::White);
    EXPECT_EQ(e.piece, PieceType::Pawn);
    EXPECT_EQ(SquareName(mk, e.square), "a6");
    e = error("makruk", "4k3/8/8/8/8/8/8/K1RRR3 w");
    EXPECT_EQ(e.problem, FenProblem::TooManyPieces);
    EXPECT_EQ(e.piece, PieceType::Rook);
    EXPECT_EQ(e.number, 3);
    e = error("makruk", "4k3/8/8/8/8/8/8/K3r3 b");
    EXPECT_EQ(e.problem, FenProblem::NotToMoveInCheck);
    EXPECT_EQ(e.side, Color::White);
    EXPECT_EQ(error("makruk", "rnskksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w").problem,
              FenProblem::SecondKing);
    EXPECT_EQ(error("makruk", "4k3/8/8/8/8/8/8/K7 w - e3 0 1").problem, FenProblem::BadCountLimit);
    EXPECT_EQ(error("makruk", "4k3/8/8/8/8/8/8/K7 w - - 0 1 9").problem, FenProblem::TooManyFields);
    EXPECT_EQ(error("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w").problem, FenProblem::GeneralsFacing);
}

TEST(Fen, BadFensGiveTheirError) {
    for (const BadFen& b : kBadFens) {
        auto parsed = ParseFen(*FindVariant(b.variant), b.fen);
        ASSERT_TRUE(std::holds_alternative<FenError>(parsed)) << b.fen;
        EXPECT_EQ(std::get<FenError>(parsed).message, b.error) << b.fen;
    }
}

TEST(Fen, GarbageNeverCrashes) {
    const char* junk[] = {"/",
                          "//////////",
                          "9999999999999999999 w",
                          "k~ w",
                          "~",
                          "8/8/8/8/8/8/8/8/8 w",
                          "K7/8/8/8/8/8/8/k7 w - 99999999999 0 1",
                          "\xff\xfe",
                          "1 1 1 1 1 1"};
    for (const char* j : junk)
        for (const Variant* v : {&MakrukVariant(), &XiangqiVariant()})
            EXPECT_TRUE(std::holds_alternative<FenError>(ParseFen(*v, j)) ||
                        std::holds_alternative<FenData>(ParseFen(*v, j)));
}

}  // namespace
}  // namespace chatur
