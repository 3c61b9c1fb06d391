// EPD lines as the chess-variant puzzler writes them:
//   <fen>;variant makruk;[sm <move>;]bm <move>;eval #3;difficulty 2;type mate;pv <m1>,<m2>,...
// Fields are separated by ';', each operation is `<key> <value>`. The classic EPD
// form with the operations after four FEN fields (`<4 fields> bm d3d4; id "x";`)
// is read as well. Moves are text here (coordinates, SAN or WXF: the importer
// reads them, notation/move_text.h); pv moves may be separated by commas or
// spaces. `sm` is the opponent's move leading to the puzzle.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

#include "core/content/import_entry.h"

namespace chatur::content {

namespace {

bool IsNumber(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
    });
}

std::string Unquote(std::string s) {
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"') return s.substr(1, s.size() - 2);
    return s;
}

// Reads one line into `e`.
void ReadLine(std::string_view lineText, ImportEntry& e) {
    std::vector<std::string> fields = SplitWords(lineText, ";");
    if (fields.empty() || Trim(fields[0]).empty()) {
        e.error = "the line has no FEN";
        return;
    }
    std::vector<std::string> fenWords = SplitWords(fields[0]);
    std::vector<std::string> operations(fields.begin() + 1, fields.end());
    // Classic EPD: four FEN fields, then the first operation in the same field.
    bool classic = fenWords.size() > 6 || (fenWords.size() > 4 && !IsNumber(fenWords[4]));
    size_t fenSize = classic ? 4 : fenWords.size();
    for (size_t i = 0; i < fenSize && i < fenWords.size(); ++i)
        e.fen += (i ? " " : "") + fenWords[i];
    if (classic) {
        std::string first;
        for (size_t i = 4; i < fenWords.size(); ++i) first += (i > 4 ? " " : "") + fenWords[i];
        operations.insert(operations.begin(), first);
    }
    std::map<std::string, std::string> ops;
    for (const std::string& raw : operations) {
        std::string op = Trim(raw);
        if (op.empty()) continue;
        size_t space = op.find_first_of(" \t");
        std::string key = op.substr(0, space);
        ops[key] = space == std::string::npos ? "" : Unquote(Trim(op.substr(space + 1)));
    }
    e.variant = ops["variant"];
    e.sourceId = ops["id"];
    std::vector<std::string> pv = SplitWords(ops["pv"], ", \t");
    std::string sm = ops["sm"];
    std::string bm = ops["bm"];
    if (bm.find(' ') != std::string::npos) bm = SplitWords(bm)[0];  // several best moves
    if (!sm.empty()) {
        e.setup.push_back(SourceMove{sm, e.line});
        if (!pv.empty() && pv[0] == sm) pv.erase(pv.begin());
    }
    if (pv.empty() && !bm.empty()) pv.push_back(bm);
    if (pv.empty()) {
        e.error = "no solution: the line has neither 'bm' nor 'pv'";
        return;
    }
    if (!bm.empty() && bm != pv[0]) {
        e.error = "bm " + bm + " is not the first move of pv (" + pv[0] + ")";
        return;
    }
    for (const std::string& m : pv) e.solution.push_back(SourceMove{m, e.line});
    if (!ops["type"].empty()) e.tags.push_back(ops["type"]);
    if (const std::string& d = ops["difficulty"]; !d.empty()) {
        int value = 0;
        auto [p, ec] = std::from_chars(d.data(), d.data() + d.size(), value);
        if (ec != std::errc() || p != d.data() + d.size()) {
            e.error = "difficulty '" + d + "' is not a whole number";
            return;
        }
        e.grade = std::clamp(value, 1, 5);
    }
    e.note = ops["c0"];
}

}  // namespace

std::vector<ImportEntry> ReadEpdEntries(std::string_view text) {
    std::vector<ImportEntry> entries;
    int line = 0;
    size_t i = 0;
    while (i < text.size()) {
        size_t end = text.find('\n', i);
        if (end == std::string_view::npos) end = text.size();
        std::string lineText = Trim(text.substr(i, end - i));
        i = end + 1;
        ++line;
        if (lineText.empty() || lineText[0] == '#') continue;
        ImportEntry e;
        e.line = line;
        ReadLine(lineText, e);
        entries.push_back(std::move(e));
    }
    return entries;
}

}  // namespace chatur::content
