#include "core/content/task_checker.h"

#include <algorithm>

#include "core/content/goal_judge.h"
#include "core/content/rule_profile_names.h"
#include "core/notation/coord.h"
#include "core/notation/fen.h"
#include "core/notation/game_fen.h"
#include "core/rules/counting.h"
#include "core/rules/movegen.h"

namespace chatur::content {

bool IsMate(const Position& pos) {
    if (!LegalMoves(pos).Empty()) return false;
    return pos.InCheck() || pos.GetVariant().noMoves == NoMovesResult::Loss;
}

std::vector<Square> RangeSquares(const Position& pos, Square square) {
    std::vector<Square> out;
    for (Move m : LegalMovesFrom(pos, square)) out.push_back(m.To());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<Square> PlaceSquares(const Position& pos, const PlaceTask& task) {
    std::vector<Square> out;
    const Variant& v = pos.GetVariant();
    if (IsEmpty(task.piece)) return out;
    Color c = ColorOf(task.piece);
    PieceType t = TypeOf(task.piece);
    for (int i = 0; i < v.SquareCount(); ++i) {
        Square s = Square(i);
        if (!IsEmpty(pos.PieceAt(s)) || !v.CanStandOn(c, t, s)) continue;
        Position placed = pos;
        placed.PutPiece(task.piece, s);
        if (placed.KingExposed(~placed.SideToMove())) continue;  // would be an illegal position
        bool ok = false;
        switch (task.condition) {
            case PlaceCondition::PromotesNextMove:
                for (Move m : LegalMovesFrom(placed, s)) ok = ok || m.IsPromotion();
                break;
            case PlaceCondition::ReachesSquare:
                for (Move m : LegalMovesFrom(placed, s)) ok = ok || m.To() == task.target;
                break;
            case PlaceCondition::SafeSquare:
                ok = !placed.Attacked(s, ~c);
                break;
        }
        if (ok) out.push_back(s);
    }
    return out;
}

namespace {

Phrase SquareNames(const Variant& v, const std::vector<Square>& squares) {
    std::string r;
    for (Square s : squares) {
        if (!r.empty()) r += ' ';
        r += SquareName(v, s);
    }
    return r.empty() ? Say("(none)") : Lit(r);
}

// "missing e5; not reachable f6" between the engine's set and the author's.
Phrase Difference(const Variant& v, const std::vector<Square>& engine,
                  const std::vector<Square>& listed) {
    std::vector<Square> missing, extra;
    std::set_difference(engine.begin(), engine.end(), listed.begin(), listed.end(),
                        std::back_inserter(missing));
    std::set_difference(listed.begin(), listed.end(), engine.begin(), engine.end(),
                        std::back_inserter(extra));
    if (!missing.empty() && !extra.empty())
        return Say("missing {1}; not reachable {2}",
                   {SquareNames(v, missing), SquareNames(v, extra)});
    if (!missing.empty()) return Say("missing {1}", {SquareNames(v, missing)});
    if (!extra.empty()) return Say("not reachable {1}", {SquareNames(v, extra)});
    return Lit("");
}

// Plays the line as a game under the task's rule profile and asks the goal
// judge after each of the solver's moves, as the trainer does with a learner's.
void CheckLine(const MoveTask& task, const SolutionLine& line, const Diagram& board,
               const RuleProfile& rules, Diagnostics& diag, const std::string& itemId) {
    const Variant& v = board.position.GetVariant();
    auto created = GameFromFen(v, rules, board.fen);
    if (!std::holds_alternative<Game>(created)) return;  // CheckBoard reports why
    Game game = std::get<Game>(std::move(created));
    const GoalSpec spec = MakeGoalSpec(task, board.position);
    int solverMoves = 0;
    int reachedAt = 0;  // the solver's move that first reached the goal (0: none)
    for (size_t i = 0; i < line.moves.size(); ++i) {
        auto parsed = ParseLegalMove(game.GetPosition(), line.moves[i]);
        if (auto* e = std::get_if<MoveError>(&parsed)) {
            diag.Error(line.line,
                       // TRANSLATORS: {2} says why the move is illegal (in English).
                       Say("move {1} of the solution line is illegal: {2}",
                           {Lit(int(i + 1)), Lit(e->message)}),
                       itemId);
            return;
        }
        const Move m = std::get<Move>(parsed);
        const bool bySolver = game.SideToMove() == spec.solver;
        if (game.IsOver() || game.Play(m)) {
            diag.Error(line.line,
                       Say("move {1} of the solution line is played after the game has ended",
                           {Lit(int(i + 1))}),
                       itemId);
            return;
        }
        if (bySolver) {
            ++solverMoves;
            if (!reachedAt && GoalReached(spec, game, m)) reachedAt = solverMoves;
        }
    }
    if (line.moves.size() % 2 == 0) {
        diag.Error(line.line,
                   Say("the solution line ends with the opponent's reply; it must end with a "
                       "move of the side to move"),
                   itemId);
        return;
    }
    const bool inTime = reachedAt > 0 && reachedAt <= task.goalMoves;
    const Phrase n = Lit(task.goalMoves);
    switch (task.goal) {
        case MoveGoal::None:
            break;
        case MoveGoal::Mate:
            if (!reachedAt)
                diag.Error(line.line,
                           Say("the solution line does not end in mate (goal: mate in {1})", {n}),
                           itemId);
            else if (!inTime)
                diag.Error(
                    line.line,
                    Say("the solution line mates in {1} moves, not in {2}", {Lit(reachedAt), n}),
                    itemId);
            break;
        case MoveGoal::Promote:
            if (!inTime)
                diag.Error(
                    line.line,
                    task.goalMoves == 1
                        ? Say("the solution line does not promote a Bia within {1} move", {n})
                        : Say("the solution line does not promote a Bia within {1} moves", {n}),
                    itemId);
            break;
        case MoveGoal::WinMaterial:
            if (!inTime) {
                const int gain = MaterialBalance(game.GetPosition(), spec.solver) -
                                 MaterialBalance(spec.start, spec.solver);
                diag.Error(line.line,
                           task.goalMoves == 1
                               ? Say("the solution line wins {1} points of material within {2} "
                                     "move, not at least {3}",
                                     {Lit(gain), n, Lit(task.materialGain)})
                               : Say("the solution line wins {1} points of material within {2} "
                                     "moves, not at least {3}",
                                     {Lit(gain), n, Lit(task.materialGain)}),
                           itemId);
            }
            break;
    }
}

const char* CountKindName(CountKind k) {
    return k == CountKind::None ? "none" : k == CountKind::Board ? "board" : "pieces";
}
const char* SideName(Color c) {
    return c == Color::White ? "white" : "black";
}

void CheckCount(const CountTask& task, const Position& pos, const std::string& profile, int line,
                Diagnostics& diag, const std::string& itemId) {
    const RuleProfile& rules = ProfileFor(pos.GetVariant(), profile);
    if (rules.counting == CountingRule::None) {
        diag.Error(line,
                   Say("a <count> task under rule profile '{1}', which has no counting",
                       {Lit(std::string(rules.name))}),
                   itemId);
        return;
    }
    CountInfo info = AnalyzeCount(pos);
    if (task.kind && *task.kind != info.kind)
        diag.Error(line,
                   Say("the count answer kind=\"{1}\" differs from the rules engine: {2}",
                       {Lit(CountKindName(*task.kind)), Lit(CountKindName(info.kind))}),
                   itemId);
    if (info.kind == CountKind::None) {
        if (task.side || task.start || task.limit)
            diag.Error(line,
                       Say("no count applies in this position (an unpromoted Bia is on the "
                           "board, or only the two Khuns are left), so it has no side, start or "
                           "limit"),
                       itemId);
        return;
    }
    if (task.side && *task.side != info.countingSide)
        diag.Error(line,
                   Say("the count answer side=\"{1}\" differs from the rules engine: {2} counts",
                       {Lit(SideName(*task.side)), Lit(SideName(info.countingSide))}),
                   itemId);
    if (task.start && *task.start != info.startValue)
        diag.Error(line,
                   Say("the count answer start=\"{1}\" differs from the rules engine: {2}",
                       {Lit(*task.start), Lit(info.startValue)}),
                   itemId);
    if (task.limit && *task.limit != info.limit)
        diag.Error(line,
                   Say("the count answer limit=\"{1}\" differs from the rules engine: {2}",
                       {Lit(*task.limit), Lit(info.limit)}),
                   itemId);
}

}  // namespace

void CheckTask(const Task& task, const Diagram& board, const std::string& profile,
               Diagnostics& diag, const std::string& itemId) {
    const Position& pos = board.position;
    const Variant& v = pos.GetVariant();
    if (const auto* move = task.As<MoveTask>()) {
        const RuleProfile& rules = ProfileFor(v, profile);
        for (const SolutionLine& line : move->lines)
            CheckLine(*move, line, board, rules, diag, itemId);
    } else if (const auto* legal = task.As<LegalTask>()) {
        std::string name = SquareName(v, legal->from) + SquareName(v, legal->to);
        if (IsEmpty(pos.PieceAt(legal->from))) {
            diag.Error(task.line,
                       Say("<legal> asks about {1} but {2} is empty",
                           {Lit(name), Lit(SquareName(v, legal->from))}),
                       itemId);
            return;
        }
        bool verdict = false;
        for (Move m : LegalMovesFrom(pos, legal->from)) verdict = verdict || m.To() == legal->to;
        if (verdict != legal->answer)
            diag.Error(task.line,
                       legal->answer ? Say("the answer says {1} is legal, but the rules engine "
                                           "finds it illegal",
                                           {Lit(name)})
                                     : Say("the answer says {1} is illegal, but the rules engine "
                                           "finds it legal",
                                           {Lit(name)}),
                       itemId);
    } else if (const auto* range = task.As<RangeTask>()) {
        if (IsEmpty(pos.PieceAt(range->square))) {
            diag.Error(
                task.line,
                Say("<range> asks about {1}, which is empty", {Lit(SquareName(v, range->square))}),
                itemId);
            return;
        }
        auto engine = RangeSquares(pos, range->square);
        if (range->squares && *range->squares != engine)
            diag.Error(task.line,
                       // TRANSLATORS: {2} lists squares; {3} is "missing ...; not reachable
                       // ...".
                       Say("the listed range of the piece on {1} differs from the rules "
                           "engine's ({2}): {3}",
                           {Lit(SquareName(v, range->square)), SquareNames(v, engine),
                            Difference(v, engine, *range->squares)}),
                       itemId);
    } else if (const auto* place = task.As<PlaceTask>()) {
        auto engine = PlaceSquares(pos, *place);
        if (engine.empty())
            diag.Error(task.line, Say("no square meets the <place> condition in this position"),
                       itemId);
        else if (place->squares && *place->squares != engine)
            diag.Error(task.line,
                       Say("the listed squares differ from the rules engine's ({1}): {2}",
                           {SquareNames(v, engine), Difference(v, engine, *place->squares)}),
                       itemId);
    } else if (const auto* count = task.As<CountTask>()) {
        CheckCount(*count, pos, profile, task.line, diag, itemId);
    }
}

void CheckHints(const std::vector<Hint>& hints, const Task* task, const Position& pos,
                Diagnostics& diag, const std::string& itemId) {
    const Variant& v = pos.GetVariant();
    for (const Hint& h : hints) {
        if (h.kind == HintKind::Piece && IsEmpty(pos.PieceAt(h.square)))
            diag.Error(
                h.line,
                Say("the piece hint points at {1}, which is empty", {Lit(SquareName(v, h.square))}),
                itemId);
        if (h.kind != HintKind::Move) continue;
        if (IsEmpty(pos.PieceAt(h.from))) {
            diag.Error(
                h.line,
                Say("the move hint starts on {1}, which is empty", {Lit(SquareName(v, h.from))}),
                itemId);
            continue;
        }
        const MoveTask* move = task ? task->As<MoveTask>() : nullptr;
        if (!move) continue;
        std::string hinted = SquareName(v, h.from) + SquareName(v, h.to);
        bool found = false;
        for (const SolutionLine& line : move->lines)
            if (!line.moves.empty() && (line.moves[0] == hinted || line.moves[0] == hinted + "m"))
                found = true;
        if (!found)
            diag.Warning(
                h.line,
                Say("the move hint {1} is not the first move of any solution line", {Lit(hinted)}),
                itemId);
    }
}

}  // namespace chatur::content
