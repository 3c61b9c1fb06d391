#include "core/content/pack_source_map.h"

#include <cctype>

namespace chatur::content {

namespace {

bool IsNameChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.' ||
           c == ':' || static_cast<unsigned char>(c) >= 0x80;
}

// A cursor over the text that skips the constructs that may hold '<' or '>'.
class Scanner {
public:
    explicit Scanner(std::string_view s) : m_s(s) {}

    size_t Pos() const { return m_pos; }
    bool AtEnd() const { return m_pos >= m_s.size(); }
    bool StartsWith(std::string_view t) const { return m_s.compare(m_pos, t.size(), t) == 0; }

    // Skips to just after `end`; false when it never comes.
    bool SkipPast(std::string_view end) {
        size_t j = m_s.find(end, m_pos);
        if (j == std::string_view::npos) return false;
        m_pos = j + end.size();
        return true;
    }
    // Skips a comment, CDATA section, processing instruction or declaration at the
    // cursor; false when there is none.
    bool SkipMarkup() {
        if (StartsWith("<!--")) return SkipPast("-->");
        if (StartsWith("<![CDATA[")) return SkipPast("]]>");
        if (StartsWith("<?")) return SkipPast("?>");
        if (StartsWith("<!")) return SkipPast(">");
        return false;
    }
    // Reads a start tag at the cursor ("<name ...>" or "<name .../>"): its name,
    // its attribute text, whether it closes itself.
    bool ReadStartTag(std::string& name, std::string_view& attributes, bool& selfClosing) {
        if (!StartsWith("<")) return false;
        size_t i = m_pos + 1;
        size_t nameBegin = i;
        while (i < m_s.size() && IsNameChar(m_s[i])) ++i;
        if (i == nameBegin) return false;
        name = std::string(m_s.substr(nameBegin, i - nameBegin));
        size_t attrBegin = i;
        char quote = 0;
        for (; i < m_s.size(); ++i) {
            char c = m_s[i];
            if (quote) {
                if (c == quote) quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                selfClosing = m_s[i - 1] == '/';
                attributes = m_s.substr(attrBegin, i - attrBegin);
                m_pos = i + 1;
                return true;
            }
        }
        return false;
    }
    // Skips an element whose start tag is at the cursor, up to its end tag.
    bool SkipElement() {
        std::string name;
        std::string_view attributes;
        bool selfClosing = false;
        if (!ReadStartTag(name, attributes, selfClosing)) return false;
        int depth = selfClosing ? 0 : 1;
        while (depth > 0) {
            size_t lt = m_s.find('<', m_pos);
            if (lt == std::string_view::npos) return false;
            m_pos = lt;
            if (SkipMarkup()) continue;
            if (StartsWith("</")) {
                if (!SkipPast(">")) return false;
                --depth;
            } else if (ReadStartTag(name, attributes, selfClosing)) {
                if (!selfClosing) ++depth;
            } else {
                return false;
            }
        }
        return true;
    }
    // Skips white space, text, comments and processing instructions up to the
    // next element start or end tag.
    bool SkipToTag() {
        while (true) {
            size_t lt = m_s.find('<', m_pos);
            if (lt == std::string_view::npos) return false;
            m_pos = lt;
            if (StartsWith("<![CDATA[") || !SkipMarkup()) return true;
        }
    }
    // 1-based line of the cursor (counted incrementally: the cursor only moves on).
    int Line() {
        for (; m_lineAt < m_pos && m_lineAt < m_s.size(); ++m_lineAt)
            if (m_s[m_lineAt] == '\n') ++m_line;
        return m_line;
    }

private:
    std::string_view m_s;
    size_t m_pos = 0;
    size_t m_lineAt = 0;
    int m_line = 1;
};

std::string AttributeValue(std::string_view attributes, std::string_view name) {
    size_t at = 0;
    while ((at = attributes.find(name, at)) != std::string_view::npos) {
        bool starts = at == 0 || std::isspace(static_cast<unsigned char>(attributes[at - 1]));
        size_t i = at + name.size();
        while (i < attributes.size() && std::isspace(static_cast<unsigned char>(attributes[i])))
            ++i;
        if (starts && i < attributes.size() && attributes[i] == '=') {
            ++i;
            while (i < attributes.size() && std::isspace(static_cast<unsigned char>(attributes[i])))
                ++i;
            if (i < attributes.size() && (attributes[i] == '"' || attributes[i] == '\'')) {
                size_t end = attributes.find(attributes[i], i + 1);
                if (end != std::string_view::npos)
                    return std::string(attributes.substr(i + 1, end - i - 1));
            }
        }
        at += name.size();
    }
    return "";
}

}  // namespace

std::optional<PackSourceMap> MapPackSource(std::string_view xml) {
    Scanner sc(xml);
    PackSourceMap map;
    if (!sc.SkipToTag() || sc.StartsWith("</")) return std::nullopt;
    map.packBegin = sc.Pos();
    std::string name;
    std::string_view attributes;
    bool selfClosing = false;
    if (!sc.ReadStartTag(name, attributes, selfClosing) || name != "pack") return std::nullopt;
    map.schemaLocation = AttributeValue(attributes, "xsi:noNamespaceSchemaLocation");
    size_t lastEnd = sc.Pos();
    map.headEnd = lastEnd;
    bool sawItem = false;
    while (!selfClosing) {
        if (!sc.SkipToTag()) return std::nullopt;
        if (sc.StartsWith("</")) break;
        if (sc.StartsWith("<![CDATA[")) {
            if (!sc.SkipPast("]]>")) return std::nullopt;
            continue;
        }
        SourceItem item;
        item.leadBegin = lastEnd;
        item.begin = sc.Pos();
        item.line = sc.Line();
        Scanner peek = sc;
        std::string childName;
        bool childClosing = false;
        if (!peek.ReadStartTag(childName, attributes, childClosing)) return std::nullopt;
        if (!sc.SkipElement()) return std::nullopt;
        item.end = sc.Pos();
        item.name = childName;
        lastEnd = item.end;
        if (childName == "lesson" || childName == "puzzle") {
            sawItem = true;
            map.items.push_back(std::move(item));
        } else if (!sawItem) {
            map.headEnd = item.end;
        }
    }
    map.tailBegin = lastEnd;
    return map;
}

}  // namespace chatur::content
