// The computer opponent's search: iterative-deepening alpha-beta (principal
// variation search) with a transposition table, quiescence on captures, a check
// extension, late-move reductions and move ordering by hash move, MVV-LVA,
// killers and history. It knows the profile's endings through SearchBoard: a
// repetition, a count that runs out, dead material, the fifty-move rule and the ply
// limit score 0, a counter's mate in makruk/counting too. One Engine searches one
// position at a time and may run in a worker thread: the stop token ends a search
// from another thread, and a progress callback reports each finished iteration.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <stop_token>
#include <vector>

#include "core/rules/game.h"
#include "core/search/search_board.h"

namespace chatur {

struct EvalWeights;

constexpr int kMateScore = 30000;
// Scores beyond this are mates: kMateScore - plies to the mate.
constexpr int kMateBound = kMateScore - 1000;

struct SearchLimits {
    int maxDepth = 64;
    int moveTimeMs = 0;  // 0: no time limit; else the search stops when it is spent
    int softTimeMs = 0;  // > 0: no new iteration starts after this (a clock's budget)
    uint64_t maxNodes = 0;
    std::stop_token stop;  // request_stop() from another thread ends the search
    // The evaluation's weights for this search; null: DefaultWeights of the game's
    // variant. Another set plays without a build of its own (`chatur-cli uci
    // --makruk-weights`); the pruning's piece values stay the default ones.
    const EvalWeights* weights = nullptr;
};

// What a finished iteration found; the score is the side to move's, in centipawns
// (or kMateScore - plies for a mate).
struct SearchInfo {
    int depth = 0;
    int score = 0;
    uint64_t nodes = 0;
    int elapsedMs = 0;
    std::vector<Move> pv;
};

struct SearchResult {
    Move best;  // null only when the game is over
    SearchInfo info;
    bool stopped = false;  // ended by the stop token or a limit before maxDepth
};

using ProgressCallback = std::function<void(const SearchInfo&)>;

// A root move with its score from a full-window search (for the weaker levels).
struct ScoredMove {
    Move move;
    int score;
};

class Engine {
public:
    explicit Engine(int hashMegabytes = 16);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    SearchResult Search(const Game& game, const SearchLimits& limits,
                        const ProgressCallback& progress = {});
    // Every root move scored by a full-window search of `depth` plies (depth 0:
    // the static evaluation after the move, no reply considered).
    std::vector<ScoredMove> ScoreRootMoves(const Game& game, int depth,
                                           const SearchLimits& limits = {});
    // Forgets the transposition table (a new game).
    void Clear();

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace chatur
