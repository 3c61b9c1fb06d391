#include "core/mining/puzzle_rating.h"

#include <algorithm>

#include "core/mining/attacks.h"

namespace chatur::mining {

namespace {

bool Has(const MinedPuzzle& p, const char* theme) {
    return std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
}

// First moves that give check: the tries a solver of a mate looks at first.
int CheckingMoves(const Game& start) {
    int checks = 0;
    const Position& pos = start.GetPosition();
    for (Move m : start.LegalMoves()) checks += MoveGivesCheck(pos, m) ? 1 : 0;
    return checks;
}

}  // namespace

int EstimateRating(const Game& start, const MinedPuzzle& p) {
    const int learnerMoves = int(p.line.size() + 1) / 2;
    int rating = 0;
    if (p.kind == PuzzleKind::Mate) {
        rating = 900 + 250 * (learnerMoves - 1);
        // Every checking first move is a try to rule out; a mate that does not
        // start with a check hides among all moves.
        int checks = CheckingMoves(start);
        const bool firstChecks = MoveGivesCheck(start.GetPosition(), p.line.front());
        rating += std::min(150, 30 * std::max(0, checks - (firstChecks ? 1 : 0)));
    } else {
        rating = 1150 + 200 * (learnerMoves - 1);
        rating += std::min(200, 40 * p.alternatives);
        // Taking a piece that simply hangs is the easiest tactic there is.
        const Position& pos = start.GetPosition();
        if (learnerMoves == 1 && !IsEmpty(pos.PieceAt(p.line.front().To()))) rating -= 150;
    }
    if (Has(p, "quiet-move")) rating += 150;
    if (Has(p, "sacrifice")) rating += 200;
    if (Has(p, "double-check") || Has(p, "discovered-attack")) rating += 50;
    return std::clamp(rating, 600, 2600);
}

int GradeForRating(int rating) {
    if (rating < 1050) return 1;
    if (rating < 1350) return 2;
    if (rating < 1650) return 3;
    if (rating < 1950) return 4;
    return 5;
}

}  // namespace chatur::mining
