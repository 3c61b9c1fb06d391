// PGN games: tag pairs (`[Variant "Makruk"]`, `[FEN "..."]`, `[SetUp "1"]`,
// players, event) and movetext. Move numbers (`12.`, `12...`), check and quality
// marks (`+ # ! ?`), NAGs (`$1`), comments (`{...}`, `; ...`), variations
// (`( ... )`, skipped) and results are understood. Each game is one entry: the
// puzzle starts at its [FEN] (or the start position) and the main line is the
// solution. The moves stay text here: a SAN or WXF move (`Rh8`, `C2.5`) can only
// be read in the position it is played in, which the importer builds (it knows
// the variant when a game has no [Variant] tag); it reads each move as
// coordinates, SAN or WXF (notation/move_text.h).
#include <algorithm>
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
    // A UTF-8 byte order mark at the start is not part of the first game.
    explicit PgnReader(std::string_view text) : m_s(text) {
        if (m_s.substr(0, 3) == "\xEF\xBB\xBF") m_pos = 3;
    }

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
    bool AtLineStart() const { return m_pos == 0 || m_s[m_pos - 1] == '\n'; }

    // The first error of a game wins; it names its own line.
    static void Fail(ImportEntry& game, int line, std::string message) {
        if (game.error) return;
        game.error = std::move(message);
        game.errorLine = line;
    }

    // The offset of the next line from `from` on that starts like a tag pair
    // (`[Name "`), or npos: where the next game starts when something left open
    // would otherwise swallow it. The answer is kept: it holds for every later
    // `from` up to it, so a game of many comments is read in linear time.
    size_t NextTagLine(size_t from) {
        const bool known = m_tagLineSearchedFrom <= from &&
                           (m_tagLine == std::string_view::npos || m_tagLine > from);
        if (!known) {
            m_tagLineSearchedFrom = from;
            m_tagLine = FindTagLine(from);
        }
        return m_tagLine;
    }

    size_t FindTagLine(size_t from) const {
        for (size_t at = m_s.find("\n[", from); at != std::string_view::npos;
             at = m_s.find("\n[", at + 1)) {
            size_t i = at + 2;
            size_t nameStart = i;
            while (i < m_s.size() &&
                   (std::isalnum(static_cast<unsigned char>(m_s[i])) || m_s[i] == '_'))
                ++i;
            while (i < m_s.size() && m_s[i] == ' ') ++i;
            if (i > nameStart && i < m_s.size() && m_s[i] == '"') return at + 1;
        }
        return std::string_view::npos;
    }

    // Moves to `to`, counting lines.
    void SkipTo(size_t to) {
        to = std::min(to, m_s.size());
        for (; m_pos < to; ++m_pos)
            if (m_s[m_pos] == '\n') ++m_line;
    }

    void ReadTag(ImportEntry& game, std::string& white, std::string& black, std::string& event,
                 std::string& date) {
        int line = m_line;
        ++m_pos;  // '['
        // A tag pair is one line: a missing ']' must not swallow what follows
        // (and the search for it ends with the line). A ']' inside the quoted
        // value belongs to the value.
        size_t eol = m_s.find('\n', m_pos);
        std::string_view text =
            m_s.substr(m_pos, eol == std::string_view::npos ? eol : eol - m_pos);
        size_t afterValue = 0;
        if (size_t quote = text.find('"'); quote != std::string_view::npos) {
            afterValue = quote + 1;
            while (afterValue < text.size() && text[afterValue] != '"')
                afterValue += text[afterValue] == '\\' ? 2 : 1;
            afterValue = std::min(afterValue, text.size());
        }
        size_t close = text.find(']', afterValue);
        if (close == std::string_view::npos) {
            Fail(game, line,
                 "the tag pair on line " + std::to_string(line) + " has no closing ']'");
            SkipTo(eol);
            return;
        }
        std::string tag(text.substr(0, close));
        m_pos += close + 1;
        size_t quote = tag.find('"');
        size_t last = tag.rfind('"');
        if (quote == std::string::npos || last == quote) {
            Fail(game, line, "line " + std::to_string(line) + ": malformed tag [" + tag + "]");
            return;
        }
        std::string name = Trim(tag.substr(0, quote));
        std::string value = tag.substr(quote + 1, last - quote - 1);
        if (name == "Variant") game.variant = value;
        if (name == "FEN") game.fen = value;
        if (name == "White") white = value;
        if (name == "Black") black = value;
        if (name == "Event") event = game.event = value;
        if (name == "Round") game.round = value;
        if (name == "Date") date = value;
    }

    // A `{...}` comment at m_pos. One that is not closed before the end of the
    // text or before the next game's tag pairs is an error at its line, and the
    // reading goes on at those tag pairs: an open comment never swallows games.
    // Returns false when the game ends there.
    bool ReadComment(ImportEntry& game, int depth) {
        int line = m_line;
        ++m_pos;  // '{'
        size_t close = m_s.find('}', m_pos);
        size_t nextGame = NextTagLine(m_pos);
        if (close == std::string_view::npos ||
            (nextGame != std::string_view::npos && nextGame < close)) {
            Fail(game, line,
                 "the comment '{' opened on line " + std::to_string(line) + " is not closed" +
                     (nextGame != std::string_view::npos && nextGame < close
                          ? " before the next game's tag pairs"
                          : std::string()) +
                     " (a '}' is missing)");
            SkipTo(nextGame);
            return false;
        }
        std::string comment(m_s.substr(m_pos, close - m_pos));
        SkipTo(close + 1);
        if (depth == 0) {
            const std::string word = Trim(comment);
            if (word == "count-start" || word == "count-stop")
                game.declarations.push_back(SourceDeclaration{game.solution.size(), word, line});
            else
                AddNote(game, comment);
        }
        return true;
    }

    void AddNote(ImportEntry& game, const std::string& comment) {
        std::string c = Trim(comment);
        if (c.empty()) return;
        game.note += (game.note.empty() ? "" : " ") + c;
    }

    void ReadGame(ImportEntry& game) {
        std::string white, black, event, date;
        while (SkipSpace() && Peek() == '[') ReadTag(game, white, black, event, date);
        std::vector<int> open;  // the line of each variation '(' still open
        while (SkipSpace()) {
            char c = Peek();
            // A tag pair at the start of a line starts the next game, also when a
            // variation was left open (its result was missing).
            if (c == '[' && (open.empty() || AtLineStart())) break;
            if (c == '{') {
                if (!ReadComment(game, int(open.size()))) break;
                continue;
            }
            if (c == ';') {
                ++m_pos;
                std::string comment;
                while (m_pos < m_s.size() && m_s[m_pos] != '\n') comment += m_s[m_pos++];
                if (open.empty()) AddNote(game, comment);
                continue;
            }
            if (c == '(') {
                open.push_back(m_line);
                ++m_pos;
                continue;
            }
            if (c == ')') {
                if (open.empty())
                    Fail(game, m_line,
                         "the ')' on line " + std::to_string(m_line) + " closes no variation");
                else
                    open.pop_back();
                ++m_pos;
                continue;
            }
            int line = m_line;
            size_t begin = m_pos;
            while (m_pos < m_s.size() && !std::isspace(static_cast<unsigned char>(m_s[m_pos])) &&
                   m_s[m_pos] != '{' && m_s[m_pos] != '(' && m_s[m_pos] != ')' && m_s[m_pos] != ';')
                ++m_pos;
            std::string token(m_s.substr(begin, m_pos - begin));
            if (!open.empty()) continue;
            if (IsResult(token)) break;
            if (token[0] == '$') continue;  // NAG
            token = token.substr(MoveNumberLength(token));
            while (!token.empty() &&
                   std::string_view("+#!?").find(token.back()) != std::string::npos)
                token.pop_back();
            if (token.empty()) continue;
            game.solution.push_back(SourceMove{token, line});
        }
        if (!open.empty())
            Fail(game, open.front(),
                 "the variation '(' opened on line " + std::to_string(open.front()) +
                     " is not closed (a ')' is missing)");
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
    // NextTagLine's last answer and where its search began.
    size_t m_tagLineSearchedFrom = std::string_view::npos;
    size_t m_tagLine = std::string_view::npos;
};

}  // namespace

std::vector<ImportEntry> ReadPgnEntries(std::string_view text) {
    return PgnReader(text).ReadAll();
}

}  // namespace chatur::content
