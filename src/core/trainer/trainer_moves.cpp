// TrainerSession's `move` task: following the author's lines (each an accepted
// alternative, the opponent's forced replies included) or, for a goal, any move
// that still forces it, judged by the mate solver or the goal search.
#include <algorithm>

#include "core/notation/coord.h"
#include "core/search/engine.h"
#include "core/trainer/piece_reach.h"
#include "core/trainer/trainer_session.h"

namespace chatur {

namespace {

using content::MoveGoal;

// Coordinate text without the optional promotion suffix: a Makruk promotion is
// never a choice, so "a5a6" and "a5a6m" name the same move.
std::string Bare(std::string text) {
    if (!text.empty() && text.back() == 'm') text.pop_back();
    return text;
}

const char* MissKey(MoveGoal goal) {
    switch (goal) {
        case MoveGoal::Mate:
            return "move-misses-mate";
        case MoveGoal::Promote:
            return "move-misses-promotion";
        case MoveGoal::WinMaterial:
            return "move-misses-material";
        case MoveGoal::None:
            break;
    }
    return "move-not-solution";
}

// A short search for the opponent's answer to a wrong move: a node limit, not
// a time, so that every machine finds the same answer.
constexpr int kRefutationDepth = 4;
constexpr uint64_t kRefutationNodes = 60000;  // a few tens of ms: the board waits for it

// The opponent's best answer to `wrong` when it punishes it plainly -- it takes
// a piece or mates -- so that the learner sees why the move fails. None when
// the answer is quiet (the move is only weaker, which the answer shows).
std::optional<Move> PlainRefutation(const Game& game, Move wrong) {
    Game after = game;
    if (after.Play(wrong) || after.IsOver()) return std::nullopt;
    Engine engine(1);
    SearchLimits limits;
    limits.maxDepth = kRefutationDepth;
    limits.maxNodes = kRefutationNodes;
    const Move reply = engine.Search(after, limits).best;
    if (reply.IsNull() || !after.LegalMoves().Contains(reply)) return std::nullopt;
    if (!IsEmpty(after.GetPosition().PieceAt(reply.To()))) return reply;
    Game mated = after;
    if (mated.Play(reply)) return std::nullopt;
    if (mated.IsOver() && mated.GetOutcome().result == WinFor(after.GetPosition().SideToMove()))
        return reply;
    return std::nullopt;
}

}  // namespace

std::optional<Move> TrainerSession::LastMove() const {
    if (m_played.empty()) return std::nullopt;
    return m_played.back();
}

GoalSpec TrainerSession::Goal() const {
    GoalSpec spec;
    if (const auto* task = m_item.task.As<content::MoveTask>()) {
        spec.goal = task->goal;
        spec.materialGain = task->materialGain;
    }
    spec.start = m_item.position;
    spec.solver = SolverSide();
    return spec;
}

int TrainerSession::SolverMovesPlayed() const {
    return int(m_played.size() + 1) / 2;
}

std::vector<const content::SolutionLine*> TrainerSession::LinesOnPath() const {
    std::vector<const content::SolutionLine*> out;
    const auto* task = m_item.task.As<content::MoveTask>();
    if (!task) return out;
    const Variant& v = GetVariant();
    for (const content::SolutionLine& line : task->lines) {
        if (line.moves.size() < m_played.size()) continue;
        bool agrees = true;
        for (size_t i = 0; i < m_played.size() && agrees; ++i)
            agrees = Bare(line.moves[i]) == Bare(MoveToString(v, m_played[i]));
        if (agrees) out.push_back(&line);
    }
    return out;
}

std::vector<Move> TrainerSession::RemainingLine() const {
    std::vector<Move> out;
    const auto* task = m_item.task.As<content::MoveTask>();
    if (!task || m_game.IsOver()) return out;
    for (const content::SolutionLine* line : LinesOnPath()) {
        if (line->moves.size() <= m_played.size()) continue;
        Position pos = m_game.GetPosition();
        for (size_t i = m_played.size(); i < line->moves.size(); ++i) {
            auto parsed = ParseLegalMove(pos, line->moves[i]);
            if (!std::holds_alternative<Move>(parsed)) break;
            out.push_back(std::get<Move>(parsed));
            pos.DoMove(out.back());
        }
        if (!out.empty()) return out;
    }
    if (task->goal != MoveGoal::None)
        out = FindGoalLine(m_game, Goal(), task->goalMoves - SolverMovesPlayed());
    return out;
}

std::optional<Move> TrainerSession::NextSolutionMove() const {
    if (Kind() == content::TaskKind::PlayOut) return PlayOutBestMove();
    std::vector<Move> line = RemainingLine();
    if (line.empty()) return std::nullopt;
    return line.front();
}

Feedback TrainerSession::PlayMove(Move move) {
    if (Kind() == content::TaskKind::PlayOut) return PlayOutMove(move);
    const auto* task = m_item.task.As<content::MoveTask>();
    if (!task || Finished()) return {};
    Feedback f;
    f.move = move;
    auto illegal = [&] {
        f.key = "move-illegal";
        f.refusal = ExplainIllegalMove(m_game.GetPosition(), move.From(), move.To());
        return f;
    };
    // The board refuses illegal moves before they get here; say why anyway. Past
    // this check the game cannot refuse `move`.
    if (!m_game.LegalMoves().Contains(move)) return illegal();
    const GoalSpec goal = Goal();
    const int movesLeft = task->goalMoves - SolverMovesPlayed();
    const std::string text = Bare(MoveToString(GetVariant(), move));

    // False when the reply cannot be played (never: it is legal here).
    auto playReply = [&](Move reply) {
        if (m_game.Play(reply)) return false;
        m_played.push_back(reply);
        f.replies.push_back(reply);
        f.verdict = Verdict::Progress;
        f.key = "move-right-continue";
        return true;
    };
    auto solved = [&] {
        f.verdict = Verdict::Correct;
        f.key = "move-solved";
        return Judge(f);
    };

    // One of the author's lines: play on along it.
    for (const content::SolutionLine* line : LinesOnPath()) {
        if (line->moves.size() <= m_played.size() || Bare(line->moves[m_played.size()]) != text)
            continue;
        if (m_game.Play(move)) return illegal();
        m_played.push_back(move);
        if (line->moves.size() == m_played.size() || m_game.IsOver() ||
            GoalReached(goal, m_game, move))
            return solved();
        auto reply = ParseLegalMove(m_game.GetPosition(), line->moves[m_played.size()]);
        if (auto* r = std::get_if<Move>(&reply); r && playReply(*r)) return f;
        return solved();  // a broken reply in the file: the learner's move was right
    }

    if (task->goal != MoveGoal::None) {
        GoalVerdict verdict = JudgeGoalMove(m_game, goal, move, movesLeft);
        if (verdict.forced) {
            if (m_game.Play(move)) return illegal();
            m_played.push_back(move);
            if (verdict.reachedNow || !verdict.reply || !playReply(*verdict.reply)) return solved();
            return f;
        }
        f.verdict = Verdict::Wrong;
        f.key = MissKey(task->goal);
        f.number = movesLeft;
        f.undecided = !verdict.decided;
        if (const std::optional<Move> reply = PlainRefutation(m_game, move))
            f.replies.push_back(*reply);
        return Judge(f);
    }

    // No goal: a move that wins the game at once is right as well.
    Game after = m_game;
    if (after.Play(move)) return illegal();
    if (after.IsOver() && after.GetOutcome().result == WinFor(SolverSide())) {
        m_game = after;
        m_played.push_back(move);
        return solved();
    }
    f.verdict = Verdict::Wrong;
    f.key = "move-not-solution";
    if (const std::optional<Move> reply = PlainRefutation(m_game, move))
        f.replies.push_back(*reply);
    return Judge(f);
}

}  // namespace chatur
