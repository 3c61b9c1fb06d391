// Rule profiles (docs/rules.md). The seeds disagree on Makruk's draw rules, so
// every game, lesson and puzzle names a profile: a plain record of which end-of-game
// rules apply, plus the few functions that need code (which material is dead). Game
// (game.h) reads the record; nothing else in the engine branches on a profile's name.
// docs/rules.md quotes the rule text behind every field.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "core/rules/position.h"
#include "core/rules/variant.h"

namespace chatur {

// How Makruk's honour counts run.
enum class CountingRule : uint8_t {
    None,       // no counting at all (makruk/fifty, Xiangqi)
    Declared,   // board's count declared by a player (start/stop); pieces' count automatic
    Automatic,  // both counts start by themselves, no declarations (makruk/auto-count)
};

// What the third occurrence of a position (same placement, same side to move) does.
enum class RepetitionRule : uint8_t {
    Draw,            // drawn at once
    DrawOnClaim,     // drawn only when a player claims it
    PerpetualCheck,  // the game ends; a side that checked with every move loses
};

// Which material ends the game at once as a draw.
enum class MaterialRule : uint8_t {
    TwoKhuns,      // only the two Khuns are left
    DeadPosition,  // Makruk material with which no side can ever mate (see IsDeadMakruk)
    NoAttackers,   // Xiangqi: neither side has a Chariot, Horse, Cannon or Soldier
};

// One named rule profile: what ends a game of its variant, and how. A record, not
// a class hierarchy, so a lesson can show its fields and tests can table-drive it.
struct RuleProfile {
    std::string_view name;  // "counting", "fifty", "auto-count", "basic"
    VariantId variant;
    CountingRule counting;
    // Checkmate given by the side counting a board's honour count is a draw
    // (traditional rule; also on the move on which the counter stops).
    bool counterMateDraws;
    RepetitionRule repetition;
    MaterialRule material;
    int fiftyMovePlies;  // plies without capture or Bia move that draw; 0 = no such rule
    int plyLimit;        // total plies of the game that draw; 0 = no limit
    // The FEN carries a running count as Fairy-Stockfish writes it (field 4 the
    // limit in plies, field 5 the counted plies); read and written back.
    bool fenCarriesCount;
    bool stalemateDraws;  // no legal move while not in check: draw (else a loss)

    // "makruk/counting".
    std::string FullName() const;
};

struct ProfileError {
    std::string message;
};

// Every profile Chatur knows, Makruk's first.
std::span<const RuleProfile> AllProfiles();
// The variant's default profile (makruk/counting, xiangqi/basic).
const RuleProfile& DefaultProfile(const Variant& variant);
// Looks a profile up by its short name ("counting") or full name
// ("makruk/counting"), case-sensitive. A name of another variant's profile, or an
// unknown name, is an error naming the profiles that exist.
[[nodiscard]] std::variant<const RuleProfile*, ProfileError> FindProfile(const Variant& variant,
                                                                         std::string_view name);

// Material rules.
// Only the two Khuns / generals are left.
bool OnlyKings(const Position& pos);
// Makruk material with which no sequence of legal moves can ever give mate:
// (1) only the two Khuns; (2) every piece besides the Khuns is a Met or a promoted
// Bia (of either side) and all of them stand on squares of one colour; (3) one side
// has only its Khun, the other its Khun and one Ma. See docs/rules.md for the proof.
bool IsDeadMakruk(const Position& pos);
// Xiangqi: neither side has a Chariot, Horse, Cannon or Soldier.
bool XiangqiNoAttackers(const Position& pos);
// The profile's material rule applied to `pos`.
bool IsInsufficientMaterial(const RuleProfile& profile, const Position& pos);

}  // namespace chatur
