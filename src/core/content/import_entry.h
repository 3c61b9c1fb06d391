// What each import format's reader gives the importer: one entry per puzzle in
// the source, as text still unchecked (the FEN, the moves as written), with the
// line it came from. Internal to import_*.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/rules/variant.h"

namespace chatur::content {

// One move as written in the source, with its line.
struct SourceMove {
    std::string text;
    int line = 0;
};

// A count declaration of a played game, written as a comment before its move
// (`{count-start}`, `{count-stop}`: the comments Chatur's PGN writers use).
struct SourceDeclaration {
    size_t beforeMove = 0;  // index into ImportEntry::solution
    std::string word;       // "count-start" or "count-stop"
    int line = 0;
};

// One puzzle of the source file.
struct ImportEntry {
    int line = 0;                   // where the entry starts
    std::string sourceId;           // the source's own id (Lichess PuzzleId, EPD id); may be empty
    std::string variant;            // as the entry names it; empty: the import's variant
    std::string fen;                // empty: the variant's start position
    std::vector<SourceMove> setup;  // played before the puzzle position (the opponent's move)
    std::vector<SourceMove> solution;  // solver, reply, solver, ...
    std::optional<int> grade;
    std::vector<std::string> tags;
    std::string source;        // credit (a game URL, players and event)
    std::string event, round;  // PGN [Event] and [Round] (chatur-cli mine names games by them)
    std::string note;          // comments of the source, added to the explanation
    std::vector<SourceDeclaration> declarations;  // PGN only: a played game's count declarations
    std::optional<std::string> error;             // the reader could not make sense of the entry
    int errorLine = 0;                            // where; 0: the entry's line
};

// The file's text fit for a pack: UTF-8 without the characters XML forbids
// (import_text.cpp), with a warning (line, message) for each kind of change.
struct CleanText {
    std::string text;
    std::vector<std::pair<int, std::string>> warnings;
};
CleanText CleanImportText(std::string_view text);

// The readers: every entry of a file, in order.
std::vector<ImportEntry> ReadEpdEntries(std::string_view text);
std::vector<ImportEntry> ReadCsvEntries(std::string_view text);
std::vector<ImportEntry> ReadPgnEntries(std::string_view text);

// Splits on any of `separators`, dropping empty pieces.
std::vector<std::string> SplitWords(std::string_view text, std::string_view separators = " \t\r\n");
// Without leading and trailing white space.
std::string Trim(std::string_view text);

}  // namespace chatur::content
