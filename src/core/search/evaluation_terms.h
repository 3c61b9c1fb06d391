// The engine's positional terms beyond material and piece-square tables, per
// game (evaluation.cpp adds them; docs/engine.md lists the weights):
// - both: mobility of the Rua/Chariot (free squares along its lines) and of the
//   Ma/Horse (in Xiangqi only the steps whose leg is free: a blocked leg costs);
// - Makruk: passed Bia (no enemy Bia ahead on its own or a neighbouring file),
//   more the nearer the promotion rank, more again in the endgame; the Khun's
//   shelter (own pieces around it while the board is full); threats: an enemy piece
//   (not the Khun) a Bia attacks, else one a cheaper piece attacks, and one attacked
//   and not defended (each piece counted once per kind); the mobility of Khon and
//   Met-movers, counting only the squares no enemy Bia attacks; the Khun's danger
//   (the enemy pieces that attack its zone, the enemy's safe checks, less its own
//   pieces in the zone and less when the enemy has no Rua, in units that cost their
//   square / 4096, scaled by the game phase).
// - Xiangqi: cannon screens (a Cannon with exactly one piece between it and the
//   enemy General threatens it, on a file or a rank), a Chariot on an open line to
//   the enemy General, a General off its home point, and the attack on the enemy
//   palace (the palace points each Chariot, Horse and Cannon bears on, weighted by
//   piece, times the number of attacking pieces beyond the first, up to 3).
// Each returns White's terms minus Black's, in centipawns, with the weights given.
#pragma once

#include <bit>

#include "core/rules/position.h"
#include "core/search/evaluation.h"

namespace chatur {

// Calls visit(square, piece) for every piece on Xiangqi's board in square order,
// found through the position's rank masks (empty points are never looked at).
template <typename Visit>
void ForEachXiangqiPiece(const Position& pos, Visit&& visit) {
    const Variant& v = pos.GetVariant();
    for (int r = 0; r < v.ranks; ++r)
        for (unsigned m = pos.RankMask(Color::White, r) | pos.RankMask(Color::Black, r); m;
             m &= m - 1) {
            const Square s = v.MakeSquare(std::countr_zero(m), r);
            visit(s, pos.PieceAt(s));
        }
}

// `phase`: MakrukPhase's, which scales the Khun danger.
int MakrukTerms(const Position& pos, bool endgame, int phase, const EvalWeights& weights);
int XiangqiActivity(const Position& pos, const EvalWeights& weights);

}  // namespace chatur
