// Helpers for the trainer tests: a one-puzzle (or one-lesson) pack written in a
// few lines of XML, loaded and validated the way the app loads it, so every
// fixture is also a valid pack.
#pragma once

#include <string>

#include "core/content/pack.h"
#include "core/notation/fen.h"
#include "core/trainer/trainer_session.h"

namespace chatur::test {

// `<pack>` with English texts around `items` (puzzles or lessons as XML).
std::string PackXml(const std::string& items, const std::string& variant = "makruk");
// One puzzle: board FEN, task element, and optional hint elements.
std::string PuzzleXml(const std::string& id, const std::string& fen, const std::string& task,
                      const std::string& hints = "");
// Loads a pack that must load and validate without errors (the test fails otherwise).
content::Pack MustLoadPack(const std::string& xml);
// A trainer on the first puzzle of the pack.
TrainerSession PuzzleTrainer(const std::string& fen, const std::string& task,
                             const std::string& hints = "", const std::string& variant = "makruk");

Square Sq(const Variant& v, const char* name);
Move Mv(const Position& pos, const char* text);  // a legal move in `pos`
std::string MoveText(const Variant& v, Move m);

}  // namespace chatur::test
