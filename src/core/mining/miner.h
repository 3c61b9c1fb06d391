// Finding puzzles in played games (`chatur-cli mine`, docs/mining.md).
//
// A game is replayed move by move. A cheap scan searches every position a few
// plies deep; only the positions it flags go on to the expensive checks:
// - mate: the mate solver (core/search/solver.h) proves, for N = 1, 2, ... up to
//   the limit, whether some first move mates within N; the puzzle is kept only
//   when exactly one does at the smallest such N (no cooks) and the proof is
//   complete;
// - tactic: after a mistake of the opponent, every root move is scored at the
//   verification depth; the best must beat the second best by the margin and the
//   second best must not win as well. The line goes on with the opponent's best
//   reply while the learner's next move is again the only good one, until the
//   material gain (at least a minor piece) survives the opponent's best reply.
// Every check runs on a Game made from the puzzle's own FEN, so it judges the
// puzzle exactly as a learner will meet it (no repetition history; the count
// the FEN implies).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/rules/game.h"

namespace chatur::mining {

enum class PuzzleKind : uint8_t { Mate, Tactic };

struct MineOptions {
    int maxMate = 5;                   // longest mate looked for (the learner's moves)
    int scanDepth = 2;                 // the cheap scan of every position
    int verifyDepth = 4;               // tactics: each root move scored this deep
    int marginCp = 200;                // tactics: best beats second best by this much
    int secondBestMaxCp = 500;         // tactics: the position was not already won outright
    int spacingPlies = 6;              // puzzles of one game at least this far apart
    uint64_t solverNodes = 1'500'000;  // per SolveMate call
    int maxTacticMoves = 4;            // learner moves in a tactic's line at most
    // Makruk: the puzzle FEN carries the count running in the game at that point
    // (Fairy-Stockfish's count fields, read back by every profile with counting).
    // Without it a puzzle starts with the count its position implies (a pieces'
    // count from its first value, no board's count).
    bool keepCount = false;
};

// One puzzle as found, before texts are written.
struct MinedPuzzle {
    PuzzleKind kind = PuzzleKind::Mate;
    std::string fen;                   // the puzzle position (move number 1, see docs/mining.md)
    std::vector<Move> line;            // learner, reply, learner, ... ending with a learner move
    int mateIn = 0;                    // mates: the learner's moves to mate
    int gain = 0;                      // tactics: material points won by the line
    int ply = 0;                       // plies played in the game before the position
    std::optional<Move> lastMove;      // the opponent's move that led to it (the error)
    Piece lastCaptured = Piece::None;  // the piece that move took
    std::vector<std::string> themes;
    int rating = 0;
};

// The least gain of a tactic: a minor piece (Makruk Ma or Khon 3, Xiangqi
// horse or cannon 4).
int MinimumGain(const Variant& variant);

// The puzzles of one game that starts at `startFen` (empty: the start position)
// and continues with `moves` (all legal). Deterministic: same input, same output.
std::vector<MinedPuzzle> MineGame(const Variant& variant, const RuleProfile& profile,
                                  const std::string& startFen, const std::vector<Move>& moves,
                                  const MineOptions& options);

// The FEN a puzzle is written with: the position of `game` with move number 1,
// so that a position from late in a long game does not start past the ply limit;
// with `keepCount` a running count is written into it (MineOptions::keepCount).
std::string PuzzleFen(const Game& game, bool keepCount = false);

}  // namespace chatur::mining
