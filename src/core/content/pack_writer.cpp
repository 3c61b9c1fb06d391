#include "core/content/pack_writer.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <utility>
#include <vector>

#include "core/content/pack_compare.h"
#include "core/content/pack_source_map.h"
#include "core/content/xml_loader.h"
#include "core/notation/fen.h"
#include "core/text/xml_escape.h"

namespace chatur::content {

namespace {

using Attributes = std::vector<std::pair<std::string_view, std::string>>;

std::string JoinWords(const std::vector<std::string>& words) {
    std::string r;
    for (const std::string& w : words) {
        if (!r.empty()) r += ' ';
        r += w;
    }
    return r;
}

// Builds the text of one element tree, one element per line.
class XmlBuilder {
public:
    explicit XmlBuilder(const Pack& pack) : m_pack(pack), m_variant(*pack.variant) {}

    std::string Take() { return std::exchange(m_out, {}); }

    // `<name a="..">` (or `.../>`) on its own line at `depth`; no line break after
    // the last line of an item (the caller joins items).
    void Tag(int depth, std::string_view name, const Attributes& attributes, bool close) {
        NewLine(depth);
        m_out += '<';
        m_out += name;
        for (const auto& [key, value] : attributes) {
            m_out += ' ';
            m_out += key;
            m_out += "=\"" + EscapeXml(value, XmlContext::Attribute) + '"';
        }
        m_out += close ? "/>" : ">";
    }
    void End(int depth, std::string_view name) {
        NewLine(depth);
        m_out += "</";
        m_out += name;
        m_out += '>';
    }
    // `<name>text</name>` on one line.
    void Leaf(int depth, std::string_view name, const Attributes& attributes,
              std::string_view text) {
        Tag(depth, name, attributes, false);
        m_out += EscapeXml(text);
        m_out += "</";
        m_out += name;
        m_out += '>';
    }
    // The `<text lang="..">` children: the pack's languages first, in its order,
    // then any other language by code.
    void Texts(int depth, const LocalizedText& text) {
        std::vector<std::string> order;
        for (const std::string& lang : m_pack.languages)
            if (text.Has(lang)) order.push_back(lang);
        for (const std::string& lang : text.Languages())
            if (std::find(order.begin(), order.end(), lang) == order.end()) order.push_back(lang);
        for (const std::string& lang : order)
            Leaf(depth, "text", {{"lang", lang}}, *text.Find(lang));
    }
    void Localized(int depth, std::string_view name, const LocalizedText& text) {
        Tag(depth, name, {}, false);
        Texts(depth + 1, text);
        End(depth, name);
    }

    std::string SquareText(Square s) const { return SquareName(m_variant, s); }
    std::string SquaresText(const std::vector<Square>& squares) const {
        std::vector<std::string> names;
        for (Square s : squares) names.push_back(SquareText(s));
        return JoinWords(names);
    }

    void Board(int depth, const Diagram& board) {
        Attributes a = {{"fen", board.fen.empty() ? ToFen(board.position) : board.fen}};
        if (board.orientation == Color::Black) a.emplace_back("orientation", "black");
        if (board.lastMove.from != kNoSquare)
            a.emplace_back("last", SquareText(board.lastMove.from) + SquareText(board.lastMove.to) +
                                       (board.lastPromotion ? "m" : ""));
        if (!IsEmpty(board.lastCaptured))
            a.emplace_back("captured", PieceFenText(m_variant, board.lastCaptured));
        bool empty = board.highlights.empty() && board.arrows.empty();
        Tag(depth, "board", a, empty);
        if (empty) return;
        if (!board.highlights.empty())
            Tag(depth + 1, "highlight", {{"squares", SquaresText(board.highlights)}}, true);
        for (const Arrow& arrow : board.arrows)
            Tag(depth + 1, "arrow",
                {{"from", SquareText(arrow.from)}, {"to", SquareText(arrow.to)}}, true);
        End(depth, "board");
    }

    void Task(int depth, const chatur::content::Task& task) {
        std::visit([&](const auto& data) { TaskData(depth, data); }, task.data);
    }

