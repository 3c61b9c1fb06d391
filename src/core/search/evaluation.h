// Static evaluation for the engine: what a position is worth to the side to move,
// in centipawns (a Bia / soldier = 100). Material (values tuned from the players'
// literature, `chatur-cli tune`), piece-square terms (centralisation, advanced Bia and soldiers,
// General safety), and the rules the profile adds: a running Makruk count scales
// the score toward 0 as the counted moves run out, since the stronger side must
// mate before the limit. docs/engine.md gives the tables.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <utility>

#include "core/search/search_board.h"

namespace chatur {

// The positional terms beyond material and piece-square tables, in centipawns
// (evaluation_terms.h says what each measures). Some belong to one game only.
enum class EvalTerm : uint8_t {
    RookMobility,             // per square a Rua / Chariot reaches
    HorseMobility,            // per square a Ma / Horse reaches
    CannonMobility,           // Xiangqi: per square a Cannon reaches
    PassedBiaRank3,           // Makruk: a passed Bia on its side's third rank
    PassedBiaRank4,           // ... fourth
    PassedBiaRank5,           // ... fifth (the rank before promotion)
    PassedBiaEndgamePercent,  // the passed Bia bonus in the endgame, percent
    KhunShelter,       // Makruk: per own piece next to the Khun (up to 4), not in the endgame
    MopUpEdge,         // Makruk without Bia: per step the losing Khun is from the centre
    MopUpKingGap,      // ... per step the two Khun are nearer than 7
    ChariotOpenLine,   // Xiangqi: a Chariot with nothing between it and the enemy General
    CannonScreenFile,  // Xiangqi: a Cannon with one screen to the General on its file
    CannonScreenRank,  // ... on its rank
    GeneralOffFile,    // Xiangqi: a General off the middle file (a cost)
    GeneralOffHome,    // ... off its home rank (a cost)
    PalaceDanger,      // Xiangqi: per missing guard and enemy attacker (up to 4)
    PalaceHitChariot,  // Xiangqi: per palace point a Chariot bears on, times the other
                       // attackers bearing on that palace (up to 3)
    PalaceHitHorse,    // ... a Horse
    PalaceHitCannon,   // ... a Cannon
    ThreatByBia,       // Makruk: per enemy piece (not a Bia or the Khun) a Bia attacks
    ThreatByLesser,    // Makruk: per enemy piece attacked by a cheaper piece (not a Bia)
    Hanging,           // Makruk: per enemy piece (not the Khun) attacked and undefended
    KhonMobility,      // Makruk: per square a Khon reaches that no enemy Bia attacks
    MetMobility,       // ... a Met or Bia ngai
    // Makruk's Khun danger (MakrukTerms): units that cost danger² / 4096 centipawns,
    // scaled by the game phase. Units per enemy piece that attacks the Khun's zone
    // (its square and the eight around it):
    KhunAttackerRua,
    KhunAttackerMa,
    KhunAttackerMinor,   // a Khon, Met or Bia ngai
    KhunSafeCheckRua,    // the enemy has a Rua check from a square we cannot take on
    KhunSafeCheckMa,     // ... a Ma check
    KhunSafeCheckMinor,  // ... a Khon, Met or Bia ngai check
    KhunDefender,        // less per own piece in the zone
    KhunNoEnemyRua,      // less when the enemy has no Rua
    KhunDangerPercent,   // the cost in percent
    Tempo,               // the side to move's edge
};
constexpr int kEvalTermCount = int(EvalTerm::Tempo) + 1;

// The evaluation's tunable weights for one game (`chatur-cli tune` fits them):
// a value per piece type (indexed by PieceType; a promoted Bia's is the Met's), the
// weight of each piece type's piece-square terms in percent, and the positional terms.
// Makruk's pieces also have an endgame value (`endValue`): the evaluation blends the
// two by the game's phase (MakrukPhase). Xiangqi's are the same as `value`.
struct EvalWeights {
    std::array<int, kPieceTypeCount> value{};
    std::array<int, kPieceTypeCount> endValue{};
    std::array<int, kPieceTypeCount> squarePercent{};
    std::array<int, kEvalTermCount> term{};

    int Term(EvalTerm t) const { return term[size_t(t)]; }
};

// Makruk's game phase, from 0 (an endgame) to kMakrukPhaseFull (a middlegame),
// counted from the pieces besides Khun and Bia: a Rua 4 units, a Ma or Khon 2, a Met
// or Bia ngai 1 (34 at the start), less 4, at most kMakrukPhaseFull. So the phase is
// full while the trades leave 28 units, and 0 with a Rua or two minor pieces left on
// the whole board. The evaluation blends each piece's middlegame and endgame value by
// it (the piece-square terms, the Khun's shelter and the passed Bia's endgame bonus
// still switch to the endgame below 1,600 of middlegame material).
constexpr int kMakrukPhaseFull = 24;
int MakrukPhase(const Position& pos);

// The weights the engine plays with.
const EvalWeights& DefaultWeights(const Variant& variant);

// Piece values in centipawns, DefaultWeights' middlegame ones, indexed by PieceType:
// the search's exchanges and move order read them at every node, so they are a
// table, not a look-up of the weights (a Xiangqi soldier is worth more after
// crossing the river in the evaluation, not here).
constexpr std::array<int, kPieceTypeCount> PieceValueTable(
    std::initializer_list<std::pair<PieceType, int>> values) {
    std::array<int, kPieceTypeCount> table{};
    for (const auto& [type, value] : values) table[size_t(type)] = value;
    return table;
}
inline constexpr std::array<int, kPieceTypeCount> kMakrukPieceValues =
    PieceValueTable({{PieceType::Rook, 662},
                     {PieceType::Horse, 312},
                     {PieceType::Khon, 234},
                     {PieceType::Met, 161},
                     {PieceType::BiaNgai, 161},
                     {PieceType::Pawn, 100}});
inline constexpr std::array<int, kPieceTypeCount> kXiangqiPieceValues =
    PieceValueTable({{PieceType::Rook, 892},
                     {PieceType::Horse, 393},
                     {PieceType::Cannon, 478},
                     {PieceType::Advisor, 96},
                     {PieceType::Elephant, 108},
                     {PieceType::Pawn, 100}});
inline int PieceValue(const Variant& variant, PieceType type) {
    return (variant.id == VariantId::Makruk ? kMakrukPieceValues
                                            : kXiangqiPieceValues)[size_t(type)];
}

// The position's worth to the side to move (no search; the game is assumed to go on).
int Evaluate(const SearchBoard& board);
// The same with other weights (the tuner's trials).
int Evaluate(const SearchBoard& board, const EvalWeights& weights);

}  // namespace chatur
