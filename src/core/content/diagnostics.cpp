#include "core/content/diagnostics.h"

#include <algorithm>

namespace chatur::content {

std::string FormatFinding(const Finding& f) {
    return f.path + ":" + std::to_string(f.line) + ": " +
           (f.severity == Severity::Error ? "error: " : "warning: ") + f.message;
}

void Diagnostics::Add(Severity s, int line, Phrase words, std::string itemId) {
    if (s == Severity::Error) ++m_errors;
    std::string message = Render(words);
    m_findings.push_back(
        Finding{m_path, line, s, std::move(message), std::move(itemId), std::move(words)});
}

void Diagnostics::Error(int line, Phrase words, std::string itemId) {
    Add(Severity::Error, line, std::move(words), std::move(itemId));
}

void Diagnostics::Warning(int line, Phrase words, std::string itemId) {
    Add(Severity::Warning, line, std::move(words), std::move(itemId));
}

void SortFindings(std::vector<Finding>& findings) {
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        if (a.path != b.path) return a.path < b.path;
        return a.line < b.line;
    });
}

}  // namespace chatur::content
