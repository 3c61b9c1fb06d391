// Makruk's counting rules as data the rest of Chatur can ask about: which count
// a position calls for, who counts, where it starts and what its limit is. Game
// (game.h) runs the counts move by move; lessons and `count` tasks ask
// AnalyzeCount about a single position. See docs/rules.md for the rule text.
#pragma once

#include <optional>

#include "core/rules/position.h"

namespace chatur {

enum class CountKind : uint8_t { None, Board, Pieces };

// What the counting rules say about a position taken on its own (no history):
// - Pieces: no unpromoted Bia on the board and one side has only its Khun. The
//   lone side counts; `startValue` is N+1 (N = all pieces on the board, both Khuns
//   and promoted Bia included), `limit` comes from the stronger side's pieces
//   (two Rua 8; one Rua 16; no Rua and two Khon 22; no Rua, fewer than two Khon
//   and two Ma 32; no Rua and one Khon 44; otherwise 64).
// - Board: no unpromoted Bia and neither side is a lone Khun. The side to move
//   may start it (in the `counting` profile; it starts by itself in
//   `auto-count`); `countingSide` is the side to move, `startValue` 1, `limit` 64.
// - None: an unpromoted Bia is still on the board (or not Makruk).
struct CountInfo {
    CountKind kind = CountKind::None;
    Color countingSide = Color::White;
    int startValue = 0;
    int limit = 0;
};

CountInfo AnalyzeCount(const Position& pos);

// The pieces' honour count limit for `strong` (the side that is not the lone Khun).
int PiecesCountLimit(const Position& pos, Color strong);

}  // namespace chatur
