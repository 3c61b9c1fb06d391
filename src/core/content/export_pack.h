// Exporting a pack's puzzles for other programs and for paper (`chatur-cli
// export`, docs/import-export.md): PGN, one game per puzzle with [Variant],
// [SetUp "1"], [FEN], the solution in coordinate notation and the texts as
// comments; and a printable worksheet in HTML with one SVG diagram per puzzle,
// the questions in one language (English, then any, when a text lacks it) and
// the answer key on a page of its own.
#pragma once

#include <string>

#include "core/content/pack.h"

namespace chatur::content {

// The PGN text of every puzzle of the pack; texts in `lang` (fallback English).
// A `move` puzzle's first line is the main line, further lines are variations;
// other tasks have no moves, only the question and the answer as comments.
std::string ExportPgn(const Pack& pack, const std::string& lang);

// Words of the worksheet's own (not the pack's) in the sheet's language. The
// core holds no translations: the caller fills these (English by default).
struct WorksheetLabels {
    std::string answerKey = "Answer key";
    std::string whiteToMove = "White to move";
    std::string blackToMove = "Black to move";
    std::string redToMove = "Red to move";
    std::string name = "Name";
    std::string date = "Date";
    std::string yes = "yes";
    std::string no = "no";
};

// How the worksheet looks: its language, its own words and the diagram size.
struct WorksheetOptions {
    std::string lang = "en";  // language of the texts (and the page's lang attribute)
    WorksheetLabels labels;
    int cell = 30;  // diagram size: pixels per square
};

// A standalone HTML page (UTF-8, inline SVG and CSS, no scripts) to print.
std::string ExportWorksheetHtml(const Pack& pack, const WorksheetOptions& options);

// The answer of a task in short, language-neutral where possible: the solution
// lines ("1. d4e5 d8e7 2. e5d6"), "d4f6: no", the squares of a range or place
// task, the labels of the correct choices, the count values.
std::string ShortAnswer(const Puzzle& puzzle, const std::string& lang,
                        const WorksheetLabels& labels = {});

// "1. d4e5 d8e7 2. e5d6" (or "1... d8e7 2. e5d6" when Black starts), numbered
// from the FEN's move number.
std::string NumberedLine(const std::vector<std::string>& moves, Color firstMover, int moveNumber);

}  // namespace chatur::content
