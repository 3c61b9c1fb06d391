#include "gui/ui_text.h"

#include <wx/intl.h>
#include <wx/translation.h>

#include <string>
#include <unordered_map>

#include "core/notation/fen.h"
#include "core/notation/thai_coord.h"
#include "gui/translations.h"

namespace chatur::gui {

wxString VariantName(VariantId variant) {
    // TRANSLATORS: the game names. Makruk is Thai chess (หมากรุก), Xiangqi Chinese chess.
    return variant == VariantId::Makruk ? _("Makruk") : _("Xiangqi");
}

wxString PieceName(VariantId variant, PieceType type) {
    if (variant == VariantId::Makruk) {
        // TRANSLATORS: Makruk piece names stay Thai names in every language; in Thai
        // write them in Thai script (ขุน, เม็ด, โคน, ม้า, เรือ, เบี้ย, เบี้ยหงาย).
        switch (type) {
            case PieceType::King:
                return wxGETTEXT_IN_CONTEXT("piece", "Khun");
            case PieceType::Met:
                return wxGETTEXT_IN_CONTEXT("piece", "Met");
            case PieceType::Khon:
                return wxGETTEXT_IN_CONTEXT("piece", "Khon");
            case PieceType::Horse:
                return wxGETTEXT_IN_CONTEXT("piece", "Ma");
            case PieceType::Rook:
                return wxGETTEXT_IN_CONTEXT("piece", "Rua");
            case PieceType::Pawn:
                return wxGETTEXT_IN_CONTEXT("piece", "Bia");
            case PieceType::BiaNgai:
                return wxGETTEXT_IN_CONTEXT("piece", "Bia ngai");
            default:
                return wxString();
        }
    }
    // TRANSLATORS: Xiangqi piece names, as chess books in your language call them.
    switch (type) {
        case PieceType::King:
            return wxGETTEXT_IN_CONTEXT("xiangqi piece", "General");
        case PieceType::Advisor:
            return wxGETTEXT_IN_CONTEXT("xiangqi piece", "Advisor");
        case PieceType::Elephant:
            return wxGETTEXT_IN_CONTEXT("xiangqi piece", "Elephant");
        case PieceType::Horse:
            return wxGETTEXT_IN_CONTEXT("xiangqi piece", "Horse");
        case PieceType::Rook:
            return wxGETTEXT_IN_CONTEXT("xiangqi piece", "Chariot");
        case PieceType::Cannon:
            return wxGETTEXT_IN_CONTEXT("xiangqi piece", "Cannon");
        case PieceType::Pawn:
            return wxGETTEXT_IN_CONTEXT("xiangqi piece", "Soldier");
        default:
            return wxString();
    }
}

wxString XiangqiCharacter(Color color, PieceType type) {
    const bool red = color == Color::White;
    switch (type) {
        case PieceType::King:
            return red ? L"\u5e25" : L"\u5c07";  // 帥 將
        case PieceType::Advisor:
            return red ? L"\u4ed5" : L"\u58eb";  // 仕 士
        case PieceType::Elephant:
            return red ? L"\u76f8" : L"\u8c61";  // 相 象
        case PieceType::Rook:
            return red ? L"\u4fe5" : L"\u8eca";  // 俥 車
        case PieceType::Horse:
            return red ? L"\u508c" : L"\u99ac";  // 傌 馬
        case PieceType::Cannon:
            return red ? L"\u70ae" : L"\u7832";  // 炮 砲
        case PieceType::Pawn:
            return red ? L"\u5175" : L"\u5352";  // 兵 卒
        default:
            return wxString();
    }
}

wxString PieceLabel(VariantId variant, Piece piece) {
    wxString name = PieceName(variant, TypeOf(piece));
    if (variant == VariantId::Xiangqi)
        name << " " << XiangqiCharacter(ColorOf(piece), TypeOf(piece));
    return name;
}

wxString PieceMoveSummary(VariantId variant, PieceType type) {
    if (variant == VariantId::Makruk) {
        switch (type) {
            case PieceType::King:
                return _("Moves one step in any direction. There is no castling.");
            case PieceType::Met:
                return _("Moves one step diagonally, in any of the four directions.");
            case PieceType::Khon:
                return _("Moves one step diagonally, or one step straight forward.");
            case PieceType::Horse:
                return _("Jumps like a chess knight: two squares straight, then one to the side.");
            case PieceType::Rook:
                return _("Moves any distance along a rank or file, without jumping.");
            case PieceType::Pawn:
                return _(
                    "Moves one step forward and captures one step diagonally forward. "
                    "On reaching the sixth rank it turns over and becomes a Bia ngai.");
            case PieceType::BiaNgai:
                return _("A promoted Bia: moves like a Met, one step diagonally.");
            default:
                return wxString();
        }
    }
    switch (type) {
        case PieceType::King:
            return _(
                "Moves one point straight, and never leaves the palace. The two "
                "generals may not face each other on an open file.");
        case PieceType::Advisor:
            return _("Moves one point diagonally inside the palace.");
        case PieceType::Elephant:
            return _(
                "Moves exactly two points diagonally, never across the river. "
                "It is blocked when the point in between is occupied.");
        case PieceType::Horse:
            return _(
                "Moves one point straight, then one diagonally outward. It is blocked "
                "when the first point is occupied.");
        case PieceType::Rook:
            return _("Moves any distance along a line, without jumping.");
        case PieceType::Cannon:
            return _(
                "Moves like a chariot, but captures only by jumping over exactly one "
                "piece.");
        case PieceType::Pawn:
            return _(
                "Moves one point forward; after crossing the river also one point "
                "sideways. Never backwards.");
        default:
            return wxString();
    }
}

wxString SideName(VariantId variant, Color color) {
    if (color == Color::Black) return wxGETTEXT_IN_CONTEXT("side", "Black");
    return variant == VariantId::Xiangqi ? wxGETTEXT_IN_CONTEXT("side", "Red")
                                         : wxGETTEXT_IN_CONTEXT("side", "White");
}

wxString ToMoveText(VariantId variant, Color side, bool inCheck) {
    wxString s;
    if (side == Color::Black)
        s = _("Black to move");
    else
        s = variant == VariantId::Xiangqi ? _("Red to move") : _("White to move");
    // TRANSLATORS: appended to "White to move" etc. when the side to move is in check.
    if (inCheck) s << wxString::FromUTF8(" \xe2\x80\x94 ") << _("check!");
    return s;
}

wxString ExplanationText(MoveRefusal refusal, VariantId variant) {
    const bool makruk = variant == VariantId::Makruk;
    switch (refusal) {
        case MoveRefusal::MetOneDiagonal:
            return _("The Met moves one step diagonally.");
        case MoveRefusal::BiaNgaiOneDiagonal:
            return _("A Bia ngai moves like a Met: one step diagonally.");
        case MoveRefusal::KhunOneStep:
            return _("The Khun moves one step at a time.");
        case MoveRefusal::KhonNoStraightBack:
            return _(
                "The Khon cannot step straight back; it moves diagonally or straight forward.");
        case MoveRefusal::KhonNoSideways:
            return _("The Khon cannot step sideways; it moves diagonally or straight forward.");
        case MoveRefusal::KhonOneStep:
            return _("The Khon moves one step: diagonally, or straight forward.");
        case MoveRefusal::MaLShape:
            return _("The Ma jumps two squares straight and then one to the side.");
        case MoveRefusal::RuaBlocked:
            return _("The Rua cannot jump over pieces.");
        case MoveRefusal::RuaStraightLines:
            return _("The Rua moves only along ranks and files.");
        case MoveRefusal::BiaNoBackward:
            return _("A Bia never moves backwards.");
        case MoveRefusal::BiaCapturesDiagonally:
            return _("A Bia moves straight forward but captures only diagonally forward.");
        case MoveRefusal::BiaNoDoubleStep:
            return _("A Bia moves one step at a time, even on its first move.");
        case MoveRefusal::BiaOneStepForward:
            return _("A Bia moves one step straight forward.");
        case MoveRefusal::GeneralStaysInPalace:
            return _("The General may not leave the palace.");
        case MoveRefusal::GeneralOneOrthogonal:
            return _("The General moves one point straight, not diagonally.");
        case MoveRefusal::AdvisorStaysInPalace:
            return _("The Advisor may not leave the palace.");
        case MoveRefusal::AdvisorOneDiagonal:
            return _("The Advisor moves one point diagonally.");
        case MoveRefusal::ElephantRiver:
            return _("The Elephant may not cross the river.");
        case MoveRefusal::ElephantEyeBlocked:
            return _("The Elephant is blocked: the point in between is occupied.");
        case MoveRefusal::ElephantTwoDiagonal:
            return _("The Elephant moves exactly two points diagonally.");
        case MoveRefusal::HorseLegBlocked:
            return _("The Horse is blocked: the point next to it in that direction is occupied.");
        case MoveRefusal::HorseLShape:
            return _("The Horse moves one point straight, then one diagonally outward.");
        case MoveRefusal::ChariotBlocked:
            return _("The Chariot cannot jump over pieces.");
        case MoveRefusal::ChariotStraightLines:
            return _("The Chariot moves only along straight lines.");
        case MoveRefusal::CannonStraightLines:
            return _("The Cannon moves only along straight lines.");
        case MoveRefusal::CannonNeedsScreen:
            return _("To capture, the Cannon must jump over exactly one piece.");
        case MoveRefusal::CannonOneScreen:
            return _("The Cannon may jump over only one piece when it captures.");
        case MoveRefusal::CannonBlocked:
            return _("Without capturing, the Cannon cannot jump over pieces.");
        case MoveRefusal::SoldierNoBackward:
            return _("A Soldier never moves backwards.");
        case MoveRefusal::SoldierSidewaysAfterRiver:
            return _("A Soldier may move sideways only after crossing the river.");
        case MoveRefusal::SoldierOneStep:
            return _("A Soldier moves one point at a time.");
        case MoveRefusal::FlyingGeneral:
            return _("The two generals may not face each other on an open file.");
        case MoveRefusal::KingIntoCheck:
            return makruk ? _("The Khun may not move onto an attacked square.")
                          : _("The General may not move onto an attacked point.");
        case MoveRefusal::MustAnswerCheck:
            return makruk ? _("Your Khun is in check: this move does not stop it.")
                          : _("Your General is in check: this move does not stop it.");
        case MoveRefusal::WouldLeaveKingInCheck:
            return makruk ? _("This move would leave your Khun in check.")
                          : _("This move would leave your General in check.");
        case MoveRefusal::NotYourPiece:
            return _("That piece belongs to the other side.");
        case MoveRefusal::NoPiece:
            return _("There is no piece on that square.");
        case MoveRefusal::OwnPieceThere:
            return _("One of your own pieces stands there.");
        case MoveRefusal::PieceMustMove:
            return _("A move must go to another square.");
        case MoveRefusal::PieceHasNoMoves:
            return _("This piece has no legal move right now.");
        case MoveRefusal::PieceCannotAnswerCheck:
            return makruk ? _("This piece cannot help against the check on your Khun.")
                          : _("This piece cannot help against the check on your General.");
        case MoveRefusal::TypedNotAMove:
            return _("Type a move as two squares, for example d3d4.");
        case MoveRefusal::TypedNotASquare:
            return _("That square is not on this board.");
        case MoveRefusal::NotASquare:
        case MoveRefusal::PieceCannotMoveThere:
            return _("That piece cannot move there.");
        case MoveRefusal::None:
            break;
    }
    return wxString();
}

wxString ExplanationText(std::string_view key, VariantId variant) {
    const MoveRefusal refusal = MoveRefusalFromKey(key).value_or(MoveRefusal::None);
    return ExplanationText(
        refusal == MoveRefusal::None ? MoveRefusal::PieceCannotMoveThere : refusal, variant);
}

namespace {
bool g_thaiSquareNames = false;
}  // namespace

void SetThaiSquareNames(bool on) {
    g_thaiSquareNames = on;
}

namespace {
bool ThaiSquareNamesShown(const Variant& v) {
    return g_thaiSquareNames && CurrentUiLanguage() == "th" && HasThaiSquareNames(v);
}
}  // namespace

wxString SquareLabel(const Variant& v, Square s) {
    if (ThaiSquareNamesShown(v)) return wxString::FromUTF8(ThaiSquareName(v, s));
    return wxString::FromUTF8(SquareName(v, s));
}

wxString FileLabel(const Variant& v, int file) {
    if (ThaiSquareNamesShown(v)) return wxString::FromUTF8(ThaiFileName(v, file));
    return wxString(wxUniChar('a' + file));
}

wxString RankLabel(const Variant& v, int rank) {
    if (ThaiSquareNamesShown(v)) return wxString::FromUTF8(ThaiRankName(v, rank));
    return wxString::Format("%d", rank + 1);
}

wxString MoveLabel(VariantId variant, Piece piece, chatur::Move move) {
    const Variant& v = GetVariant(variant);
    wxString squares =
        SquareLabel(v, move.From()) + wxString(L"\u2013") + SquareLabel(v, move.To());
    if (IsEmpty(piece)) return squares;
    return PieceLabel(variant, piece) + " " + squares;
}

}  // namespace chatur::gui
