#include "core/mining/puzzle_rating.h"

#include <algorithm>
#include <cmath>

#include "core/content/task.h"
#include "core/mining/attacks.h"
#include "core/notation/coord.h"
#include "core/search/engine.h"

namespace chatur::mining {

namespace {

bool Has(const MinedPuzzle& p, const char* theme) {
    return std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
}

int PiecesBesidesKings(const Position& pos) {
    int pieces = 0;
    for (int i = 0; i < pos.GetVariant().SquareCount(); ++i) {
        Piece p = pos.PieceAt(Square(i));
        pieces += !IsEmpty(p) && TypeOf(p) != PieceType::King ? 1 : 0;
    }
    return pieces;
}

// Moves of `scored` with a higher score than `key`.
int MovesScoredAbove(const std::vector<ScoredMove>& scored, Move key) {
    int keyScore = -2 * kMateScore;
    for (const ScoredMove& m : scored)
        if (m.move == key) keyScore = m.score;
    int above = 0;
    for (const ScoredMove& m : scored) above += m.score > keyScore ? 1 : 0;
    return above;
}

}  // namespace

DifficultySignals MeasureDifficulty(const Game& start, Move key) {
    Engine engine(kProbeHashMegabytes);
    DifficultySignals s;
    const Position& pos = start.GetPosition();
    s.pieces = PiecesBesidesKings(pos);
    for (Move m : start.LegalMoves())
        if (m != key && (MoveGivesCheck(pos, m) || !IsEmpty(pos.PieceAt(m.To())))) ++s.forcing;
    s.keyRank = MovesScoredAbove(engine.ScoreRootMoves(start, 0), key);
    std::vector<ScoredMove> shallow = engine.ScoreRootMoves(start, kShallowDepth);
    int best = -2 * kMateScore;
    for (const ScoredMove& m : shallow) best = std::max(best, m.score);
    for (const ScoredMove& m : shallow)
        s.candidates += m.move != key && m.score >= best - kCandidateMarginCp ? 1 : 0;
    engine.Clear();
    SearchLimits limits;
    limits.maxDepth = kProbeDepth;
    limits.maxNodes = kProbeNodes;
    s.settleNodes = kProbeNodes;
    bool settled = false;
    engine.Search(start, limits, [&](const SearchInfo& info) {
        const bool onKey = !info.pv.empty() && info.pv.front() == key;
        if (onKey && !settled) s.settleNodes = info.nodes;
        if (!onKey) s.settleNodes = kProbeNodes;
        settled = onKey;
    });
    return s;
}

int EstimateRating(const Game& start, const MinedPuzzle& p, const DifficultySignals& s) {
    const int learnerMoves = int(p.line.size() + 1) / 2;
    // Each term grows with the logarithm of its count: the fifth try to rule out
    // adds less than the second.
    auto log2Of = [](double count) { return std::log2(1.0 + count); };
    double rating = 0;
    if (p.kind == PuzzleKind::Mate) {
        rating = 750 + 250 * (learnerMoves - 1);
    } else {
        rating = 1000 + 250 * (learnerMoves - 1);
        // Taking a piece that simply hangs is the easiest tactic there is.
        const Position& pos = start.GetPosition();
        if (learnerMoves == 1 && !IsEmpty(pos.PieceAt(p.line.front().To()))) rating -= 120;
    }
    rating += 80 * log2Of(std::min(s.forcing, 15));           // checks and captures to rule out
    rating += 30 * log2Of(std::min(s.candidates, 15));        // moves that look as good
    rating += 45 * log2Of(std::min(s.keyRank, 31));           // a key move that looks bad at first
    rating += 45 * log2Of(double(s.settleNodes) / 1000.0);    // the search's effort
    rating += std::min(100, 6 * std::max(0, s.pieces - 12));  // a full board hides the idea
    if (Has(p, "quiet-move")) rating += 80;
    if (Has(p, "sacrifice")) rating += 150;
    if (Has(p, "double-check") || Has(p, "discovered-attack")) rating += 50;
    return std::clamp(int(std::lround(rating)), 600, 2600);
}

int EstimateRating(const Game& start, const MinedPuzzle& puzzle) {
    return EstimateRating(start, puzzle, MeasureDifficulty(start, puzzle.line.front()));
}

int GradeForRating(int rating) {
    if (rating < 1050) return 1;
    if (rating < 1350) return 2;
    if (rating < 1650) return 3;
    if (rating < 1950) return 4;
    return 5;
}

std::optional<MinedPuzzle> MinedPuzzleFromContent(const content::Puzzle& puzzle,
                                                  const Game& start) {
    const auto* task = puzzle.task.As<content::MoveTask>();
    if (!task || task->lines.empty()) return std::nullopt;
    MinedPuzzle p;
    p.kind = task->goal == content::MoveGoal::Mate ? PuzzleKind::Mate : PuzzleKind::Tactic;
    p.mateIn = task->goal == content::MoveGoal::Mate ? task->goalMoves : 0;
    Position pos = start.GetPosition();
    for (const std::string& text : task->lines.front().moves) {
        auto m = ParseLegalMove(pos, text);
        if (!std::holds_alternative<Move>(m)) return std::nullopt;
        p.line.push_back(std::get<Move>(m));
        pos.DoMove(p.line.back());
    }
    if (p.line.empty()) return std::nullopt;
    p.themes = puzzle.tags;
    return p;
}

}  // namespace chatur::mining
