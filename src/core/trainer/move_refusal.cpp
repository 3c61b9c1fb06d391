#include "core/trainer/move_refusal.h"

#include <utility>

namespace chatur {

namespace {

constexpr std::pair<MoveRefusal, std::string_view> kRefusalKeys[] = {
    {MoveRefusal::None, ""},
    {MoveRefusal::NotASquare, "not-a-square"},
    {MoveRefusal::NoPiece, "no-piece"},
    {MoveRefusal::NotYourPiece, "not-your-piece"},
    {MoveRefusal::PieceMustMove, "piece-must-move"},
    {MoveRefusal::OwnPieceThere, "own-piece-there"},
    {MoveRefusal::PieceHasNoMoves, "piece-has-no-moves"},
    {MoveRefusal::PieceCannotAnswerCheck, "piece-cannot-answer-check"},
    {MoveRefusal::TypedNotAMove, "typed-not-a-move"},
    {MoveRefusal::TypedNotASquare, "typed-not-a-square"},
    {MoveRefusal::PieceCannotMoveThere, "piece-cannot-move-there"},
    {MoveRefusal::KhunOneStep, "khun-one-step"},
    {MoveRefusal::MetOneDiagonal, "met-one-diagonal"},
    {MoveRefusal::BiaNgaiOneDiagonal, "bia-ngai-one-diagonal"},
    {MoveRefusal::KhonNoStraightBack, "khon-no-straight-back"},
    {MoveRefusal::KhonNoSideways, "khon-no-sideways"},
    {MoveRefusal::KhonOneStep, "khon-one-step"},
    {MoveRefusal::MaLShape, "ma-l-shape"},
    {MoveRefusal::RuaBlocked, "rua-blocked"},
    {MoveRefusal::RuaStraightLines, "rua-straight-lines"},
    {MoveRefusal::BiaNoBackward, "bia-no-backward"},
    {MoveRefusal::BiaCapturesDiagonally, "bia-captures-diagonally"},
    {MoveRefusal::BiaNoDoubleStep, "bia-no-double-step"},
    {MoveRefusal::BiaOneStepForward, "bia-one-step-forward"},
    {MoveRefusal::GeneralStaysInPalace, "general-stays-in-palace"},
    {MoveRefusal::GeneralOneOrthogonal, "general-one-orthogonal"},
    {MoveRefusal::AdvisorStaysInPalace, "advisor-stays-in-palace"},
    {MoveRefusal::AdvisorOneDiagonal, "advisor-one-diagonal"},
    {MoveRefusal::ElephantRiver, "elephant-river"},
    {MoveRefusal::ElephantEyeBlocked, "elephant-eye-blocked"},
    {MoveRefusal::ElephantTwoDiagonal, "elephant-two-diagonal"},
    {MoveRefusal::HorseLegBlocked, "horse-leg-blocked"},
    {MoveRefusal::HorseLShape, "horse-l-shape"},
    {MoveRefusal::ChariotBlocked, "chariot-blocked"},
    {MoveRefusal::ChariotStraightLines, "chariot-straight-lines"},
    {MoveRefusal::CannonStraightLines, "cannon-straight-lines"},
    {MoveRefusal::CannonNeedsScreen, "cannon-needs-screen"},
    {MoveRefusal::CannonOneScreen, "cannon-one-screen"},
    {MoveRefusal::CannonBlocked, "cannon-blocked"},
    {MoveRefusal::SoldierNoBackward, "soldier-no-backward"},
    {MoveRefusal::SoldierSidewaysAfterRiver, "soldier-sideways-after-river"},
    {MoveRefusal::SoldierOneStep, "soldier-one-step"},
    {MoveRefusal::FlyingGeneral, "flying-general"},
    {MoveRefusal::KingIntoCheck, "king-into-check"},
    {MoveRefusal::MustAnswerCheck, "must-answer-check"},
    {MoveRefusal::WouldLeaveKingInCheck, "would-leave-king-in-check"},
};

}  // namespace

std::string_view MoveRefusalKey(MoveRefusal refusal) {
    for (const auto& [r, key] : kRefusalKeys)
        if (r == refusal) return key;
    return {};
}

std::optional<MoveRefusal> MoveRefusalFromKey(std::string_view key) {
    for (const auto& [r, k] : kRefusalKeys)
        if (k == key) return r;
    return std::nullopt;
}

}  // namespace chatur
