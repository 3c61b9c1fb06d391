#include "core/mining/po_catalog.h"

#include <fstream>
#include <sstream>

namespace chatur::mining {

namespace {

// The text of a quoted .po string ("..." with C escapes).
std::string Unquote(const std::string& s) {
    std::string out;
    size_t open = s.find('"'), close = s.rfind('"');
    if (open == std::string::npos || close <= open) return out;
    for (size_t i = open + 1; i < close; ++i) {
        if (s[i] != '\\' || i + 1 >= close) {
            out += s[i];
            continue;
        }
        char c = s[++i];
        out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    }
    return out;
}

}  // namespace

std::optional<PoCatalog> PoCatalog::Load(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return Parse(text.str());
}

PoCatalog PoCatalog::Parse(const std::string& text) {
    PoCatalog catalog;
    // The entry being read: which field the continuation lines belong to.
    std::string ctxt, id, str, *field = nullptr;
    bool hasCtxt = false, fuzzy = false, plural = false;
    auto finish = [&] {
        if (!hasCtxt && !plural && !fuzzy && !id.empty() && !str.empty())
            catalog.m_entries[id] = str;
        ctxt.clear(), id.clear(), str.clear();
        field = nullptr;
        hasCtxt = fuzzy = plural = false;
    };
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.rfind("#,", 0) == 0) {
            if (field) finish();
            if (line.find("fuzzy") != std::string::npos) fuzzy = true;
        } else if (line.rfind("msgctxt ", 0) == 0) {
            if (field) finish();
            hasCtxt = true;
            ctxt = Unquote(line);
            field = &ctxt;
        } else if (line.rfind("msgid_plural ", 0) == 0) {
            plural = true;
            field = nullptr;
        } else if (line.rfind("msgid ", 0) == 0) {
            if (field == &str) finish();
            id = Unquote(line);
            field = &id;
        } else if (line.rfind("msgstr", 0) == 0) {
            str = Unquote(line);
            field = &str;
        } else if (!line.empty() && line[0] == '"' && field) {
            *field += Unquote(line);
        } else if (line.empty() && field) {
            finish();
        }
    }
    if (field) finish();
    return catalog;
}

std::string PoCatalog::Translate(const std::string& msgid) const {
    auto it = m_entries.find(msgid);
    return it == m_entries.end() ? msgid : it->second;
}

}  // namespace chatur::mining
