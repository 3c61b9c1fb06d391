// The games `chatur-cli mine` reads: PGN as `import` reads it (tag pairs,
// coordinates, SAN or WXF moves, comments and variations skipped), every move
// replayed with the rules engine. A broken game (unknown or other variant, bad
// FEN, illegal or unreadable move, truncated text) is one error finding at its
// line, `file:line: error: skipped: …`, and is left out; the others are kept.
// A review (`chatur-cli review`) keeps the moves before an illegal or unreadable
// one instead: the game is kept, cut there, with `file:line: error: stopped: …`.
// Count declarations written as comments before their move (`{count-start}`,
// `{count-stop}`) are replayed with the moves where the rules declare counts, and
// kept with the game; one the rules refuse there is a bad move.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/content/diagnostics.h"
#include "core/rules/game.h"

namespace chatur::mining {

struct PlayedGame {
    std::string startFen;  // empty: the variant's start position
    std::vector<Move> moves;
    std::vector<CountDeclaration> declarations;  // `{count-start}` / `{count-stop}` comments
    std::string event, round;
    int line = 0;      // where the game starts in its file
    int number = 0;    // 1-based position in its file
    bool cut = false;  // BadMove::StopThere: the moves end before a bad one
};

struct ReadGames {
    std::vector<PlayedGame> games;
    std::vector<content::Finding> findings;  // one per skipped game
    int found = 0;                           // games in the text
};

enum class BadMove : uint8_t { SkipGame, StopThere };

ReadGames ReadPgnGames(std::string_view text, const std::string& path, const Variant& variant,
                       const RuleProfile& profile, BadMove badMove = BadMove::SkipGame);

}  // namespace chatur::mining
