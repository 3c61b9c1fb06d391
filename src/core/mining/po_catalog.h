// A gettext catalog read from its .po file, for writing mined puzzles' texts in
// every language at mine time (docs/mining.md, "Texts"). Only what the miner
// needs: entries without context and without plural forms; fuzzy and empty
// translations are left out (the English template is used for them).
#pragma once

#include <map>
#include <optional>
#include <string>

namespace chatur::mining {

class PoCatalog {
public:
    // Reads `path`; nothing when the file cannot be read.
    static std::optional<PoCatalog> Load(const std::string& path);
    static PoCatalog Parse(const std::string& text);

    // The translation of `msgid`, or `msgid` itself.
    std::string Translate(const std::string& msgid) const;
    bool Has(const std::string& msgid) const { return m_entries.count(msgid) != 0; }
    size_t Size() const { return m_entries.size(); }

private:
    std::map<std::string, std::string> m_entries;
};

}  // namespace chatur::mining
