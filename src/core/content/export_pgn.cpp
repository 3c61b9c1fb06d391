// PGN export: one game per puzzle.
#include <variant>

#include "core/content/export_pack.h"
#include "core/notation/fen.h"

namespace chatur::content {

namespace {

// A PGN tag value: backslashes and quotes escaped, on one line.
std::string TagValue(const std::string& s) {
    std::string r;
    for (char c : s) {
        if (c == '\\' || c == '"') r += '\\';
        r += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return r;
}

// A comment may not hold '}'.
std::string Comment(const std::string& s) {
    std::string r = "{";
    for (char c : s) r += c == '}' ? ')' : (c == '\n' || c == '\r') ? ' ' : c;
    return r + "}";
}

std::string VariantName(const Variant& v) {
    return v.id == VariantId::Makruk ? "Makruk" : "Xiangqi";
}

// Breaks movetext into lines of at most 79 characters, as PGN export format asks.
std::string Wrap(const std::string& text) {
    std::string out, line, word;
    auto flush = [&]() {
        if (word.empty()) return;
        if (!line.empty() && line.size() + 1 + word.size() > 79) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
        word.clear();
    };
    for (char c : text) {
        if (c == ' ')
            flush();
        else
            word += c;
    }
    flush();
    return out + line + "\n";
}

// The main line with the other lines as variations, each placed at the move
// where it leaves the main line (PGN's rule: a variation replaces the move
// before it).
std::string LinesText(const std::vector<SolutionLine>& lines, Color firstMover, int moveNumber) {
    const std::vector<std::string>& main = lines[0].moves;
    auto numberAt = [&](size_t ply) {
        return moveNumber + int((ply + (firstMover == Color::Black)) / 2);
    };
    auto moverAt = [&](size_t ply) { return ply % 2 == 0 ? firstMover : ~firstMover; };
    std::string r;
    bool renumber = true;  // after a variation, Black's move needs "N..." again
    for (size_t ply = 0; ply < main.size(); ++ply) {
        Color mover = moverAt(ply);
        if (!r.empty()) r += ' ';
        if (mover == Color::White)
            r += std::to_string(numberAt(ply)) + ". ";
        else if (renumber)
            r += std::to_string(numberAt(ply)) + "... ";
        r += main[ply];
        renumber = false;
        for (size_t i = 1; i < lines.size(); ++i) {
            const std::vector<std::string>& alt = lines[i].moves;
            size_t common = 0;
            while (common < alt.size() && common < main.size() && alt[common] == main[common])
                ++common;
            if (common != ply || common >= alt.size()) continue;
            std::vector<std::string> rest(alt.begin() + long(ply), alt.end());
            r += " (" + NumberedLine(rest, mover, numberAt(ply)) + ")";
            renumber = true;
        }
    }
    return r;
}

}  // namespace

std::string ExportPgn(const Pack& pack, const std::string& lang) {
    std::string out;
    int round = 0;
    for (const Puzzle& p : pack.puzzles) {
        ++round;
        const Variant& v = *pack.variant;
        int moveNumber = 1;
        auto fen = ParseFen(v, p.board.fen);
        if (auto* data = std::get_if<FenData>(&fen)) moveNumber = data->fullmove;
        auto tag = [&out](const char* name, const std::string& value) {
            out.append("[").append(name).append(" \"").append(TagValue(value)).append("\"]\n");
        };
        tag("Event", pack.title.Get(lang));
        tag("Site", "?");
        tag("Date", "????.??.??");
        tag("Round", std::to_string(round));
        tag("White", "?");
        tag("Black", "?");
        tag("Result", "*");
        tag("Variant", VariantName(v));
        tag("SetUp", "1");
        tag("FEN", p.board.fen);
        if (!pack.author.empty()) tag("Annotator", pack.author);
        tag("PuzzleId", p.id);
        out += "\n";

        std::string movetext = Comment(p.question.Get(lang));
        Color mover = p.board.position.SideToMove();
        if (const auto* m = p.task.As<MoveTask>(); m && !m->lines.empty()) {
            movetext.append(" ").append(LinesText(m->lines, mover, moveNumber));
        } else {
            movetext.append(" ").append(Comment(ShortAnswer(p, lang)));
        }
        if (!p.explanation.Empty()) movetext.append(" ").append(Comment(p.explanation.Get(lang)));
        movetext += " *";
        out += Wrap(movetext) + "\n";
    }
    return out;
}

}  // namespace chatur::content
