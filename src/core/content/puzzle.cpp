#include "core/content/puzzle.h"

#include "core/content/lesson.h"

namespace chatur::content {

std::string_view StageName(Stage s) {
    switch (s) {
        case Stage::Rules:
            return "rules";
        case Stage::Compare:
            return "compare";
        case Stage::Review:
            return "review";
    }
    return "?";
}

std::vector<std::string> Puzzle::MissingLanguages(const std::vector<std::string>& wanted) const {
    std::vector<const LocalizedText*> texts = {&question, &explanation};
    if (!criteria.Empty()) texts.push_back(&criteria);
    for (const LocalizedText* t : TaskTexts(&task, hints)) texts.push_back(t);
    std::vector<std::string> out;
    for (const std::string& lang : wanted)
        for (const LocalizedText* t : texts)
            if (!t->Has(lang)) {
                out.push_back(lang);
                break;
            }
    return out;
}

}  // namespace chatur::content
