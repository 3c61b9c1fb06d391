#include "core/content/finding_phrase.h"

namespace chatur::content {

Phrase Say(const char* englishTemplate, std::vector<Phrase> args) {
    return Phrase{englishTemplate, false, std::move(args)};
}

Phrase Lit(std::string text) {
    return Phrase{std::move(text), true, {}};
}

Phrase Lit(int number) {
    return Lit(std::to_string(number));
}

std::string Render(const Phrase& phrase, const Translator& translate) {
    if (phrase.literal) return phrase.text;
    const std::string templ = translate ? translate(phrase.text) : phrase.text;
    std::string out;
    for (size_t i = 0; i < templ.size(); ++i) {
        // {1}..{9}: a place; anything else is text.
        if (templ[i] == '{' && i + 2 < templ.size() && templ[i + 1] >= '1' && templ[i + 1] <= '9' &&
            templ[i + 2] == '}') {
            const size_t n = size_t(templ[i + 1] - '1');
            if (n < phrase.args.size()) {
                out += Render(phrase.args[n], translate);
                i += 2;
                continue;
            }
        }
        out += templ[i];
    }
    return out;
}

}  // namespace chatur::content
