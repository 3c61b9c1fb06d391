// Importing puzzles from other programs' files into a pack (`chatur-cli import`,
// docs/import-export.md): EPD lines as the chess-variant puzzler writes them,
// Lichess-style puzzle CSV, and PGN games. Every entry becomes one `move` puzzle
// with English texts made from its task, a stable id from the source, and a
// solution line that the rules engine has replayed move by move; the finished
// puzzle must pass the pack validator too. An entry that fails any of this is
// skipped with one error finding at its line; the others are imported.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/content/pack.h"

namespace chatur::content {

enum class ImportFormat : uint8_t { Epd, Csv, Pgn };
// "epd", "csv", "pgn"; nothing for another name.
std::optional<ImportFormat> FindImportFormat(std::string_view name);

// What the caller decides about the pack being made (`chatur-cli import` options).
struct ImportOptions {
    const Variant* variant = &MakrukVariant();
    std::string profile;  // rule profile of the pack; empty: the variant's default
    std::string packId;   // id of the pack and prefix of every puzzle id
    std::string title;    // English title; empty: "Imported puzzles (<file name>)"
    std::string author = "unknown";
    std::string licence = "unknown";
    Stage stage = Stage::Review;
    int grade = 3;  // for entries whose source gives no rating or difficulty
};

// The pack made from one file, with what had to be skipped and why.
struct ImportResult {
    Pack pack;                      // the imported puzzles, in source order
    std::vector<Finding> findings;  // one error per skipped entry, at its line
    int entries = 0;                // entries found in the file
    int imported = 0;               // puzzles in the pack
};

// Imports the text of one file; `path` names it in findings and texts.
ImportResult ImportPuzzles(ImportFormat format, std::string_view text, const std::string& path,
                           const ImportOptions& options);

// A pack or puzzle id made from free text: letters, digits, '.', '-', '_' kept,
// anything else dropped; starts with a letter or digit ("x" when nothing is left).
std::string SanitizeId(std::string_view text);

// The longest id a pack accepts; SanitizeId cuts there.
constexpr size_t kMaxIdLength = 100;

// An id of `stem` followed by `suffix`, both cleaned as SanitizeId does; the stem
// is shortened so that the suffix is kept whole (as much of it as fits), so ids
// that differ in their suffixes stay different however long the stem.
std::string SanitizeIdWithSuffix(std::string_view stem, std::string_view suffix);

}  // namespace chatur::content
