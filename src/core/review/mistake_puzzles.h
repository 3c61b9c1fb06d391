// A reviewed game's mistakes as puzzles (docs/review.md, "Mistakes as puzzles"):
// the position before each mistake or blunder, with the move the review preferred
// as the solution, and texts in every language of the catalogs, made as the
// mined puzzles' texts are (translatable templates rendered at write time). What
// `chatur-cli review --out` writes and the personal puzzles of "Learn from your
// mistakes" are made here, so a pack of them passes `validate --strict`.
#pragma once

#include <string>
#include <vector>

#include "core/content/puzzle.h"
#include "core/mining/puzzle_texts.h"
#include "core/review/game_review.h"

namespace chatur::review {

// Where a game's puzzles come from: their ids are `idStem` + "-p<ply>" and their
// source `source` + ", ply <n> (move <m>)".
struct MistakeOrigin {
    std::string idStem;
    std::string source;
};

// The puzzles of `review`'s mistakes and blunders that have a better move, in the
// order of the game. `startFen`, `moves` and `declarations` are the reviewed game's.
std::vector<content::Puzzle> MistakePuzzles(const Variant& variant, const RuleProfile& profile,
                                            const std::string& startFen,
                                            const std::vector<Move>& moves,
                                            const std::vector<CountDeclaration>& declarations,
                                            const GameReview& review, const MistakeOrigin& origin,
                                            const mining::TextCatalogs& catalogs);

}  // namespace chatur::review
