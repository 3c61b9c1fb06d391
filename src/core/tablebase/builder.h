// Retrograde analysis of one table. First the legal moves of every position are
// worked out from the table's few pieces (forward.h, checked against the engine's
// generator by tests): mates, stalemates and dead material are decided at once, a
// capture or promotion is looked up in the smaller table it leads to, and the
// quiet moves are counted. Then, ply by ply from the mates outward, each newly
// decided position is played backwards (unmoves.h): a predecessor of a lost
// position is won, and a predecessor all of whose moves reach won positions is
// lost. What is left undecided is a draw.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>

#include "core/tablebase/table.h"

namespace chatur::tablebase {

// Why a table could not be had. Errors are values here: a build runs on worker
// threads, where nothing may be thrown.
enum class TableProblem : uint8_t {
    Cancelled,  // the caller's stop token asked for it: nothing was saved
    NotAtHand,  // only tables in memory or in the cache were allowed, and it is not
    Failed,     // the build found something it cannot store (`message` says what)
};

struct TableError {
    TableProblem problem = TableProblem::Failed;
    std::string message;  // English, for logs and the CLI
};

// Finds an already built table of a (canonical) material; nullptr if unavailable.
using TableSource = std::function<const Table*(const Material&)>;
// Progress of one build, 0.0 to 1.0.
using BuildProgress = std::function<void(double)>;

// A table made, or why not (exactly one of the two is set).
struct BuildResult {
    std::unique_ptr<Table> table;
    std::optional<TableError> error;
};

// Builds the table of `material` (canonical); `source` must provide every table of
// material.Successors(). Fails when a successor is missing or a mate is longer
// than a byte can hold; stops (Cancelled) soon after `stop` is requested.
[[nodiscard]] BuildResult BuildTable(const Material& material, const TableSource& source,
                                     const BuildProgress& progress = {}, std::stop_token stop = {});

}  // namespace chatur::tablebase