    void Hints(int depth, const std::vector<Hint>& hints) {
        for (const Hint& h : hints) {
            Attributes a = {{"kind", std::string(HintKindName(h.kind))}};
            if (h.kind == HintKind::Piece) a.emplace_back("square", SquareText(h.square));
            if (h.kind == HintKind::Move) {
                a.emplace_back("from", SquareText(h.from));
                a.emplace_back("to", SquareText(h.to));
            }
            Tag(depth, "hint", a, h.text.Empty());
            if (h.text.Empty()) continue;
            Texts(depth + 1, h.text);
            End(depth, "hint");
        }
    }

    void Puzzle(const chatur::content::Puzzle& p) {
        Attributes a = {{"id", p.id}, {"grade", std::to_string(p.grade)}};
        if (p.rating > 0) a.emplace_back("rating", std::to_string(p.rating));
        a.emplace_back("stage", std::string(StageName(p.stage)));
        if (!p.tags.empty()) {
            a.emplace_back("tags", JoinWords(p.tags));
        }
        if (!p.profile.empty() && p.profile != m_pack.profile) a.emplace_back("profile", p.profile);
        Tag(1, "puzzle", a, false);
        Board(2, p.board);
        Localized(2, "question", p.question);
        Task(2, p.task);
        Hints(2, p.hints);
        Localized(2, "explanation", p.explanation);
        if (!p.criteria.Empty()) Localized(2, "criteria", p.criteria);
        if (!p.source.empty()) Leaf(2, "source", {}, p.source);
        End(1, "puzzle");
    }

    void Lesson(const chatur::content::Lesson& l) {
        Attributes a = {{"id", l.id}, {"grade", std::to_string(l.grade)}};
        if (!l.profile.empty() && l.profile != m_pack.profile) a.emplace_back("profile", l.profile);
        Tag(1, "lesson", a, false);
        Localized(2, "title", l.title);
        if (!l.summary.Empty()) Localized(2, "summary", l.summary);
        for (const LessonStep& s : l.steps) {
            Attributes sa;
            if (!s.id.empty()) sa.emplace_back("id", s.id);
            Tag(2, "step", sa, false);
            Texts(3, s.text);
            if (s.board) Board(3, *s.board);
            if (s.task) Task(3, *s.task);
            Hints(3, s.hints);
            if (!s.explanation.Empty()) Localized(3, "explanation", s.explanation);
            End(2, "step");
        }
        End(1, "lesson");
    }

    // From `<pack` to `</licence>`.
    void Head(const std::string& schemaLocation) {
        Attributes a;
        if (!schemaLocation.empty()) {
            a.emplace_back("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance");
            a.emplace_back("xsi:noNamespaceSchemaLocation", schemaLocation);
        }
        a.emplace_back("format", std::to_string(m_pack.format));
        a.emplace_back("id", m_pack.id);
        a.emplace_back("variant", std::string(m_variant.name));
        if (!m_pack.profile.empty()) a.emplace_back("profile", m_pack.profile);
        a.emplace_back("version", m_pack.version);
        if (!m_pack.languages.empty()) a.emplace_back("languages", JoinWords(m_pack.languages));
        m_first = true;  // the start tag follows the prolog's line break directly
        Tag(0, "pack", a, false);
        Localized(1, "title", m_pack.title);
        Localized(1, "description", m_pack.description);
        Leaf(1, "author", {}, m_pack.author);
        Leaf(1, "licence", {}, m_pack.licence);
    }

    // Items start without a line break: the caller puts the lead before them.
    void StartItem() { m_first = true; }

private:
    void NewLine(int depth) {
        if (!m_first) m_out += '\n';
        m_first = false;
        m_out.append(size_t(depth) * 2, ' ');
    }

