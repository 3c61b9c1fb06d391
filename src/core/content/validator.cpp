#include "core/content/validator.h"

#include <string_view>
#include <type_traits>
#include <unordered_map>

#include "core/content/rule_profile_names.h"
#include "core/content/task_checker.h"
#include "core/notation/fen.h"
#include "core/rules/movegen.h"

namespace chatur::content {

namespace {

std::string Join(const std::vector<std::string>& items) {
    std::string r;
    for (const std::string& s : items) r += (r.empty() ? "" : ", ") + s;
    return r;
}

std::string Quoted(const std::string& s) {
    return "'" + s + "'";
}

// A canonical text of a task's content, to find puzzles that ask the same.
std::string TaskSignature(const Task& task) {
    std::string s(TaskKindName(task.Kind()));
    auto field = [&s](const auto& value) {
        s += '|';
        if constexpr (std::is_convertible_v<decltype(value), std::string_view>)
            s += value;
        else
            s += std::to_string(value);
    };
    if (const auto* m = task.As<MoveTask>()) {
        field(int(m->goal));
        field(m->goalMoves);
        for (const SolutionLine& l : m->lines)
            for (const std::string& mv : l.moves) field(mv);
    } else if (const auto* l = task.As<LegalTask>()) {
        field(int(l->from));
        field(int(l->to));
    } else if (const auto* r = task.As<RangeTask>()) {
        field(int(r->square));
    } else if (const auto* p = task.As<PlaceTask>()) {
        field(int(p->piece));
        field(int(p->condition));
        field(int(p->target));
    } else if (const auto* c = task.As<ChoiceTask>()) {
        for (const ChoiceOption& o : c->options) field(o.label.Get("en"));
    } else if (const auto* c = task.As<CountTask>()) {
        field(int(c->kind.has_value()) + 2 * c->side.has_value() + 4 * c->start.has_value() +
              8 * c->limit.has_value());
    }
    return s;
}

}  // namespace

void PackValidator::ClaimId(const std::string& id, int line, Diagnostics& diag) {
    if (id.empty()) return;
    auto [it, inserted] =
        m_ids.emplace(id, SeenId{m_packCount, diag.Path() + ":" + std::to_string(line)});
    // Duplicates inside one pack are the loader's finding; here only across packs.
    if (!inserted && it->second.pack != m_packCount)
        diag.Error(
            line,
            Say("duplicate id {1} (also used at {2})", {Lit(Quoted(id)), Lit(it->second.where)}),
            id);
}

void PackValidator::CheckBoard(const Diagram& board, const std::string& profileName,
                               Diagnostics& diag, const std::string& itemId) const {
    const Position& pos = board.position;
    const Variant& v = pos.GetVariant();
    const RuleProfile& profile = ProfileFor(v, profileName);
    bool makruk = v.id == VariantId::Makruk;
    Phrase mover =
        pos.SideToMove() == Color::White ? (makruk ? Say("White") : Say("Red")) : Say("Black");
    if (LegalMoves(pos).Empty()) {
        Phrase why = pos.InCheck() ? Say("{1} is checkmated", {mover})
                     : profile.stalemateDraws
                         ? Say("{1} has no legal move (stalemate, a draw)", {mover})
                         : Say("{1} has no legal move and has lost", {mover});
        diag.Error(board.line,
                   // TRANSLATORS: {1} says why (e.g. "White is checkmated").
                   Say("the game is already over in this position: {1}", {why}), itemId);
    } else if (IsInsufficientMaterial(profile, pos)) {
        Phrase why = OnlyKings(pos) ? (makruk ? Say("only the two Khuns are left")
                                              : Say("only the two generals are left"))
                     : makruk       ? Say("neither side can ever mate with this material")
                                    : Say("neither side has a chariot, horse, cannon or soldier");
        diag.Error(board.line,
                   // TRANSLATORS: {1} says why; {2} is the rule profile's name (e.g.
                   // "makruk/fifty").
                   Say("the game is already over in this position: {1} (a draw under {2})",
                       {why, Lit(profile.FullName())}),
                   itemId);
    }
}

void PackValidator::CheckTexts(const std::vector<const LocalizedText*>& texts, const Phrase& what,
                               int line, const Pack& pack, Diagnostics& diag,
                               const std::string& itemId) const {
    std::vector<std::string> missing;
    for (const LocalizedText* t : texts) {
        if (t->Empty()) continue;  // a missing required element is the loader's finding
        if (!t->Has("en"))
            diag.Error(t->line, Say("no English text (English is the fallback for every language)"),
                       itemId);
        for (const std::string& lang : t->MissingFrom(pack.languages))
            if (lang != "en" && std::find(missing.begin(), missing.end(), lang) == missing.end())
                missing.push_back(lang);
    }
    if (!missing.empty())
        diag.Add(m_options.strict ? Severity::Error : Severity::Warning, line,
                 // TRANSLATORS: {1} names the text's owner ("puzzle 'x'", "step 2 of
                 // lesson 'y'"); {2} lists language codes.
                 Say("{1} lacks translations: {2}", {what, Lit(Join(missing))}), itemId);
}

void PackValidator::CheckLesson(const Lesson& lesson, const Pack& pack, Diagnostics& diag) const {
    const std::string& id = lesson.id;
    std::vector<const LocalizedText*> header = {&lesson.title};
    if (!lesson.summary.Empty()) header.push_back(&lesson.summary);
    CheckTexts(header, Say("lesson {1}", {Lit(Quoted(id))}), lesson.line, pack, diag, id);
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        CheckTexts(step.Texts(), Say("step {1} of lesson {2}", {Lit(int(i + 1)), Lit(Quoted(id))}),
                   step.line, pack, diag, id);
        if (step.board) CheckBoard(*step.board, lesson.profile, diag, id);
        const Diagram* board = lesson.BoardForStep(i);
        if (!board) continue;
        if (step.task) {
            CheckTask(*step.task, *board, lesson.profile, diag, id);
            const auto* playOut = step.task->As<PlayOutTask>();
            if (playOut && m_options.playOutCheck)
                m_options.playOutCheck(*playOut, step.task->line, *board, lesson.profile, diag, id);
            if (step.explanation.Empty())
                diag.Warning(step.line,
                             Say("step {1} of lesson {2} asks a task but has no <explanation>",
                                 {Lit(int(i + 1)), Lit(Quoted(id))}),
                             id);
        }
        CheckHints(step.hints, step.task ? &*step.task : nullptr, board->position, diag, id);
    }
}

