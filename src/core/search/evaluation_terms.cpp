#include "core/search/evaluation_terms.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

#include "core/rules/bitboard.h"

namespace chatur {

namespace {

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

bool FreeFor(const Position& pos, int f, int r, Color us) {
    const Variant& v = pos.GetVariant();
    if (!v.OnBoard(f, r)) return false;
    Piece p = pos.PieceAt(v.MakeSquare(f, r));
    return IsEmpty(p) || ColorOf(p) != us;
}

// Xiangqi: the leg is the orthogonal neighbour; the two targets lie beyond it.
int XiangqiHorseReach(const Position& pos, int file, int rank, Color us) {
    const Variant& v = pos.GetVariant();
    int reach = 0;
    for (const auto& d : kRookDirs) {
        int lf = file + d[0], lr = rank + d[1];
        if (!v.OnBoard(lf, lr) || !IsEmpty(pos.PieceAt(v.MakeSquare(lf, lr)))) continue;
        int sf = d[1], sr = d[0];  // sideways
        reach += FreeFor(pos, lf + d[0] + sf, lr + d[1] + sr, us);
        reach += FreeFor(pos, lf + d[0] - sf, lr + d[1] - sr, us);
    }
    return reach;
}

// On one line of points (bit i of `occupied`: a piece on point i), from point `at`:
// the points a Chariot there bears on (up to and including the first piece each way)
// or, for a Cannon, the points beyond its first screen up to and including the next
// piece.
unsigned LineRay(unsigned occupied, int at, int length, bool cannon) {
    const unsigned all = (1u << length) - 1;
    const unsigned upward = all & ~((2u << at) - 1), downward = (1u << at) - 1;
    unsigned ray = 0;
    // Upward: the first piece is the lowest set bit above `at`.
    if (unsigned up = occupied & upward; !cannon) {
        ray |= up ? ((2u << std::countr_zero(up)) - 1) & upward : upward;
    } else if (up) {
        const unsigned beyond = all & ~((2u << std::countr_zero(up)) - 1);
        const unsigned next = occupied & beyond;
        ray |= next ? ((2u << std::countr_zero(next)) - 1) & beyond : beyond;
    }
    // Downward: the first piece is the highest set bit below `at`.
    if (unsigned down = occupied & downward; !cannon) {
        ray |= down ? downward & ~((1u << (std::bit_width(down) - 1)) - 1) : downward;
    } else if (down) {
        const unsigned beyond = (1u << (std::bit_width(down) - 1)) - 1;
        const unsigned next = occupied & beyond;
        ray |= next ? beyond & ~((1u << (std::bit_width(next) - 1)) - 1) : beyond;
    }
    return ray;
}

// Xiangqi: empty points along the four lines from (file, rank), plus one for each
// enemy piece that ends a line (a capture): the points a Chariot there bears on
// (LineRay) but its own pieces.
int RookReach(const Position& pos, int file, int rank, Color us) {
    const Variant& v = pos.GetVariant();
    const unsigned rankOwn = pos.RankMask(us, rank), fileOwn = pos.FileMask(us, file);
    const unsigned rankAll = rankOwn | pos.RankMask(~us, rank);
    const unsigned fileAll = fileOwn | pos.FileMask(~us, file);
    return bb::Count(LineRay(rankAll, file, v.files, false) & ~rankOwn) +
           bb::Count(LineRay(fileAll, rank, v.ranks, false) & ~fileOwn);
}

// The points of `palace`'s palace a Chariot or a Cannon on (file, rank) bears on
// (LineRay), from the position's line masks.
int PalaceLineHits(const Position& pos, int file, int rank, Color palace, bool cannon) {
    const Variant& v = pos.GetVariant();
    const bool inPalaceRanks = v.RelativeRank(palace, v.MakeSquare(file, rank)) <= 2;
    const bool onPalaceFile = file >= 3 && file <= 5;
    if (!inPalaceRanks && !onPalaceFile) return 0;  // no line crosses the palace
    int hits = 0;
    if (inPalaceRanks) {  // along the rank: the palace's files
        const unsigned line = pos.RankMask(Color::White, rank) | pos.RankMask(Color::Black, rank);
        hits += bb::Count(LineRay(line, file, v.files, cannon) & 0x38u);
    }
    if (onPalaceFile) {  // along the file: the palace's ranks
        const unsigned line = pos.FileMask(Color::White, file) | pos.FileMask(Color::Black, file);
        const unsigned palaceRanks =
            v.RelativeRank(palace, v.MakeSquare(file, 0)) == 0 ? 0x7u : 0x7u << (v.ranks - 3);
        hits += bb::Count(LineRay(line, rank, v.ranks, cannon) & palaceRanks);
    }
    return hits;
}

// The points of `palace`'s palace a Xiangqi Horse on (file, rank) reaches (its leg free).
int PalaceHorseHits(const Position& pos, int file, int rank, Color palace) {
    const Variant& v = pos.GetVariant();
    if (std::abs(file - 4) > 3 || v.RelativeRank(palace, v.MakeSquare(file, rank)) > 4) return 0;
    int hits = 0;
    for (const auto& d : kRookDirs) {
        int lf = file + d[0], lr = rank + d[1];
        if (!v.OnBoard(lf, lr) || !IsEmpty(pos.PieceAt(v.MakeSquare(lf, lr)))) continue;
        int sf = d[1], sr = d[0];  // sideways
        for (int side : {1, -1}) {
            const int f = lf + d[0] + side * sf, r = lr + d[1] + side * sr;
            hits += v.OnBoard(f, r) && v.InPalace(palace, v.MakeSquare(f, r));
        }
    }
    return hits;
}

// Xiangqi: pieces strictly between two points on one file or rank (-1: not on a
// line), from the line masks.
int Between(const Position& pos, int f1, int r1, int f2, int r2) {
    if (f1 != f2 && r1 != r2) return -1;
    const bool sameRank = r1 == r2;
    const unsigned line = sameRank
                              ? pos.RankMask(Color::White, r1) | pos.RankMask(Color::Black, r1)
                              : pos.FileMask(Color::White, f1) | pos.FileMask(Color::Black, f1);
    const int a = sameRank ? std::min(f1, f2) : std::min(r1, r2);
    const int b = sameRank ? std::max(f1, f2) : std::max(r1, r2);
    const unsigned inside = ((1u << b) - 1) & ~((1u << (a + 1)) - 1);
    return bb::Count(line & inside);
}

// A passed Bia's bonus by its relative rank (0: White's first); only the third to
// fifth ranks have one.
int PassedBiaBonus(const EvalWeights& weights, int relativeRank) {
    switch (relativeRank) {
        case 2:
            return weights.Term(EvalTerm::PassedBiaRank3);
        case 3:
            return weights.Term(EvalTerm::PassedBiaRank4);
        case 4:
            return weights.Term(EvalTerm::PassedBiaRank5);
        default:
            return 0;
    }
}

using bb::Bitboard;

constexpr Color kColors[2] = {Color::White, Color::Black};

// Makruk: the squares ahead of a Bia on its own and the neighbouring files (for
// each side and square), where an enemy Bia would stop it being passed.
const std::array<std::array<Bitboard, 64>, 2>& FrontSpans() {
    static const auto spans = [] {
        std::array<std::array<Bitboard, 64>, 2> t{};
        for (int c = 0; c < 2; ++c)
            for (int s = 0; s < 64; ++s) {
                const int file = s % 8, forward = c == 0 ? 1 : -1;
                for (int r = s / 8 + forward; r >= 0 && r < 8; r += forward)
                    for (int f = std::max(0, file - 1); f <= std::min(7, file + 1); ++f)
                        t[size_t(c)][size_t(s)] |= bb::Bit(r * 8 + f);
            }
        return t;
    }();
    return spans;
}

// The most danger units a Khun counts (2,900² / 4,096: about 2,050 centipawns).
constexpr int kMaxKhunDanger = 2900;

int KhunAttackerUnits(const EvalWeights& weights, PieceType t) {
    switch (t) {
        case PieceType::Rook:
            return weights.Term(EvalTerm::KhunAttackerRua);
        case PieceType::Horse:
            return weights.Term(EvalTerm::KhunAttackerMa);
        case PieceType::Khon:
        case PieceType::Met:
        case PieceType::BiaNgai:
            return weights.Term(EvalTerm::KhunAttackerMinor);
        default:
            return 0;  // a Bia
    }
}

}  // namespace

int MakrukTerms(const Position& pos, bool endgame, int phase, const EvalWeights& weights) {
    if (pos.GetVariant().SquareCount() != 64) return 0;
    const bb::Tables& steps = bb::Get();
    const Bitboard occupied = pos.Occupied();
    // Each Khun's zone: its square and the eight around it.
    Bitboard zone[2] = {0, 0};
    for (int c = 0; c < 2; ++c) {
        const Square k = pos.KingSquare(kColors[c]);
        if (k != kNoSquare) zone[c] = steps.king[k] | bb::Bit(k);
    }
    // [side]: the danger units its pieces put on the other Khun's zone; the squares
    // its pieces other than the Khun attack, and those it attacks twice or more.
    int zoneUnits[2] = {0, 0};
    Bitboard byPieces[2] = {0, 0}, attackedTwice[2] = {0, 0};
    const Bitboard pawns[2] = {pos.Pieces(kColors[0], PieceType::Pawn),
                               pos.Pieces(kColors[1], PieceType::Pawn)};
    const auto& frontSpans = FrontSpans();
    // [side][piece type]: the squares that side's pieces of that type attack.
    std::array<std::array<Bitboard, kPieceTypeCount>, 2> attacks{};
    Bitboard attacked[2] = {0, 0};
    // The Bia's attacks first, for both sides: a Khon or Met counts only the squares
    // no enemy Bia attacks.
    for (int c = 0; c < 2; ++c)
        for (Bitboard b = pawns[c]; b;)
            attacks[size_t(c)][size_t(PieceType::Pawn)] |= steps.pawnAttack[c][bb::PopLsb(b)];
    int score[2] = {0, 0};
    for (int c = 0; c < 2; ++c) {
        const Color color = kColors[c];
        const Bitboard own = pos.Pieces(color);
        const Bitboard unsafe = own | attacks[size_t(1 - c)][size_t(PieceType::Pawn)];
        auto& by = attacks[size_t(c)];
        int& out = score[c];
        for (Bitboard b = own; b;) {
            const int s = bb::PopLsb(b);
            const PieceType t = TypeOf(pos.PieceAt(Square(s)));
            Bitboard targets = 0;
            switch (t) {
                case PieceType::Rook:
                    targets = bb::RookAttacks(s, occupied);
                    // The squares it reaches: empty ones and an enemy piece ending a line.
                    out += weights.Term(EvalTerm::RookMobility) * (bb::Count(targets & ~own) - 7);
                    break;
                case PieceType::Horse:
                    targets = steps.horse[s];
                    out += weights.Term(EvalTerm::HorseMobility) * (bb::Count(targets & ~own) - 4);
                    break;
                case PieceType::Pawn: {
                    targets = steps.pawnAttack[c][s];
                    // Passed: no enemy Bia ahead on this or a neighbouring file.
                    if (!(frontSpans[size_t(c)][size_t(s)] & pawns[1 - c])) {
                        const int bonus = PassedBiaBonus(
                            weights, pos.GetVariant().RelativeRank(color, Square(s)));
                        out += endgame
                                   ? bonus * weights.Term(EvalTerm::PassedBiaEndgamePercent) / 100
                                   : bonus;
                    }
                    break;
                }
                case PieceType::Khon:
                    targets = steps.khon[c][s];
                    out +=
                        weights.Term(EvalTerm::KhonMobility) * (bb::Count(targets & ~unsafe) - 3);
                    break;
                case PieceType::Met:
                case PieceType::BiaNgai:
                    targets = steps.met[s];
                    out += weights.Term(EvalTerm::MetMobility) * (bb::Count(targets & ~unsafe) - 2);
                    break;
                case PieceType::King:
                    targets = steps.king[s];
                    // Shelter: own pieces on the neighbouring squares.
                    if (!endgame)
                        out += weights.Term(EvalTerm::KhunShelter) *
                               std::min(bb::Count(targets & own), 4);
                    break;
                default:
                    break;
            }
            by[size_t(t)] |= targets;
            attackedTwice[c] |= attacked[c] & targets;
            attacked[c] |= targets;
            if (t == PieceType::King) continue;
            byPieces[c] |= targets;
            if (targets & zone[1 - c]) zoneUnits[c] += KhunAttackerUnits(weights, t);
        }
    }
    // Threats: each piece (not a Khun) the other side attacks counts once as a Bia's
    // target or else as a cheaper piece's, and again when nothing defends it.
    static constexpr PieceType kAttackers[] = {PieceType::Met, PieceType::BiaNgai, PieceType::Khon,
                                               PieceType::Horse, PieceType::Rook};
    for (int them = 0; them < 2; ++them) {
        const int us = 1 - them;
        const Bitboard victims =
            pos.Pieces(kColors[us]) & ~pos.Pieces(kColors[us], PieceType::King) & attacked[them];
        for (Bitboard b = victims; b;) {
            const int s = bb::PopLsb(b);
            const Bitboard bit = bb::Bit(s);
            const PieceType t = TypeOf(pos.PieceAt(Square(s)));
            if (t != PieceType::Pawn && (attacks[size_t(them)][size_t(PieceType::Pawn)] & bit)) {
                score[them] += weights.Term(EvalTerm::ThreatByBia);
            } else {
                const int value = weights.value[size_t(t)];
                for (PieceType a : kAttackers) {
                    if (weights.value[size_t(a)] < value &&
                        (attacks[size_t(them)][size_t(a)] & bit)) {
                        score[them] += weights.Term(EvalTerm::ThreatByLesser);
                        break;
                    }
                }
            }
            if (!(attacked[us] & bit)) score[them] += weights.Term(EvalTerm::Hanging);
        }
    }
    // The Khun's danger: a cost that grows with the square of the attack, so one
    // attacker costs little and a net of them with a safe check a lot.
    const int percent = weights.Term(EvalTerm::KhunDangerPercent);
    for (int us = 0; us < 2 && percent && phase; ++us) {
        const int them = 1 - us;
        if (!zoneUnits[them]) continue;
        const Square k = pos.KingSquare(kColors[us]);
        const auto& enemy = attacks[size_t(them)];
        // Squares an enemy piece may check from: not its own, not defended by a piece
        // of ours, and if the Khun defends it, attacked twice.
        const Bitboard safe =
            ~pos.Pieces(kColors[them]) & ~byPieces[us] & (~steps.king[k] | attackedTwice[them]);
        int units = zoneUnits[them];
        if (bb::RookAttacks(k, occupied) & enemy[size_t(PieceType::Rook)] & safe)
            units += weights.Term(EvalTerm::KhunSafeCheckRua);
        if (steps.horse[k] & enemy[size_t(PieceType::Horse)] & safe)
            units += weights.Term(EvalTerm::KhunSafeCheckMa);
        // A Khon checks from where our own Khon would attack (the steps mirror).
        if (((steps.khon[us][k] & enemy[size_t(PieceType::Khon)]) |
             (steps.met[k] & (enemy[size_t(PieceType::Met)] | enemy[size_t(PieceType::BiaNgai)]))) &
            safe)
            units += weights.Term(EvalTerm::KhunSafeCheckMinor);
        units -= weights.Term(EvalTerm::KhunDefender) *
                 bb::Count(zone[us] & pos.Pieces(kColors[us]) & ~bb::Bit(k));
        if (!pos.Pieces(kColors[them], PieceType::Rook))
            units -= weights.Term(EvalTerm::KhunNoEnemyRua);
        units = std::clamp(units, 0, kMaxKhunDanger);
        score[us] -= units * units / 4096 * percent / 100 * phase / kMakrukPhaseFull;
    }
    return score[0] - score[1];
}

int XiangqiActivity(const Position& pos, const EvalWeights& weights) {
    const Variant& v = pos.GetVariant();
    int score[2] = {0, 0};
    Square kings[2] = {pos.KingSquare(Color::White), pos.KingSquare(Color::Black)};
    // Each side's pieces bearing on the other palace: their weighted palace points, and
    // how many pieces bear at all (an attack by one piece alone is rarely dangerous).
    int palaceHits[2] = {0, 0};
    int palaceAttackers[2] = {0, 0};
    auto bearOnPalace = [&](Color c, int hits, EvalTerm weight) {
        palaceHits[Index(c)] += hits * weights.Term(weight);
        palaceAttackers[Index(c)] += hits > 0;
    };
    ForEachXiangqiPiece(pos, [&](Square s, Piece p) {
        const Color c = ColorOf(p);
        const int file = v.FileOf(Square(s)), rank = v.RankOf(Square(s));
        const Square enemyKing = kings[Index(~c)];
        const int kf = enemyKing == kNoSquare ? -1 : v.FileOf(enemyKing);
        const int kr = enemyKing == kNoSquare ? -1 : v.RankOf(enemyKing);
        int& out = score[Index(c)];
        switch (TypeOf(p)) {
            case PieceType::Rook:
                out += weights.Term(EvalTerm::RookMobility) * (RookReach(pos, file, rank, c) - 8);
                // On an open line to the enemy General (a check or a pin ahead).
                if (kf >= 0 && Between(pos, file, rank, kf, kr) == 0)
                    out += weights.Term(EvalTerm::ChariotOpenLine);
                bearOnPalace(c, PalaceLineHits(pos, file, rank, ~c, false),
                             EvalTerm::PalaceHitChariot);
                break;
            case PieceType::Horse:
                out += weights.Term(EvalTerm::HorseMobility) *
                       (XiangqiHorseReach(pos, file, rank, c) - 4);
                bearOnPalace(c, PalaceHorseHits(pos, file, rank, ~c), EvalTerm::PalaceHitHorse);
                break;
            case PieceType::Cannon:
                // A screen between the Cannon and the enemy General.
                if (kf >= 0 && Between(pos, file, rank, kf, kr) == 1)
                    out += weights.Term(file == kf ? EvalTerm::CannonScreenFile
                                                   : EvalTerm::CannonScreenRank);
                out += weights.Term(EvalTerm::CannonMobility) * (RookReach(pos, file, rank, c) - 6);
                bearOnPalace(c, PalaceLineHits(pos, file, rank, ~c, true),
                             EvalTerm::PalaceHitCannon);
                break;
            case PieceType::King:
                if (v.FileOf(Square(s)) != 4) out -= weights.Term(EvalTerm::GeneralOffFile);
                if (v.RelativeRank(c, Square(s)) > 0) out -= weights.Term(EvalTerm::GeneralOffHome);
                break;
            default:
                break;
        }
    });
    // The attack on a palace: its weighted points times the attackers beyond the first.
    for (int c = 0; c < 2; ++c)
        score[c] += palaceHits[c] * std::clamp(palaceAttackers[c] - 1, 0, 3);
    return score[0] - score[1];
}

}  // namespace chatur
