// PGN games: tag pairs (`[Variant "Makruk"]`, `[FEN "..."]`, `[SetUp "1"]`,
// players, event) and movetext. Move numbers (`12.`, `12...`), check and quality
// marks (`+ # ! ?`), NAGs (`$1`), comments (`{...}`, `; ...`), variations
// (`( ... )`, skipped) and results are understood. Each game is one entry: the
// puzzle starts at its [FEN] (or the start position) and the main line is the
// solution. The moves stay text here: a SAN or WXF move (`Rh8`, `C2.5`) can only
// be read in the position it is played in, which the importer builds (it knows
// the variant when a game has no [Variant] tag); it reads each move as
// coordinates, SAN or WXF (notation/move_text.h).
#include <cctype>

#include "core/content/import_entry.h"

namespace chatur::content {

namespace {

bool IsResult(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// A move number: "12." or "12..." (possibly glued to the move: "12.d3d4"). Not
// the start of a WXF move of tandem soldiers, "33.4", which has a digit after its dot.
size_t MoveNumberLength(std::string_view t) {
    size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    if (i == 0 || i >= t.size() || t[i] != '.') return 0;
    while (i < t.size() && t[i] == '.') ++i;
    if (i + 1 == t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) return 0;
    return i;
}

// Reads the PGN text token by token, keeping the line of each.
class PgnReader {
public:
    explicit PgnReader(std::string_view text) : m_s(text) {}

    std::vector<ImportEntry> ReadAll() {
        std::vector<ImportEntry> games;
        while (SkipSpace()) {
            ImportEntry game;
            game.line = m_line;
            ReadGame(game);
            games.push_back(std::move(game));
        }
        return games;
    }

private:
    // Skips white space; false at the end of the text.
    bool SkipSpace() {
        while (m_pos < m_s.size() && std::isspace(static_cast<unsigned char>(m_s[m_pos]))) {
            if (m_s[m_pos] == '\n') ++m_line;
            ++m_pos;
        }
        return m_pos < m_s.size();
    }
    char Peek() const { return m_pos < m_s.size() ? m_s[m_pos] : '\0'; }
    // Everything up to (not including) `end`, which is consumed; counts lines.
    std::string Until(char end) {
        std::string r;
        while (m_pos < m_s.size() && m_s[m_pos] != end) {
            if (m_s[m_pos] == '\n') ++m_line;
            r += m_s[m_pos++];
        }
        if (m_pos < m_s.size()) ++m_pos;
        return r;
    }

    void ReadTag(ImportEntry& game, std::string& white, std::string& black, std::string& event,
                 std::string& date) {
        int line = m_line;
        ++m_pos;  // '['
        std::string tag = Until(']');
        size_t quote = tag.find('"');
        size_t last = tag.rfind('"');
        if (quote == std::string::npos || last == quote) {
            if (!game.error)
                game.error = "line " + std::to_string(line) + ": malformed tag [" + tag + "]";
            return;
        }
        std::string name = Trim(tag.substr(0, quote));
        std::string value = tag.substr(quote + 1, last - quote - 1);
        if (name == "Variant") game.variant = value;
        if (name == "FEN") game.fen = value;
        if (name == "White") white = value;
        if (name == "Black") black = value;
        if (name == "Event") event = value;
        if (name == "Date") date = value;
    }

    void AddNote(ImportEntry& game, const std::string& comment) {
        std::string c = Trim(comment);
        if (c.empty()) return;
        game.note += (game.note.empty() ? "" : " ") + c;
    }

    void ReadGame(ImportEntry& game) {
        std::string white, black, event, date;
        while (SkipSpace() && Peek() == '[') ReadTag(game, white, black, event, date);
        int depth = 0;  // inside variations
        while (SkipSpace()) {
            char c = Peek();
            if (c == '[' && depth == 0) break;  // the next game (its result was missing)
            if (c == '{') {
                ++m_pos;
                std::string comment = Until('}');
                if (depth == 0) AddNote(game, comment);
                continue;
            }
            if (c == ';') {
                ++m_pos;
                std::string comment = Until('\n');
                ++m_line;
                if (depth == 0) AddNote(game, comment);
                continue;
            }
            if (c == '(' || c == ')') {
                depth += c == '(' ? 1 : (depth > 0 ? -1 : 0);
                ++m_pos;
                continue;
            }
            int line = m_line;
            size_t begin = m_pos;
            while (m_pos < m_s.size() && !std::isspace(static_cast<unsigned char>(m_s[m_pos])) &&
                   m_s[m_pos] != '{' && m_s[m_pos] != '(' && m_s[m_pos] != ')' && m_s[m_pos] != ';')
                ++m_pos;
            std::string token(m_s.substr(begin, m_pos - begin));
            if (depth > 0) continue;
            if (IsResult(token)) break;
            if (token[0] == '$') continue;  // NAG
            token = token.substr(MoveNumberLength(token));
            while (!token.empty() &&
                   std::string_view("+#!?").find(token.back()) != std::string::npos)
                token.pop_back();
            if (token.empty()) continue;
            game.solution.push_back(SourceMove{token, line});
        }
        std::string players = white.empty() && black.empty() ? "" : white + " - " + black;
        for (const std::string& part : {event, date})
            if (!part.empty() && part.find('?') == std::string::npos)
                players += (players.empty() ? "" : ", ") + part;
        game.source = players;
        if (game.solution.empty() && !game.error) game.error = "the game has no moves";
    }

    std::string_view m_s;
    size_t m_pos = 0;
    int m_line = 1;
};

}  // namespace

std::vector<ImportEntry> ReadPgnEntries(std::string_view text) {
    return PgnReader(text).ReadAll();
}

}  // namespace chatur::content
