#include "core/content/xml_element_reader.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

#include "core/content/name_suggestion.h"
#include "core/notation/fen.h"

namespace chatur::content {

using tinyxml2::XMLAttribute;
using tinyxml2::XMLElement;
using tinyxml2::XMLNode;

std::string Quote(std::string_view s) {
    // Long or multi-line values are shortened so a finding stays one readable line.
    std::string r = "'";
    for (char c : s.substr(0, 60)) r += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    if (s.size() > 60) r += "...";
    return r + "'";
}

namespace {

std::string Tag(std::string_view name) {
    std::string r = "<";
    r.append(name);
    return r + ">";
}

bool IsSpace(std::string_view s) {
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
}

std::string JoinNames(const std::vector<std::string_view>& names) {
    std::string r;
    for (size_t i = 0; i < names.size(); ++i) r += (i ? ", " : "") + std::string(names[i]);
    return r;
}

bool ValidLang(std::string_view lang) {
    // BCP 47 in its simple forms: "en", "th", "pt-BR", "zh-Hant".
    size_t i = 0;
    while (i < lang.size() && std::islower(static_cast<unsigned char>(lang[i]))) ++i;
    if (i < 2 || i > 3) return false;
    while (i < lang.size()) {
        if (lang[i] != '-') return false;
        size_t j = ++i;
        while (j < lang.size() && std::isalnum(static_cast<unsigned char>(lang[j]))) ++j;
        if (j == i || j - i > 8) return false;
        i = j;
    }
    return true;
}

}  // namespace

ElementReader::ElementReader(const XMLElement& element, Diagnostics& diag, std::string itemId)
    : m_element(element),
      m_diag(diag),
      m_itemId(std::move(itemId)),
      m_errorsAtStart(diag.ErrorCount()) {}

void ElementReader::Error(int line, Phrase words) const {
    m_diag.Error(line, std::move(words), m_itemId);
}

void ElementReader::Warning(int line, Phrase words) const {
    m_diag.Warning(line, std::move(words), m_itemId);
}

Phrase Quoted(std::string_view s) {
    return Lit(Quote(s));
}

Phrase TagOf(std::string_view name) {
    return Lit(Tag(name));
}

Phrase DidYouMeanPhrase(std::string_view name, const std::vector<std::string_view>& candidates) {
    auto best = ClosestName(name, candidates);
    // TRANSLATORS: added to a finding about a misspelt name; {1} is the likely one,
    // quoted. Keep the leading space.
    return best ? Say(" (did you mean {1}?)", {Quoted(*best)}) : Lit("");
}

Phrase VariantName(const Variant& v) {
    return Lit(std::string(v.name));
}

void ElementReader::CheckAttributes(const std::vector<std::string_view>& allowed) const {
    for (const XMLAttribute* a = m_element.FirstAttribute(); a; a = a->Next()) {
        std::string_view name = a->Name();
        if (std::find(allowed.begin(), allowed.end(), name) != allowed.end()) continue;
        if (name == "xmlns" || name.rfind("xmlns:", 0) == 0 || name.rfind("xsi:", 0) == 0 ||
            name.rfind("xml:", 0) == 0)
            continue;
        Warning(a->GetLineNum(),
                Say("unknown attribute {1} on {2}{3}",
                    {Quoted(name), TagOf(Name()), DidYouMeanPhrase(name, allowed)}));
    }
}

void ElementReader::CheckChildren(const std::vector<std::string_view>& children,
                                  bool textAllowed) const {
    for (const XMLNode* n = m_element.FirstChild(); n; n = n->NextSibling()) {
        if (const XMLElement* e = n->ToElement()) {
            std::string_view name = e->Name();
            if (std::find(children.begin(), children.end(), name) != children.end()) continue;
            if (auto best = ClosestName(name, children))
                Warning(e->GetLineNum(), Say("unknown element {1} in {2} (did you mean {3}?)",
                                             {TagOf(name), TagOf(Name()), TagOf(*best)}));
            else
                Warning(e->GetLineNum(),
                        Say("unknown element {1} in {2} (ignored)", {TagOf(name), TagOf(Name())}));
        } else if (const tinyxml2::XMLText* t = n->ToText(); t && !textAllowed) {
            if (!IsSpace(t->Value()))
                Warning(t->GetLineNum(), Say("text directly inside {1} is ignored (text belongs in "
                                             "<text lang=\"..\">)",
                                             {TagOf(Name())}));
        }
    }
}

const XMLAttribute* ElementReader::Attribute(std::string_view name) const {
    return m_element.FindAttribute(std::string(name).c_str());
}

std::optional<std::string> ElementReader::String(std::string_view name, bool required) const {
    const XMLAttribute* a = Attribute(name);
    if (!a) {
        if (required)
            Error(Line(), Say("{1} needs the attribute {2}", {TagOf(Name()), Quoted(name)}));
        return std::nullopt;
    }
    return std::string(a->Value());
}

std::optional<int> ElementReader::Int(std::string_view name, int min, int max,
                                      bool required) const {
    auto s = String(name, required);
    if (!s) return std::nullopt;
    int v = 0;
    auto [p, ec] = std::from_chars(s->data(), s->data() + s->size(), v);
    if (s->empty() || ec != std::errc() || p != s->data() + s->size() || v < min || v > max) {
        Error(Attribute(name)->GetLineNum(),
              Say("attribute {1} of {2} must be a whole number from {3} to {4}, not {5}",
                  {Quoted(name), TagOf(Name()), Lit(min), Lit(max), Quoted(*s)}));
        return std::nullopt;
    }
    return v;
}

std::optional<bool> ElementReader::Bool(std::string_view name, bool required) const {
    auto s = String(name, required);
    if (!s) return std::nullopt;
    if (*s == "true" || *s == "1") return true;
    if (*s == "false" || *s == "0") return false;
    Error(Attribute(name)->GetLineNum(), Say("attribute {1} of {2} must be true or false, not {3}",
                                             {Quoted(name), TagOf(Name()), Quoted(*s)}));
    return std::nullopt;
}

std::optional<size_t> ElementReader::OneOf(std::string_view name,
                                           const std::vector<std::string_view>& names,
                                           bool required) const {
    auto s = String(name, required);
    if (!s) return std::nullopt;
    for (size_t i = 0; i < names.size(); ++i)
        if (names[i] == *s) return i;
    Error(Attribute(name)->GetLineNum(), Say("attribute {1} of {2} must be one of {3}, not {4}{5}",
                                             {Quoted(name), TagOf(Name()), Lit(JoinNames(names)),
                                              Quoted(*s), DidYouMeanPhrase(*s, names)}));
    return std::nullopt;
}

std::optional<Square> ElementReader::SquareAttr(const Variant& v, std::string_view name,
                                                bool required) const {
    auto s = String(name, required);
    if (!s) return std::nullopt;
    auto sq = ParseSquare(v, *s);
    if (!sq)
        Error(Attribute(name)->GetLineNum(),
              Say("attribute {1} of {2}: {3} is not a square of the {4} board",
                  {Quoted(name), TagOf(Name()), Quoted(*s), VariantName(v)}));
    return sq;
}

std::optional<std::vector<Square>> ElementReader::SquareList(const Variant& v,
                                                             std::string_view name,
                                                             bool required) const {
    auto s = String(name, required);
    if (!s) return std::nullopt;
    std::vector<Square> out;
    int line = Attribute(name)->GetLineNum();
    size_t i = 0;
    bool ok = true;
    while (i < s->size()) {
        while (i < s->size() && std::isspace(static_cast<unsigned char>((*s)[i]))) ++i;
        size_t j = i;
        while (j < s->size() && !std::isspace(static_cast<unsigned char>((*s)[j]))) ++j;
        if (j == i) break;
        std::string_view token(s->data() + i, j - i);
        i = j;
        auto sq = ParseSquare(v, token);
        if (!sq) {
            Error(line, Say("attribute {1} of {2}: {3} is not a square of the {4} board",
                            {Quoted(name), TagOf(Name()), Quoted(token), VariantName(v)}));
            ok = false;
        } else if (std::find(out.begin(), out.end(), *sq) != out.end()) {
            Error(line, Say("attribute {1} of {2} lists {3} twice",
                            {Quoted(name), TagOf(Name()), Quoted(token)}));
            ok = false;
        } else {
            out.push_back(*sq);
        }
    }
    if (!ok) return std::nullopt;
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<std::string> ElementReader::Id(std::string_view name, bool required) const {
    auto s = String(name, required);
    if (!s) return std::nullopt;
    bool ok = !s->empty() && s->size() <= 100 && std::isalnum(static_cast<unsigned char>((*s)[0]));
    for (char c : *s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_')
            ok = false;
    if (!ok) {
        Error(Attribute(name)->GetLineNum(),
              Say("attribute {1} of {2} must be an id of letters, digits, '.', '-' and '_' "
                  "(e.g. 'makruk.met.01'), not {3}",
                  {Quoted(name), TagOf(Name()), Quoted(*s)}));
        return std::nullopt;
    }
    return s;
}

const XMLElement* ElementReader::Single(std::string_view name, bool required) const {
    std::string n(name);
    const XMLElement* first = m_element.FirstChildElement(n.c_str());
    if (!first) {
        if (required) Error(Line(), Say("{1} needs a {2} element", {TagOf(Name()), TagOf(name)}));
        return nullptr;
    }
    for (const XMLElement* e = first->NextSiblingElement(n.c_str()); e;
         e = e->NextSiblingElement(n.c_str()))
        Error(e->GetLineNum(), Say("{1} may have only one {2} (the first is on line {3})",
                                   {TagOf(Name()), TagOf(name), Lit(first->GetLineNum())}));
    return first;
}

std::vector<const XMLElement*> ElementReader::All(std::string_view name) const {
    std::vector<const XMLElement*> out;
    std::string n(name);
    for (const XMLElement* e = m_element.FirstChildElement(n.c_str()); e;
         e = e->NextSiblingElement(n.c_str()))
        out.push_back(e);
    return out;
}

std::string ElementReader::Text() const {
    std::string raw;
    for (const XMLNode* n = m_element.FirstChild(); n; n = n->NextSibling())
        if (const tinyxml2::XMLText* t = n->ToText()) raw += t->Value();
    return NormalizeSpace(raw);
}

LocalizedText ReadLocalizedText(const XMLElement& element, Diagnostics& diag,
                                const std::string& itemId,
                                const std::vector<std::string_view>& attributes) {
    ElementReader r(element, diag, itemId);
    r.CheckAttributes(attributes);
    r.CheckChildren({"text"});
    return ReadTexts(r);
}

LocalizedText ReadTexts(const ElementReader& r) {
    Diagnostics& diag = r.Diag();
    const std::string& itemId = r.ItemId();
    LocalizedText out;
    out.line = r.Line();
    std::map<std::string, int> seen;
    for (const XMLElement* t : r.All("text")) {
        ElementReader tr(*t, diag, itemId);
        tr.CheckAttributes({"lang"});
        tr.CheckChildren({}, true);
        auto lang = tr.String("lang", true);
        if (!lang) continue;
        if (!ValidLang(*lang)) {
            r.Error(t->GetLineNum(), Say("attribute 'lang' of <text> must be a language code "
                                         "such as 'en', 'th' or 'pt-BR', not {1}",
                                         {Quoted(*lang)}));
            continue;
        }
        if (auto it = seen.find(*lang); it != seen.end()) {
            r.Error(t->GetLineNum(),
                    Say("a second text in {1} inside {2} (the first is on line {3})",
                        {Quoted(*lang), TagOf(r.Name()), Lit(it->second)}));
            continue;
        }
        seen[*lang] = t->GetLineNum();
        std::string text = tr.Text();
        if (text.empty()) {
            r.Warning(t->GetLineNum(),
                      Say("empty {1} text inside {2}", {Quoted(*lang), TagOf(r.Name())}));
            continue;
        }
        out.Set(*lang, std::move(text));
    }
    return out;
}

std::optional<Diagram> ReadBoard(const XMLElement& element, const Variant& v, Diagnostics& diag,
                                 const std::string& itemId) {
    ElementReader r(element, diag, itemId);
    r.CheckAttributes({"fen", "orientation", "last", "captured"});
    r.CheckChildren({"highlight", "arrow"});
    Diagram board;
    board.line = r.Line();
    if (auto fen = r.String("fen", true)) {
        auto parsed = ParseFen(v, *fen);
        if (auto* e = std::get_if<FenError>(&parsed))
            // TRANSLATORS: {1} says what is wrong with the FEN (in English).
            r.Error(r.Attribute("fen")->GetLineNum(), Say("invalid FEN: {1}", {Lit(e->message)}));
        else {
            board.fen = *fen;
            board.position = std::get<FenData>(parsed).position;
        }
    }
    if (auto o = r.OneOf("orientation", {"white", "black"}, false))
        board.orientation = *o == 0 ? Color::White : Color::Black;
    if (auto last = r.String("last", false)) {
        // Two squares, as a coordinate move (a Bia's promotion ends in 'm'): the
        // move is not legal here, it led here.
        const Position& pos = board.position;
        std::string squares = *last;
        const bool promotion =
            v.id == VariantId::Makruk && squares.size() > 4 && squares.back() == 'm';
        if (promotion) squares.pop_back();
        std::optional<Square> from, to;
        for (size_t split = 2; split + 2 <= squares.size() && !(from && to); ++split) {
            from = ParseSquare(v, squares.substr(0, split));
            to = ParseSquare(v, squares.substr(split));
        }
        if (!from || !to || !IsEmpty(pos.PieceAt(*from)) || IsEmpty(pos.PieceAt(*to)) ||
            ColorOf(pos.PieceAt(*to)) == pos.SideToMove() ||
            (promotion && TypeOf(pos.PieceAt(*to)) != PieceType::BiaNgai))
            r.Error(r.Attribute("last")->GetLineNum(),
                    Say("attribute 'last' of <board>: {1} is not a move that led to this "
                        "position",
                        {Lit(*last)}));
        else {
            board.lastMove = {*from, *to};
            board.lastPromotion = promotion;
        }
    }
    if (auto captured = r.String("captured", false)) {
        // The piece the last move took: one of the side to move's, not its king.
        std::optional<Piece> piece = ParsePieceFenText(v, *captured);
        if (board.lastMove.from == kNoSquare || !piece ||
            ColorOf(*piece) != board.position.SideToMove() || TypeOf(*piece) == PieceType::King)
            r.Error(r.Attribute("captured")->GetLineNum(),
                    Say("attribute 'captured' of <board>: {1} is not a piece the last move "
                        "can have taken",
                        {Lit(*captured)}));
        else
            board.lastCaptured = *piece;
    }
    for (const XMLElement* h : r.All("highlight")) {
        ElementReader hr(*h, diag, itemId);
        hr.CheckAttributes({"squares"});
        hr.CheckChildren({});
        if (auto squares = hr.SquareList(v, "squares", true))
            board.highlights.insert(board.highlights.end(), squares->begin(), squares->end());
    }
    for (const XMLElement* a : r.All("arrow")) {
        ElementReader ar(*a, diag, itemId);
        ar.CheckAttributes({"from", "to"});
        ar.CheckChildren({});
        auto from = ar.SquareAttr(v, "from", true);
        auto to = ar.SquareAttr(v, "to", true);
        if (from && to) {
            if (*from == *to)
                ar.Error(ar.Line(),
                         Say("<arrow> goes from {1} to itself", {Lit(SquareName(v, *from))}));
            else
                board.arrows.push_back(Arrow{*from, *to});
        }
    }
    if (r.Failed()) return std::nullopt;
    return board;
}

}  // namespace chatur::content
