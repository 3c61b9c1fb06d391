#include "core/editor/task_builder.h"

#include <atomic>
#include <chrono>

#include "core/content/rule_profile_names.h"
#include "core/content/task_checker.h"
#include "core/notation/coord.h"
#include "core/rules/counting.h"
#include "core/rules/movegen.h"
#include "core/search/solver.h"
#include "core/trainer/goal_search.h"

namespace chatur::editor {

namespace {

// A game from a bare position (no count running, move 1). A puzzle's board is
// parsed already, so only a profile of another variant could make this fail,
// and ProfileFor never returns one (an unknown name is the validator's finding;
// the variant's default profile records anyway).
Game MakeGame(const Position& start, const std::string& profile) {
    const Variant& v = start.GetVariant();
    const RuleProfile& rules = content::ProfileFor(v, profile);
    auto created = Game::Create(v, rules, GameStart{start, std::nullopt, 0, 1});
    if (auto* g = std::get_if<Game>(&created)) return std::move(*g);
    return Game(v, rules);
}

std::vector<std::string> Texts(const Variant& v, const std::vector<chatur::Move>& moves) {
    std::vector<std::string> out;
    for (chatur::Move m : moves) out.push_back(MoveToString(v, m));
    return out;
}

}  // namespace

LineRecorder::LineRecorder(const Position& start, const std::string& profile)
    : m_start(start),
      m_profile(profile),
      m_game(std::make_unique<Game>(MakeGame(start, profile))) {}

bool LineRecorder::Load(const std::vector<std::string>& moves) {
    Clear();
    for (const std::string& text : moves) {
        auto parsed = ParseLegalMove(m_game->GetPosition(), text);
        const chatur::Move* m = std::get_if<chatur::Move>(&parsed);
        if (!m || !Play(*m)) return false;
    }
    return true;
}

bool LineRecorder::Play(chatur::Move move) {
    if (m_game->IsOver()) return false;
    // The board view may hand over a move without its promotion flag: a Makruk
    // promotion is never a choice, so the legal move with the same squares is it.
    for (chatur::Move legal : m_game->LegalMoves())
        if (legal.From() == move.From() && legal.To() == move.To()) {
            if (m_game->Play(legal)) return false;
            m_moves.push_back(legal);
            return true;
        }
    return false;
}

void LineRecorder::Undo() {
    if (m_moves.empty()) return;
    m_game->Undo();
    m_moves.pop_back();
}

void LineRecorder::Clear() {
    m_game = std::make_unique<Game>(MakeGame(m_start, m_profile));
    m_moves.clear();
}

std::vector<std::string> LineRecorder::MoveTexts() const {
    return Texts(m_start.GetVariant(), m_moves);
}

bool LegalVerdict(const Position& pos, Square from, Square to) {
    if (from >= pos.GetVariant().SquareCount() || IsEmpty(pos.PieceAt(from))) return false;
    for (chatur::Move m : LegalMovesFrom(pos, from))
        if (m.To() == to) return true;
    return false;
}

void FillRange(const Position& pos, content::RangeTask& task) {
    task.squares = content::RangeSquares(pos, task.square);
}

void FillPlace(const Position& pos, content::PlaceTask& task) {
    task.squares = content::PlaceSquares(pos, task);
}

bool FillCount(const Position& pos, content::CountTask& task) {
    CountInfo info = AnalyzeCount(pos);
    task = {};
    if (info.kind == CountKind::None) return false;
    task.kind = info.kind;
    task.side = info.countingSide;
    task.start = info.startValue;
    task.limit = info.limit;
    return true;
}

std::vector<GoalLine> FindGoalLines(const Position& pos, const std::string& profile,
                                    const content::MoveTask& task, int maxMs,
                                    std::stop_token stop) {
    std::vector<GoalLine> out;
    if (task.goal == content::MoveGoal::None || task.goalMoves <= 0) return out;
    const Variant& v = pos.GetVariant();
    Game game = MakeGame(pos, profile);
    if (game.IsOver()) return out;

    if (task.goal == content::MoveGoal::Mate) {
        std::atomic<bool> stopped{false};
        std::stop_callback onStop(stop, [&stopped] { stopped = true; });
        SolveLimits limits;
        limits.maxTimeMs = maxMs;
        limits.stop = &stopped;
        for (const MateSolution& s : SolveMate(game, task.goalMoves, limits).solutions)
            out.push_back({Texts(v, s.pv)});
        return out;
    }

    // Promote / win material: every first move the goal search proves, each with
    // the line that follows against the toughest defence.
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(maxMs);
    const GoalSpec spec = content::MakeGoalSpec(task, pos);
    for (chatur::Move first : game.LegalMoves()) {
        if (Clock::now() > deadline || stop.stop_requested()) break;
        GoalVerdict verdict = JudgeGoalMove(game, spec, first, task.goalMoves);
        if (!verdict.forced) continue;
        std::vector<chatur::Move> line = {first};
        if (!verdict.reachedNow) {
            if (!verdict.reply) continue;
            // The search's moves are legal in turn; a refused one would leave no line.
            Game after = game;
            if (after.Play(first) || after.Play(*verdict.reply)) continue;
            std::vector<chatur::Move> rest = FindGoalLine(after, spec, task.goalMoves - 1);
            if (rest.empty()) continue;  // proven, but no line to show within the budget
            line.push_back(*verdict.reply);
            line.insert(line.end(), rest.begin(), rest.end());
        }
        out.push_back({Texts(v, line)});
    }
    return out;
}

content::Task MakeTask(content::TaskKind kind, const Position& pos) {
    using namespace content;
    const Variant& v = pos.GetVariant();
    const Color mover = pos.SideToMove();
    Task task;
    switch (kind) {
        case TaskKind::Move:
            task.data = MoveTask{};
            break;
        case TaskKind::Legal: {
            // A legal move of the side to move: an answer the engine agrees with.
            LegalTask t;
            MoveList moves = LegalMoves(pos);
            if (!moves.Empty()) {
                t.from = moves[0].From();
                t.to = moves[0].To();
                t.answer = true;
            }
            task.data = t;
            break;
        }
        case TaskKind::Range: {
            // The first piece of the side to move that can move at all, else the first.
            RangeTask t;
            for (int i = 0; i < v.SquareCount(); ++i) {
                Piece p = pos.PieceAt(Square(i));
                if (IsEmpty(p) || ColorOf(p) != mover) continue;
                if (t.square == kNoSquare) t.square = Square(i);
                if (!LegalMovesFrom(pos, Square(i)).Empty()) {
                    t.square = Square(i);
                    break;
                }
            }
            if (t.square != kNoSquare) FillRange(pos, t);
            task.data = t;
            break;
        }
        case TaskKind::Place: {
            // Makruk: a Bia that promotes next move where one can; otherwise a Rua or
            // Chariot on a square no enemy piece attacks.
            PlaceTask t;
            if (v.id == VariantId::Makruk) {
                t.piece = MakePiece(mover, PieceType::Pawn);
                t.condition = PlaceCondition::PromotesNextMove;
                FillPlace(pos, t);
            }
            if (!t.squares || t.squares->empty()) {
                t.piece = MakePiece(mover, PieceType::Rook);
                t.condition = PlaceCondition::SafeSquare;
                FillPlace(pos, t);
            }
            task.data = t;
            break;
        }
        case TaskKind::Choice: {
            ChoiceTask t;
            t.options.resize(2);
            t.options[0].id = "a";
            t.options[0].correct = true;
            t.options[1].id = "b";
            task.data = t;
            break;
        }
        case TaskKind::Count: {
            CountTask t;
            // No count applies: "none" is then the answer the engine gives.
            if (!FillCount(pos, t)) t.kind = CountKind::None;
            task.data = t;
            break;
        }
        case TaskKind::PlayOut:  // lessons only; the puzzle editor does not offer it
            task.data = PlayOutTask{};
            break;
    }
    return task;
}

}  // namespace chatur::editor
