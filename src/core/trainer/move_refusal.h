// Why a move (or a click that asks for one) is refused: the wrong geometry of a
// piece's pattern ("the Met moves one step diagonally"), a king left in check, or
// a click that names no movable piece. The core says which reason applies; the
// GUI words each one through the catalogs with a switch over every value, so a
// new reason without a sentence fails the build instead of showing a generic one.
// The keys ("met-one-diagonal") are the stable text form for tests and logs.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace chatur {

enum class MoveRefusal : uint8_t {
    None,  // not refused: the move is legal
    NotASquare,
    NoPiece,
    NotYourPiece,
    PieceMustMove,
    OwnPieceThere,
    PieceHasNoMoves,
    PieceCannotAnswerCheck,
    TypedNotAMove,
    TypedNotASquare,
    PieceCannotMoveThere,
    KhunOneStep,
    MetOneDiagonal,
    BiaNgaiOneDiagonal,
    KhonNoStraightBack,
    KhonNoSideways,
    KhonOneStep,
    MaLShape,
    RuaBlocked,
    RuaStraightLines,
    BiaNoBackward,
    BiaCapturesDiagonally,
    BiaNoDoubleStep,
    BiaOneStepForward,
    GeneralStaysInPalace,
    GeneralOneOrthogonal,
    AdvisorStaysInPalace,
    AdvisorOneDiagonal,
    ElephantRiver,
    ElephantEyeBlocked,
    ElephantTwoDiagonal,
    HorseLegBlocked,
    HorseLShape,
    ChariotBlocked,
    ChariotStraightLines,
    CannonStraightLines,
    CannonNeedsScreen,
    CannonOneScreen,
    CannonBlocked,
    SoldierNoBackward,
    SoldierSidewaysAfterRiver,
    SoldierOneStep,
    FlyingGeneral,
    KingIntoCheck,
    MustAnswerCheck,
    WouldLeaveKingInCheck,
};

// The stable key of `refusal` ("met-one-diagonal"; "" for None).
std::string_view MoveRefusalKey(MoveRefusal refusal);
// The reason a key names; nullopt for an unknown key ("" is None).
std::optional<MoveRefusal> MoveRefusalFromKey(std::string_view key);

}  // namespace chatur
