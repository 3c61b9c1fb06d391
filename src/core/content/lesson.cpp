#include "core/content/lesson.h"

#include <algorithm>

namespace chatur::content {

std::vector<const LocalizedText*> TaskTexts(const Task* task, const std::vector<Hint>& hints) {
    std::vector<const LocalizedText*> out;
    if (task) {
        if (const auto* choice = task->As<ChoiceTask>())
            for (const ChoiceOption& o : choice->options) {
                out.push_back(&o.label);
                if (!o.feedback.Empty()) out.push_back(&o.feedback);
            }
    }
    for (const Hint& h : hints)
        if (!h.text.Empty()) out.push_back(&h.text);
    return out;
}

const Diagram* Lesson::BoardForStep(size_t index) const {
    for (size_t i = std::min(index + 1, steps.size()); i-- > 0;)
        if (steps[i].board) return &*steps[i].board;
    return nullptr;
}

namespace {

std::vector<std::string> Missing(const std::vector<const LocalizedText*>& texts,
                                 const std::vector<std::string>& wanted) {
    std::vector<std::string> out;
    for (const std::string& lang : wanted)
        for (const LocalizedText* t : texts)
            if (!t->Has(lang)) {
                out.push_back(lang);
                break;
            }
    return out;
}

}  // namespace

std::vector<const LocalizedText*> LessonStep::Texts() const {
    std::vector<const LocalizedText*> out = {&text};
    if (!explanation.Empty()) out.push_back(&explanation);
    for (const LocalizedText* t : TaskTexts(task ? &*task : nullptr, hints)) out.push_back(t);
    return out;
}

std::vector<std::string> LessonStep::MissingLanguages(
    const std::vector<std::string>& wanted) const {
    return Missing(Texts(), wanted);
}

std::vector<std::string> Lesson::MissingLanguages(const std::vector<std::string>& wanted) const {
    std::vector<const LocalizedText*> texts = {&title};
    if (!summary.Empty()) texts.push_back(&summary);
    for (const LessonStep& s : steps)
        for (const LocalizedText* t : s.Texts()) texts.push_back(t);
    return Missing(texts, wanted);
}

}  // namespace chatur::content
