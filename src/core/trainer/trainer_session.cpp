// TrainerSession: attempts, hints, the answer, and the tasks answered off the
// board's move list (legal, range, place, choice, count). The `move` task lives
// in trainer_moves.cpp.
#include "core/trainer/trainer_session.h"

#include <algorithm>

#include "core/content/task_checker.h"
#include "core/notation/game_fen.h"
#include "core/rules/movegen.h"
#include "core/trainer/piece_reach.h"

namespace chatur {

namespace {

using content::HintKind;
using content::TaskKind;

Game MakeGame(const TrainerItem& item) {
    const Variant& v = item.GetVariant();
    const RuleProfile& profile = item.profile ? *item.profile : DefaultProfile(v);
    if (!item.fen.empty()) {
        auto parsed = GameFromFen(v, profile, item.fen);
        if (auto* game = std::get_if<Game>(&parsed)) return std::move(*game);
    }
    auto created = Game::Create(v, profile, GameStart{item.position, std::nullopt, 0, 1});
    if (auto* game = std::get_if<Game>(&created)) return std::move(*game);
    return Game(v, DefaultProfile(v));  // unreachable for a loaded pack's board
}

}  // namespace

TrainerSession::TrainerSession(TrainerItem item)
    : m_item(std::move(item)), m_game(MakeGame(m_item)) {
    BuildHints();
}

void TrainerSession::BuildHints() {
    m_hints = m_item.hints;
    if (!PlaysMoves()) return;
    // A move or play-out task always offers the three grades: what the author did not write
    // is derived from the solution when the hint is taken (see ViewOf).
    auto has = [&](HintKind k) {
        return std::any_of(m_hints.begin(), m_hints.end(),
                           [k](const content::Hint& h) { return h.kind == k; });
    };
    if (!has(HintKind::Piece)) {
        content::Hint h;
        h.kind = HintKind::Piece;
        auto at = std::find_if(m_hints.begin(), m_hints.end(),
                               [](const content::Hint& x) { return x.kind == HintKind::Move; });
        m_hints.insert(at, h);
    }
    if (!has(HintKind::Move)) {
        content::Hint h;
        h.kind = HintKind::Move;
        m_hints.push_back(h);
    }
}

InteractionMode TrainerSession::BoardMode() const {
    if (Finished()) return InteractionMode::Locked;
    switch (Kind()) {
        case TaskKind::Move:
            return InteractionMode::Play;
        case TaskKind::PlayOut:
            return AwaitsTables() ? InteractionMode::Locked : InteractionMode::Play;
        case TaskKind::Range:
        case TaskKind::Place:
            return InteractionMode::Pick;
        default:
            return InteractionMode::Locked;
    }
}

PositionState TrainerSession::State() const {
    PositionState state = StateOf(m_game);
    // A move or play-out task is solved under its count. A question about the position (which
    // count runs, how many moves are left) must not be answered under the board
    // before it is over, and then shows only a count its FEN sets up.
    if (!PlaysMoves() && (!Finished() || !FenCarriesCount(GetVariant(), m_item.fen)))
        state.count = CountStatus{};
    return state;
}

AttemptResult TrainerSession::AttemptOutcome() const {
    if (!m_solved) return AttemptResult::Failed;
    if (m_lastHintUsed || m_answerSeen) return AttemptResult::SolvedWithHelp;
    if (m_mistakes > 0) return AttemptResult::SolvedAfterMistakes;
    return AttemptResult::SolvedFirstTry;
}

Feedback TrainerSession::Judge(Feedback f) {
    if (f.verdict == Verdict::Wrong) ++m_mistakes;
    if (f.verdict == Verdict::Correct) m_solved = true;
    return f;
}

Feedback TrainerSession::AnswerLegal(bool legal) {
    const auto* task = m_item.task.As<content::LegalTask>();
    if (!task || Finished()) return {};
    const Position& pos = m_item.position;
    bool truth = false;
    for (Move m : LegalMovesFrom(pos, task->from)) truth = truth || m.To() == task->to;
    Feedback f;
    f.refusal = ExplainIllegalMove(pos, task->from, task->to);
    f.move = Move(task->from, task->to);
    if (legal == truth) {
        f.verdict = Verdict::Correct;
        f.key = truth ? "legal-right-yes" : "legal-right-no";
    } else {
        f.verdict = Verdict::Wrong;
        f.key = truth ? "legal-wrong-is-legal" : "legal-wrong-is-illegal";
    }
    return Judge(f);
}

void TrainerSession::ToggleMark(Square square) {
    if (Kind() != TaskKind::Range || Finished()) return;
    if (square >= GetVariant().SquareCount()) return;
    if (!m_marks.erase(square)) m_marks.insert(square);
}

Feedback TrainerSession::CheckRange() {
    const auto* task = m_item.task.As<content::RangeTask>();
    if (!task || Finished()) return {};
    Feedback f;
    if (m_marks.empty()) {
        f.key = "range-nothing-marked";
        return f;
    }
    const std::vector<Square> engine = content::RangeSquares(m_item.position, task->square);
    const std::vector<Square> marked(m_marks.begin(), m_marks.end());
    std::set_difference(engine.begin(), engine.end(), marked.begin(), marked.end(),
                        std::back_inserter(f.missing));
    std::set_difference(marked.begin(), marked.end(), engine.begin(), engine.end(),
                        std::back_inserter(f.extra));
    f.number = int(f.missing.size());
    if (f.missing.empty() && f.extra.empty()) {
        f.verdict = Verdict::Correct;
        f.key = "range-right";
    } else {
        f.verdict = Verdict::Wrong;
        f.key = f.extra.empty()     ? "range-missing"
                : f.missing.empty() ? "range-extra"
                                    : "range-missing-extra";
        f.missing.clear();  // the learner is told how many, not which
    }
    return Judge(f);
}

namespace {

// The piece next to `square` whose removal makes `square` meet the place task's
// condition: the one in the way of the placed piece's move.
std::optional<Square> BlockerOf(const Position& pos, const content::PlaceTask& task,
                                Square square) {
    const Variant& v = pos.GetVariant();
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            const int file = v.FileOf(square) + df, rank = v.RankOf(square) + dr;
            if ((!df && !dr) || !v.OnBoard(file, rank)) continue;
            const Square next = v.MakeSquare(file, rank);
            const Piece there = pos.PieceAt(next);
            if (IsEmpty(there) || TypeOf(there) == PieceType::King) continue;
            Position without = pos;
            without.RemovePiece(next);
            const std::vector<Square> works = content::PlaceSquares(without, task);
            if (std::binary_search(works.begin(), works.end(), square)) return next;
        }
    return std::nullopt;
}

}  // namespace

