// The endgame tables' verdict on a position in words, for the puzzle trainer:
// "Endgame table: White mates in 7 — Rua h1–e1" or "Endgame table: Draw". Only a
// table already at hand is used (in memory or in the cache): nothing is made.
#pragma once

#include <wx/string.h>

#include "core/rules/position.h"
#include "core/tablebase/tablebase.h"

namespace chatur::gui {

// The words for an answer the tables gave on `pos` (play mode's Analyse line too).
wxString TablebaseAnswerText(const Position& pos, const tablebase::TablebaseAnswer& answer);

// The pieces of a table in words, the stronger side first: "Khun + Rua against
// Khun", "General + Chariot against General + Horse".
wxString MaterialText(const tablebase::Material& material);
// A table being made: "Making the table Khun + Rua against Khun: 51%".
wxString TableProgressText(const tablebase::Material& material, double fraction);

// Empty when the position is not in a table at hand (or there are no tables).
wxString TablebaseVerdictText(tablebase::Tablebase* tables, const Position& pos);

}  // namespace chatur::gui
