#include "core/review/game_review.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <mutex>
#include <thread>

#include "core/notation/coord.h"
#include "core/notation/game_fen.h"
#include "core/search/engine.h"
#include "core/tablebase/count_fit.h"
#include "core/tablebase/tablebase.h"

namespace chatur::review {

namespace {

// Lichess's logistic from centipawns to winning chances (docs/review.md).
constexpr double kLogistic = 0.00368208;
// Winning chances lost (0..100) from which a move is an inaccuracy, a mistake, a
// blunder (docs/review.md explains the choice).
constexpr double kInaccuracyLoss = 5.0;
constexpr double kMistakeLoss = 10.0;
constexpr double kBlunderLoss = 20.0;

bool IsMateScore(int score) {
    return std::abs(score) > kMateBound;
}

int MateScoreIn(int plies) {
    return kMateScore - plies;
}

WhiteScore ToWhite(int score, Color sideToMove) {
    const int s = sideToMove == Color::White ? score : -score;
    WhiteScore w;
    if (!IsMateScore(s)) {
        w.centipawns = s;
        return w;
    }
    w.mate = true;
    w.whiteWon = s > 0;
    const int moves = (kMateScore - std::abs(s) + 1) / 2;
    w.mateMoves = w.whiteWon ? moves : -moves;
    return w;
}

tablebase::Verdict Invert(tablebase::Verdict v) {
    using tablebase::Verdict;
    return v == Verdict::Win ? Verdict::Loss : v == Verdict::Loss ? Verdict::Win : Verdict::Draw;
}

// The tables' judgement of the position, the Makruk count applied: a mate that
// does not fit within the count is a draw.
PositionJudgement FromTables(const Game& game, const tablebase::TablebaseAnswer& answer) {
    using tablebase::Verdict;
    PositionJudgement j;
    j.fromTables = true;
    j.best = answer.best;
    if (answer.best) j.line = {*answer.best};
    const tablebase::Value& v = answer.value;
    j.tableVerdict = v.verdict;
    if (v.verdict == Verdict::Draw) return j;
    const bool wins = v.verdict == Verdict::Win;
    const auto [winner, mateMoves] = tablebase::WinOfValue(game.SideToMove(), v);
    const tablebase::CountFit fit = tablebase::FitWithinCount(game, winner, mateMoves);
    if (fit.applies && !fit.fits) {
        j.countCutsWin = true;
        j.tableVerdict = Verdict::Draw;
        return j;
    }
    j.score = wins ? MateScoreIn(v.plies) : -MateScoreIn(v.plies);
    return j;
}

// A position where the game is over: won, lost or drawn for the side to move.
PositionJudgement FromOutcome(const Game& game) {
    PositionJudgement j;
    const Result r = game.GetOutcome().result;
    if (r == WinFor(game.SideToMove())) j.score = MateScoreIn(0);
    if (r == WinFor(~game.SideToMove())) j.score = -MateScoreIn(0);
    return j;
}

PositionJudgement Judge(const Game& game, Engine& engine, tablebase::Tablebase* tables,
                        const ReviewOptions& options, std::stop_token stop) {
    if (game.IsOver()) return FromOutcome(game);
    if (tables)
        if (auto answer = tablebase::ProbeIfAvailable(*tables, game.GetPosition()))
            return FromTables(game, *answer);
    engine.Clear();  // every position on its own: the same result in any order
    SearchLimits limits;
    limits.maxDepth = options.moveTimeMs > 0 ? 64 : options.depth;
    limits.moveTimeMs = options.moveTimeMs;
    limits.stop = stop;
    SearchResult result = engine.Search(game, limits);
    PositionJudgement j;
    j.score = result.info.score;
    if (!result.best.IsNull()) j.best = result.best;
    j.line = result.info.pv;
    return j;
}

// `afterBest`: the position after the preferred move, when it was judged too.
ReviewedMove JudgeMove(const Game& before, Move played, const PositionJudgement& was,
                       const PositionJudgement& now,
                       const std::optional<PositionJudgement>& afterBest) {
    ReviewedMove m;
    m.ply = before.PliesPlayed() + 1;
    m.played = played;
    m.mover = before.SideToMove();
    m.best = was.best;
    m.bestLine = was.line;
    m.evalAfter = ToWhite(now.score, ~m.mover);
    m.winBefore = WinningChances(was.score);
    m.winAfter = WinningChances(-now.score);
    if (before.LegalMoves().Size() == 1) {
        m.moveClass = MoveClass::Forced;
    } else if (was.best && *was.best == played) {
        m.moveClass = MoveClass::Best;
    } else {
        const double best = afterBest ? WinningChances(-afterBest->score) : m.winBefore;
        m.winLost = std::max(0.0, best - m.winAfter);
        m.moveClass = ClassForLoss(m.winLost);
    }
    m.accuracy = MoveAccuracy(m.winLost);
    if (was.fromTables && now.fromTables) {
        using tablebase::Verdict;
        const Verdict after = Invert(now.tableVerdict);
        if (was.tableVerdict == Verdict::Win && after != Verdict::Win)
            m.table = now.countCutsWin ? TableNote::WinOutOfCount : TableNote::WinThrownAway;
        else if (was.tableVerdict == Verdict::Draw && after == Verdict::Loss)
            m.table = TableNote::DrawThrownAway;
    }
    if (m.table == TableNote::None && now.fromTables && now.countCutsWin)
        m.table = TableNote::DrawByCount;
    return m;
}

void Count(SideSummary& side, const ReviewedMove& m) {
    ++side.moves;
    side.inaccuracies += m.moveClass == MoveClass::Inaccuracy;
    side.mistakes += m.moveClass == MoveClass::Mistake;
    side.blunders += m.moveClass == MoveClass::Blunder;
}

double MeanAccuracy(const std::vector<ReviewedMove>& moves, Color side) {
    double sum = 0;
    int n = 0;
    for (const ReviewedMove& m : moves)
        if (m.mover == side) {
            sum += m.accuracy;
            ++n;
        }
    return n ? sum / n : 100.0;
}

// Runs work(i, engine) for i in [0, count) on options.jobs threads, each with an
// engine of its own, until done or stopped.
void ForEachInParallel(size_t count, const ReviewOptions& options, std::stop_token stop,
                       const std::function<void(size_t, Engine&)>& work) {
    std::atomic<size_t> next{0};
    auto worker = [&] {
        Engine engine(options.hashMegabytes);
        for (size_t i = next++; i < count && !stop.stop_requested(); i = next++) work(i, engine);
    };
    std::vector<std::jthread> threads;
    for (int t = 1; t < options.jobs && size_t(t) < count; ++t) threads.emplace_back(worker);
    if (count > 0) worker();
}

}  // namespace

std::string_view MoveClassKey(MoveClass c) {
    switch (c) {
        case MoveClass::Best:
            return "best";
        case MoveClass::Good:
            return "good";
        case MoveClass::Inaccuracy:
            return "inaccuracy";
        case MoveClass::Mistake:
            return "mistake";
        case MoveClass::Blunder:
            return "blunder";
        case MoveClass::Forced:
            return "forced";
    }
    return "good";
}

std::string FormatScore(const WhiteScore& score) {
    if (!score.mate) return "cp:" + std::to_string(score.centipawns);
    return "mate:" + std::to_string(score.mateMoves);
}

double WinningChances(int score) {
    if (IsMateScore(score)) return score > 0 ? 100.0 : 0.0;
    return 50.0 + 50.0 * (2.0 / (1.0 + std::exp(-kLogistic * score)) - 1.0);
}

double MoveAccuracy(double winLost) {
    // Lichess's curve: 100 for no loss, about 50 for 16 points, near 0 from 80.
    return std::clamp(103.1668 * std::exp(-0.04354 * winLost) - 3.1668, 0.0, 100.0);
}

MoveClass ClassForLoss(double winLost) {
    if (winLost >= kBlunderLoss) return MoveClass::Blunder;
    if (winLost >= kMistakeLoss) return MoveClass::Mistake;
    if (winLost >= kInaccuracyLoss) return MoveClass::Inaccuracy;
    return MoveClass::Good;
}

std::optional<double> ChancesAfter(const Game& before, Move move, const ReviewOptions& options,
                                   tablebase::Tablebase* tables, std::stop_token stop) {
    Game after = before;
    if (after.Play(move)) return std::nullopt;
    Engine engine(options.hashMegabytes);
    const PositionJudgement j = Judge(after, engine, tables, options, stop);
    if (stop.stop_requested()) return std::nullopt;
    return WinningChances(-j.score);
}

void Summarize(GameReview& review) {
    review.white = SideSummary{};
    review.black = SideSummary{};
    for (const ReviewedMove& m : review.moves)
        Count(m.mover == Color::White ? review.white : review.black, m);
    review.white.accuracy = MeanAccuracy(review.moves, Color::White);
    review.black.accuracy = MeanAccuracy(review.moves, Color::Black);
}

std::variant<std::vector<Game>, ReviewError> GamesByPly(
    const Variant& variant, const RuleProfile& profile, const std::string& startFen,
    const std::vector<Move>& moves, const std::vector<CountDeclaration>& declarations) {
    auto created = startFen.empty() ? std::variant<Game, GameError>(Game(variant, profile))
                                    : GameFromFen(variant, profile, startFen);
    if (auto* err = std::get_if<GameError>(&created))
        return ReviewError{ReviewErrorKind::BadStart, 0, err->message};
    std::vector<Game> positions{std::get<Game>(std::move(created))};
    positions.reserve(moves.size() + 1);
    for (size_t i = 0; i < moves.size(); ++i) {
        Game next = positions.back();
        if (auto err = DeclareBeforeMove(next, declarations, int(i)))
            return ReviewError{ReviewErrorKind::IllegalMove, int(i + 1),
                               "before move " + std::to_string(i + 1) + ": " + err->message};
        if (auto err = next.Play(moves[i]))
            return ReviewError{ReviewErrorKind::IllegalMove, int(i + 1),
                               "move " + std::to_string(i + 1) + " '" +
                                   MoveToString(variant, moves[i]) + "': " + err->message};
        positions.push_back(std::move(next));
    }
    return positions;
}

std::variant<GameReview, ReviewError> ReviewGame(const Variant& variant, const RuleProfile& profile,
                                                 const std::string& startFen,
                                                 const std::vector<Move>& moves,
                                                 const std::vector<CountDeclaration>& declarations,
                                                 const ReviewOptions& options,
                                                 tablebase::Tablebase* tables, std::stop_token stop,
                                                 const ReviewProgress& progress) {
    auto replayed = GamesByPly(variant, profile, startFen, moves, declarations);
    if (auto* err = std::get_if<ReviewError>(&replayed)) return *err;
    const std::vector<Game>& positions = std::get<std::vector<Game>>(replayed);

    std::vector<PositionJudgement> judged(positions.size());
    std::mutex progressMutex;
    int done = 0;
    ForEachInParallel(positions.size(), options, stop, [&](size_t i, Engine& engine) {
        judged[i] = Judge(positions[i], engine, tables, options, stop);
        std::lock_guard lock(progressMutex);
        ++done;
        if (progress) progress(done, int(positions.size()));
    });
    if (stop.stop_requested()) return ReviewError{ReviewErrorKind::Cancelled, 0, "cancelled"};

    // A move that looks like an inaccuracy or worse is judged again like for like:
    // the position after the preferred move, searched as the one after the move
    // played was, so that what a search of one more ply finds after the played
    // move is not blamed on it alone (docs/review.md, "How a game is judged").
    std::vector<size_t> doubtful;
    for (size_t i = 0; i < moves.size(); ++i) {
        const PositionJudgement& was = judged[i];
        if (!was.best || *was.best == moves[i] || (was.fromTables && judged[i + 1].fromTables) ||
            positions[i].LegalMoves().Size() == 1)
            continue;
        const double loss = WinningChances(was.score) - WinningChances(-judged[i + 1].score);
        if (ClassForLoss(loss) != MoveClass::Good) doubtful.push_back(i);
    }
    std::vector<std::optional<PositionJudgement>> afterBest(moves.size());
    ForEachInParallel(doubtful.size(), options, stop, [&](size_t k, Engine& engine) {
        const size_t i = doubtful[k];
        // The player's declaration goes with whichever move is made (it was
        // accepted above, so it is again here).
        Game game = positions[i];
        if (!DeclareBeforeMove(game, declarations, int(i)) && !game.Play(*judged[i].best))
            afterBest[i] = Judge(game, engine, tables, options, stop);
    });
    if (stop.stop_requested()) return ReviewError{ReviewErrorKind::Cancelled, 0, "cancelled"};

    GameReview review;
    review.startEval = ToWhite(judged[0].score, positions[0].SideToMove());
    for (size_t i = 0; i < positions.size(); ++i) {
        const double own = WinningChances(judged[i].score);
        review.whiteChances.push_back(positions[i].SideToMove() == Color::White ? own
                                                                                : 100.0 - own);
    }
    for (size_t i = 0; i < moves.size(); ++i)
        review.moves.push_back(
            JudgeMove(positions[i], moves[i], judged[i], judged[i + 1], afterBest[i]));
    Summarize(review);
    return review;
}

}  // namespace chatur::review
