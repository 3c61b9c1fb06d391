#include "core/mining/miner.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "core/content/goal_judge.h"
#include "core/mining/puzzle_rating.h"
#include "core/mining/themes.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/rules/movegen.h"
#include "core/search/engine.h"
#include "core/search/solver.h"

namespace chatur::mining {

namespace {

bool IsMateScore(int score) {
    return score > kMateBound;
}

// Plies to mate of a mate score.
int MatePlies(int score) {
    return kMateScore - score;
}

Game GameFromFen(const Variant& variant, const RuleProfile& profile, const std::string& fen) {
    auto made = chatur::GameFromFen(variant, profile, fen);
    return std::get<Game>(std::move(made));  // the FEN came from a Game: it is sound
}

// The mate puzzle at `fen`, if the solver proves one unique mate in at most maxMate.
std::optional<MinedPuzzle> ProveMate(const Game& game, const MineOptions& options) {
    SolveLimits limits;
    limits.maxNodes = options.solverNodes;
    limits.hashMegabytes = 8;
    for (int n = 1; n <= options.maxMate; ++n) {
        SolveResult r = SolveMate(game, n, limits);
        if (r.solutions.empty()) {
            if (r.status != SolveStatus::Complete) return std::nullopt;  // unknown
            continue;
        }
        // Some first move mates within n: a puzzle only when it is the only one
        // and no budget cut the proof short (another could hide there).
        if (r.solutions.size() != 1 || r.status != SolveStatus::Complete) return std::nullopt;
        MinedPuzzle p;
        p.kind = PuzzleKind::Mate;
        p.mateIn = r.solutions[0].mateIn;
        p.line = r.solutions[0].pv;
        return p;
    }
    return std::nullopt;
}

struct RankedMoves {
    Move best;
    int bestScore = 0;
    int secondScore = -2 * kMateScore;  // no second move: far below
};

RankedMoves Rank(Engine& engine, const Game& game, int depth) {
    RankedMoves out;
    std::vector<ScoredMove> scored = engine.ScoreRootMoves(game, depth);
    std::stable_sort(scored.begin(), scored.end(),
                     [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
    if (scored.empty()) return out;
    out.best = scored[0].move;
    out.bestScore = scored[0].score;
    if (scored.size() > 1) out.secondScore = scored[1].score;
    return out;
}

// The tactic at `game`'s position, if its first move is the only one that wins.
std::optional<MinedPuzzle> ProveTactic(Engine& engine, Game game, const MineOptions& options) {
    const Color learner = game.SideToMove();
    const int startMaterial = content::MaterialBalance(game.GetPosition(), learner);
    const int needed = MinimumGain(game.GetVariant());
    MinedPuzzle p;
    p.kind = PuzzleKind::Tactic;
    for (int k = 0; k < options.maxTacticMoves; ++k) {
        if (game.LegalMoves().Size() < 2) return std::nullopt;  // a forced move is no puzzle
        RankedMoves ranked = Rank(engine, game, options.verifyDepth);
        if (ranked.best.IsNull() || IsMateScore(ranked.bestScore)) return std::nullopt;
        if (ranked.bestScore - ranked.secondScore < options.marginCp) return std::nullopt;
        if (k == 0 && ranked.secondScore > options.secondBestMaxCp) return std::nullopt;
        // The engine's moves are legal here; a refused one ends the line unmined.
        if (game.Play(ranked.best)) return std::nullopt;
        p.line.push_back(ranked.best);
        if (game.IsOver()) return std::nullopt;  // a mate: the mate search's business
        SearchLimits limits;
        limits.maxDepth = options.verifyDepth;
        SearchResult reply = engine.Search(game, limits);
        if (reply.best.IsNull()) return std::nullopt;
        Position after = game.GetPosition();
        Piece taken = after.DoMove(reply.best);
        (void)taken;
        int gain = content::MaterialBalance(after, learner) - startMaterial;
        if (gain >= needed) {
            p.gain = gain;
            return p;
        }
        if (game.Play(reply.best)) return std::nullopt;
        p.line.push_back(reply.best);
        if (game.IsOver()) return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

int MinimumGain(const Variant& variant) {
    return variant.id == VariantId::Xiangqi ? 4 : 3;
}

std::string PuzzleFen(const Game& game, bool keepCount) {
    if (keepCount && game.Count().Running()) {
        auto [limitPlies, countedPlies] = CountToFenFields(game.Count(), game.GetPosition());
        return ToFen(game.GetPosition(), limitPlies, countedPlies, 1);
    }
    std::string fen = GameFen(game);
    size_t space = fen.rfind(' ');
    return fen.substr(0, space + 1) + "1";
}

std::vector<MinedPuzzle> MineGame(const Variant& variant, const RuleProfile& profile,
                                  const std::string& startFen, const std::vector<Move>& moves,
                                  const MineOptions& options) {
    std::vector<MinedPuzzle> found;
    Game game = startFen.empty() ? Game(variant, profile) : GameFromFen(variant, profile, startFen);
    Engine engine(8);
    // The cheap scan: every position's score for its side to move.
    std::vector<int> scores;
    std::vector<std::string> fens;
    std::vector<bool> candidateMate;
    std::vector<Piece> taken;  // the piece each move took
    for (size_t i = 0; i <= moves.size() && !game.IsOver(); ++i) {
        fens.push_back(PuzzleFen(game, options.keepCount));
        SearchLimits limits;
        limits.maxDepth = options.scanDepth;
        scores.push_back(engine.Search(game, limits).info.score);
        if (i == moves.size()) break;
        taken.push_back(game.GetPosition().PieceAt(moves[i].To()));
        if (game.Play(moves[i])) break;
    }
    const size_t n = scores.size();
    candidateMate.assign(n, false);
    // The game's own mate: the winner's last positions before it.
    if (game.IsOver() && (game.GetOutcome().reason == Reason::Checkmate ||
                          game.GetOutcome().reason == Reason::NoMoves)) {
        size_t end = moves.size();  // the mated position's index
        for (int k = 1; k <= 2 * options.maxMate - 1 && int(end) - k >= 0; k += 2)
            if (end - size_t(k) < n) candidateMate[end - size_t(k)] = true;
    }
    int lastPly = -1000;
    Engine verifier(16);
    for (size_t i = 1; i < n; ++i) {
        if (int(i) - lastPly < options.spacingPlies) continue;
        const int s = scores[i];
        bool mate =
            candidateMate[i] || (IsMateScore(s) && (MatePlies(s) + 1) / 2 <= options.maxMate);
        // The opponent's last move lost at least the margin, and now the side to
        // move stands clearly better: a mistake to punish.
        bool tactic = !mate && s >= options.marginCp && scores[i - 1] + s >= options.marginCp;
        if (!mate && !tactic) continue;
        Game at = GameFromFen(variant, profile, fens[i]);
        if (at.IsOver()) continue;
        std::optional<MinedPuzzle> p;
        if (mate) {
            p = ProveMate(at, options);
        } else {
            verifier.Clear();
            p = ProveTactic(verifier, at, options);
        }
        if (std::getenv("CHATUR_MINE_DEBUG"))
            std::fprintf(stderr, "ply %zu %s score %d prev %d -> %s\n", i, mate ? "mate" : "tactic",
                         s, scores[i - 1], p ? "kept" : "rejected");
        if (!p) continue;
        p->fen = fens[i];
        p->ply = int(i);
        p->lastMove = moves[i - 1];
        p->lastCaptured = taken[i - 1];
        p->themes = DetectThemes(at, *p);
        p->rating = EstimateRating(at, *p);
        found.push_back(std::move(*p));
        lastPly = int(i);
    }
    return found;
}

}  // namespace chatur::mining
