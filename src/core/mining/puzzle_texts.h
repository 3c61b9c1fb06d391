// The texts of a mined puzzle in every language, made at mine time from
// translatable templates (Say(): in the gettext catalogs like every UI string)
// and the solution line, so that a mined pack is an ordinary pack that any Chatur
// shows and `validate --strict` accepts (docs/mining.md, "Texts").
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/content/finding_phrase.h"
#include "core/content/puzzle.h"
#include "core/mining/miner.h"
#include "core/mining/po_catalog.h"

namespace chatur::mining {

// The languages to write: English (no catalog) and each language with one.
struct TextCatalogs {
    std::map<std::string, PoCatalog> byLanguage;  // "id", "de", "th"
    std::vector<std::string> Languages() const;   // "en" first
};

// Loads <dir>/<lang>.po for each language; the ones missing are left out.
TextCatalogs LoadCatalogs(const std::string& dir, const std::vector<std::string>& languages);

// The phrase rendered in every language of `catalogs`.
content::LocalizedText RenderAll(const content::Phrase& phrase, const TextCatalogs& catalogs);

// The pack puzzle for `mined` (its question, hints, explanation, task, rating).
content::Puzzle MakePuzzle(const Variant& variant, const std::string& profile,
                           const MinedPuzzle& mined, const std::string& id,
                           const std::string& source, const TextCatalogs& catalogs);

}  // namespace chatur::mining
