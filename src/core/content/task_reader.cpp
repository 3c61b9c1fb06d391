#include "core/content/task_reader.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "core/notation/fen.h"

namespace chatur::content {

using tinyxml2::XMLElement;

const std::vector<std::string_view>& TaskElementNames() {
    static const std::vector<std::string_view> kNames = {"move",   "legal", "range",   "place",
                                                         "choice", "count", "play-out"};
    return kNames;
}

bool ParseMoveSquares(const Variant& v, std::string_view text, Square& from, Square& to,
                      bool& promotion) {
    // "a10a9": the second square starts at the second letter.
    if (text.empty() || text[0] < 'a' || text[0] > 'z') return false;
    size_t i = 1;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    if (i >= text.size()) return false;
    size_t j = i + 1;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
    auto a = ParseSquare(v, text.substr(0, i));
    auto b = ParseSquare(v, text.substr(i, j - i));
    std::string_view suffix = text.substr(j);
    if (!a || !b || *a == *b) return false;
    if (!suffix.empty() && (suffix != "m" || v.id != VariantId::Makruk)) return false;
    from = *a;
    to = *b;
    promotion = !suffix.empty();
    return true;
}

namespace {

std::string MoveExample(const Variant& v) {
    return v.id == VariantId::Makruk ? "d4e5" : "h3e3";
}

std::optional<MoveTask> ReadMoveTask(const ElementReader& r, const Variant& v) {
    r.CheckAttributes({"goal", "in", "gain"});
    r.CheckChildren({"line"});
    MoveTask t;
    if (auto g = r.OneOf("goal", {"mate", "promote", "win-material"}, false))
        t.goal = MoveGoal(*g + 1);
    if (auto n = r.Int("in", 1, 20, t.goal != MoveGoal::None)) {
        if (t.goal == MoveGoal::None)
            r.Error(r.Attribute("in")->GetLineNum(), Say("attribute 'in' of <move> needs a goal"));
        t.goalMoves = *n;
    }
    if (auto gain = r.Int("gain", 1, 99, false)) {
        if (t.goal != MoveGoal::WinMaterial)
            r.Error(r.Attribute("gain")->GetLineNum(),
                    Say("attribute 'gain' of <move> belongs to goal=\"win-material\""));
        t.materialGain = *gain;
    }
    if (t.goal == MoveGoal::Promote && v.id != VariantId::Makruk)
        r.Error(r.Line(),
                Say("goal=\"promote\" needs Makruk (nothing promotes in {1})", {VariantName(v)}));
    auto lines = r.All("line");
    if (lines.empty()) r.Error(r.Line(), Say("<move> needs at least one <line> (the solution)"));
    for (const XMLElement* e : lines) {
        ElementReader lr(*e, r.Diag(), r.ItemId());
        lr.CheckAttributes({});
        lr.CheckChildren({}, true);
        SolutionLine line;
        line.line = lr.Line();
        std::string text = lr.Text();
        size_t i = 0;
        while (i < text.size()) {
            size_t j = text.find_first_of(" \n", i);
            if (j == std::string::npos) j = text.size();
            std::string token = text.substr(i, j - i);
            i = j + 1;
            if (token.empty()) continue;
            Square from, to;
            bool promotion;
            if (!ParseMoveSquares(v, token, from, to, promotion))
                lr.Error(lr.Line(), Say("{1} in <line> is not a move in coordinate form (e.g. {2})",
                                        {Quoted(token), Lit(MoveExample(v))}));
            line.moves.push_back(token);
        }
        if (line.moves.empty()) lr.Error(lr.Line(), Say("<line> is empty"));
        t.lines.push_back(std::move(line));
    }
    return t;
}

std::optional<LegalTask> ReadLegalTask(const ElementReader& r, const Variant& v) {
    r.CheckAttributes({"move", "answer"});
    r.CheckChildren({});
    LegalTask t;
    if (auto m = r.String("move", true)) {
        bool promotion;
        if (!ParseMoveSquares(v, *m, t.from, t.to, promotion))
            r.Error(r.Attribute("move")->GetLineNum(),
                    Say("attribute 'move' of <legal>: {1} is not a move in coordinate form "
                        "(e.g. {2})",
                        {Quoted(*m), Lit(MoveExample(v))}));
    }
    if (auto a = r.OneOf("answer", {"yes", "no"}, true)) t.answer = *a == 0;
    return t;
}

std::optional<RangeTask> ReadRangeTask(const ElementReader& r, const Variant& v) {
    r.CheckAttributes({"square", "squares"});
    r.CheckChildren({});
    RangeTask t;
    if (auto s = r.SquareAttr(v, "square", true)) t.square = *s;
    t.squares = r.SquareList(v, "squares", false);
    return t;
}

std::optional<PlaceTask> ReadPlaceTask(const ElementReader& r, const Variant& v) {
    r.CheckAttributes({"piece", "condition", "target", "squares"});
    r.CheckChildren({});
    PlaceTask t;
    if (auto p = r.String("piece", true)) {
        std::string text = *p;
        bool promoted = text.size() == 2 && text[1] == '~' && v.id == VariantId::Makruk;
        auto type = text.size() == 1 || promoted
                        ? v.TypeForLetter(char(std::tolower(static_cast<unsigned char>(text[0]))))
                        : std::nullopt;
        if (promoted && type != PieceType::Met) type.reset();
        if (!type || *type == PieceType::King) {
            r.Error(r.Attribute("piece")->GetLineNum(),
                    Say("attribute 'piece' of <place> must be a FEN piece letter other than a "
                        "king (upper case for White/Red, e.g. 'P'), not {1}",
                        {Quoted(text)}));
        } else {
            Color c =
                std::isupper(static_cast<unsigned char>(text[0])) ? Color::White : Color::Black;
            t.piece = MakePiece(c, promoted ? PieceType::BiaNgai : *type);
        }
    }
    if (auto c =
            r.OneOf("condition", {"promotes-next-move", "reaches-square", "safe-square"}, true))
        t.condition = PlaceCondition(*c);
    bool needsTarget = t.condition == PlaceCondition::ReachesSquare;
    if (auto target = r.SquareAttr(v, "target", needsTarget)) {
        if (!needsTarget)
            r.Error(r.Attribute("target")->GetLineNum(),
                    Say("attribute 'target' of <place> belongs to condition=\"reaches-square\""));
        t.target = *target;
    }
    if (t.condition == PlaceCondition::PromotesNextMove && v.id != VariantId::Makruk)
        r.Error(r.Line(), Say("condition=\"promotes-next-move\" needs Makruk (nothing promotes "
                              "in {1})",
                              {VariantName(v)}));
    t.squares = r.SquareList(v, "squares", false);
    return t;
}

std::optional<ChoiceTask> ReadChoiceTask(const ElementReader& r) {
    r.CheckAttributes({});
    r.CheckChildren({"option"});
    ChoiceTask t;
    std::set<std::string> ids;
    for (const XMLElement* e : r.All("option")) {
        ElementReader o(*e, r.Diag(), r.ItemId());
        o.CheckAttributes({"id", "correct"});
        o.CheckChildren({"label", "feedback"});
        ChoiceOption option;
        option.line = o.Line();
        if (auto id = o.Id("id", true)) {
            if (!ids.insert(*id).second)
                o.Error(o.Attribute("id")->GetLineNum(),
                        Say("two options with the id {1}", {Quoted(*id)}));
            option.id = *id;
        }
        option.correct = o.Bool("correct", false).value_or(false);
        if (const XMLElement* label = o.Single("label", true))
            option.label = ReadLocalizedText(*label, r.Diag(), r.ItemId());
        if (const XMLElement* feedback = o.Single("feedback", false))
            option.feedback = ReadLocalizedText(*feedback, r.Diag(), r.ItemId());
        t.options.push_back(std::move(option));
    }
    if (t.options.size() < 2)
        r.Error(r.Line(), Say("<choice> needs at least two <option> elements"));
    if (std::none_of(t.options.begin(), t.options.end(),
                     [](const ChoiceOption& o) { return o.correct; }))
        r.Error(r.Line(), Say("<choice> has no option marked correct=\"true\""));
    return t;
}

std::optional<CountTask> ReadCountTask(const ElementReader& r, const Variant& v) {
    r.CheckAttributes({"kind", "side", "start", "limit"});
    r.CheckChildren({});
    CountTask t;
    if (auto k = r.OneOf("kind", {"none", "board", "pieces"}, false)) t.kind = CountKind(*k);
    if (auto s = r.OneOf("side", {"white", "black"}, false))
        t.side = *s == 0 ? Color::White : Color::Black;
    t.start = r.Int("start", 1, 99, false);
    t.limit = r.Int("limit", 1, 99, false);
    if (!r.Attribute("kind") && !r.Attribute("side") && !r.Attribute("start") &&
        !r.Attribute("limit"))
        r.Error(r.Line(),
                Say("<count> asks nothing: give at least one of kind, side, start, limit"));
    if (v.id != VariantId::Makruk)
        r.Error(r.Line(),
                Say("<count> tasks are about Makruk's counting rules, not {1}", {VariantName(v)}));
    return t;
}

std::optional<PlayOutTask> ReadPlayOutTask(const ElementReader& r) {
    r.CheckAttributes({"result", "moves"});
    r.CheckChildren({});
    PlayOutTask t;
    auto result = r.OneOf("result", {"win", "draw"}, true);
    if (result) t.result = PlayOutResult(*result);
    const bool draw = result && t.result == PlayOutResult::Draw;
    if (auto moves = r.Int("moves", 1, 200, draw)) {
        if (!draw)
            r.Error(r.Line(), Say("attribute 'moves' of <play-out> belongs to result=\"draw\""));
        t.holdMoves = *moves;
    }
    return t;
}

template <class T>
std::optional<Task> Wrap(std::optional<T> data, int line) {
    if (!data) return std::nullopt;
    return Task{std::move(*data), line};
}

}  // namespace

std::optional<Task> ReadTask(const ElementReader& parent, const Variant& v, bool required) {
    const XMLElement* found = nullptr;
    for (const XMLElement* e = parent.Element().FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        const auto& names = TaskElementNames();
        if (std::find(names.begin(), names.end(), std::string_view(e->Name())) == names.end())
            continue;
        if (found) {
            parent.Error(
                e->GetLineNum(),
                Say("{1} may ask only one task (the first is {2} on line {3})",
                    {TagOf(parent.Name()), TagOf(found->Name()), Lit(found->GetLineNum())}));
            continue;
        }
        found = e;
    }
    if (!found) {
        if (required)
            parent.Error(parent.Line(),
                         Say("{1} needs a task: one of <move>, <legal>, <range>, <place>, "
                             "<choice>, <count>",
                             {TagOf(parent.Name())}));
        return std::nullopt;
    }
    ElementReader r(*found, parent.Diag(), parent.ItemId());
    std::string_view name = found->Name();
    int line = r.Line();
    std::optional<Task> task;
    if (name == "move")
        task = Wrap(ReadMoveTask(r, v), line);
    else if (name == "legal")
        task = Wrap(ReadLegalTask(r, v), line);
    else if (name == "range")
        task = Wrap(ReadRangeTask(r, v), line);
    else if (name == "place")
        task = Wrap(ReadPlaceTask(r, v), line);
    else if (name == "choice")
        task = Wrap(ReadChoiceTask(r), line);
    else if (name == "count")
        task = Wrap(ReadCountTask(r, v), line);
    else
        task = Wrap(ReadPlayOutTask(r), line);
    if (r.Failed()) return std::nullopt;
    return task;
}

std::vector<Hint> ReadHints(const ElementReader& parent, const Variant& v) {
    std::vector<Hint> hints;
    for (const XMLElement* e : parent.All("hint")) {
        ElementReader r(*e, parent.Diag(), parent.ItemId());
        r.CheckAttributes({"kind", "square", "from", "to"});
        r.CheckChildren({"text"});
        Hint h;
        h.line = r.Line();
        auto kind = r.OneOf("kind", {"nudge", "piece", "move"}, true);
        if (kind) h.kind = HintKind(*kind);
        h.text = ReadTexts(r);
        if (kind && h.kind == HintKind::Nudge && h.text.Empty())
            r.Error(h.line, Say("a nudge <hint> needs its words in <text lang=\"..\">"));
        bool isPiece = kind && h.kind == HintKind::Piece;
        bool isMove = kind && h.kind == HintKind::Move;
        if (auto s = r.SquareAttr(v, "square", isPiece)) {
            if (!isPiece)
                r.Error(h.line, Say("attribute 'square' of <hint> belongs to kind=\"piece\""));
            h.square = *s;
        }
        auto from = r.SquareAttr(v, "from", isMove);
        auto to = r.SquareAttr(v, "to", isMove);
        if ((from || to) && !isMove)
            r.Error(h.line, Say("attributes 'from' and 'to' of <hint> belong to kind=\"move\""));
        if (from) h.from = *from;
        if (to) h.to = *to;
        if (kind && !hints.empty() && int(h.kind) <= int(hints.back().kind))
            r.Error(h.line,
                    Say("hints go from a nudge to the piece to the move, each at most "
                        "once: a {1} hint cannot follow a {2} hint",
                        {Quoted(HintKindName(h.kind)), Quoted(HintKindName(hints.back().kind))}));
        if (!r.Failed()) hints.push_back(std::move(h));
    }
    return hints;
}

}  // namespace chatur::content