    void TaskData(int depth, const MoveTask& t) {
        Attributes a;
        if (t.goal != MoveGoal::None) {
            a.emplace_back("goal", std::string(MoveGoalName(t.goal)));
            a.emplace_back("in", std::to_string(t.goalMoves));
            if (t.goal == MoveGoal::WinMaterial && t.materialGain != 1)
                a.emplace_back("gain", std::to_string(t.materialGain));
        }
        Tag(depth, "move", a, false);
        for (const SolutionLine& line : t.lines) {
            Leaf(depth + 1, "line", {}, JoinWords(line.moves));
        }
        End(depth, "move");
    }
    void TaskData(int depth, const LegalTask& t) {
        Tag(depth, "legal",
            {{"move", SquareText(t.from) + SquareText(t.to)}, {"answer", t.answer ? "yes" : "no"}},
            true);
    }
    void TaskData(int depth, const RangeTask& t) {
        Attributes a = {{"square", SquareText(t.square)}};
        if (t.squares) a.emplace_back("squares", SquaresText(*t.squares));
        Tag(depth, "range", a, true);
    }
    void TaskData(int depth, const PlaceTask& t) {
        PieceType type = TypeOf(t.piece);
        std::string piece(1, type == PieceType::BiaNgai ? m_variant.LetterFor(PieceType::Met)
                                                        : m_variant.LetterFor(type));
        if (ColorOf(t.piece) == Color::White)
            piece[0] = char(std::toupper(static_cast<unsigned char>(piece[0])));
        if (type == PieceType::BiaNgai) piece += '~';
        Attributes a = {{"piece", piece},
                        {"condition", std::string(PlaceConditionName(t.condition))}};
        if (t.condition == PlaceCondition::ReachesSquare)
            a.emplace_back("target", SquareText(t.target));
        if (t.squares) a.emplace_back("squares", SquaresText(*t.squares));
        Tag(depth, "place", a, true);
    }
    void TaskData(int depth, const ChoiceTask& t) {
        Tag(depth, "choice", {}, false);
        for (const ChoiceOption& o : t.options) {
            Attributes a = {{"id", o.id}};
            if (o.correct) a.emplace_back("correct", "true");
            Tag(depth + 1, "option", a, false);
            Localized(depth + 2, "label", o.label);
            if (!o.feedback.Empty()) Localized(depth + 2, "feedback", o.feedback);
            End(depth + 1, "option");
        }
        End(depth, "choice");
    }
    void TaskData(int depth, const CountTask& t) {
        static const char* const kKinds[] = {"none", "board", "pieces"};
        Attributes a;
        if (t.kind) a.emplace_back("kind", kKinds[int(*t.kind)]);
        if (t.side) a.emplace_back("side", *t.side == Color::White ? "white" : "black");
        if (t.start) a.emplace_back("start", std::to_string(*t.start));
        if (t.limit) a.emplace_back("limit", std::to_string(*t.limit));
        Tag(depth, "count", a, true);
    }
    void TaskData(int depth, const PlayOutTask& t) {
        Attributes a;
        a.emplace_back("result", std::string(PlayOutResultName(t.result)));
        if (t.result == PlayOutResult::Draw) a.emplace_back("moves", std::to_string(t.holdMoves));
        Tag(depth, "play-out", a, true);
    }

