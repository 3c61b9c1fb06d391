// Makruk counting knowledge for the evaluation. A won ending is only won if the
// mate comes before the honour count runs out; how many moves a mate takes
// depends on the stronger side's pieces. ScoreUnderCount scales a score toward 0
// when the moves the running count leaves are few for the material on the board,
// so the stronger side hurries to mate within the count (or keeps the material
// that can) and the weaker side heads for the limit. The count itself is the
// rules engine's (SearchBoard::Count, AdvanceCount): nothing here decides an
// ending, the search does that exactly once the limit is inside its horizon.
#pragma once

#include "core/search/search_board.h"

namespace chatur {

// About how many of its own moves `strong` needs to mate a lone Khun with the
// pieces it has: six tenths of the longest forced mate in Chatur's endgame tables
// for the best pair of its pieces (docs/tablebase.md: two Rua 7, one Rua 16, Ma
// and Khon 38, Ma and Met 36, two Khon 51, Met and Khon 57). 0: these pieces
// (at most two minor ones of no such pair) (almost) never mate a lone Khun; -1:
// not in the tables (three or more minor pieces of no such pair).
int MovesToMateEstimate(const Position& pos, Color strong);

// `score` (from either side's view) scaled for a running Makruk count: unchanged
// without one, or while the moves left are at least the estimate + 8; below that
// scaled by (left + 4) / (estimate + 12), down to 0. A pieces' honour count uses
// MovesToMateEstimate for the side that is not counting (pieces that (almost)
// never mate: a sixteenth of the score; not in the tables: 16); a board's count
// (the weaker side still has pieces) uses 16.
int ScoreUnderCount(int score, const SearchBoard& board);

}  // namespace chatur
