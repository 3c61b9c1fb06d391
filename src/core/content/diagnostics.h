// Findings about content files: what the XML loader and the pack validator found
// wrong or suspicious, each tied to a file and a line so an author can jump to it.
// The core never prints; `chatur-cli validate` and the GUI format findings
// themselves (FormatFinding gives the docs/cli.md line form, in English; the
// GUI words a finding in its language from `words`, see finding_phrase.h).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/content/finding_phrase.h"

namespace chatur::content {

enum class Severity : uint8_t { Warning, Error };

// One finding. `line` is 1-based (0 only when no line is known, e.g. a file that
// could not be opened). `itemId` names the puzzle or lesson the finding belongs
// to, when it belongs to one, so a caller can set that item aside.
struct Finding {
    std::string path;
    int line = 0;
    Severity severity = Severity::Error;
    std::string message;  // English: Render(words), or set directly
    std::string itemId;
    Phrase words;  // empty for a finding made without one: then `message` is all
};

// `<path>:<line>: error|warning: <message>`
std::string FormatFinding(const Finding& f);

// Collects findings for one file. Loader and validator both write through it.
class Diagnostics {
public:
    explicit Diagnostics(std::string path) : m_path(std::move(path)) {}

    void Error(int line, Phrase words, std::string itemId = {});
    void Warning(int line, Phrase words, std::string itemId = {});
    void Add(Severity s, int line, Phrase words, std::string itemId = {});

    const std::string& Path() const { return m_path; }
    const std::vector<Finding>& Findings() const { return m_findings; }
    std::vector<Finding> TakeFindings() {
        m_errors = 0;
        return std::exchange(m_findings, {});
    }
    int ErrorCount() const { return m_errors; }
    int WarningCount() const { return int(m_findings.size()) - m_errors; }

private:
    std::string m_path;
    std::vector<Finding> m_findings;
    int m_errors = 0;
};

// Orders findings by path, then line, keeping the order of equal lines.
void SortFindings(std::vector<Finding>& findings);

}  // namespace chatur::content