    const Pack& m_pack;
    const Variant& m_variant;
    std::string m_out;
    bool m_first = true;
};

constexpr std::string_view kProlog = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
constexpr std::string_view kItemLead = "\n\n";

// What the original text offers to copy: its map and the pack read from it.
// Items the loader left out (broken ones) are not in the model, so no edit can
// have touched them: they are kept as written, after the item that preceded
// them in the file (`unreadAfter`, keyed by that item's line; 0: none did).
struct Original {
    std::string_view text;
    PackSourceMap map;
    Pack pack;
    std::map<int, const SourceItem*> itemsByLine;
    std::map<int, std::vector<const SourceItem*>> unreadAfter;
};

std::optional<Original> ReadOriginal(const std::string& text) {
    auto map = MapPackSource(text);
    if (!map) return std::nullopt;
    LoadResult loaded = LoadPackFromString(text, "");
    if (!loaded.pack) return std::nullopt;
    Original o{text, std::move(*map), std::move(*loaded.pack), {}, {}};
    std::map<int, bool> read;
    for (const Lesson& l : o.pack.lessons) read[l.line] = true;
    for (const Puzzle& p : o.pack.puzzles) read[p.line] = true;
    int lastRead = 0;
    for (const SourceItem& item : o.map.items) {
        o.itemsByLine[item.line] = &item;
        if (read.count(item.line))
            lastRead = item.line;
        else
            o.unreadAfter[lastRead].push_back(&item);
    }
    return o;
}

std::string_view SourceText(const Original& o, const SourceItem& s) {
    return o.text.substr(s.leadBegin, s.end - s.leadBegin);
}

// The original text of the item with the same id: what stands above it (its
// lead: blank lines and comments) and the element itself.
struct OriginalItem {
    std::string_view lead;
    std::string_view element;
    bool unchanged = false;  // SameContent as the item being written
    int line = 0;
};

template <class Item>
std::optional<OriginalItem> FindOriginal(const Original& o, const std::vector<Item>& items,
                                         const Item& wanted) {
    for (const Item& old : items) {
        if (old.id != wanted.id) continue;
        auto it = o.itemsByLine.find(old.line);
        if (it == o.itemsByLine.end()) return std::nullopt;
        const SourceItem& s = *it->second;
        return OriginalItem{o.text.substr(s.leadBegin, s.begin - s.leadBegin),
                            o.text.substr(s.begin, s.end - s.begin), SameContent(old, wanted),
                            old.line};
    }
    return std::nullopt;
}

}  // namespace

std::string WritePackXml(const Pack& pack, const WriteOptions& options) {
    std::optional<Original> original;
    if (options.original) original = ReadOriginal(*options.original);
    // Items keep their old text only while the pack's variant and default profile
    // (which an item without its own profile attribute inherits) stay the same.
    bool keepItems = original && original->pack.variant == pack.variant &&
                     original->pack.profile == pack.profile;

    XmlBuilder xml(pack);
    std::string out;
    if (original) {
        out.append(original->text.substr(0, original->map.packBegin));
    } else {
        out.append(kProlog);
    }
    if (original && SameHeader(original->pack, pack)) {
        const PackSourceMap& m = original->map;
        out.append(original->text.substr(m.packBegin, m.headEnd - m.packBegin));
    } else {
        std::string schema = options.schemaLocation;
        if (schema.empty() && original) schema = original->map.schemaLocation;
        xml.Head(schema);
        out += xml.Take();
    }
    std::map<int, bool> unreadKept;  // groups of unread items already written
    auto keepUnread = [&](int afterLine) {
        if (!keepItems || unreadKept[afterLine]) return;
        unreadKept[afterLine] = true;
        if (auto it = original->unreadAfter.find(afterLine); it != original->unreadAfter.end())
            for (const SourceItem* s : it->second) out.append(SourceText(*original, *s));
    };
    keepUnread(0);
    auto emit = [&](const auto& items, const auto& oldItems, auto write) {
        for (const auto& item : items) {
            std::optional<OriginalItem> old;
            if (keepItems) old = FindOriginal(*original, oldItems, item);
            if (old && old->unchanged) {
                out.append(old->lead);
                out.append(old->element);
            } else {
                // A changed item keeps the comments above it; its element is new.
                std::string_view lead = old ? old->lead : kItemLead;
                out.append(lead.substr(0, lead.find_last_not_of(" \t") + 1));
                xml.StartItem();
                write(item);
                out += xml.Take();
            }
            if (old) keepUnread(old->line);
        }
    };
    static const std::vector<Lesson> kNoLessons;
    static const std::vector<Puzzle> kNoPuzzles;
    emit(pack.lessons, original ? original->pack.lessons : kNoLessons,
         [&](const Lesson& l) { xml.Lesson(l); });
    emit(pack.puzzles, original ? original->pack.puzzles : kNoPuzzles,
         [&](const Puzzle& p) { xml.Puzzle(p); });
    if (keepItems)  // unread items whose predecessor the edit removed
        for (const auto& [line, group] : original->unreadAfter) keepUnread(line);
    if (original) {
        out.append(original->text.substr(original->map.tailBegin));
    } else {
        out += "\n</pack>\n";
    }
    return out;
}

std::optional<platform::WriteError> SavePackFile(const Pack& pack, const std::string& path,
                                                 const SaveOptions& options) {
    WriteOptions write;
    write.schemaLocation = options.schemaLocation;
    if (options.keepLayout) write.original = platform::ReadWholeFile(path);
    return platform::WriteFileAtomically(path, WritePackXml(pack, write), options.keepBackup);
}

}  // namespace chatur::content
