// The forms locale/GLOSSARY.md rejects stay out of the catalogs and the bundled
// content. The rules are data (tests/i18n/rejected_terms.tsv): a language, where
// the rule applies, a pattern and what to write instead. Every msgstr of
// locale/<lang>.po and every <text lang=".."> of lessons/ and puzzles/ is checked;
// a failure names the file, the line, the form found and the glossary's word.
#include "test_paths.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace chatur::content {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = CHATUR_SOURCE_DIR;

enum class Scope { All, Content, Xiangqi, Criteria };

struct Rule {
    std::string lang;
    Scope scope = Scope::All;
    std::string pattern;
    std::regex re;
    std::string use;
};

// One translated text and where it stands.
struct Text {
    std::string path;  // relative to the source tree
    int line = 0;
    std::string lang;
    std::string text;
    bool catalog = false;
    bool xiangqi = false;
    bool criteria = false;
};

std::string ReadAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> SplitTabs(const std::string& line) {
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, '\t')) fields.push_back(field);
    return fields;
}

std::vector<Rule> LoadRules(const fs::path& path, std::vector<std::string>& problems) {
    std::vector<Rule> rules;
    std::istringstream in(ReadAll(path));
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (line.empty() || line[0] == '#') continue;
        const std::vector<std::string> f = SplitTabs(line);
        const std::string where = path.filename().string() + ":" + std::to_string(n) + ": ";
        if (f.size() != 4) {
            problems.push_back(where + "needs 4 tab-separated fields");
            continue;
        }
        Rule r;
        r.lang = f[0];
        if (f[1] == "all")
            r.scope = Scope::All;
        else if (f[1] == "content")
            r.scope = Scope::Content;
        else if (f[1] == "xiangqi")
            r.scope = Scope::Xiangqi;
        else if (f[1] == "criteria")
            r.scope = Scope::Criteria;
        else
            problems.push_back(where + "unknown scope " + f[1]);
        r.pattern = f[2];
        try {
            r.re = std::regex(r.pattern, std::regex::ECMAScript | std::regex::optimize);
        } catch (const std::regex_error& e) {
            problems.push_back(where + "bad pattern: " + e.what());
            continue;
        }
        r.use = f[3];
        rules.push_back(std::move(r));
    }
    return rules;
}

bool Applies(const Rule& r, const Text& t) {
    if (r.lang != t.lang) return false;
    switch (r.scope) {
        case Scope::All:
            return true;
        case Scope::Content:
            return !t.catalog;
        case Scope::Xiangqi:
            return !t.catalog && t.xiangqi;
        case Scope::Criteria:
            return !t.catalog && t.criteria;
    }
    return false;
}

std::vector<std::string> Violations(const std::vector<Rule>& rules,
                                    const std::vector<Text>& texts) {
    std::vector<std::string> out;
    for (const Text& t : texts) {
        for (const Rule& r : rules) {
            std::smatch m;
            if (!Applies(r, t) || !std::regex_search(t.text, m, r.re)) continue;
            out.push_back(t.path + ":" + std::to_string(t.line) + ": " + t.lang + ": \"" + m.str() +
                          "\": write " + r.use);
        }
    }
    return out;
}

std::string Unescape(const std::string& quoted) {
    std::string s;
    for (size_t i = 0; i < quoted.size(); ++i) {
        if (quoted[i] == '\\' && i + 1 < quoted.size()) {
            ++i;
            s += quoted[i] == 'n' ? '\n' : quoted[i] == 't' ? '\t' : quoted[i];
        } else {
            s += quoted[i];
        }
    }
    return s;
}

// Every msgstr (and msgstr[n]) of a .po file but the header, with its msgid.
std::vector<std::pair<std::string, Text>> CatalogEntries(const std::string& lang) {
    const std::string rel = "locale/" + lang + ".po";
    std::istringstream in(ReadAll(kSource / rel));
    std::vector<std::pair<std::string, Text>> entries;
    std::string line, msgid;
    enum { None, Id, Str } part = None;
    bool header = true;  // the first msgstr is the catalog's header
    for (int n = 1; std::getline(in, line); ++n) {
        const size_t quote = line.find('"');
        const size_t last = line.rfind('"');
        if (line.rfind("msgid ", 0) == 0) {
            part = Id;
            msgid.clear();
        } else if (line.rfind("msgstr", 0) == 0 && quote != std::string::npos) {
            part = header ? None : Str;
            header = false;
            if (part == Str) entries.push_back({msgid, Text{rel, n, lang, {}, true}});
        } else if (line.empty() || line[0] != '"') {
            part = None;
            continue;
        }
        if (part == None || quote == std::string::npos || last <= quote) continue;
        const std::string piece = Unescape(line.substr(quote + 1, last - quote - 1));
        if (part == Id)
            msgid += piece;
        else
            entries.back().second.text += piece;
    }
    return entries;
}

