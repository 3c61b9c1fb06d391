// The editor's set-up board: each problem key on a position that has exactly
// that problem, in both games; the promise that a position without a problem
// (other than a finished game) is exactly one ParseFen accepts, over the corpus
// and random edits of it; the tolerant FEN read; Bia ngai written as `m~`.
#include <gtest/gtest.h>

#include <random>

#include "../test_support.h"
#include "core/editor/position_editor.h"
#include "core/notation/fen.h"

namespace chatur::editor {
namespace {

Square Sq(const Variant& v, const char* name) {
    auto s = ParseSquare(v, name);
    EXPECT_TRUE(s) << name;
    return s.value_or(0);
}

PositionEditor Board(const Variant& v, const std::string& fen) {
    PositionEditor b(v);
    FenError error;
    EXPECT_TRUE(b.SetFen(fen, &error)) << fen << ": " << error.message;
    return b;
}

struct ProblemCase {
    const char* fen;
    const char* key;
    Color side;
    PieceType piece;
    const char* square;  // nullptr: not checked
    bool checkmate;
};

void ExpectProblem(const Variant& v, const ProblemCase& c) {
    PositionEditor b = Board(v, c.fen);
    auto p = b.Problem();
    ASSERT_TRUE(p) << c.fen;
    EXPECT_EQ(p->key, c.key) << c.fen;
    EXPECT_EQ(p->side, c.side) << c.fen;
    EXPECT_EQ(p->piece, c.piece) << c.fen;
    if (c.square) {
        EXPECT_EQ(p->square, Sq(v, c.square)) << c.fen;
    }
    EXPECT_EQ(p->checkmate, c.checkmate) << c.fen;
    // Every problem but a finished game is one the FEN parser rejects too.
    bool parses = std::holds_alternative<FenData>(ParseFen(v, b.Fen()));
    EXPECT_EQ(parses, std::string(c.key) == "game-over") << c.fen;
}

TEST(PositionEditor, MakrukProblemKeys) {
    const Variant& v = MakrukVariant();
    const ProblemCase cases[] = {
        {"8/8/8/8/8/8/8/4K3 w", "no-king", Color::Black, PieceType::None, nullptr, false},
        {"7k/8/8/8/8/8/8/8 w", "no-king", Color::White, PieceType::None, nullptr, false},
        {"k3k3/8/8/8/8/8/8/4K3 w", "too-many-kings", Color::Black, PieceType::King, nullptr, false},
        {"7k/8/8/8/8/8/8/RRR1K3 w", "too-many-pieces", Color::White, PieceType::Rook, nullptr,
         false},
        {"7k/8/8/8/8/PPPPPPPP/8/4K3 w", "", Color::White, PieceType::None, nullptr, false},
        {"7k/8/8/8/8/PPPPPPPP/8/MM2K3 w", "too-many-pieces", Color::White, PieceType::Met, nullptr,
         false},
        {"7k/8/8/8/8/PPPPPPPP/8/M~M2K3 w", "too-many-pieces", Color::White, PieceType::BiaNgai,
         nullptr, false},
        // As ParseFen counts: one Met-mover may stand for the set's Met.
        {"7k/8/8/8/8/PPPPPPPP/8/M~3K3 w", "", Color::White, PieceType::None, nullptr, false},
        {"7k/pppppppp/8/8/8/8/8/4K3 b", "impossible-square", Color::Black, PieceType::Pawn, "a7",
         false},
        {"7k/8/P7/8/8/8/8/4K3 w", "impossible-square", Color::White, PieceType::Pawn, "a6", false},
        {"7k/8/8/8/8/8/P7/4K3 w", "impossible-square", Color::White, PieceType::Pawn, "a2", false},
        {"k7/8/8/8/8/8/8/R3K3 w", "opponent-in-check", Color::Black, PieceType::King, "a8", false},
        {"k6R/8/1K6/8/8/8/8/8 b", "game-over", Color::Black, PieceType::None, nullptr, true},
        {"k7/3N4/1K6/8/8/8/8/8 b", "game-over", Color::Black, PieceType::None, nullptr, false},
    };
    for (const ProblemCase& c : cases) {
        if (std::string(c.key).empty()) {
            PositionEditor b = Board(v, c.fen);
            EXPECT_FALSE(b.Problem()) << c.fen << ": " << b.Problem()->key;
            continue;
        }
        ExpectProblem(v, c);
    }
}

TEST(PositionEditor, XiangqiProblemKeys) {
    const Variant& v = XiangqiVariant();
    const ProblemCase cases[] = {
        {"9/9/9/9/9/9/9/9/9/4K4 w", "no-king", Color::Black, PieceType::None, nullptr, false},
        {"3k1k3/9/9/9/9/9/9/9/9/4K4 w", "too-many-kings", Color::Black, PieceType::King, nullptr,
         false},
        {"3k5/9/9/9/9/9/9/9/9/RRR1K4 w", "too-many-pieces", Color::White, PieceType::Rook, nullptr,
         false},
        {"3k5/9/9/9/P8/P1P1P1P1P/9/9/9/4K4 w", "too-many-pieces", Color::White, PieceType::Pawn,
         nullptr, false},
        {"3k5/9/9/9/9/9/9/9/9/A3K4 w", "impossible-square", Color::White, PieceType::Advisor, "a1",
         false},
        {"3k5/9/9/9/9/9/1P7/9/9/4K4 w", "impossible-square", Color::White, PieceType::Pawn, "b4",
         false},
        {"3k5/9/9/9/9/9/9/9/9/3RK4 w", "opponent-in-check", Color::Black, PieceType::King, "d10",
         false},
        {"4k4/9/9/9/9/9/9/9/9/4K4 w", "generals-facing", Color::White, PieceType::None, nullptr,
         false},
        {"3k5/9/3R5/9/9/9/9/9/9/4K4 b", "game-over", Color::Black, PieceType::None, nullptr, true},
        {"3k5/R8/9/9/9/9/9/9/9/4K4 b", "game-over", Color::Black, PieceType::None, nullptr, false},
    };
    for (const ProblemCase& c : cases) ExpectProblem(v, c);
    EXPECT_FALSE(Board(v, "3k5/9/9/9/9/9/9/9/9/4K4 w").Problem());
}

// The first problem in the documented order wins: a missing king before
// anything else, a piece count before a piece's square.
TEST(PositionEditor, ProblemOrder) {
    const Variant& v = MakrukVariant();
    EXPECT_EQ(Board(v, "8/8/P7/8/8/8/8/RRR1K3 w").Problem()->key, "no-king");
    EXPECT_EQ(Board(v, "7k/8/P7/8/8/8/8/RRR1K3 w").Problem()->key, "too-many-pieces");
    EXPECT_EQ(Board(v, "k6R/8/P7/8/8/8/8/7K w").Problem()->key, "impossible-square");
    EXPECT_EQ(Board(v, "k6R/8/8/8/8/8/8/7K w").Problem()->key, "opponent-in-check");
}

// ParseFen is the judge of what a puzzle may hold: a set-up without a problem
// (or whose only problem is that the game is over, which ParseFen does not
// look at) must parse, and every other problem must be a position it rejects.
void ExpectAgreesWithParser(const PositionEditor& b, const std::string& context) {
    auto parsed = ParseFen(b.GetVariant(), b.Fen());
    auto problem = b.Problem();
    bool usable = !problem || problem->key == "game-over";
    bool parses = std::holds_alternative<FenData>(parsed);
    EXPECT_EQ(usable, parses) << context << ": " << b.Fen() << " problem "
                              << (problem ? problem->key : "none") << ", parser "
                              << (parses ? "accepts" : std::get<FenError>(parsed).message);
    if (parses) {
        EXPECT_TRUE(std::get<FenData>(parsed).position == b.GetPosition()) << b.Fen();
    }
}

std::vector<Piece> Palette(const Variant& v) {
    std::vector<Piece> out = {Piece::None, Piece::None, Piece::None};  // removals are common
    for (Color c : {Color::White, Color::Black}) {
        for (const PieceLetter& pl : v.letters) out.push_back(MakePiece(c, pl.type));
        if (v.id == VariantId::Makruk) out.push_back(MakePiece(c, PieceType::BiaNgai));
    }
    return out;
}

TEST(PositionEditor, NoProblemExactlyWhenParseFenAccepts) {
    std::mt19937 rng(20261129);
    int positions = 0, usable = 0;
    for (const char* file : {"makruk-public.jsonl", "xiangqi-public.jsonl", "perft.jsonl"}) {
        for (const test::CorpusRecord& rec : test::LoadCorpus(file)) {
            const Variant* v = FindVariant(rec.variant);
            ASSERT_TRUE(v) << rec.variant;
            PositionEditor original = PositionEditor::FromPosition(test::MustParse(*v, rec.fen));
            ExpectAgreesWithParser(original, rec.fen);
            // A corpus position with no move left is a finished game, nothing else.
            auto p = original.Problem();
            EXPECT_EQ(p.has_value(), rec.moves.empty() && rec.depth < 0 && rec.perft2 == 0)
                << rec.fen;
            std::vector<Piece> palette = Palette(*v);
            std::uniform_int_distribution<int> square(0, v->SquareCount() - 1);
            std::uniform_int_distribution<size_t> piece(0, palette.size() - 1);
            for (int edit = 0; edit < 12; ++edit) {
                PositionEditor b = original;
                ASSERT_TRUE(b.Place(Square(square(rng)), palette[piece(rng)]));
                if (edit % 4 == 3) b.SetSideToMove(~b.SideToMove());
                if (edit % 6 == 5) b.Move(Square(square(rng)), Square(square(rng)));
                ExpectAgreesWithParser(b, rec.fen);
                ++positions;
                usable += !b.Problem();
            }
        }
    }
    // Both outcomes are well represented, so the equivalence was really tested.
    EXPECT_GT(positions, 2000);
    EXPECT_GT(usable, positions / 10);
    EXPECT_LT(usable, positions * 9 / 10);
}

TEST(PositionEditor, SetFenReadsAPlacementTheParserRejects) {
    const Variant& v = MakrukVariant();
    PositionEditor b(v);
    FenError error;
    ASSERT_TRUE(b.SetFen("8/8/8/3r4/8/8/8/4K3 b - - 0 1", &error)) << error.message;
    EXPECT_EQ(b.PieceAt(Sq(v, "d5")), MakePiece(Color::Black, PieceType::Rook));
    EXPECT_EQ(b.SideToMove(), Color::Black);
    auto p = b.Problem();
    ASSERT_TRUE(p);
    EXPECT_EQ(p->key, "no-king");
    EXPECT_EQ(p->side, Color::Black);
    // The author repairs it: a Black Khun makes a puzzle position.
    ASSERT_TRUE(b.Place(Sq(v, "h8"), MakePiece(Color::Black, PieceType::King)));
    EXPECT_FALSE(b.Problem());
    EXPECT_EQ(b.Fen(), "7k/8/8/3r4/8/8/8/4K3 b - - 0 1");
    // A bare placement is read with White to move.
    ASSERT_TRUE(b.SetFen("7k/8/8/8/8/8/8/4K3"));
    EXPECT_EQ(b.SideToMove(), Color::White);
}

TEST(PositionEditor, SetFenRefusesTextThatIsNoFenAndKeepsTheBoard) {
    const Variant& v = MakrukVariant();
    PositionEditor b(v);
    b.SetStart();
    const std::string before = b.Fen();
    for (const char* bad : {"", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8 w",
                            "rnsmksnr/8/ppxppppp/8/8/PPPPPPPP/8/RNSKMSNR w",
                            "rnsmksnr/8/ppppppppp/8/8/PPPPPPPP/8/RNSKMSNR w",
                            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR x"}) {
        FenError error;
        EXPECT_FALSE(b.SetFen(bad, &error)) << bad;
        EXPECT_FALSE(error.message.empty()) << bad;
        EXPECT_EQ(b.Fen(), before) << bad;
    }
}

// The placement reader behind the tolerant read reports the same shape errors
// as ParseFen, word for word, and reads what ParseFen reads.
TEST(PositionEditor, PlacementReaderSharesTheParsersShapeErrors) {
    const Variant& v = MakrukVariant();
    for (const char* placement :
         {"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8", "rnsmksnr/8/ppxppppp/8/8/PPPPPPPP/8/RNSKMSNR",
          "rnsmksnr/8/ppppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
          "rnsmksnr/8/pppp0pppp/8/8/PPPPPPPP/8/RNSKMSNR",
          "rnsmksnr/8/ppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
          "rnsmksnr/8/~ppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
          "rnsmksnr/8/p~ppppppp/8/8/PPPPPPPP/8/RNSKMSNR"}) {
        auto read = ReadFenPlacement(v, placement);
        auto parsed = ParseFen(v, std::string(placement) + " w - - 0 1");
        ASSERT_TRUE(std::holds_alternative<FenError>(read)) << placement;
        ASSERT_TRUE(std::holds_alternative<FenError>(parsed)) << placement;
        EXPECT_EQ(std::get<FenError>(read).message, std::get<FenError>(parsed).message);
    }
    auto two = ReadFenPlacement(v, "k3k3/8/P7/8/8/8/8/8");  // rules broken, shape fine
    ASSERT_TRUE(std::holds_alternative<Position>(two));
    EXPECT_EQ(std::get<Position>(two).CountPieces(Color::Black, PieceType::King), 2);
    auto start = ReadFenPlacement(v, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR");
    ASSERT_TRUE(std::holds_alternative<Position>(start));
    EXPECT_TRUE(std::get<Position>(start) == Position::Start(v));
}

TEST(PositionEditor, BiaNgaiIsPlacedAndWrittenWithTilde) {
    const Variant& v = MakrukVariant();
    PositionEditor b = Board(v, "7k/8/8/8/8/8/8/4K3 w");
    ASSERT_TRUE(b.Place(Sq(v, "c6"), MakePiece(Color::White, PieceType::BiaNgai)));
    ASSERT_TRUE(b.Place(Sq(v, "f2"), MakePiece(Color::Black, PieceType::BiaNgai)));
    EXPECT_EQ(b.Fen(), "7k/8/2M~5/8/8/8/5m~2/4K3 w - - 0 1");
    EXPECT_FALSE(b.Problem());
    PositionEditor back(v);
    ASSERT_TRUE(back.SetFen(b.Fen()));
    EXPECT_EQ(back.PieceAt(Sq(v, "c6")), MakePiece(Color::White, PieceType::BiaNgai));
    EXPECT_EQ(back.PieceAt(Sq(v, "f2")), MakePiece(Color::Black, PieceType::BiaNgai));
    EXPECT_TRUE(back.GetPosition() == b.GetPosition());
}

TEST(PositionEditor, EditingKeepsTheKingSquaresRight) {
    const Variant& v = MakrukVariant();
    PositionEditor b = Board(v, "7k/8/8/8/8/8/8/4K3 w");
    // A second White Khun, then the first one removed: the one left is the king.
    ASSERT_TRUE(b.Place(Sq(v, "a1"), MakePiece(Color::White, PieceType::King)));
    EXPECT_EQ(b.Problem()->key, "too-many-kings");
    b.Remove(Sq(v, "a1"));
    EXPECT_EQ(b.GetPosition().KingSquare(Color::White), Sq(v, "e1"));
    EXPECT_FALSE(b.Problem());
    // Dragging a piece replaces what stood on the target.
    ASSERT_TRUE(b.Place(Sq(v, "a8"), MakePiece(Color::White, PieceType::Rook)));
    EXPECT_EQ(b.Problem()->key, "opponent-in-check");
    ASSERT_TRUE(b.Move(Sq(v, "a8"), Sq(v, "a7")));
    EXPECT_TRUE(IsEmpty(b.PieceAt(Sq(v, "a8"))));
    EXPECT_FALSE(b.Move(Sq(v, "a8"), Sq(v, "a6")));  // nothing there
    ASSERT_TRUE(b.Move(Sq(v, "e1"), Sq(v, "a7")));   // the Khun takes the Rua's square
    EXPECT_EQ(b.GetPosition().KingSquare(Color::White), Sq(v, "a7"));
    EXPECT_EQ(b.GetPosition().CountPieces(Color::White, PieceType::Rook), 0);
    // Squares off the board and pieces of the other game are refused.
    EXPECT_FALSE(b.Place(Square(64), MakePiece(Color::White, PieceType::Rook)));
    EXPECT_FALSE(b.Place(Sq(v, "d4"), MakePiece(Color::White, PieceType::Cannon)));
    EXPECT_TRUE(IsEmpty(b.PieceAt(Sq(v, "d4"))));
    b.Clear();
    EXPECT_EQ(b.GetPosition().CountAll(), 0);
    b.SetStart();
    EXPECT_EQ(b.Fen(), std::string(v.startFen));
    EXPECT_FALSE(b.Problem());
}

}  // namespace
}  // namespace chatur::editor
