// Legal move generation and perft. Each board has its own generator, written for
// exactly that board: Makruk's works on 64-bit boards with check and pin masks
// (only the Rua slides, so only a Rua can pin); Xiangqi's works on rank and file
// occupancy masks and tests a move, without making it, only when the move could
// possibly expose its own general (a piece leaving or entering the general's lines,
// or a horse leg next to it), which most moves cannot.
#pragma once

#include <cstdint>

#include "core/rules/position.h"

namespace chatur {

// All legal moves of the side to move. `pos` is restored before returning.
void GenerateLegalMoves(Position& pos, MoveList& out);
// Only the legal captures and (Makruk) promotions, in the same order as above.
void GenerateLegalCaptures(Position& pos, MoveList& out);
// Whether the side to move has a legal move; stops at the first one found (Xiangqi
// tries the general's steps first, Makruk the Khun's last, as each needs an attack
// test). For mate tests and the search's nodes, where only that matters.
bool HasLegalMoves(Position& pos);
// The same three for a caller that already knows whether the side to move is in
// check (the search tests it once a position): Xiangqi's generator then skips its
// own test; Makruk's finds its checkers and pins anyway.
void GenerateLegalMoves(Position& pos, MoveList& out, bool inCheck);
void GenerateLegalCaptures(Position& pos, MoveList& out, bool inCheck);
bool HasLegalMoves(Position& pos, bool inCheck);
// Only the legal captures onto `to`, in the same order as above (for exchanges on
// one square: much cheaper than all the moves).
void GenerateLegalCapturesOn(Position& pos, Square to, MoveList& out);
MoveList LegalMoves(const Position& pos);
bool IsLegalMove(const Position& pos, Move m);

// Destinations of the piece on `from`, as if its side were to move (used to
// show a piece's range, also the opponent's). Legal moves only.
MoveList LegalMovesFrom(const Position& pos, Square from);

// Leaf count of the legal move tree; the last ply is counted in bulk.
uint64_t Perft(Position& pos, int depth);

namespace makruk {
void GenerateLegal(const Position& pos, MoveList& out);
void GenerateLegalCaptures(const Position& pos, MoveList& out);
void GenerateLegalCapturesOn(const Position& pos, Square to, MoveList& out);
bool HasLegalMove(const Position& pos);
bool Attacked(const Position& pos, Square s, Color by, uint64_t occupied);
}  // namespace makruk

namespace xiangqi {
// `knownCheck`: 1 or 0 when the caller knows whether the side to move is in check,
// -1 to test it here.
void GenerateLegal(Position& pos, MoveList& out, int knownCheck = -1);
void GenerateLegalCaptures(Position& pos, MoveList& out, int knownCheck = -1);
void GenerateLegalCapturesOn(Position& pos, Square to, MoveList& out);
bool HasLegalMove(Position& pos, int knownCheck = -1);
// Whether `m` (any move, e.g. a killer from another node) is legal here; only
// the moves of the piece on its from-point are generated.
bool IsLegal(Position& pos, Move m);
bool Attacked(const Position& pos, Square s, Color by);
// Only the pieces that can ever reach a general: faster, for check tests.
bool GeneralAttacked(const Position& pos, Square s, Color by);
bool KingsFacing(const Position& pos);
// Without making `m` (a pseudo-legal move of the piece on its from-point, whichever
// side is to move): would it leave that side's general attacked or facing the
// other, and would it attack the other general (a check; facing does not count)?
bool LeavesGeneralExposed(const Position& pos, Move m);
bool GivesCheck(const Position& pos, Move m);
// LeavesGeneralExposed for `second` on the board after `first` (neither made).
bool LeavesGeneralExposedAfter(const Position& pos, Move first, Move second);
}  // namespace xiangqi

}  // namespace chatur
