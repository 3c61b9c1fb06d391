// PGN export: one game per puzzle.
#include <variant>

#include "core/content/export_pack.h"
#include "core/notation/fen.h"
#include "core/notation/pgn_writer.h"

namespace chatur::content {

namespace {

std::string VariantName(const Variant& v) {
    return v.id == VariantId::Makruk ? "Makruk" : "Xiangqi";
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
            out += PgnTag(name, value);
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

        PgnMoveText movetext;
        movetext.AddWords(PgnComment(p.question.Get(lang)));
        Color mover = p.board.position.SideToMove();
        if (const auto* m = p.task.As<MoveTask>(); m && !m->lines.empty())
            movetext.AddWords(LinesText(m->lines, mover, moveNumber));
        else
            movetext.AddWords(PgnComment(ShortAnswer(p, lang)));
        if (!p.explanation.Empty()) movetext.AddWords(PgnComment(p.explanation.Get(lang)));
        movetext.Add("*");
        out += movetext.Finish() + "\n";
    }
    return out;
}

}  // namespace chatur::content
