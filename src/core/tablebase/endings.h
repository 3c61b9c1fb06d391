// The classic endings the endgame drills teach, for each game, and where their
// start positions come from: a table's won positions, the learner to move, at a
// difficulty measured by the distance to mate. The learner always plays White
// (Red) with the stronger pieces; in Makruk the lone Khun's pieces' honour count
// runs from the start, and only positions whose mate fits within it are drawn.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/content/finding_phrase.h"
#include "core/rules/game.h"
#include "core/tablebase/tablebase.h"

namespace chatur::tablebase {

struct Ending {
    std::string id;         // "makruk-KRvK": stable, for settings and the CLI
    VariantId variant;      // the game
    std::string material;   // the learner's side first: "KRvK", "KRvKAA"
    content::Phrase title;  // "Khun and Rua against a lone Khun"
    content::Phrase
        goal;  // "Mate with Khun and Rua before the pieces' honour count of 16 runs out."
};

// Every classic ending, Makruk's first, each game's in teaching order.
const std::vector<Ending>& ClassicEndings();
// The endings of one game.
std::vector<const Ending*> ClassicEndings(VariantId variant);
const Ending* FindEnding(const std::string& id);
Material EndingMaterial(const Ending& ending);

enum class Difficulty : uint8_t { Easy, Medium, Hard };

// The learner's moves to mate a start position may need at each difficulty:
// the winnable start distances (at least 2, and within the count in Makruk) cut
// into thirds, shortest first.
struct ParRange {
    int lo = 0;
    int hi = 0;
};

// The moves the learner (to move in `start`) has before the count that the
// drill's game starts with runs out (a Makruk pieces' honour count); nothing
// when no count applies (Xiangqi).
std::optional<int> CountMovesAtStart(const Position& start);

// A start position: the learner to move and winning in `par` moves.
struct DrillStart {
    Position position;
    int par = 0;
};

// A drawn start position, or why there is none: the ending's table could not be
// had (`error`: cancelled, or it could not be made), or it has no won position
// to offer at this difficulty (neither is set).
struct StartPick {
    std::optional<DrillStart> start;
    std::optional<TableError> error;
};

// Draws a start position of `ending` (its table is made if needed and `access`
// allows it: call it off the GUI thread). The same seed gives the same position.
[[nodiscard]] StartPick PickStart(Tablebase& tablebase, const Ending& ending, Difficulty difficulty,
                                  uint64_t seed, const Access& access = {});
// The par range PickStart uses (computed from the table, as above); nothing when
// the table cannot be had or has no win.
std::optional<ParRange> DifficultyRange(Tablebase& tablebase, const Ending& ending,
                                        Difficulty difficulty, const Access& access = {});

// A game of the drill's rules (the game's default profile: makruk/counting, in
// which the lone Khun's pieces' honour count starts by itself) set up on `pos`.
Game DrillGame(const Position& pos);

// Turns the board over: ranks reversed, colours swapped, the other side to move.
Position ColourSwapped(const Position& pos);

}  // namespace chatur::tablebase
