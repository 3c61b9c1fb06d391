#include "core/content/localized_text.h"

namespace chatur::content {

const std::vector<std::string>& AppLanguages() {
    static const std::vector<std::string> kLanguages = {"en", "id", "de", "th"};
    return kLanguages;
}

void LocalizedText::Set(std::string lang, std::string text) {
    // An empty text is no text: an editor field cleared by the author removes the
    // translation, so it is listed as missing rather than written as <text/>.
    if (text.empty()) {
        auto it = m_texts.find(lang);
        if (it != m_texts.end()) m_texts.erase(it);
        return;
    }
    m_texts[std::move(lang)] = std::move(text);
}

const std::string* LocalizedText::Find(std::string_view lang) const {
    auto it = m_texts.find(lang);
    return it == m_texts.end() ? nullptr : &it->second;
}

const std::string& LocalizedText::Get(std::string_view lang) const {
    static const std::string kEmpty;
    if (const std::string* t = Find(lang)) return *t;
    if (const std::string* t = Find("en")) return *t;
    return m_texts.empty() ? kEmpty : m_texts.begin()->second;
}

std::vector<std::string> LocalizedText::Languages() const {
    std::vector<std::string> out;
    for (const auto& [lang, text] : m_texts) out.push_back(lang);
    return out;
}

std::vector<std::string> LocalizedText::MissingFrom(const std::vector<std::string>& wanted) const {
    std::vector<std::string> out;
    for (const std::string& lang : wanted)
        if (!Has(lang)) out.push_back(lang);
    return out;
}

std::string NormalizeSpace(std::string_view raw) {
    std::string out;
    int pendingBreaks = 0;
    bool pendingSpace = false;
    for (char ch : raw) {
        if (ch == '\n') {
            ++pendingBreaks;
            pendingSpace = true;
        } else if (ch == ' ' || ch == '\t' || ch == '\r') {
            pendingSpace = true;
        } else {
            if (!out.empty() && pendingSpace) out += pendingBreaks >= 2 ? "\n\n" : " ";
            pendingBreaks = 0;
            pendingSpace = false;
            out += ch;
        }
    }
    return out;
}

}  // namespace chatur::content
