#include "core/notation/pgn_writer.h"

namespace chatur {

namespace {

constexpr size_t kMaxLine = 79;

}  // namespace

std::string PgnTag(std::string_view name, std::string_view value) {
    std::string r = "[";
    r.append(name).append(" \"");
    for (char c : value) {
        if (c == '\\' || c == '"') r += '\\';
        r += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return r + "\"]\n";
}

std::string PgnComment(std::string_view text) {
    std::string r = "{";
    for (char c : text) r += c == '}' ? ')' : (c == '\n' || c == '\r') ? ' ' : c;
    return r + "}";
}

void PgnMoveText::Add(std::string_view token) {
    if (!m_line.empty() && m_line.size() + 1 + token.size() > kMaxLine) {
        m_text += m_line + '\n';
        m_line.clear();
    }
    if (!m_line.empty()) m_line += ' ';
    m_line += token;
}

void PgnMoveText::AddWords(std::string_view text) {
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find(' ', start);
        if (end == std::string_view::npos) end = text.size();
        if (end > start) Add(text.substr(start, end - start));
        start = end + 1;
    }
}

std::string PgnMoveText::Finish() const {
    return m_text + m_line + '\n';
}

}  // namespace chatur
