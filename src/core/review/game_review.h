// The review of a finished game (issue 32, docs/review.md): every position of the
// game is judged once, by the endgame tables where they hold it and by the engine
// at a fixed depth elsewhere, and every move is classified by the winning chances
// its player lost (best, good, inaccuracy, mistake, blunder; forced when it was
// the only legal move); a move that looks like an inaccuracy or worse is judged
// again against the position after the preferred move, searched alike. A side's accuracy is the
// mean of its moves' accuracies.
//
// Each position is searched on its own, with an empty transposition table, so the
// review is the same whatever the number of threads and whatever the machine's
// load (a time limit is offered for the CLI but breaks that). ReviewGame may run
// in a worker thread: the stop token ends it, progress is reported per position.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <variant>
#include <vector>

#include "core/rules/game.h"
#include "core/tablebase/table.h"

namespace chatur {
namespace tablebase {
class Tablebase;
}

namespace review {

// The engine depth a review uses by default: a 60-move game in well under a
// minute on one core of a small machine (docs/review.md, "Speed").
constexpr int kDefaultDepth = 11;

struct ReviewOptions {
    int depth = kDefaultDepth;
    int moveTimeMs = 0;  // > 0: each position is searched this long instead (not repeatable)
    int jobs = 1;        // positions searched at once
    int hashMegabytes = 16;
};

enum class MoveClass : uint8_t { Best, Good, Inaccuracy, Mistake, Blunder, Forced };

// "best", "good", "inaccuracy", "mistake", "blunder", "forced" (the CLI's words).
std::string_view MoveClassKey(MoveClass c);

// A score from White's side: centipawns, or a mate in `mateMoves` moves (positive:
// White mates; 0: the side to move is mated now, `whiteWon` says who won).
struct WhiteScore {
    bool mate = false;
    int centipawns = 0;
    int mateMoves = 0;
    bool whiteWon = false;  // a mate: White is the one who mates (or has mated)
};

// "cp:35", "mate:3", "mate:-2" (SPEC section 6); a mate on the board "mate:0".
std::string FormatScore(const WhiteScore& score);

// What the tables say of a move whose positions before and after they hold.
enum class TableNote : uint8_t {
    None,
    WinThrownAway,   // a win became a draw or a loss
    WinOutOfCount,   // still a mate, but no longer within the Makruk count
    DrawThrownAway,  // a draw became a loss
    // The move threw nothing away, but the position after it is one the tables
    // win with a mate the Makruk count leaves no time for: a draw in the game.
    DrawByCount,
};

// One position of the game, judged for the side to move.
struct PositionJudgement {
    int score = 0;  // the side to move's, in engine units (core/search/engine.h: mates)
    std::optional<Move> best;
    std::vector<Move> line;  // the best line (the engine's principal variation)
    bool fromTables = false;
    tablebase::Verdict tableVerdict = tablebase::Verdict::Draw;  // fromTables: with the count
    bool countCutsWin = false;  // fromTables: a mate the Makruk count does not leave time for
};

struct ReviewedMove {
    int ply = 0;  // 1-based
    Move played;
    Color mover = Color::White;
    std::optional<Move> best;  // the move preferred in the position before
    std::vector<Move> bestLine;
    WhiteScore evalAfter;     // the position after the move
    double winBefore = 50.0;  // the mover's winning chances, 0..100
    double winAfter = 50.0;
    double winLost = 0.0;
    double accuracy = 100.0;  // 0..100
    MoveClass moveClass = MoveClass::Good;
    TableNote table = TableNote::None;
};

struct SideSummary {
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    int moves = 0;
    double accuracy = 100.0;  // the mean of its moves' accuracies
};

struct GameReview {
    WhiteScore startEval;
    std::vector<double> whiteChances;  // White's winning chances at ply 0..n (the graph)
    std::vector<ReviewedMove> moves;
    SideSummary white, black;
};

enum class ReviewErrorKind : uint8_t { BadStart, IllegalMove, Cancelled };
struct ReviewError {
    ReviewErrorKind kind = ReviewErrorKind::Cancelled;
    int ply = 0;  // IllegalMove: the move's ply (1-based)
    std::string message;
};

// Positions judged so far and in all; may be called from the worker threads, one
// call at a time.
using ReviewProgress = std::function<void(int done, int total)>;

// The mover's winning chances (0..100) for a score in engine units:
// 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1), a mate 100 or 0.
double WinningChances(int score);
// A move's accuracy (0..100) from the winning chances it lost.
double MoveAccuracy(double winLost);
// The class of a move that is not the best, by the winning chances it lost.
MoveClass ClassForLoss(double winLost);

// "Learn from your mistakes": the winning chances (0..100) of the side to move in
// `before` after it plays `move`, judged as the review judges a position (the
// tables where they hold it, else the engine at the review's depth). Nothing when
// the move is not legal or the stop token asked.
std::optional<double> ChancesAfter(const Game& before, Move move, const ReviewOptions& options,
                                   tablebase::Tablebase* tables, std::stop_token stop = {});

// Fills each side's summary from the review's moves.
void Summarize(GameReview& review);

// Every position of a played game as a Game, the start first (`startFen`, empty:
// the variant's start), then one after each move, played after the count
// declarations made for it. An illegal move or a refused declaration is an error
// naming its ply.
std::variant<std::vector<Game>, ReviewError> GamesByPly(
    const Variant& variant, const RuleProfile& profile, const std::string& startFen,
    const std::vector<Move>& moves, const std::vector<CountDeclaration>& declarations);

// Reviews the game that starts at `startFen` (empty: the variant's start) and goes
// on with `moves`, with the count declarations made in the game (a board's count
// started or stopped by a player) declared again before their moves, so the
// positions after them carry the count that ran. `tables` (may be null) is probed
// for positions whose tables are at hand; none is made. An illegal move, or a
// declaration the rules refuse, is an error naming its ply.
std::variant<GameReview, ReviewError> ReviewGame(
    const Variant& variant, const RuleProfile& profile, const std::string& startFen,
    const std::vector<Move>& moves, const std::vector<CountDeclaration>& declarations,
    const ReviewOptions& options, tablebase::Tablebase* tables, std::stop_token stop = {},
    const ReviewProgress& progress = {});

}  // namespace review
}  // namespace chatur
