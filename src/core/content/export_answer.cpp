// The short answers shared by the PGN export and the worksheet's answer key.
#include <variant>

#include "core/content/export_pack.h"
#include "core/content/task_checker.h"
#include "core/notation/fen.h"

namespace chatur::content {

namespace {

std::string JoinSquares(const Variant& v, const std::vector<Square>& squares) {
    std::string r;
    for (Square s : squares) {
        if (!r.empty()) r += ' ';
        r += SquareName(v, s);
    }
    return r;
}

}  // namespace

std::string NumberedLine(const std::vector<std::string>& moves, Color firstMover, int moveNumber) {
    std::string r;
    Color mover = firstMover;
    int number = moveNumber;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (!r.empty()) r += ' ';
        if (mover == Color::White)
            r += std::to_string(number) + ". ";
        else if (i == 0)
            r += std::to_string(number) + "... ";
        r += moves[i];
        if (mover == Color::Black) ++number;
        mover = ~mover;
    }
    return r;
}

std::string ShortAnswer(const Puzzle& puzzle, const std::string& lang,
                        const WorksheetLabels& labels) {
    const Position& pos = puzzle.board.position;
    const Variant& v = pos.GetVariant();
    int moveNumber = 1;
    auto fen = ParseFen(v, puzzle.board.fen);
    if (auto* data = std::get_if<FenData>(&fen)) moveNumber = data->fullmove;
    const Task& task = puzzle.task;
    if (const auto* m = task.As<MoveTask>()) {
        std::string r;
        for (const SolutionLine& line : m->lines) {
            if (!r.empty()) r += " / ";
            r += NumberedLine(line.moves, pos.SideToMove(), moveNumber);
        }
        return r;
    }
    if (const auto* l = task.As<LegalTask>())
        return SquareName(v, l->from) + SquareName(v, l->to) + ": " +
               (l->answer ? labels.yes : labels.no);
    if (const auto* r = task.As<RangeTask>()) return JoinSquares(v, RangeSquares(pos, r->square));
    if (const auto* p = task.As<PlaceTask>()) return JoinSquares(v, PlaceSquares(pos, *p));
    if (const auto* c = task.As<ChoiceTask>()) {
        std::string r;
        for (const ChoiceOption& o : c->options) {
            if (!o.correct) continue;
            if (!r.empty()) r += "; ";
            r += o.label.Get(lang);
        }
        return r;
    }
    if (const auto* c = task.As<CountTask>()) {
        static const char* const kKinds[] = {"none", "board", "pieces"};
        std::string r;
        auto add = [&r](const std::string& s) { r += (r.empty() ? "" : ", ") + s; };
        if (c->kind) add(kKinds[int(*c->kind)]);
        if (c->side) add(*c->side == Color::White ? "white" : "black");
        if (c->start) add("start " + std::to_string(*c->start));
        if (c->limit) add("limit " + std::to_string(*c->limit));
        return r;
    }
    return "";
}

}  // namespace chatur::content
