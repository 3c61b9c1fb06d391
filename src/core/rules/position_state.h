// What every view shows under a board, judged in one place: whose move it is,
// check, how the game ended and the running Makruk count. Game decides each of
// them; this record gathers them so that the free-play board, play mode, the
// drills, the puzzle trainer and the lessons cannot word a mate as "check!" in
// one place and "Checkmate" in another. The GUI words it in one function
// (ui_text's PositionStateText); a second view can read the same record.
#pragma once

#include "core/rules/game.h"

namespace chatur {

struct PositionState {
    VariantId variant = VariantId::Makruk;
    Color toMove = Color::White;
    bool inCheck = false;
    Outcome outcome;    // Result::Ongoing while the game goes on
    CountStatus count;  // CountKind::None when no count runs (or none is known)

    bool operator==(const PositionState&) const = default;
};

// The state of `game`'s current position.
PositionState StateOf(const Game& game);

// The state of a position seen without its game (a frame of an animated reply, a
// piece the learner placed): mate, stalemate, no legal move, dead material. No
// count: a running count depends on the moves that led here.
PositionState StateOfPosition(const RuleProfile& profile, const Position& pos);

}  // namespace chatur