Feedback TrainerSession::Place(Square square) {
    const auto* task = m_item.task.As<content::PlaceTask>();
    if (!task || Finished() || square >= GetVariant().SquareCount()) return {};
    const Position& pos = m_item.position;
    Feedback f;
    f.square = square;
    if (!IsEmpty(pos.PieceAt(square))) {
        f.key = "place-occupied";
        return f;
    }
    const std::vector<Square> engine = content::PlaceSquares(pos, *task);
    if (std::binary_search(engine.begin(), engine.end(), square)) {
        m_placed = square;
        f.verdict = Verdict::Correct;
        f.key = "place-right";
        return Judge(f);
    }
    f.verdict = Verdict::Wrong;
    const Variant& v = GetVariant();
    const bool canStand = v.CanStandOn(ColorOf(task->piece), TypeOf(task->piece), square);
    Position placed = pos;
    if (canStand) placed.PutPiece(task->piece, square);
    if (!canStand) {
        f.key = "place-cannot-stand";
    } else if (placed.KingExposed(~placed.SideToMove())) {
        f.key = "place-illegal-position";
    } else {
        switch (task->condition) {
            case content::PlaceCondition::PromotesNextMove:
            case content::PlaceCondition::ReachesSquare:
                f.key = task->condition == content::PlaceCondition::ReachesSquare
                            ? "place-does-not-reach"
                            : "place-no-promotion";
                if (task->condition == content::PlaceCondition::ReachesSquare)
                    f.square = task->target;
                // The right way, but a neighbouring piece stands in its path:
                // name it rather than the way the piece walks.
                if (const std::optional<Square> blocker = BlockerOf(pos, *task, square)) {
                    f.key = "place-blocked";
                    f.square = *blocker;
                }
                break;
            case content::PlaceCondition::SafeSquare:
                f.key = "place-attacked";
                break;
        }
    }
    return Judge(f);
}

bool TrainerSession::MultipleChoice() const {
    const auto* task = m_item.task.As<content::ChoiceTask>();
    if (!task) return false;
    return std::count_if(task->options.begin(), task->options.end(),
                         [](const content::ChoiceOption& o) { return o.correct; }) > 1;
}

Feedback TrainerSession::Pick(const std::string& optionId) {
    const auto* task = m_item.task.As<content::ChoiceTask>();
    if (!task || Finished()) return {};
    auto it = std::find_if(task->options.begin(), task->options.end(),
                           [&](const content::ChoiceOption& o) { return o.id == optionId; });
    if (it == task->options.end()) return {};
    if (MultipleChoice()) {
        if (!m_picked.erase(optionId)) m_picked.insert(optionId);
        return {};
    }
    m_picked = {optionId};
    Feedback f;
    f.optionText = it->feedback;
    f.verdict = it->correct ? Verdict::Correct : Verdict::Wrong;
    f.key = it->correct ? "choice-right" : "choice-wrong";
    return Judge(f);
}

