// The text board's core: the position read piece by piece, by rank and file,
// one piece's range, and typed lines read as commands (English always, the UI
// language's keywords too) or as moves in coordinate form, SAN, WXF or Thai
// square names.
#include <gtest/gtest.h>

#include <algorithm>

#include "../test_support.h"
#include "core/notation/coord.h"
#include "core/trainer/board_interaction.h"
#include "core/trainer/board_reading.h"
#include "core/trainer/text_command.h"

namespace chatur {
namespace {

const Variant& Makruk() {
    return *FindVariant("makruk");
}
const Variant& Xiangqi() {
    return *FindVariant("xiangqi");
}
Square Sq(const Variant& v, const char* name) {
    return *ParseSquare(v, name);
}

TEST(BoardReadingTest, MakrukPiecesAreListedKhunMetKhonMaRuaBia) {
    const Position pos = Position::Start(Makruk());
    const auto white = PiecesOf(pos, Color::White);
    ASSERT_EQ(white.size(), 16u);
    const Variant& v = Makruk();
    EXPECT_EQ(white[0], (PlacedPiece{MakePiece(Color::White, PieceType::King), Sq(v, "d1")}));
    EXPECT_EQ(white[1], (PlacedPiece{MakePiece(Color::White, PieceType::Met), Sq(v, "e1")}));
    EXPECT_EQ(white[2], (PlacedPiece{MakePiece(Color::White, PieceType::Khon), Sq(v, "c1")}));
    EXPECT_EQ(white[3].square, Sq(v, "f1"));
    EXPECT_EQ(TypeOf(white[4].piece), PieceType::Horse);
    EXPECT_EQ(TypeOf(white[6].piece), PieceType::Rook);
    EXPECT_EQ(white[8], (PlacedPiece{MakePiece(Color::White, PieceType::Pawn), Sq(v, "a3")}));
    const auto black = PiecesOf(pos, Color::Black);
    EXPECT_EQ(black[0], (PlacedPiece{MakePiece(Color::Black, PieceType::King), Sq(v, "e8")}));
}

TEST(BoardReadingTest, XiangqiPiecesAreListedGeneralFirstSoldiersLast) {
    const Position pos = Position::Start(Xiangqi());
    const auto red = PiecesOf(pos, Color::White);
    ASSERT_EQ(red.size(), 16u);
    EXPECT_EQ(red[0], (PlacedPiece{MakePiece(Color::White, PieceType::King), Sq(Xiangqi(), "e1")}));
    EXPECT_EQ(TypeOf(red[1].piece), PieceType::Advisor);
    EXPECT_EQ(TypeOf(red[5].piece), PieceType::Horse);
    EXPECT_EQ(TypeOf(red[9].piece), PieceType::Cannon);
    EXPECT_EQ(TypeOf(red[11].piece), PieceType::Pawn);
}

TEST(BoardReadingTest, RanksAndFilesListTheirPiecesInOrder) {
    const Variant& v = Xiangqi();
    const Position pos = Position::Start(v);
    const auto rank3 = PiecesOnRank(pos, 2);
    ASSERT_EQ(rank3.size(), 2u);  // the cannons on b3 and h3
    EXPECT_EQ(rank3[0].square, Sq(v, "b3"));
    EXPECT_EQ(rank3[1].square, Sq(v, "h3"));
    EXPECT_TRUE(PiecesOnRank(pos, 4).empty());
    const auto fileA = PiecesOnFile(pos, 0);
    ASSERT_EQ(fileA.size(), 4u);
    EXPECT_EQ(fileA[0].square, Sq(v, "a1"));
    EXPECT_EQ(fileA[3].square, Sq(v, "a10"));
    EXPECT_TRUE(PiecesOnFile(pos, 9).empty());  // off the board
}

TEST(BoardReadingTest, RangeIsWhatTheBoardHighlights) {
    const Variant& v = Makruk();
    const Position pos = test::MustParse(v, "4k3/8/8/4p3/3M4/2P5/8/4K3 w - - 0 1");
    const PieceRange met = RangeOf(pos, Sq(v, "d4"));
    EXPECT_EQ(met.piece, MakePiece(Color::White, PieceType::Met));
    EXPECT_TRUE(met.destinations.quiet.test(Sq(v, "c5")));
    EXPECT_TRUE(met.destinations.quiet.test(Sq(v, "e3")));
    EXPECT_TRUE(met.destinations.captures.test(Sq(v, "e5")));
    EXPECT_TRUE(met.defends.test(Sq(v, "c3")));
    EXPECT_EQ(met.destinations.quiet.count(), 2u);
    EXPECT_EQ(met.whyNoMoves, MoveRefusal::None);

    BoardInteraction board(pos);
    board.Click(Sq(v, "d4"));
    EXPECT_EQ(board.GetHighlights().quiet, met.destinations.quiet);
    EXPECT_EQ(board.GetHighlights().captures, met.destinations.captures);
}

TEST(BoardReadingTest, APieceThatCannotMoveSaysWhy) {
    const Variant& v = Makruk();
    // White's Khun on e1 is in check from the Rua on e8; the Bia on a3 cannot help.
    const Position pos = test::MustParse(v, "4r2k/8/8/8/8/P7/8/4K3 w - - 0 1");
    EXPECT_EQ(RangeOf(pos, Sq(v, "a3")).whyNoMoves, MoveRefusal::PieceCannotAnswerCheck);
    const Position blocked = test::MustParse(v, "7k/8/8/8/p7/P7/8/4K3 w - - 0 1");
    EXPECT_EQ(RangeOf(blocked, Sq(v, "a3")).whyNoMoves, MoveRefusal::PieceHasNoMoves);
    EXPECT_EQ(RangeOf(blocked, Sq(v, "b2")).piece, Piece::None);
}

TextCommand Must(const Position& pos, std::string_view text, std::string_view lang = "en") {
    auto parsed = ParseTextCommand(pos, text, lang);
    EXPECT_TRUE(std::holds_alternative<TextCommand>(parsed)) << text;
    return std::holds_alternative<TextCommand>(parsed) ? std::get<TextCommand>(parsed)
                                                       : TextCommand{};
}
CommandProblem Problem(const Position& pos, std::string_view text, std::string_view lang = "en") {
    auto parsed = ParseTextCommand(pos, text, lang);
    EXPECT_TRUE(std::holds_alternative<CommandProblem>(parsed)) << text;
    return std::holds_alternative<CommandProblem>(parsed) ? std::get<CommandProblem>(parsed)
                                                          : CommandProblem::Empty;
}

TEST(TextCommandTest, EnglishKeywordsAndShortForms) {
    const Variant& v = Makruk();
    const Position pos = Position::Start(v);
    for (const char* text : {"position", "POS", "p", "board", " b "})
        EXPECT_EQ(Must(pos, text).kind, CommandKind::Position) << text;
    EXPECT_EQ(Must(pos, "rank 3"), (TextCommand::Of(CommandKind::Rank, kNoSquare, 2)));
    EXPECT_EQ(Must(pos, "ranks").kind, CommandKind::AllRanks);
    EXPECT_EQ(Must(pos, "f c"), (TextCommand::Of(CommandKind::File, kNoSquare, 2)));
    EXPECT_EQ(Must(pos, "s 8"), (TextCommand::Of(CommandKind::Rank, kNoSquare, 7)));
    EXPECT_EQ(Must(pos, "s h"), (TextCommand::Of(CommandKind::File, kNoSquare, 7)));
    EXPECT_EQ(Must(pos, "where b1"), (TextCommand::Of(CommandKind::Where, Sq(v, "b1"))));
    EXPECT_EQ(Must(pos, "m g1"), (TextCommand::Of(CommandKind::Where, Sq(v, "g1"))));
    EXPECT_EQ(Must(pos, "square e3"), (TextCommand::Of(CommandKind::Square, Sq(v, "e3"))));
    EXPECT_EQ(Must(pos, "e3"), (TextCommand::Of(CommandKind::Square, Sq(v, "e3"))));
    EXPECT_EQ(Must(pos, "l").kind, CommandKind::LastMove);
    EXPECT_EQ(Must(pos, "turn").kind, CommandKind::Turn);
    EXPECT_EQ(Must(pos, "c").kind, CommandKind::Count);
    EXPECT_EQ(Must(pos, "clock").kind, CommandKind::Clock);
    EXPECT_EQ(Must(pos, "hint").kind, CommandKind::Hint);
    EXPECT_EQ(Must(pos, "answer").kind, CommandKind::Answer);
    EXPECT_EQ(Must(pos, "repeat").kind, CommandKind::Repeat);
    EXPECT_EQ(Must(pos, "pick d5"), (TextCommand::Of(CommandKind::Pick, Sq(v, "d5"))));
    EXPECT_EQ(Must(pos, "mark d5"), (TextCommand::Of(CommandKind::Pick, Sq(v, "d5"))));
    EXPECT_EQ(Must(pos, "check").kind, CommandKind::Check);
    EXPECT_EQ(Must(pos, "?").kind, CommandKind::Help);
    // English stays understood whatever the UI language.
    EXPECT_EQ(Must(pos, "where b1", "th").kind, CommandKind::Where);
}

TEST(TextCommandTest, ProblemsAreNamed) {
    const Position pos = Position::Start(Makruk());
    EXPECT_EQ(Problem(pos, "   "), CommandProblem::Empty);
    EXPECT_EQ(Problem(pos, "where"), CommandProblem::NeedsSquare);
    EXPECT_EQ(Problem(pos, "where z9"), CommandProblem::NotASquare);
    EXPECT_EQ(Problem(pos, "rank 9"), CommandProblem::NotALine);
    EXPECT_EQ(Problem(pos, "file i"), CommandProblem::NotALine);
    EXPECT_EQ(Problem(pos, "hello"), CommandProblem::Unknown);
    EXPECT_EQ(Problem(pos, "last please"), CommandProblem::Unknown);
    // A keyword of another language than the UI's is not read.
    EXPECT_EQ(Problem(pos, "stellung", "id"), CommandProblem::Unknown);
}

TEST(TextCommandTest, MovesInCoordinateFormAndSan) {
    const Variant& v = Makruk();
    const Position pos = Position::Start(v);
    for (const char* text : {"b1d2", "b1-d2", "B1D2", "b1 d2", "Nd2"})
        EXPECT_EQ(Must(pos, text), (TextCommand::Of(CommandKind::Move, kNoSquare, -1, "b1d2")))
            << text;
    // Not legal, but shaped like a move: the board says why.
    EXPECT_EQ(Must(pos, "e1e5"), (TextCommand::Of(CommandKind::Move, kNoSquare, -1, "e1e5")));
}

TEST(TextCommandTest, ThaiKeywordsAndThaiSquareNames) {
    const Variant& v = Makruk();
    const Position pos = Position::Start(v);
    EXPECT_EQ(Must(pos, "ตำแหน่ง", "th").kind, CommandKind::Position);
    EXPECT_EQ(Must(pos, "ไปไหน ข๑", "th"), (TextCommand::Of(CommandKind::Where, Sq(v, "b1"))));
    EXPECT_EQ(Must(pos, "ไปไหนข1", "th"), (TextCommand::Of(CommandKind::Where, Sq(v, "b1"))));
    EXPECT_EQ(Must(pos, "ช่อง จ๓", "th"), (TextCommand::Of(CommandKind::Square, Sq(v, "e3"))));
    EXPECT_EQ(Must(pos, "แถวนอน ๓", "th"), (TextCommand::Of(CommandKind::Rank, kNoSquare, 2)));
    EXPECT_EQ(Must(pos, "แถวตั้ง ค", "th"), (TextCommand::Of(CommandKind::File, kNoSquare, 2)));
    EXPECT_EQ(Must(pos, "ตาล่าสุด", "th").kind, CommandKind::LastMove);
    EXPECT_EQ(Must(pos, "ตาใคร", "th").kind, CommandKind::Turn);
    EXPECT_EQ(Must(pos, "นับ", "th").kind, CommandKind::Count);
    EXPECT_EQ(Must(pos, "นาฬิกา", "th").kind, CommandKind::Clock);
    EXPECT_EQ(Must(pos, "คำใบ้", "th").kind, CommandKind::Hint);
    EXPECT_EQ(Must(pos, "เฉลย", "th").kind, CommandKind::Answer);
    EXPECT_EQ(Must(pos, "เลือก ง๕", "th"), (TextCommand::Of(CommandKind::Pick, Sq(v, "d5"))));
    EXPECT_EQ(Must(pos, "ตรวจ", "th").kind, CommandKind::Check);
    EXPECT_EQ(Must(pos, "ช่วย", "th").kind, CommandKind::Help);
    EXPECT_EQ(Must(pos, "ข๑ง๒", "th"), (TextCommand::Of(CommandKind::Move, kNoSquare, -1, "b1d2")));
    EXPECT_EQ(Must(pos, "จ๓", "th"), (TextCommand::Of(CommandKind::Square, Sq(v, "e3"))));
}

TEST(TextCommandTest, GermanAndIndonesianKeywords) {
    const Variant& v = Makruk();
    const Position pos = Position::Start(v);
    EXPECT_EQ(Must(pos, "Stellung", "de").kind, CommandKind::Position);
    EXPECT_EQ(Must(pos, "wohin b1", "de").kind, CommandKind::Where);
    EXPECT_EQ(Must(pos, "zählung", "de").kind, CommandKind::Count);
    EXPECT_EQ(Must(pos, "Uhr", "de").kind, CommandKind::Clock);
    EXPECT_EQ(Must(pos, "jam", "id").kind, CommandKind::Clock);
    EXPECT_EQ(Must(pos, "Lösung", "de").kind, CommandKind::Answer);
    EXPECT_EQ(Must(pos, "jawaban", "id").kind, CommandKind::Answer);
    EXPECT_EQ(Must(pos, "ke mana b1", "id"), (TextCommand::Of(CommandKind::Where, Sq(v, "b1"))));
    EXPECT_EQ(Must(pos, "petak e3", "id").kind, CommandKind::Square);
    EXPECT_EQ(Must(pos, "giliran", "id").kind, CommandKind::Turn);
    EXPECT_EQ(Must(pos, "markieren d5", "de"), (TextCommand::Of(CommandKind::Pick, Sq(v, "d5"))));
    EXPECT_EQ(Must(pos, "prüfen", "de").kind, CommandKind::Check);
    EXPECT_EQ(Must(pos, "pilih d5", "id"), (TextCommand::Of(CommandKind::Pick, Sq(v, "d5"))));
    EXPECT_EQ(Must(pos, "periksa", "id").kind, CommandKind::Check);
}

TEST(TextCommandTest, XiangqiSquaresMovesAndWxf) {
    const Variant& v = Xiangqi();
    const Position pos = Position::Start(v);
    EXPECT_EQ(Must(pos, "where b1"), (TextCommand::Of(CommandKind::Where, Sq(v, "b1"))));
    EXPECT_EQ(Must(pos, "rank 10"), (TextCommand::Of(CommandKind::Rank, kNoSquare, 9)));
    EXPECT_EQ(Must(pos, "s i"), (TextCommand::Of(CommandKind::File, kNoSquare, 8)));
    EXPECT_EQ(Must(pos, "h3e3"), (TextCommand::Of(CommandKind::Move, kNoSquare, -1, "h3e3")));
    EXPECT_EQ(Must(pos, "C2.5"), (TextCommand::Of(CommandKind::Move, kNoSquare, -1, "h3e3")));
    EXPECT_EQ(Must(pos, "a10"), (TextCommand::Of(CommandKind::Square, Sq(v, "a10"))));
    EXPECT_EQ(Must(pos, "ไปไหน b1", "th").kind, CommandKind::Where);
}

TEST(TextCommandTest, KeywordListsFollowTheLanguage) {
    const auto en = CommandKeywords(CommandVerb::Where, "en");
    ASSERT_FALSE(en.empty());
    EXPECT_EQ(en.front(), "where");
    EXPECT_EQ(CommandKeywords(CommandVerb::Where, "de").front(), "wohin");
    // Thai has no word of its own for scan: the English ones serve.
    EXPECT_EQ(CommandKeywords(CommandVerb::Scan, "th"), CommandKeywords(CommandVerb::Scan, "en"));
}

// The pack editor's set-up: its own verbs, pieces by side and name or FEN letter.
TextCommand SetupLine(const Position& pos, std::string_view text, std::string_view lang = "en") {
    auto parsed = ParseTextCommand(pos, text, lang, CommandContext::Setup);
    EXPECT_TRUE(std::holds_alternative<TextCommand>(parsed)) << text;
    return std::holds_alternative<TextCommand>(parsed) ? std::get<TextCommand>(parsed)
                                                       : TextCommand{};
}
CommandProblem SetupProblem(const Position& pos, std::string_view text,
                            std::string_view lang = "en") {
    auto parsed = ParseTextCommand(pos, text, lang, CommandContext::Setup);
    EXPECT_TRUE(std::holds_alternative<CommandProblem>(parsed)) << text;
    return std::holds_alternative<CommandProblem>(parsed) ? std::get<CommandProblem>(parsed)
                                                          : CommandProblem::Empty;
}
TextCommand Put(Square square, Piece piece) {
    TextCommand put = TextCommand::Of(CommandKind::Put, square);
    put.piece = piece;
    return put;
}
TextCommand Side(Color side) {
    TextCommand turn = TextCommand::Of(CommandKind::SetSide);
    turn.side = side;
    return turn;
}

TEST(SetupCommandTest, EnglishPutsPiecesByNameOrFenLetter) {
    const Variant& v = Makruk();
    const Position pos = Position::Start(v);
    const Piece whiteMa = MakePiece(Color::White, PieceType::Horse);
    for (const char* text : {"put white ma b1", "PUT White Knight b1", "place white horse b1",
                             "put N b1", " put  white   ma  b1 "})
        EXPECT_EQ(SetupLine(pos, text), Put(Sq(v, "b1"), whiteMa)) << text;
    EXPECT_EQ(SetupLine(pos, "put black bia ngai c3"),
              Put(Sq(v, "c3"), MakePiece(Color::Black, PieceType::BiaNgai)));
    EXPECT_EQ(SetupLine(pos, "put black bia c3"),
              Put(Sq(v, "c3"), MakePiece(Color::Black, PieceType::Pawn)));
    EXPECT_EQ(SetupLine(pos, "put s c8"),
              Put(Sq(v, "c8"), MakePiece(Color::Black, PieceType::Khon)));
    EXPECT_EQ(SetupLine(pos, "remove e3"), TextCommand::Of(CommandKind::Remove, Sq(v, "e3")));
    EXPECT_EQ(SetupLine(pos, "clear").kind, CommandKind::ClearBoard);
    EXPECT_EQ(SetupLine(pos, "start").kind, CommandKind::StartPosition);
    EXPECT_EQ(SetupLine(pos, "turn black"), Side(Color::Black));
    EXPECT_EQ(SetupLine(pos, "side white"), Side(Color::White));
    EXPECT_EQ(SetupLine(pos, "turn").kind, CommandKind::Turn);
    EXPECT_EQ(SetupLine(pos, "fen").kind, CommandKind::Fen);
    // The FEN keeps its case.
    EXPECT_EQ(
        SetupLine(pos, "fen 4k3/8/8/8/8/8/8/3K4 w - - 0 1"),
        (TextCommand::Of(CommandKind::SetFen, kNoSquare, -1, "4k3/8/8/8/8/8/8/3K4 w - - 0 1")));
    // Two squares move a piece as a drag does, legal or not.
    TextCommand drag = TextCommand::Of(CommandKind::MovePiece, Sq(v, "e1"));
    drag.target = Sq(v, "e5");
    for (const char* text : {"e1e5", "e1-e5", "E1 E5"})
        EXPECT_EQ(SetupLine(pos, text), drag) << text;
    // Reading works as in a game.
    EXPECT_EQ(SetupLine(pos, "position").kind, CommandKind::Position);
    EXPECT_EQ(SetupLine(pos, "e3"), TextCommand::Of(CommandKind::Square, Sq(v, "e3")));
    EXPECT_EQ(SetupLine(pos, "rank 3"), (TextCommand::Of(CommandKind::Rank, kNoSquare, 2)));
}

TEST(SetupCommandTest, VerbsBelongToTheirContext) {
    const Position pos = Position::Start(Makruk());
    // A game has no set-up verbs, and the set-up no game verbs.
    EXPECT_EQ(Problem(pos, "put white ma b1"), CommandProblem::Unknown);
    EXPECT_EQ(Problem(pos, "clear"), CommandProblem::Unknown);
    EXPECT_EQ(Problem(pos, "turn black"), CommandProblem::Unknown);
    EXPECT_EQ(SetupProblem(pos, "last"), CommandProblem::Unknown);
    EXPECT_EQ(SetupProblem(pos, "hint"), CommandProblem::Unknown);
    EXPECT_EQ(SetupProblem(pos, "c"), CommandProblem::Unknown);  // no one-letter clear
    EXPECT_TRUE(VerbIn(CommandVerb::Put, CommandContext::Setup));
    EXPECT_FALSE(VerbIn(CommandVerb::Put, CommandContext::Play));
    EXPECT_FALSE(VerbIn(CommandVerb::Count, CommandContext::Setup));
    EXPECT_TRUE(VerbIn(CommandVerb::Position, CommandContext::Setup));
}

TEST(SetupCommandTest, ProblemsAreNamed) {
    const Position pos = Position::Start(Makruk());
    EXPECT_EQ(SetupProblem(pos, "put b1"), CommandProblem::NeedsPiece);
    EXPECT_EQ(SetupProblem(pos, "put ma b1"), CommandProblem::NeedsPiece);  // whose?
    EXPECT_EQ(SetupProblem(pos, "put purple ma b1"), CommandProblem::NeedsPiece);
    EXPECT_EQ(SetupProblem(pos, "put white cannon b1"), CommandProblem::NeedsPiece);  // Xiangqi's
    EXPECT_EQ(SetupProblem(pos, "put white ma"), CommandProblem::NeedsSquare);
    EXPECT_EQ(SetupProblem(pos, "put white ma z9"), CommandProblem::NotASquare);
    EXPECT_EQ(SetupProblem(pos, "remove"), CommandProblem::NeedsSquare);
    EXPECT_EQ(SetupProblem(pos, "turn purple"), CommandProblem::NotASide);
    EXPECT_EQ(SetupProblem(pos, "clear now"), CommandProblem::Unknown);
}

TEST(SetupCommandTest, ThaiGermanAndIndonesian) {
    const Variant& v = Makruk();
    const Position pos = Position::Start(v);
    const Piece whiteMa = MakePiece(Color::White, PieceType::Horse);
    EXPECT_EQ(SetupLine(pos, "วาง ขาว ม้า ข๑", "th"), Put(Sq(v, "b1"), whiteMa));
    EXPECT_EQ(SetupLine(pos, "วางฝ่ายขาวม้าข๑", "th"), Put(Sq(v, "b1"), whiteMa));
    EXPECT_EQ(SetupLine(pos, "วาง ดำ เบี้ยหงาย ค๓", "th"),
              Put(Sq(v, "c3"), MakePiece(Color::Black, PieceType::BiaNgai)));
    EXPECT_EQ(SetupLine(pos, "เอาออก จ๓", "th"), TextCommand::Of(CommandKind::Remove, Sq(v, "e3")));
    EXPECT_EQ(SetupLine(pos, "ล้างกระดาน", "th").kind, CommandKind::ClearBoard);
    EXPECT_EQ(SetupLine(pos, "ตำแหน่งเริ่มต้น", "th").kind, CommandKind::StartPosition);
    EXPECT_EQ(SetupLine(pos, "ตำแหน่ง", "th").kind, CommandKind::Position);
    EXPECT_EQ(SetupLine(pos, "ฝ่ายเดิน ดำ", "th"), Side(Color::Black));

    EXPECT_EQ(SetupLine(pos, "setze weiß ma b1", "de"), Put(Sq(v, "b1"), whiteMa));
    EXPECT_EQ(SetupLine(pos, "Setze Weiss Ma b1", "de"), Put(Sq(v, "b1"), whiteMa));
    EXPECT_EQ(SetupLine(pos, "entferne e3", "de").kind, CommandKind::Remove);
    EXPECT_EQ(SetupLine(pos, "leeren", "de").kind, CommandKind::ClearBoard);
    EXPECT_EQ(SetupLine(pos, "grundstellung", "de").kind, CommandKind::StartPosition);
    EXPECT_EQ(SetupLine(pos, "am zug schwarz", "de"), Side(Color::Black));

    EXPECT_EQ(SetupLine(pos, "taruh putih ma b1", "id"), Put(Sq(v, "b1"), whiteMa));
    EXPECT_EQ(SetupLine(pos, "hapus e3", "id").kind, CommandKind::Remove);
    EXPECT_EQ(SetupLine(pos, "kosongkan", "id").kind, CommandKind::ClearBoard);
    EXPECT_EQ(SetupLine(pos, "awal", "id").kind, CommandKind::StartPosition);
    EXPECT_EQ(SetupLine(pos, "giliran hitam", "id"), Side(Color::Black));
    // English stays understood.
    EXPECT_EQ(SetupLine(pos, "put white ma b1", "th"), Put(Sq(v, "b1"), whiteMa));
}

TEST(SetupCommandTest, XiangqiPiecesInFourLanguages) {
    const Variant& v = Xiangqi();
    const Position pos = Position::Start(v);
    const Piece redCannon = MakePiece(Color::White, PieceType::Cannon);
    EXPECT_EQ(SetupLine(pos, "put red cannon e3"), Put(Sq(v, "e3"), redCannon));
    EXPECT_EQ(SetupLine(pos, "put C e3"), Put(Sq(v, "e3"), redCannon));
    EXPECT_EQ(SetupLine(pos, "setze rot kanone e3", "de"), Put(Sq(v, "e3"), redCannon));
    EXPECT_EQ(SetupLine(pos, "taruh merah meriam e3", "id"), Put(Sq(v, "e3"), redCannon));
    EXPECT_EQ(SetupLine(pos, "วาง แดง ปืนใหญ่ e3", "th"), Put(Sq(v, "e3"), redCannon));
    EXPECT_EQ(SetupLine(pos, "put black chariot a10"),
              Put(Sq(v, "a10"), MakePiece(Color::Black, PieceType::Rook)));
    // Makruk's names are not Xiangqi's.
    EXPECT_EQ(SetupProblem(pos, "put red rua a1"), CommandProblem::NeedsPiece);
    TextCommand drag = TextCommand::Of(CommandKind::MovePiece, Sq(v, "a10"));
    drag.target = Sq(v, "a9");
    EXPECT_EQ(SetupLine(pos, "a10a9"), drag);
    const auto put = CommandKeywords(CommandVerb::Put, "de");
    EXPECT_NE(std::find(put.begin(), put.end(), "setze"), put.end());
}

}  // namespace
}  // namespace chatur
