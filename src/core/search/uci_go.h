// The arguments of a UCI `go` command, read strictly. A `go` that the engine
// cannot bound is refused, its limits never used: a value that is not a whole
// number (`go depth abc`), a limit of zero or less where one is needed
// (`movetime 0`), a number too large to mean anything, or a word Chatur does not
// know (`searchmoves`, `ponder`). The server still answers it with a bestmove,
// from a depth 1 search, since a GUI waits for one after every `go`. A clock
// that has run out (`wtime -5`, which some GUIs send after a flag fall) means
// "move at once", not "no limit". A `go` with no limit at all thinks for
// kDefaultGoMoveTimeMs; only `go infinite` waits for `stop`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "core/rules/types.h"
#include "core/search/engine.h"

namespace chatur {

constexpr int kDefaultGoMoveTimeMs = 10000;

struct UciGo {
    bool infinite = false;
    int depth = 0;               // 0: not given
    int64_t moveTimeMs = 0;      // 0: not given
    uint64_t nodes = 0;          // 0: not given
    int64_t time[2] = {-1, -1};  // wtime, btime; -1: not given; 0 once run out
    int64_t increment[2] = {0, 0};
    int64_t movesToGo = 30;
};

struct UciGoError {
    std::string message;  // English, for an `info string`
};

// Reads the words after `go`.
[[nodiscard]] std::variant<UciGo, UciGoError> ParseUciGo(std::string_view arguments);

// The engine's limits for the side to move: depth and nodes as given, the time
// from movetime, else from the mover's clock (min(left/2, left/movestogo +
// inc/2), at least 10 ms), else kDefaultGoMoveTimeMs unless `infinite` or a depth
// or node limit was given. Never more than a day.
SearchLimits UciGoLimits(const UciGo& go, Color mover);

}  // namespace chatur
