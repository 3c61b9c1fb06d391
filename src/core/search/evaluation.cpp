#include "core/search/evaluation.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/rules/bitboard.h"
#include "core/search/count_knowledge.h"
#include "core/search/evaluation_terms.h"

namespace chatur {

namespace {

// Distance from the board's centre, 0 (centre) to about 7 (corner), in half files.
int CentreDistance(const Variant& v, Square s) {
    int df = std::abs(2 * v.FileOf(s) - (v.files - 1));
    int dr = std::abs(2 * v.RankOf(s) - (v.ranks - 1));
    return (df + dr) / 2;
}

int MakrukPieceSquare(const Position& pos, PieceType t, Color c, Square s, bool endgame) {
    const Variant& v = pos.GetVariant();
    int centre = 7 - CentreDistance(v, s);  // 0..7
    int rel = v.RelativeRank(c, s);
    switch (t) {
        case PieceType::Pawn:
            return rel >= 3 ? (rel - 2) * 15 : 0;  // advanced Bia
        case PieceType::Horse:
            return 4 * centre - (v.FileOf(s) % 7 == 0 ? 10 : 0);
        case PieceType::Khon:
            return 3 * centre + (rel >= 2 && rel <= 5 ? 6 : 0);
        case PieceType::Met:
        case PieceType::BiaNgai:
            return 3 * centre;
        case PieceType::Rook:
            return rel == 6 ? 15 : 0;
        case PieceType::King:
            return endgame ? 5 * centre : (rel == 0 ? 10 : 0) - 2 * centre;
        default:
            return 0;
    }
}

int XiangqiPieceSquare(const Position& pos, PieceType t, Color c, Square s) {
    const Variant& v = pos.GetVariant();
    int file = v.FileOf(s);
    int rel = v.RelativeRank(c, s);
    int fileFromCentre = std::abs(file - 4);
    switch (t) {
        case PieceType::Pawn:
            if (!v.PawnCrossedRiver(c, s)) return 0;
            // Crossed: worth double; best near the palace, poor on the last rank.
            return 100 + (rel == 9 ? -60 : 0) + (rel >= 6 && rel <= 8 ? 20 : 0) +
                   (3 - std::min(3, fileFromCentre)) * 8;
        case PieceType::Horse:
            // Central, across the river, and not left on its own back rank: Chatur
            // moved cannons and chariots in the opening where a Horse should have
            // come out (docs/engine.md, eleventh round).
            return 4 * (7 - CentreDistance(v, s)) - (file == 0 || file == 8 ? 20 : 0) +
                   (rel >= 5 && rel <= 7 ? 15 : 0) + (rel == 0 ? -12 : 0);
        case PieceType::Cannon:
            return (file == 4 ? 20 : 0) + (rel == 2 ? 5 : 0);
        case PieceType::Rook:
            return (rel >= 5 ? 20 : 0) + (fileFromCentre <= 1 ? 10 : 0) + (rel == 0 ? -10 : 0);
        case PieceType::King:
            return rel == 0 && file == 4 ? 10 : 0;
        default:
            return 0;
    }
}

// The piece-square values of one game and phase, made once from the functions above:
// [colour][piece type][square].
template <int kSquares>
using SquareTable = std::array<std::array<std::array<int16_t, kSquares>, kPieceTypeCount>, 2>;

template <int kSquares, typename Value>
SquareTable<kSquares> MakeSquareTable(Value value) {
    SquareTable<kSquares> out{};
    for (Color colour : {Color::White, Color::Black})
        for (int type = 0; type < kPieceTypeCount; ++type)
            for (int s = 0; s < kSquares; ++s)
                out[size_t(Index(colour))][size_t(type)][size_t(s)] =
                    int16_t(value(PieceType(type), colour, Square(s)));
    return out;
}

struct SquareTables {
    SquareTable<64> makruk[2];  // [endgame]
    SquareTable<90> xiangqi;
};

const SquareTables& PieceSquareTables() {
    static const SquareTables tables = [] {
        const Position makruk(MakrukVariant()), xiangqi(XiangqiVariant());
        SquareTables t;
        for (bool endgame : {false, true})
            t.makruk[endgame] = MakeSquareTable<64>([&](PieceType type, Color c, Square s) {
                return MakrukPieceSquare(makruk, type, c, s, endgame);
            });
        t.xiangqi = MakeSquareTable<90>([&](PieceType type, Color c, Square s) {
            return XiangqiPieceSquare(xiangqi, type, c, s);
        });
        return t;
    }();
    return tables;
}

// The Makruk piece types that count in the material (the Khun does not).
constexpr PieceType kMakrukMaterial[] = {PieceType::Pawn, PieceType::Rook, PieceType::Horse,
                                         PieceType::Khon, PieceType::Met,  PieceType::BiaNgai};

// A Makruk piece's share of the game phase (MakrukPhase).
int PhaseUnits(PieceType t) {
    switch (t) {
        case PieceType::Rook:
            return 4;
        case PieceType::Horse:
        case PieceType::Khon:
            return 2;
        case PieceType::Met:
        case PieceType::BiaNgai:
            return 1;
        default:
            return 0;
    }
}

int PhaseOfUnits(int units) {
    return std::clamp(units - 4, 0, kMakrukPhaseFull);
}

// The middlegame value at `phase`, the endgame value at phase 0, linear between.
int Blend(int middlegame, int endgame, int phase) {
    return (middlegame * phase + endgame * (kMakrukPhaseFull - phase)) / kMakrukPhaseFull;
}

}  // namespace

namespace {

using PieceValues = std::initializer_list<std::pair<PieceType, int>>;
using TermValues = std::initializer_list<std::pair<EvalTerm, int>>;

// Piece-square percentages not listed are 100. The endgame values are the middlegame
// ones: values of their own, fitted by the tuner, did not play better (docs/engine.md,
// sixteenth round).
EvalWeights MakeWeights(const std::array<int, kPieceTypeCount>& values, TermValues terms,
                        PieceValues squarePercents = {}) {
    EvalWeights w;
    w.value = values;
    w.endValue = w.value;
    w.squarePercent.fill(100);
    for (auto [type, percent] : squarePercents) w.squarePercent[size_t(type)] = percent;
    for (auto [term, value] : terms) w.term[size_t(term)] = value;
    return w;
}

}  // namespace

const EvalWeights& DefaultWeights(const Variant& variant) {
    // Makruk: the third tuning's piece values (kMakrukPieceValues); the other weights
    // half-way between the third tuning's (with the Khun danger of issue 33's
    // nineteenth round) and a fit to Fairy-Stockfish's scores in 2,465 of its games
    // against Chatur (twenty-eighth round, docs/engine.md).
    static const EvalWeights makruk =
        MakeWeights(kMakrukPieceValues,
                    {{EvalTerm::RookMobility, 4},        {EvalTerm::HorseMobility, 2},
                     {EvalTerm::PassedBiaRank3, 26},     {EvalTerm::PassedBiaRank4, 23},
                     {EvalTerm::PassedBiaRank5, 17},     {EvalTerm::PassedBiaEndgamePercent, 193},
                     {EvalTerm::KhunShelter, 16},        {EvalTerm::MopUpEdge, 6},
                     {EvalTerm::MopUpKingGap, 4},        {EvalTerm::ThreatByBia, 70},
                     {EvalTerm::ThreatByLesser, 26},     {EvalTerm::Hanging, 50},
                     {EvalTerm::KhonMobility, 14},       {EvalTerm::MetMobility, 4},
                     {EvalTerm::KhunAttackerRua, 382},   {EvalTerm::KhunAttackerMa, 348},
                     {EvalTerm::KhunAttackerMinor, 300}, {EvalTerm::KhunSafeCheckRua, 265},
                     {EvalTerm::KhunSafeCheckMa, 324},   {EvalTerm::KhunSafeCheckMinor, 402},
                     {EvalTerm::KhunDefender, 32},       {EvalTerm::KhunNoEnemyRua, 401},
                     {EvalTerm::KhunDangerPercent, 50},  {EvalTerm::Tempo, 15}},
                    {{PieceType::Rook, 174},
                     {PieceType::Horse, 356},
                     {PieceType::Khon, 250},
                     {PieceType::Met, 326},
                     {PieceType::BiaNgai, 326},
                     {PieceType::Pawn, 36},
                     {PieceType::King, 50}});
    static const EvalWeights xiangqi = MakeWeights(kXiangqiPieceValues,
                                                   {{EvalTerm::RookMobility, 6},
                                                    {EvalTerm::HorseMobility, 13},
                                                    {EvalTerm::CannonMobility, 2},
                                                    {EvalTerm::ChariotOpenLine, 25},
                                                    {EvalTerm::CannonScreenFile, 30},
                                                    {EvalTerm::CannonScreenRank, 15},
                                                    {EvalTerm::GeneralOffFile, 57},
                                                    {EvalTerm::GeneralOffHome, 14},
                                                    {EvalTerm::PalaceDanger, 10},
                                                    {EvalTerm::PalaceHitChariot, 10},
                                                    {EvalTerm::PalaceHitHorse, 13},
                                                    {EvalTerm::PalaceHitCannon, 0},
                                                    {EvalTerm::Tempo, 28}},
                                                   {{PieceType::Rook, 268},
                                                    {PieceType::Horse, 296},
                                                    {PieceType::Cannon, 580},
                                                    {PieceType::Pawn, 151},
                                                    {PieceType::King, 771}});
    return variant.id == VariantId::Makruk ? makruk : xiangqi;
}

int MakrukPhase(const Position& pos) {
    int units = 0;
    for (PieceType t : kMakrukMaterial)
        units +=
            PhaseUnits(t) * bb::Count(pos.Pieces(Color::White, t) | pos.Pieces(Color::Black, t));
    return PhaseOfUnits(units);
}

int Evaluate(const SearchBoard& board) {
    return Evaluate(board, DefaultWeights(board.Pos().GetVariant()));
}

int Evaluate(const SearchBoard& board, const EvalWeights& weights) {
    const Position& pos = board.Pos();
    const Variant& v = pos.GetVariant();
    bool makruk = v.id == VariantId::Makruk;
    int material[2] = {0, 0};
    int positional[2] = {0, 0};  // piece-square terms times their percentages
    int attackers[2] = {0, 0};   // Xiangqi pieces that can reach the other palace
    int guards[2] = {0, 0};      // Xiangqi advisors and elephants
    int pawns = 0;
    const SquareTables& squares = PieceSquareTables();
    bool endgame = false;
    int phase = 0;  // Makruk's (MakrukPhase)
    if (makruk) {
        // The material blended by the phase; the piece-square terms and the Khun's
        // shelter and passed Bia (MakrukTerms) still switch to the endgame below
        // 1,600 of middlegame material.
        int endMaterial[2] = {0, 0}, units = 0;
        for (int c = 0; c < 2; ++c)
            for (PieceType t : kMakrukMaterial) {
                const int n = bb::Count(pos.Pieces(c == 0 ? Color::White : Color::Black, t));
                material[c] += n * weights.value[size_t(t)];
                endMaterial[c] += n * weights.endValue[size_t(t)];
                units += n * PhaseUnits(t);
                if (t == PieceType::Pawn) pawns += n;
            }
        endgame = material[0] + material[1] < 1600;
        for (bb::Bitboard b = pos.Occupied(); b;) {
            const int s = bb::PopLsb(b);
            const Piece p = pos.PieceAt(Square(s));
            const size_t c = size_t(Index(ColorOf(p))), ti = size_t(TypeOf(p));
            positional[c] += squares.makruk[endgame][c][ti][s] * weights.squarePercent[ti];
        }
        phase = PhaseOfUnits(units);
        for (int c = 0; c < 2; ++c) material[c] = Blend(material[c], endMaterial[c], phase);
    } else {
        ForEachXiangqiPiece(pos, [&](Square s, Piece p) {
            const PieceType t = TypeOf(p);
            const size_t c = size_t(Index(ColorOf(p))), ti = size_t(t);
            material[c] += weights.value[ti];
            positional[c] += squares.xiangqi[c][ti][s] * weights.squarePercent[ti];
            if (t == PieceType::Rook || t == PieceType::Horse || t == PieceType::Cannon ||
                t == PieceType::Pawn)
                ++attackers[c];
            if (t == PieceType::Advisor || t == PieceType::Elephant) ++guards[c];
        });
    }
    int score = material[0] - material[1] + (positional[0] - positional[1]) / 100;
    score += makruk ? MakrukTerms(pos, endgame, phase, weights) : XiangqiActivity(pos, weights);
    if (!makruk) {
        // A palace without its guards is open to the other side's attackers.
        for (int c = 0; c < 2; ++c) {
            int missing = 4 - guards[c];
            int danger =
                std::min(attackers[1 - c], 4) * missing * weights.Term(EvalTerm::PalaceDanger);
            score += c == 0 ? -danger : danger;
        }
    }
    if (makruk && pawns == 0) {
        // Mop-up: the side well ahead drives the other Khun to the edge and brings
        // its own Khun near, since it must mate within the count.
        int diff = material[0] - material[1];
        if (std::abs(diff) >= 250) {
            Color strong = diff > 0 ? Color::White : Color::Black;
            Square weakKing = pos.KingSquare(~strong), strongKing = pos.KingSquare(strong);
            if (weakKing != kNoSquare && strongKing != kNoSquare) {
                int kingGap = std::max(std::abs(v.FileOf(weakKing) - v.FileOf(strongKing)),
                                       std::abs(v.RankOf(weakKing) - v.RankOf(strongKing)));
                int bonus = weights.Term(EvalTerm::MopUpEdge) * CentreDistance(v, weakKing) +
                            weights.Term(EvalTerm::MopUpKingGap) * (7 - kingGap);
                score += strong == Color::White ? bonus : -bonus;
            }
        }
    }
    Color us = pos.SideToMove();
    if (us == Color::Black) score = -score;
    score += weights.Term(EvalTerm::Tempo);  // the move

    if (makruk) {
        // A running count: the side ahead must mate before it runs out, and some
        // pieces need more moves than the count leaves (count_knowledge.h).
        score = ScoreUnderCount(score, board);
        // Without Bia and with little material, a small edge rarely wins.
        if (pawns == 0 && std::abs(material[0] - material[1]) < 200) score /= 2;
    }
    return score;
}

}  // namespace chatur