Feedback TrainerSession::CheckChoice() {
    const auto* task = m_item.task.As<content::ChoiceTask>();
    if (!task || Finished()) return {};
    Feedback f;
    if (m_picked.empty()) {
        f.key = "choice-nothing-picked";
        return f;
    }
    const content::ChoiceOption* firstRight = nullptr;
    for (const content::ChoiceOption& o : task->options) {
        const bool picked = m_picked.count(o.id) > 0;
        if (picked && !o.correct) {
            f.verdict = Verdict::Wrong;
            f.key = "choice-wrong";
            f.optionText = o.feedback;
            return Judge(f);
        }
        if (!picked && o.correct) ++f.number;
        if (picked && !firstRight) firstRight = &o;
    }
    if (f.number > 0) {
        f.verdict = Verdict::Wrong;
        f.key = "choice-incomplete";
        return Judge(f);
    }
    f.verdict = Verdict::Correct;
    f.key = "choice-right";
    if (firstRight) f.optionText = firstRight->feedback;
    return Judge(f);
}

Feedback TrainerSession::AnswerCount(const CountAnswer& a) {
    const auto* task = m_item.task.As<content::CountTask>();
    if (!task || Finished()) return {};
    Feedback f;
    if ((task->kind && !a.kind) || (task->side && !a.side) || (task->start && !a.start) ||
        (task->limit && !a.limit)) {
        f.key = "count-incomplete";
        return f;
    }
    const CountInfo info = AnalyzeCount(m_item.position);
    const bool counts = info.kind != CountKind::None;
    CountFieldErrors& e = f.countErrors;
    e.kind = task->kind && *a.kind != info.kind;
    e.side = task->side && (!counts || *a.side != info.countingSide);
    e.start = task->start && (!counts || *a.start != info.startValue);
    e.limit = task->limit && (!counts || *a.limit != info.limit);
    f.verdict = e.Any() ? Verdict::Wrong : Verdict::Correct;
    f.key = e.Any() ? "count-wrong" : "count-right";
    return Judge(f);
}

std::optional<HintView> TrainerSession::NextHint() {
    if (!HasMoreHints()) return std::nullopt;
    HintView view = ViewOf(m_hints[size_t(m_hintsUsed)]);
    ++m_hintsUsed;
    view.last = m_hintsUsed == HintCount();
    if (view.last) m_lastHintUsed = true;
    return view;
}

std::vector<HintView> TrainerSession::UsedHints() const {
    std::vector<HintView> out;
    for (int i = 0; i < m_hintsUsed; ++i) {
        out.push_back(ViewOf(m_hints[size_t(i)]));
        out.back().last = i + 1 == HintCount();
    }
    return out;
}

HintView TrainerSession::ViewOf(const content::Hint& hint) const {
    HintView v;
    v.kind = hint.kind;
    v.text = hint.text;
    v.square = hint.square;
    v.from = hint.from;
    v.to = hint.to;
    if (!PlaysMoves() || hint.kind == HintKind::Nudge) return v;
    // The author's piece and move hints speak of the first move; once the line
    // has advanced (or the author wrote none) they point at the next move.
    const bool derived =
        hint.kind == HintKind::Piece ? hint.square == kNoSquare : hint.from == kNoSquare;
    if (!derived && m_played.empty()) return v;
    if (auto next = NextSolutionMove()) {
        if (!m_played.empty()) v.text = {};
        v.square = next->From();
        v.from = next->From();
        v.to = next->To();
    }
    return v;
}

AnswerView TrainerSession::ShowAnswer() {
    AnswerView a;
    a.explanation = m_item.explanation;
    const Position& pos = m_item.position;
    if (Kind() == TaskKind::Move) {
        a.line = RemainingLine();
    } else if (Kind() == TaskKind::PlayOut) {
        a.line = TablesLine();
    } else if (const auto* legal = m_item.task.As<content::LegalTask>()) {
        bool truth = false;
        for (Move m : LegalMovesFrom(pos, legal->from)) truth = truth || m.To() == legal->to;
        a.legal = truth;
        a.legalReason = ExplainIllegalMove(pos, legal->from, legal->to);
    } else if (const auto* range = m_item.task.As<content::RangeTask>()) {
        a.squares = content::RangeSquares(pos, range->square);
    } else if (const auto* place = m_item.task.As<content::PlaceTask>()) {
        a.squares = content::PlaceSquares(pos, *place);
    } else if (const auto* choice = m_item.task.As<content::ChoiceTask>()) {
        for (const content::ChoiceOption& o : choice->options)
            if (o.correct) a.optionIds.push_back(o.id);
    } else if (m_item.task.As<content::CountTask>()) {
        a.count = AnalyzeCount(pos);
    }
    if (!m_solved) {
        m_answerShown = true;
        m_answerSeen = true;
    }
    return a;
}

void TrainerSession::Retry() {
    m_game = MakeGame(m_item);
    m_played.clear();
    m_hintsUsed = 0;
    m_lastHintUsed = false;
    m_marks.clear();
    m_placed.reset();
    m_picked.clear();
    m_solved = false;
    m_answerShown = false;
    m_mistakes = 0;
    ++m_attempt;
}

}  // namespace chatur