std::vector<Text> CatalogTexts(const std::string& lang) {
    std::vector<Text> texts;
    for (auto& [msgid, text] : CatalogEntries(lang)) texts.push_back(std::move(text));
    return texts;
}

std::string XmlUnescape(std::string s) {
    const std::pair<const char*, const char*> entities[] = {
        {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&amp;", "&"}};
    for (const auto& [from, to] : entities) {
        for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + 1))
            s.replace(at, std::string(from).size(), to);
    }
    return s;
}

// Every <text lang=".."> of one content file, with its line and whether it is
// inside <criteria>.
std::vector<Text> ContentTexts(const fs::path& file) {
    const std::string xml = ReadAll(file);
    const std::string rel = fs::relative(file, kSource).generic_string();
    const bool xiangqi = rel.find("xiangqi") != std::string::npos;
    static const std::regex text(R"re(<text lang="([a-z]+)">([^<]*)</text>)re");
    std::vector<Text> texts;
    int line = 1;
    size_t counted = 0;
    for (auto it = std::sregex_iterator(xml.begin(), xml.end(), text); it != std::sregex_iterator();
         ++it) {
        const size_t at = size_t(it->position());
        for (; counted < at; ++counted)
            if (xml[counted] == '\n') ++line;
        const size_t open = xml.rfind("<criteria>", at);
        const size_t close = xml.rfind("</criteria>", at);
        const bool criteria =
            open != std::string::npos && (close == std::string::npos || close < open);
        texts.push_back(
            {rel, line, (*it)[1].str(), XmlUnescape((*it)[2].str()), false, xiangqi, criteria});
    }
    return texts;
}

std::vector<Text> AllTexts() {
    std::vector<Text> texts;
    for (const char* lang : {"id", "de", "th"}) {
        std::vector<Text> t = CatalogTexts(lang);
        texts.insert(texts.end(), t.begin(), t.end());
    }
    for (const char* dir : {"lessons", "puzzles"}) {
        for (const auto& e : fs::recursive_directory_iterator(kSource / dir)) {
            if (e.path().extension() != ".xml") continue;
            std::vector<Text> t = ContentTexts(e.path());
            texts.insert(texts.end(), t.begin(), t.end());
        }
    }
    return texts;
}

std::vector<Rule> BundledRules() {
    std::vector<std::string> problems;
    std::vector<Rule> rules = LoadRules(kSource / "tests/i18n/rejected_terms.tsv", problems);
    for (const std::string& p : problems) ADD_FAILURE() << p;
    return rules;
}

TEST(GlossaryTerms, NoRejectedFormInCatalogsOrContent) {
    const std::vector<Rule> rules = BundledRules();
    const std::vector<Text> texts = AllTexts();
    // The files were read: three catalogs of hundreds of entries, thousands of texts.
    ASSERT_GT(texts.size(), 6000u);
    std::string report;
    for (const std::string& v : Violations(rules, texts)) report += "\n  " + v;
    EXPECT_TRUE(report.empty()) << "forms locale/GLOSSARY.md rejects:" << report;
}