// A required text element that holds no <text> (the schema forbids it): an
// editor's unfinished puzzle, or a text deleted by hand. The item still loads so
// that nothing is lost on reopening; validation says what is missing. (A missing
// element, line 0, is the loader's finding.)
void PackValidator::CheckRequiredTexts(
    const std::vector<std::pair<const LocalizedText*, const char*>>& texts, Diagnostics& diag,
    const std::string& itemId) const {
    for (const auto& [text, element] : texts)
        if (text->Empty() && text->line)
            diag.Error(text->line,
                       Say("{1} holds no <text>: write at least the English text",
                           {Lit(std::string("<") + element + ">")}),
                       itemId);
}

void PackValidator::CheckPuzzle(const Puzzle& p, const Pack& pack, Diagnostics& diag) const {
    CheckRequiredTexts({{&p.question, "question"}, {&p.explanation, "explanation"}}, diag, p.id);
    std::vector<const LocalizedText*> texts = {&p.question, &p.explanation};
    if (!p.criteria.Empty()) texts.push_back(&p.criteria);
    for (const LocalizedText* t : TaskTexts(&p.task, p.hints)) texts.push_back(t);
    CheckTexts(texts, Say("puzzle {1}", {Lit(Quoted(p.id))}), p.line, pack, diag, p.id);
    CheckBoard(p.board, p.profile, diag, p.id);
    CheckTask(p.task, p.board, p.profile, diag, p.id);
    CheckHints(p.hints, &p.task, p.board.position, diag, p.id);
    if (p.hints.empty())
        diag.Warning(p.line, Say("puzzle {1} has no hints", {Lit(Quoted(p.id))}), p.id);
    if (m_options.deepCheck) m_options.deepCheck(p, diag);
}

void PackValidator::CheckDuplicatePuzzles(const Pack& pack, Diagnostics& diag) const {
    std::unordered_map<std::string, const Puzzle*> sameKind, sameTask;
    for (const Puzzle& p : pack.puzzles) {
        std::string board = BoardFen(p.board.position);
        std::string kindKey = board + "|" + std::string(TaskKindName(p.task.Kind()));
        std::string taskKey = board + "|" + TaskSignature(p.task);
        auto [task, newTask] = sameTask.emplace(taskKey, &p);
        auto [kind, newKind] = sameKind.emplace(kindKey, &p);
        if (!newTask)
            diag.Error(
                p.line,
                Say("puzzle {1} repeats puzzle {2} (line {3}): same position, same task",
                    {Lit(Quoted(p.id)), Lit(Quoted(task->second->id)), Lit(task->second->line)}),
                p.id);
        else if (!newKind)
            diag.Warning(p.line,
                         Say("puzzle {1} has the same position and task type ({2}) as puzzle {3} "
                             "(line {4})",
                             {Lit(Quoted(p.id)), Lit(std::string(TaskKindName(p.task.Kind()))),
                              Lit(Quoted(kind->second->id)), Lit(kind->second->line)}),
                         p.id);
    }
}

void PackValidator::Check(const Pack& pack, Diagnostics& diag) {
    ++m_packCount;
    ClaimId(pack.id, pack.line, diag);
    CheckRequiredTexts({{&pack.title, "title"}, {&pack.description, "description"}}, diag, "");
    std::vector<const LocalizedText*> header = {&pack.title, &pack.description};
    CheckTexts(header, Say("pack {1}", {Lit(Quoted(pack.id))}), pack.line, pack, diag, "");
    for (const Lesson& l : pack.lessons) {
        ClaimId(l.id, l.line, diag);
        CheckLesson(l, pack, diag);
    }
    for (const Puzzle& p : pack.puzzles) {
        ClaimId(p.id, p.line, diag);
        CheckPuzzle(p, pack, diag);
    }
    CheckDuplicatePuzzles(pack, diag);
}

}  // namespace chatur::content
