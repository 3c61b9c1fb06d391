#include "core/content/task.h"

namespace chatur::content {

std::string_view TaskKindName(TaskKind k) {
    switch (k) {
        case TaskKind::Move:
            return "move";
        case TaskKind::Legal:
            return "legal";
        case TaskKind::Range:
            return "range";
        case TaskKind::Place:
            return "place";
        case TaskKind::Choice:
            return "choice";
        case TaskKind::Count:
            return "count";
        case TaskKind::PlayOut:
            return "play-out";
    }
    return "?";
}

std::string_view PlayOutResultName(PlayOutResult r) {
    return r == PlayOutResult::Win ? "win" : "draw";
}

std::string_view MoveGoalName(MoveGoal g) {
    switch (g) {
        case MoveGoal::None:
            return "none";
        case MoveGoal::Mate:
            return "mate";
        case MoveGoal::Promote:
            return "promote";
        case MoveGoal::WinMaterial:
            return "win-material";
    }
    return "?";
}

std::string_view PlaceConditionName(PlaceCondition c) {
    switch (c) {
        case PlaceCondition::PromotesNextMove:
            return "promotes-next-move";
        case PlaceCondition::ReachesSquare:
            return "reaches-square";
        case PlaceCondition::SafeSquare:
            return "safe-square";
    }
    return "?";
}

std::string_view HintKindName(HintKind k) {
    switch (k) {
        case HintKind::Nudge:
            return "nudge";
        case HintKind::Piece:
            return "piece";
        case HintKind::Move:
            return "move";
    }
    return "?";
}

int MaterialValue(VariantId variant, PieceType t) {
    bool xq = variant == VariantId::Xiangqi;
    switch (t) {
        case PieceType::Pawn:
            return 1;
        case PieceType::Met:
        case PieceType::BiaNgai:
        case PieceType::Advisor:
        case PieceType::Elephant:
            return 2;
        case PieceType::Khon:
            return 3;
        case PieceType::Horse:
            return xq ? 4 : 3;
        case PieceType::Cannon:
            return 4;
        case PieceType::Rook:
            return xq ? 9 : 5;
        default:
            return 0;
    }
}

}  // namespace chatur::content