// The rules catch what they were written for (each planted form is one the
// translation review found), in the scopes they name, and no correct sentence.
TEST(GlossaryTerms, RulesCatchThePlantedForms) {
    const std::vector<Rule> rules = BundledRules();
    ASSERT_FALSE(rules.empty());
    auto flagged = [&](const char* lang, const char* text, bool catalog = false,
                       bool xiangqi = false, bool criteria = false) {
        return Violations(rules, {{"x", 1, lang, text, catalog, xiangqi, criteria}}).size();
    };
    EXPECT_EQ(flagged("de", "Der einsame Khun zählt."), 1u);
    EXPECT_EQ(flagged("de", "Der einzelne Khun zählt."), 0u);
    EXPECT_EQ(flagged("id", "Menangkan bahan senilai satu Rua."), 1u);
    EXPECT_EQ(flagged("id", "Profil fifty memakai aturan ini."), 1u);
    EXPECT_EQ(flagged("th", "ให้แม่ทัพของเราช่วยด้วย", false, true), 1u);
    EXPECT_EQ(flagged("th", "ขอเสมอ"), 1u);
    EXPECT_EQ(flagged("th", "ขอตัดสินเสมอ"), 0u);
    EXPECT_EQ(flagged("th", "ฝ่ายขาวเดิน คู่ต่อสู้เพิ่งเดินพลาด", true), 1u);
    EXPECT_EQ(flagged("th", "ฝ่ายขาวเดิน ฝ่ายตรงข้ามเพิ่งเดินพลาด", true), 0u);
    EXPECT_EQ(flagged("th", "แบบฝึกเกมช่วงท้าย", true), 1u);
    EXPECT_EQ(flagged("th", "ฝึกช่วงท้ายเกมเหล่านี้ได้ที่เมนู เกม ▸ แบบฝึกช่วงท้ายเกม"), 0u);
    EXPECT_EQ(flagged("en", "auto-count"), 2u);  // a bare label, and the id in prose
    EXPECT_EQ(flagged("en", "the counting side"), 0u);
    EXPECT_EQ(flagged("en", "Simple rules (fifty-move rule)"), 0u);
    EXPECT_EQ(flagged("id", "Memakai lajur Jenderal.", false, true, true), 1u);
    EXPECT_EQ(flagged("id", "Memakai lajur Jenderal.", false, true, false), 0u);
    // The me- rule is a rule, not a list: verbs it was never told about are caught,
    // and the commands and nouns that only begin like one are not.
    for (const char* active :
         {"Membuat batu loncatan agar Meriam menyerang Jenderal.",
          "Menghadapi skak terus-menerus dengan tenang.", "Menerapkan semua aturan bidak.",
          "Menyerang dua bidak sekaligus.", "Melindungi Khun-mu lebih dulu.",
          "Merebut lajur yang terbuka.", "Menang dengan membuat lawan tidak punya langkah sah."})
        EXPECT_EQ(flagged("id", active, false, true, true), 1u) << active;
    for (const char* command :
         {"Buat batu loncatan agar Meriam menyerang Jenderal.",
          "Menangkan permainan dengan membuat lawan tidak punya langkah sah.",
          "Merah menang jika Hitam tidak punya langkah sah.", "Meriam butuh batu loncatan.",
          "Mengapa Kuda tidak bisa melompat?", "Ketahui lima titik itu."})
        EXPECT_EQ(flagged("id", command, false, true, true), 0u) << command;
    EXPECT_EQ(flagged("id", "Tahu lima titik yang bisa ditempati Penasihat.", false, true, true),
              1u);
    EXPECT_EQ(flagged("de", "Wissen, dass der General ...", false, true, true), 1u);
    EXPECT_EQ(flagged("de", "Blocke das Schach."), 1u);
    EXPECT_EQ(flagged("de", "Das Pferdebein ist blockiert."), 0u);
    EXPECT_EQ(flagged("id", "Profil fifty.", true), 1u);  // catalogs too
    EXPECT_EQ(flagged("de", "Die Lösung: 1. Sxa5 Kxa5 2. Rb8#."), 1u);
    EXPECT_EQ(flagged("de", "Khon b4–a5 greift beide an; Rua a2–a5."), 0u);
    EXPECT_EQ(flagged("de", "Ein Lehrbuch beginnt mit: 1. C2.5 H8+7."), 0u);  // WXF, lesson 8
    EXPECT_EQ(flagged("id", "Buah lawan mana yang kurang terlindungi?", true), 1u);
    EXPECT_EQ(flagged("id", "Sebuah langkah ditulis dengan petak asal."), 0u);
    EXPECT_EQ(flagged("id", "Putih jalan. Menangkan Rua Hitam."), 1u);
    EXPECT_EQ(flagged("id", "Giliran Merah. Temukan skakmat dalam 2 langkah."), 0u);
    EXPECT_EQ(flagged("id", "Putih melangkah lebih dulu, lalu Hitam."), 0u);
}

// The core's finding templates (content::Say, docs/localisation.md) have numbered
// places {1}..{9}; msgfmt cannot check them, so here: every translation keeps
// exactly the places of its msgid.
TEST(CatalogPlaceholders, TranslationsKeepTheNumberedPlaces) {
    static const std::regex place(R"re(\{[1-9]\})re");
    auto places = [](const std::string& s) {
        std::multiset<std::string> out;
        for (auto it = std::sregex_iterator(s.begin(), s.end(), place);
             it != std::sregex_iterator(); ++it)
            out.insert(it->str());
        return out;
    };
    int templates = 0;
    for (const char* lang : {"id", "de", "th"}) {
        for (const auto& [msgid, entry] : CatalogEntries(lang)) {
            if (places(msgid).empty()) continue;
            ++templates;
            EXPECT_EQ(places(entry.text), places(msgid))
                << entry.path << ":" << entry.line << ": \"" << entry.text << "\" for \"" << msgid
                << "\"";
        }
    }
    EXPECT_GT(templates, 150);  // the core's templates reached the catalogs
}

}  // namespace
}  // namespace chatur::content
