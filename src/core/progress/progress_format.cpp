// The progress file format (version 1): UTF-8 text, one record per line, fields
// separated by tabs, `\\`, `\t`, `\n`, `\r` escaped inside fields.
//
//   chatur-progress 1
//   learner  <name>                      (records below belong to this learner)
//   item     <id> <attempts> <first-try> <after-mistakes> <with-help> <failed> <last|-> <seen>
//   lesson   <id> <finished 0|1> <last step> <seen>
//   retry    <id>                        (in queue order)
//   bookmark <pack id> <item id>
//   end      <lines before this one> <FNV-1a 64 of every byte before this line, hex>
//
// The `end` line proves the file is complete and unchanged since it was written.
#include <charconv>
#include <cstdio>

#include "core/platform/fnv1a.h"
#include "core/progress/progress_store.h"

namespace chatur::progress {

namespace {

constexpr std::string_view kHeader = "chatur-progress 1";

std::string Escape(std::string_view s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '\\':
                out += "\\\\";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                out += c;
        }
    }
    return out;
}

std::optional<std::string> Unescape(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\') {
            out += s[i];
            continue;
        }
        if (++i == s.size()) return std::nullopt;
        switch (s[i]) {
            case '\\':
                out += '\\';
                break;
            case 't':
                out += '\t';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            default:
                return std::nullopt;
        }
    }
    return out;
}

std::vector<std::string_view> Split(std::string_view line) {
    std::vector<std::string_view> fields;
    size_t start = 0;
    for (size_t i = 0; i <= line.size(); ++i)
        if (i == line.size() || line[i] == '\t') {
            fields.push_back(line.substr(start, i - start));
            start = i + 1;
        }
    return fields;
}

template <class T>
bool Number(std::string_view s, T& out) {
    if (s.empty() || s[0] == '-') return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

void Line(std::string& out, int& lines, std::initializer_list<std::string> fields) {
    bool first = true;
    for (const std::string& f : fields) {
        if (!first) out += '\t';
        out += f;
        first = false;
    }
    out += '\n';
    ++lines;
}

}  // namespace

std::string SerializeProgress(const std::map<std::string, LearnerProgress>& learners) {
    std::string out;
    int lines = 0;
    Line(out, lines, {std::string(kHeader)});
    for (const auto& [name, p] : learners) {
        Line(out, lines, {"learner", Escape(name)});
        for (const auto& [id, r] : p.items) {
            Line(out, lines,
                 {"item", Escape(id), std::to_string(r.attempts), std::to_string(r.solvedFirstTry),
                  std::to_string(r.solvedAfterMistakes), std::to_string(r.solvedWithHelp),
                  std::to_string(r.failed),
                  r.lastResult ? std::string(ItemResultKey(*r.lastResult)) : std::string("-"),
                  std::to_string(r.lastSeen)});
        }
        for (const auto& [id, r] : p.lessons)
            Line(out, lines,
                 {"lesson", Escape(id), r.finished ? "1" : "0", std::to_string(r.lastStep),
                  std::to_string(r.lastSeen)});
        for (const std::string& id : p.retryQueue) Line(out, lines, {"retry", Escape(id)});
        if (p.last) Line(out, lines, {"bookmark", Escape(p.last->packId), Escape(p.last->itemId)});
    }
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(platform::Fnv1a(out)));
    out += "end\t" + std::to_string(lines) + "\t" + hash + "\n";
    return out;
}

