#include "core/rules/counting_state.h"

#include <algorithm>

namespace chatur {

namespace {

constexpr int kBoardCountLimit = 64;

CountingState PiecesCount(const CountInfo& info) {
    // "Let N be the number of all pieces on the board at that moment ... The lone
    // side's first move after that is count N+1": the count so far is N.
    return CountingState{CountKind::Pieces, info.countingSide, info.startValue - 1, info.limit, 0};
}

}  // namespace

CountStep AdvanceCount(CountingState& state, const RuleProfile& profile, const Position& after,
                       Color mover, bool startRequested, bool stopRequested, bool sameMaterial) {
    CountStep step;
    step.limitExpired = state.LimitReached() && state.side != mover;
    if (profile.counting == CountingRule::None || after.GetVariant().id != VariantId::Makruk)
        return step;

    // Every move of the counting side adds 1 (the stopping move still counts).
    bool boardCounter = state.kind == CountKind::Board && state.side == mover;
    if (state.Running() && state.side == mover) {
        ++state.value;
        ++state.counted;
    }
    // A declared start: this move is count 1.
    if (startRequested) {
        state = CountingState{CountKind::Board, mover, 1, kBoardCountLimit, 1};
        boardCounter = true;
    }
    // A declared stop ends the count after this counted move.
    if (stopRequested && state.kind == CountKind::Board && state.side == mover) state = {};
    step.moverCountedBoard = boardCounter;
    if (sameMaterial) return step;

    // Automatic starts on the new position.
    CountInfo info = AnalyzeCount(after);
    if (info.kind == CountKind::Pieces) {
        // Starts by itself, and replaces a running board's count.
        if (state.kind != CountKind::Pieces) state = PiecesCount(info);
    } else if (info.kind == CountKind::Board) {
        if (profile.counting == CountingRule::Automatic && !state.Running())
            state = CountingState{CountKind::Board, after.SideToMove(), 0, kBoardCountLimit, 0};
    } else {
        state = {};  // only the two Khuns are left: nothing to count
    }
    return step;
}

CountingState InitialCount(const RuleProfile& profile, const Position& pos) {
    if (profile.counting == CountingRule::None) return {};
    CountInfo info = AnalyzeCount(pos);
    if (info.kind == CountKind::Pieces) return PiecesCount(info);
    if (info.kind == CountKind::Board && profile.counting == CountingRule::Automatic)
        return CountingState{CountKind::Board, pos.SideToMove(), 0, kBoardCountLimit, 0};
    return {};
}

std::variant<CountingState, std::string> CountFromFen(const RuleProfile& profile,
                                                      const Position& pos, int limitPlies,
                                                      int countedPlies) {
    if (profile.counting == CountingRule::None) return InitialCount(profile, pos);
    if (limitPlies % 2 != 0)
        return "count limit " + std::to_string(limitPlies) +
               " in field 4 is odd (Fairy-Stockfish writes the limit in plies, twice the moves)";
    CountInfo info = AnalyzeCount(pos);
    if (info.kind == CountKind::None || limitPlies == 0) return InitialCount(profile, pos);
    // Fairy-Stockfish counts plies: the counting side's c-th counted move is ply
    // 2c-1, the reply to it ply 2c. So the count value is ceil(plies / 2), and the
    // counting side is to move exactly when the counted plies are even.
    CountingState state;
    state.kind = info.kind;
    state.limit = limitPlies / 2;
    state.value = (countedPlies + 1) / 2;
    if (info.kind == CountKind::Pieces) {
        state.side = info.countingSide;
        // A pieces' count begins at N = the pieces on the board; a value above the
        // pieces now on the board means the lone Khun has made counted moves.
        state.counted = std::max(0, state.value - pos.CountAll());
    } else {
        if (countedPlies == 0 && profile.counting == CountingRule::Declared) return {};
        state.side = countedPlies % 2 == 0 ? pos.SideToMove() : ~pos.SideToMove();
        state.counted = state.value;
    }
    return state;
}

std::pair<int, int> CountToFenFields(const CountingState& state, const Position& pos) {
    int plies = 2 * state.value - (pos.SideToMove() == state.side ? 0 : 1);
    return {2 * state.limit, std::max(0, plies)};
}

}  // namespace chatur
