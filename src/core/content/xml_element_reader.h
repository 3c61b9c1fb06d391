// Reading one XML element of a content file, checked: every attribute and child
// element must be one the format knows (others are warnings with a "did you
// mean"), and typed values (integers, booleans, names from a list, squares, FEN)
// are errors when malformed. Internal to the loader; the model never sees XML.
#pragma once

#include <tinyxml2.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/content/diagram.h"
#include "core/content/localized_text.h"
#include "core/rules/variant.h"

namespace chatur::content {

class ElementReader {
public:
    // `itemId` is attached to every finding (the puzzle or lesson being read).
    ElementReader(const tinyxml2::XMLElement& element, Diagnostics& diag, std::string itemId = {});

    const tinyxml2::XMLElement& Element() const { return m_element; }
    int Line() const { return m_element.GetLineNum(); }
    std::string_view Name() const { return m_element.Name(); }
    Diagnostics& Diag() const { return m_diag; }
    const std::string& ItemId() const { return m_itemId; }
    // Errors reported through this reader (or its diagnostics) since it was made.
    bool Failed() const { return m_diag.ErrorCount() > m_errorsAtStart; }

    void Error(int line, Phrase words) const;
    void Warning(int line, Phrase words) const;

    // Warns about attributes not in `allowed` (namespace declarations and xsi:
    // attributes are always allowed) and about child elements not in `children`.
    // Text directly inside the element is a warning unless `textAllowed`.
    void CheckAttributes(const std::vector<std::string_view>& allowed) const;
    void CheckChildren(const std::vector<std::string_view>& children,
                       bool textAllowed = false) const;

    // Typed attributes. A missing required attribute is an error; a malformed
    // value is an error. The optional forms return nothing when absent.
    const tinyxml2::XMLAttribute* Attribute(std::string_view name) const;
    std::optional<std::string> String(std::string_view name, bool required) const;
    std::optional<int> Int(std::string_view name, int min, int max, bool required) const;
    std::optional<bool> Bool(std::string_view name, bool required) const;
    // One of `names`; returns its index.
    std::optional<size_t> OneOf(std::string_view name, const std::vector<std::string_view>& names,
                                bool required) const;
    std::optional<Square> SquareAttr(const Variant& v, std::string_view name, bool required) const;
    // Space-separated squares, sorted; duplicates are an error.
    std::optional<std::vector<Square>> SquareList(const Variant& v, std::string_view name,
                                                  bool required) const;
    // A stable id: letters, digits, '.', '-', '_'.
    std::optional<std::string> Id(std::string_view name, bool required) const;

    // Children: the first with this name (a second one is an error), or all.
    const tinyxml2::XMLElement* Single(std::string_view name, bool required) const;
    std::vector<const tinyxml2::XMLElement*> All(std::string_view name) const;

    // The element's own text content (all text nodes, white space normalised).
    std::string Text() const;

private:
    const tinyxml2::XMLElement& m_element;
    Diagnostics& m_diag;
    std::string m_itemId;
    int m_errorsAtStart;
};

// Reads the `<text lang="..">` children of an element (other children are left
// to the caller). Errors for a missing or malformed lang and for a language given
// twice; a warning for an empty text.
LocalizedText ReadTexts(const ElementReader& reader);

// Reads `<x><text lang="en">..</text>...</x>`, checking that `x` holds nothing
// else and has no attributes but `attributes`.
LocalizedText ReadLocalizedText(const tinyxml2::XMLElement& element, Diagnostics& diag,
                                const std::string& itemId,
                                const std::vector<std::string_view>& attributes = {});

// Reads `<board fen=".." orientation="..">` with `<highlight squares="..">` and
// `<arrow from=".." to="..">` children; nothing when the FEN or a mark is bad.
std::optional<Diagram> ReadBoard(const tinyxml2::XMLElement& element, const Variant& v,
                                 Diagnostics& diag, const std::string& itemId);

// "'quoted'"
std::string Quote(std::string_view s);
// The same as a literal value of a phrase.
Phrase Quoted(std::string_view s);
// "<name>" as a literal value.
Phrase TagOf(std::string_view name);
// " (did you mean 'x'?)" when a name is close to one of `candidates`, else nothing.
Phrase DidYouMeanPhrase(std::string_view name, const std::vector<std::string_view>& candidates);
// The variant's name as written in the XML ("makruk", "xiangqi").
Phrase VariantName(const Variant& v);

}  // namespace chatur::content