namespace {

// One record line (after the header) into `result`; what is wrong with it otherwise.
std::optional<std::string> ParseRecord(std::string_view line,
                                       std::map<std::string, LearnerProgress>& result,
                                       LearnerProgress*& learner) {
    std::vector<std::string> s;
    for (std::string_view field : Split(line)) {
        auto u = Unescape(field);
        if (!u) return "bad escape";
        s.push_back(*u);
    }
    if (s[0] == "learner" && s.size() == 2) {
        learner = &result[s[1]];
        return std::nullopt;
    }
    if (!learner) return "a record before any learner";
    if (s[0] == "item" && s.size() == 9) {
        ItemRecord r;
        if (!Number(s[2], r.attempts) || !Number(s[3], r.solvedFirstTry) ||
            !Number(s[4], r.solvedAfterMistakes) || !Number(s[5], r.solvedWithHelp) ||
            !Number(s[6], r.failed) || !Number(s[8], r.lastSeen))
            return "bad number";
        if (s[7] != "-") {
            r.lastResult = ItemResultFromKey(s[7]);
            if (!r.lastResult) return "unknown result '" + s[7] + "'";
        }
        learner->items[s[1]] = r;
    } else if (s[0] == "lesson" && s.size() == 5) {
        LessonRecord r;
        if ((s[2] != "0" && s[2] != "1") || !Number(s[3], r.lastStep) || !Number(s[4], r.lastSeen))
            return "bad lesson record";
        r.finished = s[2] == "1";
        learner->lessons[s[1]] = r;
    } else if (s[0] == "retry" && s.size() == 2) {
        learner->retryQueue.push_back(s[1]);
    } else if (s[0] == "bookmark" && s.size() == 3) {
        learner->last = Bookmark{s[1], s[2]};
    } else {
        return "unknown record '" + s[0] + "'";
    }
    return std::nullopt;
}

// What is wrong with the first line, if anything.
std::optional<std::string> CheckHeader(std::string_view line) {
    if (line.substr(0, 16) == "chatur-progress " && line != kHeader)
        return "written by a newer Chatur (" + std::string(line) + ")";
    if (line != kHeader) return "not a Chatur progress file";
    return std::nullopt;
}

}  // namespace

std::optional<std::string> ParseProgress(std::string_view text,
                                         std::map<std::string, LearnerProgress>& out) {
    out.clear();
    if (text.size() < 2) return "the file is empty";
    if (text.back() != '\n') return "the file is cut off (no final line break)";
    const size_t endStart = text.rfind('\n', text.size() - 2);
    const std::string_view body =
        endStart == std::string_view::npos ? std::string_view() : text.substr(0, endStart + 1);
    const std::string_view endLine = text.substr(body.size(), text.size() - body.size() - 1);
    auto end = Split(endLine);
    if (end.size() != 3 || end[0] != "end") return "the file is cut off (no end line)";
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(platform::Fnv1a(body)));
    if (end[2] != hash) return "the checksum does not match: the file was damaged";

    std::map<std::string, LearnerProgress> result;
    LearnerProgress* learner = nullptr;
    int lines = 0;
    size_t pos = 0;
    while (pos < body.size()) {
        const size_t eol = body.find('\n', pos);
        const std::string_view line = body.substr(pos, eol - pos);
        pos = eol + 1;
        ++lines;
        const std::string where = "line " + std::to_string(lines) + ": ";
        if (lines == 1) {
            if (auto bad = CheckHeader(line))
                return line.substr(0, 16) == "chatur-progress " ? where + *bad : *bad;
            continue;
        }
        if (auto bad = ParseRecord(line, result, learner)) return where + *bad;
    }
    if (lines == 0) return "not a Chatur progress file";
    int counted = 0;
    if (!Number(end[1], counted) || counted != lines)
        return "the line count does not match: the file was damaged";
    out = std::move(result);
    return std::nullopt;
}

std::vector<std::string> ParseProgressTolerant(std::string_view text,
                                               std::map<std::string, LearnerProgress>& out) {
    out.clear();
    std::vector<std::string> problems;
    LearnerProgress* learner = nullptr;
    bool ended = false;
    int lines = 0;
    size_t pos = 0;
    std::string_view body;  // the text before the end line
    while (pos < text.size() && !ended) {
        size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos) eol = text.size();
        const std::string_view line = text.substr(pos, eol - pos);
        const size_t lineStart = pos;
        pos = eol + 1;
        ++lines;
        const std::string where = "line " + std::to_string(lines) + ": ";
        if (lines == 1) {
            if (auto bad = CheckHeader(line)) {
                problems.push_back(where + *bad);
                return problems;  // nothing of it can be trusted
            }
            continue;
        }
        if (line.substr(0, 4) == "end\t") {
            ended = true;
            body = text.substr(0, lineStart);
            auto end = Split(line);
            char hash[17];
            std::snprintf(hash, sizeof hash, "%016llx",
                          static_cast<unsigned long long>(platform::Fnv1a(body)));
            int counted = 0;
            if (end.size() != 3 || end[2] != hash || !Number(end[1], counted) ||
                counted != lines - 1)
                problems.push_back(where +
                                   "the checksum does not match: the file was changed or damaged");
            continue;
        }
        if (line.empty() && pos >= text.size()) break;
        if (auto bad = ParseRecord(line, out, learner)) problems.push_back(where + *bad);
    }
    if (lines == 0)
        problems.push_back("the file is empty");
    else if (!ended)
        problems.push_back("the file is cut off (no end line)");
    return problems;
}

}  // namespace chatur::progress
